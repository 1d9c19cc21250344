"""umh through the generic editor: skills in a table, their índoles and dureza picked from the catalogues."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core import registry, storage
from core.paths import examples_dir
from core.settings import Settings
from gui.editor.catalogue import CatalogueChoiceEditor, ChipListEditor
from gui.editor.collections import RecordListEditor
from tests.gui.editor.conftest import needs, open_tab, pick, show_page


def test_indoles_y_dureza_de_una_habilidad_salen_del_catalogo(qtbot: QtBot, settings: Settings, tmp_path: Path) -> None:
    needs("umh")
    path = examples_dir() / "umh" / "coloso.json"
    sheet = storage.load_sheet(path)
    tab = open_tab(qtbot, sheet, settings, path, read_only=True)
    show_page(tab, "Habilidades")
    skills = tab.focus.editors[("habilidades",)]
    assert isinstance(skills, RecordListEditor) and skills.model.rowCount() > 0
    skills.select_row(0)
    form = skills.detail
    assert form is not None
    indoles = form.editors["indoles"]
    assert isinstance(indoles, ChipListEditor) and indoles.catalogue_id == "indoles"
    texts = {e.nombre: e.texto for e in registry.get("umh").catalogues()["indoles"]}  # type: ignore[attr-defined]
    for chip in indoles.chips:
        assert texts[chip.text] in chip.toolTip()
    missing = next(n for n in texts if n not in tab.sheet.habilidades[0].indoles)  # type: ignore[attr-defined]
    pick(qtbot, indoles.add_button, indoles, missing, search="")
    assert missing in tab.sheet.habilidades[0].indoles  # type: ignore[attr-defined]
    dureza = form.editors["dureza"]
    assert isinstance(dureza, CatalogueChoiceEditor)
    index = dureza.combo.findData("acero")
    assert dureza.combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
    dureza.combo.setCurrentIndex(index)
    dureza.combo.activated.emit(index)
    assert tab.sheet.habilidades[0].dureza == "acero"  # type: ignore[attr-defined]
    assert tab.save_to(tmp_path / "coloso.json")
    assert storage.load_sheet(tmp_path / "coloso.json") == tab.sheet
