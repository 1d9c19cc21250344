"""The actions of the rules: their ids and labels, and the groups the rules treat alike."""

from __future__ import annotations

ETIQUETAS: dict[str, str] = {
    "golpe": "Golpe",
    "llave": "Llave",
    "presa": "Presa",
    "poder": "Poder",
    "cosmos": "Cosmos",
    "lanzar_objeto": "Lanzar objeto",
    "percepcion": "Percepción",
    "intervencion_divina": "Intervención divina",
    "septimo_sentido": "Séptimo sentido",
    "concentracion": "Concentración",
    "velocidad_luz": "Velocidad luz",
    "salto": "Salto",
    "combo": "Combo",
    "engano": "Engaño",
    "puntos_vitales": "Puntos vitales",
    "romper": "Romper",
    "fortaleza": "Fortaleza",
    "agilidad": "Agilidad",
    "ultimo_suspiro": "Último suspiro",
    "ayuda": "Ayuda",
    "combo_velocidad_luz": "Combo a velocidad luz",
    "doble_salto": "Doble salto",
    "lanzamiento_sucesivo": "Lanzamiento sucesivo",
    "pasar": "Pasar",
}
"""Every action id of the rules, in their order, with its Spanish label."""
PODER_DE_ACCION = {"llave": "LL", "presa": "P", "combo": "Comb"}
"""The power type of a ``llave``/``presa``/``combo``: a step of one of them that names a power of the
actor of that type is read as that power's use (``core/grafias/caballeros.py``); one that names any
other power is refused."""
CON_OBJETIVO = frozenset(
    {
        "golpe", "llave", "presa", "lanzar_objeto", "percepcion", "velocidad_luz", "salto", "combo", "engano",
        "puntos_vitales", "romper", "combo_velocidad_luz", "doble_salto", "lanzamiento_sucesivo", "ayuda",
    }
)  # fmt: skip
SIMPLES = frozenset({"golpe", "lanzar_objeto", "velocidad_luz", "salto", "doble_salto"})
DEVOLVIBLES = frozenset({"llave", "presa", "puntos_vitales", "romper", "lanzamiento_sucesivo"})
"""Attacks with no defence that a DefDT («todo poder o ataque») still returns."""
BARRERA_ANULA = frozenset({"presa", "llave", "romper", "combo", "combo_velocidad_luz", "lanzamiento_sucesivo"})
UNA_VEZ = {
    "fortaleza": "fortaleza_hecha",
    "agilidad": "agilidad_hecha",
    "lanzamiento_sucesivo": "lanzamiento_hecho",
    "ultimo_suspiro": "ultimo_suspiro_hecho",
    "ayuda": "ayuda_hecha",
    "puntos_vitales": "pv_usado",
}
