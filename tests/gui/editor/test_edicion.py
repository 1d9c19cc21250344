"""Generic editing through the widgets: every edit changes the core sheet, undo/redo, refused values, focus."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox
from pytestqt.qtbot import QtBot

from core import storage
from core.settings import Settings
from gui.editor.fields import IntEditor
from tests.core.duelo_simple import FichaDuelo
from tests.gui.editor.conftest import open_tab, type_number


def _vida(tab) -> QSpinBox:  # type: ignore[no-untyped-def]
    editor = tab.focus.editors[("vida",)]
    assert isinstance(editor, IntEditor)
    return editor.box


def test_editar_un_numero_cambia_la_ficha_y_se_deshace_con_ctrl_z(
    qtbot: QtBot, duelo: None, settings: Settings
) -> None:
    tab = open_tab(qtbot, FichaDuelo(nombre="Ana"), settings)
    box = _vida(tab)
    with qtbot.waitSignal(tab.modified_changed):
        type_number(qtbot, box, "25")
    assert tab.sheet.vida == 25
    assert tab.is_modified()
    assert tab.undo_stack().count() == 1, "typing one number is one undo step"
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.sheet.vida == 10
    assert box.value() == 10
    assert not tab.is_modified()
    qtbot.keyClick(box, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert tab.sheet.vida == 25
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert tab.sheet.vida == 25
    assert tab.history.model().rowCount() == 2, "the history lists the opening state and the edit"


def test_la_validacion_es_en_vivo_y_un_clic_lleva_al_campo(qtbot: QtBot, duelo: None, settings: Settings) -> None:
    tab = open_tab(qtbot, FichaDuelo(nombre="Ana"), settings)
    assert tab.validation.is_legal()
    assert tab.badge.text() == "Legal"
    type_number(qtbot, _vida(tab), "0")
    assert tab.sheet.vida == 0
    model = tab.validation.model
    assert [model.index(r).data() for r in range(model.rowCount())] == ["La vida debe ser positiva."]
    assert tab.badge.text() == "No legal"
    tab.name_editor.line.setFocus()
    rect = tab.validation.list.visualRect(model.index(0))
    qtbot.mouseClick(tab.validation.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: _vida(tab).hasFocus())


def test_un_nombre_vacio_no_se_aplica_y_se_explica(qtbot: QtBot, duelo: None, settings: Settings) -> None:
    tab = open_tab(qtbot, FichaDuelo(nombre="Ana"), settings)
    line = tab.name_editor.line
    line.setFocus()
    line.selectAll()
    qtbot.keyClick(line, Qt.Key.Key_Backspace)
    assert tab.sheet.nombre == "Ana", "a sheet never takes a value its model refuses"
    assert line.property("invalido") is True
    assert "vacío" in tab.message.text()
    qtbot.keyClicks(line, "Berta")
    assert tab.sheet.nombre == "Berta"
    assert line.property("invalido") is False


def test_guardar_limpia_el_estado_y_escribe_la_ficha(
    qtbot: QtBot, duelo: None, settings: Settings, tmp_path: Path
) -> None:
    path = tmp_path / "ana.json"
    storage.save_sheet(path, FichaDuelo(nombre="Ana"))
    tab = open_tab(qtbot, storage.load_sheet(path), settings, path)
    type_number(qtbot, _vida(tab), "12")
    assert tab.save()
    assert not tab.is_modified()
    assert storage.load_sheet(path) == tab.sheet
    example = open_tab(qtbot, FichaDuelo(nombre="Ejemplo"), settings, path, read_only=True)
    assert not example.save(), "an example is never overwritten: the main window asks for a new path"
    assert example.save_to(tmp_path / "copia.json")
    assert not example.read_only and example.path == tmp_path / "copia.json"


def test_escribir_y_volver_al_valor_inicial_no_deja_cambios(qtbot: QtBot, duelo: None, settings: Settings) -> None:
    tab = open_tab(qtbot, FichaDuelo(nombre="Ana"), settings)
    line = tab.name_editor.line
    line.setFocus()
    line.end(False)
    qtbot.keyClicks(line, "bel")
    assert tab.sheet.nombre == "Anabel"
    assert tab.undo_stack().count() == 1, "typing one word is one undo step"
    for _ in range(3):
        qtbot.keyClick(line, Qt.Key.Key_Backspace)
    assert tab.sheet.nombre == "Ana"
    assert not tab.is_modified()
    assert tab.undo_stack().count() == 0


def test_un_campo_de_forma_rara_se_edita_como_json(qtbot: QtBot, settings: Settings) -> None:
    from tests.gui.editor.conftest import needs

    needs("encuentro")
    from core import registry

    ruleset = registry.get("encuentro")
    sheet = ruleset.new_sheet("Iria")
    tab = open_tab(qtbot, sheet, settings)
    editor = tab.focus.editors[("posicion",)]
    line = editor.line  # type: ignore[attr-defined]
    line.setFocus()
    line.selectAll()
    qtbot.keyClicks(line, "[2, 4]")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert tab.sheet.posicion == (2, 4)  # type: ignore[attr-defined]
    line.selectAll()
    qtbot.keyClicks(line, "[2,")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert line.property("invalido") is True
    assert tab.sheet.posicion == (2, 4)  # type: ignore[attr-defined]
