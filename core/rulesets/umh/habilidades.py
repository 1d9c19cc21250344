"""The ``habilidad`` action: checking a skill use and resolving it (offensive, supplementary, combos)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.ruleset import Action
from core.rulesets.umh import catalogo
from core.rulesets.umh import reacciones as rx
from core.rulesets.umh.activas import activar, de_preparacion, motivo_requisitos
from core.rulesets.umh.armas import con_arma, motivo_arma
from core.rulesets.umh.efectos import aplicar_efectos
from core.rulesets.umh.estados import tick_acciones
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.golpe import Impacto, recibir, resolver
from core.rulesets.umh.mapa import acercarse, motivo_mapa
from core.rulesets.umh.memo import guardado
from core.rulesets.umh.posiciones import motivo_alcance, posicion_temporal
from core.rulesets.umh.potenciadores import potenciador
from core.rulesets.umh.rechazos import antepone
from core.rulesets.umh.teletransporte import motivo_teletransporte, teletransportar, tras_accion
from core.rulesets.umh.turnos import comenzar_combate, reordenar_tras_ataque_iniciador
from core.rulesets.umh.uso import coste, devolver, pagar
from core.rulesets.umh.vivos import CONTROLES_PARALISIS, CONTROLES_TOTALES, control, ficha

MAX_OBJETIVOS_AREA = 6
MAX_ATACADOS_FUERA_DE_COMBATE = 2
"""1.1.2 - El máximo de jugadores atacados fuera de combate es de dos."""


def skill_of(view: BattleView, action: Action) -> Habilidad | None:
    name = action.param("habilidad")
    return ficha(view, action.actor).habilidad(str(name)) if isinstance(name, str) else None


def objetivos(view: BattleView, action: Action, skill: Habilidad) -> tuple[str, ...]:
    if action.objetivos:
        return action.objetivos
    return (action.actor,) if skill.tipo == "suplementaria" else ()


def check(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    skill = skill_of(view, action)
    if not isinstance(action.param("habilidad"), str):
        return Refusal("falta_dato", 'Falta el campo "habilidad" del paso: el nombre de la habilidad que se usa.')
    if skill is None:
        return Refusal(
            "habilidad_desconocida", f"{view.name(actor)} no tiene la habilidad «{action.param('habilidad')}»."
        )
    reason = motivo_general(view, actor, skill)
    if reason:
        return reason
    targets = objetivos(view, action, skill)
    reason = (
        _objetivos(view, actor, skill, targets, action)
        or motivo_teletransporte(view, actor, skill, action)
        or motivo_arma(view, action, skill)
    )
    if reason:
        return reason
    return _reacciones(view, action, skill, targets)


def motivo_respuesta(view: BattleView, action: Action, skill: Habilidad) -> str | None:
    """What :func:`check` says of a step that passes it without an answer, now with its ``respuesta``: only the
    reactions can be refused (nothing else of the check reads the answer)."""
    return _reacciones(view, action, skill, objetivos(view, action, skill))


@guardado(lambda actor, skill: (actor, id(skill)))
def motivo_general(view: BattleView, actor: str, skill: Habilidad) -> str | None:
    """Whether ``actor`` may use ``skill`` now, before looking at targets and reactions (``skill`` is one of the
    sheet's own, which lives as long as the view: its identity is its key)."""
    if skill.tipo == "defensiva":
        return Refusal(
            "solo_en_respuesta",
            'Las habilidades defensivas se usan en respuesta a habilidades ofensivas, con "respuesta" (8.1.1.3).',
        )
    reason = _momento(view, actor, skill)
    if reason:
        return reason
    ctl = control(view, actor)
    if ctl in CONTROLES_TOTALES or (
        ctl in CONTROLES_PARALISIS and not (skill.en_paralisis or "mental" in skill.indoles)
    ):
        return Refusal(
            "estado_impide",
            f"{view.name(actor)} sufre {catalogo.nombre_estado(ctl)}: no puede usar habilidades (11.4).",
        )
    climbs = skill.posicion in ("alzada", "voladora") or any(
        e.tipo == "posicion" and e.nombre in ("alzada", "voladora") and e.sobre == "usuario" for e in skill.efectos
    )
    if climbs and view.live(actor).get("sin_vuelo"):
        return Refusal(
            "estado_impide",
            "Desmayado: no puede alcanzar posición voladora o alzada de manera activa hasta pasado un turno propio (11.4.1.1).",
        )
    if skill.habla and "mudez" in view.live(actor).get("estados", {}):
        return Refusal("estado_impide", "Mudez: no puede hacer uso de habilidades basadas en el habla (11.5.8).")
    reason = motivo_requisitos(view, actor, skill, iniciador=ataque_iniciador_pendiente(view, actor))
    if reason:
        return reason
    pa = coste(view, actor, skill)
    reason = rx.coste_reaccion(view, actor, skill, pa)
    if reason:
        return reason
    if pa == 0 and view.turn == actor and int(view.live(actor).get("acciones_0pa", 0)) >= 2:
        return Refusal(
            "limite_de_acciones",
            "Como máximo solo se pueden realizar por turno propio dos acciones que cuesten 0 PA (3.3).",
        )
    if skill.aumenta_cupos and view.side(actor) in view.state.get("cupos_extra", {}):
        return Refusal(
            "sin_cupos",
            "El uso de habilidades que aumenten cupos de bando está limitado a una habilidad por bando (1.2.3).",
        )
    return None


def _momento(view: BattleView, actor: str, skill: Habilidad) -> str | None:
    live = view.live(actor)
    if not live.get("activo"):
        return Refusal("fuera_del_combate", f"{view.name(actor)} no está en el combate.")
    if view.state.get("fase") == "preparacion":
        if actor in view.state.get("listos", []):
            return Refusal("ronda_de_preparacion", f"{view.name(actor)} ya terminó su ronda de preparación.")
        if de_preparacion(view, actor, skill) or actor == view.state.get("agresor"):
            return None
        return Refusal(
            "ronda_de_preparacion",
            "En la ronda de preparación solo se usan habilidades que lo permitan (1.3.2) o las suplementarias necesarias "
            "para ejecutar o responder el ataque iniciador (1.3.5); el combate empieza cuando todos pasan o cuando el "
            "agresor actúa.",
        )
    if view.state.get("fin") is not None:
        return Refusal("combate_terminado", "El combate ha terminado.")
    if view.turn == actor or skill.turno_ajeno:
        return None
    interference = live.get("interferencia")
    if interference and (interference["tipo"] == "libre" or interference.get("habilidad") == skill.nombre):
        return None
    if interference and skill.tipo == "suplementaria":
        return None  # 2.5.3.2 - las suplementarias necesarias para ejecutar el ataque estipulado
    if interference:
        return Refusal(
            "fuera_de_turno",
            f"El turno de interferencia predeterminado de {view.name(actor)} solo permite «{interference.get('habilidad')}» "
            "y las suplementarias necesarias para ejecutarla (2.5.3.2).",
        )
    turn = view.turn
    who = view.name(turn) if turn is not None and turn in view.combatants else "nadie"
    return Refusal(
        "fuera_de_turno",
        f"No es el turno de {view.name(actor)} (le toca a {who}): en turno ajeno solo caben defensas o "
        "habilidades que lo indiquen (2.4.1).",
    )


def _objetivos(view: BattleView, actor: str, skill: Habilidad, targets: tuple[str, ...], action: Action) -> str | None:
    if skill.tipo == "ofensiva" and not targets:
        return Refusal("objetivo_no_valido", f"«{skill.nombre}» necesita al menos un objetivo.")
    limit = MAX_OBJETIVOS_AREA if skill.area.tipo != "ninguna" else skill.objetivos
    if len(targets) > limit:
        return Refusal(
            "objetivo_no_valido", f"«{skill.nombre}» admite como máximo {limit} objetivo{'' if limit == 1 else 's'}."
        )
    if len(set(targets)) != len(targets):
        return Refusal("objetivo_no_valido", "Un objetivo repetido.")
    attacked = [t for t in targets if t != actor]
    if (
        skill.tipo == "ofensiva"
        and ataque_iniciador_pendiente(view, actor)
        and len(attacked) > MAX_ATACADOS_FUERA_DE_COMBATE
    ):
        return Refusal(
            "objetivo_no_valido",
            f"1.1.2 - El máximo de jugadores atacados fuera de combate es de dos: el ataque iniciador «{skill.nombre}» "
            f"no puede señalar a {len(attacked)}.",
        )
    states = view.live(actor).get("estados", {})
    for target in targets:
        live = view.live(target)
        if not live.get("activo"):
            return Refusal("objetivo_no_valido", f"{view.name(target)} no está en el combate.")
        enemy = view.side(target) != view.side(actor)
        if skill.tipo == "suplementaria" and enemy:
            return Refusal(
                "objetivo_no_valido",
                "Las habilidades suplementarias no afectan de forma directa o indirecta a los enemigos (8.1.1.2).",
            )
        if skill.tipo == "ofensiva" and not enemy and skill.area.tipo == "ninguna":
            return Refusal(
                "objetivo_no_valido",
                f"{view.name(target)} es un aliado: las habilidades ofensivas sin área van contra oponentes (8.1.1.1).",
            )
        if "ocultamiento" in live.get("estados", {}) and not action.param("detectado"):
            return Refusal(
                "estado_impide",
                f"{view.name(target)} está oculto y no puede ser atacado mientras no le detecten (11.5.13).",
            )
        love = states.get("enamorado")
        if skill.tipo == "ofensiva" and love and love.get("fuente") == target:
            return Refusal(
                "estado_impide", f"Enamorado: {view.name(actor)} no puede atacar a {view.name(target)} (11.5.10)."
            )
        if target != actor:
            reason = motivo_alcance(view, actor, skill, target)
            if reason:
                return reason
    return motivo_mapa(view, actor, skill, targets)


def ataque_iniciador_pendiente(view: BattleView, actor: str) -> bool:
    """1.1.1.1/1.1.2 - the aggressor's first offensive skill is the attack made out of combat (unless the
    combat began with a challenge, 1.1.1.2: setting ``inicio``)."""
    if view.state.get("iniciado") is not False or actor != view.state.get("agresor"):
        return False
    if view.option("inicio", "ataque") != "ataque":
        return False
    opening = view.round == 1 and view.turn == actor and int(view.state.get("indice", 0)) == 0
    return view.state.get("fase") == "preparacion" or opening


def _reacciones(view: BattleView, action: Action, skill: Habilidad, targets: tuple[str, ...]) -> str | None:
    actor = action.actor
    multiple = skill.impactos == "multiples" and len(targets) > 1
    raw = action.respuesta
    if skill.tipo == "suplementaria":
        r = rx.leer_suplementaria(view, raw, actor)
        if r.tipo == "ninguna":
            return None
        if r.tipo != "habilidad" or r.defensor == actor:
            return Refusal(
                "reaccion_no_valida",
                'A una suplementaria solo responde un oponente con una anticipación o anulación: {"habilidad": nombre, "defensor": id}.',
            )
        return _una(view, actor, skill, actor, r)
    spent: dict[str, list[Any]] = {}
    for index, target in enumerate(targets):
        for hit in range(skill.golpes):
            r = rx.leer(raw, target, hit, targets)
            if multiple and index > 0 and r.tipo != "ninguna":
                return Refusal(
                    "reaccion_no_valida",
                    "8.1.1.3.2 - Los impactos múltiples se defienden una sola vez: responde solo el primer objetivo.",
                )
            reason = _una(view, actor, skill, target, r)
            if reason:
                return antepone(f"Respuesta de {view.name(target)}: ", reason)
            reaction = rx.habilidad_de(view, r.defensor, r.habilidad) if r.es_habilidad else None
            if reaction is not None and reaction.variacion == "anticipacion" and hit > 0:
                return Refusal(
                    "reaccion_no_valida",
                    "La anticipación impide la acción antes de que se realice: solo cabe ante el primer golpe.",
                )
            if multiple and reaction is not None and reaction.variacion in ("evasion", "contraataque", "anticipacion"):
                return Refusal(
                    "reaccion_no_valida",
                    "8.1.1.3.2 - Los impactos múltiples requieren una defensa (o anulación) que iguale su resistencia.",
                )
            if reaction is not None:
                reason = _acumulado(view, r, reaction, spent)
                if reason:
                    return antepone(f"Respuesta de {view.name(target)}: ", reason)
    return None


def _acumulado(view: BattleView, r: rx.Reaccion, reaction: Habilidad, spent: dict[str, list[Any]]) -> str | None:
    """Several reactions inside one action (a combo, several targets) share PA, speed and once a round (2.3.1.3)."""
    pa, vel, names = spent.setdefault(r.defensor, [0, 0, []])
    if reaction.nombre in names and not reaction.varias_por_ronda:
        return Refusal(
            "una_vez_por_ronda",
            f"{view.name(r.defensor)} ya usa «{reaction.nombre}» en esta acción: una vez por ronda (2.3.1.3).",
        )
    pa += reaction.coste_pa
    if reaction.variacion == "evasion":
        vel += rx.casillas_evasion(view, r, reaction)
    live = view.live(r.defensor)
    if pa > int(live["pa"]):
        return Refusal(
            "sin_pa",
            f"{view.name(r.defensor)} no tiene PA para todas sus reacciones ({pa} PA, le quedan {live['pa']}).",
        )
    if vel > int(live["vel"]):
        return Refusal(
            "sin_velocidad",
            f"{view.name(r.defensor)} no tiene velocidad para todas sus evasiones ({vel}, le quedan {live['vel']}).",
        )
    spent[r.defensor] = [pa, vel, [*names, reaction.nombre]]
    return None


def _una(view: BattleView, actor: str, skill: Habilidad, target: str, r: rx.Reaccion) -> str | None:
    reason = rx.motivo(view, actor, skill, target, r)
    if reason or not r.es_habilidad:
        return reason
    reaction = rx.habilidad_de(view, r.defensor, r.habilidad)
    assert reaction is not None
    if reaction.variacion == "anticipacion":
        nested = rx.leer(r.respuesta, actor)
        inner = rx.motivo(view, r.defensor, reaction, actor, nested, anidada=True)
        if inner:
            return antepone("Respuesta a la anticipación: ", inner)
    if reaction.variacion == "contraataque" and rx.leer(r.respuesta, actor).tipo != "ninguna":
        if rx.cuerpo_a_cuerpo(reaction):
            return Refusal("reaccion_no_valida", "No se puede reaccionar a un contraataque cuerpo a cuerpo (8.2.4.4).")
        surplus = max(1, int(reaction.defensa or reaction.dano) - skill.dano)
        inner = rx.motivo(view, r.defensor, rx.como_golpe(reaction, surplus), actor, rx.leer(r.respuesta, actor))
        if inner:
            return antepone("Respuesta al contraataque: ", inner)
    if reaction.variacion == "reflexion" and r.reflejar_a:
        back = r.reflejar_a
        if back not in view.combatants or not view.live(back).get("activo") or view.side(back) == view.side(r.defensor):
            return Refusal(
                "objetivo_no_valido", f"8.2.5.2 - La habilidad se devuelve a un oponente en combate; «{back}» no lo es."
            )
        inner = rx.motivo(view, r.defensor, skill, back, rx.leer(r.respuesta, back))
        if inner:
            return antepone("Respuesta a la reflexión: ", inner)
    return None


def resolve(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    skill = skill_of(ctx, action)
    assert skill is not None
    skill = con_arma(ctx, action, skill)
    if ctx.state.get("fase") == "preparacion" and not (
        de_preparacion(ctx, actor, skill) or _iniciador_en_preparacion(ctx, actor, skill)
    ):
        ctx.log(f"{ctx.name(actor)} actúa: termina la ronda de preparación (1.3).")
        comenzar_combate(ctx)
    live = ctx.live(actor)
    pa = coste(ctx, actor, skill)
    interference = live.get("interferencia")
    consumes = interference is not None and (
        interference["tipo"] == "libre" or interference.get("habilidad") == skill.nombre
    )
    if ctx.turn != actor and consumes and not skill.turno_ajeno:
        ctx.set(actor, "interferencia", None, f"{ctx.name(actor)} usa su turno de interferencia (2.5).")
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
                    "Ataque iniciador: sigue la ronda de preparación (1.3.1); en la ronda 1 el agresor juega todo su "
                    "turno y a continuación sus objetivos (2.2.1)."
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
        texto=f"{ctx.name(r.defensor)} anticipa «{skill.nombre}» con «{antic.nombre}» ({antic.coste_pa} PA) (TIER {antic.tier}).",
    )
    nested = rx.leer(r.respuesta, actor)
    impact = resolver(ctx, r.defensor, antic, actor, nested, Fraction(antic.dano), action.params)
    if nested.tipo != "ninguna":
        ctx.log(
            f"{ctx.name(actor)} reacciona a la anticipación: «{skill.nombre}» no se produce y sus PA no se devuelven (8.2.2.4, 3.2.1)."
        )
        return True
    if impact.dano > 0:
        refund = min(pa, max(1, pa // 2)) if pa else 0
        ctx.log(f"«{skill.nombre}» queda anticipada por «{antic.nombre}».")
        devolver(ctx, actor, refund, "3.2 - 50 % de una habilidad anticipada en su totalidad, mínimo 1")
        return True
    ctx.log(f"La anticipación no daña a {ctx.name(actor)}: no se aplica el efecto anticipador (8.2.2.1).")
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
                f"{ctx.name(actor)} pasa a posición {shown} hasta que finalice el turno (10.2.3).",
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
            ctx.log(f"Golpe {hit + 1} de «{skill.nombre}» (8.1.1.1.1).")
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
                    ctx.log("Anular un combo cancela los impactos posteriores (8.1.1.1.2).")
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
    from core.rulesets.umh.defensa import contra_defensa
    from core.rulesets.umh.golpe import _efectos

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
            texto=f"{ctx.name(r.defensor)} defiende los impactos múltiples con «{reaction.nombre}».",
        )
        total = contra_defensa(
            total, Fraction(reaction.defensa), dureza=reaction.dureza, ignora=skill.ignora, perfora=skill.perfora
        )
    share = total / len(targets)
    ctx.log(f"«{skill.nombre}»: {float(total):g} de daño repartido entre {len(targets)} objetivos (8.1.1.3.2).")
    for target in targets:
        shield = int(ctx.live(target).get("escudo_mental", 0))
        result = recibir(ctx, actor, skill, target, share)
        _efectos(ctx, actor, skill, target, result, effects, action.params, shield)
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
                texto=f"{ctx.name(r.defensor)} anula «{skill.nombre}» con «{reaction.nombre}» (8.2.3).",
            )
            return False
    teletransportar(ctx, actor, skill, action)
    if skill.posicion is not None and ctx.live(actor)["posicion"] != skill.posicion:
        ctx.set(actor, "posicion", skill.posicion, f"{ctx.name(actor)} pasa a posición {skill.posicion}.")
    if skill.aumenta_cupos:
        extra: dict[str, Any] = dict(ctx.state.get("cupos_extra", {}))
        extra[ctx.side(actor)] = skill.aumenta_cupos
        ctx.set_global(
            "cupos_extra", extra, f"El bando {ctx.side(actor)} amplía sus cupos en {skill.aumenta_cupos} (1.2.3)."
        )
    aplicar_efectos(ctx, actor, skill, actor, solo_sobre="usuario", params=action.params)
    for target in targets:
        if skill.habla and "sordera" in ctx.live(target).get("estados", {}) and "mental" not in skill.indoles:
            ctx.log(f"{ctx.name(target)} sufre sordera y no se beneficia de «{skill.nombre}» (11.5.7).")
            continue
        aplicar_efectos(ctx, actor, skill, target, solo_sobre="objetivo", params=action.params)
        aplicar_efectos(ctx, actor, skill, target, solo_sobre="aliado", params=action.params)
    return True
