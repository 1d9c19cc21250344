"""The published JSON Schemas (docs/esquemas/) are up to date and every shipped file validates against them."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from core import registry, storage
from core.battle import Battle, Combatant
from core.contract import sheet_problems
from core.dice import ScriptedSource
from core.importar import import_file
from tests.conftest import REPO
from tools import esquemas as tool

FOLDER = REPO / "docs" / "esquemas"
SHEETS = sorted((REPO / "sheets").glob("*/*.json"))
SCRIPTS = sorted((REPO / "docs" / "ejemplos").glob("*.json")) + sorted((REPO / "tests" / "golden").glob("*/*.json"))
TEST_ONLY_KEYS = ("esperado", "motivo_rechazo")
"""Keys of a golden script that belong to its test, not to the script."""
REFUSED_UP_FRONT = {"epic20/verificacion_rechazo_accion_desconocida"}
"""Goldens whose point is a step the runner refuses before anything runs."""


def _schema(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FOLDER / name).read_text(encoding="utf-8"))
    return data


@functools.cache
def _validator(name: str) -> jsonschema.Draft202012Validator:
    """One checked validator per schema (checking a schema is most of the cost of validating)."""
    schema = _schema(name)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def test_los_esquemas_publicados_estan_al_dia() -> None:
    assert tool.stale() == [], "run: python tools/esquemas.py"


def test_hay_un_esquema_de_ficha_y_de_guion_por_sistema() -> None:
    for ruleset in registry.available():
        assert (FOLDER / f"ficha-{ruleset.id}.schema.json").is_file()
        assert (FOLDER / f"guion-{ruleset.id}.schema.json").is_file()
    assert (FOLDER / "batalla.schema.json").is_file()


@pytest.mark.parametrize("path", SHEETS, ids=_id)
def test_cada_ficha_incluida_cumple_su_esquema(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    _validator(f"ficha-{data['reglas']}.schema.json").validate(data)


@pytest.mark.parametrize("path", SCRIPTS, ids=_id)
def test_cada_guion_incluido_en_forma_canonica_cumple_su_esquema(path: Path, tmp_path: Path) -> None:
    """Each script as ``gesta importar`` writes it: many goldens test the documented alternative
    spellings on purpose, and the schema describes the canonical form they are read as."""
    if _id(path) in REFUSED_UP_FRONT:
        pytest.skip("see REFUSED_UP_FRONT")
    data = json.loads(path.read_text(encoding="utf-8"))
    for key in TEST_ONLY_KEYS:
        data.pop(key, None)
    copy = tmp_path / path.name
    copy.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    result = import_file(copy, write=False)
    assert result.problemas == []
    _validator(f"guion-{data['reglas']}.schema.json").validate(result.datos)


def test_el_esquema_rechaza_una_clave_mal_escrita_de_una_ficha() -> None:
    path = SHEETS[0]
    data = json.loads(path.read_text(encoding="utf-8"))
    data["nombree"] = "x"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, _schema(f"ficha-{data['reglas']}.schema.json"))


def test_una_ficha_que_nombra_su_esquema_se_abre_sin_problemas(tmp_path: Path) -> None:
    path = SHEETS[0]
    data = json.loads(path.read_text(encoding="utf-8"))
    data["$schema"] = f"../docs/esquemas/ficha-{data['reglas']}.schema.json"
    target = tmp_path / "con_esquema.json"
    target.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    sheet = storage.load_sheet(target)
    assert not [p for p in sheet_problems(registry.get(sheet.reglas), sheet) if p.gravedad == "error"]
    storage.save_sheet(target, sheet)
    assert json.loads(target.read_text(encoding="utf-8"))["$schema"] == data["$schema"]


def test_una_batalla_guardada_cumple_el_esquema_de_batallas() -> None:
    ruleset = registry.get("caballeros")
    sheets = sorted((REPO / "sheets" / "caballeros").glob("*.json"))
    people = [Combatant(f"c{i}", f"C{i}", f"B{i}", storage.load_sheet(p)) for i, p in enumerate(sheets[:2])]
    battle = Battle.start(ruleset, people, ScriptedSource([]), {}, ["c0", "c1"])
    jsonschema.validate(json.loads(json.dumps(battle.to_json())), _schema("batalla.schema.json"))


def test_un_campo_de_varias_formas_se_publica_con_cada_una() -> None:
    """A field read in two shapes (a level: its number or its name) is checked and published as both."""
    from core.contract import StepField
    from core.esquemas import _field_schema

    nivel = StepField(
        "nivel", "valor", "Nivel", minimo=1, maximo=3, ayuda="el número o el nombre", tipos=("entero", "texto")
    )
    assert nivel.problem(2) is None and nivel.problem("pleno") is None
    assert nivel.problem(7) == "debe ser como máximo 3."
    assert nivel.problem([1]) == "debe ser el número o el nombre."
    schema = _field_schema(nivel)
    assert schema["anyOf"] == [{"type": "integer", "minimum": 1, "maximum": 3}, {"type": "string"}]
    jsonschema.validate(2, schema)
    jsonschema.validate("pleno", schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate([1], schema)


def test_una_casilla_se_comprueba_y_se_publica_como_dos_enteros() -> None:
    """A step field that takes a square of the board: ``[x, y]``, checked and published as such."""
    from core.contract import StepField
    from core.esquemas import _field_schema

    destino = StepField("destino", "casilla", "Casilla de destino")
    assert destino.problem([3, 4]) is None
    for wrong in ([3], [3, 4, 5], ["3", 4], [True, 4], {"x": 3, "y": 4}):
        assert destino.problem(wrong) == "debe ser una casilla [x, y] (dos números enteros).", wrong
    schema = _field_schema(destino)
    jsonschema.validate([3, 4], schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate([3], schema)
