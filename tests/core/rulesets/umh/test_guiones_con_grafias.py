"""The golden scripts as they were first written by hand, with the documented spellings of docs/reglas/umh.md
(``VIT``, ``daño``, ``"2 PA"``, ``PT``, ``poder``, «Evasión» as an answer...): the runner reads each one as its
canonical form (core/grafias/umh.py), reports every reading in ``advertencias`` and reaches the same result as the
canonical golden of the same name in tests/golden/umh."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.runner import EXIT_OK, run_script
from tests.conftest import REPO

HERE = Path(__file__).parent / "guiones_con_grafias"
SCRIPTS = sorted(HERE.glob("*.json"))
GOLDEN = REPO / "tests" / "golden" / "umh"


def _subset(expected: Any, actual: Any) -> bool:
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and _subset(v, actual[k]) for k, v in expected.items())
    return bool(expected == actual)


def _run(path: Path) -> tuple[int, dict[str, Any], dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = data.pop("esperado")
    code, report = run_script(data, GOLDEN)  # a sheet given by path is relative to the golden's folder
    return code, report, expected


def test_cada_guion_escrito_a_mano_tiene_su_dorado_canonico() -> None:
    assert SCRIPTS and all((GOLDEN / p.name).is_file() for p in SCRIPTS)


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.stem)
def test_el_guion_con_grafias_se_lee_se_avisa_y_da_lo_mismo(path: Path) -> None:
    code, report, expected = _run(path)
    canonical = json.loads((GOLDEN / path.name).read_text(encoding="utf-8"))
    assert expected == canonical["esperado"]
    assert any("» se lee como «" in line for line in report["advertencias"]), report["advertencias"]
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
