"""The synonym tables for hand-written UMH sheets and steps (read by :mod:`core.rulesets.umh.alias`)."""

from __future__ import annotations

CLAVES_FICHA = {
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
}
"""Sheet keys a reader of the rules may write, and the field they mean."""
GRUPOS_DE_STATS = ("stats", "atributos", "estadisticas", "caracteristicas")
"""Sheet keys under which a reader may group the STATs (``{"stats": {"VIT": 1000, "REF": 3}}``)."""

CLAVES_HABILIDAD = {
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
}
"""Skill keys a reader of the rules may write, and the field they mean."""
CLAVES_ARMA = {
    "valor": "arma",
    "clasificacion": "clase",
}
"""12 - weapon keys: ``{"nombre", "TIER", "ARMA"}`` as a sheet writes them."""


INDOLES = {
    "magmatica": "ignea",
    "fuego": "ignea",
    "agua": "acuatica",
    "luz": "luminica",
    "oscuridad": "oscura",
    "electricidad": "electrica",
    "sonido": "sonora",
    "infernal": "fuego_infernal",
}
VARIACIONES = {
    "interna": "defensa_interna",
    "externa": "defensa_externa",
}
VARIACIONES_VALIDAS = frozenset(
    {"evasion", "anticipacion", "anulacion", "contraataque", "reflexion", "defensa_interna", "defensa_externa"}
)
"""8.2 - the defensive variations (``Variacion`` of the sheet)."""
POSICIONES = {
    "levitadora": "alzada",
}
AREAS = {
    "area": "area_simple",
    "area_sobre_el_usuario": "sobre_el_usuario",
    "area_especial": "especial",
}
"""6.1.1 - the areas by the names the text gives them («Área simple», «Área sobre el usuario», «Cónico»...)."""
ALCANCES = {
    "cuerpo_a_cuerpo": "contacto",
}
"""5.1.1 - Propio, Contacto, Distancia."""
ESTADOS = {
    "veneno": "envenenamiento",
    "paralizado": "paralisis",
}
"""11.3–11.6 - states by the words a reader may use for them."""
TIPOS_DE_EFECTO = {
    "dano_indirecto": "indirecto",
    "control_de_masas": "control",
    "estado_alterado": "estado",
}
"""11.2–11.6, 7.3, 9.4, 2.8, 2.5 - effect types by the names the text gives them."""
EFECTOS_ABREVIADOS = {
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
}
"""Skill fields a reader may use for one of its effects instead of ``efectos`` (the field names the effect type)."""
ACCIONES = {
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
    "post_combate": "post_combate",
    "efecto_post_combate": "post_combate",
}
"""Step ``accion`` synonyms and the action id they mean."""
PASIVAS = {
    "ignora_resistencias": "ignora",
    "atraviesa_resistencias": "perfora",
}
"""9.3.4 - an ignore/pierce that says it also reaches passive resistances (RES)."""
NOMBRES_DE_CATALOGO = frozenset({"indirecto", "control", "estado", "posicion", "colision"})
"""Effect types whose ``nombre`` is a catalogue id (11.3, 11.4, 11.5, 10.2), not a skill name."""
