"""The sheet library in Qt: its model (one row per sheet, the shipped examples apart) and its side panel."""

from __future__ import annotations

import unicodedata
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.library import LibraryEntry
from gui.qt_valores import DISPLAY_ROLE, FOREGROUND_ROLE, TOOLTIP_ROLE, USER_ROLE, VERTICAL, set_enum

# No ``Qt`` here before the list is painted: see gui/qt_valores.py.
ENTRY_ROLE = USER_ROLE + 1

Index = QModelIndex | QPersistentModelIndex


class LibraryModel(QAbstractTableModel):
    """Columns: name, ruleset, origin (library or example), validity (legal, problems, not checked yet)."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._entries: list[LibraryEntry] = []
        self._rows: dict[Path, int] = {}
        self._rules_names: dict[str, str] = {}

    def set_entries(self, entries: list[LibraryEntry], rules_names: dict[str, str]) -> None:
        self.beginResetModel()
        self._entries = list(entries)
        self._rows = {e.path: row for row, e in enumerate(self._entries)}
        self._rules_names = dict(rules_names)
        self.endResetModel()

    def set_verdict(self, path: Path, firma: tuple[int, int], legal: bool, problemas: int) -> None:
        """Mark a listed sheet legal or not, if it is still the file that was validated."""
        row = self._rows.get(path)
        if row is None or self._entries[row].firma != firma:
            return
        self._entries[row] = replace(self._entries[row], legal=legal, problemas=problemas)
        self.dataChanged.emit(self.index(row, 0), self.index(row, 3))

    def _validity(self, entry: LibraryEntry) -> str:
        if entry.problema:
            return ""
        # compact marks, so that the name keeps the width; the tooltip says it in words
        if entry.legal is None:
            return "…"
        return "✓" if entry.legal else f"✗ {entry.problemas}"

    def entry(self, row: int) -> LibraryEntry:
        return self._entries[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 4

    def header_model(self, parent: QObject) -> QStandardItemModel:
        """The columns' titles (and the validity column's tooltip), for the lists' headers.

        Not a ``headerData`` override: Qt would hand it a ``Qt.Orientation``, and building the
        ``Qt`` namespace costs ~30 ms before the list could be painted (gui/qt_valores.py).
        """
        header = QStandardItemModel(0, 4, parent)
        for column, title in enumerate([self.tr("Nombre"), self.tr("Sistema"), self.tr("Origen"), "✓"]):
            header.setHorizontalHeaderItem(column, QStandardItem(title))
        header.horizontalHeaderItem(3).setToolTip(
            self.tr("Validez: si la ficha cumple las reglas de construcción de su sistema")
        )
        return header

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        column = index.column()
        if role == DISPLAY_ROLE:
            if column == 0:
                return entry.nombre
            if column == 1:
                if entry.codigo == "version_futura":
                    return self.tr("⚠ necesita la versión %1 del formato").replace("%1", str(entry.version))
                if entry.codigo == "demasiado_grande":
                    return self.tr("⚠ demasiado grande")
                if entry.problema:
                    return self.tr("⚠ no se puede abrir")
                return self._rules_names.get(entry.reglas, entry.reglas)
            if column == 3:
                return self._validity(entry)
            return self.tr("Ejemplo") if entry.ejemplo else self.tr("Mi biblioteca")
        if role == TOOLTIP_ROLE:
            if entry.problema:
                return f"{entry.path}: {entry.problema}"
            if column == 3:
                if entry.legal is None:
                    return self.tr("Comprobando si la ficha cumple las reglas de construcción…")
                if entry.legal:
                    return self.tr("La ficha cumple todas las reglas de construcción.")
                return self.tr(
                    "La ficha incumple %n regla(s) de construcción: ábrela para verlas.", "", entry.problemas
                )
            if column == 1:
                # the full name, which the narrow column may cut («Encuentro (2 …»)
                return self._rules_names.get(entry.reglas, entry.reglas)
            return str(entry.path)
        if role == FOREGROUND_ROLE and column == 3 and entry.legal is not None:
            return QColor("#2e7d32") if entry.legal else QColor("#b3261e")
        if role == ENTRY_ROLE:
            return entry
        if role == USER_ROLE and column == 1:
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
        self._text = plain_text(text).strip()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model = self.sourceModel()
        assert isinstance(model, LibraryModel)
        entry = model.entry(source_row)
        if entry.ejemplo != self._examples:
            return False
        if self._rules and entry.reglas != self._rules:
            return False
        return not self._text or self._text in plain_text(entry.nombre)


def plain_text(text: str) -> str:
    """Lower case without accents, so that a search for «geminis» finds «Géminis» (and «ñ» stays «ñ»)."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    kept = "".join(c for i, c in enumerate(decomposed) if not (unicodedata.combining(c) and _strip_mark(decomposed, i)))
    return unicodedata.normalize("NFC", kept)


def _strip_mark(decomposed: str, index: int) -> bool:
    """Every accent goes except the tilde of «ñ», a letter of its own in Spanish."""
    return not (decomposed[index] == "\u0303" and index > 0 and decomposed[index - 1] == "n")


class LibraryPanel(QWidget):
    """The left side of the main window: filters, «Mi biblioteca», the shipped examples and a count."""

    open_requested = Signal(object)  # a LibraryEntry, on double click

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = LibraryModel(self)
        self.filter = LibraryFilter(False, self)
        self.filter.setSourceModel(self.model)
        self.examples_filter = LibraryFilter(True, self)
        self.examples_filter.setSourceModel(self.model)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        filters = QHBoxLayout()
        self.rules_filter = QComboBox()
        self.rules_filter.setObjectName("filtroSistema")
        self.rules_filter.setToolTip(
            QCoreApplication.translate("MainWindow", "Mostrar solo las fichas de un sistema de reglas")
        )
        self.rules_filter.currentIndexChanged.connect(self._rules_filter_changed)
        filters.addWidget(self.rules_filter, 1)
        self.name_filter = QLineEdit()
        self.name_filter.setObjectName("filtroBiblioteca")
        self.name_filter.setPlaceholderText(QCoreApplication.translate("MainWindow", "Buscar por nombre…"))
        # its icon takes a few ms to load: added right after the window is shown
        QTimer.singleShot(0, lambda: self.name_filter.setClearButtonEnabled(True))
        self.name_filter.textChanged.connect(self.filter.set_text)
        self.name_filter.textChanged.connect(self.examples_filter.set_text)
        self.name_filter.returnPressed.connect(self.focus_first_match)
        filters.addWidget(self.name_filter, 1)
        layout.addLayout(filters)
        lists = self.lists = QSplitter()
        set_enum(lists, "orientation", VERTICAL)
        self._header = self.model.header_model(self)
        self._sorting = False
        self.table = self._table(self.filter, "tablaBiblioteca")
        self.examples_table = self._table(self.examples_filter, "tablaEjemplos")
        self.empty_library = QLabel(
            QCoreApplication.translate(
                "MainWindow",
                "Tu biblioteca está vacía. Crea una ficha con Archivo → Nueva ficha (Ctrl+N), o elige un ejemplo de abajo y duplícalo (Archivo → Duplicar en la biblioteca).",
            )
        )
        self.empty_library.setObjectName("avisoBibliotecaVacia")
        self.empty_library.setWordWrap(True)
        self.empty_library.hide()
        lists.addWidget(
            self._titled(
                QCoreApplication.translate("MainWindow", "<b>Mi biblioteca</b>"), self.table, self.empty_library
            )
        )
        examples_title = QCoreApplication.translate(
            "MainWindow", "<b>Ejemplos incluidos</b> (solo lectura: duplícalos para editarlos)"
        )
        lists.addWidget(self._titled(examples_title, self.examples_table))
        lists.setSizes([340, 340])
        layout.addWidget(lists, 1)
        self._counts = (0, 0)
        self._checking = ""
        self.status_label = QLabel(QCoreApplication.translate("MainWindow", "Cargando la biblioteca…"))
        layout.addWidget(self.status_label)

    def _table(self, model: LibraryFilter, name: str) -> QTableView:
        table = QTableView()
        table.setObjectName(name)
        table.setModel(model)
        table.horizontalHeader().setModel(self._header)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.setAlternatingRowColors(True)
        table.setColumnHidden(2, True)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        table.doubleClicked.connect(lambda index, t=table: self._open_index(t, index))
        return table

    def _enable_sorting(self) -> None:
        """A click on a column's header sorts by it (set up once the list is painted: it needs ``Qt``)."""
        from PySide6.QtCore import Qt

        for table in self._tables():
            # core.library lists the sheets sorted by name already: the proxy keeps that order (no sorting
            # through Python calls for every comparison) until the user clicks a column's header
            table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
            table.setSortingEnabled(True)

    @staticmethod
    def _titled(title: str, widget: QWidget, hint: QWidget | None = None) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        caption = QLabel(title)
        caption.setWordWrap(True)  # else the examples' long title sets the panel's minimum width
        layout.addWidget(caption)
        if hint is not None:
            layout.addWidget(hint)
        layout.addWidget(widget, 1)
        return box

    def set_entries(self, mine: list[LibraryEntry], examples: list[LibraryEntry], rulesets: dict[str, str]) -> None:
        """Show the sheets; ``rulesets`` maps ruleset ids to their names (for the filter and the column)."""
        current = self.rules_filter.currentData()
        self.rules_filter.blockSignals(True)
        self.rules_filter.clear()
        self.rules_filter.addItem(QCoreApplication.translate("MainWindow", "Todos los sistemas"), "")
        for rules_id, name in rulesets.items():
            self.rules_filter.addItem(name, rules_id)
        if current:
            self.rules_filter.setCurrentIndex(max(0, self.rules_filter.findData(current)))
        self.rules_filter.blockSignals(False)
        # a rescan (after every save) keeps each list's selection and scroll position
        kept = [(table, self._selected_path(table), table.verticalScrollBar().value()) for table in self._tables()]
        self.model.set_entries(mine + examples, rulesets)
        for table, path, scrolled in kept:
            proxy = table.model()
            for row in range(proxy.rowCount()) if path is not None else ():
                entry = proxy.index(row, 0).data(ENTRY_ROLE)
                if isinstance(entry, LibraryEntry) and entry.path == path:
                    table.selectRow(row)
                    break
            table.verticalScrollBar().setValue(scrolled)
        self.empty_library.setVisible(not mine)
        self._counts = (len(mine), len(examples))
        self._checking = ""
        self.refresh_status()
        if not self._sorting:
            self._sorting = True
            QTimer.singleShot(0, self._enable_sorting)

    def set_checking(self, done: int, total: int) -> None:
        """Show how far the validation of the listed sheets has gone (empty when it is over)."""
        self._checking = (
            QCoreApplication.translate("MainWindow", "comprobando %1 de %2…")
            .replace("%1", str(done))
            .replace("%2", str(total))
            if done < total
            else ""
        )
        self.refresh_status()

    def refresh_status(self) -> None:
        """The counts, the sheets with problems and how far validation has gone, in the status line."""
        mine, examples = self._counts
        parts = [
            QCoreApplication.translate("MainWindow", "%n ficha(s) propia(s)", "", mine),
            QCoreApplication.translate("MainWindow", "%n ejemplo(s)", "", examples),
        ]
        entries = (self.model.entry(row) for row in range(self.model.rowCount()))
        illegal = sum(1 for e in entries if e.legal is False and not e.ejemplo)
        if illegal:
            parts.append(QCoreApplication.translate("MainWindow", "%n con problemas", "", illegal))
        if self._checking:
            parts.append(self._checking)
        self.status_label.setText(" · ".join(parts))

    def focus_first_match(self) -> None:
        """Enter in the search box: open the first sheet found (own ones first); the list keeps the
        focus on it, so the arrows and another Enter open the next."""
        from PySide6.QtCore import Qt  # deliberately lazy: see gui/qt_valores.py

        for table in self._tables():
            if table.model().rowCount() > 0:
                table.setFocus(Qt.FocusReason.OtherFocusReason)
                table.setCurrentIndex(table.model().index(0, 0))
                table.selectRow(0)
                self._open_index(table, table.model().index(0, 0))
                table.setFocus(Qt.FocusReason.OtherFocusReason)
                return

    def _tables(self) -> tuple[QTableView, QTableView]:
        return self.table, self.examples_table

    @staticmethod
    def _selected_path(table: QTableView) -> Path | None:
        rows = table.selectionModel().selectedRows()
        entry = rows[0].data(ENTRY_ROLE) if rows else None
        return entry.path if isinstance(entry, LibraryEntry) else None

    def _rules_filter_changed(self) -> None:
        rules = str(self.rules_filter.currentData() or "")
        self.filter.set_rules(rules)
        self.examples_filter.set_rules(rules)

    def has_focus(self) -> bool:
        return self.table.hasFocus() or self.examples_table.hasFocus()

    def selected_entry(self) -> LibraryEntry | None:
        """The selected sheet of the list that has the focus (else own sheets first)."""
        tables = [self.table, self.examples_table]
        if self.examples_table.hasFocus():
            tables = [self.examples_table]
        elif self.table.hasFocus():
            tables = [self.table]
        for table in tables:
            rows = table.selectionModel().selectedRows()
            if rows:
                entry = rows[0].data(ENTRY_ROLE)
                return entry if isinstance(entry, LibraryEntry) else None
        return None

    def _open_index(self, table: QTableView, index: QModelIndex) -> None:
        entry = table.model().index(index.row(), 0).data(ENTRY_ROLE)
        if isinstance(entry, LibraryEntry):
            self.open_requested.emit(entry)


def trash_label(path: Path, sheet_name: str | None) -> str:
    """«Name (deleted on date)», instead of the trash's file name with its time stamp."""
    name = sheet_name or path.name.split(".")[0]
    stamp = path.name.split(".")[1] if path.name.count(".") >= 2 else ""
    when = QDateTime.fromString(stamp, "yyyyMMdd-HHmmss")
    if not when.isValid():
        return name
    date = QLocale().toString(when, QLocale.FormatType.ShortFormat)
    text = QCoreApplication.translate("MainWindow", "%1 (eliminada el %2)")
    return text.replace("%1", name).replace("%2", date)
