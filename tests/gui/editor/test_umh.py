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
from gui.editor.fields import BoolOrTextEditor
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


def test_con_arma_se_elige_no_si_o_se_escribe_el_arma(qtbot: QtBot, settings: Settings) -> None:
    """``con_arma`` (no, any weapon or the weapon named) is a combo box to pick or type in, not JSON."""
    needs("umh")
    path = examples_dir() / "umh" / "espadachin.json"
    tab = open_tab(qtbot, storage.load_sheet(path), settings, path)
    show_page(tab, "Habilidades")
    skills = tab.focus.editors[("habilidades",)]
    assert isinstance(skills, RecordListEditor)
    skills.select_row(0)
    assert skills.detail is not None
    editor = skills.detail.editors["con_arma"]
    assert isinstance(editor, BoolOrTextEditor)
    assert tab.sheet.habilidades[0].con_arma is False  # type: ignore[attr-defined]
    assert editor.combo.currentText() == "No"
    line = editor.combo.lineEdit()
    assert line is not None
    editor.combo.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, "Sable largo")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert tab.sheet.habilidades[0].con_arma == "Sable largo"  # type: ignore[attr-defined]
    line.selectAll()
    qtbot.keyClicks(line, "si")  # typed without the accent
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert tab.sheet.habilidades[0].con_arma is True  # type: ignore[attr-defined]
    assert editor.combo.currentText() == "Sí"
    tab.undo_action.trigger()
    assert tab.sheet.habilidades[0].con_arma == "Sable largo"  # type: ignore[attr-defined]
    assert editor.combo.currentText() == "Sable largo"
