"""Powers and targets (issue 15): a power's levels read as the sheet names them, and a combatant
the rules refuse as a target (oneself) is not offered."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import DialogDriver, play
from tests.gui.batalla.ejemplos import abrir, ejemplo

LEFT = Qt.MouseButton.LeftButton


def _click_action(qtbot: QtBot, window: BattleWindow, label: str) -> None:
    keys = [key for key, option in window.flow.options.items() if option.etiqueta == label]
    assert keys, [o.etiqueta for o in window.flow.options.values()]
    qtbot.mouseClick(window.flow.buttons[keys[0]], LEFT)


def test_the_power_level_shows_the_sheets_names_damage_and_cosmos(
    qtbot: QtBot, window: BattleWindow, tmp_path: Path
) -> None:
    abrir(window, ejemplo("caballeros", 0), tmp_path)
    _click_action(qtbot, window, "Poder: Zarpazo de Luz")
    combo = window.flow.field_widgets["nivel"]
    assert isinstance(combo, QComboBox)
    # Iván de Lince's sheet: Zarpazo de Luz «débil» 60 damage for 60 cosmos, «pleno» 120 for 120
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "débil (60) · 60 cosmos",
        "pleno (120) · 120 cosmos",
    ]
    assert [combo.itemData(i) for i in range(combo.count())] == [1, 2]
    window.grab().save(str(tmp_path / "nivel.png"))


def test_the_actor_is_not_offered_as_target_of_his_own_blow(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    abrir(window, ejemplo("caballeros", 0), tmp_path)
    _click_action(qtbot, window, "Golpe")
    ivan, morvan = window.cards.cards["ivan"], window.cards.cards["morvan"]
    assert ivan.property("no_objetivo") and not morvan.property("no_objetivo")
    assert "no puede dirigirse contra uno mismo" in ivan.toolTip()
    qtbot.mouseClick(ivan, LEFT)  # refused: nothing chosen, the reason shown
    assert window.flow.targets == []
    assert "uno mismo" in window.flow.refusal.text()
    window.grab().save(str(tmp_path / "objetivo.png"))
    window.flow.reset()
    assert not ivan.property("no_objetivo")
    driver.die(3)
    play(qtbot, window, driver, {"actor": "ivan", "accion": "golpe", "objetivo": "morvan", "respuesta": "esquivar"})


def test_encuentro_refuses_oneself_as_target_of_an_attack(qtbot: QtBot, window: BattleWindow, tmp_path: Path) -> None:
    abrir(window, ejemplo("encuentro", 1), tmp_path)
    _click_action(qtbot, window, "Atacar")
    assert window.cards.cards["iria"].property("no_objetivo")
    assert not window.cards.cards["gorvak"].property("no_objetivo")
