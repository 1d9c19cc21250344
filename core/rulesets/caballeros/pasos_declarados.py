"""The fields a script step of each action may carry (``Ruleset.step_fields``), built from the tables
the engine itself reads: the actions (``lista_de_acciones.ETIQUETAS``), the actions with a target, the power
actions (``lista_de_acciones.PODER_DE_ACCION``), the fields completing a control order
(``control.CAMPOS_FORZADOS``), the body parts and the interventions of the catalogue.

The fields and values are the canonical ones: a documented other spelling (``"Brazo"`` for ``brazos``,
«Sanación de Athena») is read before the step is checked, by ``core/grafias/caballeros.py``."""

from __future__ import annotations

from collections.abc import Mapping

from core.contract import StepField, fields
from core.rulesets.caballeros import intervenciones
from core.rulesets.caballeros.control import CAMPOS_FORZADOS
from core.rulesets.caballeros.estado import PARTES
from core.rulesets.caballeros.ficha import MAX_LISTA
from core.rulesets.caballeros.lista_de_acciones import CON_OBJETIVO, ETIQUETAS, PODER_DE_ACCION


def _nivel(id_: str, etiqueta: str) -> StepField:
    return StepField(  # a level is its number or its name
        id_,
        "valor",
        etiqueta,
        minimo=1,
        maximo=MAX_LISTA,
        ayuda="el número del nivel (1, 2...) o su nombre",
        tipos=("entero", "texto"),
    )


def _parte(id_: str, etiqueta: str) -> StepField:
    return StepField(id_, "opcion", etiqueta, valores=PARTES)


PODER = StepField("poder", "texto", "Poder")
NIVEL = _nivel("nivel", "Nivel del poder")
INVOCACION = StepField(
    "invocacion",
    "valor",
    "Contra la invocación",
    ayuda="true o el nombre del poder Inv: la llave o el lanzamiento sucesivo va contra la invocación del objetivo",
)
ANTES_DE_ACTUAR = fields(
    StepField("respuesta_invocacion", "valor", "Respuesta al ataque de la invocación"),
    StepField("objetivo_invocacion", "combatiente", "Rival al que ataca la invocación"),
)
"""Every action of an invoker starts with its invocations' attacks (``invocaciones.atacar_antes``)."""

_FORZADOS: dict[str, StepField] = {
    "objetivo_forzado": StepField("objetivo_forzado", "combatientes", "Objetivo de la acción obligada"),
    "respuesta_forzada": StepField("respuesta_forzada", "valor", "Respuesta a la acción obligada"),
    "parte_forzada": _parte("parte_forzada", "Parte que obliga a romper"),
    "poder_forzado": StepField("poder_forzado", "texto", "Poder de la acción obligada"),
    "nivel_forzado": _nivel("nivel_forzado", "Nivel del poder obligado"),
}
CONTROL = fields(
    StepField(
        "accion_forzada",
        "valor",
        "Acción obligada (poder de control)",
        ayuda='el id de una acción, el nombre de un poder del controlado o {"accion": ..., "objetivo": ...}',
    ),
    *(_FORZADOS[campo] for campo, _ in CAMPOS_FORZADOS),
    StepField("objetivo_devuelto", "combatiente", "A quién va la orden si un DefDT devuelve el control"),
)
"""A power step may carry a control order (C); its fields are those ``control.accion_forzada`` reads."""

PROPIOS: dict[str, dict[str, StepField]] = {
    "poder": fields(PODER, NIVEL, *CONTROL.values()),
    "ultimo_suspiro": fields(PODER, NIVEL, *CONTROL.values()),
    "percepcion": fields(StepField("poder", "texto", "Poder percibido")),
    "romper": fields(_parte("parte", "Parte del cuerpo")),
    "intervencion_divina": fields(
        StepField("intervencion", "opcion", "Intervención divina", valores=tuple(intervenciones.NOMBRES))
    ),
    "ayuda": fields(
        StepField("aliado", "texto", "Aliado que acude"),
        StepField("poder", "texto", "Poder del aliado"),
    ),
}
for _accion in PODER_DE_ACCION:  # llave, presa, combo naming a LL, P or Comb power
    PROPIOS.setdefault(_accion, {})["poder"] = PODER
for _accion in (*CON_OBJETIVO, "poder", "ultimo_suspiro", "intervencion_divina"):
    PROPIOS.setdefault(_accion, {})["invocacion"] = INVOCACION

CAMPOS: dict[str, dict[str, StepField]] = {
    accion: {**PROPIOS.get(accion, {}), **ANTES_DE_ACTUAR} for accion in ETIQUETAS
}


def acciones() -> list[str]:
    """The canonical action ids, in the order of the rules."""
    return list(ETIQUETAS)


def campos(accion: str) -> Mapping[str, StepField] | None:
    """The fields of a step of ``accion`` (its canonical id), None if it is no action."""
    return CAMPOS.get(accion)
