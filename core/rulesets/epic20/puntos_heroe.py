"""PUNTOS DE HÉROE gained and spent (never above ½ level; one spent per turn is marked)."""

from __future__ import annotations

from core.battle import Resolution
from core.i18n import tr
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st


def sumar_puntos_heroe(ctx: Resolution, cid: str, puntos: int, motivo: str) -> None:
    """Hero points gained, never above ½ level."""
    actual = int(st.live(ctx, cid).get("puntos_heroe", 0))
    maximo = derivados.puntos_heroe_max(st.ficha(ctx, cid))
    nuevo = min(maximo, actual + puntos)
    if nuevo != actual:
        ctx.set(
            cid,
            "puntos_heroe",
            nuevo,
            tr(
                "{actor} gana {valor} punto de Héroe ({motivo}).",
                actor=ctx.name(cid),
                valor=nuevo - actual,
                motivo=motivo,
            ),
        )
    else:
        ctx.log(tr("{actor} ya tiene el máximo de puntos de Héroe ({maximo}).", actor=ctx.name(cid), maximo=maximo))


def gastar_puntos_heroe(ctx: Resolution, cid: str, puntos: int, motivo: str) -> None:
    actual = int(st.live(ctx, cid).get("puntos_heroe", 0))
    ctx.set(
        cid,
        "puntos_heroe",
        actual - puntos,
        tr("{actor} gasta {puntos} punto(s) de Héroe: {motivo}.", actor=ctx.name(cid), puntos=puntos, motivo=motivo),
    )
    ctx.set(cid, "heroe_ronda", ctx.round)


def critico_estresante(ctx: Resolution, cid: str, natural: int) -> None:
    """RESOLVER ACCIONES: «Un 20 es crítico y es siempre éxito, además si la acción se realiza en una situación
    estresante conferirá 1 punto de Héroe» (any d20 roll of the fight, not only attacks)."""
    if natural == 20 and ctx.option("combate_estresante", True):
        sumar_puntos_heroe(ctx, cid, 1, tr("crítico en situación estresante"))
