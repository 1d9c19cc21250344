"""A sheet as text for people: a generic summary and its BBCode, Markdown and printable HTML forms."""

from __future__ import annotations

import html
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from core.contract import sheet_problems
from core.i18n import tr
from core.ruleset import Problem, Ruleset, SheetSupport
from core.sheets import SheetBase

HIDDEN_FIELDS = frozenset({"formato", "version", "reglas", "nombre", "retrato"})
"""Fields every sheet has that a reader does not need to see (the name is the title)."""

_WORDS = {
    "dano": "daño",
    "percepcion": "percepción",
    "heroe": "héroe",
    "descripcion": "descripción",
    "dios": "dios",
    "maniobras": "maniobras",
    "accion": "acción",
    "acciones": "acciones",
    "indole": "índole",
    "indoles": "índoles",
    "velocidad": "velocidad",
    "tirada": "tirada",
    "energia": "energía",
    "caracteristicas": "características",
    "arquetipo": "arquetipo",
    "complicaciones": "complicaciones",
    "poseidon": "Poseidón",
    "odin": "Odín",
    "nivel": "nivel",
    "inmovilizado": "inmovilizado",
    "esbirro": "esbirro",
    "inteligencia": "inteligencia",
    "anos": "años",
    "dureza": "dureza",
    "resistencias": "resistencias",
    "critico": "crítico",
    "minima": "mínima",
    "minimo": "mínimo",
    "maximo": "máximo",
    "maxima": "máxima",
    "numero": "número",
    "ultimo": "último",
    "tecnicas": "técnicas",
    "tecnica": "técnica",
    "fisico": "físico",
    "fisica": "física",
    "codigos": "códigos",
    "regeneracion": "regeneración",
    "posicion": "posición",
    "deteccion": "detección",
    "ignifugo": "ignífugo",
    "sabiduria": "sabiduría",
    "mecanica": "mecánica",
    "musculos": "músculos",
    "heroe_max": "héroe máx.",
    "tecnologia": "tecnología",
    "categoria": "categoría",
    "manos": "manos",
    "canjes": "canjes",
    "area": "área",
    "tamano": "tamaño",
    "maquina": "máquina",
    "rafaga": "ráfaga",
    "ultima": "última",
    "estandar": "estándar",
    "comunicacion": "comunicación",
    "pa": "PA",
    "vit": "VIT",
    "tier": "TIER",
    "tr": "TR",
    "arm": "ARM",
    "esc": "ESC",
    "rapido": "rápido",
    "habil": "hábil",
    "electrica": "eléctrica",
    "ignea": "ígnea",
    "acuatica": "acuática",
    "mistica": "mística",
    "psionica": "psiónica",
    "alcance": "alcance",
    "huida": "huida",
}


def _word(word: str) -> str:
    """One word of a field id with its accent: the list above, then the -ción/-sión endings."""
    known = _WORDS.get(word)
    if known is not None:
        return known
    for plain, accented in (("cion", "ción"), ("sion", "sión")):
        if word.endswith(plain) and len(word) > len(plain):
            return word[: -len(plain)] + accented
    return word


def words(name: str) -> str:
    """A field or key id as Spanish words, in lower case: ``comunicacion`` → «comunicación»."""
    return " ".join(_word(w) for w in name.split("_") if w) or name


def label(name: str) -> str:
    """A field name as a Spanish label: ``dano_golpe`` → «Daño golpe», ``percepcion`` → «Percepción»."""
    text = words(name)
    return text[:1].upper() + text[1:]


def fraction(value: float) -> str:
    """``0.5`` → «½», ``1.5`` → «1½», ``2.0`` → «2»."""
    whole = int(value)
    rest = value - whole
    if abs(rest) < 1e-9:
        return str(whole)
    if abs(rest - 0.5) < 1e-9:
        return ("" if whole == 0 else str(whole)) + "½"
    if abs(rest - 0.25) < 1e-9:
        return ("" if whole == 0 else str(whole)) + "¼"
    return f"{value:g}"


def format_value(value: Any) -> str:
    """A JSON-ish value in a short readable form (booleans as Sí/No, numbers as fractions)."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return tr("Sí") if value else "No"
    if isinstance(value, float):
        return fraction(value)
    if isinstance(value, BaseModel):
        return format_record(value.model_dump(mode="json"))
    if isinstance(value, Mapping):
        return ", ".join(f"{label(str(k))} {format_value(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(format_value(v) for v in value) if value else "—"
    return str(value)


def format_record(record: Mapping[str, Any], defaults: Mapping[str, Any] | None = None) -> str:
    """One element of a list (a power, a bonus...): its name, its codes in brackets, then the rest.

    Fields left at their default (``defaults``) or empty are left out so a line stays short.
    """
    defaults = defaults or {}
    head = str(record.get("nombre", "") or "")
    skip = {"nombre", "codigos", "descripcion"}
    if not head:
        # no name (a bonus {"a": "contraataque", "valor": 1}): its first text names it
        first = next(((k, v) for k, v in record.items() if isinstance(v, str) and v), None)
        if first is not None:
            head = label(first[1])
            skip.add(first[0])
    codes = record.get("codigos")
    if isinstance(codes, list) and codes:
        head = (head + " " if head else "") + "[" + ", ".join(str(c) for c in codes) + "]"
    parts: list[str] = []
    for key, value in record.items():
        if key in skip or value in (None, "", [], {}):
            continue
        if key in defaults and defaults[key] == value:
            continue
        parts.append(f"{label(key).lower()} {format_value(value)}")
    text = head
    if parts:
        text = (text + ": " if text else "") + ", ".join(parts)
    desc = record.get("descripcion")
    if isinstance(desc, str) and desc.strip():
        text += f" — {desc.strip()}"
    return text or "—"


@dataclass(frozen=True)
class Section:
    """A titled part of the summary: ``pairs`` of label and value, or ``items`` one per line."""

    titulo: str
    pairs: list[tuple[str, str]] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    inline: bool = False
    """Short names (advantages, codes) that print on one line rather than as a list."""


@dataclass(frozen=True)
class Texts:
    """The fixed words of an export, so that the GUI can pass them translated."""

    datos: str = "Datos"
    derivados: str = "Valores calculados"
    legal: str = "Ficha legal"
    no_legal: str = "Ficha no legal"
    problemas: str = "Problemas"
    sistema: str = "Sistema"


@dataclass(frozen=True)
class Summary:
    """What an export shows of a sheet, independent of the output format."""

    nombre: str
    sistema: str
    sections: list[Section]
    problems: list[Problem]
    texts: Texts

    @property
    def legal(self) -> bool:
        return not any(p.gravedad == "error" for p in self.problems)


def _item_defaults(annotation: Any) -> dict[str, Any]:
    """The defaults of a list element's model, so that unchanged fields can be left out."""
    args = typing.get_args(annotation)
    for arg in args:
        if isinstance(arg, type) and issubclass(arg, BaseModel):
            found: dict[str, Any] = {}
            for name, info in arg.model_fields.items():
                if not info.is_required():
                    default = info.get_default(call_default_factory=True)
                    found[name] = default.model_dump(mode="json") if isinstance(default, BaseModel) else default
            return found
    return {}


def _is_long_text(name: str, value: Any) -> bool:
    return isinstance(value, str) and (
        name.startswith("descripcion") or name in {"historia", "notas"} or len(value) > 80
    )


def summarize(sheet: SheetBase, ruleset: Ruleset, texts: Texts | None = None) -> Summary:
    """Every non-hidden field of ``sheet`` grouped as the export shows it, with derived values and problems."""
    texts = texts or Texts()
    model = type(sheet)
    data = sheet.model_dump(mode="json")
    basics: list[tuple[str, str]] = []
    sections: list[Section] = []
    long_texts: list[Section] = []
    for name, info in model.model_fields.items():
        if name in HIDDEN_FIELDS:
            continue
        value = data.get(name)
        title = info.title or label(name)
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            defaults = _item_defaults(info.annotation)
            sections.append(Section(title, items=[format_record(v, defaults) for v in value]))
        elif isinstance(value, dict) and value and all(not isinstance(v, dict | list) for v in value.values()):
            sections.append(Section(title, pairs=[(label(str(k)), format_value(v)) for k, v in value.items()]))
        elif isinstance(value, list) and value:
            sections.append(Section(title, items=[format_value(v) for v in value], inline=True))
        elif _is_long_text(name, value):
            if str(value).strip():
                long_texts.append(Section(title, items=[str(value).strip()], inline=True))
        elif isinstance(value, list | dict):
            continue
        elif literal_values(optional_inner(info.annotation)[0]) and isinstance(value, str):
            basics.append((title, label(value)))
        else:
            basics.append((title, format_value(value)))
    if basics:
        sections.insert(0, Section(texts.datos, pairs=basics))
    if isinstance(ruleset, SheetSupport):
        derived = ruleset.derived(sheet)
        if derived:
            sections.insert(1, Section(texts.derivados, pairs=[(lab, format_value(v)) for lab, v in derived.values()]))
    sections.extend(long_texts)
    return Summary(sheet.nombre, ruleset.nombre, sections, sheet_problems(ruleset, sheet), texts)


def _legal_line(summary: Summary) -> str:
    return summary.texts.legal if summary.legal else summary.texts.no_legal


def to_bbcode(summary: Summary) -> str:
    """The summary as a forum post in BBCode."""
    lines = [f"[size=150][b]{summary.nombre}[/b][/size]", f"[i]{summary.sistema} · {_legal_line(summary)}[/i]", ""]
    for section in summary.sections:
        lines.append(f"[b][u]{section.titulo}[/u][/b]")
        lines.extend(f"[b]{lab}:[/b] {value}" for lab, value in section.pairs)
        if section.items:
            lines.append("[list]")
            lines.extend(f"[*]{item}" for item in section.items)
            lines.append("[/list]")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def _md_escape(text: str) -> str:
    for char in ("\\", "*", "_", "`", "[", "]", "#", "|"):
        text = text.replace(char, "\\" + char)
    return text


def to_markdown(summary: Summary) -> str:
    """The summary as a forum post in Markdown."""
    lines = [f"## {_md_escape(summary.nombre)}", f"*{summary.sistema} · {_legal_line(summary)}*", ""]
    for section in summary.sections:
        lines.append(f"### {_md_escape(section.titulo)}")
        lines.extend(f"- **{_md_escape(lab)}:** {_md_escape(value)}" for lab, value in section.pairs)
        lines.extend(f"- {_md_escape(item)}" for item in section.items)
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def to_html(summary: Summary, portrait: str | None = None) -> str:
    """A printable page (black on white, compact) for a rich-text engine such as Qt's."""
    esc = html.escape
    out = [
        "<html><head><style>",
        "body { font-family: sans-serif; color: black; }",
        "h1 { font-size: 18pt; margin: 0; }",
        "td { padding: 0px 6px 0px 0; } .lab { font-weight: bold; } .sub { font-style: italic; }",
        "ul { margin-top: 0px; margin-bottom: 0px; } p { margin-top: 0px; margin-bottom: 0px; }",
        "</style></head><body>",
        '<table width="100%"><tr><td valign="top">',
        f"<h1>{esc(summary.nombre)}</h1>",
        f'<p class="sub">{esc(summary.sistema)} · {esc(_legal_line(summary))}</p>',
        "</td>",
    ]
    if portrait:
        out.append(f'<td align="right" valign="top"><img src="{esc(portrait)}" height="110"></td>')
    out.append("</tr></table>")
    heading = '<p style="font-size: large; font-weight: bold; margin-top: 8px; margin-bottom: 2px;">{}</p>'
    for section in summary.sections:
        out.append(heading.format(esc(section.titulo)))
        if section.pairs:
            out.append("<table>")
            cells = [f'<td class="lab">{esc(lab)}</td><td>{esc(val)}</td>' for lab, val in section.pairs]
            per_row = 3 if max(len(lab) for lab, _ in section.pairs) <= 18 else 2
            for start in range(0, len(cells), per_row):
                out.append("<tr>" + "".join(cells[start : start + per_row]) + "</tr>")
            out.append("</table>")
        if section.items and section.inline:
            out.append("<p>" + " · ".join(esc(item) for item in section.items) + "</p>")
        elif section.items:
            out.append("<ul>" + "".join(f"<li>{esc(item)}</li>" for item in section.items) + "</ul>")
    errors = [p for p in summary.problems if p.gravedad == "error"]
    if errors:
        out.append(heading.format(esc(summary.texts.problemas)) + "<ul>")
        out.extend(f"<li>{esc(p.mensaje)}</li>" for p in errors)
        out.append("</ul>")
    out.append("</body></html>")
    return "\n".join(out)


def optional_inner(annotation: Any) -> tuple[Any, bool]:
    """``int | None`` → ``(int, True)``; anything else → ``(annotation, False)``."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1 and len(typing.get_args(annotation)) == 2:
            return args[0], True
    return annotation, False


def literal_values(annotation: Any) -> Sequence[Any] | None:
    """The allowed values of a ``Literal[...]`` annotation (None for any other)."""
    if typing.get_origin(annotation) is typing.Literal:
        return typing.get_args(annotation)
    return None
