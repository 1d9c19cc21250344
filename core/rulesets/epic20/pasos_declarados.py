"""The fields a script step of each epic20 action may carry (``step_actions`` / ``step_fields``).

Built from the engine's own tables: the actions are ``legalidad.ETIQUETAS`` (canonical ids only: an action written by
hand, another case, an alias or a combat maneuver written as the action, is read before by ``core.grafias.epic20``).
The circumstances of ``atacar`` are ``acciones_legales.SITUACIONES`` (the battle window's). The field names are the ones the
engine reads (``action.param``); see docs/reglas/epic20.md, «Acciones y campos de los pasos».
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from core.contract import StepField, fields
from core.ruleset import JsonValue
from core.rulesets.epic20.acciones_legales import SITUACIONES
from core.rulesets.epic20.legalidad import ETIQUETAS, REQUIERE_MANIOBRA

ESCRITO_SI_NO: tuple[JsonValue, ...] = (True, False, 1, "sí")
"""A circumstance as docs/reglas/epic20.md writes it: ``true`` (also ``1`` or «sí»; «Si», «SÍ» are read as «sí» by
the runner) or ``false`` (``0`` is the same)."""
MAXIMO_CIRCUNSTANCIAS = 10
"""Superioridad/Inferioridad a step adds (each adds a d20: the battle window offers 0-3)."""

USOS_HEROE = ("superioridad", "repetir", "nivel", "maniobra", "poder")
"""PUNTOS DE HÉROE: the uses of ``punto_heroe``."""
USOS = ", ".join(USOS_HEROE)
HEROE = StepField("punto_heroe", "opcion", "Punto de Héroe", valores=USOS_HEROE, ayuda=f"Usos: {USOS}.")
HEROE_COMPENSACION = StepField("punto_heroe", "si_no", "Punto de Héroe de compensación")


def _bandera(campo: str, etiqueta: str) -> StepField:
    return StepField(campo, "opcion", etiqueta, valores=ESCRITO_SI_NO)


ETIQUETA_SITUACION = {
    "cobertura": "El objetivo está a cubierto",
    "cuerpo_a_cuerpo": "El objetivo está en un cuerpo a cuerpo",
    "a_bocajarro": "A bocajarro (3 m o menos)",
    "espalda": "Por la espalda",
    "invisible": "El objetivo es invisible",
    "a_oscuras": "A oscuras",
    "arma_pesada": "Arma pesada (no valen las inmunidades)",
}

ATACAR = fields(
    StepField("ataque", "texto", "Ataque (poder o equipo de la ficha, o «sin_armas»)"),
    StepField("maniobra", "texto", "Maniobra de combate"),
    HEROE,
    StepField("superioridad", "entero", "Superioridad por circunstancias", minimo=0, maximo=MAXIMO_CIRCUNSTANCIAS),
    StepField("inferioridad", "entero", "Inferioridad por circunstancias", minimo=0, maximo=MAXIMO_CIRCUNSTANCIAS),
    StepField("arma", "texto", "Arma que quiere quitar (Desarmar)"),
    _bandera("ataque_extra", "Es el ataque extra de Ataque a fondo"),
    *(_bandera(s, ETIQUETA_SITUACION.get(s, s)) for s in SITUACIONES),
    _bandera("corriendo", "Corriendo (Velocista)"),
    _bandera("moverse_mientras_actua", "Se mueve mientras actúa"),
    StepField("energia", "texto", "Elemento o energía del ataque («fuego»)"),
    StepField("elemento", "texto", "Elemento del ataque (como «energia»)"),
    StepField("condicion", "texto", "Condicionante (Sugestión con condicionantes)"),
)
TIRADA = fields(HEROE)
"""The rolls that are not attacks (moribundo, Luchar a ciegas, curar, motivar) take the hero point."""

PROPIOS: dict[str, dict[str, StepField]] = {
    "atacar": ATACAR,
    "tirada_moribundo": TIRADA,
    "luchar_a_ciegas": TIRADA,
    "curar": TIRADA,
    "motivar": TIRADA,
    "liberarse": fields(
        StepField("con", "opcion", "Con qué acción se libera", valores=("estandar", "objeto", "movimiento")), HEROE
    ),
    "mover": fields(
        StepField("corriendo", "si_no", "Corriendo (Velocista)"), StepField("detalle", "texto", "Hacia dónde")
    ),
    "retrasar": fields(StepField("antes", "si_no", "Actúa justo antes del objetivo (no después)"), HEROE),
    "activar_hechizo": fields(StepField("poder", "texto", "Hechizo (superpoder de la ficha)")),
    "ganar_poder": fields(StepField("poder", "texto", "Superpoder del catálogo (no de ataque)")),
    "activar_complicacion": fields(
        StepField("complicacion", "texto", "Complicación de la ficha"),
        StepField("fin", "si_no", "Termina la complicación (Pérdida de poderes)"),
        HEROE_COMPENSACION,
    ),
}
"""The fields of each action that has any; every other action has only the generic ones."""
for _accion in REQUIERE_MANIOBRA:  # PUNTOS DE HÉROE: «Ganar 1 maniobra de combate durante 1 turno» (``maniobra``)
    PROPIOS.setdefault(_accion, fields(HEROE))
    assert "punto_heroe" in PROPIOS[_accion], _accion


def step_actions() -> Sequence[str]:
    """The canonical action ids of epic20 (``pasar`` included)."""
    return tuple(ETIQUETAS)


def step_fields(accion: str) -> Mapping[str, StepField] | None:
    """The fields of ``accion`` (None for an id that is not an action)."""
    if accion not in ETIQUETAS:
        return None
    return PROPIOS.get(accion, {})
