"""The crash journal outlives the end of a battle (issue 15): a finished fight never saved is
still recovered after a crash, under its name and with the battle named in the prompt."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from core.journal import pending
from core.settings import Settings
from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import DialogDriver, crash_and_resume, play
from tests.gui.batalla.ejemplos import abrir, ejemplo

LAST = {"actor": "ivan", "accion": "poder", "poder": "Zarpazo de Luz", "objetivo": "morvan", "respuesta": "esquivar"}


def test_a_finished_unsaved_battle_survives_a_crash_under_its_name(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings, tmp_path: Path
) -> None:
    abrir(window, ejemplo("caballeros", 19), tmp_path)
    driver.die(1)
    play(qtbot, window, driver, LAST)  # Morvan falls: the battle ends, not saved since
    assert window.ended and window.is_modified()
    assert window.journal is not None and window.journal.path.exists()
    assert pending() == [window.journal.path]
    prompt: list[str] = []
    again = crash_and_resume(qtbot, window, driver, settings, prompt)  # kill -9: nobody closes the journal
    assert again.ended
    assert again.path is not None and again.path.name == "batalla.json"  # the recovered window keeps its name
    assert "Iván de Lince y Morvan de Mantícora" in prompt[0]
    assert "Caballeros" in prompt[0] or "caballeros" in prompt[0].lower()
    assert "ronda" in prompt[0] and "batalla.json" in prompt[0]


def test_saving_or_discarding_ends_the_journal(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    abrir(window, ejemplo("caballeros", 19), tmp_path)
    driver.die(1)
    play(qtbot, window, driver, LAST)
    assert window.journal is not None
    journal = window.journal.path
    assert window.save()
    window.close()  # saved: nothing to recover
    assert not journal.exists() and pending() == []
