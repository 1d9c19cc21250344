"""Builder check: hand-made sheets (only the issue's fixed names) with the problems worked out from the rule text.

Each case is a sheet dict and the exact set of problems expected, as ``(campo, fragment of the message)``.
The arithmetic behind each expectation is in the case's comment, quoting the rule document.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from pydantic import ValidationError

from core.rulesets.epic20 import RULESET
from core.rulesets.epic20.ficha import FichaEpic20
from core.rulesets.epic20.presupuesto import calcular

ATR = {"corpulencia": 1, "agilidad": 1, "percepcion": 0.5, "inteligencia": 0.5, "presencia": 0}
HAB = {"Atletismo": 1, "Acrobacias": 1, "Sigilo": 0.5, "Intuición": 0.5, "Medicina": 0.5, "Vehículos": 0.5}
BASE: dict[str, Any] = {
    "nombre": "Caso",
    "nivel": 8,
    "atributos": ATR,
    "habilidades": HAB,
    "poderes": [{"nombre": "Superfuerza"}, {"nombre": "Superprotección"}, {"nombre": "Volar"}],
    "arquetipo": None,
    "ventajas": ["Excelente atleta", "Pesado"],
    "maniobras": ["Iniciativa mejorada", "Parada"],
    "complicaciones": ["Identidad secreta"],
    "equipo": [],
    "puntos_heroe": 4,
    "esbirro": False,
}


def hoja(**cambios: Any) -> dict[str, Any]:
    return {**BASE, **cambios}


def atr(**valores: float) -> dict[str, float]:
    """Attributes: every one ½ unless given."""
    return {a: valores.get(a, 0.5) for a in ATR}


def pod(*nombres: str) -> list[dict[str, Any]]:
    return [{"nombre": n} for n in nombres]


def hab(*extra: tuple[str, float]) -> dict[str, float]:
    """The base skills (two at 1, four at ½) plus the given ones."""
    return {**HAB, **dict(extra)}


def especial(n: int) -> list[dict[str, Any]]:
    return [{"nombre": f"Artefacto {i}", "tipo": "especial"} for i in range(n)]


def mundano(n: int) -> list[dict[str, Any]]:
    return [{"nombre": f"Cachivache {i}", "tipo": "mundano"} for i in range(n)]


CASOS: dict[str, tuple[dict[str, Any], list[tuple[str, str]]]] = {
    # -- LISTA DE ATRIBUTOS: «Elegir 2 diferentes ... destacables» y «un atributo no desarrollado» ----------
    "base_legal": (hoja(), []),
    "tres_destacables": (
        hoja(atributos=atr(corpulencia=1, agilidad=1, percepcion=1, presencia=0)),
        [("atributos", "2 atributos destacables")],
    ),
    "sin_no_desarrollado": (
        hoja(atributos=atr(corpulencia=1, agilidad=1)),
        [("atributos", "1 atributo no desarrollado")],
    ),
    "dos_no_desarrollados": (
        hoja(atributos=atr(corpulencia=1, agilidad=1, percepcion=0, presencia=0)),
        [("atributos", "1 atributo no desarrollado")],
    ),
    "valor_de_atributo_imposible": (
        hoja(atributos={**ATR, "percepcion": 0.75}),
        [("atributos.percepcion", "0, ½ o 1")],
    ),
    # -- LISTA DE HABILIDADES: «dos habilidades con valor 1 y cuatro habilidades con valor 1/2» ------------
    "habilidad_a_2_en_creacion": (
        hoja(habilidades={"Atletismo": 2, "Sigilo": 0.5, "Intuición": 0.5, "Medicina": 0.5, "Vehículos": 0.5}),
        [("habilidades", "dos habilidades con valor 1")],
    ),
    # 5 ptos and every power point spent (3 of 3): no trade can pay the 5th.
    "habilidades_de_mas": (hoja(habilidades=hab(("Investigación", 1))), [("habilidades", "solo hay 4")]),
    # Without Volar 1 pto is unspent: ½ → 1 pto de habilidad, twice (4 + 2 = 6).
    "canje_por_habilidades": (
        hoja(poderes=pod("Superfuerza", "Superprotección"), habilidades=hab(("Investigación", 1), ("Persuasión", 1))),
        [],
    ),
    "habilidades_con_materia": (
        hoja(
            habilidades={
                **HAB,
                "Vehículos": 0,
                "Estudios de Historia": 0.5,
                "Ejerce de Abogado": 0.5,
                "Medicina": 0,
                "Intuición": 0,
                "Conocimientos de Supervivencia": 0.5,
            }
        ),
        [],
    ),
    "materia_sin_elegir_y_habilidad_inventada": (
        hoja(habilidades={**HAB, "Vehículos": 0, "Medicina": 0, "Conocimientos de": 0.5, "Cocina": 0.5}),
        [("habilidades.Conocimientos de", "necesita su materia"), ("habilidades.Cocina", "no está en la lista")],
    ),
    # -- LISTA DE PODERES: 3 ptos; canjes; modificadores; no en creación -------------------------------------
    "accion_estandar_extra": (
        hoja(poderes=pod("Acción estándar extra")),
        [("poderes[0]", "durante la creación"), ("poderes", "solo hay 3")],
    ),
    "poderes_de_mas": (
        hoja(poderes=pod("Superfuerza", "Superprotección", "Volar", "Supersalto")),
        [("poderes", "solo hay 3")],
    ),
    # ½ pto → 1 ventaja and ½ pto → 2 maniobras (Volar's point).
    "canje_ventaja_y_maniobras": (
        hoja(
            poderes=pod("Superfuerza", "Superprotección"),
            ventajas=["Excelente atleta", "Pesado", "Contactos"],
            maniobras=["Iniciativa mejorada", "Parada", "Esquiva", "Aturdir"],
        ),
        [],
    ),
    # 1 pto de superpoder → 1 pto de equipo especial beyond the limit (level 8: 2) and paid by that point.
    "canje_equipo_especial": (hoja(poderes=pod("Superfuerza", "Superprotección"), ventajas=[], equipo=especial(3)), []),
    "equipo_especial_sobre_el_limite": (
        hoja(ventajas=[], equipo=especial(3)),
        [("equipo", "1 pto por cada 4 niveles"), ("ventajas", "solo hay 2")],
    ),
    "equipo_especial_a_nivel_3": (
        hoja(nivel=3, puntos_heroe=1, ventajas=["Pesado"], equipo=especial(1)),
        [("equipo", "el máximo es 0")],
    ),
    # Penetrante +½ (no area): 1 + ½ + 1 + ½ = 3.
    "penetrante_sin_area": (
        hoja(
            poderes=[
                {"nombre": "Ataque especial a distancia", "modificadores": ["Ataque penetrante"]},
                {"nombre": "Superprotección"},
                {"nombre": "Supersalto"},
            ]
        ),
        [],
    ),
    # Penetrante +1 on an area: 2 + 1 + ½ = 3½ > 3 (with +½ it would fit).
    "penetrante_en_area": (
        hoja(
            poderes=[
                {"nombre": "Ataque especial de área circular, cuerpo a cuerpo", "modificadores": ["Ataque penetrante"]},
                {"nombre": "Supersalto"},
            ]
        ),
        [("poderes", "suman 3½")],
    ),
    # Uso limitado: 3 ÷ 3 = 1 (the document's droid) + 1 + 1 = 3.
    "uso_limitado_del_droide": (
        hoja(
            poderes=[
                {"nombre": "Ataque especial de área circular a distancia", "modificadores": ["Uso limitado"]},
                {"nombre": "Superprotección"},
                {"nombre": "Volar"},
            ]
        ),
        [],
    ),
    # Uso limitado rounds UP: Insustancial 4 ÷ 3 = 1,33 → 2; 2 + 1 + ½ = 3½ > 3.
    "uso_limitado_redondea_arriba": (
        hoja(
            poderes=[
                {"nombre": "Insustancial", "modificadores": ["Uso limitado"]},
                {"nombre": "Volar"},
                {"nombre": "Supersalto"},
            ]
        ),
        [("poderes", "suman 3½")],
    ),
    "sugestion_con_condicionantes_sin_sugestion": (
        hoja(poderes=pod("Sugestión con condicionantes", "Volar")),
        [("poderes[0]", "requiere el poder «Sugestión»")],
    ),
    # -- LISTA DE VENTAJAS: 2 ptos -----------------------------------------------------------------------------
    "ayudante_cuesta_2": (hoja(ventajas=["Ayudante"]), []),
    "nave_y_otra_ventaja": (hoja(ventajas=["Nave espacial", "Pesado"]), [("ventajas", "solo hay 2")]),
    "equipo_mundano_a_mitad": (hoja(ventajas=[], equipo=mundano(4)), []),
    "equipo_mundano_de_mas": (hoja(ventajas=[], equipo=mundano(5)), [("ventajas", "suman 2½")]),
    "equipo_nombrado_solo_en_ventajas": (
        hoja(ventajas=["Equipo especial", "Equipo especial", "Pesado"]),
        [("ventajas", "suman 3")],
    ),
    "sabe_un_poco_de_todo_sin_inteligencia": (
        hoja(ventajas=["Sabe un poco de todo", "Pesado"]),
        [("ventajas[0]", "Inteligencia sea un atributo destacable")],
    ),
    "inspirar_sin_presencia": (hoja(ventajas=["Inspirar a otros", "Pesado"]), [("ventajas[0]", "Presencia")]),
    # -- MANIOBRAS DE COMBATE (elegir 2), «Requiere la anterior» ------------------------------------------------
    "tres_maniobras": (
        hoja(maniobras=["Iniciativa mejorada", "Parada", "Esquiva"]),
        [("maniobras", "solo se pueden elegir 2")],
    ),
    "maniobra_2_sin_la_1": (
        hoja(maniobras=["Iniciativa mejorada 2", "Parada"]),
        [("maniobras[0]", "«Iniciativa mejorada»")],
    ),
    "maniobra_3_sin_la_2": (
        hoja(maniobras=["Iniciativa mejorada", "Iniciativa mejorada 3"]),
        [("maniobras[1]", "«Iniciativa mejorada 2»")],
    ),
    "maniobras_escritas_sin_mayusculas": (hoja(maniobras=["iniciativa mejorada", "parada"]), []),
    "desmoralizar_sin_presencia": (hoja(maniobras=["Desmoralizar", "Parada"]), [("maniobras[0]", "Presencia")]),
    # -- COMPLICACIONES (elegir 1) --------------------------------------------------------------------------
    "sin_complicacion": (hoja(complicaciones=[]), [("complicaciones", "exactamente 1")]),
    "dos_complicaciones": (
        hoja(complicaciones=["Identidad secreta", "Fobia: las alturas"]),
        [("complicaciones", "exactamente 1")],
    ),
    # -- PUNTOS DE HÉROE: «El máximo ... es de 1/2 nivel» ---------------------------------------------------
    "puntos_heroe_de_mas": (hoja(puntos_heroe=5), [("puntos_heroe", "½ nivel (4)")]),
    "nivel_cero": (hoja(nivel=0, puntos_heroe=0), []),
    "nivel_cuarenta": (hoja(nivel=40, puntos_heroe=20), []),
}


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


def problemas(datos: dict[str, Any]) -> list[tuple[str, str]]:
    ficha = FichaEpic20.model_validate(datos)
    return [(p.campo, p.mensaje) for p in RULESET.validate(ficha) if p.gravedad == "error"]


def comprobar(datos: dict[str, Any], esperados: list[tuple[str, str]]) -> None:
    hallados = problemas(datos)
    assert Counter(c for c, _ in hallados) == Counter(c for c, _ in esperados), hallados
    for campo, trozo in esperados:
        assert any(c == campo and trozo.casefold() in m.casefold() for c, m in hallados), (campo, trozo, hallados)


@pytest.mark.parametrize("caso", list(CASOS))
def test_constructor_listas(caso: str) -> None:
    """LISTA DE ATRIBUTOS / HABILIDADES / PODERES / VENTAJAS / MANIOBRAS / COMPLICACIONES, PUNTOS DE HÉROE."""
    comprobar(*CASOS[caso])


@pytest.mark.parametrize("caso", list(ARQ))
def test_constructor_arquetipos(caso: str) -> None:
    """ARQUETIPOS: a legal starting hero of every archetype passes and each one's own rule is reported."""
    comprobar(*ARQ[caso])


def test_cada_arquetipo_tiene_heroe_legal_e_ilegal() -> None:
    """ARQUETIPOS: every archetype in the catalogue has a legal and an illegal case above."""
    usados = {datos["arquetipo"] for datos, _ in ARQ.values()}
    from core.rulesets.epic20 import catalogos

    assert usados == set(catalogos.arquetipos())
    for nombre in catalogos.arquetipos():
        casos = [esperados for datos, esperados in ARQ.values() if datos["arquetipo"] == nombre]
        assert any(not e for e in casos) and any(e for e in casos), nombre


@pytest.mark.parametrize("nivel", [-1, 41])
def test_nivel_fuera_de_0_a_40(nivel: int) -> None:
    """NIVEL: from 0 (un niño) to 40 (una entidad cósmica mayor)."""
    with pytest.raises(ValidationError):
        FichaEpic20.model_validate(hoja(nivel=nivel))


def test_canje_que_no_alcanza_lo_dice() -> None:
    """LISTA DE PODERES: 1 pto sin gastar da como mucho 2 ptos de habilidad; 3 de más no se pueden pagar."""
    datos = hoja(
        poderes=pod("Superfuerza", "Superprotección"), habilidades=hab(("Investigación", 1.5), ("Persuasión", 1.5))
    )
    assert problemas(datos) == [
        (
            "habilidades",
            "Se han repartido 7 ptos de habilidad y solo hay 4 (los ptos de superpoder sin gastar, 1, no alcanzan "
            "para canjear todo lo que falta).",
        )
    ]


def test_artista_marcial_luchar_sin_armas_gratis() -> None:
    """ARQUETIPOS, Artista Marcial: «Gana gratuitamente la maniobra de combate "luchar sin armas"»."""
    datos, _ = ARQ["artista_legal"]
    datos = {**datos, "maniobras": ["Luchar sin armas", "Parada"]}
    assert problemas(datos) == []
    assert calcular(FichaEpic20.model_validate(datos)).maniobras_gastado == 1


def test_clave_canjes_explicita_no_se_deduce() -> None:
    """LISTA DE PODERES: a sheet that writes ``canjes`` (the editor always does) gets exactly those trades."""
    datos, _ = CASOS["canje_por_habilidades"]
    assert problemas({**datos, "canjes": {"habilidades": 1}}) == []
    assert [c for c, _ in problemas({**datos, "canjes": {}})] == ["habilidades"]


def test_el_editor_cuenta_con_los_canjes_deducidos() -> None:
    """LISTA DE PODERES: with 1 pto unspent, one more advantage or two more maneuvers still fit (½ pto each)."""
    sin_volar = FichaEpic20.model_validate(hoja(poderes=pod("Superfuerza", "Superprotección")))
    assert RULESET.why_not_pick(sin_volar, "ventajas", "Contactos") is None
    assert RULESET.why_not_pick(sin_volar, "maniobras", "Esquiva") is None
    assert RULESET.why_not_pick(sin_volar, "habilidades", "Investigación") is None
    completa = FichaEpic20.model_validate(hoja())
    assert RULESET.why_not_pick(completa, "ventajas", "Contactos") == "Cuesta 1 y quedan 0 ptos de ventaja."


def test_canjes_deducidos_en_el_presupuesto() -> None:
    """LISTA DE PODERES: «½ pto de poderes en obtener 1 pto de habilidad o 1 ventaja o 2 maniobras de combate»."""
    datos, _ = CASOS["canje_ventaja_y_maniobras"]
    p = calcular(FichaEpic20.model_validate(datos))
    assert p.canjes_inferidos == {"ventajas": 0.5, "maniobras": 0.5}
    assert (p.poderes_gastado, p.ventajas_disponible, p.maniobras_disponible) == (3, 3, 4)


def test_artista_marcial_equipo_defensivo_doble() -> None:
    """ARQUETIPOS, Artista Marcial: «le cuestan el doble de puntos ... el equipo mundano o especial defensivo»."""
    datos = hoja(
        arquetipo="Artista Marcial",
        poderes=pod("Supersalto"),
        ventajas=[],
        equipo=[
            {"nombre": "Cota", "tipo": "mundano", "categoria": "armadura"},
            {"nombre": "Escudo", "tipo": "mundano", "categoria": "escudo"},
        ],
    )
    p = calcular(FichaEpic20.model_validate(datos))
    assert p.ventajas_gastado == 2  # ½ + ½, doubled
    assert p.canjes_inferidos == {"ventajas": 0.5}  # 1 ventaja (Artista: 2 - 1) + ½ pto sacrificed → 1 ventaja
    assert problemas(datos) == []


def derivados(**cambios: Any) -> dict[str, Any]:
    return {k: v for k, (_, v) in RULESET.derived(FichaEpic20.model_validate(hoja(**cambios))).items()}


@pytest.mark.parametrize(
    ("nivel", "poderes", "ventajas", "esperado"),
    [
        (4, [], [], 2),  # «un luchador de nivel 4 tendría 2 puntos de vida»
        (1, [], [], 1),  # «no pueden ser menores de 1»
        (8, [], [], 4),
        (12, [], [], 4),  # «con máximo de 4»
        (12, ["Vida extra", "Vida extra"], ["Grande"], 7),
        (2, ["Vida extra", "Vida extra", "Vida extra"], [], 2),  # «limitados a ... tantos puntos de vida como su nivel»
    ],
)
def test_puntos_de_vida(nivel: int, poderes: list[str], ventajas: list[str], esperado: int) -> None:
    """DAÑO EN COMBATE: ½ nivel, máximo 4, mínimo 1, + Vida extra y Grande, como mucho el nivel."""
    assert derivados(nivel=nivel, poderes=pod(*poderes), ventajas=ventajas, puntos_heroe=0)["puntos_vida"] == esperado


def test_defensa_y_ataque_derivados() -> None:
    """DEFENDERSE EN COMBATE (14 / 16 / 18 a nivel 8) y FAQ «¿Cómo se calcula el valor de ataque?» (+10 / +5)."""
    sin = derivados(poderes=pod("Volar"))
    assert sin["defensa"] == 14
    cota = [{"nombre": "Cota de mallas", "tipo": "mundano", "categoria": "armadura"}]
    assert derivados(poderes=pod("Volar"), equipo=cota)["defensa"] == 16
    armadura = [{"nombre": "Armadura", "tipo": "especial", "categoria": "armadura"}]
    assert derivados(poderes=pod("Volar"), ventajas=[], equipo=armadura)["defensa"] == 18
    diez = derivados(nivel=10, puntos_heroe=0, atributos=atr(corpulencia=1, inteligencia=1, agilidad=0))
    assert diez["ataque:Superfuerza"] == 10
    blaster = [{"nombre": "Pistola blaster", "tipo": "especial", "categoria": "arma", "alcance": "distancia"}]
    cinco = derivados(
        nivel=10,
        puntos_heroe=0,
        ventajas=["Pesado"],
        equipo=blaster,
        atributos=atr(corpulencia=1, percepcion=1, presencia=0),
    )
    assert cinco["ataque:Pistola blaster"] == 5
    assert (cinco["puntos_heroe_max"], cinco["limite_equipo_especial"]) == (5, 2)
