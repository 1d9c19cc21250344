"""Hostile files in the window: the library lists them, saving never fails silently, settings notices."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from core import library, registry, settings
from core.settings import Settings
from gui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(Settings(biblioteca=str(tmp_path / "biblioteca")))
    qtbot.addWidget(win)
    win.show()
    assert QTest.qWaitForWindowExposed(win)
    return win


def _rows(window: MainWindow) -> dict[str, str]:
    model = window.filter
    return {model.index(r, 0).data(): model.index(r, 1).data() for r in range(model.rowCount())}


def _own_sheet(window: MainWindow) -> Path:
    folder = window.library_dir
    folder.mkdir(parents=True, exist_ok=True)
    data = json.loads(library.scan_examples()[0].path.read_text(encoding="utf-8"))
    data["nombre"] = "Ana"
    path = folder / "ana.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.skipif(os.name == "nt", reason="FIFOs and /dev/zero are POSIX cases")
def test_la_ventana_arranca_con_una_fifo_y_dev_zero_en_la_biblioteca(window: MainWindow) -> None:
    folder = window.library_dir
    folder.mkdir(parents=True)
    os.mkfifo(folder / "x.json")
    (folder / "cero.json").symlink_to("/dev/zero")
    _own_sheet(window)
    window.load_library()
    rows = _rows(window)
    assert rows["x"] == rows["cero"] == "⚠ no se puede abrir"
    assert rows["Ana"] and not rows["Ana"].startswith("⚠")


def test_la_biblioteca_marca_la_version_futura_y_lo_demasiado_grande(window: MainWindow) -> None:
    folder = window.library_dir
    folder.mkdir(parents=True)
    future = registry.get("caballeros").schema_version + 1
    sheet = {"formato": "gesta-ficha", "version": future, "reglas": "caballeros", "nombre": "Del futuro"}
    (folder / "futuro.json").write_text(json.dumps(sheet), encoding="utf-8")
    with (folder / "enorme.json").open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    window.load_library()
    rows = _rows(window)
    assert rows["Del futuro"] == f"⚠ necesita la versión {future} del formato"
    assert rows["enorme"] == "⚠ demasiado grande"
    index = next(
        window.filter.index(r, 1)
        for r in range(window.filter.rowCount())
        if window.filter.index(r, 0).data() == "enorme"
    )
    assert "50 MB" in index.data(Qt.ItemDataRole.ToolTipRole)


def _capture_errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda _parent, _title, text, *a: shown.append(text))
    return shown


def test_guardar_un_texto_con_un_surrogate_suelto_avisa_y_deja_el_archivo(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _own_sheet(window)
    window.load_library()
    tab = window.open_path(path)
    assert tab is not None
    before = path.read_bytes()
    tab.sheet.descripcion = "roto \ud800"  # type: ignore[attr-defined]  # what a paste of broken text leaves
    tab.undo_stack().resetClean()
    shown = _capture_errors(monkeypatch)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert len(shown) == 1 and "descripcion" in shown[0] and "«ana.json»" in shown[0]
    assert path.read_bytes() == before
    assert tab.is_modified()  # type: ignore[attr-defined]
    tab.autosave()  # type: ignore[attr-defined]
    assert "No se pudo hacer la copia de seguridad" in tab.message.text()  # type: ignore[attr-defined]
    tab.undo_stack().setClean()  # type: ignore[attr-defined]  # closing asks nothing


def test_guardar_lo_que_seria_demasiado_grande_avisa_con_el_tamano(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _own_sheet(window)
    tab = window.open_path(path)
    assert tab is not None
    before = path.read_bytes()
    tab.sheet.descripcion = "x" * (3 * 1024 * 1024)  # type: ignore[attr-defined]
    tab.undo_stack().resetClean()
    shown = _capture_errors(monkeypatch)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert path.read_bytes() == before
    assert len(shown) == 1 and "2 MB" in shown[0]
    tab.undo_stack().setClean()  # type: ignore[attr-defined]  # closing asks nothing


def test_unas_preferencias_danadas_se_avisan_una_vez_al_iniciar(qtbot: QtBot) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"[" * 100_000)
    loaded = settings.load_settings_report()
    win = MainWindow(loaded.settings, aviso=loaded.aviso)
    qtbot.addWidget(win)
    win.show()
    win.show_start_notice()
    box = win.findChild(QMessageBox, "avisoInicio")
    assert box is not None and box.isVisible()
    assert "dañado" in box.text() and "ajustes.json.dañado-" in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()
    win.show_start_notice()
    assert not any(b.isVisible() for b in win.findChildren(QMessageBox))
