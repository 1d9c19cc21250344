"""The golden scripts of tests/golden/umh and the example script docs/ejemplos/umh.json through the headless runner."""

from __future__ import annotations

from core.runner import EXIT_OK, run_file
from tests.conftest import REPO

GOLDEN = sorted((REPO / "tests" / "golden" / "umh").glob("*.json"))


def test_ejemplo_2_contra_1_se_ejecuta_entero() -> None:
    """docs/ejemplos/umh.json: a 2 vs 1 fight for the headless runner."""
    code, report = run_file(REPO / "docs" / "ejemplos" / "umh.json")
    assert code == EXIT_OK, report["error"]
    assert len({c for c in report["combatientes"]}) == 3
