"""Foro → Hilo y jugadores: emoji off by default, a GM-only switch per combatant, links beside rolls."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import LEFT, DialogDriver, click_box, prepare, settle

pytestmark = pytest.mark.usefixtures("duelo")

LINK = "https://foro.example/t/5#p9"


def _start(qtbot: QtBot, window: BattleWindow) -> None:
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Bea", "sombra")], orden=["ana", "bea"])
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None, window.setup.error_label.text()


def _hit_bea(qtbot: QtBot, window: BattleWindow, driver: DialogDriver, value: int = 2) -> None:
    driver.die(value, LINK)
    qtbot.mouseClick(window.flow.buttons["accion_golpe"], LEFT)
    qtbot.mouseClick(window.cards.cards["bea"], LEFT)
    qtbot.mouseClick(dict((r.respuesta, b) for r, b in window.flow.reactions)["esquivar"], LEFT)
    settle()


def _copied(window: BattleWindow, kind: str, formato: str = "bbcode") -> str:
    window.forum_actions[(kind, formato)].trigger()
    return QGuiApplication.clipboard().text()


def test_el_enlace_va_junto_a_su_tirada_y_no_hay_emoji(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    _start(qtbot, window)
    _hit_bea(qtbot, window, driver)
    text = _copied(window, "ronda")
    roll = next(line for line in text.splitlines() if "Bea tira 1d6" in line)
    assert roll.startswith("Tirada del foro: ")
    assert roll.endswith(f"([url={LINK}]ver el mensaje[/url])")
    for kind in ("accion", "ronda", "registro", "resumen"):
        for formato in ("bbcode", "markdown"):
            assert all(ord(ch) <= 0xFFFF for ch in _copied(window, kind, formato)), (kind, formato)


def test_solo_el_master_y_emoji_se_eligen_en_hilo_y_jugadores(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    _start(qtbot, window)
    seen: list[bool] = []

    def choose(dialog: QWidget) -> None:
        assert isinstance(dialog, QDialog)
        emoji = dialog.findChild(QCheckBox, "emojiForo")
        hidden = dialog.findChild(QCheckBox, "soloMaster_bea")
        assert emoji is not None and hidden is not None
        seen.append(emoji.isChecked())
        click_box(qtbot, emoji)
        click_box(qtbot, hidden)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)

    driver.then(choose)
    window.forum_setup_action.trigger()
    settle()
    assert seen == [False]  # emoji start off
    assert window.battle is not None and window.battle.foro.oculto("bea") and window.battle.foro.emoji
    _hit_bea(qtbot, window, driver)
    text = _copied(window, "ronda")
    assert "[b]Ana:[/b] Golpe → Bea (reacción: esquivar)" in text  # her name and what was done to her
    assert "[b]Bea (sombra)[/b]: solo lo ve el máster" in text
    assert "Vida 2/6" not in text and "Bea recibe" not in text
    summary = _copied(window, "resumen")
    assert "Bea (sombra): solo lo ve el máster" in summary
