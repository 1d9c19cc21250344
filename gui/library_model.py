"""Qt model of the sheet library: one row per sheet, the shipped examples flagged apart."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt

from core.library import LibraryEntry

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1

Index = QModelIndex | QPersistentModelIndex


class LibraryModel(QAbstractTableModel):
    """Columns: name, ruleset, origin (library or example)."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._entries: list[LibraryEntry] = []
        self._rules_names: dict[str, str] = {}

    def set_entries(self, entries: list[LibraryEntry], rules_names: dict[str, str]) -> None:
        self.beginResetModel()
        self._entries = list(entries)
        self._rules_names = dict(rules_names)
        self.endResetModel()

    def entry(self, row: int) -> LibraryEntry:
        return self._entries[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return [self.tr("Nombre"), self.tr("Sistema"), self.tr("Origen")][section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return entry.nombre
            if column == 1:
                return self._rules_names.get(entry.reglas, entry.reglas)
            return self.tr("Ejemplo") if entry.ejemplo else self.tr("Mi biblioteca")
        if role == Qt.ItemDataRole.ToolTipRole:
            return entry.problema or str(entry.path)
        if role == ENTRY_ROLE:
            return entry
        if role == Qt.ItemDataRole.UserRole and column == 1:
            return entry.reglas
        return None


class LibraryFilter(QSortFilterProxyModel):
    """Own sheets or shipped examples, filtered by ruleset id and a piece of the name."""

    def __init__(self, examples: bool, parent: QObject | None = None):
        super().__init__(parent)
        self._examples = examples
        self._rules = ""
        self._text = ""

    def set_rules(self, rules_id: str) -> None:
        self.beginFilterChange()
        self._rules = rules_id
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = text.casefold().strip()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, LibraryModel)
        entry = model.entry(source_row)
        if entry.ejemplo != self._examples:
            return False
        if self._rules and entry.reglas != self._rules:
            return False
        return not self._text or self._text in entry.nombre.casefold()
