"""Golden battle scripts (tests/golden/encuentro) and the documented example run through the headless runner."""

from __future__ import annotations

import json
from pathlib import Path

from core.runner import EXIT_OK, run_file

REPO = Path(__file__).resolve().parents[4]
GOLDEN = sorted((REPO / "tests" / "golden" / "encuentro").glob("*.json"))


def test_hay_guiones_dorados() -> None:
    assert len(GOLDEN) >= 4


def test_ejemplo_documentado_se_ejecuta() -> None:
    """docs/ejemplos/encuentro.json: a skirmish using Prepararse, Respuesta and Ayuda."""
    path = REPO / "docs" / "ejemplos" / "encuentro.json"
    code, report = run_file(path)
    assert code == EXIT_OK, report["error"]
    acciones = {step["accion"] for step in json.loads(path.read_text(encoding="utf-8"))["pasos"]}
    assert {"prepararse", "respuesta", "ayuda"} <= acciones
    assert report["combatientes"]["gorvak"]["fuera_de_combate"] is True
    assert report["combatientes"]["tomas"]["preparado"]["activado"] is True
