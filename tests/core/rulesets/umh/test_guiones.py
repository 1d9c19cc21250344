"""The golden scripts of tests/golden/umh and the example script docs/ejemplos/umh.json through the headless runner."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.runner import EXIT_OK, run_file, run_script
from tests.conftest import REPO

GOLDEN = sorted((REPO / "tests" / "golden" / "umh").glob("*.json"))


def _subset(expected: Any, actual: Any) -> bool:
    """Expected values may name only some keys of a mapping (as tests/core/test_datos_incluidos.py does)."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and _subset(v, actual[k]) for k, v in expected.items())
    return bool(expected == actual)


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_guion_dorado_umh(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data.pop("esperado")
    _code, report = run_script(data, path.parent)
    assert report["ok"] is expected["ok"], report["error"]
    if "paso_rechazado" in expected:
        assert report["error"]["paso"] == expected["paso_rechazado"]
    for cid, values in expected["combatientes"].items():
        for key, value in values.items():
            assert _subset(value, report["combatientes"][cid][key]), (cid, key, report["registro"])


def test_ejemplo_2_contra_1_se_ejecuta_entero() -> None:
    """docs/ejemplos/umh.json: a 2 vs 1 fight for the headless runner."""
    code, report = run_file(REPO / "docs" / "ejemplos" / "umh.json")
    assert code == EXIT_OK, report["error"]
    assert len({c for c in report["combatientes"]}) == 3
