"""The golden scripts of tests/golden/caballeros and docs/ejemplos/caballeros.json through the headless runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.runner import EXIT_OK, run_file, run_script
from tests.conftest import REPO

GOLDEN = sorted((REPO / "tests" / "golden" / "caballeros").glob("*.json"))


def test_hay_guiones_dorados() -> None:
    assert len(GOLDEN) >= 5


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_guion_dorado_caballeros(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data.pop("esperado")
    _code, report = run_script(data, path.parent)
    assert report["ok"] is expected["ok"], report["error"]
    if "paso_rechazado" in expected:
        assert report["error"]["paso"] == expected["paso_rechazado"]
    for cid, values in expected["combatientes"].items():
        for key, value in values.items():
            assert report["combatientes"][cid][key] == value, (cid, key, report["registro"])


def test_ejemplo_duelo_completo() -> None:
    """docs/ejemplos/caballeros.json: a full duel that ends with a winner."""
    code, report = run_file(REPO / "docs" / "ejemplos" / "caballeros.json")
    assert code == EXIT_OK, report["error"]
    assert report["resultado"]["ganador"] == "athena"
    assert report["combatientes"]["morvan"]["vida"] == 0


def test_guion_rechaza_con_motivo_en_castellano() -> None:
    script = {
        "reglas": "caballeros",
        "combatientes": [{"id": "a", "ficha": {"nombre": "A"}}, {"id": "b", "ficha": {"nombre": "B"}}],
        "pasos": [{"actor": "a", "accion": "velocidad_luz", "objetivo": "b"}],
    }
    code, report = run_script(script, REPO)
    assert code == 1
    assert report["error"]["mensaje"] == "velocidad_luz necesita 1 concentración antes (lleva 0)."
