"""A sheet tab: shows a sheet and its build problems; the full editor extends it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel, QListWidget, QPlainTextEdit, QVBoxLayout, QWidget

from core import registry, storage
from core.settings import Settings
from core.sheets import SheetBase


class SheetTab(QWidget):
    """One open sheet. ``modified_changed`` and ``title_changed`` drive the tab's caption."""

    modified_changed = Signal(bool)
    title_changed = Signal(str)

    def __init__(
        self, sheet: SheetBase, path: Path | None, *, read_only: bool, settings: Settings, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.sheet = sheet
        self.path = path
        self.read_only = read_only
        self.settings = settings
        self._undo = QUndoStack(self)
        self._undo.cleanChanged.connect(lambda clean: self.modified_changed.emit(not clean))
        layout = QVBoxLayout(self)
        ruleset = registry.get(sheet.reglas)
        header = QLabel(f"<h2>{sheet.nombre}</h2><p>{ruleset.nombre}</p>")
        layout.addWidget(header)
        self.problems = QListWidget()
        self.problems.setObjectName("problemas")
        for problem in ruleset.validate(sheet):
            where = f" [{problem.campo}]" if problem.campo else ""
            self.problems.addItem(f"{problem.mensaje}{where}")
        if self.problems.count() == 0:
            self.problems.addItem(self.tr("Ficha legal: cumple todas las reglas de creación."))
        layout.addWidget(self.problems)
        text = QPlainTextEdit(storage.dumps(sheet.model_dump(mode="json")))
        text.setReadOnly(True)
        layout.addWidget(text, 1)

    def title(self) -> str:
        return self.sheet.nombre

    def is_modified(self) -> bool:
        return not self._undo.isClean()

    def undo_stack(self) -> QUndoStack:
        return self._undo

    def save(self) -> bool:
        if self.read_only or self.path is None:
            return False
        storage.save_sheet(self.path, self.sheet)
        self._undo.setClean()
        return True

    def save_to(self, path: Path) -> bool:
        storage.save_sheet(path, self.sheet)
        self.path = path
        self.read_only = False
        self._undo.setClean()
        self.title_changed.emit(self.title())
        return True


def create_sheet_tab(
    sheet: SheetBase, path: Path | None, *, read_only: bool, settings: Settings, parent: QWidget | None = None
) -> SheetTab:
    """The widget the main window puts in a tab for ``sheet``."""
    return SheetTab(sheet, path, read_only=read_only, settings=settings, parent=parent)
