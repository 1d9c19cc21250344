"""The main window around the editor (issue 15): a new sheet's name, accent-blind search, Enter opens,
the layout remembered, file dialogs in the interface's language with a file name and a folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from core import storage
from core.settings import Settings, load_settings
from gui.editor.nombre import SheetNameDialog
from gui.main_window import MainWindow
from tests.core.duelo_simple import FichaDuelo


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, duelo: None) -> MainWindow:
    library = tmp_path / "biblioteca"
    library.mkdir()
    storage.save_sheet(library / "kaela.json", FichaDuelo(nombre="Kaela de Géminis"))
    win = MainWindow(Settings(biblioteca=str(library)))
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    assert QTest.qWaitForWindowActive(win)
    win.load_library()
    return win


def test_un_nombre_vacio_dice_por_que_no_se_puede_crear(qtbot: QtBot) -> None:
    dialog = SheetNameDialog("Nueva ficha")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.ok.isEnabled()
    qtbot.keyClick(dialog.line, Qt.Key.Key_Return)
    assert dialog.isVisible(), "an empty name does not close the dialog silently"
    assert dialog.hint.isVisible() and "nombre" in dialog.hint.text()
    qtbot.keyClicks(dialog.line, "   ")
    assert not dialog.ok.isEnabled()
    qtbot.keyClicks(dialog.line, "Ana")
    assert dialog.ok.isEnabled() and not dialog.hint.isVisible()
    qtbot.keyClick(dialog.line, Qt.Key.Key_Return)
    assert dialog.result() == SheetNameDialog.DialogCode.Accepted and dialog.name() == "Ana"


def test_buscar_sin_tildes_e_intro_abre_la_ficha(window: MainWindow, qtbot: QtBot) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.name_filter.hasFocus()
    qtbot.keyClicks(window.name_filter, "geminis")
    assert [window.filter.index(r, 0).data() for r in range(window.filter.rowCount())] == ["Kaela de Géminis"]
    qtbot.keyClick(window.name_filter, Qt.Key.Key_Return)
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Kaela de Géminis"


def test_la_ventana_recuerda_tamano_divisores_y_pestanas(window: MainWindow, qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "biblioteca" / "kaela.json"
    assert window.open_path(path) is not None
    window.resize(800, 520)  # the offscreen screen is 800×600: a larger window is fitted to it
    window.splitter.setSizes([300, 500])
    side = window.splitter.sizes()[0]
    window.close()
    saved = load_settings()
    assert saved.pestanas == [str(path)]
    assert saved.divisores["divisorPrincipal"][0] == side
    again = MainWindow(saved)
    qtbot.addWidget(again)
    again.show()
    again.load_library()  # as the application does right after showing it
    qtbot.waitUntil(lambda: again.tabs.count() == 2)
    assert again.tabs.tabText(again.tabs.currentIndex()) == "Kaela de Géminis"
    assert again.splitter.sizes()[0] == side, (again.splitter.sizes(), saved.divisores, again.width())
    assert (again.width(), again.height()) == (800, 520)


def test_exportar_pdf_propone_nombre_y_carpeta_fuera_de_la_biblioteca(window: MainWindow, qtbot: QtBot) -> None:
    tab = window.open_path(Path(window.settings.library_dir) / "kaela.json")
    assert tab is not None
    seen: dict[str, object] = {}

    def answer() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog) and w.isVisible())
        seen["labels"] = {label.text() for label in dialog.findChildren(QLabel)}
        seen["folder"] = Path(dialog.directory().absolutePath())
        seen["file"] = dialog.selectedFiles()[0]
        dialog.reject()

    QTimer.singleShot(200, answer)
    tab.ask_export_pdf()  # type: ignore[attr-defined]
    assert {"Nombre del archivo:", "Tipo de archivo:"} <= seen["labels"]  # type: ignore[operator]
    assert Path(str(seen["file"])).name == "Kaela_de_Géminis.pdf"
    library = Path(window.settings.library_dir).resolve()
    assert library not in [seen["folder"], *Path(str(seen["folder"])).resolve().parents]
