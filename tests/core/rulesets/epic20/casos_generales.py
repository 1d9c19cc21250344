"""Builder check data: the base sheet, helpers and the general cases (see test_constructor_verificado.py)."""

from __future__ import annotations

from typing import Any

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
