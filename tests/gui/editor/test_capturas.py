"""Screenshots of each landed ruleset's editor with a shipped example, for a reviewer (tests/artifacts/)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import registry, storage
from core.paths import examples_dir
from core.settings import Settings
from gui import style
from gui.editor import exporting
from gui.editor.archetype import ArchetypeEditor
from gui.editor.catalogue import ChipListEditor
from gui.editor.collections import RecordListEditor
from tests.gui.editor.conftest import open_tab

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


def _example(ruleset_id: str) -> Path | None:
    folder = examples_dir() / ruleset_id
    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    legal = [f for f in files if "ilegal" not in f.stem]
    return (legal or files or [None])[0]


@pytest.mark.parametrize("ruleset_id", registry.RULESET_IDS)
def test_captura_del_editor(qtbot: QtBot, settings: Settings, ruleset_id: str, qapp: object) -> None:
    if ruleset_id not in registry.known_ids():
        pytest.skip(f"el sistema de reglas «{ruleset_id}» todavía no se puede cargar")
    path = _example(ruleset_id)
    if path is None:
        pytest.skip(f"«{ruleset_id}» no tiene fichas de ejemplo todavía")
    style.apply(qapp)  # type: ignore[arg-type]
    sheet = storage.load_sheet(path)
    tab = open_tab(qtbot, sheet, settings, path, read_only=True)
    tab.resize(1280, 800)
    qtbot.waitUntil(lambda: tab.width() == 1280)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    target = ARTIFACTS / f"editor_{ruleset_id}.png"
    QApplication.processEvents()
    assert tab.grab().save(str(target))
    assert target.stat().st_size > 10_000
    order = sorted(range(1, tab.pages.count()), key=lambda i: tab.pages.tabText(i) != "Poderes")
    for index in order:
        page = tab.pages.widget(index)
        tables = [e for e in tab.focus.editors.values() if isinstance(e, RecordListEditor) and page.isAncestorOf(e)]
        if tables and tables[0].model.rowCount():
            tab.pages.setCurrentIndex(index)
            tables[0].select_row(0)
            content = page.widget()  # type: ignore[attr-defined]
            qtbot.waitUntil(lambda c=content: c.height() >= c.minimumSizeHint().height())
            name = tab.pages.tabText(index).lower().replace(" ", "_")
            assert tab.grab().save(str(ARTIFACTS / f"editor_{ruleset_id}_{name}.png"))
            break
    pickers = [e for e in tab.focus.editors.values() if isinstance(e, ChipListEditor) and e.catalogue_id]
    if pickers:
        picker = pickers[0].open_picker()
        qtbot.waitUntil(picker.isVisible)
        picker.resize(760, 480)
        QApplication.processEvents()
        assert picker.grab().save(str(ARTIFACTS / f"editor_{ruleset_id}_catalogo.png"))
        picker.reject()
    choosers = [e for e in tab.focus.editors.values() if isinstance(e, ArchetypeEditor)]
    if choosers:
        dialog = choosers[0].open_picker()
        qtbot.waitUntil(dialog.isVisible)
        if dialog.list.count() > 2:
            dialog.list.setCurrentRow(2)
        dialog.resize(820, 520)
        QApplication.processEvents()
        assert dialog.grab().save(str(ARTIFACTS / f"editor_{ruleset_id}_{choosers[0].spec.name}.png"))
        dialog.reject()
    document = exporting.print_document(sheet, registry.get(ruleset_id))
    document.setPageSize(QSizeF(567, 814))
    font = QFont(document.defaultFont())
    font.setPointSizeF(9)
    document.setDefaultFont(font)
    image = QImage(567 * 2, 814 * 2, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.scale(2, 2)
    document.drawContents(painter)
    painter.end()
    assert image.save(str(ARTIFACTS / f"editor_{ruleset_id}_pdf.png"))
