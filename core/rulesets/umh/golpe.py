"""One hit of an offensive skill on one target, through its reaction (8.2) and the defence pipeline (9).

Here the reaction is paid and dispatched; annulment (8.2.3), counter-attack (8.2.4) and reflection (8.2.5), which can
send a hit back through ``resolver``, live here too. RESISTIR is in ``resistir``, evasion in ``evasion``, internal and
external defences in ``defensas_internas_externas``, the damage received in ``dano_recibido`` and the secondary effects
in ``efectos_secundarios``."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh import defensa as pipe
from core.rulesets.umh.dano_recibido import Impacto, recibir
from core.rulesets.umh.defensas_internas_externas import defender
from core.rulesets.umh.efectos_secundarios import efectos_del_golpe
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.evasion import evadir
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.reacciones import Reaccion, como_golpe, cuerpo_a_cuerpo, habilidad_de, leer
from core.rulesets.umh.resistir import resistir
from core.rulesets.umh.uso import pagar


def resolver(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    objetivo: str,
    r: Reaccion,
    dano: Fraction,
    params: Mapping[str, JsonValue],
    factor_efectos: Fraction = Fraction(1),
) -> Impacto:
    """One hit against one target with its (checked) reaction."""
    if not ctx.live(objetivo).get("activo"):
        return Impacto()
    immune = pipe.fraccion_inmune(skill.indoles, ficha(ctx, objetivo).inmunidades)
    factor = factor_efectos * (1 - immune)
    shield_before = int(ctx.live(objetivo).get("escudo_mental", 0))
    if r.tipo == "resistir":
        return resistir(ctx, atacante, skill, objetivo, dano, params, factor)
    if not r.es_habilidad:
        result = recibir(ctx, atacante, skill, objetivo, dano)
        efectos_del_golpe(ctx, atacante, skill, objetivo, result, factor, params, shield_before)
        return Impacto(dano=result.dano)
    defensor = r.defensor
    reaction = habilidad_de(ctx, defensor, r.habilidad)
    assert reaction is not None
    pagar(
        ctx,
        defensor,
        reaction,
        reaction.coste_pa,
        texto=tr(
            "{defensor} reacciona con «{nombre}» ({coste_pa} PA) (TIER {tier}).",
            defensor=ctx.name(defensor),
            nombre=reaction.nombre,
            coste_pa=reaction.coste_pa,
            tier=reaction.tier,
        ),
    )
    var = reaction.variacion
    if var in ("anulacion", "reflexion"):
        ctx.log(
            tr(
                "«{nombre}» queda anulada (8.2.3); su tiempo de reutilización empieza con normalidad (8.2.3.4).",
                nombre=skill.nombre,
            )
        )
        if var == "reflexion":
            _reflejar(ctx, atacante, skill, defensor, r, dano, params)
        return Impacto(anulado=True)
    if var == "evasion":
        return evadir(ctx, atacante, skill, objetivo, defensor, reaction, r, dano, params, factor, shield_before)
    if var == "contraataque":
        return _contraatacar(ctx, atacante, skill, objetivo, reaction, r, dano, params, factor, shield_before)
    return defender(ctx, atacante, skill, objetivo, reaction, dano, params, factor, shield_before)


def _contraatacar(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    objetivo: str,
    reaction: Habilidad,
    r: Reaccion,
    dano: Fraction,
    params: Mapping[str, JsonValue],
    factor: Fraction,
    shield_before: int,
) -> Impacto:
    """8.2.4.2 - el daño que supera al contraataque entra al defensor; 8.2.4.3 - la resistencia sobrante daña al atacante,
    que puede reaccionar a un contraataque a distancia (8.2.4.4: no a uno cuerpo a cuerpo)."""
    counter = Fraction(reaction.defensa or reaction.dano)
    if dano > counter:
        result = recibir(ctx, atacante, skill, objetivo, dano - counter)
        efectos_del_golpe(ctx, atacante, skill, objetivo, result, factor, params, shield_before)
        return Impacto(dano=result.dano)
    if counter > dano:
        ctx.log(
            tr(
                "El contraataque supera a «{nombre}»: {valor} de resistencia sobrante daña a {atacante} (8.2.4.3).",
                nombre=skill.nombre,
                valor=counter - dano,
                atacante=ctx.name(atacante),
            )
        )
        back = leer(r.respuesta, atacante)
        if back.tipo != "ninguna" and not cuerpo_a_cuerpo(reaction):
            hit = como_golpe(reaction, max(1, int(counter - dano)))
            resolver(ctx, objetivo, hit, atacante, back, counter - dano, params)
        else:
            recibir(ctx, objetivo, reaction, atacante, counter - dano)
    else:
        ctx.log(tr("El contraataque iguala a «{nombre}»: nadie recibe daño.", nombre=skill.nombre))
    return Impacto()


def _reflejar(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    defensor: str,
    r: Reaccion,
    dano: Fraction,
    params: Mapping[str, JsonValue],
) -> None:
    """8.2.5.2 - devuelve el ataque a un oponente dentro del alcance; la habilidad se mantiene anulada."""
    target = r.reflejar_a or atacante
    if target not in ctx.combatants or not ctx.live(target).get("activo"):
        return
    ctx.log(
        tr(
            "{defensor} devuelve «{nombre}» a {target} (8.2.5.2).",
            defensor=ctx.name(defensor),
            nombre=skill.nombre,
            target=ctx.name(target),
        )
    )
    back = leer(r.respuesta, target)
    if back.es_habilidad and habilidad_de(ctx, back.defensor, back.habilidad) is not None:
        skill_back = habilidad_de(ctx, back.defensor, back.habilidad)
        assert skill_back is not None
        if skill_back.variacion == "reflexion":
            back = Reaccion("ninguna", target)
    resolver(ctx, defensor, skill, target, back, dano, params)
