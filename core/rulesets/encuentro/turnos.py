"""The turn («Turno y acciones»): what starts a turn (actions back, Esquiva over, reserved points returned),
what ends it (extra actions and Ayuda points lost), the next in the order and the new round (recharge)."""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.estado import ACCIONES_POR_TURNO, fuera, reserva_inicial
from core.turns import next_in_order


def inicio_turno(ctx: Resolution, cid: str) -> None:
    """«se reinician al comienzo de cada turno»: actions, dodge, preparation and move memory."""
    live = ctx.live(cid)
    acciones = ACCIONES_POR_TURNO
    preparado = live.get("preparado")
    if live.get("esquiva"):
        ctx.set(cid, "esquiva", False, tr("Termina la Esquiva de {cid}.", cid=ctx.name(cid)))
    if preparado:
        if not preparado.get("activado"):
            acciones -= 1
            ctx.log(
                tr(
                    "La condición de {cid} («{get}») no se cumplió: pierde una acción de su turno.",
                    cid=ctx.name(cid),
                    get=preparado.get("condicion"),
                )
            )
        devueltos = int(live.get("puntos_reservados", 0))
        if devueltos:
            total = int(live["puntos_encuentro"]) + devueltos
            ctx.set(
                cid,
                "puntos_encuentro",
                total,
                tr(
                    "{cid} recupera {devueltos} puntos reservados (reserva {total}).",
                    cid=ctx.name(cid),
                    devueltos=devueltos,
                    total=total,
                ),
            )
        ctx.set(cid, "puntos_reservados", 0)
        ctx.set(cid, "acciones_reservadas", 0)
        ctx.set(cid, "preparado", None)
    if op.opcion(ctx, op.RECARGA) == "turno":
        _recargar(ctx, cid)
    ctx.set(cid, "acciones", acciones, tr("{cid} tiene {acciones} acciones.", cid=ctx.name(cid), acciones=acciones))
    ctx.set(cid, "acciones_extra", 0)
    ctx.set(cid, "acciones_usadas", 0)
    ctx.set(cid, "acciones_ganadas", 0)
    ctx.set(cid, "movio_turno_anterior", bool(live.get("movio_este_turno")))
    ctx.set(cid, "movio_este_turno", False)
    if live.get("librarse_fallido"):
        ctx.set(cid, "librarse_fallido", [])


def fin_turno(ctx: Resolution) -> str | None:
    """End the current turn (unused extra actions and lent points are lost) and start the next."""
    actual = ctx.turn
    if actual is not None:
        live = ctx.live(actual)
        extra = int(live.get("acciones_extra", 0))
        if extra:
            restantes = max(0, int(live["acciones"]) - extra)
            ctx.set(
                actual,
                "acciones",
                restantes,
                tr("{actual} pierde la acción extra que no usó.", actual=ctx.name(actual)),
            )
            ctx.set(actual, "acciones_extra", 0)
        prestados = sum(int(a["puntos"]) for a in live.get("ayudas", []))
        if prestados:
            total = int(live["puntos_encuentro"]) - prestados
            ctx.set(
                actual,
                "puntos_encuentro",
                total,
                tr(
                    "{actual} pierde {prestados} puntos de Ayuda sin usar.",
                    actual=ctx.name(actual),
                    prestados=prestados,
                ),
            )
        if live.get("ayudas"):
            ctx.set(actual, "ayudas", [])
        if live.get("ayudado_por"):
            ctx.set(actual, "ayudado_por", [])
    ctx.set_global("ultima_accion", None)
    skip = frozenset(c for c in ctx.ids if fuera(ctx, c))
    nxt, new_round = next_in_order(ctx, skip)
    if new_round:
        ctx.set_global("ronda", ctx.round + 1, tr("— Ronda {valor} —", valor=ctx.round + 1))
        if op.opcion(ctx, op.RECARGA) == "ronda":
            for cid in ctx.ids:
                _recargar(ctx, cid)
    ctx.set_global("turno", nxt, tr("Turno de {nxt}.", nxt=ctx.name(nxt)) if nxt else "")
    if nxt is not None:
        inicio_turno(ctx, nxt)
    return nxt


def _recargar(ctx: Resolution, cid: str) -> None:
    lleno = reserva_inicial(ctx, cid)
    prestados = sum(int(a["puntos"]) for a in ctx.live(cid).get("ayudas", []))
    if int(ctx.live(cid)["puntos_encuentro"]) - prestados < lleno:
        ctx.set(
            cid,
            "puntos_encuentro",
            lleno + prestados,
            tr("{cid} recarga su reserva ({lleno}).", cid=ctx.name(cid), lleno=lleno),
        )


def siguiente(view: BattleView) -> str | None:
    skip = frozenset(c for c in view.ids if fuera(view, c))
    return next_in_order(view, skip)[0]
