"""Menu entries as the windows build them (the main window's menus, the battle window's)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


def make_action(
    parent: QWidget,
    text: str,
    slot: object,
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    name: str = "",
) -> QAction:
    """A menu entry of ``parent``: its text, what it calls, its shortcut and its object name.

    The shortcut is set with ``setShortcuts``, not ``setShortcut``: that one's overloads make PySide
    build Qt's ``Qt`` namespace, which the main window avoids before its first paint (gui/qt_valores.py).
    """
    action = QAction(text, parent)
    if shortcut is not None:
        action.setShortcuts([QKeySequence(shortcut)])
    if name:
        action.setObjectName(name)
    action.triggered.connect(slot)
    return action
