"""The example battles (docs/ejemplos/<id>.json) opened in a battle window, played up to a step."""

from __future__ import annotations

import json
from pathlib import Path

from core.battle import Battle
from core.journal import save_battle
from core.runner import apply_step, build_battle
from gui.batalla import BattleWindow

REPO = Path(__file__).resolve().parents[3]
ARTIFACTS = REPO / "tests" / "artifacts"
REGLAS = ("caballeros", "umh", "encuentro", "epic20")


def ejemplo(reglas: str, pasos: int | None = None) -> Battle:
    """The example battle of ``reglas`` after its first ``pasos`` steps (all of them with None)."""
    path = REPO / "docs" / "ejemplos" / f"{reglas}.json"
    battle, steps = build_battle(json.loads(path.read_text(encoding="utf-8")), path.parent)
    for step in steps if pasos is None else steps[:pasos]:
        apply_step(battle, step)
    return battle


def abrir(window: BattleWindow, battle: Battle, folder: Path) -> Battle:
    """Save ``battle`` to ``folder`` and open it in ``window`` as a GM would (Abrir)."""
    path = folder / "batalla.json"
    save_battle(path, battle)
    assert window.load_file(path)
    assert window.battle is not None
    return window.battle
