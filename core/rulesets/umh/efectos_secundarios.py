"""The secondary effects of one hit: received only if the target takes damage (8.1.1.1), or breaks its mental shield
(9.7.5); the mental shield keeps out mental intrusions (9.7.2)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh import defensa as pipe
from core.rulesets.umh.efectos import aplicar_efectos
from core.rulesets.umh.ficha import Habilidad


def efectos_del_golpe(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    objetivo: str,
    result: pipe.Resultado | None,
    factor: Fraction,
    params: Mapping[str, JsonValue],
    shield_before: int,
    *,
    alza: bool = False,
) -> None:
    """8.1.1.1 - los efectos secundarios solo se reciben si el objetivo recibe daño; 9.7 - escudos mentales."""
    aplicar_efectos(ctx, atacante, skill, objetivo, solo_sobre="usuario", params=params)
    if not any(e.sobre == "objetivo" for e in skill.efectos):
        return
    dealt = 0 if result is None else result.dano
    broke = (
        shield_before > 0 and result is not None and result.escudo > 0 and not ctx.live(objetivo).get("escudo_mental")
    )
    if skill.dano > 0 and dealt <= 0 and not broke:  # 9.7.5: destroying the shield also brings the effects
        return
    mental = bool({"mental", "psionica"} & set(skill.indoles))
    if mental and shield_before > 0 and int(ctx.live(objetivo).get("escudo_mental", 0)) > 0:
        ctx.log(
            tr(
                "El escudo mental de {objetivo} le inmuniza a las intrusiones mentales (9.7.2).",
                objetivo=ctx.name(objetivo),
            )
        )
        return
    aplicar_efectos(
        ctx,
        atacante,
        skill,
        objetivo,
        factor=factor,
        alza=alza,
        dano_directo=dealt,
        params=params,
        solo_sobre="objetivo",
    )
