"""UMH's spelling tables: folded written name → canonical name, each entry named by docs/reglas/umh.md.

:data:`TABLAS` holds every alternative name by what it names (the sheet's keys, a skill's, an effect's, the índoles,
the actions and fields of a step...); next to it, the canonical sets the readings check against: the step's action
ids, the defensive variations, the skill fields written with their unit, the effect types named from a catalogue
and the sub-kinds of an índole family. Plain data: this module imports nothing.
"""

from __future__ import annotations

TABLAS: dict[str, dict[str, str]] = {
    "claves_ficha": {
        "vitalidad": "vit",
        "reflejos": "ref",
        "velocidad": "vel",
        "voluntad": "vol",
        "fuerza": "fue",
        "res": "resistencias",
        "resistencia": "resistencias",
        "inmunidad": "inmunidades",
        "escudo_mental": "escudos_mentales",
        "reduccion": "reducciones",
        "vigor": "puntos_vigor",
        "tier": "tiers",
        "tier_stats": "tiers",
        "extremidades": "extremidades_movimiento",
        "reserva": "en_reserva",
        "fuera_de_combate": "en_reserva",
        "fuera_del_combate": "en_reserva",
        "fisionomia_ignifuga": "ignifugo",
        "fisionomia_aislante": "aislante",
        "metodos_de_deteccion": "deteccion",
    },
    "grupos_de_stats": {
        "atributos": "stats",
        "estadisticas": "stats",
        "caracteristicas": "stats",
    },
    "claves_habilidad": {
        "coste": "coste_pa",
        "pa": "coste_pa",
        "coste_de_pa": "coste_pa",
        "tr": "enfriamiento",
        "cd": "enfriamiento",
        "indole": "indoles",
        "resistencia": "defensa",
        "valor_defensa": "defensa",
        "combo": "golpes",
        "ignorar_defensas": "ignora",
        "atravesar_defensas": "perfora",
        "efecto": "efectos",
        "rango": "alcance",
        "area_de_efecto": "area",
        "usa_arma": "con_arma",
        "requisitos": "requiere",
        "necesita": "requiere",
        "depende_de": "objeto",
        "velocidad": "desplazamiento",
        "velocidad_consumida": "desplazamiento",
        "consumo_de_velocidad": "desplazamiento",
        "coste_de_velocidad": "desplazamiento",
    },
    "claves_arma": {"valor": "arma", "clasificacion": "clase"},
    "claves_efecto": {"dano": "cantidad", "acciones": "duracion"},
    "claves_area": {"radio": "tamano"},
    "valor_porcentaje": {"valor": "porcentaje"},
    "valor_cantidad": {"valor": "cantidad"},
    "pasivas": {"ignora_resistencias": "ignora", "atraviesa_resistencias": "perfora"},
    "efectos_abreviados": {
        "control": "control",
        "control_de_masas": "control",
        "estado": "estado",
        "estados": "estado",
        "estado_alterado": "estado",
        "indirecto": "indirecto",
        "dano_indirecto": "indirecto",
        "colision": "colision",
        "potenciador": "potenciador",
        "aumento": "aumento",
        "reduccion": "reduccion",
        "curacion": "curacion",
        "cura": "curacion",
    },
    "indoles": {
        "magmatica": "ignea",
        "fuego": "ignea",
        "agua": "acuatica",
        "luz": "luminica",
        "oscuridad": "oscura",
        "electricidad": "electrica",
        "sonido": "sonora",
        "infernal": "fuego_infernal",
    },
    "variaciones": {"interna": "defensa_interna", "externa": "defensa_externa"},
    "posiciones": {"levitadora": "alzada"},
    "areas": {"area": "area_simple", "area_sobre_el_usuario": "sobre_el_usuario", "area_especial": "especial"},
    "alcances": {"cuerpo_a_cuerpo": "contacto"},
    "estados": {"veneno": "envenenamiento", "paralizado": "paralisis"},
    "tipos_de_efecto": {"dano_indirecto": "indirecto", "control_de_masas": "control", "estado_alterado": "estado"},
    "acciones": {
        "pt": "paso_turno",
        "paso_de_turno": "paso_turno",
        "usar_habilidad": "habilidad",
        "usar": "habilidad",
        "atacar": "habilidad",
        "ataque": "habilidad",
        "ofensiva": "habilidad",
        "suplementaria": "habilidad",
        "moverse": "desplazarse",
        "equiparse": "equipar",
        "reequipar": "equipar",
        "huida": "huir",
        "pacto": "pactar",
        "efecto_post_combate": "post_combate",
    },
    "campos_del_paso": {
        "poder": "habilidad",
        "nombre": "habilidad",
        "reaccion": "respuesta",
        "defensa": "respuesta",
        "choca_con": "colision_con",
        "colisiona_con": "colision_con",
    },
    "claves_respuesta": {
        "poder": "habilidad",
        "reaccion": "habilidad",
        "defensa": "habilidad",
        "variacion": "habilidad",
    },
    "respuestas": {"recibir": "ninguna"},
}
"""UMH's alternative names, by what they name."""

ACCIONES = frozenset(
    {
        "habilidad",
        "paso_turno",
        "pasar",
        "desplazarse",
        "irrumpir",
        "llamada_de_auxilio",
        "huir",
        "levantarse",
        "pactar",
        "equipar",
        "post_combate",
    }
)
"""The canonical ``accion`` ids of a UMH step (docs/reglas/umh.md «Pasos»)."""
VARIACIONES = frozenset(
    {"evasion", "anticipacion", "anulacion", "contraataque", "reflexion", "defensa_interna", "defensa_externa"}
)
"""8.2 - the defensive variations."""
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
NOMBRES_DE_CATALOGO = frozenset({"indirecto", "control", "estado", "posicion", "colision"})
"""Effect types whose ``nombre`` is a catalogue id (11.3, 11.4, 11.5, 10.2), not a skill name."""
SUBINDOLES = {
    "elemental": ("luminica", "oscura", "acuatica", "ignea", "electrica"),
    "energetica": ("psionica", "sonora"),
}
"""7.1.1 - «Elemental» with its sub-kinds (7.1.1.2–7.1.1.6) and the subdivisions of «Energética»."""
