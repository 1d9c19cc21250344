"""Resolving a checked action: invocations first, Enredaderas, the action itself (by its handler in
``acciones.ACCIONES``), alternancia, the turn."""

from __future__ import annotations

from core.battle import Resolution
from core.handlers import Handlers
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import alternancia, invocaciones, turnos
from core.rulesets.caballeros.comprobacion import clave, con_objetivo, pasar_perdido
from core.rulesets.caballeros.estado import tiene_efecto, vivo
from core.rulesets.caballeros.modificadores import ayuda_en_pie
from core.rulesets.caballeros.poderes import turnos_extra


def resolver(ctx: Resolution, action: Action, acciones: Handlers) -> None:
    """What comes before and after every action (invocations, Enredaderas, alternancia, the turn), and the
    action itself by its handler."""
    action = con_objetivo(ctx, action)
    actor = action.actor
    if pasar_perdido(ctx, action):
        ctx.log(
            tr(
                "{actor} está inmovilizado: ya perdió ese turno (el «pasar» escrito no cambia nada).",
                actor=ctx.name(actor),
            )
        )
        return
    invocaciones.atacar_antes(ctx, action)
    if action.accion != "pasar" and vivo(ctx, actor) and not _enredaderas(ctx, actor):
        ctx.log(tr("{actor} queda inmovilizado por la enredadera y pierde la acción.", actor=ctx.name(actor)))
        _cierre(ctx, actor, "pasar", 0)
        return
    extra = 0
    if vivo(ctx, actor):
        acciones.resolve(ctx, action)
        extra = turnos_extra(ctx, action)
    _cierre(ctx, actor, clave(action), extra, action.accion)


def _cierre(ctx: Resolution, actor: str, clave_accion: str, extra: int, accion: str = "pasar") -> None:
    alternancia.registrar(ctx, actor, clave_accion, turnos_extra=extra > 0)
    if accion != "concentracion" and int(ctx.live(actor).get("concentraciones", 0)):
        ctx.set(actor, "concentraciones", 0)
    if accion != "cosmos" and ctx.live(actor).get("cosmos_lleno_previo"):
        ctx.set(actor, "cosmos_lleno_previo", False)
    turnos.fin_de_accion(ctx, actor, extra)


def _enredaderas(ctx: Resolution, actor: str) -> bool:
    """ENREDADERAS INFERNALES: the rival rolls 1d9 before acting; a 1 leaves it unable to act."""
    if not any(tiene_efecto(ctx, e, "enredaderas_infernales") and ayuda_en_pie(ctx, e) for e in ctx.enemies(actor)):
        return True
    turno = int(ctx.live(actor).get("turnos", 0))
    if ctx.live(actor).get("enredadera_turno") == turno:
        return True
    ctx.set(actor, "enredadera_turno", turno)
    roll = ctx.roll("1d9", who=actor, purpose=tr("Enredaderas Infernales"), success=(">=", 2), success_text="2-9")
    return roll.total != 1
