"""The golden scripts of tests/golden/caballeros and docs/ejemplos/caballeros.json through the headless runner."""

from __future__ import annotations

from core.runner import EXIT_OK, run_file, run_script
from tests.conftest import REPO

GOLDEN = sorted((REPO / "tests" / "golden" / "caballeros").glob("*.json"))


def test_hay_guiones_dorados() -> None:
    assert len(GOLDEN) >= 5


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
