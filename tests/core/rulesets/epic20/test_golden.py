"""Golden battle scripts (tests/golden/epic20) and the documented example run through the headless runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.runner import run_file, run_script

REPO = Path(__file__).resolve().parents[4]
GOLDEN = sorted((REPO / "tests" / "golden" / "epic20").glob("*.json"))


def test_hay_guiones_golden() -> None:
    assert len(GOLDEN) >= 3


def test_ejemplo_documentado_se_ejecuta() -> None:
    codigo, informe = run_file(REPO / "docs" / "ejemplos" / "epic20.json")
    assert codigo == 0, informe["error"]
    assert informe["pasos_aplicados"] == 16


def test_replay_del_ejemplo_es_determinista() -> None:
    from core.runner import apply_step, build_battle

    datos = json.loads((REPO / "docs" / "ejemplos" / "epic20.json").read_text(encoding="utf-8"))
    battle, pasos = build_battle(datos, REPO / "docs" / "ejemplos")
    for paso in pasos:
        assert apply_step(battle, paso) is None
    assert battle.replay() == battle.state
    guardada = battle.to_json()
    from core.battle import Battle
    from core.rulesets.epic20 import RULESET

    assert Battle.from_json(json.loads(json.dumps(guardada)), RULESET).state == battle.state


@pytest.mark.parametrize("path", [*GOLDEN, REPO / "docs" / "ejemplos" / "epic20.json"], ids=lambda p: p.stem)
def test_los_guiones_incluidos_estan_en_forma_canonica(path: Path) -> None:
    """Every golden script and the example are canonical: running them reads no other spelling (those are tested
    apart, in test_contrato.py and test_guiones_ciegos.py)."""
    datos = json.loads(path.read_text(encoding="utf-8"))
    datos.pop("esperado", None)
    _codigo, informe = run_script(datos, path.parent)
    lecturas = [a for a in informe["advertencias"] if "se lee como" in a or "se escribe" in a]
    assert lecturas == []
