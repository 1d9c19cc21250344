"""Builder check data, fourth round: hand-typed sheets (only the issue's fields, no ``canjes``) for the archetypes
and advantages least covered, each with its problems (field, piece of the message), and where legal the budget
lines (spent, available) and derived values worked out by hand. See test_cuarta_verificacion.py."""

from __future__ import annotations

from typing import Any

HAB = {"Atletismo": 1, "Acrobacias": 1, "Sigilo": 0.5, "Intuición": 0.5, "Medicina": 0.5, "Vehículos": 0.5}
TRES_Y_MEDIO = {"Atletismo": 1, "Acrobacias": 1, "Sigilo": 0.5, "Intuición": 0.5, "Medicina": 0.5}
TRES = {"Atletismo": 1, "Acrobacias": 1, "Sigilo": 0.5, "Intuición": 0.5}
AGUA = "Necesita un elemento para subsistir: agua"


def atr(c: float = 0.5, a: float = 0.5, p: float = 0.5, i: float = 0.5, pr: float = 0.5) -> dict[str, float]:
    return {"corpulencia": c, "agilidad": a, "percepcion": p, "inteligencia": i, "presencia": pr}


def pod(*nombres: str) -> list[dict[str, str]]:
    return [{"nombre": n} for n in nombres]


def hoja(nombre: str, nivel: int = 8, **cambios: Any) -> dict[str, Any]:
    """A hand-typed level-8 sheet: C1 A1, two skills at 1 and four at ½, 3 power points, 2 advantages, 2 maneuvers."""
    datos: dict[str, Any] = {
        "nombre": nombre, "nivel": nivel, "atributos": atr(1, 1, 0.5, 0.5, 0), "habilidades": HAB,
        "poderes": pod("Superfuerza", "Superprotección", "Volar"), "ventajas": ["Excelente atleta", "Pesado"],
        "maniobras": ["Iniciativa mejorada", "Parada"], "complicaciones": ["Identidad secreta"],
    }  # fmt: skip
    datos.update(cambios)
    return datos


Presupuesto = dict[str, tuple[float, float]]
Caso = tuple[dict[str, Any], list[tuple[str, str]], Presupuesto, dict[str, Any]]

# fmt: off
CASOS4: dict[str, Caso] = {
    # Acuático: «Gana la complicación "Necesita un elemento para subsistir: agua". Pierde 1 pto en Ventajas. Gana los
    # superpoderes…»: 2 complications, 1 advantage point; the granted powers cost nothing.
    "acuatico_legal": (
        hoja("Marea", arquetipo="Acuático", ventajas=["Excelente atleta"], complicaciones=[AGUA, "Identidad secreta"]),
        [],
        {"ventajas": (1, 1), "complicaciones": (2, 2), "poderes": (3, 3)},
        {"defensa": 18, "iniciativa": 12},
    ),
    # The granted powers written on the sheet as well (and the complication with its element in brackets) are free.
    "acuatico_lista_sus_poderes_regalados": (
        hoja(
            "Marea",
            arquetipo="Acuático",
            ventajas=["Excelente atleta"],
            poderes=pod(
                "Superfuerza",
                "Superprotección",
                "Volar",
                "Respirar bajo el agua",
                "Supermovimiento: nadar",
                "Supersentidos: ver en condiciones de baja luz",
            ),
            complicaciones=["Necesita un elemento para subsistir (agua)", "Identidad secreta"],
        ),
        [],
        {"poderes": (3, 3)},
        {},
    ),
    "acuatico_dos_ventajas": (
        hoja("Marea", arquetipo="Acuático", complicaciones=[AGUA, "Identidad secreta"]),
        [("ventajas", "suman 2 ptos y solo hay 1")],
        {},
        {},
    ),
    # Bravo: Corpulencia destacable, +1 maneuver, −½ skill; no defence power nor armour: mundane armour 10 + 4 + 2.
    "bravo_legal": (
        hoja(
            "Bravo",
            arquetipo="Bravo",
            poderes=pod("Superfuerza", "Volar", "Supersalto", "Trepar"),
            maniobras=["Iniciativa mejorada", "Parada", "Esquiva"],
            habilidades=TRES_Y_MEDIO,
        ),
        [],
        {"habilidades": (3.5, 3.5), "maniobras": (3, 3)},
        {"defensa": 16, "ataque:Superfuerza": 8},
    ),
    "bravo_sin_corpulencia_destacable": (
        hoja(
            "Bravo",
            arquetipo="Bravo",
            atributos=atr(0.5, 1, 1, 0.5, 0),
            poderes=pod("Superfuerza", "Volar", "Supersalto", "Trepar"),
            maniobras=["Iniciativa mejorada", "Parada", "Esquiva"],
            habilidades=TRES_Y_MEDIO,
        ),
        [("atributos.corpulencia", "Arquetipo Bravo: la Corpulencia debe ser atributo destacable")],
        {},
        {},
    ),
    # Granuja: 1½ in powers, 1½ sacrificed for skills: 3 halves × 1,5 = 4,5 → 8,5 skill points; mundane armour 16.
    "granuja_legal": (
        hoja(
            "Gata",
            arquetipo="Granuja",
            atributos=atr(0.5, 1, 1, 0.5, 0),
            poderes=pod("Volar", "Supersalto"),
            habilidades={
                "Acrobacias": 2,
                "Sigilo": 2,
                "Manos ágiles": 1,
                "Engañar": 1,
                "Atletismo": 0.5,
                "Intuición": 0.5,
                "Percepción visual": 1,
                "Persuasión": 0.5,
            },
        ),
        [],
        {"habilidades": (8.5, 8.5), "poderes": (3, 3)},
        {"defensa": 16, "ataque:sin_armas": 0},
    ),
    # «Debe sacrificar al menos la mitad de sus puntos en superpoderes»: 2 spent, only 1 sacrificed (< 1½).
    "granuja_sacrifica_poco": (
        hoja(
            "Gata",
            arquetipo="Granuja",
            atributos=atr(0.5, 1, 1, 0.5, 0),
            poderes=pod("Volar", "Superfuerza"),
            habilidades={
                "Acrobacias": 2,
                "Sigilo": 2,
                "Manos ágiles": 1,
                "Engañar": 1,
                "Atletismo": 0.5,
                "Intuición": 0.5,
            },
        ),
        [("canjes", "debe sacrificar al menos la mitad")],
        {},
        {},
    ),
    # Inventor: one destacable (Inteligencia), −1 maneuver; Superfuerza with Corpulencia ½: 8 × ½ = 4; 3 languages.
    "inventor_legal": (
        hoja("Chispa", arquetipo="Inventor", atributos=atr(0.5, 0.5, 0.5, 1, 0), maniobras=["Parada"]),
        [],
        {"atributos": (1, 1), "maniobras": (1, 1)},
        {"ataque:Superfuerza": 4, "iniciativa": 4, "lenguajes": 3, "reserva_inventor": 2},
    ),
    "inventor_agilidad_destacable": (
        hoja("Chispa", arquetipo="Inventor", atributos=atr(0.5, 1, 0.5, 1, 0), maniobras=["Parada"]),
        [
            ("atributos", "exactamente 1 atributo destacable"),
            ("atributos.agilidad", "Arquetipo Inventor: solo la Inteligencia puede ser atributo destacable"),
        ],
        {},
        {},
    ),
    # Masa de músculos at level 10: −1 skill point; 10 + 5 + 5 = 20; 4 + Vida extra = 5 PV.
    "masa_de_musculos_legal": (
        hoja(
            "Mole",
            10,
            arquetipo="Masa de músculos",
            poderes=pod("Superfuerza", "Superprotección", "Vida extra"),
            habilidades=TRES,
        ),
        [],
        {"habilidades": (3, 3)},
        {"defensa": 20, "puntos_vida": 5, "ataque:Superfuerza": 10, "puntos_heroe_max": 5},
    ),
    "masa_de_musculos_a_distancia": (
        hoja(
            "Mole",
            10,
            arquetipo="Masa de músculos",
            poderes=pod("Ataque especial a distancia", "Superprotección", "Vida extra"),
            habilidades=TRES,
        ),
        [("poderes[0]", "no puede elegir poderes a distancia"), ("poderes", "«Superfuerza» o «Crecer»")],
        {},
        {},
    ),
    # Mentalista: Inteligencia destacable, −1 maneuver; Escudo mental: mental defence 14 + 4 = 18.
    "mentalista_legal": (
        hoja(
            "Psique",
            arquetipo="Mentalista",
            atributos=atr(0, 0.5, 1, 1, 0.5),
            poderes=pod("Ataque mental a distancia", "Escudo mental"),
            maniobras=["Parada"],
        ),
        [],
        {"maniobras": (1, 1), "poderes": (3, 3)},
        {"defensa": 14, "defensa_mental": 18, "ataque:Ataque mental a distancia": 8, "iniciativa": 4},
    ),
    # Parangón: +1 power, −1 skill, −1 advantage, 2 complications, special equipment limit 8 // 4 − 1 = 1.
    "parangon_legal": (
        hoja(
            "Alfa",
            arquetipo="Parangón",
            poderes=pod("Superfuerza", "Superprotección", "Volar", "Ataque especial a distancia"),
            habilidades=TRES,
            ventajas=["Excelente atleta"],
            complicaciones=["Identidad secreta", "Fácil de provocar"],
        ),
        [],
        {"poderes": (4, 4), "habilidades": (3, 3), "ventajas": (1, 1), "complicaciones": (2, 2), "equipo": (0, 1)},
        {"limite_equipo_especial": 1, "ataque:Ataque especial a distancia": 8},
    ),
    "parangon_una_complicacion_y_dos_equipos": (
        hoja(
            "Alfa",
            arquetipo="Parangón",
            poderes=pod("Superfuerza", "Superprotección", "Volar", "Ataque especial a distancia"),
            habilidades=TRES,
            ventajas=[],
            equipo=[
                {"nombre": "Blaster", "tipo": "especial", "categoria": "arma", "alcance": "distancia"},
                {"nombre": "Escudo", "tipo": "especial", "categoria": "escudo"},
            ],
        ),
        [
            ("ventajas", "suman 2 ptos y solo hay 1"),
            ("complicaciones", "hay que elegir 2 complicaciones"),
            ("equipo", "el máximo es 1"),
        ],
        {},
        {},
    ),
    # Político: +1 advantage, −1 maneuver; Espía's trade: 1½ sacrificed = 3 halves → +1½ skills, +3 advantages.
    "politico_legal": (
        hoja(
            "Senadora",
            arquetipo="Político",
            atributos=atr(0, 0.5, 0.5, 1, 1),
            poderes=pod("Volar", "Supersalto"),
            maniobras=["Parada"],
            ventajas=[
                "Contactos",
                "Influencia en el ayuntamiento",
                "Muy atractivo",
                "Rico",
                "Bien informado",
                "Memoria fotográfica",
            ],
            habilidades={
                "Persuasión": 1,
                "Engañar": 1,
                "Intuición": 1,
                "Investigación": 1,
                "Intimidación": 0.5,
                "Medicina": 0.5,
                "Conocimientos de Historia": 0.5,
            },
        ),
        [],
        {"ventajas": (6, 6), "habilidades": (5.5, 5.5), "maniobras": (1, 1)},
        {"lenguajes": 3, "defensa": 14},
    ),
    "politico_inteligencia_no_desarrollada": (
        hoja(
            "Senadora",
            arquetipo="Político",
            atributos=atr(0.5, 0.5, 1, 0, 1),
            poderes=pod("Volar", "Supersalto"),
            maniobras=["Parada"],
            ventajas=[
                "Contactos",
                "Influencia en el ayuntamiento",
                "Muy atractivo",
                "Rico",
                "Bien informado",
                "Memoria fotográfica",
            ],
            habilidades={
                "Persuasión": 1,
                "Engañar": 1,
                "Intuición": 1,
                "Investigación": 1,
                "Intimidación": 0.5,
                "Medicina": 0.5,
                "Conocimientos de Historia": 0.5,
            },
        ),
        [("atributos.inteligencia", "no puede ser atributo no desarrollado")],
        {},
        {},
    ),
    # Nave espacial «cuesta 2 ptos»: alone it fills the advantages; with Ayudante (2) it is 4 > 2.
    "nave_espacial": (hoja("Piloto", ventajas=["Nave espacial"]), [], {"ventajas": (2, 2)}, {}),
    "nave_y_ayudante": (
        hoja("Piloto", ventajas=["Nave espacial", "Ayudante"]),
        [("ventajas", "suman 4 ptos y solo hay 2")],
        {},
        {},
    ),
    # Lingüista: «gana 8 lenguajes extra»; Inteligencia destacable starts with 3: 11. Initiative ½ × 8 + 4 (Iniciativa mejorada).
    "linguista": (
        hoja("Políglota", atributos=atr(1, 0.5, 0.5, 1, 0), ventajas=["Lingüista", "Contactos"]),
        [],
        {},
        {"lenguajes": 11, "iniciativa": 4 + 4, "ataque:Superfuerza": 8},
    ),
    "sabe_un_poco_de_todo_sin_inteligencia": (
        hoja("Sabelotodo", ventajas=["Sabe un poco de todo", "Contactos"]),
        [("ventajas[0]", "requiere que la Inteligencia sea un atributo destacable")],
        {},
        {},
    ),
    # Explorador: Percepción destacable; +1 Conocimientos de Supervivencia, +1 Sigilo, +1 in a perception skill
    # (4 + 3 = 7 skill points); −1 advantage, −1 maneuver.
    "explorador_legal": (
        hoja(
            "Rastreadora",
            arquetipo="Explorador",
            atributos=atr(1, 0.5, 1, 0.5, 0),
            ventajas=["Excelente atleta"],
            maniobras=["Parada"],
            habilidades={**HAB, "Sigilo": 1.5, "Conocimientos de Supervivencia": 1, "Percepción visual": 1},
        ),
        [],
        {"habilidades": (7, 7), "ventajas": (1, 1), "maniobras": (1, 1)},
        {"iniciativa": 4},
    ),
    # Monstruo: the free «ataque especial cuerpo a cuerpo», «Monstruoso» plus one chosen, −1 advantage.
    "monstruo_legal": (
        hoja(
            "Bestia",
            arquetipo="Monstruo",
            ventajas=["Excelente atleta"],
            complicaciones=["Monstruoso", "Fobia al fuego"],
        ),
        [],
        {"ventajas": (1, 1), "complicaciones": (2, 2), "poderes": (3, 3)},
        {"ataque:Ataque especial cuerpo a cuerpo": 8},
    ),
    # Vida extra and Grande at level 3: ½ × 3 = 1 + 1 + 1 = 3 = the level (the cap); 10 + 1 + 1 = 12; initiative 3 + 4.
    "vida_extra_y_grande_nivel_3": (
        hoja(
            "Grandullón", 3, poderes=pod("Superfuerza", "Vida extra", "Superprotección"), ventajas=["Grande", "Pesado"]
        ),
        [],
        {},
        {"puntos_vida": 3, "defensa": 12, "puntos_heroe_max": 1, "limite_equipo_especial": 0, "iniciativa": 3 + 4},
    ),
}
# fmt: on

# «Ataque penetrante … puede sumarse a un ataque físico, mental o energético»: not to an emotional one; «Uso
# limitado … puede aplicarse a cualquier superpoder» (2 ÷ 3 → 1).
CASOS4["penetrante_en_ataque_emocional"] = (
    hoja("Orador", atributos=atr(0, 0.5, 0.5, 1, 1),
         poderes=[{"nombre": "Ataque emocional a distancia", "modificadores": ["Ataque penetrante"]}]),
    [("poderes[0].modificadores[0]", "no a uno emocional")], {}, {},
)  # fmt: skip
CASOS4["uso_limitado_en_ataque_emocional"] = (
    hoja("Orador", atributos=atr(0, 0.5, 0.5, 1, 1),
         poderes=[{"nombre": "Ataque emocional a distancia", "modificadores": ["Uso limitado"]}, {"nombre": "Volar"},
                  {"nombre": "Supersalto"}, {"nombre": "Trepar"}]),
    [], {"poderes": (3, 3)}, {"ataque:Ataque emocional a distancia": 8},
)  # fmt: skip
