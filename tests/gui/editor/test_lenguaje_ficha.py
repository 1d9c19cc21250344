"""The sheet editor speaks the player's language (issue 15): labels, not ids; readable, located problems;
number boxes that say their bounds; catalogue names; autosave soon after the last edit."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import registry, storage
from core.paths import examples_dir
from core.settings import Settings
from gui import i18n
from gui.editor import SheetTab
from gui.editor.catalogue import CataloguePicker, ChipListEditor
from gui.editor.collections import NumberDictEditor, RecordListEditor
from gui.editor.fields import IntEditor
from tests.gui.editor.conftest import edit_cell, needs, open_tab, show_page, type_number, type_text

_RAW_ID = re.compile(r"«[a-z]+(?:_[a-z0-9]+)+»")


def _example(ruleset: str, name: str, qtbot: QtBot, settings: Settings) -> SheetTab:
    needs(ruleset)
    path = examples_dir() / ruleset / name
    return open_tab(qtbot, storage.load_sheet(path), settings, path, read_only=True)


def _problems(tab: SheetTab) -> list[str]:
    model = tab.validation.model
    return [model.index(row).data() for row in range(model.rowCount())]


def test_un_problema_seleccionado_se_sigue_leyendo(qtbot: QtBot, settings: Settings) -> None:
    """Clicking a problem used to turn its text white on a white row."""
    tab = _example("caballeros", "ilegal_copiada_del_foro.json", qtbot, settings)
    view = tab.validation.list
    index = tab.validation.model.index(0)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    assert view.selectionModel().isSelected(index)
    image = view.viewport().grab(view.visualRect(index)).toImage()
    background = QColor(image.pixel(2, 2)).lightness()
    darkest = min(QColor(image.pixel(x, y)).lightness() for x in range(image.width()) for y in range(image.height()))
    assert background - darkest > 100, "the selected problem's text must stand out from its background"


def test_los_errores_se_marcan_en_el_campo_y_se_desmarcan_al_arreglarlo(qtbot: QtBot, settings: Settings) -> None:
    tab = _example("caballeros", "ilegal_copiada_del_foro.json", qtbot, settings)
    show_page(tab, "General")
    forbidden = tab.focus.editors[("acciones_prohibidas",)]
    assert isinstance(forbidden, ChipListEditor)
    chip = next(c for c in forbidden.chips if c.text == "volar")
    assert chip.property("problema") is True
    assert "no es una acción del juego" in chip.toolTip()
    assert chip.close_button is not None
    qtbot.mouseClick(chip.close_button, Qt.MouseButton.LeftButton)
    assert not any("volar" in text for text in _problems(tab))
    assert all(c.property("problema") is not True for c in forbidden.chips)


def test_los_mensajes_usan_etiquetas_y_dicen_de_que_poder_hablan(qtbot: QtBot, settings: Settings) -> None:
    needs("caballeros")
    ruleset = registry.get("caballeros")
    sheet = ruleset.sheet_model.model_validate(
        {
            "reglas": "caballeros",
            "nombre": "Sira",
            "poderes": [
                {"nombre": "Meteoro", "codigos": [], "coste": 10, "dano": 20},
                {"nombre": "Antares", "codigos": ["RM"], "coste": 20, "dano": 40},
                {"nombre": "Cadena", "codigos": ["INM"], "coste": 20, "dano": 40, "turnos_inmovilizado": 9},
            ],
        }
    )
    tab = open_tab(qtbot, sheet, settings)
    texts = _problems(tab)
    assert "Meteoro: Poder sin tipo: el motor solo cobrará su coste." in texts
    assert "Antares: El código RM necesita «Tirada mortal»." in texts
    assert "Cadena: «Turnos de inmovilización» debe estar entre 1 y 5." in texts
    assert not [t for t in texts if _RAW_ID.search(t)], texts
    tooltip = tab.validation.model.index(texts.index(next(t for t in texts if "Meteoro" in t))).data(
        Qt.ItemDataRole.ToolTipRole
    )
    assert "Poderes › Meteoro › Códigos" in tooltip and "Poder sin tipo" in tooltip


def test_el_historial_nombra_la_defensa_por_su_etiqueta(qtbot: QtBot, settings: Settings) -> None:
    needs("encuentro")
    path = examples_dir() / "encuentro" / "iria_valdecasas.json"
    tab = open_tab(qtbot, storage.load_sheet(path), settings, path, read_only=True)
    values = tab.focus.editors[("valores",)]
    assert isinstance(values, NumberDictEditor)
    show_page(
        tab, next(tab.pages.tabText(i) for i in range(tab.pages.count()) if tab.pages.widget(i).isAncestorOf(values))
    )
    model = values.table.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == "Defensa física")
    edit_cell(qtbot, values.table, model.index(row, 1), "15")
    assert tab.sheet.valores["defensa_fisica"] == 15  # type: ignore[attr-defined]
    assert tab.undo_stack().undoText() == "Cambiar «Defensa física»"


def test_un_numero_fuera_de_limites_dice_el_limite_y_lo_que_se_queda(qtbot: QtBot, settings: Settings) -> None:
    tab = _example("epic20", "cobalto.json", qtbot, settings)
    level = tab.focus.editors[("nivel",)]
    assert isinstance(level, IntEditor)
    show_page(
        tab, next(tab.pages.tabText(i) for i in range(tab.pages.count()) if tab.pages.widget(i).isAncestorOf(level))
    )
    level.box.setFocus()
    level.box.selectAll()
    qtbot.keyClicks(level.box, "999")
    assert level.box.text() == "999", "what was typed stays visible"
    assert level.bound_hint.isVisible()
    assert level.bound_hint.text() == "«Nivel» va de 0 a 40."
    qtbot.keyClick(level.box, Qt.Key.Key_Return)
    assert tab.sheet.nivel == 9  # type: ignore[attr-defined]
    assert level.box.text() == "9"
    assert "999 no cabe: se queda 9." in level.bound_hint.text()
    assert "999 no cabe: se queda 9." in tab.message.text()
    level.box.selectAll()
    qtbot.keyClicks(level.box, "-3")
    assert level.bound_hint.text() == "«Nivel» va de 0 a 40."
    type_number(qtbot, level.box, "12")
    assert tab.sheet.nivel == 12  # type: ignore[attr-defined]
    assert not level.bound_hint.isVisible()


def test_un_codigo_escrito_entero_sale_el_primero(qtbot: QtBot, settings: Settings) -> None:
    needs("caballeros")
    entries = registry.get("caballeros").catalogues()["codigos"]  # type: ignore[attr-defined]
    picker = CataloguePicker("Códigos", entries, lambda _name: None)
    qtbot.addWidget(picker)
    picker.show()
    type_text(qtbot, picker.search, "m")
    visible = [picker.list.item(r) for r in range(picker.list.count()) if not picker.list.item(r).isHidden()]
    assert visible[0].data(Qt.ItemDataRole.UserRole) == "M"
    assert picker.current_entry() is not None and picker.current_entry().nombre == "M"  # type: ignore[union-attr]
    picker.search.clear()
    names = [picker.list.item(r).data(Qt.ItemDataRole.UserRole) for r in range(picker.list.count())]
    assert names == [e.nombre for e in entries], "without a search the catalogue keeps its own order"


def test_los_nombres_del_catalogo_no_se_repiten_ni_salen_como_id(qtbot: QtBot, settings: Settings) -> None:
    needs("epic20")
    complications = registry.get("epic20").catalogues()["complicaciones"]  # type: ignore[attr-defined]
    picker = CataloguePicker("Complicaciones", complications, lambda _name: None)
    qtbot.addWidget(picker)
    captions = [picker.list.item(r).text() for r in range(picker.list.count())]
    assert "Fobia" in captions and "Fobia — Fobia" not in captions
    tab = _example("umh", "coloso.json", qtbot, settings)
    immune = tab.focus.editors[("inmunidades",)]
    assert isinstance(immune, ChipListEditor)
    assert [c.label.text() for c in immune.chips] == ["Eléctrica"]
    assert tab.sheet.inmunidades == ["electrica"]  # type: ignore[attr-defined]


def test_la_copia_de_seguridad_llega_poco_despues_de_la_ultima_edicion(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    needs("epic20")
    path = tmp_path / "cobalto.json"
    storage.save_sheet(path, storage.load_sheet(examples_dir() / "epic20" / "cobalto.json"))
    tab = open_tab(qtbot, storage.load_sheet(path), settings, path)
    assert not tab.autosave_timer.isActive(), "nothing to copy before the first edit"
    level = tab.focus.editors[("nivel",)]
    assert isinstance(level, IntEditor)
    show_page(
        tab, next(tab.pages.tabText(i) for i in range(tab.pages.count()) if tab.pages.widget(i).isAncestorOf(level))
    )
    type_number(qtbot, level.box, "9")
    assert tab.autosave_timer.isActive() and tab.autosave_timer.interval() <= 3000
    qtbot.waitUntil(lambda: tab.recovery_file().exists(), timeout=5000)
    assert '"nivel": 9' in tab.recovery_file().read_text(encoding="utf-8")


def test_los_poderes_sin_fila_abierta_marcan_su_tabla(qtbot: QtBot, settings: Settings) -> None:
    tab = _example("caballeros", "ilegal_copiada_del_foro.json", qtbot, settings)
    powers = tab.focus.editors[("poderes",)]
    assert isinstance(powers, RecordListEditor)
    assert powers.table.property("problema") is True
    assert "Antares" in powers.table.toolTip()


ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"


@pytest.mark.parametrize("language", ["es", "en"])
def test_captura_de_problemas_con_etiquetas(qtbot: QtBot, settings: Settings, language: str) -> None:
    """A reviewer's screenshot: a sheet with problems, one selected, its fields outlined (Spanish and English)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.install(app, language)
    try:
        tab = _example("caballeros", "ilegal_copiada_del_foro.json", qtbot, settings)
        view = tab.validation.list
        index = tab.validation.model.index(3)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
        ARTIFACTS.mkdir(exist_ok=True)
        assert tab.grab().save(str(ARTIFACTS / f"editor_problemas_{language}.png"))
    finally:
        i18n.install(app, "es")
