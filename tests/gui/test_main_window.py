"""The main window: library listing, filters, opening and closing sheets, trash, settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from core import library, registry
from core.settings import Settings
from gui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(biblioteca=str(tmp_path / "biblioteca"))
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    assert QTest.qWaitForWindowActive(win)
    win.load_library()
    return win


def _rows(window: MainWindow) -> list[str]:
    return [window.filter.index(r, 0).data() for r in range(window.filter.rowCount())]


def _example_names(window: MainWindow) -> list[str]:
    model = window.examples_filter
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def test_la_ventana_lista_las_fichas_de_ejemplo_aparte(window: MainWindow) -> None:
    examples = library.scan_examples()
    assert examples, "the app ships example sheets"
    assert sorted(_example_names(window), key=str.casefold) == sorted((e.nombre for e in examples), key=str.casefold)
    assert _rows(window) == []


def test_abrir_una_ficha_de_ejemplo_en_una_pestana_y_cerrarla(window: MainWindow, qtbot: QtBot) -> None:
    table = window.examples_table
    name = window.examples_filter.index(0, 0).data()
    rect = table.visualRect(window.examples_filter.index(0, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.tabs.count() == 2
    assert window.tabs.tabText(window.tabs.currentIndex()).startswith(name)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.count() == 1


def test_filtrar_por_sistema_y_por_nombre(window: MainWindow, qtbot: QtBot) -> None:
    rules = [r.id for r in registry.available()]
    first = rules[0]
    window.rules_filter.setCurrentIndex(window.rules_filter.findData(first))
    model = window.examples_filter
    kinds = {model.index(r, 1).data(Qt.ItemDataRole.UserRole) for r in range(model.rowCount())}
    assert kinds == {first}
    window.rules_filter.setCurrentIndex(0)
    qtbot.keyClicks(window.name_filter, "zzzz-nadie")
    assert model.rowCount() == 0


def _library_sheet(window: MainWindow) -> Path:
    example = library.scan_examples()[0]
    folder = window.library_dir
    folder.mkdir(parents=True, exist_ok=True)
    data = json.loads(example.path.read_text(encoding="utf-8"))
    data["nombre"] = "Personaje de prueba"
    path = folder / "prueba.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window.load_library()
    return path


def test_eliminar_con_confirmacion_va_a_la_papelera_y_se_recupera(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _library_sheet(window)
    row = _rows(window).index("Personaje de prueba")
    window.table.selectRow(row)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.delete_selected()
    assert not path.exists()
    assert "Personaje de prueba" not in _rows(window)
    trashed = library.trashed(window.library_dir)
    assert len(trashed) == 1
    library.restore_from_trash(window.library_dir, trashed[0])
    window.load_library()
    assert "Personaje de prueba" in _rows(window)


def test_un_archivo_corrupto_muestra_un_aviso_y_no_abre_pestana(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "rota.json"
    bad.write_text("{ esto no es json", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    assert window.open_path(bad) is None
    assert window.tabs.count() == 1
    assert shown and "«rota.json»" in shown[0] and "no es JSON válido" in shown[0]
