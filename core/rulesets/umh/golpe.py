"""One hit of an offensive skill on one target, through its reaction (8.2) and the defence pipeline (9)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh import defensa as pipe
from core.rulesets.umh.efectos import aplicar_efectos
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.estados import aplicar_control, aplicar_estado, aplicar_indirecto, danar, quitar_control
from core.rulesets.umh.ficha import Habilidad, Reduccion
from core.rulesets.umh.reacciones import (
    Reaccion,
    casillas_evasion,
    como_golpe,
    cuerpo_a_cuerpo,
    evasion_completa,
    habilidad_de,
    leer,
)
from core.rulesets.umh.redondeo import redondear_dano
from core.rulesets.umh.uso import pagar

SOLO_RESISTIR = frozenset({"mental", "cronoquinetica", "mistica_intangible"})
"""7.1.1 - índoles que RESISTIR reduce por completo (mental, cronoquinética, mística intangible)."""
CONTROL_RESISTIBLE = frozenset({"mental", "psionica", "mistica_tangible", "mistica_intangible"})
"""11.5.17 - controles de masas de índole místico o mental anulados con RESISTIR (psiónica cuenta como mental)."""
FAMILIAS_PETRIFICACION = frozenset({"fisica", "elemental", "energetica"})
"""11.4.12/11.4.13 - ignora defensas pasivas y reducciones de índole física, elemental y/o energética."""
MULTIPLICADOR_CONTROL = {"petrificacion": Fraction(6, 5), "congelamiento": Fraction(13, 10)}
"""11.4.12 «20% [*1.20]»; 11.4.13 «30% [*1.30]»."""
DURACION_QUEMADURA = 3
"""7.1.1.5 - quemadura del 10% del daño TOTAL antes de bloquear durante 3 acciones."""


@dataclass
class Impacto:
    """What one hit did: whether it (and the rest of a combo) was cancelled, and VIT damage."""

    anulado: bool = False
    dano: int = 0


def pasivas(view: BattleView, cid: str) -> list[pipe.DefensaPasiva]:
    sheet = ficha(view, cid)
    values = view.live(cid).get("resistencias", [])
    out = []
    for index, res in enumerate(sheet.resistencias):
        value = int(values[index]) if index < len(values) else res.valor
        out.append(pipe.DefensaPasiva(value, res.dureza, res.degradable))
    return out


def reducciones(view: BattleView, cid: str) -> list[Reduccion]:
    out = list(ficha(view, cid).reducciones)
    for item in view.live(cid).get("reducciones_activas", []):
        out.append(Reduccion(indole=str(item["indole"]), porcentaje=int(item["valor"]), pasiva=False))
    return out


def recibir(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    objetivo: str,
    dano: Fraction,
    *,
    defensa: Fraction | None = None,
    dureza: str | None = None,
    defendibles: frozenset[str] | None = None,
    sin_mental: bool = False,
    solo_pasivas: bool = False,
) -> pipe.Resultado:
    """Damage through the pipeline onto ``objetivo``: shield, degradable resistances and VIT.

    ``solo_pasivas``: 8.2.1.4 - the half of an evasion without the reaction requirements «únicamente se puede reducir
    por resistencias pasivas (defensa pasiva y reducción)»: reductions granted by skills in use do not apply."""
    live = ctx.live(objetivo)
    indoles = list(skill.indoles)
    ignore_passive = False
    families: frozenset[str] = frozenset()
    control = live.get("control")
    own_control = ctx.option("bonificacion_petrificacion", "ataque_fisico") == "habilidad_del_control"
    if control and control["nombre"] in MULTIPLICADOR_CONTROL and "fisica" in indoles:
        if own_control:
            quitar_control(ctx, objetivo, tr("recibe un ataque de índole física (11.4.12/11.4.13)"))
        else:
            mult = MULTIPLICADOR_CONTROL[control["nombre"]]
            dano = dano * mult
            ignore_passive = True
            families = FAMILIAS_PETRIFICACION
            quitar_control(
                ctx,
                objetivo,
                tr(
                    "recibe un ataque de índole física, que hace ×{multiplicador} (11.4.12/11.4.13)",
                    multiplicador=f"{float(mult):.2f}",
                ),
            )
    elif own_control:
        causes = [e.nombre for e in skill.efectos if e.tipo == "control" and e.nombre in MULTIPLICADOR_CONTROL]
        if causes and dano > 0:
            mult = MULTIPLICADOR_CONTROL[causes[0]]
            dano = dano * mult
            ignore_passive = True
            families = FAMILIAS_PETRIFICACION
            ctx.log(
                tr(
                    "«{nombre}» ({causes0}) hace ×{float:.2f} e ignora pasivas (11.4.12/11.4.13).",
                    nombre=skill.nombre,
                    causes0=causes[0],
                    float=float(mult),
                )
            )
    sheet = ficha(ctx, objetivo)
    result = pipe.pipeline(
        dano,
        indoles,
        defensa=defensa,
        dureza_defensa=dureza,
        defendibles=defendibles,
        pasivas=pasivas(ctx, objetivo),
        reducciones=[r for r in reducciones(ctx, objetivo) if r.pasiva or not solo_pasivas],
        inmunidades=sheet.inmunidades,
        ignora=skill.ignora,
        perfora=skill.perfora,
        ignora_pasivas=ignore_passive,
        familias_sin_reduccion=families,
        reduccion_mayor=ctx.option("reduccion_varias_indoles", "reparto") == "mayor",
        escudo_mental=int(live.get("escudo_mental", 0)),
        sin_mental=sin_mental,
        inmunidad_antes=ctx.option("inmunidad_en_cadena", "final") == "antes",
        redondeo_por_paso=ctx.option("redondeo_danos", "final") == "cada_paso",
        tope_escudo=ctx.option("escudo_intrusion", "efectos") == "tope"
        and any(e.sobre == "objetivo" for e in skill.efectos),
    )
    if result.resistencias != list(live.get("resistencias", [])):
        spent = sum(int(a) - int(b) for a, b in zip(live.get("resistencias", []), result.resistencias, strict=False))
        ctx.set(
            objetivo,
            "resistencias",
            result.resistencias,
            tr(
                "{spent} de daño pasa a las resistencias degradables de {objetivo} (9.2.6): {resistencias}.",
                spent=spent,
                objetivo=ctx.name(objetivo),
                resistencias=result.resistencias,
            ),
        )
    if result.escudo:
        shield = max(0, int(live["escudo_mental"]) - result.escudo)
        ctx.set(
            objetivo,
            "escudo_mental",
            shield,
            tr(
                "El escudo mental de {objetivo} absorbe {escudo} (queda {shield}, 9.7.3).",
                objetivo=ctx.name(objetivo),
                escudo=result.escudo,
                shield=shield,
            ),
        )
    danar(ctx, objetivo, result.dano, no_regenerable=result.no_regenerable)
    if result.dano == 0 and not result.escudo:
        ctx.log(tr("{objetivo} no recibe daño de «{nombre}».", objetivo=ctx.name(objetivo), nombre=skill.nombre))
    return result


def _puede_resistir(view: BattleView, atacante: str, objetivo: str) -> bool:
    if view.option("resistir", "vol") == "siempre":
        return True
    return int(view.live(objetivo)["vol"]) >= int(view.live(atacante)["vol"])


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
        return _resistir(ctx, atacante, skill, objetivo, dano, params, factor)
    if not r.es_habilidad:
        result = recibir(ctx, atacante, skill, objetivo, dano)
        _efectos(ctx, atacante, skill, objetivo, result, factor, params, shield_before)
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
        return _evadir(ctx, atacante, skill, objetivo, defensor, reaction, r, dano, params, factor, shield_before)
    if var == "contraataque":
        return _contraatacar(ctx, atacante, skill, objetivo, reaction, r, dano, params, factor, shield_before)
    return _defender(ctx, atacante, skill, objetivo, reaction, dano, params, factor, shield_before)


def _efectos(
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


def _resistir(
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
        _efectos(ctx, atacante, skill, objetivo, result, factor, params, 0)
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


def _evadir(
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
    _efectos(ctx, atacante, skill, objetivo, result, factor / 2, params, shield_before)
    return Impacto(dano=result.dano)


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
        _efectos(ctx, atacante, skill, objetivo, result, factor, params, shield_before)
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


def _defender(
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
        _efectos(ctx, atacante, skill, objetivo, result, factor / 2, params, shield_before, alza=True)
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
    _efectos(ctx, atacante, skill, objetivo, result, factor, params, shield_before)
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
