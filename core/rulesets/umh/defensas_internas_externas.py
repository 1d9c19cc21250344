"""Internal and external defences (9.2, 9.2.5) against one hit, with the índole rules of 7.1.1.4–7.1.1.6 (what gets
past an internal defence: wet, burn, paralysis), 7.1.2.4 and 7.1.3.1 (sonic hits around a defence); an external
defence against a skill without direct damage keeps out its effects (8.1.1.3.1.1)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh import defensa as pipe
from core.rulesets.umh.dano_recibido import Impacto, recibir
from core.rulesets.umh.efectos import aplicar_efectos
from core.rulesets.umh.efectos_secundarios import efectos_del_golpe
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.estados import aplicar_control, aplicar_estado, aplicar_indirecto
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.redondeo import redondear_dano

DURACION_QUEMADURA = 3
"""7.1.1.5 - quemadura del 10% del daño TOTAL antes de bloquear durante 3 acciones."""


def defender(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    objetivo: str,
    reaction: Habilidad,
    dano: Fraction,
    params: Mapping[str, JsonValue],
    factor: Fraction,
    shield_before: int,
) -> Impacto:
    """9.2 - defensas internas y externas, con las reglas de índole de 7.1.1.4–7.1.1.6, 7.1.2.4 y 7.1.3.1."""
    internal = reaction.variacion == "defensa_interna"
    if "sonora" in skill.indoles and not reaction.todos_los_angulos:
        ctx.log(
            tr(
                "«{nombre}» no cubre todos los ángulos: {objetivo} recibe el 50 % del daño y efectos, al alza (7.1.3.1).",
                nombre=reaction.nombre,
                objetivo=ctx.name(objetivo),
            )
        )
        half = Fraction(-((-dano.numerator) // (2 * dano.denominator))) if dano else Fraction(0)
        result = recibir(ctx, atacante, skill, objetivo, half)
        efectos_del_golpe(ctx, atacante, skill, objetivo, result, factor / 2, params, shield_before, alza=True)
        return Impacto(dano=result.dano)
    if skill.dano == 0 and not internal:
        ctx.log(
            tr(
                "{objetivo} se defiende de «{nombre}», sin daño directo, con la defensa externa «{nombre2}»: no recibe sus efectos (8.1.1.3.1.1).",
                objetivo=ctx.name(objetivo),
                nombre=skill.nombre,
                nombre2=reaction.nombre,
            )
        )
        aplicar_efectos(ctx, atacante, skill, objetivo, solo_sobre="usuario", params=params)
        return Impacto()
    defendable = frozenset({"energetica"}) if internal and "psionica" in skill.indoles else None
    result = recibir(
        ctx,
        atacante,
        skill,
        objetivo,
        dano,
        defensa=Fraction(reaction.defensa),
        dureza=reaction.dureza,
        defendibles=defendable,
    )
    if internal:
        _interna(ctx, atacante, skill, objetivo, dano)
    efectos_del_golpe(ctx, atacante, skill, objetivo, result, factor, params, shield_before)
    return Impacto(dano=result.dano)


def _interna(ctx: Resolution, atacante: str, skill: Habilidad, objetivo: str, dano: Fraction) -> None:
    """7.1.1.4 acuáticas → mojado; 7.1.1.5 ígneas → quemadura del 10 % del total; 7.1.1.6 eléctricas → 1 acción de parálisis."""
    sheet = ficha(ctx, objetivo)
    if not ctx.live(objetivo).get("activo"):
        return
    if pipe.fraccion_inmune(skill.indoles, sheet.inmunidades) == 1:
        ctx.log(
            tr(
                "{objetivo} es inmune a «{nombre}»: tampoco sufre sus efectos (9.5.2).",
                objetivo=ctx.name(objetivo),
                nombre=skill.nombre,
            )
        )
        return
    if "acuatica" in skill.indoles:
        aplicar_estado(ctx, objetivo, "mojado", int(ctx.option("duracion_mojado", 3)), atacante)
    if "ignea" in skill.indoles:
        if sheet.ignifugo:
            ctx.log(tr("{objetivo} posee una fisionomía ignífuga: no se quema (7.1.1.5).", objetivo=ctx.name(objetivo)))
        else:
            aplicar_indirecto(ctx, objetivo, "quemadura", redondear_dano(dano / 10), DURACION_QUEMADURA)
    if "electrica" in skill.indoles:
        if sheet.aislante:
            ctx.log(
                tr("{objetivo} posee una fisionomía aislante: no se paraliza (7.1.1.6).", objetivo=ctx.name(objetivo))
            )
        else:
            aplicar_control(ctx, objetivo, "paralisis", 1, atacante, skill.nombre)
