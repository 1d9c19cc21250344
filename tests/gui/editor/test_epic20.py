"""The epic20 builder, through the widgets: a legal hero from a blank sheet, and an archetype that breaks it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from core import registry, storage
from core.settings import Settings
from gui.editor import SheetTab
from tests.gui.editor.conftest import click_list_item, edit_cell, needs, open_tab, pick, show_page

HABILIDADES = {
    "Acrobacias": 1,
    "Sigilo": 1,
    "Percepción visual": 0.5,
    "Atletismo": 0.5,
    "Intuición": 0.5,
    "Conocimientos de Criminología": 0.5,
}
PODERES = ["Ataque especial a distancia", "Superesquiva", "Supersalto"]
ARQUETIPO = "Velocista"
VENTAJAS = ["Excelente atleta"]  # the Velocista loses 1 advantage
MANIOBRAS = ["Iniciativa mejorada", "Ojo agudo"]
COMPLICACION = "Identidad secreta"


@pytest.fixture(autouse=True)
def _epic20() -> None:
    needs("epic20")


def _bars(tab: SheetTab) -> dict[str, tuple[str, bool]]:
    return {key: (bar.format(), bool(bar.property("excedido"))) for key, bar in tab.budget.bars.items()}


def _problems(tab: SheetTab) -> list[str]:
    model = tab.validation.model
    return [model.index(r).data() for r in range(model.rowCount())]


def _build_hero(qtbot: QtBot, tab: SheetTab) -> None:
    atributos = tab.focus.editors[("atributos", "agilidad")].parentWidget()
    assert atributos is not None
    for nombre, boton in (("agilidad", "1"), ("percepcion", "1"), ("presencia", "0")):
        editor = tab.focus.editors[("atributos", nombre)]
        button = next(b for b in editor.buttons if b.text() == boton)  # type: ignore[attr-defined]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert _bars(tab)["atributos"] == ("2 / 2", False)

    archetype = tab.focus.editors[("arquetipo",)]
    qtbot.mouseClick(archetype.choose, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    dialog = archetype.dialog  # type: ignore[attr-defined]
    qtbot.waitUntil(dialog.isVisible)
    click_list_item(qtbot, dialog.list, ARQUETIPO)
    shown = dialog.text.toPlainText()
    assert "Uno de sus atributos destacables debe de ser la Agilidad." in shown, "requirements"
    assert "Pierde 1 ventaja." in shown, "effects"
    assert "Ventajas (y equipo): 2 → 1 disponibles." in shown, "what choosing it would change"
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "Elegir"
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert tab.sheet.arquetipo == ARQUETIPO  # type: ignore[attr-defined]
    assert _bars(tab)["ventajas"][0].endswith("/ 1")

    skills = tab.focus.editors[("habilidades",)]
    for nombre in HABILIDADES:
        if nombre.startswith("Conocimientos de "):
            pick(qtbot, skills.add_button, skills, "Conocimientos de", detail="Criminología")  # type: ignore[attr-defined]
        else:
            pick(qtbot, skills.add_button, skills, nombre)  # type: ignore[attr-defined]
    table = skills.table  # type: ignore[attr-defined]
    for row in range(table.model().rowCount()):
        name = table.model().index(row, 0).data()
        if HABILIDADES[name] == 1:
            edit_cell(qtbot, table, table.model().index(row, 1), "1")
    assert tab.sheet.habilidades == HABILIDADES  # type: ignore[attr-defined]
    assert _bars(tab)["habilidades"] == ("4 / 4", False)

    show_page(tab, "Poderes")
    powers = tab.focus.editors[("poderes",)]
    for nombre in PODERES:
        pick(qtbot, powers.add_button, powers, nombre)  # type: ignore[attr-defined]
    assert [p.nombre for p in tab.sheet.poderes] == PODERES  # type: ignore[attr-defined]
    show_page(tab, "General")
    for field, names in (("ventajas", VENTAJAS), ("maniobras", MANIOBRAS), ("complicaciones", [COMPLICACION])):
        editor = tab.focus.editors[(field,)]
        for nombre in names:
            pick(qtbot, editor.add_button, editor, nombre)  # type: ignore[attr-defined]


def test_construir_un_heroe_legal_desde_una_ficha_en_blanco(qtbot: QtBot, settings: Settings, tmp_path: Path) -> None:
    ruleset = registry.get("epic20")
    tab = open_tab(qtbot, ruleset.new_sheet("Aurora"), settings)
    assert not tab.validation.is_legal()
    assert tab.budget.bars, "epic20 offers a budget panel"
    _build_hero(qtbot, tab)
    bars = _bars(tab)
    assert not any(over for _text, over in bars.values()), bars
    assert bars["poderes"][0].endswith("/ 3")
    assert bars["complicaciones"] == ("1 / 1", False)
    assert tab.validation.is_legal(), _problems(tab)
    assert tab.validation.status.text().startswith("✔ Ficha legal")
    assert tab.badge.text() == "Legal"

    target = tmp_path / "aurora.json"
    assert tab.save_to(target)
    saved = json.loads(target.read_text(encoding="utf-8"))
    expected: dict[str, Any] = {
        "nombre": "Aurora",
        "atributos": {"corpulencia": 0.5, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5, "presencia": 0},
        "habilidades": HABILIDADES,
        "poderes": [p for p in saved["poderes"]],
        "ventajas": VENTAJAS,
        "maniobras": MANIOBRAS,
        "complicaciones": [COMPLICACION],
        "arquetipo": ARQUETIPO,
    }
    assert {k: saved[k] for k in expected} == expected
    assert [p["nombre"] for p in saved["poderes"]] == PODERES
    reopened = storage.load_sheet(target)
    assert reopened == tab.sheet
    assert [p for p in ruleset.validate(reopened) if p.gravedad == "error"] == []
    again = open_tab(qtbot, reopened, settings, target)
    assert again.validation.is_legal() and not again.is_modified()


def test_un_arquetipo_que_rompe_la_ficha_muestra_los_motivos_y_se_deshace(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    ruleset = registry.get("epic20")
    tab = open_tab(qtbot, ruleset.new_sheet("Aurora"), settings)
    _build_hero(qtbot, tab)
    assert tab.validation.is_legal()
    legal = tab.sheet

    editor = tab.focus.editors[("arquetipo",)]
    qtbot.mouseClick(editor.choose, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    dialog = editor.dialog  # type: ignore[attr-defined]
    qtbot.waitUntil(dialog.isVisible)
    click_list_item(qtbot, dialog.list, "Inventor")
    shown = dialog.text.toPlainText()
    assert "Requisitos" in shown and "Requiere que la Inteligencia sea atributo destacable." in shown
    assert "Si lo eliges" in shown
    assert "solo la Inteligencia puede ser atributo destacable" in shown, "the picker predicts the new problems"
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "Elegir de todos modos"
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    assert tab.sheet.arquetipo == "Inventor"  # type: ignore[attr-defined]
    problems = _problems(tab)
    assert problems == [p.mensaje for p in ruleset.validate(tab.sheet)]
    assert "Arquetipo Inventor: solo la Inteligencia puede ser atributo destacable." in problems
    assert "Arquetipo Inventor: la Inteligencia debe ser atributo destacable." in problems
    assert tab.badge.text() == "No legal"
    # every budget bar shows the ruleset's pools and goes red exactly when one is overspent
    # (whether the archetype overspends the maneuvers depends on the trades epic20 infers)
    for line in ruleset.budget(tab.sheet):  # type: ignore[attr-defined]
        assert _bars(tab)[line.id][1] == line.excedido, line.etiqueta
    assert tab.sheet.arquetipo == "Inventor"  # type: ignore[attr-defined]
    assert tab.focus.editors[("arquetipo",)].name.text() == "<b>Inventor</b>"  # type: ignore[attr-defined]

    qtbot.keyClick(tab.pages, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.sheet == legal
    assert tab.validation.is_legal()
    assert _bars(tab)["maniobras"] == ("2 / 2", False)


def test_el_catalogo_muestra_en_gris_lo_que_no_se_puede_elegir_y_por_que(qtbot: QtBot, settings: Settings) -> None:
    ruleset = registry.get("epic20")
    tab = open_tab(qtbot, ruleset.new_sheet("Aurora"), settings)
    editor = tab.focus.editors[("maniobras",)]
    qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    picker = editor.picker  # type: ignore[attr-defined]
    qtbot.waitUntil(picker.isVisible)
    chained = [e for e in ruleset.catalogues()["maniobras"] if e.datos.get("requiere")]  # type: ignore[attr-defined]
    assert chained, "some maneuvers require the previous one"
    entry = chained[0]
    reason = ruleset.why_not_pick(tab.sheet, "maniobras", entry.nombre)  # type: ignore[attr-defined]
    assert reason
    qtbot.keyClicks(picker.search, entry.nombre.split()[0])
    click_list_item(qtbot, picker.list, entry.nombre)
    item = picker.list.currentItem()
    assert item.toolTip() == reason
    assert item.foreground().color() != picker.list.palette().text().color(), "not allowed now: greyed"
    assert reason in picker.text.toPlainText() and entry.texto in picker.text.toPlainText()
    assert not picker.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    picker.reject()
    assert tab.sheet.maniobras == []  # type: ignore[attr-defined]


def test_un_mapa_sin_catalogo_se_rellena_escribiendo(qtbot: QtBot, settings: Settings) -> None:
    ruleset = registry.get("epic20")
    tab = open_tab(qtbot, ruleset.new_sheet("Aurora"), settings)
    canjes = tab.focus.editors[("canjes",)]
    line = canjes.new_line  # type: ignore[attr-defined]
    assert line is not None and not canjes.add_button.isVisible()  # type: ignore[attr-defined]
    qtbot.keyClicks(line, "habilidades")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert tab.sheet.canjes == {"habilidades": 0.5}  # type: ignore[attr-defined]
    assert line.text() == ""
    assert _bars(tab)["habilidades"][0].endswith("/ 5"), "½ power point traded buys 1 skill point"
