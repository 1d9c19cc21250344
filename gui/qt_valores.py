"""The few values of Qt's ``Qt`` namespace that the main window needs before it is shown, as plain numbers.

Touching ``PySide6.QtCore.Qt`` for the first time builds all of its ~90 enums as Python enums, about
30 ms: a quarter of what an empty Qt window takes to appear. So the main window and the library list
do not touch it until they are painted: item roles are compared as numbers (``data()`` receives the
role as an ``int``), the two enum properties set before the first paint go through Qt's property
system (:func:`set_enum`, which takes the number), and whatever else needs the namespace waits until
the library is listed or is built when first used. ``tests/gui/test_biblioteca_inicio.py`` checks every value against ``Qt``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

DISPLAY_ROLE = 0
"""``Qt.ItemDataRole.DisplayRole``"""
TOOLTIP_ROLE = 3
"""``Qt.ItemDataRole.ToolTipRole``"""
FOREGROUND_ROLE = 9
"""``Qt.ItemDataRole.ForegroundRole``"""
USER_ROLE = 0x0100
"""``Qt.ItemDataRole.UserRole``"""
ALIGN_CENTER = 0x0084
"""``Qt.AlignmentFlag.AlignCenter``"""
VERTICAL = 2
"""``Qt.Orientation.Vertical``"""
WIDGET_SHORTCUT = 0
"""``Qt.ShortcutContext.WidgetShortcut``"""


def set_enum(widget: QObject, name: str, value: int) -> None:
    """Set the enum property ``name`` (``alignment``, ``orientation``…) of ``widget`` to ``value``, a number."""
    if not widget.setProperty(name, value):
        raise ValueError(f"{type(widget).__name__} has no property {name!r}")
