"""The sheet editor: one tab per open sheet (see gui/editor/tab.py)."""

from gui.editor.tab import SheetTab, create_sheet_tab

__all__ = ["SheetTab", "create_sheet_tab"]
