"""The ``habilidad`` action resolved: offensive, supplementary, combos (the check is in
:mod:`core.rulesets.umh.comprobar_habilidad`)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.umh import reacciones as rx
from core.rulesets.umh.activas import activar, de_preparacion
from core.rulesets.umh.armas import con_arma
from core.rulesets.umh.comprobar_habilidad import ataque_iniciador_pendiente, objetivos, skill_of
from core.rulesets.umh.dano_recibido import Impacto, recibir
from core.rulesets.umh.defensa import contra_defensa
from core.rulesets.umh.efectos import aplicar_efectos
from core.rulesets.umh.efectos_secundarios import efectos_del_golpe
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.estados import tick_acciones
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.golpe import resolver
from core.rulesets.umh.mapa import acercarse
from core.rulesets.umh.posiciones import posicion_temporal
from core.rulesets.umh.potenciadores import potenciador
from core.rulesets.umh.teletransporte import teletransportar, tras_accion
from core.rulesets.umh.turnos import comenzar_combate, reordenar_tras_ataque_iniciador
from core.rulesets.umh.uso import coste, devolver, pagar


def resolve(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    skill = skill_of(ctx, action)
    assert skill is not None
    skill = con_arma(ctx, action, skill)
    if ctx.state.get("fase") == "preparacion" and not (
        de_preparacion(ctx, actor, skill) or _iniciador_en_preparacion(ctx, actor, skill)
    ):
        ctx.log(tr("{actor} actúa: termina la ronda de preparación (1.3).", actor=ctx.name(actor)))
        comenzar_combate(ctx)
    live = ctx.live(actor)
    pa = coste(ctx, actor, skill)
    interference = live.get("interferencia")
    consumes = interference is not None and (
        interference["tipo"] == "libre" or interference.get("habilidad") == skill.nombre
    )
    if ctx.turn != actor and consumes and not skill.turno_ajeno:
        ctx.set(actor, "interferencia", None, tr("{actor} usa su turno de interferencia (2.5).", actor=ctx.name(actor)))
    pagar(ctx, actor, skill, pa)
    if pa == 0 and ctx.turn == actor:
        ctx.set(actor, "acciones_0pa", int(live.get("acciones_0pa", 0)) + 1)
    if skill.tipo == "ofensiva" and skill.coste_pa == 1:
        ctx.set(actor, "ofensivas_1pa", int(live.get("ofensivas_1pa", 0)) + 1)
    targets = objetivos(ctx, action, skill)
    _accion_general(ctx)
    if skill.tipo == "ofensiva":
        teletransportar(ctx, actor, skill, action)
        ctx.set_global("ataque_en_ronda", True)
        if ctx.state.get("iniciado") is False:
            ctx.set_global("iniciado", True)
            if ctx.state.get("fase") == "preparacion":  # 1.3.1: the preparation round follows the opening attack
                ctx.set_global("objetivos_iniciales", [t for t in targets if ctx.side(t) != ctx.side(actor)])
                ctx.log(
                    tr(
                        "Ataque iniciador: sigue la ronda de preparación (1.3.1); en la ronda 1 el agresor juega todo su turno y a continuación sus objetivos (2.2.1)."
                    )
                )
            if (
                actor == ctx.state.get("agresor")
                and ctx.turn == actor
                and ctx.option("objetivos_ronda_1", "ataque") == "ataque"
            ):
                reordenar_tras_ataque_iniciador(ctx, [t for t in targets if ctx.side(t) != ctx.side(actor)])
        _ofensiva(ctx, action, skill, targets, pa)
    elif _suplementaria(ctx, action, skill, targets, pa):
        activar(ctx, actor, skill)
    tick_acciones(ctx)
    tras_accion(ctx, actor, skill)


def _iniciador_en_preparacion(view: BattleView, actor: str, skill: Habilidad) -> bool:
    """1.3.1 - «Viene seguida al ataque iniciador y previo al verdadero inicio de combate»: by default (house rule
    ``ataque_iniciador`` = antes_de_preparacion) the opening attack made in the preparation round does not end it."""
    return (
        skill.tipo == "ofensiva"
        and view.option("ataque_iniciador", "antes_de_preparacion") == "antes_de_preparacion"
        and ataque_iniciador_pendiente(view, actor)
    )


def _accion_general(ctx: Resolution) -> None:
    ctx.set_global("accion_general", int(ctx.state.get("accion_general", 0)) + 1)


def _anticipacion(ctx: Resolution, action: Action, skill: Habilidad, r: rx.Reaccion, pa: int) -> bool:
    """8.2.2 - True when the anticipation stops the action; 3.2 - 50 % of its PA back (min. 1); 3.2.1/8.2.2.4 -
    if the user reacts to the anticipation, his action does not happen and his PA are not returned."""
    actor = action.actor
    antic = rx.habilidad_de(ctx, r.defensor, r.habilidad)
    assert antic is not None
    pagar(
        ctx,
        r.defensor,
        antic,
        antic.coste_pa,
        texto=tr(
            "{defensor} anticipa «{nombre}» con «{nombre2}» ({coste_pa} PA) (TIER {tier}).",
            defensor=ctx.name(r.defensor),
            nombre=skill.nombre,
            nombre2=antic.nombre,
            coste_pa=antic.coste_pa,
            tier=antic.tier,
        ),
    )
    nested = rx.leer(r.respuesta, actor)
    impact = resolver(ctx, r.defensor, antic, actor, nested, Fraction(antic.dano), action.params)
    if nested.tipo != "ninguna":
        ctx.log(
            tr(
                "{actor} reacciona a la anticipación: «{nombre}» no se produce y sus PA no se devuelven (8.2.2.4, 3.2.1).",
                actor=ctx.name(actor),
                nombre=skill.nombre,
            )
        )
        return True
    if impact.dano > 0:
        refund = min(pa, max(1, pa // 2)) if pa else 0
        ctx.log(tr("«{nombre}» queda anticipada por «{nombre2}».", nombre=skill.nombre, nombre2=antic.nombre))
        devolver(ctx, actor, refund, tr("3.2 - 50 % de una habilidad anticipada en su totalidad, mínimo 1"))
        return True
    ctx.log(
        tr("La anticipación no daña a {actor}: no se aplica el efecto anticipador (8.2.2.1).", actor=ctx.name(actor))
    )
    return False


def _ofensiva(ctx: Resolution, action: Action, skill: Habilidad, targets: tuple[str, ...], pa: int) -> None:
    actor = action.actor
    raw = action.respuesta
    if targets:
        temp = posicion_temporal(ctx, actor, skill, targets[0])
        if temp != ctx.live(actor).get("posicion_temporal"):
            shown = temp or ctx.live(actor)["posicion"]
            ctx.set(
                actor,
                "posicion_temporal",
                temp,
                tr(
                    "{actor} pasa a posición {shown} hasta que finalice el turno (10.2.3).",
                    actor=ctx.name(actor),
                    shown=shown,
                ),
            )
    answered: set[str] = set()
    for target in targets:
        r = rx.leer(raw, target, 0, targets)
        reaction = rx.habilidad_de(ctx, r.defensor, r.habilidad) if r.es_habilidad else None
        if reaction is not None and reaction.variacion == "anticipacion":
            answered.add(target)
            if _anticipacion(ctx, action, skill, r, pa):
                return
    sheet = ficha(ctx, actor)
    boost = potenciador(skill.indoles, sheet.potenciadores, ctx.live(actor).get("potenciadores_activos", []))
    blind = "ceguera" in ctx.live(actor).get("estados", {}) and not sheet.deteccion
    effects = Fraction(1, 2) if blind else Fraction(1)
    multiple = skill.impactos == "multiples" and len(targets) > 1
    for hit in range(skill.golpes):
        if hit:
            tick_acciones(ctx)
            _accion_general(ctx)
            ctx.log(tr("Golpe {valor} de «{nombre}» (8.1.1.1.1).", valor=hit + 1, nombre=skill.nombre))
        if not ctx.live(actor).get("activo"):
            return
        if hit and not all(acercarse(ctx, actor, skill, t) for t in targets if ctx.live(t).get("activo")):
            return
        if multiple:
            if _multiple(ctx, action, skill, targets, boost if hit == 0 else 0, blind, effects):
                return
            continue
        for target in targets:
            r = rx.leer(raw, target, hit, targets)
            if hit == 0 and target in answered:
                r = rx.Reaccion("ninguna", target)
            dano = _dano(ctx, skill, target, boost if hit == 0 else 0, blind)
            impact: Impacto = resolver(ctx, actor, skill, target, r, dano, action.params, effects)
            if impact.anulado:
                if skill.golpes > 1 and hit + 1 < skill.golpes:
                    ctx.log(tr("Anular un combo cancela los impactos posteriores (8.1.1.1.2)."))
                return


def _dano(ctx: Resolution, skill: Habilidad, target: str, boost: int, blind: bool) -> Fraction:
    """Base damage: boosters on the first hit only (8.1.1.1.3), mojado (11.5.12), ceguera (11.5.6)."""
    value = Fraction(skill.dano) * (100 + boost) / 100
    if "mojado" in ctx.live(target).get("estados", {}):
        if "electrica" in skill.indoles:
            value = value * Fraction(5, 4)
        if "ignea" in skill.indoles:
            value = value * Fraction(3, 4)
    if blind:
        value = value / 2
    return value


def _multiple(
    ctx: Resolution,
    action: Action,
    skill: Habilidad,
    targets: tuple[str, ...],
    boost: int,
    blind: bool,
    effects: Fraction,
) -> bool:
    """8.1.1.3.2 - los daños se suman en uno; lo que pasa la defensa se divide equitativamente entre los objetivos."""
    actor = action.actor
    total = sum((_dano(ctx, skill, t, boost, blind) for t in targets), Fraction(0))
    first = targets[0]
    r = rx.leer(action.respuesta, first, 0, targets)
    if r.es_habilidad:
        reaction = rx.habilidad_de(ctx, r.defensor, r.habilidad)
        assert reaction is not None
        if reaction.variacion in ("anulacion", "reflexion"):
            return resolver(ctx, actor, skill, first, r, total, action.params).anulado
        pagar(
            ctx,
            r.defensor,
            reaction,
            reaction.coste_pa,
            texto=tr(
                "{defensor} defiende los impactos múltiples con «{nombre}».",
                defensor=ctx.name(r.defensor),
                nombre=reaction.nombre,
            ),
        )
        total = contra_defensa(
            total, Fraction(reaction.defensa), dureza=reaction.dureza, ignora=skill.ignora, perfora=skill.perfora
        )
    share = total / len(targets)
    ctx.log(
        tr(
            "«{nombre}»: {float:g} de daño repartido entre {n_targets} objetivos (8.1.1.3.2).",
            nombre=skill.nombre,
            float=float(total),
            n_targets=len(targets),
        )
    )
    for target in targets:
        shield = int(ctx.live(target).get("escudo_mental", 0))
        result = recibir(ctx, actor, skill, target, share)
        efectos_del_golpe(ctx, actor, skill, target, result, effects, action.params, shield)
    return False


def _suplementaria(ctx: Resolution, action: Action, skill: Habilidad, targets: tuple[str, ...], pa: int) -> bool:
    """The supplementary's effects; False when it was anticipated or annulled (it does not stay active)."""
    actor = action.actor
    r = rx.leer_suplementaria(ctx, action.respuesta, actor)
    if r.es_habilidad:
        reaction = rx.habilidad_de(ctx, r.defensor, r.habilidad)
        assert reaction is not None
        if reaction.variacion == "anticipacion":
            if _anticipacion(ctx, action, skill, r, pa):
                return False
        else:
            pagar(
                ctx,
                r.defensor,
                reaction,
                reaction.coste_pa,
                texto=tr(
                    "{defensor} anula «{nombre}» con «{nombre2}» (8.2.3).",
                    defensor=ctx.name(r.defensor),
                    nombre=skill.nombre,
                    nombre2=reaction.nombre,
                ),
            )
            return False
    teletransportar(ctx, actor, skill, action)
    if skill.posicion is not None and ctx.live(actor)["posicion"] != skill.posicion:
        ctx.set(
            actor,
            "posicion",
            skill.posicion,
            tr("{actor} pasa a posición {posicion}.", actor=ctx.name(actor), posicion=skill.posicion),
        )
    if skill.aumenta_cupos:
        extra: dict[str, Any] = dict(ctx.state.get("cupos_extra", {}))
        extra[ctx.side(actor)] = skill.aumenta_cupos
        ctx.set_global(
            "cupos_extra",
            extra,
            tr(
                "El bando {side} amplía sus cupos en {aumenta_cupos} (1.2.3).",
                side=ctx.side(actor),
                aumenta_cupos=skill.aumenta_cupos,
            ),
        )
    aplicar_efectos(ctx, actor, skill, actor, solo_sobre="usuario", params=action.params)
    for target in targets:
        if skill.habla and "sordera" in ctx.live(target).get("estados", {}) and "mental" not in skill.indoles:
            ctx.log(
                tr(
                    "{target} sufre sordera y no se beneficia de «{nombre}» (11.5.7).",
                    target=ctx.name(target),
                    nombre=skill.nombre,
                )
            )
            continue
        aplicar_efectos(ctx, actor, skill, target, solo_sobre="objetivo", params=action.params)
        aplicar_efectos(ctx, actor, skill, target, solo_sobre="aliado", params=action.params)
    return True
