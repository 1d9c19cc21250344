"""Qt model adapters over the collections of the open sheet (one per collection) and its problems."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from core.contract import sheet_problems
from core.export_ficha import format_value, label
from core.ruleset import CatalogueEntry, Problem
from gui.editor.document import Path, SheetDocument
from gui.editor.etiquetas import key_label, place, problem_text
from gui.editor.spec import FieldSpec
from gui.editor.traducir import book_text, rules_label

CHIPS_ROLE = Qt.ItemDataRole.UserRole + 1
"""A list of (code, rule text) pairs for a column drawn as chips."""
CAMPO_ROLE = Qt.ItemDataRole.UserRole + 2
"""The sheet path a row or a problem refers to."""

Index = QModelIndex | QPersistentModelIndex
_NO_INDEX = QModelIndex()


def entry_tooltip(entry: CatalogueEntry | None, name: str) -> str:
    if entry is None:
        return name
    return f"<b>{entry.nombre}</b>: {book_text(entry.texto)}"


class _SheetAdapter:
    """Shared plumbing: read the collection at ``path`` and keep views in step with the document."""

    document: SheetDocument
    path: Path

    def _connect(self) -> None:
        self._count = len(self._rows())
        self.document.changed.connect(self._sync)

    def _rows(self) -> Sequence[Any]:
        value = self.document.value(self.path, [])
        if isinstance(value, Mapping):
            return list(value.items())
        return value if isinstance(value, list) else []

    def _sync(self, _campo: str = "") -> None:
        count = len(self._rows())
        model: Any = self
        if count != self._count:
            model.beginResetModel()
            self._count = count
            model.endResetModel()
        elif count:
            columns = model.columnCount(QModelIndex()) if isinstance(model, QAbstractTableModel) else 1
            last = model.index(count - 1, max(0, columns - 1))
            model.dataChanged.emit(model.index(0, 0), last)


class StringListAdapter(_SheetAdapter, QAbstractListModel):
    """A ``list[str]`` of the sheet (advantages, maneuvers, a power's codes...)."""

    def __init__(
        self,
        document: SheetDocument,
        path: Path,
        catalogue: Mapping[str, CatalogueEntry] | None = None,
        parent: QObject | None = None,
    ):
        QAbstractListModel.__init__(self, parent or document)
        self.document = document
        self.path = path
        self.catalogue = catalogue or {}
        self._connect()

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else self._count

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        rows = self._rows()
        if not index.isValid() or index.row() >= len(rows):
            return None
        name = str(rows[index.row()])
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return name
        if role == Qt.ItemDataRole.ToolTipRole:
            return entry_tooltip(self.catalogue.get(name), name)
        if role == CAMPO_ROLE:
            return (*self.path, index.row())
        return None

    def values(self) -> list[str]:
        return [str(v) for v in self._rows()]


class NumberDictAdapter(_SheetAdapter, QAbstractTableModel):
    """A ``dict[str, number]`` of the sheet (skills with their value, resistances...): name | value."""

    def __init__(
        self,
        document: SheetDocument,
        path: Path,
        spec: FieldSpec,
        headers: tuple[str, str],
        parent: QObject | None = None,
    ):
        QAbstractTableModel.__init__(self, parent or document)
        self.document = document
        self.path = path
        self.spec = spec
        self.headers = headers
        self._connect()

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else 2

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < 2:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        rows = self._rows()
        if not index.isValid() or index.row() >= len(rows):
            return None
        key, value = rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return key_label(str(key))
            return format_value(value)
        if role == Qt.ItemDataRole.EditRole:
            return str(key) if index.column() == 0 else value
        if role == CAMPO_ROLE:
            return (*self.path, str(key))
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == 1:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.column() != 1 or role != Qt.ItemDataRole.EditRole:
            return False
        key = self._rows()[index.row()][0]
        number: Any = int(value) if self.spec.step == 1 else float(value)
        text = self.tr("Cambiar «%1»").replace("%1", key_label(str(key)))
        return self.document.set_value((*self.path, str(key)), number, text)


class RecordTableAdapter(_SheetAdapter, QAbstractTableModel):
    """A ``list`` of records (powers, bonuses, equipment): one row per element, chosen columns."""

    def __init__(
        self,
        document: SheetDocument,
        path: Path,
        columns: Sequence[FieldSpec],
        catalogues: Mapping[str, Mapping[str, CatalogueEntry]] | None = None,
        parent: QObject | None = None,
    ):
        QAbstractTableModel.__init__(self, parent or document)
        self.document = document
        self.path = path
        self.columns = list(columns)
        self.catalogues = catalogues or {}
        self._connect()

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            return self.columns[section].label
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return None

    def _cell(self, index: Index) -> tuple[FieldSpec, Any] | None:
        rows = self._rows()
        if not index.isValid() or index.row() >= len(rows) or index.column() >= len(self.columns):
            return None
        spec = self.columns[index.column()]
        record = rows[index.row()]
        return spec, record.get(spec.name, spec.default) if isinstance(record, Mapping) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        cell = self._cell(index)
        if cell is None:
            return None
        spec, value = cell
        if role == CAMPO_ROLE:
            return (*self.path, index.row(), spec.name)
        if spec.kind == "bool":
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
            return None
        if spec.kind == "strlist":
            catalogue = self.catalogues.get(spec.name, {})
            codes = [str(v) for v in value or []]
            if role == CHIPS_ROLE:
                return [(c, book_text(catalogue[c].texto) if c in catalogue else "") for c in codes]
            if role == Qt.ItemDataRole.DisplayRole:
                return " ".join(codes)
            if role == Qt.ItemDataRole.ToolTipRole:
                return "<br>".join(entry_tooltip(catalogue.get(c), c) for c in codes) or None
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if spec.kind == "choice" and isinstance(value, str):
                return rules_label(label(value))
            return format_value(value) if value is not None else "—"
        if role == Qt.ItemDataRole.EditRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole and spec.kind in {"int", "float", "fraction"}:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        cell = self._cell(index)
        if cell is None:
            return base
        if cell[0].kind == "bool":
            return base | Qt.ItemFlag.ItemIsUserCheckable
        if cell[0].kind in {"int", "float", "fraction", "str", "choice"}:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        cell = self._cell(index)
        if cell is None:
            return False
        spec = cell[0]
        if spec.kind == "bool" and role == Qt.ItemDataRole.CheckStateRole:
            value = Qt.CheckState(value) == Qt.CheckState.Checked
        elif role != Qt.ItemDataRole.EditRole or spec.kind not in {"int", "float", "fraction", "str", "choice"}:
            return False
        text = self.tr("Cambiar «%1»").replace("%1", spec.label)
        return self.document.set_value((*self.path, index.row(), spec.name), value, text)


class ProblemsAdapter(QAbstractListModel):
    """The ruleset's problems with the current sheet, refreshed on every change."""

    def __init__(self, document: SheetDocument):
        super().__init__(document)
        self.document = document
        self.problems: list[Problem] = sheet_problems(document.ruleset, document.sheet)
        document.changed.connect(self.refresh)

    def refresh(self, _campo: str = "") -> None:
        self.beginResetModel()
        self.problems = sheet_problems(self.document.ruleset, self.document.sheet)
        self.endResetModel()

    def rowCount(self, parent: Index = _NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self.problems)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.problems):
            return None
        problem = self.problems[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return problem_text(self.document, problem.campo, problem.mensaje)
        if role == Qt.ItemDataRole.ToolTipRole:
            # the whole sentence too: a narrow panel may still elide a very long word
            where = place(self.document, problem.campo) if problem.campo else self.tr("la ficha")
            text = html.escape(problem_text(self.document, problem.campo, problem.mensaje))
            hint = self.tr("En %1. Haz clic para ir al campo.").replace("%1", html.escape(where))
            return f"<p>{text}</p><p><i>{hint}</i></p>"
        if role == CAMPO_ROLE:
            return problem.campo
        if role == Qt.ItemDataRole.UserRole:
            return problem.gravedad
        if role == Qt.ItemDataRole.ForegroundRole and problem.gravedad == "aviso":
            return QColor("#7a5c00")
        return None

    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.gravedad == "error"]
