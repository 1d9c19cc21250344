"""Typing the forum's die (issue 15): what was typed stays, a wrong value is refused by name, and
the dialog says what the raw die must show."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gui.batalla import BattleWindow
from gui.batalla.dados import ManualDiceDialog
from tests.gui.batalla.conduccion import DialogDriver, play
from tests.gui.batalla.ejemplos import abrir, ejemplo

LEFT = Qt.MouseButton.LeftButton


def _retype(qtbot: QtBot, dialog: ManualDiceDialog, text: str) -> None:
    dialog.value_edit.clear()
    qtbot.keyClicks(dialog.value_edit, text)


def test_a_d9_refuses_12_minus_3_and_letters_until_a_real_value(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    abrir(window, ejemplo("caballeros", 0), tmp_path)
    seen: list[tuple[str, str, bool]] = []

    def answer(widget: QWidget) -> None:
        assert isinstance(widget, ManualDiceDialog)
        for typed in ("12", "-3", "abc", "0"):
            _retype(qtbot, widget, typed)
            seen.append((widget.value_edit.text(), widget.error_label.text(), widget.ok_button.isEnabled()))
        _retype(qtbot, widget, "3")
        assert widget.ok_button.isEnabled() and not widget.error_label.text()
        qtbot.mouseClick(widget.ok_button, LEFT)

    driver.then(answer)
    play(qtbot, window, driver, {"actor": "ivan", "accion": "golpe", "objetivo": "morvan", "respuesta": "esquivar"})
    refused = "Escribe un número del 1 al 9."
    assert seen == [("12", refused, False), ("-3", refused, False), ("abc", refused, False), ("0", refused, False)]
    assert window.battle is not None
    model = window.log_model
    log = [str(model.index(row, 0).data()) for row in range(model.rowCount())]
    assert any("→ 3" in line for line in log), log[-5:]


def test_encuentro_asks_for_what_the_raw_d20_must_show(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    abrir(window, ejemplo("encuentro", 1), tmp_path)
    shown: dict[str, str] = {}

    def answer(widget: QWidget) -> None:
        assert isinstance(widget, ManualDiceDialog)
        die = widget.findChild(QWidget, "dadoDebeSalir")
        total = widget.findChild(QWidget, "exitoDado")
        shown["dado"] = die.text() if die is not None else ""  # type: ignore[attr-defined]
        shown["total"] = total.text() if total is not None else ""  # type: ignore[attr-defined]
        widget.grab().save(str(tmp_path / "dado.png"))
        qtbot.keyClicks(widget.value_edit, "8")
        qtbot.mouseClick(widget.ok_button, LEFT)

    driver.then(answer)
    # Iria: 1d20 + combate 5 + 2 puntos de Ayuda against Defensa Física 13: the die must show 6 or more
    play(
        qtbot,
        window,
        driver,
        {"actor": "iria", "accion": "atacar", "objetivo": "gorvak", "puntos": 2, "respuesta": "ninguna"},
    )
    assert "6+ en el d20" in shown["dado"]
    assert "13 o más" in shown["total"]


def test_epic20_raw_d20_keeps_its_own_words(qtbot: QtBot) -> None:
    from core.dice import RollRequest

    dialog = ManualDiceDialog(RollRequest(20, "Ataque de Brann", "brann", "16+ en el d20 (+4 contra defensa 20)", 0.25))
    qtbot.addWidget(dialog)
    assert dialog.findChild(QWidget, "dadoDebeSalir") is None
    assert dialog.findChild(QWidget, "exitoDado").text().startswith("16+ en el d20")  # type: ignore[union-attr]
