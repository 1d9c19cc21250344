"""The evasion variation (8.2.1): the speed it spends (8.2.1.1), the square it ends on, and the half of the damage and
effects that enters without the reaction requirements (8.2.1.4, 7.1.3.1)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh.dano_recibido import Impacto, recibir
from core.rulesets.umh.efectos_secundarios import efectos_del_golpe
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.reacciones import Reaccion, casillas_evasion, evasion_completa


def evadir(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    objetivo: str,
    defensor: str,
    reaction: Habilidad,
    r: Reaccion,
    dano: Fraction,
    params: Mapping[str, JsonValue],
    factor: Fraction,
    shield_before: int,
) -> Impacto:
    """8.2.1 - la evasión consume velocidad; sin los requisitos de reacción entra el 50 % (8.2.1.4)."""
    live = ctx.live(defensor)
    cost = casillas_evasion(ctx, r, reaction)
    if r.hacia is not None and ctx.live(defensor).get("casilla") is not None:
        ctx.set(
            defensor,
            "casilla",
            [r.hacia[0], r.hacia[1]],
            tr(
                "{defensor} evade hasta la casilla [{hacia0}, {hacia1}].",
                defensor=ctx.name(defensor),
                hacia0=r.hacia[0],
                hacia1=r.hacia[1],
            ),
        )
    if cost:
        ctx.set(defensor, "vel_gastada", int(live.get("vel_gastada", 0)) + cost)
        ctx.set(
            defensor,
            "vel",
            int(live["vel"]) - cost,
            tr("{defensor} consume {cost} de velocidad al evadir (8.2.1.1).", defensor=ctx.name(defensor), cost=cost),
        )
    if evasion_completa(ctx, defensor, skill):
        ctx.log(tr("{defensor} evade «{nombre}» por completo.", defensor=ctx.name(defensor), nombre=skill.nombre))
        return Impacto()
    ctx.log(
        tr(
            "{defensor} evade sin los requisitos de reacción: recibe el 50 % del daño y de los efectos (8.2.1.4, 7.1.3.1).",
            defensor=ctx.name(defensor),
        )
    )
    result = recibir(ctx, atacante, skill, objetivo, dano / 2, solo_pasivas=True)
    efectos_del_golpe(ctx, atacante, skill, objetivo, result, factor / 2, params, shield_before)
    return Impacto(dano=result.dano)
