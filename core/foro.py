"""Forum text of a battle: the last action, a round or the whole log as BBCode or Markdown."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from core.battle import Battle, BattleView, Entry
from core.events import State
from core.export_ficha import label, words
from core.foro_opciones import enlaces, enlaces_sueltos, marca_tirada, publicable, revela
from core.i18n import tr
from core.live import Condition, LiveValue, maximum
from core.ruleset import Action, ActionOption, ActiveCondition, JsonValue, Ruleset

Formato = Literal["bbcode", "markdown"]
FORMATOS: tuple[Formato, ...] = ("bbcode", "markdown")


@dataclass(frozen=True)
class Paso:
    """One entry of the battle with the round it happened in and the state after it."""

    indice: int
    entrada: Entry
    ronda: int
    despues: State


def pasos(battle: Battle) -> list[Paso]:
    """Every entry with its round (the round when it began) and the state it left."""
    found: list[Paso] = []
    before = battle.initial
    for index, entry in enumerate(battle.entries):
        after = battle.state_after(index)
        found.append(Paso(index, entry, int(before.get("ronda", 1)), after))
        before = after
    return found


def rondas(battle: Battle) -> list[int]:
    """The rounds that hold at least one action or adjustment, in order."""
    seen: list[int] = []
    for paso in pasos(battle):
        if paso.entrada.tipo != "inicio" and paso.ronda not in seen:
            seen.append(paso.ronda)
    return seen


def ultima_ronda(battle: Battle) -> int | None:
    """The round of the last action or adjustment (None before the first one)."""
    found = rondas(battle)
    return found[-1] if found else None


# -- plain pieces --------------------------------------------------------------------------


def valor_texto(value: JsonValue) -> str:
    """A value the way a forum reader reads it, when no declaration says more about it."""
    return _item(value, {}, {})


def texto(value: JsonValue, names: Mapping[str, str] | None = None, conditions: Mapping[str, str] | None = None) -> str:
    """A value for a person: combatants (``names``) and conditions by their names, ids as words."""
    return _item(value, names or {}, conditions or {})


_NAME_KEYS = ("nombre", "poder", "habilidad", "estado", "efecto", "id")
_TIME_KEYS = ("turnos", "turnos_restantes", "rondas", "duracion", "restante", "usos", "acciones")


def _palabra(text: str, names: Mapping[str, str]) -> str:
    """An id as a person reads it: a combatant or condition by its name, other ids as words."""
    if text in names:
        return names[text]
    return words(text) if "_" in text else text


def _item(value: JsonValue, names: Mapping[str, str], conditions: Mapping[str, str]) -> str:
    every = {**names, **conditions}
    if value is None:
        return "—"
    if isinstance(value, bool):
        return tr("sí") if value else tr("no")
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return _palabra(value, every)
    if isinstance(value, list):
        if _es_casilla(value):
            return f"({value[0]}, {value[1]})"
        return ", ".join(_item(v, names, conditions) for v in value) if value else "—"
    name = next((value[k] for k in _NAME_KEYS if k in value), None)
    if isinstance(name, str):
        left = [f"{words(k)} {_item(value[k], names, conditions)}" for k in _TIME_KEYS if k in value]
        shown = _palabra(name, every)
        return f"{shown} ({', '.join(left)})" if left else shown
    parts = []
    for key, item in value.items():
        if item is None or item is False or item in ([], {}, ""):
            continue
        shown_key = _palabra(key, every) if key in every else words(key)
        parts.append(shown_key if item is True else f"{shown_key} {_item(item, names, conditions)}")
    return ", ".join(parts) if parts else "—"


def _es_casilla(value: JsonValue) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )


def legible(text: str, ruleset: Ruleset) -> str:
    """A ruleset's sentence with the house rules it names by id (``impactos_para_caer``) named by their label."""
    for rule in ruleset.house_rules():
        if "_" in rule.id and rule.id in text:
            text = re.sub(rf"\b{re.escape(rule.id)}\b", rule.etiqueta, text)
    return text


def declaraciones(ruleset: Ruleset, values: Mapping[str, JsonValue] | None = None) -> list[LiveValue]:
    """The ruleset's declared live values; a value it reports without declaring gets a plain label."""
    declare = getattr(ruleset, "live_declarations", None)
    declared = list(declare()) if callable(declare) else []
    known = {d.id for d in declared}
    for key, value in (values or {}).items():
        if key not in known:
            declared.append(_sin_declarar(key, value))
    return declared


def _sin_declarar(key: str, value: JsonValue) -> LiveValue:
    """A plain declaration for a value a ruleset reports without declaring it (a stand-in ruleset)."""
    if isinstance(value, bool):
        return LiveValue(key, label(key), label(key), "si_no")
    if isinstance(value, int | float):
        return LiveValue(key, label(key), label(key), "entero", maximo_al_empezar=True, barra=True)
    if isinstance(value, list):
        return LiveValue(key, label(key), label(key), "lista")
    return LiveValue(key, label(key), label(key), "texto" if isinstance(value, str) else "objeto")


def estados_declarados(ruleset: Ruleset) -> list[Condition]:
    conditions = getattr(ruleset, "conditions", None)
    return list(conditions()) if callable(conditions) else []


def estados_activos(battle: Battle, view: BattleView, cid: str) -> list[ActiveCondition]:
    active = getattr(battle.ruleset, "active_conditions", None)
    return list(active(view, cid)) if callable(active) else []


def nombres_de_estados(ruleset: Ruleset) -> dict[str, str]:
    return {c.id: c.nombre() for c in estados_declarados(ruleset)}


def texto_vivo(
    spec: LiveValue,
    value: JsonValue,
    top: float | None = None,
    names: Mapping[str, str] | None = None,
    conditions: Mapping[str, str] | None = None,
) -> str:
    """One live value for a person: «260/300» against its maximum, «sí»/«no», names for ids."""
    if isinstance(value, int | float) and not isinstance(value, bool) and top is not None:
        return f"{_item(value, {}, {})}/{_item(top, {}, {})}"
    return _item(value, names or {}, conditions or {})


def condicion_texto(spec: Condition, active: ActiveCondition) -> str:
    """«Aturdimiento (quedan 2 acciones)» — a condition with what remains of it."""
    units = {
        "rondas": tr("rondas"),
        "turnos": tr("turnos"),
        "acciones": tr("acciones"),
    }
    extra = []
    if active.restante is not None and spec.duracion in units:
        extra.append(tr("quedan {n} {unidad}", n=active.restante, unidad=units[spec.duracion]))
    if active.detalle:
        extra.append(active.detalle)
    return f"{spec.nombre()} ({'; '.join(extra)})" if extra else spec.nombre()


def condiciones_texto(battle: Battle, view: BattleView, cid: str) -> list[str]:
    declared = {c.id: c for c in estados_declarados(battle.ruleset)}
    return [
        condicion_texto(declared[a.id], a) if a.id in declared else _palabra(a.id, {})
        for a in estados_activos(battle, view, cid)
    ]


def cubierto_por_estados(value: JsonValue, active: set[str]) -> bool:
    """Whether a value only lists conditions already shown as such (``["inconsciente"]``)."""
    if isinstance(value, dict):
        items = list(value)
    elif isinstance(value, list):
        items = value
    else:
        return False
    return bool(items) and all(isinstance(i, str) and i in active for i in items)


def valores_vivos(
    battle: Battle, state: State, cid: str, donde: Literal["tarjeta", "foro", "todo"] = "foro"
) -> list[tuple[LiveValue, str, JsonValue, float | None]]:
    """(declaration, text, value, maximum) of each live value worth showing in ``donde``.

    Values that say nothing are left out: empty ones, the ones that are «no», and counters
    that are 0 and were already 0 when the battle began (a 0 that was not, such as a life
    of 0, stays). On cards and posts, values that only list the active conditions are left
    to the conditions line.
    """
    view = BattleView(state, battle.combatants, battle.options)
    values = battle.ruleset.live_values(view, cid)
    start_view = BattleView(battle.state_after(0), battle.combatants, battle.options) if battle.entries else view
    at_start = battle.ruleset.live_values(start_view, cid) if start_view is not view else values
    names = {c: p.nombre for c, p in battle.combatants.items()}
    conditions = nombres_de_estados(battle.ruleset)
    active = {a.id for a in estados_activos(battle, view, cid)}
    found = []
    for spec in declaraciones(battle.ruleset, values):
        if spec.id not in values:
            continue
        value = values[spec.id]
        if (donde == "tarjeta" and not spec.tarjeta) or (donde == "foro" and not spec.foro):
            continue
        covered = cubierto_por_estados(value, active) or (value is True and spec.id in active)
        if donde != "todo" and (not _dice_algo(value, at_start.get(spec.id)) or covered):
            continue
        top = maximum(spec, values, at_start) if spec.tipo in ("entero", "numero") else None
        found.append((spec, texto_vivo(spec, value, top, names, conditions), value, top))
    return found


def _nombre(battle: Battle, cid: str) -> str:
    return battle.combatants[cid].nombre if cid in battle.combatants else cid


def _etiqueta(text: str) -> str:
    """A step field's label in the current language; an alias keeps its « (= «id»)» tail."""
    head, sep, tail = text.partition(" (= «")
    return (head if "{" in head else tr(head)) + sep + tail


def _parametros(battle: Battle, accion: str, params: Mapping[str, JsonValue]) -> str:
    fields = battle.ruleset.step_fields(accion) or {}
    names = {c: p.nombre for c, p in battle.combatants.items()}
    conditions = nombres_de_estados(battle.ruleset)
    parts = []
    for key, value in params.items():
        field = fields.get(key)
        name = _etiqueta(field.etiqueta) if field is not None and field.etiqueta else words(key)
        parts.append(f"{name}: {_item(value, names, conditions)}")
    return ", ".join(parts)


def _opcion(battle: Battle, action: Action, before: State) -> ActionOption | None:
    """The ruleset's option for ``action`` in the state it was taken in, if it lists one."""
    view = BattleView(before, battle.combatants, battle.options)
    try:
        options = battle.ruleset.legal_actions(view, action.actor)
    except (KeyError, ValueError, TypeError):
        return None
    for option in options:
        fixed = {k: v for k, v in option.params.items() if k not in option.campos}
        if option.accion == action.accion and all(action.params.get(k) == v for k, v in fixed.items()):
            return option
    return None


def _respuesta(value: JsonValue) -> str:
    if isinstance(value, dict) and "poder" in value:
        return str(value["poder"])
    return valor_texto(value)


def accion_texto(battle: Battle, action: Action, before: State | None = None) -> str:
    """``Golpe → Shun (reacción: esquivar; parte: brazos)`` for one action."""
    option = _opcion(battle, action, battle.initial if before is None else before)
    text = option.etiqueta if option else label(action.accion)
    fixed = {k for k in option.params if k not in option.campos} if option else set()
    if action.objetivos:
        text += " → " + ", ".join(_nombre(battle, t) for t in action.objetivos)
    extra: list[str] = []
    if action.respuesta is not None:
        extra.append(tr("reacción: {respuesta}", respuesta=_respuesta(action.respuesta)))
    rest = {k: v for k, v in action.params.items() if k not in fixed}
    if rest:
        extra.append(_parametros(battle, action.accion, rest))
    if extra:
        text += f" ({'; '.join(extra)})"
    return text


def cabecera(battle: Battle, paso: Paso, before: State) -> str:
    """The plain header of one entry: round and who acts (or what kind of entry it is)."""
    entry = paso.entrada
    if entry.tipo == "inicio":
        return tr("Comienza el combate")
    if entry.tipo == "ajuste" or entry.accion is None:
        return tr("Ronda {n} · Ajuste del máster", n=paso.ronda)
    who = _nombre(battle, entry.accion.actor)
    return tr("Ronda {n}", n=paso.ronda) + f" · {who}: {accion_texto(battle, entry.accion, before)}"


def _dice_algo(value: JsonValue, al_empezar: JsonValue) -> bool:
    """Whether a forum reader learns anything from a value: no empties, no «no», no zero that was always zero."""
    if value is None or value is False or value in ([], {}, ""):
        return False
    return not (value == 0 and not isinstance(value, bool) and al_empezar == 0)


def estado_combatientes(battle: Battle, state: State, *, en_el_foro: bool = True) -> list[tuple[str, str]]:
    """(name and side, compact live values) of every combatant in ``state``: the declared
    forum values that say something (:func:`valores_vivos`), then the active conditions.

    In a post (``en_el_foro``) a combatant the GM keeps to themself shows no values."""
    view = BattleView(state, battle.combatants, battle.options)
    lines: list[tuple[str, str]] = []
    for cid, combatant in battle.combatants.items():
        if en_el_foro and battle.foro.oculto(cid):  # a GM-only combatant: its name, never its values
            lines.append((f"{combatant.nombre} ({combatant.bando})", tr("solo lo ve el máster")))
            continue
        parts = [f"{spec.nombre()} {text}" for spec, text, _v, _t in valores_vivos(battle, state, cid, "foro")]
        parts.extend(condiciones_texto(battle, view, cid))
        lines.append((f"{combatant.nombre} ({combatant.bando})", " · ".join(parts) or tr("sin cambios")))
    return lines


# -- formatting ----------------------------------------------------------------------------


def _md(text: str) -> str:
    for char in "\\*_`":
        text = text.replace(char, "\\" + char)
    return text


def _bb(text: str) -> str:
    return text


def _bloque(battle: Battle, paso: Paso, before: State, formato: Formato, *, titulo: bool) -> list[str]:
    esc = _md if formato == "markdown" else _bb
    lines: list[str] = []
    entry = paso.entrada
    if titulo:
        head = esc(cabecera(battle, paso, before))
        lines.append(f"**{head}**" if formato == "markdown" else f"[b]{head}[/b]")
    elif entry.accion is not None:
        who = esc(_nombre(battle, entry.accion.actor))
        what = esc(accion_texto(battle, entry.accion, before))
        lines.append(f"**{who}:** {what}" if formato == "markdown" else f"[b]{who}:[/b] {what}")
    else:
        head = esc(cabecera(battle, paso, before).split(" · ", 1)[-1])
        lines.append(f"**{head}**" if formato == "markdown" else f"[b]{head}[/b]")
    repeated = _repite_la_cabecera(battle, entry, before)
    links = enlaces(entry)
    for index, event in enumerate(entry.eventos):
        if not event.texto or event.texto in repeated or not revela(event, battle.foro):
            continue
        text = esc(event.texto)
        if event.tirada is not None:
            text = marca_tirada(text, event, links.get(index, ""), battle.foro, formato)
        lines.append(f"- {text}" if formato == "markdown" else text)
    if entry.nota and entry.tipo == "accion" and enlaces_sueltos(entry):
        lines.append(_nota(entry.nota, formato))
    return lines


def _repite_la_cabecera(battle: Battle, entry: Entry, before: State) -> set[str]:
    """Event lines that only say again who did what (``Gorvak: Derribar.``): the header says it."""
    if entry.accion is None:
        return set()
    option = _opcion(battle, entry.accion, before)
    if option is None:
        return set()
    said = f"{_nombre(battle, entry.accion.actor)}: {option.etiqueta}"
    return {said, said + "."}


def _nota(nota: str, formato: Formato) -> str:
    """The forum links typed with the rolls of an entry (or a GM's note)."""
    links = nota.split()
    if not links or not all(w.startswith(("http://", "https://")) for w in links):
        return f"- {_md(nota)}" if formato == "markdown" else nota
    if formato == "markdown":
        return "- " + " ".join(f"[{tr('Tirada en el foro')}]({w})" for w in links)
    return " ".join(f"[url={w}]{tr('Tirada en el foro')}[/url]" for w in links)


def _estado(battle: Battle, state: State, formato: Formato) -> str:
    """The status after an action, one line per combatant (a long single line is unreadable)."""
    if formato == "markdown":
        parts = [f"- **{_md(who)}**: {_md(values)}" for who, values in estado_combatientes(battle, state)]
        return "\n".join(["*" + tr("Estado:") + "*", *parts])
    parts = [f"[b]{who}[/b]: {values}" for who, values in estado_combatientes(battle, state)]
    return "[size=85][i]" + tr("Estado:") + "[/i]\n" + "\n".join(parts) + "[/size]"


def _antes(todos: list[Paso], paso: Paso, battle: Battle) -> State:
    return todos[paso.indice - 1].despues if paso.indice > 0 else battle.initial


def ultima_accion(battle: Battle, formato: Formato = "bbcode") -> str:
    """The last entry (action or adjustment) with its header and the status after it."""
    todos = pasos(battle)
    paso = todos[-1]
    lines = _bloque(battle, paso, _antes(todos, paso, battle), formato, titulo=True)
    lines.append(_estado(battle, paso.despues, formato))
    return publicable("\n".join(lines) + "\n", battle.foro, formato)


def ronda(battle: Battle, numero: int, formato: Formato = "bbcode") -> str:
    """Every action of round ``numero``, then the status at the end of that round."""
    todos = pasos(battle)
    chosen = [p for p in todos if p.ronda == numero and p.entrada.tipo != "inicio"]
    title = tr("Ronda {n}", n=numero)
    lines = [f"### {title}" if formato == "markdown" else f"[size=120][b]{title}[/b][/size]"]
    if not chosen:
        lines.append(tr("(sin acciones)"))
        return publicable("\n".join(lines) + "\n", battle.foro, formato)
    for paso in chosen:
        lines.append("")
        lines.extend(_bloque(battle, paso, _antes(todos, paso, battle), formato, titulo=False))
    lines.append("")
    lines.append(_estado(battle, chosen[-1].despues, formato))
    return publicable("\n".join(lines) + "\n", battle.foro, formato)


def registro(battle: Battle, formato: Formato = "bbcode") -> str:
    """The whole log: the start, then every round with its status line."""
    todos = pasos(battle)
    title = tr("Combate — {reglas}", reglas=battle.ruleset.nombre)
    lines = [f"## {_md(title)}" if formato == "markdown" else f"[size=150][b]{title}[/b][/size]"]
    first = todos[0]
    lines.append("")
    lines.extend(_bloque(battle, first, battle.initial, formato, titulo=True))
    lines.append(_estado(battle, first.despues, formato))
    for numero in rondas(battle):
        lines.append("")
        lines.append(ronda(battle, numero, formato).rstrip("\n"))
    outcome = battle.outcome()
    if outcome is not None:
        lines.append("")
        end = tr("Fin del combate: {resumen}", resumen=outcome.resumen)
        lines.append(f"**{_md(end)}**" if formato == "markdown" else f"[b]{end}[/b]")
    return publicable("\n".join(lines) + "\n", battle.foro, formato)
