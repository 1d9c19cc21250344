"""The catalogues in resources/epic20: every list of the document, with its Spanish text and data."""

from __future__ import annotations

import pytest

from core.rulesets.epic20 import RULESET, catalogos
from tests.core.rulesets.epic20.ayuda import ficha


def test_cada_lista_del_documento_es_un_catalogo() -> None:
    assert len(catalogos.poderes()) == 73
    assert len(catalogos.modificadores()) == 3
    assert len(catalogos.arquetipos()) == 25
    assert len(catalogos.ventajas()) == 31
    assert len(catalogos.maniobras()) == 80
    assert len(catalogos.complicaciones()) == 15
    assert len(catalogos.habilidades()) == 19
    assert [n.nivel for n in catalogos.niveles()] == [0, 5, 8, 10, 13, 15, 20, 30, 40]


def test_catalogues_del_editor_con_texto() -> None:
    catalogos_editor = RULESET.catalogues()
    for clave in ("poderes", "modificadores", "arquetipos", "ventajas", "maniobras", "complicaciones", "habilidades"):
        assert catalogos_editor[clave], clave
        assert all(entrada.texto for entrada in catalogos_editor[clave])
    inventor = next(e for e in catalogos_editor["arquetipos"] if e.nombre == "Inventor")
    assert inventor.texto.startswith("Sólo tiene 1 atributo destacable")
    assert inventor.datos["destacables"] == 1


@pytest.mark.parametrize(
    ("nombre", "coste"),
    [("Ataque especial cuerpo a cuerpo", 0.5), ("Ataque especial cuerpo a cuerpo ágil", 1), ("Ataque especial a distancia perceptivo", 1.5),
     ("Ataque mental a distancia", 2), ("Ataque de mental, área circular", 6), ("Ataque especial de área circular a distancia", 3),
     ("Empujar a distancia \"corpulento\"", 1.5), ("Inmunidad al daño físico no-energético", 3), ("Acción de movimiento extra", 2),
     ("Insustancial", 4), ("Controlar mentes inteligentes", 3), ("Acción estándar extra", 5), ("Teleportarse a destino desconocido", 3.5),
     ("Superfuerza", 1), ("Superprotección", 1)],
)  # fmt: skip
def test_lista_de_poderes_costes(nombre: str, coste: float) -> None:
    """LISTA DE PODERES: «El coste base de los poderes es 1, salvo que se indique otra cosa»."""
    assert catalogos.poderes()[nombre].coste == coste


def test_maniobras_cadenas_requiere_la_anterior() -> None:
    """MANIOBRAS DE COMBATE: «Requiere la anterior»."""
    tabla = catalogos.maniobras()
    assert tabla["Iniciativa mejorada 3"].requiere == ["Iniciativa mejorada 2"]
    assert tabla["Moverse mientras actúa"].requiere == ["Actuar y después moverse"]
    assert tabla["Ataque de rango largo 2"].requiere == ["Ataque manteniendo la distancia"]
    assert tabla["Estudiar objetivo 2"].requiere == ["Estudiar objetivo 1"]
    assert tabla["Ataque a fondo"].requiere == []


def test_ventajas_costes_y_requisitos() -> None:
    """LISTA DE VENTAJAS: Ayudante y Nave espacial cuestan 2; requisitos de atributo."""
    tabla = catalogos.ventajas()
    assert tabla["Ayudante"].coste == 2 and tabla["Nave espacial"].coste == 2 and tabla["Grande"].coste == 1
    assert tabla["Sabe un poco de todo"].destacable_uno_de == ["inteligencia"]
    assert catalogos.buscar_ventaja("Influencia en el ayuntamiento") is tabla["Influencia en"]


def test_habilidades_de_materia() -> None:
    """LISTA DE HABILIDADES: «Estudios de (elegir una carrera)», «Conocimientos de», «Ejerce de»."""
    assert catalogos.buscar_habilidad("Estudios de Derecho") is catalogos.habilidades()["Estudios de"]
    assert catalogos.buscar_habilidad("Estudios de") is None
    assert catalogos.buscar_habilidad("Sigilo") is catalogos.habilidades()["Sigilo"]


def test_why_not_pick_en_cada_catalogo() -> None:
    sheet = ficha()
    assert RULESET.why_not_pick(sheet, "poderes", "Acción estándar extra") == (
        "«Acción estándar extra» no se puede seleccionar durante la creación del personaje."
    )
    assert RULESET.why_not_pick(sheet, "poderes", "Supersalto") == "Cuesta ½ y quedan 0 ptos de poder."
    assert RULESET.why_not_pick(sheet, "ventajas", "Lingüista") == "Cuesta 1 y quedan 0 ptos de ventaja."
    assert (
        RULESET.why_not_pick(sheet, "complicaciones", "Fobia") == "Ya tiene las 1 complicaciones que le corresponden."
    )
    assert RULESET.why_not_pick(sheet, "habilidades", "Cocina") is not None
    assert RULESET.why_not_pick(sheet, "maniobras", "Iniciativa mejorada 2") == "Ya tiene 2 maniobras de 2."
    libre = ficha(poderes=[{"nombre": "Superfuerza"}])
    assert RULESET.why_not_pick(libre, "poderes", "Volar") is None
    assert RULESET.why_not_pick(libre, "poderes", "Sugestión con condicionantes") == "Requiere el poder «Sugestión»."
