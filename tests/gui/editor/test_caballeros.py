"""The caballeros powers table: a power with codes R and RB, code tooltips with the rule text, save and reload."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core import registry, storage
from core.ruleset import SheetSupport
from core.settings import Settings
from gui.editor.catalogue import ChipListEditor
from gui.editor.collections import RecordListEditor
from gui.editor.fields import IntEditor, StrEditor
from gui.editor.models import CHIPS_ROLE
from tests.gui.editor.conftest import needs, open_tab, pick, show_page, type_number


@pytest.fixture(autouse=True)
def _caballeros() -> None:
    needs("caballeros")


def _codes() -> dict[str, str]:
    ruleset = registry.get("caballeros")
    assert isinstance(ruleset, SheetSupport)
    return {e.nombre: e.texto for e in ruleset.catalogues()["codigos"]}


def test_anadir_un_poder_r_rb_con_coste_y_dano_y_recargarlo(qtbot: QtBot, settings: Settings, tmp_path: Path) -> None:
    ruleset = registry.get("caballeros")
    tab = open_tab(qtbot, ruleset.new_sheet("Aldric de Grulla"), settings)
    show_page(tab, "Poderes")
    powers = tab.focus.editors[("poderes",)]
    assert isinstance(powers, RecordListEditor)
    headers = [powers.model.headerData(c, Qt.Orientation.Horizontal) for c in range(powers.model.columnCount())]
    assert headers[:4] == ["Nombre", "Códigos", "Coste", "Daño"]
    qtbot.mouseClick(powers.add_button, Qt.MouseButton.LeftButton)
    assert len(tab.sheet.poderes) == 1  # type: ignore[attr-defined]
    assert powers.current_row() == 0 and powers.detail is not None

    name = tab.focus.editors[("poderes", 0, "nombre")]
    assert isinstance(name, StrEditor)
    name.line.selectAll()
    qtbot.keyClicks(name.line, "Rayo del Alba")
    codes_editor = tab.focus.editors[("poderes", 0, "codigos")]
    assert isinstance(codes_editor, ChipListEditor)
    pick(qtbot, codes_editor.add_button, codes_editor, "R", search="rayo")
    pick(qtbot, codes_editor.add_button, codes_editor, "RB")
    coste = tab.focus.editors[("poderes", 0, "coste")]
    dano = tab.focus.editors[("poderes", 0, "dano")]
    assert isinstance(coste, IntEditor) and isinstance(dano, IntEditor)
    type_number(qtbot, coste.box, "40")
    type_number(qtbot, dano.box, "80")

    power = tab.sheet.poderes[0]  # type: ignore[attr-defined]
    assert (power.nombre, power.codigos, power.coste, power.dano) == ("Rayo del Alba", ["R", "RB"], 40, 80)
    texts = _codes()
    chips = {chip.text: chip.toolTip() for chip in codes_editor.chips}
    assert set(chips) == {"R", "RB"}
    for code, tooltip in chips.items():
        assert texts[code] in tooltip, "each chip's tooltip is the code's rule text"
    row = [powers.model.index(0, c) for c in range(4)]
    assert row[0].data() == "Rayo del Alba"
    assert row[1].data(CHIPS_ROLE) == [("R", texts["R"]), ("RB", texts["RB"])]
    assert texts["RB"] in row[1].data(Qt.ItemDataRole.ToolTipRole)
    assert (row[2].data(), row[3].data()) == ("40", "80")

    # the picker shows each code's meaning as its tooltip and beside the list
    qtbot.mouseClick(codes_editor.add_button, Qt.MouseButton.LeftButton)
    picker = codes_editor.picker
    assert picker is not None
    qtbot.waitUntil(picker.isVisible)
    tooltips = {
        picker.list.item(r).data(Qt.ItemDataRole.UserRole): picker.list.item(r).toolTip()
        for r in range(picker.list.count())
    }
    assert tooltips["INM"] == texts["INM"]
    assert tooltips["R"] == "«Rayo del Alba» ya tiene el código R.", "codes already on this power are greyed"
    picker.select("INM")
    assert texts["INM"] in picker.text.toPlainText()
    picker.reject()

    target = tmp_path / "aldric.json"
    assert tab.save_to(target)
    reloaded = storage.load_sheet(target)
    assert reloaded == tab.sheet
    again = open_tab(qtbot, reloaded, settings, target)
    show_page(again, "Poderes")
    assert again.focus.editors[("poderes",)].model.index(0, 1).data() == "R RB"  # type: ignore[attr-defined]


def test_los_campos_que_pide_un_codigo_aparecen_al_elegirlo(qtbot: QtBot, settings: Settings) -> None:
    ruleset = registry.get("caballeros")
    sheet = ruleset.sheet_model.model_validate(
        {
            "reglas": "caballeros",
            "nombre": "Sira",
            "poderes": [{"nombre": "Abrazo", "codigos": ["D"], "coste": 20, "dano": 40}],
        }
    )
    tab = open_tab(qtbot, sheet, settings)
    show_page(tab, "Poderes")
    powers = tab.focus.editors[("poderes",)]
    assert isinstance(powers, RecordListEditor)
    powers.select_row(0)
    form = powers.detail
    assert form is not None
    mortal = form.editors["tirada_mortal"]
    assert not form.layout_.isRowVisible(mortal), "no chosen code needs a mortal roll yet"
    codes_editor = form.editors["codigos"]
    assert isinstance(codes_editor, ChipListEditor)
    pick(qtbot, codes_editor.add_button, codes_editor, "M", search="mortal")
    assert form.layout_.isRowVisible(mortal)
    assert form.layout_.isRowVisible(form.editors["usos_por_rival"])
    tirada = form.editors["tirada_mortal"]
    assert isinstance(tirada, IntEditor)
    type_number(qtbot, tirada.box, "8")
    assert tab.sheet.poderes[0].tirada_mortal == 8  # type: ignore[attr-defined]
    # removing the code with its chip's ✕ is one undoable step
    chip = next(c for c in codes_editor.chips if c.text == "M")
    assert chip.close_button is not None
    qtbot.mouseClick(chip.close_button, Qt.MouseButton.LeftButton)
    assert tab.sheet.poderes[0].codigos == ["D"]  # type: ignore[attr-defined]
    tab.undo_action.trigger()
    assert tab.sheet.poderes[0].codigos == ["D", "M"]  # type: ignore[attr-defined]


def test_teclado_suprimir_quita_la_fila_y_el_codigo(qtbot: QtBot, settings: Settings) -> None:
    ruleset = registry.get("caballeros")
    sheet = ruleset.sheet_model.model_validate(
        {
            "reglas": "caballeros",
            "nombre": "Sira",
            "poderes": [
                {"nombre": "Uno", "codigos": ["R", "RB"], "coste": 20, "dano": 40},
                {"nombre": "Dos", "codigos": ["D"], "coste": 10, "dano": 20},
            ],
        }
    )
    tab = open_tab(qtbot, sheet, settings)
    show_page(tab, "Poderes")
    powers = tab.focus.editors[("poderes",)]
    assert isinstance(powers, RecordListEditor)
    powers.select_row(0)
    assert powers.detail is not None
    codes_editor = powers.detail.editors["codigos"]
    assert isinstance(codes_editor, ChipListEditor)
    chip = next(c for c in codes_editor.chips if c.text == "RB")
    chip.setFocus()
    qtbot.keyClick(chip, Qt.Key.Key_Delete)
    assert tab.sheet.poderes[0].codigos == ["R"]  # type: ignore[attr-defined]
    powers.table.setFocus()
    powers.select_row(1)
    qtbot.keyClick(powers.table, Qt.Key.Key_Delete)
    assert [p.nombre for p in tab.sheet.poderes] == ["Uno"]  # type: ignore[attr-defined]
    assert tab.undo_stack().count() == 2
    tab.undo_action.trigger()
    tab.undo_action.trigger()
    assert tab.sheet == sheet


def test_un_clic_en_un_problema_lleva_al_campo_del_poder(qtbot: QtBot, settings: Settings) -> None:
    ruleset = registry.get("caballeros")
    sheet = ruleset.sheet_model.model_validate(
        {
            "reglas": "caballeros",
            "nombre": "Sira",
            "poderes": [
                {"nombre": "Uno", "codigos": ["D"], "coste": 10, "dano": 10},
                {"nombre": "Dos", "codigos": ["M"], "coste": 10, "dano": 0},
            ],
        }
    )
    tab = open_tab(qtbot, sheet, settings)
    assert tab.pages.tabText(tab.pages.currentIndex()) == "General"
    problems = tab.validation.model
    campos = [problems.index(r).data(Qt.ItemDataRole.UserRole + 2) for r in range(problems.rowCount())]
    assert "poderes[1].tirada_mortal" in campos
    row = campos.index("poderes[1].tirada_mortal")
    rect = tab.validation.list.visualRect(problems.index(row))
    qtbot.mouseClick(tab.validation.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert tab.pages.tabText(tab.pages.currentIndex()) == "Poderes"
    powers = tab.focus.editors[("poderes",)]
    assert isinstance(powers, RecordListEditor) and powers.current_row() == 1
    mortal = tab.focus.editors[("poderes", 1, "tirada_mortal")]
    assert isinstance(mortal, IntEditor)
    qtbot.waitUntil(mortal.box.hasFocus)
    type_number(qtbot, mortal.box, "8")
    assert tab.validation.is_legal(), [problems.index(r).data() for r in range(problems.rowCount())]
