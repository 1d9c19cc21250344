"""Builder check data: a legal and an illegal starting hero for every archetype (see test_constructor_verificado.py)."""

from __future__ import annotations

from typing import Any

from tests.core.rulesets.epic20.casos_generales import HAB, atr, especial, hab, hoja, pod

ARQ: dict[str, tuple[dict[str, Any], list[tuple[str, str]]]] = {
    # Artista Marcial: pierde 1 ventaja; ½ pto → 3 maniobras; sacrifica ≥ 1½; «luchar sin armas» gratis.
    "artista_legal": (
        hoja(
            arquetipo="Artista Marcial",
            poderes=pod("Ataque especial cuerpo a cuerpo", "Supersalto"),
            ventajas=["Pesado"],
            maniobras=["Lucha sin armas", "Parada", "Esquiva", "Aturdir", "Tumbar", "Desarmar"],
        ),
        [],
    ),
    # Superprotección costs 2 (doubled) + Volar 1 = 3: nothing sacrificed; Agilidad 0; 2 ventajas > 1.
    "artista_ilegal": (
        hoja(
            arquetipo="Artista Marcial",
            atributos=atr(corpulencia=1, presencia=1, agilidad=0),
            poderes=pod("Superprotección", "Volar"),
        ),
        [
            ("atributos.agilidad", "no puede ser atributo no desarrollado"),
            ("canjes", "debe sacrificar al menos la mitad"),
            ("ventajas", "solo hay 1"),
        ],
    ),
    # Inventor: 1 destacable, la Inteligencia; pierde 1 maniobra.
    "inventor_legal": (
        hoja(arquetipo="Inventor", atributos=atr(inteligencia=1, corpulencia=0), maniobras=["Parada"]),
        [],
    ),
    "inventor_ilegal": (
        hoja(arquetipo="Inventor", atributos=atr(inteligencia=1, agilidad=1, corpulencia=0)),
        [
            ("atributos", "exactamente 1 atributo destacable"),
            ("atributos.agilidad", "solo la Inteligencia"),
            ("maniobras", "solo se pueden elegir 1"),
        ],
    ),
    # Experto: ½ pto en habilidades → 2 ptos; 1½ sacrificados → 4 + 6 = 10.
    "experto_legal": (
        hoja(
            arquetipo="Experto",
            atributos=atr(inteligencia=1, agilidad=1, presencia=0),
            poderes=pod("Volar", "Supersalto"),
            habilidades=hab(
                ("Investigación", 2), ("Medicina", 2), ("Tecnología Hardware", 2), ("Tecnología Software", 0.5)
            ),
        ),
        [],
    ),
    "experto_ilegal": (
        hoja(
            arquetipo="Experto",
            atributos=atr(inteligencia=1, agilidad=1, presencia=0),
            poderes=pod("Volar", "Superprotección"),
            habilidades=hab(
                ("Investigación", 2), ("Medicina", 2), ("Tecnología Hardware", 2), ("Tecnología Software", 0.5)
            ),
        ),
        [("habilidades", "solo hay 4"), ("canjes", "debe sacrificar al menos la mitad")],
    ),
    # Espía: ½ pto → ½ habilidad + 1 ventaja; 1½ → 1½ habilidades y 3 ventajas.
    "espia_legal": (
        hoja(
            arquetipo="Espía",
            atributos=atr(percepcion=1, agilidad=1, presencia=0),
            poderes=pod("Volar", "Supersalto"),
            habilidades=hab(("Investigación", 1.5)),
            ventajas=["Pesado", "Contactos", "Fascinar", "Ric@", "Memoria fotográfica"],
        ),
        [],
    ),
    "espia_ilegal": (
        hoja(arquetipo="Espía", poderes=pod("Volar", "Supersalto")),
        [("atributos", "Inteligencia, Presencia o Percepción")],
    ),
    # Político: Presencia destacable, Inteligencia no 0, +1 ventaja, -1 maniobra, sacrifica la mitad.
    "politico_legal": (
        hoja(
            arquetipo="Político",
            atributos=atr(presencia=1, agilidad=1, corpulencia=0),
            poderes=pod("Volar", "Supersalto"),
            ventajas=["Pesado", "Contactos", "Fascinar"],
            maniobras=["Parada"],
        ),
        [],
    ),
    "politico_ilegal": (
        hoja(
            arquetipo="Político",
            atributos=atr(agilidad=1, percepcion=1, inteligencia=0),
            poderes=pod("Volar", "Supersalto"),
            ventajas=["Pesado", "Contactos", "Fascinar"],
            maniobras=["Parada"],
        ),
        [
            ("atributos.presencia", "debe ser atributo destacable"),
            ("atributos.inteligencia", "no puede ser atributo no desarrollado"),
        ],
    ),
    # Androide: soporte vital gratis; no Presencia destacable; táser + 1 extra + la inicial = 3.
    "androide_legal": (
        hoja(
            arquetipo="Androide",
            poderes=pod("Soporte vital", "Soporte vital en el vacío", "Superfuerza", "Superprotección", "Volar"),
            complicaciones=["Vulnerabilidad a táser", "Identidad secreta", "Fobia: el agua"],
        ),
        [],
    ),
    "androide_ilegal": (
        hoja(arquetipo="Androide", atributos=atr(presencia=1, corpulencia=1, agilidad=0)),
        [
            ("atributos.presencia", "no puede ser atributo destacable"),
            ("complicaciones", "hay que elegir 3"),
            ("complicaciones", "vulnerabilidad a táser"),
        ],
    ),
    # Vigilante: poderes al doble; ½ pto → 1 maniobra + 1 ventaja o 1 habilidad + 1 ventaja; sin equipo especial.
    "vigilante_legal": (
        hoja(
            arquetipo="Vigilante",
            poderes=pod("Volar"),
            habilidades=hab(("Investigación", 1)),
            ventajas=["Pesado", "Contactos", "Fascinar", "Excelente atleta"],
            maniobras=["Parada", "Esquiva", "Aturdir"],
        ),
        [],
    ),
    "vigilante_ilegal": (
        hoja(arquetipo="Vigilante", poderes=pod("Volar", "Superprotección"), ventajas=["Pesado"], equipo=especial(1)),
        [("poderes", "suman 4"), ("equipo[0]", "no puede adquirir equipo especial")],
    ),
    # Parangón: 4 ptos de poder, 3 de habilidad, 1 ventaja, 2 complicaciones, límite de equipo -1.
    "parangon_legal": (
        hoja(
            arquetipo="Parangón",
            poderes=pod("Superfuerza", "Superprotección", "Volar", "Superesquiva"),
            habilidades={"Atletismo": 1, "Acrobacias": 1, "Sigilo": 0.5, "Intuición": 0.5},
            ventajas=["Pesado"],
            complicaciones=["Identidad secreta", "Fácil de provocar"],
        ),
        [],
    ),
    "parangon_ilegal": (
        hoja(
            arquetipo="Parangón",
            poderes=pod("Superfuerza", "Superprotección", "Volar", "Superesquiva"),
            habilidades={"Atletismo": 1, "Acrobacias": 1, "Sigilo": 0.5, "Intuición": 0.5},
            ventajas=[],
            equipo=especial(2),
        ),
        [("complicaciones", "hay que elegir 2"), ("equipo", "el máximo es 1"), ("ventajas", "solo hay 1")],
    ),
    # Masa de músculos: Corpulencia destacable, Superfuerza o Crecer, -1 habilidad, sin poderes a distancia.
    "masa_legal": (
        hoja(
            arquetipo="Masa de músculos",
            poderes=pod("Crecer", "Superprotección", "Supersalto", "Trepar"),
            habilidades={"Atletismo": 1, "Intimidación": 1, "Intuición": 0.5, "Sigilo": 0.5},
        ),
        [],
    ),
    "masa_ilegal": (
        hoja(
            arquetipo="Masa de músculos",
            atributos=atr(agilidad=1, percepcion=1, presencia=0),
            poderes=pod("Ataque especial a distancia", "Superprotección", "Volar"),
            habilidades={"Atletismo": 1, "Intimidación": 1, "Intuición": 0.5, "Sigilo": 0.5},
        ),
        [
            ("atributos.corpulencia", "debe ser atributo destacable"),
            ("poderes[0]", "a distancia"),
            ("poderes", "«Superfuerza» o «Crecer»"),
        ],
    ),
    # Mentalista: Inteligencia destacable, -1 maniobra, telepatía gratis.
    "mentalista_legal": (
        hoja(
            arquetipo="Mentalista",
            atributos=atr(inteligencia=1, agilidad=1, presencia=0),
            poderes=pod("Comunicarse con telepatía", "Ataque mental a distancia", "Escudo mental"),
            maniobras=["Parada"],
        ),
        [],
    ),
    "mentalista_ilegal": (
        hoja(arquetipo="Mentalista", poderes=pod("Ataque mental a distancia", "Escudo mental")),
        [("atributos.inteligencia", "debe ser atributo destacable"), ("maniobras", "solo se pueden elegir 1")],
    ),
    # Energizado: obligado a tener ataque especial cuerpo a cuerpo, -1 ventaja.
    "energizado_legal": (
        hoja(
            arquetipo="Energizado",
            poderes=pod("Ataque especial cuerpo a cuerpo", "Superprotección", "Volar", "Supersalto"),
            ventajas=["Pesado"],
        ),
        [],
    ),
    "energizado_ilegal": (
        hoja(arquetipo="Energizado", ventajas=["Pesado"]),
        [("poderes", "«Ataque especial cuerpo a cuerpo»")],
    ),
    # Velocista: Agilidad destacable, supermovimiento gratis, -1 ventaja.
    "velocista_legal": (
        hoja(
            arquetipo="Velocista",
            ventajas=["Pesado"],
            poderes=[
                {"nombre": "Supermovimiento", "detalle": "correr"},
                {"nombre": "Superfuerza"},
                {"nombre": "Superprotección"},
                {"nombre": "Volar"},
            ],
        ),
        [],
    ),
    # The archetype's text writes «Supermovimiento: correr» (free); «penetrante» +½: 1 + (1 + ½) + ½ = 3.
    "velocista_nombres_del_texto": (
        hoja(
            arquetipo="Velocista",
            ventajas=["Pesado"],
            poderes=[
                "Supermovimiento: correr",
                {"nombre": "superfuerza"},
                {"nombre": "Ataque especial a distancia", "penetrante": True},
                {"nombre": "Supersalto"},
            ],
        ),
        [],
    ),
    "velocista_ilegal": (
        hoja(
            arquetipo="Velocista",
            atributos=atr(corpulencia=1, percepcion=1, presencia=0),
            ventajas=["Pesado", "Contactos"],
        ),
        [("atributos.agilidad", "debe ser atributo destacable"), ("ventajas", "solo hay 1")],
    ),
    # Monstruo: ataque cuerpo a cuerpo gratis, «Monstruoso» además de otra, -1 ventaja.
    "monstruo_legal": (
        hoja(
            arquetipo="Monstruo",
            ventajas=["Pesado"],
            poderes=pod("Ataque especial cuerpo a cuerpo", "Superfuerza", "Superprotección", "Volar"),
            complicaciones=["Monstruoso", "Fácil de provocar"],
        ),
        [],
    ),
    "monstruo_ilegal": (
        hoja(arquetipo="Monstruo", ventajas=["Pesado"], complicaciones=["Monstruoso"]),
        [("complicaciones", "hay que elegir 2")],
    ),
    # Cambiante: +½ pto para un poder de aspecto, «Llamativo», -1 ventaja.
    "cambiante_legal": (
        hoja(
            arquetipo="Cambiante",
            ventajas=["Pesado"],
            poderes=pod("Cambiar de apariencia", "Superfuerza", "Volar", "Supersalto"),
            complicaciones=["Llamativo", "Identidad secreta"],
        ),
        [],
    ),
    "cambiante_ilegal": (
        hoja(
            arquetipo="Cambiante",
            ventajas=["Pesado"],
            poderes=pod("Superprotección", "Superfuerza", "Volar", "Supersalto"),
            complicaciones=["Identidad secreta"],
        ),
        [("poderes", "aspecto físico"), ("complicaciones", "hay que elegir 2"), ("complicaciones", "«Llamativo»")],
    ),
    # Mago: +1 pto de poder, Inteligencia destacable.
    "mago_legal": (
        hoja(
            arquetipo="Mago",
            atributos=atr(inteligencia=1, agilidad=1, presencia=0),
            poderes=pod("Ataque especial a distancia", "Superprotección", "Teleportarse", "Supersalto"),
        ),
        [],
    ),
    "mago_ilegal": (
        hoja(arquetipo="Mago", poderes=pod("Ataque especial a distancia", "Superprotección", "Volar", "Teleportarse")),
        [("atributos.inteligencia", "debe ser atributo destacable"), ("poderes", "suman 4½")],
    ),
    # Tecnificado: +½ pto de poder, «Forma sin superpoderes».
    "tecnificado_legal": (
        hoja(
            arquetipo="Tecnificado",
            poderes=pod("Superfuerza", "Superprotección", "Volar", "Trepar"),
            complicaciones=["Forma sin superpoderes", "Secreto oscuro"],
        ),
        [],
    ),
    "tecnificado_ilegal": (
        hoja(arquetipo="Tecnificado", poderes=pod("Superfuerza", "Superprotección", "Volar", "Trepar")),
        [("complicaciones", "hay que elegir 2"), ("complicaciones", "«Forma sin superpoderes»")],
    ),
    # Dios: «Inmunidad a la edad» y «Difícil de matar» gratis, una complicación más.
    "dios_legal": (
        hoja(
            arquetipo="Dios",
            ventajas=["Duro de matar", "Pesado", "Excelente atleta"],
            poderes=pod("Inmunidad a la edad", "Superfuerza", "Superprotección", "Volar"),
            complicaciones=["Identidad secreta", "Sentido del honor estricto"],
        ),
        [],
    ),
    "dios_ilegal": (hoja(arquetipo="Dios"), [("complicaciones", "hay que elegir 2")]),
    # Armero: ½ pto → ½ habilidad + 1 pto de ventaja de equipo; sacrifica la mitad; límite +1; -1 maniobra; +1 complic.
    "armero_legal": (
        hoja(
            arquetipo="Armero",
            atributos=atr(agilidad=1, inteligencia=1, presencia=0),
            poderes=pod("Volar", "Supersalto"),
            habilidades=hab(("Tecnología Hardware", 1.5)),
            ventajas=["Pesado", "Excelente piloto"],
            equipo=especial(3),
            maniobras=["Parada"],
            complicaciones=["Identidad secreta", "Odio hacia los robots"],
        ),
        [],
    ),
    "armero_ilegal": (
        hoja(
            arquetipo="Armero",
            atributos=atr(corpulencia=1, percepcion=1, presencia=0),
            equipo=especial(3),
            ventajas=[],
            complicaciones=["Identidad secreta", "Secreto oscuro"],
        ),
        [
            ("atributos", "Agilidad o Inteligencia"),
            ("canjes", "debe sacrificar al menos la mitad"),
            ("maniobras", "solo se pueden elegir 1"),
            ("ventajas", "suman 3"),
        ],
    ),
    # Soldado: ½ pto → 1 maniobra + 1 pto de ventaja de equipo; -½ habilidad; sin perder maniobra.
    "soldado_legal": (
        hoja(
            arquetipo="Soldado",
            poderes=pod("Volar", "Supersalto"),
            habilidades={**HAB, "Vehículos": 0},
            ventajas=["Pesado", "Excelente piloto"],
            equipo=especial(3),
            maniobras=["Parada", "Esquiva", "Aturdir", "Tumbar", "Desarmar"],
            complicaciones=["Identidad secreta", "Secreto oscuro"],
        ),
        [],
    ),
    # Every power point spent: nothing sacrificed and the 4th skill point cannot be paid by a trade.
    "soldado_ilegal": (
        hoja(
            arquetipo="Soldado",
            atributos=atr(inteligencia=1, percepcion=1, corpulencia=0),
            ventajas=["Pesado", "Excelente piloto"],
            complicaciones=["Identidad secreta", "Secreto oscuro"],
        ),
        [
            ("atributos", "Corpulencia o Agilidad"),
            ("canjes", "debe sacrificar al menos la mitad"),
            ("habilidades", "solo hay 3½"),
        ],
    ),
    # Acuático: «Necesita un elemento para subsistir: agua», -1 ventaja, tres poderes gratis.
    "acuatico_legal": (
        hoja(
            arquetipo="Acuático",
            ventajas=["Pesado"],
            poderes=[
                {"nombre": "Respirar bajo el agua"},
                {"nombre": "Supermovimiento", "detalle": "nadar"},
                {"nombre": "Supersentidos", "detalle": "ver en condiciones de baja luz"},
                {"nombre": "Superfuerza"},
                {"nombre": "Superprotección"},
                {"nombre": "Volar"},
            ],
            complicaciones=["Necesita un elemento para subsistir (agua)", "Identidad secreta"],
        ),
        [],
    ),
    "acuatico_ilegal": (
        hoja(arquetipo="Acuático"),
        [("complicaciones", "hay que elegir 2"), ("complicaciones", "subsistir: agua"), ("ventajas", "solo hay 1")],
    ),
    # Líder: -1 pto de poder, +4 ventajas, Inteligencia o Presencia destacable y ninguna de las dos a 0.
    "lider_legal": (
        hoja(
            arquetipo="Líder",
            atributos=atr(presencia=1, agilidad=1, corpulencia=0),
            poderes=pod("Superprotección", "Volar"),
            ventajas=["Pesado", "Contactos", "Fascinar", "Inspirar a otros", "Ric@", "Bien informado"],
        ),
        [],
    ),
    "lider_ilegal": (
        hoja(arquetipo="Líder"),
        [
            ("atributos", "Inteligencia o Presencia"),
            ("atributos.presencia", "no puede ser atributo no desarrollado"),
            ("poderes", "solo hay 2"),
        ],
    ),
    # Bravo: Corpulencia destacable, +1 maniobra, -½ habilidad.
    "bravo_legal": (
        hoja(
            arquetipo="Bravo",
            habilidades={**HAB, "Vehículos": 0},
            maniobras=["Iniciativa mejorada", "Parada", "Esquiva"],
        ),
        [],
    ),
    "bravo_ilegal": (
        hoja(arquetipo="Bravo", atributos=atr(agilidad=1, percepcion=1, corpulencia=0)),
        [("atributos.corpulencia", "debe ser atributo destacable"), ("habilidades", "solo hay 3½")],
    ),
    # Granuja: ½ pto en habilidades → 1½; sacrifica la mitad; Agilidad destacable, Inteligencia no 0.
    "granuja_legal": (
        hoja(
            arquetipo="Granuja",
            poderes=pod("Trepar", "Supersalto"),
            habilidades=hab(("Manos ágiles", 2), ("Engañar", 2), ("Sigilo", 2), ("Persuasión", 0.5)),
        ),
        [],
    ),
    "granuja_ilegal": (
        hoja(
            arquetipo="Granuja",
            atributos=atr(agilidad=1, corpulencia=1, inteligencia=0),
            poderes=pod("Trepar", "Supersalto", "Volar", "Superprotección"),
        ),
        [
            ("atributos.inteligencia", "no puede ser atributo no desarrollado"),
            ("canjes", "debe sacrificar al menos la mitad"),
        ],
    ),
    # Escolar: Inteligencia destacable, Corpulencia 0; tres ventajas gratis; +4 habilidades; 0 maniobras; 2 ptos de poder.
    "escolar_legal": (
        hoja(
            arquetipo="Escolar",
            atributos=atr(inteligencia=1, percepcion=1, corpulencia=0),
            poderes=pod("Leer mentes", "Supersalto"),
            maniobras=[],
            ventajas=["Sabe un poco de todo", "Bien informado", "Lingüista", "Contactos", "Memoria fotográfica"],
            habilidades=hab(("Investigación", 2), ("Estudios de Física", 2)),
        ),
        [],
    ),
    "escolar_ilegal": (
        hoja(arquetipo="Escolar", atributos=atr(inteligencia=1, corpulencia=1, presencia=0)),
        [
            ("atributos.corpulencia", "debe ser atributo no desarrollado"),
            ("poderes", "solo hay 2"),
            ("maniobras", "solo se pueden elegir 0"),
        ],
    ),
    # Explorador: Percepción destacable; +1 en Conocimientos de Supervivencia, Sigilo y una de Percepción; -1 ventaja y
    # -1 maniobra.
    "explorador_legal": (
        hoja(
            arquetipo="Explorador",
            atributos=atr(percepcion=1, agilidad=1, presencia=0),
            habilidades=hab(("Conocimientos de supervivencia", 1), ("Sigilo", 1.5), ("Percepción visual", 1)),
            ventajas=["Seguir rastros"],
            maniobras=["Parada"],
        ),
        [],
    ),
    "explorador_ilegal": (
        hoja(
            arquetipo="Explorador",
            atributos=atr(percepcion=1, agilidad=1, presencia=0),
            ventajas=["Seguir rastros"],
            maniobras=["Parada"],
        ),
        [
            ("habilidades", "Conocimientos de Supervivencia"),
            ("habilidades", "«Sigilo»"),
            ("habilidades", "Percepción visual"),
        ],
    ),
}
