"""The board queries of UMH (core/tablero.py) over its optional map (mapa.py, the battle setting ``mapa``).

The map has no edges (8.3.1: «the room's limit is the GM's») and no obstacles: the regulation's map sections
(5 ALCANCES, 6 ÁREAS, 8.2.1 evasion, 8.3.1 size) speak only of distances, areas and fighters in the way, so
nothing blocks a square but another fighter. The board drawn is the box of every fighter's square widened
by the largest speed left, plus a margin: every square a fighter could reach this turn is on it. Reach and
areas follow mapa.py (5.1.1, 6.1.1): the targets an area marks are the fighters the engine accepts in it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from core.battle import BattleView
from core.ruleset import Action
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.mapa import Casilla, casilla, distancia, en_linea
from core.rulesets.umh.ofertas import destinos
from core.rulesets.umh.posiciones import alcance
from core.tablero import Area, Board, BoardSetup, SquareChoice, Token

MARGEN = 2
"""Free squares drawn beyond the farthest fighter or the farthest square one can reach."""
MINIMO = 10
"""The smallest side of the board drawn."""
CAMPO = "hacia"
Check = Callable[[BattleView, Action], "str | None"]


def _placed(view: BattleView) -> dict[str, Casilla]:
    out = {}
    for cid in view.ids:
        sq = casilla(view, cid)
        if sq is not None:
            out[cid] = sq
    return out


def board_setup() -> BoardSetup:
    """The set-up places tokens into the setting ``mapa``; no size (no edges) and no obstacles to draw."""
    return BoardSetup("mapa")


def board(view: BattleView) -> Board | None:
    placed = _placed(view)
    if not placed:
        return None
    reach = max([int(view.live(c).get("vel", 0)) for c in placed if view.live(c).get("activo")] or [0])
    pad = reach + MARGEN
    xs, ys = [sq[0] for sq in placed.values()], [sq[1] for sq in placed.values()]
    x0, x1, y0, y1 = min(xs) - pad, max(xs) + pad, min(ys) - pad, max(ys) + pad
    width, height = x1 - x0 + 1, y1 - y0 + 1
    if width < MINIMO:
        x0 -= (MINIMO - width) // 2
        width = MINIMO
    if height < MINIMO:
        y0 -= (MINIMO - height) // 2
        height = MINIMO
    return Board(width, height, frozenset(), (x0, y0), "casilla", "chebyshev", "desplazarse")


def tokens(view: BattleView) -> list[Token]:
    out = []
    for cid in view.ids:
        live = view.live(cid)
        if live.get("huido"):
            state = "huido"
        elif live.get("derrotado"):
            state = "fuera"
        elif live.get("en_reserva") or not live.get("activo"):
            state = "reserva"
        else:
            state = "en_pie"
        hidden = tuple(view.enemies(cid)) if "ocultamiento" in live.get("estados", {}) else ()
        out.append(Token(cid, casilla(view, cid), state, hidden))  # type: ignore[arg-type]
    return out


def square_field(action: Action) -> str | None:
    return CAMPO if action.accion == "desplazarse" else None


def with_square(view: BattleView, action: Action, sq: Casilla) -> Action:
    """2.3.2.1 - a move to ``sq`` spends one speed per square: ``casillas`` is its distance."""
    origin = casilla(view, action.actor) if action.actor in view.combatants else None
    steps = distancia(origin, sq) if origin is not None else 1
    return replace(action, accion="desplazarse", params={**action.params, CAMPO: [sq[0], sq[1]], "casillas": steps})


def legal_squares(view: BattleView, action: Action, campo: str, check: Check) -> list[SquareChoice]:
    """2.3.2.1 - the free squares within the speed left; each one spends exactly its distance in speed."""
    if campo != CAMPO or square_field(action) is None or action.actor not in view.combatants:
        return []
    origin = casilla(view, action.actor)
    if origin is None:
        return []
    out = []
    for raw in destinos(view, action.actor):
        sq = (int(raw[0]), int(raw[1]))
        complete = replace(
            action,
            accion="desplazarse",
            params={**action.params, CAMPO: [sq[0], sq[1]], "casillas": distancia(origin, sq)},
        )
        if check(view, complete) is None:
            out.append(SquareChoice((int(raw[0]), int(raw[1])), complete))
    return out


def _around(centre: Casilla, radius: int) -> frozenset[Casilla]:
    return frozenset(
        (centre[0] + dx, centre[1] + dy) for dx in range(-radius, radius + 1) for dy in range(-radius, radius + 1)
    )


def _skill(view: BattleView, action: Action) -> Habilidad | None:
    name = action.param("habilidad")
    return ficha(view, action.actor).habilidad(name) if isinstance(name, str) else None


def area(view: BattleView, action: Action) -> Area | None:
    """5.1.1 reach and 6.1.1 area of a skill from the user's square; a move's reach (its speed left)."""
    if action.actor not in view.combatants:
        return None
    origin = casilla(view, action.actor)
    if origin is None:
        return None
    if action.accion == "desplazarse":
        speed = int(view.live(action.actor).get("vel", 0))
        target = action.param(CAMPO)
        covered = (
            frozenset({(int(target[0]), int(target[1]))})
            if isinstance(target, list) and len(target) == 2
            else frozenset()
        )
        return Area(_around(origin, speed), covered, (), origin)
    skill = _skill(view, action)
    if skill is None:
        return None
    reach = alcance(view, action.actor, skill)
    kind, size = skill.area.tipo, skill.area.tamano
    placed = {c: sq for c, sq in _placed(view).items() if view.live(c).get("activo") and c != action.actor}
    centre: Casilla | None = origin
    if kind == "sobre_el_usuario":
        within, covered = _around(origin, size), _around(origin, size)
    elif kind == "sobre_el_objetivo":
        within = _around(origin, reach)
        first = next((t for t in action.objetivos if t in placed), None)
        centre = placed[first] if first is not None else None
        covered = _around(centre, size) if centre is not None and distancia(origin, centre) <= reach else frozenset()
    elif kind == "lineal":
        within = frozenset(sq for sq in _around(origin, reach) if en_linea(origin, sq))
        covered = within
    elif kind == "ninguna":
        within = _around(origin, reach)
        covered = frozenset(placed[t] for t in action.objetivos if t in placed and placed[t] in within)
    else:
        within = _around(origin, reach + size)
        covered = within
    if kind == "ninguna":
        hit = tuple(t for t in action.objetivos if t in placed and placed[t] in covered)
    else:
        hit = tuple(c for c, sq in placed.items() if sq in covered)
    return Area(frozenset(within), frozenset(covered), hit, centre)
