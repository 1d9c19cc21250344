"""The board queries of encuentro (core/tablero.py): its grid, the tokens, the squares an action may take.

Every square offered is one the ruleset's check (motor.py, given as ``check``) accepts as the complete action it comes with; the candidate
squares come from the same helpers the checks use (``tablero.alcanzables``, ``tablero.empuje``), so the map
never lights a square the engine would refuse nor hides one it accepts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from core.battle import BattleView
from core.ruleset import Action
from core.rulesets.encuentro import estado, reacciones, tablero
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.comunes import Modo, modo
from core.rulesets.encuentro.tiradas import ficha, valor
from core.tablero import Area, Board, SquareChoice, Token

CON_DESTINO = ("moverse", "salto", "desmarcarse", "empujar")
"""The actions whose ``destino`` is a square of the board."""
CAMPO = "destino"


def board(view: BattleView) -> Board:
    ancho, alto = tablero.tamano(view)
    manhattan = op.opcion(view, op.DISTANCIA) == "manhattan"
    return Board(
        ancho,
        alto,
        tablero.bloqueadas(view),
        (0, 0),
        "posicion",
        "manhattan" if manhattan else "chebyshev",
        "moverse",
    )


def tokens(view: BattleView) -> list[Token]:
    out = []
    for cid in view.ids:
        live = view.live(cid)
        visto = set(live.get("visto_por", []))
        ocultos = tuple(e for e in view.enemies(cid) if e not in visto) if live.get("oculto") else ()
        out.append(
            Token(cid, tablero.casilla(live.get("posicion")), "fuera" if estado.fuera(view, cid) else "en_pie", ocultos)
        )
    return out


def square_field(action: Action) -> str | None:
    return CAMPO if action.accion in CON_DESTINO else None


def _vista(view: BattleView, action: Action) -> BattleView:
    """The view the turn action is checked on (its actor's turn begun, when its step starts it)."""
    found = modo(view, action.actor, action.accion, action.param("preparada"))
    return found.vista if isinstance(found, Modo) else view


def _candidatas(vista: BattleView, action: Action) -> list[tablero.Casilla]:
    actor, accion = action.actor, action.accion
    if accion == "moverse":
        return tablero.alcanzables(vista, actor, estado.movimiento(vista, actor))
    if accion == "salto":
        return tablero.alcanzables(vista, actor, max(1, valor(vista, actor, "atletismo")))
    if accion == "desmarcarse":
        return tablero.alcanzables(vista, actor, 1)
    objetivo = action.objetivo
    if accion == "empujar" and objetivo is not None and objetivo in vista.combatants:
        return tablero.empuje(vista, actor, objetivo)
    return []


def with_square(action: Action, sq: tablero.Casilla) -> Action:
    """The step with ``destino`` on ``sq`` (a ``camino`` given before is dropped: the move goes straight)."""
    params = {k: v for k, v in action.params.items() if k != "camino"}
    return replace(action, params={**params, CAMPO: [sq[0], sq[1]]})


def legal_squares(
    view: BattleView, action: Action, campo: str, check: Callable[[BattleView, Action], str | None]
) -> list[SquareChoice]:
    if campo != CAMPO or square_field(action) is None or action.actor not in view.combatants:
        return []
    if estado.fuera(view, action.actor) or view.turn is None:
        return []
    vista = _vista(view, action)
    out = []
    for sq in _candidatas(vista, action):
        complete = with_square(action, sq)
        if check(view, complete) is None:
            out.append(SquareChoice(sq, complete, tuple(provokes(view, complete))))
    return out


def provokes(view: BattleView, action: Action) -> list[str]:
    """The opponents whose Respuesta to ``action`` the engine would accept now (none for an attack)."""
    if action.actor not in view.combatants or estado.fuera(view, action.actor):
        return []
    if action.accion not in CON_DESTINO and action.accion not in ("ocultarse", "usar", "librarse", "prepararse"):
        return []
    vista = _vista(view, action)
    out = []
    for reactor in reacciones.provocan(vista, action):
        ultima = reacciones.ultima_de(vista, action, [])
        respuesta = Action(reactor, "respuesta", (action.actor,))
        if reacciones.comprobar_respuesta(vista, reactor, ultima, respuesta) is None:
            out.append(reactor)
    return out


def _alrededor(view: BattleView, centro: tablero.Casilla, radio: int) -> frozenset[tablero.Casilla]:
    ancho, alto = tablero.tamano(view)
    return frozenset(
        (x, y)
        for x in range(max(0, centro[0] - radio), min(ancho, centro[0] + radio + 1))
        for y in range(max(0, centro[1] - radio), min(alto, centro[1] + radio + 1))
        if tablero.distancia(view, centro, (x, y)) <= radio
    )


def area(view: BattleView, action: Action) -> Area | None:
    """The reach of an attack (its ``alcance``) and its target's square; a move's reach and its path."""
    if action.actor not in view.combatants:
        return None
    accion = action.accion
    origen = tablero.casilla(view.live(action.actor).get("posicion"))
    if origen is None:
        return None
    vista = _vista(view, action)
    if accion in ("atacar", "derribar", "empujar", "agarrar", "respuesta") or (
        accion == "usar" and action.param("ofensiva") is True
    ):
        base = ficha(view, action.actor).alcance if accion in ("atacar", "usar", "respuesta") else 1
        raw = action.param("alcance")
        reach = raw if isinstance(raw, int) and not isinstance(raw, bool) and raw >= 1 else base
        targets = tuple(t for t in action.objetivos if t in view.combatants)
        covered = frozenset(tablero.posicion(view, t) for t in targets)
        return Area(_alrededor(view, origen, reach), covered, targets, origen)
    if accion in ("moverse", "salto", "desmarcarse"):
        reach = {
            "moverse": estado.movimiento(vista, action.actor),
            "salto": max(1, valor(vista, action.actor, "atletismo")),
            "desmarcarse": 1,
        }[accion]
        destino = tablero.casilla(action.param(CAMPO))
        camino = (
            tuple(tablero.recorrido(view, action.actor, destino) or ())
            if destino is not None and accion == "moverse"
            else ()
        )
        covered = frozenset({destino}) if destino is not None else frozenset()
        return Area(_alrededor(view, origen, reach), covered, (), origen, camino)
    return None
