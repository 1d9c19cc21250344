"""Export through the toolbar: a one-page PDF with the character's name and stats, forum text on the clipboard."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from core import storage
from core.paths import examples_dir
from core.settings import Settings
from gui.editor import SheetTab, dialogos
from tests.gui.editor.conftest import needs, open_tab
from tests.gui.editor.pdftext import pdf_pages, pdf_text


def _click(qtbot: QtBot, tab: SheetTab, action_name: str) -> None:
    bar = tab.findChild(type(tab.layout().itemAt(0).widget()), "barraFicha")
    action = next(a for a in tab.actions() if a.objectName() == action_name)
    button = bar.widgetForAction(action)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _example(ruleset_id: str, name: str) -> Path:
    needs(ruleset_id)
    path = examples_dir() / ruleset_id / name
    if not path.exists():
        pytest.skip(f"falta la ficha de ejemplo {path.name}")
    return path


def test_exportar_pdf_con_el_nombre_y_los_valores(
    qtbot: QtBot, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _example("caballeros", "casio_de_reloj.json")
    sheet = storage.load_sheet(path)
    tab = open_tab(qtbot, sheet, settings, path, read_only=True)
    target = tmp_path / "casio.pdf"
    monkeypatch.setattr(dialogos, "save_file", lambda *a, **k: target)
    _click(qtbot, tab, "exportarPdf")
    data = target.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 1000
    assert pdf_pages(target) == 1, "a sheet prints on one page"
    text = " ".join(pdf_text(target).split())
    assert sheet.nombre in text
    for label, value in (("Vida", sheet.vida), ("Armadura", sheet.armadura), ("Cosmos", sheet.cosmos)):  # type: ignore[attr-defined]
        assert f"{label} {value}" in text
    for power in sheet.poderes:  # type: ignore[attr-defined]
        assert power.nombre in text
    assert tab.message.text().startswith("PDF exportado (1 página")


def test_exportar_pdf_de_epic20_con_valores_calculados(qtbot: QtBot, settings: Settings, tmp_path: Path) -> None:
    path = _example("epic20", "cobalto.json")
    sheet = storage.load_sheet(path)
    tab = open_tab(qtbot, sheet, settings, path, read_only=True)
    target = tmp_path / "cobalto.pdf"
    assert tab.export_pdf(target)
    text = " ".join(pdf_text(target).split())
    assert "Cobalto" in text and "Nivel 8" in text
    defensa = tab.derived.values["defensa"].text().replace("<b>", "").replace("</b>", "")
    assert f"Defensa {defensa}" in text


def test_copiar_bbcode_y_markdown_con_cada_poder(qtbot: QtBot, settings: Settings) -> None:
    path = _example("caballeros", "casio_de_reloj.json")
    sheet = storage.load_sheet(path)
    tab = open_tab(qtbot, sheet, settings, path, read_only=True)
    _click(qtbot, tab, "copiarBbcode")
    bbcode = QGuiApplication.clipboard().text()
    assert f"[b]{sheet.nombre}[/b]" in bbcode
    assert "[list]" in bbcode
    powers = sheet.poderes  # type: ignore[attr-defined]
    assert powers
    for power in powers:
        line = next(x for x in bbcode.splitlines() if x.startswith(f"[*]{power.nombre} ["))
        assert ", ".join(power.codigos) in line
    _click(qtbot, tab, "copiarMarkdown")
    markdown = QGuiApplication.clipboard().text()
    assert markdown.startswith(f"## {sheet.nombre}")
    for power in powers:
        assert f"- {power.nombre} \\[" in markdown
