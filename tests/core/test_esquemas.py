"""The published JSON Schemas (docs/esquemas/) are up to date and every shipped file validates against them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from core import registry, storage
from core.battle import Battle, Combatant
from core.contract import sheet_problems
from core.dice import ScriptedSource
from tests.conftest import REPO
from tools import esquemas as tool

FOLDER = REPO / "docs" / "esquemas"
SHEETS = sorted((REPO / "sheets").glob("*/*.json"))
SCRIPTS = sorted((REPO / "docs" / "ejemplos").glob("*.json")) + sorted((REPO / "tests" / "golden").glob("*/*.json"))
TEST_ONLY_KEYS = ("esperado", "motivo_rechazo")
"""Keys of a golden script that belong to its test, not to the script."""


def _schema(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FOLDER / name).read_text(encoding="utf-8"))
    return data


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
    jsonschema.validate(data, _schema(f"ficha-{data['reglas']}.schema.json"))


@pytest.mark.parametrize("path", SCRIPTS, ids=_id)
def test_cada_guion_incluido_cumple_su_esquema(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    for key in TEST_ONLY_KEYS:
        data.pop(key, None)
    jsonschema.validate(data, _schema(f"guion-{data['reglas']}.schema.json"))


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
