"""Batalla → Simular con fichas de la biblioteca: pick two sheets, the simulation opens with one side each."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from core import library, registry
from core.settings import Settings
from gui.elegir_fichas import SheetPicker
from gui.main_window import MainWindow


def _window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = MainWindow(Settings(biblioteca=str(tmp_path / "bib")))
    qtbot.addWidget(win)
    win.show()
    win.checker.check = lambda entries: None  # type: ignore[method-assign]
    win.load_library()
    return win


def test_el_selector_pide_dos_fichas_del_mismo_sistema(qtbot: QtBot) -> None:
    picker = SheetPicker(library.scan_examples(), registry.names())
    qtbot.addWidget(picker)
    picker.system.setCurrentIndex(picker.system.findData("caballeros"))
    ok = picker.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and not ok.isEnabled()
    assert "dos fichas" in picker.hint.text()
    for row in (0, 1):
        item = picker.sheets.item(row)
        assert item is not None
        item.setCheckState(Qt.CheckState.Checked)
    assert ok.isEnabled()
    assert "2 bando" in picker.hint.text()
    assert len(picker.chosen()) == 2
    assert all(p.parent.name == "caballeros" for p in picker.chosen())


def test_elegir_dos_fichas_abre_la_simulacion(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, tmp_path)

    def choose(picker: SheetPicker) -> int:
        picker.system.setCurrentIndex(picker.system.findData("caballeros"))
        for row in (0, 1):
            item = picker.sheets.item(row)
            assert item is not None
            item.setCheckState(Qt.CheckState.Checked)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SheetPicker, "exec", choose)
    dialog = window.simulate()
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert dialog.isVisible()


def test_cancelar_no_abre_nada(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window = _window(qtbot, tmp_path)
    monkeypatch.setattr(SheetPicker, "exec", lambda picker: QDialog.DialogCode.Rejected)
    assert window.simulate() is None
