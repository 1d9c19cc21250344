"""Shipped data works: every example sheet loads, every example script and golden script runs.

Golden scripts (``tests/golden/<reglas>/*.json``) are battle scripts with an ``"esperado"``
key: the expected final live values of some combatants (``{"id": {"vida": 120}}``, or under
``"combatientes"``), and optionally the ``ok`` flag, the refused step (``paso_rechazado``),
the refusal's stable code (``codigo``), the winning side (``ganador``) and lines the log must contain (``registro_contiene``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core import registry, storage
from core.runner import EXIT_OK, run_file, run_script
from tests.conftest import REPO

SHEETS = sorted((REPO / "sheets").glob("*/*.json"))
EXAMPLES = sorted((REPO / "docs" / "ejemplos").glob("*.json"))
GOLDEN = sorted((REPO / "tests" / "golden").glob("*/*.json"))


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


@pytest.mark.parametrize("path", SHEETS, ids=_id)
def test_cada_ficha_de_ejemplo_carga_y_es_legal(path: Path) -> None:
    sheet = storage.load_sheet(path)
    assert sheet.reglas == path.parent.name
    problems = [p for p in registry.get(sheet.reglas).validate(sheet) if p.gravedad == "error"]
    if path.stem.startswith("ilegal"):
        assert problems, "a deliberately illegal sample must show the validator's messages"
    else:
        assert problems == [], f"{path.name}: {problems}"


def test_cada_sistema_incluye_fichas_de_ejemplo() -> None:
    for ruleset in registry.available():
        assert any(p.parent.name == ruleset.id for p in SHEETS), ruleset.id


@pytest.mark.parametrize("path", EXAMPLES, ids=_id)
def test_cada_guion_de_ejemplo_se_ejecuta_entero(path: Path) -> None:
    code, report = run_file(path)
    assert code == EXIT_OK, report["error"]
    assert report["registro"]


def test_cada_sistema_tiene_su_guion_de_ejemplo() -> None:
    names = {p.stem for p in EXAMPLES}
    for ruleset in registry.available():
        assert ruleset.id in names


def _subset(expected: Any, actual: Any) -> bool:
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and _subset(v, actual[k]) for k, v in expected.items())
    return bool(expected == actual)


@pytest.mark.parametrize("path", GOLDEN, ids=_id)
def test_guion_dorado(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data.pop("esperado", None)
    assert expected is not None, f'{path.name} has no "esperado"'
    code, report = run_script(data, path.parent)
    if "ok" in expected:
        assert report["ok"] is expected["ok"], report["error"]
    else:
        assert code == EXIT_OK, report["error"]
    if "paso_rechazado" in expected:
        assert report["error"]["paso"] == expected["paso_rechazado"]
    if "codigo" in expected:
        assert report["error"]["codigo"] == expected["codigo"], report["error"]
    if "ganador" in expected:
        assert report["resultado"] is not None and report["resultado"]["ganador"] == expected["ganador"]
    known = {"ok", "paso_rechazado", "codigo", "registro_contiene", "combatientes", "ganador"}
    people = expected.get("combatientes", {k: v for k, v in expected.items() if k not in known})
    assert _subset(people, report["combatientes"]), report["combatientes"]
    for line in expected.get("registro_contiene", []):
        assert line in report["registro"]
