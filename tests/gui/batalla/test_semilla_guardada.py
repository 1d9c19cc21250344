"""The dice seed is stored with the battle: a reopened or resumed battle rolls on exactly as before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from core.settings import Settings
from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import LEFT, DialogDriver, crash_and_resume, prepare

pytestmark = pytest.mark.usefixtures("duelo")


def _start_seeded(qtbot: QtBot, window: BattleWindow, seed: str = "42") -> None:
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Bea", "sombra")], orden=["ana", "bea"], manual_dice=False)
    window.setup.seed_edit.clear()
    qtbot.keyClicks(window.setup.seed_edit, seed)
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None, window.setup.error_label.text()


def _hit(qtbot: QtBot, window: BattleWindow) -> tuple[int, ...]:
    """The one who has the turn strikes the other, who tries to dodge; the dice Gesta rolled."""
    assert window.battle is not None
    first = window.battle.view.turn
    other = "bea" if first == "ana" else "ana"
    qtbot.mouseClick(window.flow.buttons["accion_golpe"], LEFT)
    qtbot.mouseClick(window.cards.cards[other], LEFT)
    qtbot.mouseClick(dict((r.respuesta, b) for r, b in window.flow.reactions)["esquivar"], LEFT)
    return window.battle.entries[-1].dados


def _rolls(qtbot: QtBot, window: BattleWindow, n: int) -> list[tuple[int, ...]]:
    return [_hit(qtbot, window) for _ in range(n)]


def test_guardar_y_reabrir_sigue_con_los_mismos_dados(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings, tmp_path: Path
) -> None:
    # what the same seed rolls in one go, without saving in between
    straight = BattleWindow(settings)
    qtbot.addWidget(straight)
    straight.show()
    _start_seeded(qtbot, straight)
    expected = _rolls(qtbot, straight, 3)  # a third strike may end the duel
    # the same seed, saved after two strikes and reopened in another window
    _start_seeded(qtbot, window)
    before = _rolls(qtbot, window, 2)
    target = tmp_path / "combate.json"
    assert window.save_to(target)
    saved = json.loads(target.read_text(encoding="utf-8"))
    assert saved["dados"]["semilla"] == 42 and saved["dados"]["tirados"] > 0
    window.close()
    reopened = BattleWindow(settings)
    qtbot.addWidget(reopened)
    reopened.show()
    assert reopened.load_file(target)
    reopened.dice_gesta_action.trigger()  # Batalla → Dados → Gesta tira los dados (the GM's default is the forum)
    assert reopened.status.text() == "Dados: Gesta (semilla 42)"
    after = _rolls(qtbot, reopened, 1)
    assert before + after == expected
    assert not driver.handled


def test_una_batalla_reanudada_tras_un_cierre_sigue_con_los_mismos_dados(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings
) -> None:
    straight = BattleWindow(settings)
    qtbot.addWidget(straight)
    straight.show()
    _start_seeded(qtbot, straight, "7")
    expected = _rolls(qtbot, straight, 3)
    straight.close()
    _start_seeded(qtbot, window, "7")
    before = _rolls(qtbot, window, 2)
    again = crash_and_resume(qtbot, window, driver, settings)
    again.show()
    again.dice_gesta_action.trigger()
    assert again.status.text() == "Dados: Gesta (semilla 7)"
    assert before + _rolls(qtbot, again, 1) == expected


def test_quien_tira_los_dados_se_guarda_con_la_batalla(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings, tmp_path: Path
) -> None:
    """A battle switched to «Gesta tira los dados» reopens so, though the GM's default is the forum;
    after a crash the journal says so too."""
    _start_seeded(qtbot, window)
    window.dice_foro_action.trigger()
    assert window.is_modified()
    window.dice_gesta_action.trigger()
    target = tmp_path / "combate.json"
    assert window.save_to(target)
    assert json.loads(target.read_text(encoding="utf-8"))["dados"]["modo"] == "gesta"
    window.close()
    assert settings.modo_dados == "foro"
    reopened = BattleWindow(settings)
    qtbot.addWidget(reopened)
    reopened.show()
    assert reopened.load_file(target)
    assert reopened.dice_gesta_action.isChecked() and not reopened.dice_foro_action.isChecked()
    _hit(qtbot, reopened)  # Gesta rolls: no dice dialog asked
    assert not driver.requests
    reopened.dice_foro_action.trigger()
    resumed = crash_and_resume(qtbot, reopened, driver, settings)
    assert resumed.dice_foro_action.isChecked()
