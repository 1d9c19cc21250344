"""The battle grid: squares, distance, adjacency, obstacles, free squares and where a push sends someone.

Obstacles are the battle setting ``obstaculos`` (blocked squares, a house rule: the document names obstacles
only to say Salto «supera obstáculos»): nobody stands on one, a push never sends anyone onto one, Moverse and
Desmarcarse walk round them and Salto jumps over them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from typing import Any

from core.battle import BattleView
from core.rulesets.encuentro import reglas_caseras as op

Casilla = tuple[int, int]


def casilla(valor: Any) -> Casilla | None:
    """A square from a JSON value ``[x, y]``; None when it is not one."""
    if type(valor) is list and len(valor) == 2 and type(valor[0]) is int and type(valor[1]) is int:
        return valor[0], valor[1]  # the usual shape, without the general checks below
    if (
        isinstance(valor, list | tuple)
        and len(valor) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in valor)
    ):
        return int(valor[0]), int(valor[1])
    return None


def posicion(view: BattleView, cid: str) -> Casilla:
    found = casilla(view.live(cid).get("posicion"))
    assert found is not None
    return found


def distancia(view: BattleView, a: Casilla, b: Casilla) -> int:
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    if op.opcion(view, op.DISTANCIA) == "manhattan":
        return dx + dy
    return max(dx, dy)


def adyacentes(view: BattleView, a: str, b: str) -> bool:
    return distancia(view, posicion(view, a), posicion(view, b)) == 1


def tamano(view: BattleView) -> tuple[int, int]:
    """The board's width and height: the settings, or the size the battle grew to at its start."""
    crecido = view.state.get("tablero")
    if isinstance(crecido, list) and len(crecido) == 2:
        return int(crecido[0]), int(crecido[1])
    return op.entero(view, op.ANCHO), op.entero(view, op.ALTO)


def dentro(view: BattleView, sq: Casilla) -> bool:
    ancho, alto = tamano(view)
    return 0 <= sq[0] < ancho and 0 <= sq[1] < alto


def bloqueadas(view: BattleView) -> frozenset[Casilla]:
    """The blocked squares of the battle (the setting ``obstaculos``: a list of ``[x, y]``)."""
    raw = op.opcion(view, op.OBSTACULOS)
    if not isinstance(raw, list) or not raw:
        return frozenset()
    return frozenset(sq for sq in (casilla(v) for v in raw) if sq is not None)


def bloqueada(view: BattleView, sq: Casilla) -> bool:
    return sq in bloqueadas(view)


def texto(sq: Sequence[int]) -> str:
    return f"[{sq[0]}, {sq[1]}]"


def en_pie(view: BattleView, cid: str) -> bool:
    """Still on the board: everyone not out of the fight occupies a square."""
    return not view.live(cid).get("fuera_de_combate", False)


def ocupante(view: BattleView, sq: Casilla, salvo: str | None = None) -> str | None:
    for cid in view.ids:
        if cid != salvo and en_pie(view, cid) and posicion(view, cid) == sq:
            return cid
    return None


def vecinas(view: BattleView, sq: Casilla) -> list[Casilla]:
    """The squares at distance 1 inside the board."""
    result = []
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            other = (sq[0] + dx, sq[1] + dy)
            if other != sq and dentro(view, other) and distancia(view, sq, other) == 1:
                result.append(other)
    return result


def enemigos_adyacentes(view: BattleView, cid: str, sq: Casilla | None = None) -> list[str]:
    """Enemies still in the fight adjacent to ``sq`` (the combatant's square by default)."""
    where = sq if sq is not None else posicion(view, cid)
    return [e for e in view.enemies(cid) if en_pie(view, e) and distancia(view, where, posicion(view, e)) == 1]


def alcanzables(view: BattleView, cid: str, maximo: int) -> list[Casilla]:
    """Free squares within ``maximo`` of the combatant (destinations of a move or a jump): no one on them,
    no obstacle (whether a walk round the obstacles is short enough is the move's own check)."""
    start = posicion(view, cid)
    blocked = bloqueadas(view)
    result = []
    for x in range(start[0] - maximo, start[0] + maximo + 1):
        for y in range(start[1] - maximo, start[1] + maximo + 1):
            sq = (x, y)
            if sq == start or not dentro(view, sq) or distancia(view, start, sq) > maximo:
                continue
            if sq not in blocked and ocupante(view, sq, cid) is None:
                result.append(sq)
    return result


def empuje(view: BattleView, actor: str, objetivo: str) -> list[Casilla]:
    """Free squares a push can send the target to: adjacent to it and farther from the actor.

    The first one is straight away from the actor when that square is free.
    """
    a, t = posicion(view, actor), posicion(view, objetivo)
    recto = (t[0] + _signo(t[0] - a[0]), t[1] + _signo(t[1] - a[1]))
    opciones = [sq for sq in vecinas(view, t) if distancia(view, a, sq) > distancia(view, a, t)]
    blocked = bloqueadas(view)
    libres = [sq for sq in opciones if sq not in blocked and ocupante(view, sq, objetivo) is None]
    libres.sort(key=lambda sq: (sq != recto, sq[1], sq[0]))
    return libres


def linea(view: BattleView, a: Casilla, b: Casilla) -> list[Casilla]:
    """The squares of a straight move from ``a`` to ``b`` (without ``a``, ending on ``b``).

    Used when a Moverse step gives no ``camino``: along a row, a column or a diagonal it is the
    obvious path; otherwise the nearest squares to the straight line («manhattan»: across, then down).
    """
    dx, dy = b[0] - a[0], b[1] - a[1]
    if op.opcion(view, op.DISTANCIA) == "manhattan":
        fila = [(a[0] + _signo(dx) * i, a[1]) for i in range(1, abs(dx) + 1)]
        return fila + [(b[0], a[1] + _signo(dy) * i) for i in range(1, abs(dy) + 1)]
    n = max(abs(dx), abs(dy))
    return [(a[0] + _redondo(dx * i / n), a[1] + _redondo(dy * i / n)) for i in range(1, n + 1)]


def recorrido(view: BattleView, cid: str, b: Casilla, maximo: int | None = None) -> list[Casilla] | None:
    """The squares a Moverse to ``b`` walks (without the start): the straight :func:`linea` when no obstacle is
    on it, else the shortest walk round the obstacles (and round enemies, as a given «camino» must);
    None when the obstacles leave no way at all (or none of at most ``maximo`` squares, when given: the search
    stops there). Without obstacles it is always the straight line."""
    a = posicion(view, cid)
    recta = linea(view, a, b)
    blocked = bloqueadas(view)
    if not blocked.intersection(recta):
        return recta
    if b in blocked:
        return None
    enemigos = {posicion(view, e) for e in view.enemies(cid) if en_pie(view, e)}
    antes: dict[Casilla, Casilla] = {a: a}
    pasos = {a: 0}
    cola = deque([a])
    while cola:
        sq = cola.popleft()
        if sq == b:
            camino = [b]
            while antes[camino[-1]] != a:
                camino.append(antes[camino[-1]])
            return camino[::-1]
        if maximo is not None and pasos[sq] >= maximo:
            continue
        for otra in vecinas(view, sq):
            if otra not in antes and otra not in blocked and (otra == b or otra not in enemigos):
                antes[otra], pasos[otra] = sq, pasos[sq] + 1
                cola.append(otra)
    return None


def _redondo(x: float) -> int:
    """Half away from zero, the same on both sides of the line."""
    return int(x + 0.5) if x >= 0 else -int(-x + 0.5)


def _signo(n: int) -> int:
    return (n > 0) - (n < 0)


def colocar(ancho: int, alto: int, bandos: Iterable[tuple[str, str]]) -> dict[str, Casilla]:
    """Default squares for combatants without a position: one column per side, facing each other.

    The sides stand in neighbouring columns in the middle of the board, so each character starts
    adjacent to the enemy in front of it.
    """
    columnas: dict[str, list[str]] = {}
    for cid, bando in bandos:
        columnas.setdefault(bando, []).append(cid)
    x0 = max(0, (ancho - len(columnas)) // 2)
    result: dict[str, Casilla] = {}
    for i, miembros in enumerate(columnas.values()):
        y0 = max(0, (alto - len(miembros)) // 2)
        for j, cid in enumerate(miembros):
            result[cid] = (min(ancho - 1, x0 + i), min(alto - 1, y0 + j))
    return result
