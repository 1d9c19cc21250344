"""Turn order (2.2): sides interleaved by total speed, and the lone fighter's extra turns (1.2.6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Turno:
    """One turn of a round: who plays it and whether it brings the lone fighter's 2 PA (1.2.6.2)."""

    cid: str
    recupera: bool = False


def ordenar_bando(miembros: Sequence[str], velocidad: Mapping[str, int], prioridad: Sequence[str]) -> list[str]:
    """By total speed, fastest first; ties go to the aggressor (2.2.1.1), then whoever joined first (2.2.3)."""
    rank = {cid: index for index, cid in enumerate(prioridad)}
    return sorted(miembros, key=lambda c: (-velocidad[c], rank.get(c, len(rank))))


def orden_de_ronda(
    bandos: Mapping[str, Sequence[str]],
    velocidad: Mapping[str, int],
    prioridad: Sequence[str],
    *,
    agresor: str,
    primera: bool,
    empate_bando_agresor: bool = False,
    objetivos: Sequence[str] = (),
) -> list[Turno]:
    """The turns of one round.

    2.2.1: in the first round the aggressor plays first, then the targets by speed. Later rounds
    (2.2.5) sort every fighter by total speed; the fastest fighter's side opens. Ties: the
    aggressor himself first (2.2.1.1), then whoever joined first (2.2.3); with the house rule
    ``empate_bando_agresor`` any tie for the first turn goes to the aggressor's side. 2.2.4: sides alternate as far as possible (2.2.4.1). 1.2.6: a lone fighter
    against two or more plays after each opponent; his second and later own turns bring 2 PA.
    ``objetivos``: the targets of the opening attack, who in the first round play before the rest of their side
    («a continuación, la persona objetivo del ataque que dió inicio al combate»).
    """
    prioridad = [agresor, *(c for c in prioridad if c != agresor)]
    sides = {side: ordenar_bando(members, velocidad, prioridad) for side, members in bandos.items() if members}
    if not sides:
        return []
    aggressor_side = next((side for side, members in sides.items() if agresor in members), None)
    if primera and aggressor_side is not None:
        members = sides[aggressor_side]
        sides[aggressor_side] = [agresor] + [c for c in members if c != agresor]
        first_side = aggressor_side
        for side, members in sides.items():
            if side != aggressor_side:
                sides[side] = [c for c in members if c in objetivos] + [c for c in members if c not in objetivos]
    else:
        everyone = ordenar_bando([c for m in sides.values() for c in m], velocidad, prioridad)
        top = everyone[0]
        first_side = next(side for side, members in sides.items() if top in members)
        if empate_bando_agresor and aggressor_side is not None and aggressor_side != first_side:
            best_aggr = sides[aggressor_side][0]
            if velocidad[best_aggr] == velocidad[top]:
                first_side = aggressor_side
    names = [first_side] + [s for s in sides if s != first_side]
    if len(names) == 2:
        a, b = (sides[n] for n in names)
        lone = _solitario(a, b)
        if lone is not None:
            return lone
    turns: list[Turno] = []
    queues = [list(sides[n]) for n in names]
    while any(queues):
        for queue in queues:
            if queue:
                turns.append(Turno(queue.pop(0)))
    return turns


def _solitario(first: Sequence[str], second: Sequence[str]) -> list[Turno] | None:
    """1.2.6.5 - the four worked orders (2 vs. 1 and 3 vs. 1, either side first)."""
    if len(first) == 1 and len(second) >= 2:
        lone, rivals, lone_first = first[0], second, True
    elif len(second) == 1 and len(first) >= 2:
        lone, rivals, lone_first = second[0], first, False
    else:
        return None
    turns: list[Turno] = []
    own = 0
    for rival in rivals:
        if lone_first:
            own += 1
            turns.append(Turno(lone, recupera=own > 1))
            turns.append(Turno(rival))
        else:
            turns.append(Turno(rival))
            own += 1
            turns.append(Turno(lone, recupera=own > 1))
    return turns
