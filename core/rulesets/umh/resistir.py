"""RESISTIR as a reaction: it cancels mental, chronokinetic and intangible mystic damage (7.1.1, 7.1.2.3) and the
mystic or mental crowd controls (11.5.17); the house rule «resistir» says whether the target's VOL must match the
attacker's (by default it must)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh.dano_recibido import Impacto, recibir
from core.rulesets.umh.efectos import aplicar_efectos
from core.rulesets.umh.efectos_secundarios import efectos_del_golpe
from core.rulesets.umh.ficha import Habilidad

SOLO_RESISTIR = frozenset({"mental", "cronoquinetica", "mistica_intangible"})
"""7.1.1 - índoles que RESISTIR reduce por completo (mental, cronoquinética, mística intangible)."""
CONTROL_RESISTIBLE = frozenset({"mental", "psionica", "mistica_tangible", "mistica_intangible"})
"""11.5.17 - controles de masas de índole místico o mental anulados con RESISTIR (psiónica cuenta como mental)."""


def _puede_resistir(view: BattleView, atacante: str, objetivo: str) -> bool:
    if view.option("resistir", "vol") == "siempre":
        return True
    return int(view.live(objetivo)["vol"]) >= int(view.live(atacante)["vol"])


def resistir(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    objetivo: str,
    dano: Fraction,
    params: Mapping[str, JsonValue],
    factor: Fraction,
) -> Impacto:
    """7.1.2.3 - RESISTIR reduce a cero el daño mental; 11.5.17 - quien resiste un control no vuelve a sufrir esa habilidad hasta su turno."""
    if not _puede_resistir(ctx, atacante, objetivo):
        ctx.log(
            tr(
                "{objetivo} intenta RESISTIR pero no iguala la VOL de {atacante} (regla casera «resistir»).",
                objetivo=ctx.name(objetivo),
                atacante=ctx.name(atacante),
            )
        )
        result = recibir(ctx, atacante, skill, objetivo, dano)
        efectos_del_golpe(ctx, atacante, skill, objetivo, result, factor, params, 0)
        return Impacto(dano=result.dano)
    ctx.log(tr("{objetivo} RESISTE «{nombre}».", objetivo=ctx.name(objetivo), nombre=skill.nombre))
    controls = any(e.tipo == "control" for e in skill.efectos)
    if controls and CONTROL_RESISTIBLE & set(skill.indoles):
        ctx.set(objetivo, "resistidas", [*ctx.live(objetivo).get("resistidas", []), skill.nombre])
    if set(skill.indoles) <= SOLO_RESISTIR:
        return Impacto()
    result = recibir(ctx, atacante, skill, objetivo, dano, sin_mental=True)
    if result.dano > 0 or skill.dano == 0:
        aplicar_efectos(
            ctx,
            atacante,
            skill,
            objetivo,
            factor=factor,
            dano_directo=result.dano,
            params=params,
            solo_sobre="objetivo",
            sin_controles=True,
        )
    return Impacto(dano=result.dano)
