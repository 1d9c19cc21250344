"""Checking an action: what every action shares (whose turn it is, whether the battle is over, the
sheet's prohibitions, concentración, the target, barriers, once-per-combat actions, alternancia and the
answer) and the rule of each action, which its handler in ``acciones.ACCIONES`` names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.battle import BattleView
from core.contract import Refusal
from core.handlers import Handlers
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import (
    alternancia,
    comprobar_poder,
    defensa,
    devolucion_total,
    intervenciones,
    invocaciones,
)
from core.rulesets.caballeros.codigos import necesita_objetivo
from core.rulesets.caballeros.comprobar_poder import Juez, Orden, motivo_lista, sin_reglas
from core.rulesets.caballeros.estado import PARTES, clave_poder, enemigos_vivos, ficha, tiene_efecto, visto, vivo
from core.rulesets.caballeros.fisicas import (
    CONCENTRACIONES,
    MULTIGOLPE,
    SIN_REACCION,
    ataque_combo,
    ataque_simple,
    respuesta_de,
)
from core.rulesets.caballeros.lista_de_acciones import (
    BARRERA_ANULA,
    CON_OBJETIVO,
    DEVOLVIBLES,
    ETIQUETAS,
    PODER_DE_ACCION,
    SIMPLES,
    UNA_VEZ,
)
from core.turns import not_your_turn

Propia = Callable[[BattleView, Action], "str | None"]
"""The rule of one action (the part of its check that is its own)."""


def clave(action: Action) -> str:
    """The alternancia key: one per action, one per power (all its levels), romper for every part."""
    if action.accion in ("poder", "ultimo_suspiro") and isinstance(action.param("poder"), str):
        return clave_poder(str(action.param("poder")))
    return action.accion


def con_objetivo(view: BattleView, action: Action) -> Action:
    """In a duel a step may leave out ``objetivo``: the only standing enemy (for percepción, the
    owner of the named power) is the target. With more combatants every action names its own."""
    action = _sin_objetivo_propio(view, action)
    if action.objetivos or action.actor not in view.combatants or len(view.ids) > 2:
        return action
    enemigos = [e for e in view.enemies(action.actor) if vivo(view, e)]
    if action.accion == "percepcion":
        duenos = {
            v.split("|", 1)[0]
            for v in view.live(action.actor).get("vistos", [])
            if v.split("|", 1)[1] == action.param("poder")
        }
        enemigos = [e for e in enemigos if e in duenos] or enemigos
    if len(enemigos) != 1 or not _quiere_objetivo(view, action):
        return action
    return Action(action.actor, action.accion, (enemigos[0],), action.respuesta, action.params)


def _sin_objetivo_propio(view: BattleView, action: Action) -> Action:
    """A power that targets no one (DefB, T, A...) written with the caster as ``objetivo``: the
    caster is not a target, so the field is dropped (a power that needs a target still refuses it)."""
    if action.accion not in ("poder", "ultimo_suspiro") or action.objetivos != (action.actor,):
        return action
    if action.actor not in view.combatants:
        return action
    poder = ficha(view, action.actor).poder(str(action.param("poder")))
    if poder is None or necesita_objetivo(poder):
        return action
    return Action(action.actor, action.accion, (), action.respuesta, action.params)


def _quiere_objetivo(view: BattleView, action: Action) -> bool:
    if action.accion in CON_OBJETIVO:
        return True
    if action.accion == "intervencion_divina":
        return str(action.param("intervencion")) in intervenciones.CON_OBJETIVO
    if action.accion in ("poder", "ultimo_suspiro"):
        poder = ficha(view, action.actor).poder(str(action.param("poder")))
        return poder is not None and necesita_objetivo(poder)
    return False


def pasar_perdido(view: BattleView, action: Action) -> bool:
    """A ``pasar`` written for the turn an immobilised combatant loses (INM: «no pueda hacer
    movimientos»): the engine already skipped that turn, so the step is accepted and changes nothing."""
    return (
        action.accion == "pasar"
        and action.actor in view.combatants
        and view.turn != action.actor
        and bool(view.live(action.actor).get("inmovilizado"))
    )


def motivo(view: BattleView, action: Action, acciones: Handlers) -> str | None:
    """Why ``action`` may not be taken now: what is common to every action, then its own handler's check."""
    action = con_objetivo(view, action)
    actor = action.actor
    accion = action.accion
    if accion not in acciones:
        return Refusal(
            "accion_desconocida", tr("La acción «{accion}» no existe en las reglas de caballeros.", accion=accion)
        )
    if not vivo(view, actor):
        return Refusal("fuera_de_combate", tr("{actor} está fuera de combate.", actor=view.name(actor)))
    if not enemigos_vivos(view, actor):
        # the actor stands: its side is the only one left when none of its enemies stands
        return Refusal("combate_terminado", tr("El combate ha terminado: solo queda un bando en pie."))
    if pasar_perdido(view, action):
        return None
    texto = not_your_turn(view, actor)
    if texto:
        return texto
    if view.live(actor).get("inmovilizado"):
        return Refusal("inmovilizado", tr("{actor} está inmovilizado: no puede actuar.", actor=view.name(actor)))
    if action.param("forzada") is not None:
        return Refusal(
            "campo_desconocido", tr("«forzada» no es un campo de los pasos: solo un poder de control obliga a actuar.")
        )
    texto = invocaciones.motivo_destino(view, action)
    if texto:
        return texto
    return acciones.check(view, action)


def motivo_accion(view: BattleView, action: Action, propia: Propia | None = None) -> str | None:
    """The rules every action shares, with its own rule (``propia``) in their order; an action forced
    by a C power (``forzada`` in its params) is not subject to alternancia."""
    forzada = bool(action.param("forzada"))
    actor = action.actor
    accion = action.accion
    live = view.live(actor)
    if accion in ficha(view, actor).acciones_prohibidas:
        return Refusal(
            "accion_prohibida",
            tr(
                "{actor} no puede realizar la acción {accion} (su ficha se lo prohíbe).",
                actor=view.name(actor),
                accion=accion,
            ),
        )
    if accion in PODER_DE_ACCION and action.param("poder") is not None:
        return Refusal(
            "poder_no_valido",
            tr(
                "{etiqueta}: «{valor}» no es un poder tipo {valor2} de {actor}.",
                etiqueta=tr(ETIQUETAS[accion]),
                valor=action.param("poder"),
                valor2=PODER_DE_ACCION[accion],
                actor=view.name(actor),
            ),
        )
    texto = _concentracion(view, action)
    if texto:
        return texto
    if accion in CON_OBJETIVO:
        texto = _objetivo(view, action)
        if texto:
            return texto
    objetivo = action.objetivo
    texto = invocaciones.motivo(view, action)
    if texto:
        return texto
    if accion in BARRERA_ANULA:
        # A barrier is «unipersonal»: it does not cover its owner's invocation.
        for quien in (actor, None if action.param("invocacion") else objetivo):
            if quien is not None and int(view.live(quien).get("barrera", 0)) > 0:
                return Refusal(
                    "barrera",
                    tr(
                        "La barrera defensiva de {quien} anula {valor}.",
                        quien=view.name(quien),
                        valor=tr(ETIQUETAS[accion]).lower(),
                    ),
                )
    bandera = UNA_VEZ.get(accion)
    if bandera and live.get(bandera):
        return Refusal(
            "limite_de_usos", tr("{etiqueta} solo puede hacerse 1 vez por combate.", etiqueta=tr(ETIQUETAS[accion]))
        )
    texto = propia(view, action) if propia is not None else None
    if texto:
        return texto
    if not forzada and accion not in ("poder", "ultimo_suspiro"):
        texto = alternancia.motivo(view, actor, clave(action))
        if texto:
            return texto
    return _respuesta(view, action)


def _concentracion(view: BattleView, action: Action) -> str | None:
    tiene = int(view.live(action.actor).get("concentraciones", 0))
    necesita = CONCENTRACIONES.get(action.accion, 0)
    if action.accion in ("poder", "ultimo_suspiro") and view.option("poder_combo_concentracion") == "si":
        poder = ficha(view, action.actor).poder(str(action.param("poder")))
        if poder is not None and "Comb" in poder.codigos:
            necesita = 1
    if action.accion == "concentracion":
        if tiene >= 2:
            return Refusal(
                "concentracion_pendiente",
                tr("Ya lleva 2 concentraciones: ahora debe realizar la acción que las requiere."),
            )
        return None
    if necesita > tiene:
        plural = "concentración" if necesita == 1 else "concentraciones"
        return Refusal(
            "concentracion_insuficiente",
            tr(
                "{accion} necesita {necesita} {plural} antes (lleva {tiene}).",
                accion=action.accion,
                necesita=necesita,
                plural=plural,
                tiene=tiene,
            ),
        )
    if tiene and not necesita:
        return Refusal(
            "concentracion_pendiente",
            tr("Tras concentrarse es obligatorio realizar una acción que requiera concentración."),
        )
    return None


def _objetivo(view: BattleView, action: Action) -> str | None:
    if len(action.objetivos) != 1:
        return Refusal("objetivo_no_valido", tr("{accion} necesita un objetivo (y solo uno).", accion=action.accion))
    objetivo = action.objetivos[0]
    if objetivo == action.actor:
        return Refusal("objetivo_no_valido", tr("{accion} no puede dirigirse contra uno mismo.", accion=action.accion))
    if not vivo(view, objetivo):
        return Refusal("objetivo_no_valido", tr("{objetivo} ya está fuera de combate.", objetivo=view.name(objetivo)))
    return None


def motivo_cosmos(view: BattleView, action: Action) -> str | None:
    live = view.live(action.actor)
    gasta = int(live["cosmos"]) < int(live["cosmos_max"]) or view.option("cosmos_barra_llena") == "gasta"
    if gasta and int(live["recargas_cosmos"]) <= 0:
        return Refusal("sin_recargas", tr("{actor} no tiene recargas de cosmos.", actor=view.name(action.actor)))
    return None


def motivo_percepcion(view: BattleView, action: Action) -> str | None:
    actor, objetivo = action.actor, action.objetivo
    assert objetivo is not None
    poder = action.param("poder")
    if not isinstance(poder, str):
        return Refusal("falta_campo", tr("Percepción: falta «poder» (el poder del rival sobre el que se aplica)."))
    if not visto(view, actor, objetivo, poder):
        return Refusal(
            "no_visto",
            tr(
                "Percepción: {actor} no ha visto aún «{poder}» de {objetivo}.",
                actor=view.name(actor),
                poder=poder,
                objetivo=view.name(objetivo),
            ),
        )
    if f"{objetivo}|{poder}" in view.live(actor).get("percepciones", []):
        return Refusal(
            "efecto_activo", tr("{actor} ya tiene percepción sobre «{poder}».", actor=view.name(actor), poder=poder)
        )
    return None


def motivo_intervencion(view: BattleView, action: Action) -> str | None:
    return intervenciones.motivo(view, action.actor, action.param("intervencion"), action.objetivo, action.respuesta)


def motivo_septimo_sentido(view: BattleView, action: Action) -> str | None:
    if view.live(action.actor).get("septimo_sentido"):
        return Refusal(
            "efecto_activo", tr("{actor} ya ha alcanzado el Séptimo Sentido.", actor=view.name(action.actor))
        )
    return None


def motivo_puntos_vitales(view: BattleView, action: Action) -> str | None:
    objetivo = action.objetivo
    assert objetivo is not None
    if view.live(objetivo).get("septimo_sentido"):
        return Refusal(
            "objetivo_no_valido",
            tr(
                "Puntos vitales no puede usarse contra {objetivo}: ha conseguido el 7º Sentido.",
                objetivo=view.name(objetivo),
            ),
        )
    if view.live(objetivo).get("puntos_vitales"):
        return Refusal("efecto_activo", tr("{objetivo} ya sufre los puntos vitales.", objetivo=view.name(objetivo)))
    return None


def motivo_romper(view: BattleView, action: Action) -> str | None:
    objetivo = action.objetivo
    assert objetivo is not None
    parte = action.param("parte")
    if parte not in PARTES:
        return Refusal("valor_no_valido", tr("Romper: «parte» debe ser brazos, piernas o costillas."))
    if parte in view.live(action.actor).get("romper_intentos", {}).get(objetivo, []):
        return Refusal(
            "limite_de_usos",
            tr(
                "Ya se intentó romper {parte} de {objetivo}: solo 1 vez por parte del cuerpo.",
                parte=parte,
                objetivo=view.name(objetivo),
            ),
        )
    if int(view.live(objetivo).get("roturas", {}).get(parte, 0)) >= 2:
        return Refusal(
            "limite_de_usos",
            tr("{parte} de {objetivo} ya se han roto 2 veces (el máximo).", parte=parte, objetivo=view.name(objetivo)),
        )
    return None


def motivo_poder(view: BattleView, action: Action, orden: Orden) -> str | None:
    return comprobar_poder.motivo(view, action, forzada=bool(action.param("forzada")), orden=orden)


def motivo_ultimo_suspiro(view: BattleView, action: Action, orden: Orden) -> str | None:
    live = view.live(action.actor)
    if int(live["cosmos"]) != 0:
        return Refusal("accion_no_disponible", tr("Último suspiro: el personaje debe tener 0 ptos de cosmos."))
    if int(live["vida"]) >= 100:
        return Refusal("accion_no_disponible", tr("Último suspiro: la vida debe ser inferior a 100."))
    for bloqueo in ("gran_resurreccion", "sanacion_de_athena"):
        if bloqueo in live.get("intervenciones", []) or tiene_efecto(view, action.actor, bloqueo):
            return Refusal(
                "accion_no_disponible",
                tr("Último suspiro no puede hacerse tras conseguir {valor}.", valor=intervenciones.NOMBRES[bloqueo]),
            )
    texto = comprobar_poder.motivo(view, action, con_vida=True, orden=orden)
    if texto:
        return texto
    return alternancia.motivo(view, action.actor, clave(action))


def juez_de_respuestas(view: BattleView, action: Action) -> Juez:
    """Only the rules of an answer against this action: the very checks :func:`motivo` ends with, so a
    reaction the battle window lists as legal is one ``check`` accepts. ``juez(respuesta)`` judges
    ``action`` with that ``respuesta`` (``action.respuesta`` is not read); what does not depend on the
    answer is worked out once, for every reaction of a listing."""
    if action.accion in ("poder", "ultimo_suspiro"):
        return comprobar_poder.juez_de_respuestas(view, action)
    objetivo = action.objetivo
    if action.accion == "intervencion_divina":
        intervencion = str(action.param("intervencion"))
        if intervencion in intervenciones.RAYOS and objetivo is not None:
            ataque = intervenciones.ataque(intervencion)
            return lambda respuesta: defensa.motivo_respuesta(view, objetivo, ataque, respuesta)
        return sin_reglas
    return _juez_de_la_accion(view, action)


def _respuesta(view: BattleView, action: Action) -> str | None:
    return _juez_de_la_accion(view, action)(action.respuesta)


def _juez_de_la_accion(view: BattleView, action: Action) -> Juez:
    """The rules of an answer to any action but a power or an intervención (see :func:`juez_de_respuestas`)."""
    accion = action.accion
    objetivo = action.objetivo
    if objetivo is None or accion in ("poder", "ultimo_suspiro", "intervencion_divina", "ayuda"):
        return sin_reglas
    if accion in SIMPLES:
        ataque = ataque_simple(view, action.actor, accion)
        return lambda respuesta: motivo_lista(view, objetivo, ataque, respuesta, 1)
    if accion in MULTIGOLPE:
        return lambda respuesta: _respuesta_multigolpe(view, action.actor, accion, objetivo, respuesta)
    if accion in DEVOLVIBLES and not action.param("invocacion"):
        nombre = tr(ETIQUETAS[accion])
        return lambda respuesta: devolucion_total.motivo(view, objetivo, respuesta, nombre)
    if accion in SIN_REACCION | {"percepcion"}:
        return lambda respuesta: _sin_respuesta(accion, respuesta)
    return sin_reglas


def _sin_respuesta(accion: str, respuesta: Any) -> str | None:
    """An action the rival cannot answer: only ``ninguna`` (or no answer)."""
    if defensa.normalizar(respuesta) == ("ninguna", None):
        return None
    return Refusal(
        "respuesta_no_valida", tr("{etiqueta} no admite respuesta del rival.", etiqueta=tr(ETIQUETAS[accion]))
    )


def _respuesta_multigolpe(view: BattleView, actor: str, accion: str, objetivo: str, respuesta: Any) -> str | None:
    """The answer to every hit of a combo or an engaño: one for all of them, or a list with one per hit."""
    golpes = 2 if accion == "engano" else 3
    primero = ataque_combo(view, actor, accion, 0)
    texto = motivo_lista(view, objetivo, primero, respuesta, golpes)
    if texto:
        return texto
    for golpe in range(1, golpes):
        ataque = ataque_combo(view, actor, accion, golpe)
        texto = motivo_lista(view, objetivo, ataque, respuesta_de(respuesta, golpe), 1)
        if texto:
            return texto
    return None
