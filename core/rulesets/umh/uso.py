"""Paying for a skill: PA (3), once a round (2.3.1.3), cooldowns by rounds (2.3.4) and uses."""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.rulesets.umh.ficha import Habilidad

OFENSIVAS_1PA = 3
"""3.4 - Únicamente se puede realizar tres habilidades ofensivas de 1 PA por ronda."""


def coste(view: BattleView, cid: str, skill: Habilidad) -> int:
    """3.4 - la cuarta y siguientes ofensivas de 1 PA de la ronda cuestan 1 PA adicional."""
    if (
        skill.tipo == "ofensiva"
        and skill.coste_pa == 1
        and int(view.live(cid).get("ofensivas_1pa", 0)) >= OFENSIVAS_1PA
    ):
        return 2
    return skill.coste_pa


def ronda_disponible(view: BattleView, skill: Habilidad) -> int:
    """2.3.4 - deben acontecer tantas rondas como TR posea: usada en la ronda r con TR n, vuelve en r + n + 1.

    The house rule ``tr_incluye_ronda_de_uso`` counts the round of use as one of them (r + n).
    """
    if skill.enfriamiento <= 0:
        return 0
    extra = 0 if view.option("tr_incluye_ronda_de_uso", False) else 1
    base = 0 if view.state.get("fase") == "preparacion" else view.round  # 1.3: the preparation round precedes round 1
    return base + skill.enfriamiento + extra


def pagar(ctx: Resolution, cid: str, skill: Habilidad, pa: int, *, texto: str = "") -> None:
    """Spend PA (the lone fighter's recovered PA first, 1.2.6.3) and mark the skill used."""
    live = ctx.live(cid)
    if pa:
        recovered = int(live.get("pa_recuperados", 0))
        if recovered:
            ctx.set(cid, "pa_recuperados", max(0, recovered - pa))
        ctx.set(cid, "pa", int(live["pa"]) - pa)
    ctx.log(
        texto
        or tr(
            "{cid} usa «{nombre}» ({pa} PA) (TIER {tier}). PA restantes: {restantes}.",
            cid=ctx.name(cid),
            nombre=skill.nombre,
            pa=pa,
            tier=skill.tier,
            restantes=ctx.live(cid)["pa"],
        ),
        actor=cid,
    )
    if not skill.varias_por_ronda:
        ctx.set(cid, "usadas_ronda", [*live.get("usadas_ronda", []), skill.nombre])
    usos = dict(live.get("usos", {}))
    usos[skill.nombre] = int(usos.get(skill.nombre, 0)) + 1
    ctx.set(cid, "usos", usos)
    ready = ronda_disponible(ctx, skill)
    if ready:
        cds = dict(live.get("enfriamientos", {}))
        cds[skill.nombre] = ready
        ctx.set(cid, "enfriamientos", cds)


def devolver(ctx: Resolution, cid: str, pa: int, motivo: str) -> None:
    if pa > 0:
        ctx.set(
            cid,
            "pa",
            int(ctx.live(cid)["pa"]) + pa,
            tr("{cid} recupera {pa} PA ({motivo}).", cid=ctx.name(cid), pa=pa, motivo=motivo),
        )
