"""The sheet editor: one tab per open sheet (see gui/editor/tab.py) and crash recovery of unsaved sheets."""

from gui.editor.recovery import offer_restore
from gui.editor.tab import SheetTab, create_sheet_tab

__all__ = ["SheetTab", "create_sheet_tab", "offer_restore"]
