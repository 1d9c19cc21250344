"""Shared pieces of the action checks: action kinds, who acts in which mode, rolls, targets, points."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.dice import ScriptedSource
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.encuentro import estado, tablero, turnos
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.tiradas import Tirada, defensa, ficha, nombre_defensa, puntos_txt, valor

ACCIONES_TURNO = (
    "atacar",
    "moverse",
    "salto",
    "derribar",
    "empujar",
    "agarrar",
    "ocultarse",
    "desmarcarse",
    "usar",
    "librarse",
    "prepararse",
)
REACCIONES = ("respuesta", "esquiva", "ayuda")
TODAS = (*ACCIONES_TURNO, "pasar", *REACCIONES)
ATAQUES = ("atacar", "derribar", "empujar", "agarrar")
CON_TIRADA = ("atacar", "derribar", "empujar", "agarrar", "usar", "librarse", "respuesta")
CONDICIONES_OCULTARSE = ("fuera_de_vision", "cobertura", "sombra")
ETIQUETAS = {
    "atacar": "Atacar",
    "moverse": "Moverse",
    "salto": "Salto",
    "derribar": "Derribar",
    "empujar": "Empujar",
    "agarrar": "Agarrar",
    "ocultarse": "Ocultarse",
    "desmarcarse": "Desmarcarse",
    "usar": "Usar",
    "librarse": "Librarse",
    "prepararse": "Prepararse",
    "pasar": "Pasar",
    "respuesta": "Respuesta",
    "esquiva": "Esquiva",
    "ayuda": "Ayuda",
}


def ofensiva(action: Action) -> bool:
    """«cualquier acción que tenga como objetivo afectar negativamente a un oponente»."""
    if action.accion in ATAQUES or action.accion == "respuesta":
        return True
    return action.accion == "usar" and action.param("ofensiva") is True


def localizar_implicito(view: BattleView, action: Action) -> Action:
    """«Un enemigo puede realizar la acción Usar para intentar localizarte» (Ocultarse).

    A Usar aimed at one hidden enemy, with nothing else to roll (no «dificultad», «valor»,
    «maniobra» or «ofensiva»), is the attempt to locate it.
    """
    if action.accion != "usar" or len(action.objetivos) != 1 or action.actor not in view.combatants:
        return action
    objetivo = action.objetivos[0]
    if objetivo not in view.enemies(action.actor) or not view.live(objetivo).get("oculto"):
        return action
    if any(k in action.params for k in ("localizar", "dificultad", "valor", "maniobra", "ofensiva")):
        return action
    return Action(action.actor, "usar", (), action.respuesta, {**action.params, "localizar": objetivo})


def entero(value: Any) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return None


@dataclass(frozen=True)
class Modo:
    """How an actor may take a turn action now: in its turn, as a prepared action, or starting its turn."""

    tipo: str  # "turno", "preparada" or "siguiente"
    vista: BattleView


def modo(view: BattleView, actor: str, accion: str, preparada: object = None) -> Modo | str:
    """The mode of a turn action by ``actor``, or the Spanish reason it cannot act now.

    Out of turn, whoever has reserved actions uses one of them; a step with ``"preparada": false``
    instead starts its own turn when it is next (the condition was not met).
    """
    turno = view.turn
    if turno is None:
        return Refusal("batalla_terminada", tr("La batalla ha terminado: no le queda turno a nadie."))
    live = view.live(actor)
    if turno == actor:
        if int(live["acciones"]) >= 1:
            return Modo("turno", view)
        reservadas = int(live.get("acciones_reservadas", 0))
        extra = tr(" (tiene {reservadas} reservadas para su condición)", reservadas=reservadas) if reservadas else ""
        return Refusal(
            "sin_acciones",
            tr(
                "{actor} ya ha usado todas sus acciones de este turno{extra}: solo puede pasar.",
                actor=view.name(actor),
                extra=extra,
            ),
        )
    if int(live.get("acciones_reservadas", 0)) > 0 and accion != "prepararse" and preparada is not False:
        return Modo("preparada", view)
    if (estado.solo_extra(view, turno) or estado.fuera(view, turno)) and turnos.siguiente(view) == actor:
        sim = Resolution(view.state, view.combatants, view.options, ScriptedSource())
        turnos.fin_turno(sim)
        return Modo("siguiente", BattleView(sim.state, view.combatants, view.options))
    return Refusal(
        "fuera_de_turno",
        tr("No es el turno de {actor}: le toca a {turno}.", actor=view.name(actor), turno=view.name(turno)),
    )


def nombre_valor(view: BattleView, action: Action, defecto: str) -> str:
    raw = action.param("valor")
    return raw if isinstance(raw, str) and raw.strip() else defecto


def bono(view: BattleView, action: Action) -> int:
    n = entero(action.param("puntos")) or 0
    return max(0, n) * op.entero(view, op.BONO_POR_PUNTO)


def tirada_ataque(view: BattleView, action: Action, atacante: str, objetivo: str) -> Tirada:
    """Atacar, Respuesta, Derribar, Empujar, Agarrar: the actor's value against the target's defence."""
    if action.accion in ("atacar", "respuesta"):
        defecto = ficha(view, atacante).nombre_valor_ataque
        tipo = "mental" if action.param("defensa") == "mental" and action.accion == "atacar" else "fisica"
    else:
        defecto, tipo = "atletismo", "fisica"
    nombre = nombre_valor(view, action, defecto)
    return Tirada(
        atacante,
        nombre,
        valor(view, atacante, nombre),
        bono(view, action),
        defensa(view, objetivo, tipo),
        tr("{defensa} de {objetivo}", defensa=nombre_defensa(tipo), objetivo=view.name(objetivo)),
    )


def puede_atacar(view: BattleView, atacante: str, objetivo: str) -> str | None:
    """«no puedes ser atacado directamente por los enemigos que no te hayan visto ocultarte o no te hayan localizado»."""
    if estado.fuera(view, objetivo):
        return Refusal(
            "objetivo_fuera_de_combate", tr("{objetivo} está fuera de combate.", objetivo=view.name(objetivo))
        )
    if objetivo not in view.enemies(atacante):
        return Refusal(
            "objetivo_no_valido",
            tr(
                "{objetivo} no es un oponente de {atacante}.",
                objetivo=view.name(objetivo),
                atacante=view.name(atacante),
            ),
        )
    live = view.live(objetivo)
    if live.get("oculto") and atacante not in live.get("visto_por", []):
        return Refusal(
            "objetivo_oculto",
            tr(
                "{objetivo} está oculto y {atacante} no lo vio ocultarse ni lo ha localizado.",
                objetivo=view.name(objetivo),
                atacante=view.name(atacante),
            ),
        )
    return None


def objetivo_al_alcance(view: BattleView, action: Action, alcance: int) -> str | None:
    objetivo = action.objetivo
    if objetivo is None:
        return Refusal("falta_campo", tr("{valor} necesita un «objetivo».", valor=ETIQUETAS[action.accion]))
    if len(action.objetivos) > 1:
        return Refusal("objetivo_no_valido", tr("{valor} tiene un solo objetivo.", valor=ETIQUETAS[action.accion]))
    if objetivo == action.actor:
        return Refusal(
            "objetivo_no_valido",
            tr("{actor} no puede elegirse a sí mismo como objetivo.", actor=view.name(action.actor)),
        )
    motivo = puede_atacar(view, action.actor, objetivo)
    if motivo:
        return motivo
    lejos = tablero.distancia(view, tablero.posicion(view, action.actor), tablero.posicion(view, objetivo))
    if lejos > alcance:
        cuerpo = (
            tr("cuerpo a cuerpo (casilla adyacente)") if alcance == 1 else tr("a {alcance} casillas", alcance=alcance)
        )
        return Refusal(
            "fuera_de_alcance",
            tr(
                "{objetivo} está a {lejos} casillas: {valor} solo alcanza {cuerpo}.",
                objetivo=view.name(objetivo),
                lejos=lejos,
                valor=ETIQUETAS[action.accion],
                cuerpo=cuerpo,
            ),
        )
    return None


def puntos_disponibles(view: BattleView, actor: str, claves: set[str], preparada: bool) -> int:
    live = view.live(actor)
    reservados = int(live.get("puntos_reservados", 0)) if preparada else 0
    return estado.puntos_libres(view, actor) + estado.puntos_ayuda(view, actor, claves) + reservados


def comprobar_puntos(view: BattleView, action: Action, claves: set[str], preparada: bool, coste: int = 0) -> str | None:
    """The ``puntos`` field: points spent on this roll (or maneuver), on top of a reaction's cost."""
    raw = action.param("puntos")
    if raw is None:
        n = 0
    else:
        n_or_none = entero(raw)
        if n_or_none is None or n_or_none < 0:
            return Refusal("valor_no_valido", tr("«puntos» debe ser un número entero de 0 o más."))
        n = n_or_none
    if n and action.accion not in CON_TIRADA:
        return Refusal(
            "sin_tirada",
            tr(
                "{valor} no tiene tirada: no se pueden gastar Puntos de Encuentro en ella.",
                valor=ETIQUETAS[action.accion],
            ),
        )
    disponibles = puntos_disponibles(view, action.actor, claves, preparada)
    if n + coste > disponibles:
        quien = view.name(action.actor)
        if coste and not n:
            return Refusal(
                "sin_puntos",
                tr(
                    "{quien} no tiene Puntos de Encuentro suficientes: necesita {coste} y puede usar {disponibles}.",
                    quien=quien,
                    coste=coste,
                    disponibles=disponibles,
                ),
            )
        return Refusal(
            "sin_puntos",
            tr(
                "{quien} quiere gastar {puntos_txt} y solo puede usar {disponibles} en esta acción.",
                quien=quien,
                puntos_txt=puntos_txt(n + coste),
                disponibles=disponibles,
            ),
        )
    return None
