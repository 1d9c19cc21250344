"""The sheet editor: one tab per open sheet (see gui/editor/tab.py) and crash recovery of unsaved sheets.

The names are imported on first use (PEP 562): the main window asks for ``offer_restore`` right
after start, and that must not build the whole editor (its widgets and the sheet models) before
the user opens a sheet.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gui.editor.recovery import offer_restore
    from gui.editor.tab import SheetTab, create_sheet_tab

__all__ = ["SheetTab", "create_sheet_tab", "offer_restore"]
_HOMES = {"SheetTab": "gui.editor.tab", "create_sheet_tab": "gui.editor.tab", "offer_restore": "gui.editor.recovery"}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(_HOMES[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
