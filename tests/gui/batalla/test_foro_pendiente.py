"""Play by forum in the battle window: declare, save or crash with the reaction pending, answer later."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from core import foro_pedir
from core.settings import Settings
from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import LEFT, DialogDriver, _button_for, crash_and_resume
from tests.gui.batalla.ejemplos import ARTIFACTS, abrir, ejemplo

ZARPAZO: dict[str, Any] = {
    "actor": "ivan",
    "accion": "poder",
    "poder": "Zarpazo de Luz",
    "nivel": 2,
    "objetivo": "morvan",
}
ENLACE = "https://foro.example/hilo/7#p12"


def _declare(qtbot: QtBot, window: BattleWindow) -> None:
    """Pick the power, its level and its target with the mouse, then «Dejar pendiente»."""
    flow = window.flow
    qtbot.mouseClick(flow.buttons[_button_for(window, ZARPAZO)], LEFT)
    nivel = flow.field_widgets["nivel"]
    if hasattr(nivel, "findData"):
        nivel.setCurrentIndex(nivel.findData(2))
    else:
        nivel.widget.lineEdit().selectAll()
        qtbot.keyClicks(nivel.widget, "2")
        nivel.widget.interpretText()
    qtbot.mouseClick(window.cards.cards["morvan"], LEFT)
    assert flow.declare_button.isVisible()
    qtbot.mouseClick(flow.declare_button, LEFT)


def _answer(qtbot: QtBot, window: BattleWindow, driver: DialogDriver) -> None:
    """The player answered on the forum: Bloquear, and the 6 rolled there, typed with its link."""
    flow = window.flow
    buttons = [b for r, b in flow.reactions if r.respuesta == "bloquear"]
    assert buttons and buttons[0].isEnabled()
    driver.die(6, ENLACE)
    qtbot.mouseClick(buttons[0], LEFT)
    qtbot.waitUntil(lambda: not driver.handlers, timeout=3000)


def _in_one_sitting() -> Any:
    return ejemplo("caballeros", 4)  # the same fight as the headless script: Bloquear, a 6


def test_guardar_cerrar_y_reabrir_con_la_reaccion_pendiente(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings, tmp_path: Path
) -> None:
    abrir(window, ejemplo("caballeros", 3), tmp_path)
    entries = len(window.battle.entries)
    _declare(qtbot, window)
    battle = window.battle
    assert battle.pending is not None and battle.pending.accion.params == {"poder": "Zarpazo de Luz", "nivel": 2}
    assert len(battle.entries) == entries
    assert "espera su reacción" in window.cards.cards["morvan"].player_label.text()
    assert window.is_modified()
    qtbot.wait(50)  # the reaction buttons are laid out on the next pass
    window.grab().save(str(ARTIFACTS / "batalla_pendiente.png"))
    qtbot.mouseClick(window.flow.ask_button, LEFT)
    assert QGuiApplication.clipboard().text() == foro_pedir.pedir(battle)
    pending = battle.pending
    assert window.save_to(tmp_path / "pendiente.json")
    window.close()

    again = BattleWindow(settings)
    qtbot.addWidget(again)
    again.show()
    assert again.load_file(tmp_path / "pendiente.json")
    assert again.battle is not None and again.battle.pending == pending
    assert not again.flow.actions_box.isEnabled()
    assert "Pendiente" in again.flow.prompt.text()
    _answer(qtbot, again, driver)
    assert again.battle.pending is None
    sitting = _in_one_sitting()
    assert again.battle.state == sitting.state
    assert again.battle.log_lines() == sitting.log_lines()
    assert again.battle.entries[-1].nota == ENLACE
    assert again.flow.actions_box.isEnabled()


def test_cerrar_de_golpe_y_reanudar_desde_el_diario_con_la_reaccion_pendiente(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings, tmp_path: Path
) -> None:
    abrir(window, ejemplo("caballeros", 3), tmp_path)
    _declare(qtbot, window)
    pending = window.battle.pending
    again = crash_and_resume(qtbot, window, driver, settings)
    assert again.battle is not None and again.battle.pending == pending
    _answer(qtbot, again, driver)
    assert again.battle.state == _in_one_sitting().state


def test_deshacer_retira_la_declaracion(qtbot: QtBot, window: BattleWindow, tmp_path: Path) -> None:
    abrir(window, ejemplo("caballeros", 3), tmp_path)
    before = window.battle.state
    _declare(qtbot, window)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert window.battle.pending is None
    assert window.battle.state == before
    assert window.flow.actions_box.isEnabled()


def test_retirar_la_declaracion_con_su_boton(qtbot: QtBot, window: BattleWindow, tmp_path: Path) -> None:
    abrir(window, ejemplo("caballeros", 3), tmp_path)
    _declare(qtbot, window)
    qtbot.mouseClick(window.flow.withdraw_button, LEFT)
    assert window.battle.pending is None
    assert "espera" not in window.cards.cards["morvan"].player_label.text()
