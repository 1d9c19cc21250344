"""The encuentro sheet: model, validation, example sheets and the sheet editor's extras."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.ruleset import SheetSupport
from core.rulesets.encuentro.ficha import FichaEncuentro
from core.storage import LoadError, load_sheet, sheet_from_data
from tests.core.rulesets.encuentro.utiles import RULESET

REPO = Path(__file__).resolve().parents[4]
"""The rule document, beside the checkout when it is available (it is not part of the project)."""


def test_ficha_con_solo_los_campos_del_issue() -> None:
    data = {
        "nombre": "Prueba",
        "valores": {"atletismo": 3, "sabiduria": 1, "defensa_fisica": 12, "defensa_mental": 10, "sigilo": 2},
        "puntos_encuentro": None,
        "movimiento": 4,
        "manos_libres": 2,
        "maniobras": ["Finta"],
        "posicion": [1, 2],
    }
    sheet = sheet_from_data(data, None, default_rules="encuentro")
    assert isinstance(sheet, FichaEncuentro)
    assert sheet.posicion == (1, 2)
    assert RULESET.validate(sheet) == []
    assert sheet.model_dump(mode="json")["posicion"] == [1, 2]


def test_ficha_minima_carga_con_avisos() -> None:
    sheet = sheet_from_data({"nombre": "Nadie"}, None, default_rules="encuentro")
    problems = RULESET.validate(sheet)
    assert {p.gravedad for p in problems} == {"aviso"}
    assert len(problems) == 4


def test_ficha_errores_de_construccion() -> None:
    sheet = FichaEncuentro(
        nombre="Mal",
        valores={"atletismo": 1, "sabiduria": 1, "defensa_fisica": -1, "defensa_mental": 10, "fuerza!": 2},
        atributos=["carisma"],
        valor_ataque="espada",
        maniobras=["Finta", "finta", " "],
        posicion=(-1, 0),
    )
    found = {(p.campo, p.mensaje) for p in RULESET.validate(sheet)}
    campos = {c for c, _ in found}
    assert campos == {
        "valores.fuerza!",
        "valores.defensa_fisica",
        "atributos[0]",
        "valor_ataque",
        "maniobras[1]",
        "maniobras[2]",
        "posicion",
    }
    assert ("maniobras[1]", "La maniobra «finta» está repetida.") in found


def test_ficha_valores_fuera_de_rango_no_cargan() -> None:
    with pytest.raises(LoadError, match=r"valores\.atletismo, debe ser como máximo 99"):
        sheet_from_data({"nombre": "X", "valores": {"atletismo": 500}}, None, default_rules="encuentro")
    with pytest.raises(LoadError, match="posicion"):
        sheet_from_data({"nombre": "X", "posicion": [1]}, None, default_rules="encuentro")


def test_fichas_de_ejemplo() -> None:
    paths = sorted((REPO / "sheets" / "encuentro").glob("*.json"))
    assert len(paths) >= 4
    for path in paths:
        sheet = load_sheet(path)
        assert sheet.reglas == "encuentro"
        assert RULESET.validate(sheet) == [], path.name


def test_ficha_nueva_es_legal() -> None:
    sheet = RULESET.new_sheet("Nueva")
    assert RULESET.validate(sheet) == []


def test_ficha_soporte_del_editor() -> None:
    assert isinstance(RULESET, SheetSupport)
    entradas = RULESET.catalogues()["acciones"]
    assert [e.datos["id"] for e in entradas][:3] == ["atacar", "moverse", "salto"]
    sheet = RULESET.new_sheet("X")
    assert RULESET.budget(sheet) == []
    assert RULESET.derived(sheet)["salto"] == ("Salto máximo (casillas)", 1)
    assert RULESET.why_not_pick(sheet, "acciones", "Atacar") is not None
