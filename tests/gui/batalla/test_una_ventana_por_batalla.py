"""One battle file, one window: opening it again brings the window that has it to the front."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from core.settings import Settings
from gui.batalla import BattleWindow
from gui.main_window import MainWindow
from gui.tablero_batallas import BattleBoard, open_in_battle_window
from tests.gui.batalla.conduccion import LEFT, DialogDriver, play, prepare

pytestmark = pytest.mark.usefixtures("duelo")


def _saved_battle(qtbot: QtBot, window: BattleWindow, driver: DialogDriver, folder: Path) -> Path:
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Bea", "sombra")], orden=["ana", "bea"])
    qtbot.mouseClick(window.setup.start_button, LEFT)
    play(
        qtbot,
        window,
        driver,
        {"actor": "ana", "accion": "golpe", "objetivo": "bea", "respuesta": "esquivar", "dados": [2]},
    )
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "combate.json"
    assert window.save_to(target)
    window.close()
    return target


def _battle_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, BattleWindow) and w.isVisible()]


@pytest.fixture
def main(qtbot: QtBot, settings: Settings) -> Iterator[MainWindow]:
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    yield win
    for opened in _battle_windows():  # the battle windows it opened go with it
        opened.close()


def test_abrir_dos_veces_la_misma_batalla_trae_su_ventana(
    qtbot: QtBot,
    main: MainWindow,
    window: BattleWindow,
    driver: DialogDriver,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    target = _saved_battle(qtbot, window, driver, tmp_path / "batallas")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
    main.findChild(type(main.menuBar().actions()[0]), "abrirBatalla").trigger()
    opened = _battle_windows()
    assert len(opened) == 1
    first = opened[0]
    assert isinstance(first, BattleWindow) and first.path == target
    first.showMinimized()
    main.findChild(type(main.menuBar().actions()[0]), "abrirBatalla").trigger()  # «Abrir batalla guardada…» again
    assert _battle_windows() == [first]  # no second window with the same battle
    assert not first.isMinimized()
    # the journal of that battle, opened by hand, is the same battle too
    assert first.journal is not None
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(first.journal.path), ""))
    main.findChild(type(main.menuBar().actions()[0]), "abrirBatalla").trigger()
    assert _battle_windows() == [first]
    # once closed, opening it again gives a window again
    first.close()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
    main.findChild(type(main.menuBar().actions()[0]), "abrirBatalla").trigger()
    assert len(_battle_windows()) == 1 and _battle_windows()[0] is not first


def test_el_doble_clic_del_tablero_trae_la_ventana_que_ya_la_tiene(
    qtbot: QtBot, settings: Settings, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    folder = tmp_path / "batallas"
    target = _saved_battle(qtbot, window, driver, folder)
    keep: list[QWidget] = []
    board = BattleBoard(open_in_battle_window(settings, keep), folder=folder)
    qtbot.addWidget(board)
    board.show()
    board.refresh()

    def double_click() -> None:
        cell = board.table.visualRect(board.proxy.index(0, 1)).center()
        qtbot.mouseClick(board.table.viewport(), LEFT, pos=cell)
        qtbot.mouseDClick(board.table.viewport(), LEFT, pos=cell)

    double_click()
    opened = _battle_windows()
    assert len(opened) == 1 and getattr(opened[0], "path", None) == target
    opened[0].showMinimized()
    double_click()
    assert _battle_windows() == opened  # the same window, brought back, not a second one
    assert not opened[0].isMinimized()
    for left in keep:
        left.close()
