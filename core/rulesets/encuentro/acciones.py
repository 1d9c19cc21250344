"""Encuentro's actions: one handler per action id (``ACCIONES``), checked and resolved the same way.

A turn action (Atacar … Prepararse) is checked in the mode its actor acts in now (its turn, a prepared
action, the step that starts its turn), by its own rule (comprobar.py, comprobar_movimiento.py), then for
the points it spends and the Respuestas written in its step; it is resolved by spending its action and
points, those Respuestas, and its own rule (resolver.py). Pasar and the three reactions have their own
handlers.
The ruleset object (motor.py) refuses an unknown action and an actor out of the fight before.
"""

from __future__ import annotations

from collections.abc import Callable

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.handlers import CheckFn, Handler, Handlers, ResolveFn
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.encuentro import ayuda, comprobar, comprobar_movimiento, estado, reacciones, resolver, turnos
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.comunes import ETIQUETAS, Modo, comprobar_puntos, entero, modo, ofensiva
from core.rulesets.encuentro.resolver import valor_de_accion

ReglaDeTurno = Callable[[BattleView, Action, bool], "str | None"]
"""A turn action's own rule: why it may not be taken in ``view`` (``preparada``: as a prepared action)."""


def _comprobar_turno(regla: ReglaDeTurno) -> CheckFn:
    """The check of a turn action: its actor's mode, its rule, the points it spends, the Respuestas in its step."""

    def check(view: BattleView, action: Action) -> str | None:
        found = modo(view, action.actor, action.accion, action.param("preparada"))
        if isinstance(found, str):
            return found
        vista, preparada = found.vista, found.tipo == "preparada"
        motivo = regla(vista, action, preparada)
        if motivo:
            return motivo
        if action.accion != "prepararse":
            claves = estado.claves_de(action, valor_de_accion(vista, action))
            motivo = comprobar_puntos(vista, action, claves, preparada)
            if motivo:
                return motivo
        return reacciones.comprobar_respuestas(vista, action)

    return check


def _resolver_turno(regla: ResolveFn) -> ResolveFn:
    """The resolution of a turn action: its action and points spent, the Respuestas in its step, then its rule."""

    def resolve(ctx: Resolution, action: Action) -> None:
        actor, accion = action.actor, action.accion
        found = modo(ctx, actor, accion, action.param("preparada"))
        assert isinstance(found, Modo)
        if found.tipo == "siguiente":
            _cerrar_turno(ctx)
        preparada = found.tipo == "preparada"
        nombre, etiqueta = ctx.name(actor), ETIQUETAS[accion]
        if preparada:
            ctx.log(tr("{actor}: {accion} (acción preparada).", actor=nombre, accion=etiqueta), actor=actor)
        else:
            ctx.log(tr("{actor}: {accion}.", actor=nombre, accion=etiqueta), actor=actor)
        provoca = reacciones.provocan(ctx, action)
        if accion != "prepararse" or op.opcion(ctx, op.PREPARARSE_CUESTA):
            estado.gastar_accion(ctx, actor, preparada)
        puntos = entero(action.param("puntos")) or 0
        if accion != "prepararse" and puntos:
            estado.gastar_puntos(ctx, actor, puntos, estado.claves_de(action, valor_de_accion(ctx, action)), preparada)
        hechos: list[str] = []
        reactores = reacciones.reactores(action) if not ofensiva(action) else []
        for reactor in reactores if isinstance(reactores, list) else []:
            reacciones.resolver_respuesta(ctx, Action(reactor, "respuesta", (actor,)), actor)
            hechos.append(reactor)
        if estado.fuera(ctx, actor):
            ctx.log(tr("{actor} no puede terminar «{valor}».", actor=ctx.name(actor), valor=ETIQUETAS[accion]))
        else:
            regla(ctx, action)
            if accion == "ocultarse" and hechos:  # who answered it saw it hide
                vieron = list(ctx.live(actor).get("visto_por", []))
                ctx.set(actor, "visto_por", [*vieron, *(h for h in hechos if h not in vieron)])
        reacciones.registrar(ctx, action, provoca, hechos)
        _tras(ctx)

    return resolve


def _turno(accion: str, regla: ReglaDeTurno, resolucion: ResolveFn) -> Handler:
    return Handler(accion, _comprobar_turno(regla), _resolver_turno(resolucion))


# -- Pasar and the reactions --------------------------------------------------------------------


def _comprobar_pasar(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    if view.turn != actor and not _empieza_su_turno(view, actor):
        turno = view.name(view.turn) if view.turn else "nadie"
        return Refusal(
            "fuera_de_turno",
            tr("No es el turno de {actor}: le toca a {turno}.", actor=view.name(actor), turno=turno),
        )
    return None


def _pasar(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    if ctx.turn != actor:
        _cerrar_turno(ctx)
    ctx.log(tr("{actor} pasa.", actor=ctx.name(actor)), actor=actor)
    turnos.fin_turno(ctx)


def _comprobar_esquiva(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    return reacciones.comprobar_esquiva(view, actor, reacciones.usa_reserva(view, actor, action.param("preparada")))


def _esquiva(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    reacciones.esquivar(ctx, actor, reacciones.usa_reserva(ctx, actor, action.param("preparada")))


def _comprobar_respuesta(view: BattleView, action: Action) -> str | None:
    return reacciones.comprobar_respuesta(view, action.actor, view.state.get("ultima_accion"), action)


def _respuesta(ctx: Resolution, action: Action) -> None:
    ultima = dict(ctx.state["ultima_accion"])
    reacciones.resolver_respuesta(ctx, action, str(ultima["actor"]))
    ultima["respondida_por"] = [*ultima["respondida_por"], action.actor]
    ctx.set_global("ultima_accion", ultima)
    _tras(ctx)


def _cerrar_turno(ctx: Resolution) -> None:
    """The step of the next in order ends the current turn first (no actions left, or out of the fight)."""
    turno = ctx.turn
    if turno is not None:
        por_que = tr("está fuera de combate") if estado.fuera(ctx, turno) else tr("no tiene más acciones")
        if not estado.fuera(ctx, turno) and int(ctx.live(turno)["acciones"]) > 0:
            por_que = tr("no usa su acción extra")
        ctx.log(tr("{turno} {por_que}: termina su turno.", turno=ctx.name(turno), por_que=por_que))
    turnos.fin_turno(ctx)


def _empieza_su_turno(view: BattleView, actor: str) -> bool:
    """The current actor has no actions left and ``actor`` is next: its step starts its turn."""
    turno = view.turn
    if turno is None or turnos.siguiente(view) != actor:
        return False
    return estado.solo_extra(view, turno) or estado.fuera(view, turno)


def _tras(ctx: Resolution) -> None:
    """Whoever is out of the fight in its own turn ends it."""
    turno = ctx.turn
    if turno is not None and estado.fuera(ctx, turno):
        turnos.fin_turno(ctx)


ACCIONES = Handlers(
    [
        _turno("atacar", comprobar.atacar, resolver.atacar),
        _turno("moverse", comprobar_movimiento.moverse, resolver.moverse),
        _turno("salto", comprobar_movimiento.salto, resolver.salto),
        _turno("derribar", comprobar.derribar, resolver.derribar),
        _turno("empujar", comprobar.empujar, resolver.empujar),
        _turno("agarrar", comprobar.agarrar, resolver.agarrar),
        _turno("ocultarse", comprobar.ocultarse, resolver.ocultarse),
        _turno("desmarcarse", comprobar_movimiento.desmarcarse, resolver.desmarcarse),
        _turno("usar", comprobar.usar, resolver.usar),
        _turno("librarse", comprobar.librarse, resolver.librarse),
        _turno("prepararse", comprobar.prepararse, resolver.prepararse),
        Handler("pasar", _comprobar_pasar, _pasar),
        Handler("respuesta", _comprobar_respuesta, _respuesta),
        Handler("esquiva", _comprobar_esquiva, _esquiva),
        Handler("ayuda", ayuda.comprobar_ayuda, ayuda.resolver_ayuda),
    ]
)
"""Every action of Encuentro by id, in the order of comunes.TODAS."""
