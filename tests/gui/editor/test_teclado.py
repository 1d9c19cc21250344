"""Keyboard use of the sheet editor: Tab goes from the name to the page's fields without dead stops."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QTabBar, QToolButton
from pytestqt.qtbot import QtBot

from core import registry
from core.settings import Settings
from tests.gui.editor.conftest import needs, open_tab


def test_tab_desde_el_nombre_llega_al_primer_campo_sin_paradas_vacias(
    qtbot: QtBot, settings: Settings, duelo: None
) -> None:
    tab = open_tab(qtbot, registry.get("duelo").new_sheet("Teclas"), settings)
    tab.activateWindow()
    assert QTest.qWaitForWindowActive(tab)
    tab.name_editor.line.setFocus()
    stops = []
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        stops.append(QApplication.focusWidget())
    assert isinstance(stops[0], QTabBar), "first the page tabs, to change page with the arrows"
    first_field = stops[1]
    assert not isinstance(first_field, QAbstractScrollArea), "the page's scroll area is not a Tab stop"
    names = []
    widget = first_field
    while widget is not None:
        names.append(widget.objectName())
        widget = widget.parentWidget()
    assert any(name.startswith("campo_") for name in names), "the second Tab lands in the page's first field"


def test_las_flechas_de_las_pestanas_no_son_una_parada_del_tabulador(qtbot: QtBot, settings: Settings) -> None:
    """With many pages (UMHRPG) in a narrow window, Tab used to stop on the tab bar's little scroll arrow."""
    needs("umh")
    tab = open_tab(qtbot, registry.get("umh").new_sheet("Teclas"), settings)
    tab.resize(640, 560)
    tab.activateWindow()
    assert QTest.qWaitForWindowActive(tab)
    tab.name_editor.line.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert isinstance(QApplication.focusWidget(), QTabBar)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert not isinstance(QApplication.focusWidget(), QToolButton)
