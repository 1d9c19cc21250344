"""«Pedir al foro»: the post that asks each player who must decide what they do, and what it takes.

For the battle's pending declaration (core/pendiente.py) it addresses each player the engine
waits for, with what was declared against them, their legal reactions (exactly
``Battle.reactions``, each with the engine's odds), the roll each needs on the forum's roller
(die, modifiers and what it must reach, from the roll the engine asks for) and what happens on
each result, in the engine's own log lines. Everything comes from what-if resolutions of the
declared action on a copy of the state: nothing of them is kept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from core import dice as dice_mod
from core.battle import Battle, Resolution
from core.dice import Comparison, Roll, RollRequest, format_percent
from core.foro import Formato, accion_texto
from core.foro_opciones import publicable, revela
from core.i18n import tr
from core.pendiente import Pending
from core.ruleset import Action, ReactionOption

MAX_CARAS = 100
"""Past this many faces the results of a roll are not listed face by face."""


@dataclass(frozen=True)
class Tirada:
    """A roll the engine asks for: who rolls what, what it decides and what it must reach."""

    quien: str
    expresion: str
    proposito: str
    necesita: str
    probabilidad: float | None
    aproximada: bool = False


@dataclass(frozen=True)
class Resultado:
    """What happens on some results of the deciding roll (``caras`` empty: whatever the dice)."""

    caras: str
    lineas: tuple[str, ...]
    ejemplo: int | None = None
    """The face the lines were written for, when other faces of the group change their numbers."""


@dataclass(frozen=True)
class Opcion:
    """One legal reaction with the rolls it takes and what follows on each result."""

    reaccion: ReactionOption
    tiradas: tuple[Tirada, ...]
    resultados: tuple[Resultado, ...]


class _Probe(Resolution):
    """A what-if resolution that remembers each roll asked and where in the log it came."""

    def __init__(self, battle: Battle, faces: Sequence[int]):
        super().__init__(battle.state, battle.combatants, battle.options, _Faces(faces))
        self.tiradas: list[tuple[Tirada, int]] = []
        self.foro = battle.foro

    def roll(
        self,
        expression: str,
        *,
        who: str = "",
        purpose: str = "",
        success: tuple[Comparison, int] | None = None,
        success_text: str = "",
        log: bool = True,
    ) -> Roll:
        chance: float | None = None
        approximate = False
        if success is not None:
            found = dice_mod.odds(expression, success[0], success[1])
            chance, approximate = float(found.value), not found.exact
        needs = success_text or (f"{success[0]} {success[1]}" if success else "")
        self.tiradas.append(
            (Tirada(who, str(dice_mod.parse(expression)), purpose, needs, chance, approximate), len(self.events))
        )
        return super().roll(expression, who=who, purpose=purpose, success=success, success_text=success_text, log=log)


class _Faces:
    """Dice for a what-if: the first roll's dice all show the face asked for, later ones their middle."""

    name = "sondeo"

    def __init__(self, faces: Sequence[int]):
        self.faces = list(faces)
        self.first: int | None = None

    def next_value(self, request: RollRequest) -> int:
        if self.first is None:
            self.first = request.count
        if self.first > 0 and self.faces:
            self.first -= 1
            return max(1, min(request.sides, self.faces[0]))
        return (request.sides + 1) // 2


def _shown(probe: _Probe, start: int, end: int | None) -> tuple[str, ...]:
    lines = []
    for event in probe.events[start:end]:
        if event.tipo == "tirada" or not event.texto or not revela(event, probe.foro):
            continue  # a GM-only combatant's values stay out of the post
        if event.cambios and all(c.path[0] in ("turno", "ronda", "orden") for c in event.cambios):
            continue  # whose turn comes next is not what the player decides
        lines.append(event.texto)
    return tuple(lines)


def _trial(battle: Battle, action: Action, face: int) -> _Probe | None:
    probe = _Probe(battle, [face])
    try:
        battle.ruleset.resolve(probe, action)
    except Exception:  # an answer the engine cannot resolve as it stands has no results to show
        return None
    return probe


def _ranges(faces: list[int]) -> str:
    parts: list[str] = []
    start = prev = faces[0]
    for face in [*faces[1:], None]:
        if face is not None and face == prev + 1:
            prev = face
            continue
        parts.append(str(start) if start == prev else f"{start}-{prev}")
        if face is not None:
            start = prev = face
    return ", ".join(parts)


def _sides(expresion: str) -> int:
    terms = dice_mod.parse(expresion).terms
    return max((t.sides for t in terms), default=0)


def opcion(battle: Battle, action: Action, reaction: ReactionOption) -> tuple[Opcion, tuple[str, ...]]:
    """One reaction's rolls and results (every face of its first roll tried), and what came before that roll."""
    answered = Action(action.actor, action.accion, action.objetivos, reaction.respuesta, dict(action.params))
    first = _trial(battle, answered, 1)
    if first is None:
        return Opcion(reaction, (), ()), ()
    if not first.tiradas:
        return Opcion(reaction, (), (Resultado("", _shown(first, 0, None)),)), ()
    tiradas = tuple(t for t, _at in first.tiradas)
    intro = _shown(first, 0, first.tiradas[0][1])
    sides = _sides(tiradas[0].expresion)
    if not 1 < sides <= MAX_CARAS:
        return Opcion(reaction, tiradas, ()), intro
    groups: dict[str, list[tuple[int, tuple[str, ...]]]] = {}
    for face in range(1, sides + 1):
        probe = first if face == 1 else _trial(battle, answered, face)
        if probe is None or not probe.tiradas:
            continue
        start = probe.tiradas[0][1] + 1
        end = probe.tiradas[1][1] if len(probe.tiradas) > 1 else None
        lines = _shown(probe, start, end)
        # the same sentences with other numbers (a margin, the damage) are one result
        groups.setdefault(re.sub(r"\d+", "#", "\n".join(lines)), []).append((face, lines))
    results = []
    for found in sorted(groups.values(), key=lambda g: g[0][0]):
        faces = [f for f, _l in found]
        varied = len({lines for _f, lines in found}) > 1
        results.append(Resultado(_ranges(faces), found[0][1], found[0][0] if varied else None))
    return Opcion(reaction, tiradas, tuple(results)), intro


def opciones(battle: Battle, action: Action, objetivo: str | None = None) -> list[Opcion]:
    """Every legal reaction to ``action`` (in the engine's order; with ``objetivo``, that target's own,
    ``Battle.reactions(action, objetivo)``) with its rolls and results."""
    legal = [r for r in battle.reactions(action, objetivo) if r.legal]
    if not legal:
        legal = [ReactionOption(None, tr("Sin reacción"))]
    found = [opcion(battle, action, r) for r in legal]
    intros = [intro for _o, intro in found if intro]
    plain = [o.resultados[0].lineas for o, _i in found if o.resultados and not o.tiradas]
    # what every answer begins with (the declared action itself) is not a result of the answer
    common = len(intros[0]) if intros else _prefix(plain)
    result = []
    for option, _intro in found:
        if option.tiradas or not option.resultados:
            result.append(option)
            continue
        lines = option.resultados[0].lineas
        cut = common if lines[:common] == (intros[0] if intros else lines[:common]) else 0
        result.append(Opcion(option.reaccion, (), (Resultado("", lines[cut:]),)))
    if objetivo is not None and len(action.objetivos) > 1:
        result = _sin_los_demas(result)
    return result


def _sin_los_demas(found: list[Opcion]) -> list[Opcion]:
    """One target's options among several: what every result ends with (the other targets, taking no
    reaction in these what-ifs) is not what this target decides."""
    runs = [r.lineas for o in found for r in o.resultados]
    cut = _prefix([tuple(reversed(run)) for run in runs])
    if not cut:
        return found
    return [
        Opcion(o.reaccion, o.tiradas, tuple(Resultado(r.caras, r.lineas[:-cut], r.ejemplo) for r in o.resultados))
        for o in found
    ]


def _prefix(runs: list[tuple[str, ...]]) -> int:
    if len(runs) < 2:
        return 0
    size = 0
    for lines in zip(*runs, strict=False):
        if len(set(lines)) != 1:
            break
        size += 1
    return size


# -- the post ------------------------------------------------------------------------------------
def _b(text: str, formato: Formato) -> str:
    return f"[b]{text}[/b]" if formato == "bbcode" else f"**{text}**"


def _odds(chance: float | None, approximate: bool = False) -> str:
    return "" if chance is None else format_percent(chance, approximate=approximate)


def _roll_line(battle: Battle, tirada: Tirada, para: str, formato: Formato) -> str:
    what = f" ({tirada.proposito})" if tirada.proposito else ""
    needs = ""
    if tirada.necesita:
        odds = _odds(tirada.probabilidad, tirada.aproximada)
        needs = tr(": necesita {needs}", needs=tirada.necesita) + (f" ({odds})" if odds else "")
    if tirada.quien == para:
        return tr(
            "Tira {dice} en el tirador del foro{what}{needs}.",
            dice=_b(tirada.expresion, formato),
            what=what,
            needs=needs,
        )
    name = battle.combatants[tirada.quien].nombre if tirada.quien in battle.combatants else tirada.quien
    return tr("{who} tira {dice}{what}{needs}.", who=name, dice=_b(tirada.expresion, formato), what=what, needs=needs)


def _result_line(result: Resultado) -> str:
    text = " ".join(result.lineas) or tr("no pasa nada más.")
    if not result.caras:
        return f"→ {text}"
    example = tr(" (p. ej. con {face})", face=result.ejemplo) if result.ejemplo is not None else ""
    return tr("Con {faces}{example}: {text}", faces=result.caras, example=example, text=text)


def _details(battle: Battle, option: Opcion, para: str, formato: Formato) -> list[str]:
    lines = [_roll_line(battle, option.tiradas[0], para, formato)] if option.tiradas else []
    lines.extend(_result_line(r) for r in option.resultados)
    if len(option.tiradas) > 1:
        later = ", ".join(f"{t.expresion} ({t.proposito})" if t.proposito else t.expresion for t in option.tiradas[1:])
        lines.append(tr("Después se tira: {rolls}.", rolls=later))
    return lines


def _list(items: list[tuple[str, list[str]]], formato: Formato) -> list[str]:
    if formato == "bbcode":
        out = ["[list]"]
        for head, rest in items:
            out.append(f"[*]{head}" + "".join(f"\n{line}" for line in rest))
        out.append("[/list]")
        return out
    return [f"- {head}" + "".join(f"\n  {line}" for line in rest) for head, rest in items]


def _who(battle: Battle, cid: str, formato: Formato) -> str:
    name = battle.combatants[cid].nombre if cid in battle.combatants else cid
    mention = battle.foro.menciona(cid, name, formato)
    return mention if not battle.foro.jugador(cid) else f"{mention} ({name})"


def _roller_items(
    battle: Battle, action: Action, pending: Pending, found: list[Opcion], cid: str, formato: Formato
) -> list[tuple[str, list[str]]]:
    """What ``cid`` rolls on the forum, for each answer the targets may give.

    With several targets who each react, each one's own reactions say what ``cid`` rolls («Si
    Brisa elige «Esquivar»»), not the first target's for all of them.
    """
    reacting = [w.quien for w in pending.esperando if w.que == "reaccion" and w.quien in action.objetivos]
    sources: list[tuple[str | None, list[Opcion]]] = (
        [(t, opciones(battle, action, t)) for t in dict.fromkeys(reacting)]
        if len(set(reacting)) > 1
        else [(None, found)]
    )
    items: list[tuple[str, list[str]]] = []
    for target, options in sources:
        for option in options:
            if not any(t.quien == cid for t in option.tiradas) and len(options) > 1:
                continue
            label = option.reaccion.etiqueta
            if target is not None:
                head = tr("Si {target} elige «{reaction}»", target=battle.combatants[target].nombre, reaction=label)
            elif len(options) == 1:
                head = label
            else:
                head = tr("Si eligen «{reaction}»", reaction=label)
            odds = _odds(option.reaccion.probabilidad)
            if odds and len(options) == 1 and target is None:
                head += tr(" — {odds} a favor del defensor", odds=odds)
            items.append((head, _details(battle, option, cid, formato)))
    return items


def pedir(battle: Battle, formato: Formato = "bbcode", pending: Pending | None = None) -> str:
    """The post that asks each player the pending declaration waits for (empty without one)."""
    pending = pending or battle.pending
    if pending is None:
        return ""
    action = pending.accion
    actor = battle.combatants[action.actor].nombre if action.actor in battle.combatants else action.actor
    found = opciones(battle, action)
    out = [
        _b(
            tr(
                "Ronda {n} · {actor} declara: {what}",
                n=battle.view.round,
                actor=actor,
                what=accion_texto(battle, action, battle.state),
            ),
            formato,
        )
    ]
    people: list[str] = []
    for waiting in pending.esperando:
        if waiting.quien not in people:
            people.append(waiting.quien)
    if not people:
        people = [action.actor]
    for cid in people:
        out.append("")
        asked = pending.de(cid)
        if "reaccion" in asked:
            # each target is offered its own reactions, exactly as the engine offers them to it
            own = cid if cid in action.objetivos else None
            mine = found if own is None else opciones(battle, action, own)
            out.append(tr("{who}: ¿cómo reaccionas? Elige una:", who=_who(battle, cid, formato)))
            items = []
            for option in mine:
                odds = _odds(option.reaccion.probabilidad)
                head = _b(option.reaccion.etiqueta, formato) + (tr(" — {odds} a tu favor", odds=odds) if odds else "")
                items.append((head, _details(battle, option, cid, formato)))
            out.extend(_list(items, formato))
            refused = [r for r in battle.reactions(action, own) if not r.legal]
            if refused:
                out.append(
                    tr(
                        "No puedes: {list}.",
                        list="; ".join(f"{r.etiqueta} ({r.motivo})" if r.motivo else r.etiqueta for r in refused),
                    )
                )
        else:
            out.append(tr("{who}: tira en el foro.", who=_who(battle, cid, formato)))
            out.extend(_list(_roller_items(battle, action, pending, found, cid, formato), formato))
    return publicable("\n".join(out).strip() + "\n", battle.foro, formato)
