"""Builder check data, third round: the archetypes' trades (replace or add), and archetypes and advantages the first
cases touch lightly (Cambiante, Líder, Escolar, Tecnificado, Grande, Inspirar a otros). See test_tercera_verificacion.py."""

from __future__ import annotations

from typing import Any

from tests.core.rulesets.epic20.casos_generales import HAB, atr, especial, hab, hoja, pod

NORMALES = ["canjes_normales"]
CARGUERO = {"nombre": "Carguero ligero", "tipo": "especial", "para_nave": True}
BLASTER = {"nombre": "Blaster", "tipo": "especial", "categoria": "arma", "alcance": "distancia"}

CASOS3: dict[str, tuple[dict[str, Any], list[tuple[str, str]]]] = {
    # Espía: «Por cada ½ punto de superpoder que se sacrifica gana 1/2 pto en habilidades y 1 ventaja»: every
    # sacrificed half point gives that, so the normal «2 maniobras» trade is not there. 1½ spent + 1 + ½ = 3.
    "espia_canje_normal_rechazado": (
        hoja(
            arquetipo="Espía",
            atributos=atr(percepcion=1, agilidad=1, presencia=0),
            poderes=pod("Volar", "Supersalto"),
            canjes={"espia": 1, "maniobras": 0.5},
        ),
        [("canjes.maniobras", "canjes_normales")],
    ),
    # With the house-rule option the normal trade adds: ½ → 2 maneuvers (2 + 2 = 4); espia 1 → +1 skill, +2 advantages.
    "espia_canje_normal_con_opcion": (
        hoja(
            arquetipo="Espía",
            atributos=atr(percepcion=1, agilidad=1, presencia=0),
            poderes=pod("Volar", "Supersalto"),
            canjes={"espia": 1, "maniobras": 0.5},
            opciones_arquetipo=NORMALES,
            maniobras=["Iniciativa mejorada", "Parada", "Esquiva", "Aturdir"],
        ),
        [],
    ),
    # Without ``canjes`` the 1½ unspent points can only become «½ habilidad + 1 ventaja»: 4 maneuvers > 2.
    "espia_maniobras_sin_canje_posible": (
        hoja(
            arquetipo="Espía",
            atributos=atr(percepcion=1, agilidad=1, presencia=0),
            poderes=pod("Volar", "Supersalto"),
            maniobras=["Iniciativa mejorada", "Parada", "Esquiva", "Aturdir"],
        ),
        [("maniobras", "solo se pueden elegir 2")],
    ),
    # Armero: the ventajas its trade gives are «a usar únicamente en nave espacial o equipo … o ayudante»; a third
    # general advantage (Contactos) has no trade to pay it, so no deduced trade covers the sheet and each pool
    # reports its own overspend: skills 5 > 4, advantages 3 + 2 (equipment) = 5 > 2. Volar + Supersalto 1½, 1½ unspent.
    "armero_ventaja_general_sin_canje": (
        hoja(
            arquetipo="Armero",
            atributos=atr(agilidad=1, inteligencia=1, presencia=0),
            poderes=pod("Volar", "Supersalto"),
            habilidades=hab(("Tecnología Hardware", 1)),
            ventajas=["Pesado", "Excelente piloto", "Contactos"],
            equipo=especial(2),
            maniobras=["Parada"],
            complicaciones=["Identidad secreta", "Odio hacia los robots"],
        ),
        [("habilidades", "no alcanzan para canjear"), ("ventajas", "suman 5 ptos y solo hay 2")],
    ),
    # Same with the option and explicit trades: armero 1 → +1 skill, +2 equipment points; ventajas ½ → +1 general.
    # General 3 ≤ 2 + 1; general + equipment 3 + 2 = 5 ≤ 3 + 2; skills 4 + 1 = 5; special 2 ≤ 8/4 + 1.
    "armero_ventaja_general_con_opcion": (
        hoja(
            arquetipo="Armero",
            atributos=atr(agilidad=1, inteligencia=1, presencia=0),
            poderes=pod("Volar", "Supersalto"),
            habilidades=hab(("Tecnología Hardware", 1)),
            ventajas=["Pesado", "Excelente piloto", "Contactos"],
            equipo=especial(2),
            maniobras=["Parada"],
            complicaciones=["Identidad secreta", "Odio hacia los robots"],
            canjes={"armero": 1, "ventajas": 0.5},
            opciones_arquetipo=NORMALES,
        ),
        [],
    ),
    # Soldado: «Como Armero pero lo que gana no son 1/2 pto en habilidades, sino 1 maniobra»: no skill trade.
    "soldado_canje_habilidades_rechazado": (
        hoja(
            arquetipo="Soldado",
            poderes=pod("Volar", "Supersalto"),
            habilidades={**HAB, "Vehículos": 0},
            ventajas=["Pesado", "Excelente piloto"],
            equipo=especial(2),
            maniobras=["Parada", "Esquiva", "Aturdir", "Tumbar"],
            complicaciones=["Identidad secreta", "Secreto oscuro"],
            canjes={"soldado": 1, "habilidades": 0.5},
        ),
        [("canjes.habilidades", "canjes_normales")],
    ),
    # Vigilante: «Cada ½ punto que se sacrifica de poderes concede 1 maniobra de combate y 1 ventaja»: Volar costs 2
    # (doubled), 1 pto left = 2 halves = 2 maneuvers at most; 5 maneuvers need 3 more.
    "vigilante_cinco_maniobras": (
        hoja(
            arquetipo="Vigilante",
            poderes=pod("Volar"),
            maniobras=["Parada", "Esquiva", "Aturdir", "Tumbar", "Desarmar"],
        ),
        [("maniobras", "solo se pueden elegir 2")],
    ),
    # With «canjes_normales»: ½ → 2 maneuvers (normal) and ½ → 1 maneuver + 1 advantage: 2 + 3 = 5.
    "vigilante_cinco_maniobras_con_opcion": (
        hoja(
            arquetipo="Vigilante",
            poderes=pod("Volar"),
            maniobras=["Parada", "Esquiva", "Aturdir", "Tumbar", "Desarmar"],
            opciones_arquetipo=NORMALES,
        ),
        [],
    ),
    # The option belongs to the five archetypes whose trade replaces the normal ones, not to Experto.
    "experto_sin_opcion_canjes_normales": (
        hoja(
            arquetipo="Experto",
            atributos=atr(inteligencia=1, agilidad=1, presencia=0),
            poderes=pod("Volar", "Supersalto"),
            habilidades=hab(
                ("Investigación", 2), ("Medicina", 2), ("Tecnología Hardware", 2), ("Tecnología Software", 0.5)
            ),
            opciones_arquetipo=NORMALES,
        ),
        [("opciones_arquetipo[0]", "no tiene la opción «canjes_normales»")],
    ),
    # Líder: «Pierde un punto en superpoderes. Gana 4 ventajas»: 2 ptos of powers, 6 advantages; a 7th is too many.
    "lider_siete_ventajas": (
        hoja(
            arquetipo="Líder",
            atributos=atr(corpulencia=1, presencia=1, agilidad=0),
            poderes=pod("Superfuerza", "Volar"),
            ventajas=[
                "Excelente atleta",
                "Pesado",
                "Contactos",
                "Fascinar",
                "Memoria fotográfica",
                "Empatía animal",
                "Entrar en trance",
            ],
        ),
        [("ventajas", "solo hay 6")],
    ),
    "lider_seis_ventajas": (
        hoja(
            arquetipo="Líder",
            atributos=atr(corpulencia=1, presencia=1, agilidad=0),
            poderes=pod("Superfuerza", "Volar"),
            ventajas=["Excelente atleta", "Pesado", "Contactos", "Fascinar", "Memoria fotográfica", "Empatía animal"],
        ),
        [],
    ),
    # Escolar: «Pierde 2 maniobras de combate» (2 - 2 = 0) and «La Corpulencia debe ser un atributo no desarrollado».
    # «Pierde 1 pto de superpoderes»: Superfuerza + Volar spend the 2 left, so no trade pays the maneuver.
    "escolar_con_maniobra_y_corpulencia": (
        hoja(
            arquetipo="Escolar",
            atributos=atr(inteligencia=1, corpulencia=1, agilidad=0),
            poderes=pod("Superfuerza", "Volar"),
            habilidades=hab(("Investigación", 2), ("Medicina", 1.5)),
            maniobras=["Parada"],
        ),
        [
            ("atributos.corpulencia", "debe ser atributo no desarrollado"),
            ("maniobras", "solo se pueden elegir 0"),
        ],
    ),
    # Tecnificado: «Añade la complicación "forma sin superpoderes". Gana 1/2 puntos en superpoderes»: 3½ of powers.
    "tecnificado_sin_forma": (
        hoja(arquetipo="Tecnificado", poderes=pod("Superfuerza", "Superprotección", "Volar", "Supersalto")),
        [("complicaciones", "hay que elegir 2"), ("complicaciones", "forma sin superpoderes")],
    ),
    # LISTA DE VENTAJAS: «Grande … Requiere que Corpulencia sea un atributo destacable»; «Inspirar a otros … La
    # Presencia debe ser un atributo destacable».
    "grande_e_inspirar_sin_atributos": (
        hoja(atributos=atr(agilidad=1, percepcion=1, corpulencia=0), ventajas=["Grande", "Inspirar a otros"]),
        [("ventajas[0]", "Corpulencia"), ("ventajas[1]", "Presencia")],
    ),
    # Nave espacial: «El jugador puede comprar equipo especial para la nave espacial, que no cuenta para el límite de
    # nivel del equipo especial»; the «carguero ligero» upgrade is «1 pto de equipo adicional». Level 4: limit 1.
    # Advantages 2 (nave) + 1 (carguero) + 1 (blaster) = 4 = 2 + the 1 unspent power point traded (2 halves → 2).
    "nave_equipo_fuera_del_limite": (
        hoja(
            nivel=4,
            puntos_heroe=2,
            poderes=pod("Superfuerza", "Volar"),
            ventajas=["Nave espacial"],
            equipo=[CARGUERO, BLASTER],
        ),
        [],
    ),
    # The same upgrade not marked for the ship counts against the limit: 2 > 1 takes the whole unspent point, and then
    # nothing pays the advantages (4 > 2): each pool reports its own overspend.
    "nave_equipo_sin_marcar": (
        hoja(
            nivel=4,
            puntos_heroe=2,
            poderes=pod("Superfuerza", "Volar"),
            ventajas=["Nave espacial"],
            equipo=[{**CARGUERO, "para_nave": False}, BLASTER],
        ),
        [("ventajas", "suman 4 ptos y solo hay 2"), ("equipo", "el máximo es 1")],
    ),
    "equipo_para_nave_sin_nave": (
        hoja(nivel=4, puntos_heroe=2, ventajas=[], equipo=[CARGUERO, BLASTER]),
        [("equipo[0]", "no tiene la ventaja «Nave espacial»")],
    ),
}
