"""Fixtures and user-like helpers for the sheet editor tests: open a tab, pick from a catalogue, edit a cell."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QDialogButtonBox,
    QListWidget,
    QTableView,
    QWidget,
)
from pytestqt.qtbot import QtBot

from core import registry
from core.settings import Settings
from core.sheets import SheetBase
from gui.editor import SheetTab, create_sheet_tab
from tests.core.duelo_simple import RULESET as DUELO


@pytest.fixture
def duelo() -> Iterator[None]:
    registry.register(DUELO)
    yield
    registry.unregister(DUELO.id)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(biblioteca=str(tmp_path / "biblioteca"))


def needs(ruleset_id: str) -> None:
    """Skip with a clear reason when a ruleset has not landed yet."""
    if ruleset_id not in registry.known_ids():
        pytest.skip(f"el sistema de reglas «{ruleset_id}» todavía no se puede cargar")


def open_tab(
    qtbot: QtBot, sheet: SheetBase, settings: Settings, path: Path | None = None, *, read_only: bool = False
) -> SheetTab:
    tab = create_sheet_tab(sheet, path, read_only=read_only, settings=settings)
    qtbot.addWidget(tab)
    tab.resize(1100, 760)
    tab.show()
    qtbot.waitExposed(tab)
    return tab


def show_page(tab: SheetTab, title: str) -> None:
    for index in range(tab.pages.count()):
        if tab.pages.tabText(index) == title:
            qtbot_click_tab(tab, index)
            return
    raise AssertionError(f"no page «{title}»: {[tab.pages.tabText(i) for i in range(tab.pages.count())]}")


def qtbot_click_tab(tab: SheetTab, index: int) -> None:
    bar = tab.pages.tabBar()
    QtBot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tab.pages.currentIndex() == index


def click_list_item(qtbot: QtBot, widget: QListWidget, text: str) -> None:
    """Click the visible entry whose caption starts with ``text`` (captions may add the cost)."""
    for row in range(widget.count()):
        item = widget.item(row)
        if not item.isHidden() and item.data(Qt.ItemDataRole.UserRole) == text:
            widget.scrollToItem(item)
            qtbot.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=widget.visualItemRect(item).center())
            assert widget.currentItem() is item
            return
    raise AssertionError(f"«{text}» is not in the list")


def pick(
    qtbot: QtBot, button: QWidget, picker_of: QWidget, name: str, *, search: str | None = None, detail: str = ""
) -> None:
    """Open a catalogue picker with ``button``, search, click the entry and press «Añadir»."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    picker = picker_of.picker  # type: ignore[attr-defined]
    qtbot.waitUntil(picker.isVisible)
    type_text(qtbot, picker.search, search if search is not None else name)
    click_list_item(qtbot, picker.list, name)
    if detail:
        type_text(qtbot, picker.detail, detail)
    ok = picker.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled(), picker.list.currentItem().data(Qt.ItemDataRole.UserRole + 1)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not picker.isVisible())


def type_text(qtbot: QtBot, widget: QWidget, text: str) -> None:
    """Type ``text`` key by key; letters outside ASCII (ó, í) arrive as key events with their text."""
    for char in text:
        if char.isascii():
            qtbot.keyClicks(widget, char)
        else:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(
                    widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
                )


def type_number(qtbot: QtBot, box: QAbstractSpinBox, value: str) -> None:
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, value)
    qtbot.keyClick(box, Qt.Key.Key_Return)


def edit_cell(qtbot: QtBot, table: QTableView, index: QModelIndex, value: str) -> None:
    """Click a cell, press F2, type the new value and press Enter, as a keyboard user does."""
    table.scrollTo(index)
    rect = table.visualRect(index)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert table.currentIndex() == index
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = table.window().focusWidget()
    assert editor is not None and table.viewport().isAncestorOf(editor), "the cell editor did not open"
    if isinstance(editor, QAbstractSpinBox):
        editor.selectAll()
    qtbot.keyClicks(editor, value)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)
