"""Legality of the turn actions that move the actor (Moverse, Salto, Desmarcarse): the squares of the move,
its free destination, and who may not move (a grabbed one). Each check returns None or the Spanish reason."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.encuentro import estado, tablero
from core.rulesets.encuentro.comunes import entero
from core.rulesets.encuentro.tiradas import valor


def _quien(view: BattleView, action: Action) -> str:
    return view.name(action.actor)


def sin_moverse(view: BattleView, action: Action) -> str | None:
    live = view.live(action.actor)
    if live.get("agarrado_por"):
        agarrador = view.name(live["agarrado_por"])
        return Refusal(
            "agarrado",
            tr(
                "{valor} está agarrado por {agarrador}: su movimiento queda anulado hasta que se libere (Librarse).",
                valor=_quien(view, action),
                agarrador=agarrador,
            ),
        )
    return None


def _camino(view: BattleView, action: Action, maximo: int) -> list[tablero.Casilla] | str:
    """The squares of a move: ``camino`` (each step adjacent) or just ``destino``."""
    actor = action.actor
    raw_camino, raw_destino = action.param("camino"), action.param("destino")
    if raw_camino is not None:
        if not isinstance(raw_camino, list) or not raw_camino:
            return Refusal("valor_no_valido", tr("«camino» debe ser una lista de casillas [x, y]."))
        pasos: list[tablero.Casilla] = []
        anterior = tablero.posicion(view, actor)
        for raw in raw_camino:
            sq = tablero.casilla(raw)
            if sq is None:
                return Refusal(
                    "valor_no_valido", tr("«camino» tiene una casilla mal escrita: {raw} (debe ser [x, y]).", raw=raw)
                )
            if tablero.distancia(view, anterior, sq) != 1:
                return Refusal(
                    "camino_no_valido",
                    tr(
                        "El camino salta de {texto} a {texto2}: cada paso debe ser a una casilla adyacente.",
                        texto=tablero.texto(anterior),
                        texto2=tablero.texto(sq),
                    ),
                )
            if not tablero.dentro(view, sq):
                return Refusal(
                    "fuera_del_tablero", tr("La casilla {texto} está fuera del tablero.", texto=tablero.texto(sq))
                )
            if tablero.bloqueada(view, sq):
                return Refusal(
                    "casilla_bloqueada", tr("No se puede pasar por {texto}: hay un obstáculo.", texto=tablero.texto(sq))
                )
            quien = tablero.ocupante(view, sq, actor)
            if quien is not None and quien in view.enemies(actor):
                return Refusal(
                    "casilla_ocupada",
                    tr(
                        "No se puede pasar por {texto}: la ocupa {quien}.",
                        texto=tablero.texto(sq),
                        quien=view.name(quien),
                    ),
                )
            pasos.append(sq)
            anterior = sq
        if raw_destino is not None and tablero.casilla(raw_destino) != pasos[-1]:
            return Refusal("camino_no_valido", tr("«destino» no coincide con la última casilla de «camino»."))
        if len(pasos) > maximo:
            return Refusal(
                "demasiado_lejos",
                tr(
                    "El camino tiene {len} casillas y {valor} solo puede moverse {maximo}.",
                    len=len(pasos),
                    valor=_quien(view, action),
                    maximo=maximo,
                ),
            )
        return pasos
    sq = tablero.casilla(raw_destino)
    if sq is None:
        return Refusal("falta_campo", tr("Indica el «destino» [x, y] o el «camino» del movimiento."))
    if not tablero.dentro(view, sq):
        return Refusal("fuera_del_tablero", tr("La casilla {texto} está fuera del tablero.", texto=tablero.texto(sq)))
    lejos = tablero.distancia(view, tablero.posicion(view, actor), sq)
    if lejos > maximo:
        return Refusal(
            "demasiado_lejos",
            tr(
                "{texto} está a {lejos} casillas y {valor} solo puede moverse {maximo}.",
                texto=tablero.texto(sq),
                lejos=lejos,
                valor=_quien(view, action),
                maximo=maximo,
            ),
        )
    if tablero.bloqueada(view, sq) or sq == tablero.posicion(view, actor):
        return [sq]  # the destination's own refusal says why (an obstacle, the same square)
    recorrido = tablero.recorrido(view, actor, sq, maximo)
    if recorrido is None or len(recorrido) > maximo:
        return Refusal(
            "camino_bloqueado",
            tr(
                "Los obstáculos cortan el paso a {texto}: rodearlos lleva más de {maximo} casillas, lo que {valor} puede moverse; Salto pasa por encima.",
                texto=tablero.texto(sq),
                maximo=maximo,
                valor=_quien(view, action),
            ),
        )
    return recorrido


def _destino_libre(view: BattleView, action: Action, sq: tablero.Casilla) -> str | None:
    if sq == tablero.posicion(view, action.actor):
        return Refusal(
            "misma_casilla", tr("{valor} ya está en {texto}.", valor=_quien(view, action), texto=tablero.texto(sq))
        )
    if tablero.bloqueada(view, sq):
        return Refusal(
            "casilla_bloqueada", tr("La casilla {texto} está bloqueada por un obstáculo.", texto=tablero.texto(sq))
        )
    quien = tablero.ocupante(view, sq, action.actor)
    if quien is not None:
        return Refusal(
            "casilla_ocupada",
            tr("La casilla {texto} está ocupada por {quien}.", texto=tablero.texto(sq), quien=view.name(quien)),
        )
    return None


def moverse(view: BattleView, action: Action, preparada: bool) -> str | None:
    live = view.live(action.actor)
    if action.param("camino") is None and action.param("destino") is None:
        if live.get("derribado"):
            return None  # only stands up: «puede levantarse como parte de la acción de Movimiento»
        return Refusal("falta_campo", tr("Indica el «destino» [x, y] o el «camino» del movimiento."))
    motivo = sin_moverse(view, action)
    if motivo:
        return motivo
    pasos = _camino(view, action, estado.movimiento(view, action.actor))
    if isinstance(pasos, str):
        return pasos
    return _destino_libre(view, action, pasos[-1])


def salto(view: BattleView, action: Action, preparada: bool) -> str | None:
    live = view.live(action.actor)
    if not (live.get("movio_este_turno") or live.get("movio_turno_anterior")):
        return Refusal(
            "sin_movimiento_previo",
            tr(
                "Salto exige haber realizado una acción que permita moverse en este turno o en el anterior, y {valor} no se ha movido.",
                valor=_quien(view, action),
            ),
        )
    motivo = sin_moverse(view, action)
    if motivo:
        return motivo
    if live.get("derribado"):
        return Refusal(
            "derribado", tr("{valor} está derribado: antes debe levantarse con Moverse.", valor=_quien(view, action))
        )
    maximo = max(1, valor(view, action.actor, "atletismo"))
    altura = action.param("altura")
    if altura is not None and (entero(altura) is None or not 1 <= int(altura) <= maximo):
        return Refusal(
            "distancia_no_valida",
            tr("«altura» debe estar entre 1 y {maximo} casillas (su Atletismo, mínimo 1).", maximo=maximo),
        )
    if action.param("destino") is None:
        return None if altura is not None else tr("Indica el «destino» [x, y] o la «altura» del salto.")
    sq = tablero.casilla(action.param("destino"))
    if sq is None:
        return Refusal("valor_no_valido", tr("«destino» debe ser una casilla [x, y]."))
    if not tablero.dentro(view, sq):
        return Refusal("fuera_del_tablero", tr("La casilla {texto} está fuera del tablero.", texto=tablero.texto(sq)))
    lejos = tablero.distancia(view, tablero.posicion(view, action.actor), sq)
    if lejos > maximo:
        return Refusal(
            "demasiado_lejos",
            tr(
                "{texto} está a {lejos} casillas y {valor} salta como máximo {maximo} (su Atletismo, mínimo 1).",
                texto=tablero.texto(sq),
                lejos=lejos,
                valor=_quien(view, action),
                maximo=maximo,
            ),
        )
    return _destino_libre(view, action, sq)


def desmarcarse(view: BattleView, action: Action, preparada: bool) -> str | None:
    motivo = sin_moverse(view, action)
    if motivo:
        return motivo
    if view.live(action.actor).get("derribado"):
        return Refusal(
            "derribado", tr("{valor} está derribado: antes debe levantarse con Moverse.", valor=_quien(view, action))
        )
    amenazan = tablero.enemigos_adyacentes(view, action.actor)
    if not amenazan:
        return Refusal(
            "sin_oponente_adyacente",
            tr(
                "Ningún oponente amenaza a {valor} cuerpo a cuerpo: no hay de quién desmarcarse (usa Moverse).",
                valor=_quien(view, action),
            ),
        )
    sq = tablero.casilla(action.param("destino"))
    if sq is None:
        return Refusal("falta_campo", tr("Indica el «destino» [x, y] del desmarque (1 casilla)."))
    if not tablero.dentro(view, sq):
        return Refusal("fuera_del_tablero", tr("La casilla {texto} está fuera del tablero.", texto=tablero.texto(sq)))
    if tablero.distancia(view, tablero.posicion(view, action.actor), sq) != 1:
        return Refusal("distancia_no_valida", tr("Desmarcarse aleja exactamente 1 casilla."))
    motivo = _destino_libre(view, action, sq)
    if motivo:
        return motivo
    cerca = [e for e in amenazan if tablero.distancia(view, sq, tablero.posicion(view, e)) <= 1]
    if cerca:
        nombres = ", ".join(view.name(e) for e in cerca)
        return Refusal(
            "sigue_amenazado",
            tr(
                "Desde {texto} seguiría al alcance cuerpo a cuerpo de {nombres}: el desmarque debe alejarlo.",
                texto=tablero.texto(sq),
                nombres=nombres,
            ),
        )
    return None
