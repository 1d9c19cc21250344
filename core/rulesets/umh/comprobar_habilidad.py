"""Checking a ``habilidad`` step: when a skill may be used (2.4, 11.4), its targets (1.1.2, 8.1.1) and the answers
of its targets (8.1.1.3, 8.2); the resolution is in :mod:`core.rulesets.umh.habilidades`."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.umh import catalogo
from core.rulesets.umh import reacciones as rx
from core.rulesets.umh.activas import de_preparacion, motivo_requisitos
from core.rulesets.umh.armas import motivo_arma
from core.rulesets.umh.estado import CONTROLES_PARALISIS, CONTROLES_TOTALES, control, ficha
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.mapa import motivo_mapa
from core.rulesets.umh.memo import guardado
from core.rulesets.umh.posiciones import motivo_alcance
from core.rulesets.umh.rechazos import antepone
from core.rulesets.umh.teletransporte import motivo_teletransporte
from core.rulesets.umh.uso import coste

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
        return Refusal("falta_dato", tr('Falta el campo "habilidad" del paso: el nombre de la habilidad que se usa.'))
    if skill is None:
        return Refusal(
            "habilidad_desconocida",
            tr(
                "{actor} no tiene la habilidad «{habilidad}».",
                actor=view.name(actor),
                habilidad=action.param("habilidad"),
            ),
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
            tr('Las habilidades defensivas se usan en respuesta a habilidades ofensivas, con "respuesta" (8.1.1.3).'),
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
            tr(
                "{actor} sufre {nombre_estado}: no puede usar habilidades (11.4).",
                actor=view.name(actor),
                nombre_estado=catalogo.nombre_estado(ctl),
            ),
        )
    climbs = skill.posicion in ("alzada", "voladora") or any(
        e.tipo == "posicion" and e.nombre in ("alzada", "voladora") and e.sobre == "usuario" for e in skill.efectos
    )
    if climbs and view.live(actor).get("sin_vuelo"):
        return Refusal(
            "estado_impide",
            tr(
                "Desmayado: no puede alcanzar posición voladora o alzada de manera activa hasta pasado un turno propio (11.4.1.1)."
            ),
        )
    if skill.habla and "mudez" in view.live(actor).get("estados", {}):
        return Refusal("estado_impide", tr("Mudez: no puede hacer uso de habilidades basadas en el habla (11.5.8)."))
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
            tr("Como máximo solo se pueden realizar por turno propio dos acciones que cuesten 0 PA (3.3)."),
        )
    if skill.aumenta_cupos and view.side(actor) in view.state.get("cupos_extra", {}):
        return Refusal(
            "sin_cupos",
            tr("El uso de habilidades que aumenten cupos de bando está limitado a una habilidad por bando (1.2.3)."),
        )
    return None


def _momento(view: BattleView, actor: str, skill: Habilidad) -> str | None:
    live = view.live(actor)
    if not live.get("activo"):
        return Refusal("fuera_del_combate", tr("{actor} no está en el combate.", actor=view.name(actor)))
    if view.state.get("fase") == "preparacion":
        if actor in view.state.get("listos", []):
            return Refusal(
                "ronda_de_preparacion", tr("{actor} ya terminó su ronda de preparación.", actor=view.name(actor))
            )
        if de_preparacion(view, actor, skill) or actor == view.state.get("agresor"):
            return None
        return Refusal(
            "ronda_de_preparacion",
            tr(
                "En la ronda de preparación solo se usan habilidades que lo permitan (1.3.2) o las suplementarias necesarias para ejecutar o responder el ataque iniciador (1.3.5); el combate empieza cuando todos pasan o cuando el agresor actúa."
            ),
        )
    if view.state.get("fin") is not None:
        return Refusal("combate_terminado", tr("El combate ha terminado."))
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
            tr(
                "El turno de interferencia predeterminado de {actor} solo permite «{habilidad}» y las suplementarias necesarias para ejecutarla (2.5.3.2).",
                actor=view.name(actor),
                habilidad=interference.get("habilidad"),
            ),
        )
    turn = view.turn
    who = view.name(turn) if turn is not None and turn in view.combatants else "nadie"
    return Refusal(
        "fuera_de_turno",
        tr(
            "No es el turno de {actor} (le toca a {who}): en turno ajeno solo caben defensas o habilidades que lo indiquen (2.4.1).",
            actor=view.name(actor),
            who=who,
        ),
    )


def _objetivos(view: BattleView, actor: str, skill: Habilidad, targets: tuple[str, ...], action: Action) -> str | None:
    if skill.tipo == "ofensiva" and not targets:
        return Refusal("objetivo_no_valido", tr("«{nombre}» necesita al menos un objetivo.", nombre=skill.nombre))
    limit = MAX_OBJETIVOS_AREA if skill.area.tipo != "ninguna" else skill.objetivos
    if len(targets) > limit:
        return Refusal(
            "objetivo_no_valido",
            tr(
                "«{nombre}» admite como máximo {limit} objetivo{texto}.",
                nombre=skill.nombre,
                limit=limit,
                texto="" if limit == 1 else "s",
            ),
        )
    if len(set(targets)) != len(targets):
        return Refusal("objetivo_no_valido", tr("Un objetivo repetido."))
    attacked = [t for t in targets if t != actor]
    if (
        skill.tipo == "ofensiva"
        and ataque_iniciador_pendiente(view, actor)
        and len(attacked) > MAX_ATACADOS_FUERA_DE_COMBATE
    ):
        return Refusal(
            "objetivo_no_valido",
            tr(
                "1.1.2 - El máximo de jugadores atacados fuera de combate es de dos: el ataque iniciador «{nombre}» no puede señalar a {n_attacked}.",
                nombre=skill.nombre,
                n_attacked=len(attacked),
            ),
        )
    states = view.live(actor).get("estados", {})
    for target in targets:
        live = view.live(target)
        if not live.get("activo"):
            return Refusal("objetivo_no_valido", tr("{target} no está en el combate.", target=view.name(target)))
        enemy = view.side(target) != view.side(actor)
        if skill.tipo == "suplementaria" and enemy:
            return Refusal(
                "objetivo_no_valido",
                tr("Las habilidades suplementarias no afectan de forma directa o indirecta a los enemigos (8.1.1.2)."),
            )
        if skill.tipo == "ofensiva" and not enemy and skill.area.tipo == "ninguna":
            return Refusal(
                "objetivo_no_valido",
                tr(
                    "{target} es un aliado: las habilidades ofensivas sin área van contra oponentes (8.1.1.1).",
                    target=view.name(target),
                ),
            )
        if "ocultamiento" in live.get("estados", {}) and not action.param("detectado"):
            return Refusal(
                "estado_impide",
                tr(
                    "{target} está oculto y no puede ser atacado mientras no le detecten (11.5.13).",
                    target=view.name(target),
                ),
            )
        love = states.get("enamorado")
        if skill.tipo == "ofensiva" and love and love.get("fuente") == target:
            return Refusal(
                "estado_impide",
                tr(
                    "Enamorado: {actor} no puede atacar a {target} (11.5.10).",
                    actor=view.name(actor),
                    target=view.name(target),
                ),
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
                tr(
                    'A una suplementaria solo responde un oponente con una anticipación o anulación: {{"habilidad": nombre, "defensor": id}}.'
                ),
            )
        return _una(view, actor, skill, actor, r)
    spent: dict[str, list[Any]] = {}
    for index, target in enumerate(targets):
        for hit in range(skill.golpes):
            r = rx.leer(raw, target, hit, targets)
            if multiple and index > 0 and r.tipo != "ninguna":
                return Refusal(
                    "reaccion_no_valida",
                    tr(
                        "8.1.1.3.2 - Los impactos múltiples se defienden una sola vez: responde solo el primer objetivo."
                    ),
                )
            reason = _una(view, actor, skill, target, r)
            if reason:
                return antepone(tr("Respuesta de {target}: ", target=view.name(target)), reason)
            reaction = rx.habilidad_de(view, r.defensor, r.habilidad) if r.es_habilidad else None
            if reaction is not None and reaction.variacion == "anticipacion" and hit > 0:
                return Refusal(
                    "reaccion_no_valida",
                    tr("La anticipación impide la acción antes de que se realice: solo cabe ante el primer golpe."),
                )
            if multiple and reaction is not None and reaction.variacion in ("evasion", "contraataque", "anticipacion"):
                return Refusal(
                    "reaccion_no_valida",
                    tr(
                        "8.1.1.3.2 - Los impactos múltiples requieren una defensa (o anulación) que iguale su resistencia."
                    ),
                )
            if reaction is not None:
                reason = _acumulado(view, r, reaction, spent)
                if reason:
                    return antepone(tr("Respuesta de {target}: ", target=view.name(target)), reason)
    return None


def _acumulado(view: BattleView, r: rx.Reaccion, reaction: Habilidad, spent: dict[str, list[Any]]) -> str | None:
    """Several reactions inside one action (a combo, several targets) share PA, speed and once a round (2.3.1.3)."""
    pa, vel, names = spent.setdefault(r.defensor, [0, 0, []])
    if reaction.nombre in names and not reaction.varias_por_ronda:
        return Refusal(
            "una_vez_por_ronda",
            tr(
                "{defensor} ya usa «{nombre}» en esta acción: una vez por ronda (2.3.1.3).",
                defensor=view.name(r.defensor),
                nombre=reaction.nombre,
            ),
        )
    pa += reaction.coste_pa
    if reaction.variacion == "evasion":
        vel += rx.casillas_evasion(view, r, reaction)
    live = view.live(r.defensor)
    if pa > int(live["pa"]):
        return Refusal(
            "sin_pa",
            tr(
                "{defensor} no tiene PA para todas sus reacciones ({pa} PA, le quedan {pa2}).",
                defensor=view.name(r.defensor),
                pa=pa,
                pa2=live["pa"],
            ),
        )
    if vel > int(live["vel"]):
        return Refusal(
            "sin_velocidad",
            tr(
                "{defensor} no tiene velocidad para todas sus evasiones ({vel}, le quedan {vel2}).",
                defensor=view.name(r.defensor),
                vel=vel,
                vel2=live["vel"],
            ),
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
            return antepone(tr("Respuesta a la anticipación: "), inner)
    if reaction.variacion == "contraataque" and rx.leer(r.respuesta, actor).tipo != "ninguna":
        if rx.cuerpo_a_cuerpo(reaction):
            return Refusal(
                "reaccion_no_valida", tr("No se puede reaccionar a un contraataque cuerpo a cuerpo (8.2.4.4).")
            )
        surplus = max(1, int(reaction.defensa or reaction.dano) - skill.dano)
        inner = rx.motivo(view, r.defensor, rx.como_golpe(reaction, surplus), actor, rx.leer(r.respuesta, actor))
        if inner:
            return antepone(tr("Respuesta al contraataque: "), inner)
    if reaction.variacion == "reflexion" and r.reflejar_a:
        back = r.reflejar_a
        if back not in view.combatants or not view.live(back).get("activo") or view.side(back) == view.side(r.defensor):
            return Refusal(
                "objetivo_no_valido",
                tr("8.2.5.2 - La habilidad se devuelve a un oponente en combate; «{back}» no lo es.", back=back),
            )
        inner = rx.motivo(view, r.defensor, skill, back, rx.leer(r.respuesta, back))
        if inner:
            return antepone(tr("Respuesta a la reflexión: "), inner)
    return None
