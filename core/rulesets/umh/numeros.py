"""Numbers a hand-written sheet gives as text with their unit (2.3.1.1: «Nombre de la Habilidad (Coste de PA) (TIER)»)."""

from __future__ import annotations

import re
from typing import Any

NUMEROS_HABILIDAD = (
    "coste_pa",
    "enfriamiento",
    "tier",
    "dano",
    "defensa",
    "golpes",
    "usos",
    "objetivos",
    "desplazamiento",
)
"""Skill fields a hand-written sheet may give as text with their unit: «2 PA», «3 rondas», «TIER 2»."""
_NUMERO_CON_UNIDAD = re.compile(
    r"^\s*(?:tier\s*)?(\d+)\s*(?:pa|rondas?|turnos?|golpes?|usos?|casillas?|objetivos?|acciones|accion|acción|%)?\s*$"
)


def numero(value: Any) -> Any:
    """«2 PA» → 2, «3 rondas» → 3, «TIER 2» → 2; anything else as it is (the model then says what is wrong)."""
    if isinstance(value, str):
        match = _NUMERO_CON_UNIDAD.match(value.lower())
        if match:
            return int(match.group(1))
    return value
