"""Forum text of a battle: the last action, a round or the whole log as BBCode or Markdown."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from core.battle import Battle, BattleView, Entry
from core.events import State
from core.export_ficha import words
from core.ruleset import Action, ActionOption, JsonValue

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
    """A live value the way a forum reader reads it."""
    if isinstance(value, bool):
        return "sí" if value else "no"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, list):
        return ", ".join(_corto(v) if isinstance(v, dict) else valor_texto(v) for v in value) if value else "—"
    if isinstance(value, dict):
        return ", ".join(f"{words(k)} {valor_texto(v)}" for k, v in value.items()) if value else "—"
    return "—" if value is None else str(value)


_NAME_KEYS = ("nombre", "poder", "habilidad", "estado", "efecto", "id")
_TIME_KEYS = ("turnos", "turnos_restantes", "rondas", "duracion", "restante", "usos")


def _corto(value: dict[str, JsonValue]) -> str:
    """An effect or state inside a list, by its name and what remains of it (``Veneno (turnos 2)``)."""
    name = next((value[k] for k in _NAME_KEYS if k in value), None)
    if name is None:
        return valor_texto(value)
    left = [f"{k.replace('_', ' ')} {valor_texto(value[k])}" for k in _TIME_KEYS if k in value]
    return f"{name} ({', '.join(left)})" if left else str(name)


def _nombre(battle: Battle, cid: str) -> str:
    return battle.combatants[cid].nombre if cid in battle.combatants else cid


def _parametros(params: Mapping[str, JsonValue]) -> str:
    return ", ".join(f"{k.replace('_', ' ')}: {valor_texto(v)}" for k, v in params.items())


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
    return valor_texto(value).replace("_", " ")


def accion_texto(battle: Battle, action: Action, before: State | None = None) -> str:
    """``Golpe → Shun (reacción: esquivar; parte: brazos)`` for one action."""
    option = _opcion(battle, action, battle.initial if before is None else before)
    text = option.etiqueta if option else action.accion.replace("_", " ").capitalize()
    fixed = {k for k in option.params if k not in option.campos} if option else set()
    if action.objetivos:
        text += " → " + ", ".join(_nombre(battle, t) for t in action.objetivos)
    extra: list[str] = []
    if action.respuesta is not None:
        extra.append(f"reacción: {_respuesta(action.respuesta)}")
    rest = {k: v for k, v in action.params.items() if k not in fixed}
    if rest:
        extra.append(_parametros(rest))
    if extra:
        text += f" ({'; '.join(extra)})"
    return text


def cabecera(battle: Battle, paso: Paso, before: State) -> str:
    """The plain header of one entry: round and who acts (or what kind of entry it is)."""
    entry = paso.entrada
    if entry.tipo == "inicio":
        return "Comienza el combate"
    if entry.tipo == "ajuste" or entry.accion is None:
        return f"Ronda {paso.ronda} · Ajuste del máster"
    return f"Ronda {paso.ronda} · {_nombre(battle, entry.accion.actor)}: {accion_texto(battle, entry.accion, before)}"


def _dice_algo(value: JsonValue, al_empezar: JsonValue) -> bool:
    """Whether a forum reader learns anything from a value: no empties, no «no», no zero that was always zero."""
    if value is None or value is False or value in ([], {}, ""):
        return False
    return not (value == 0 and not isinstance(value, bool) and al_empezar == 0)


def estado_combatientes(battle: Battle, state: State) -> list[tuple[str, str]]:
    """(name and side, compact live values) of every combatant in ``state``.

    Values that say nothing are left out: empty ones, the ones that are «no», and counters
    that are 0 and were already 0 when the battle began (a 0 that was not, such as a life
    of 0, stays).
    """
    view = BattleView(state, battle.combatants, battle.options)
    start = BattleView(battle.state_after(0), battle.combatants, battle.options) if battle.entries else view
    lines: list[tuple[str, str]] = []
    for cid, combatant in battle.combatants.items():
        values = battle.ruleset.live_values(view, cid)
        al_empezar = battle.ruleset.live_values(start, cid) if start is not view else values
        parts = [
            f"{key.replace('_', ' ')} {valor_texto(value)}"
            for key, value in values.items()
            if _dice_algo(value, al_empezar.get(key))
        ]
        lines.append((f"{combatant.nombre} ({combatant.bando})", " · ".join(parts) or "—"))
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
    for event in entry.eventos:
        if not event.texto or event.texto in repeated:
            continue
        text = esc(event.texto)
        if event.tipo == "tirada":
            text = f"🎲 {text}"
        lines.append(f"- {text}" if formato == "markdown" else text)
    if entry.nota and entry.tipo == "accion":
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
    words = nota.split()
    if not words or not all(w.startswith(("http://", "https://")) for w in words):
        return f"- {_md(nota)}" if formato == "markdown" else nota
    if formato == "markdown":
        return "- " + " ".join(f"[Tirada en el foro]({w})" for w in words)
    return " ".join(f"[url={w}]Tirada en el foro[/url]" for w in words)


def _estado(battle: Battle, state: State, formato: Formato) -> str:
    """The status after an action, one line per combatant (a long single line is unreadable)."""
    if formato == "markdown":
        parts = [f"- **{_md(who)}**: {_md(values)}" for who, values in estado_combatientes(battle, state)]
        return "\n".join(["*Estado:*", *parts])
    parts = [f"[b]{who}[/b]: {values}" for who, values in estado_combatientes(battle, state)]
    return "[size=85][i]Estado:[/i]\n" + "\n".join(parts) + "[/size]"


def _antes(todos: list[Paso], paso: Paso, battle: Battle) -> State:
    return todos[paso.indice - 1].despues if paso.indice > 0 else battle.initial


def ultima_accion(battle: Battle, formato: Formato = "bbcode") -> str:
    """The last entry (action or adjustment) with its header and the status after it."""
    todos = pasos(battle)
    paso = todos[-1]
    lines = _bloque(battle, paso, _antes(todos, paso, battle), formato, titulo=True)
    lines.append(_estado(battle, paso.despues, formato))
    return "\n".join(lines) + "\n"


def ronda(battle: Battle, numero: int, formato: Formato = "bbcode") -> str:
    """Every action of round ``numero``, then the status at the end of that round."""
    todos = pasos(battle)
    chosen = [p for p in todos if p.ronda == numero and p.entrada.tipo != "inicio"]
    title = f"Ronda {numero}"
    lines = [f"### {title}" if formato == "markdown" else f"[size=120][b]{title}[/b][/size]"]
    if not chosen:
        lines.append("(sin acciones)")
        return "\n".join(lines) + "\n"
    for paso in chosen:
        lines.append("")
        lines.extend(_bloque(battle, paso, _antes(todos, paso, battle), formato, titulo=False))
    lines.append("")
    lines.append(_estado(battle, chosen[-1].despues, formato))
    return "\n".join(lines) + "\n"


def registro(battle: Battle, formato: Formato = "bbcode") -> str:
    """The whole log: the start, then every round with its status line."""
    todos = pasos(battle)
    title = f"Combate — {battle.ruleset.nombre}"
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
        end = f"Fin del combate: {outcome.resumen}"
        lines.append(f"**{_md(end)}**" if formato == "markdown" else f"[b]{end}[/b]")
    return "\n".join(lines) + "\n"
