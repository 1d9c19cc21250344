"""The «Batallas» board beside the library: every open battle, whom it waits on and for how long.

It reads only what each battle file says (core/batallas.py), so the main window still starts
without any rules engine; the battle window is imported when a battle is opened.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.batallas import BattleRow, archive, list_battles, waited_text
from core.paths import battles_dir

Index = QModelIndex | QPersistentModelIndex
ROW_ROLE = Qt.ItemDataRole.UserRole + 1
WAIT_ROLE = Qt.ItemDataRole.UserRole + 2


class BattleRowsModel(QAbstractTableModel):
    """The board's rows (a thin adapter over :func:`core.batallas.list_battles`)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.rows: list[BattleRow] = []
        self.headers = [
            self.tr("Espera"),
            self.tr("Batalla"),
            self.tr("Sistema"),
            self.tr("Ronda"),
            self.tr("Turno de"),
            self.tr("Pendiente de"),
            self.tr("Hilo"),
        ]

    def set_rows(self, rows: list[BattleRow]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def _cell(self, row: BattleRow, column: int) -> str:
        if row.problema:
            return [waited_text(row.espera), row.nombre, "", "", "", row.problema, ""][column]
        pending = row.pendiente or (self.tr("terminada") if row.terminada else self.tr("— (turno del máster)"))
        return [
            waited_text(row.espera),
            row.nombre,
            row.sistema,
            str(row.ronda),
            row.turno,
            pending,
            row.hilo,
        ][column]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._cell(row, index.column())
        if role == ROW_ROLE:
            return row
        if role == WAIT_ROLE:  # the sort key of the board: finished last, the longest waiting first
            return (1 if row.terminada else 0, -row.espera)
        if role == Qt.ItemDataRole.ForegroundRole and (row.terminada or row.problema):
            return Qt.GlobalColor.darkGray
        return None


class _Proxy(QSortFilterProxyModel):
    def lessThan(self, left: Index, right: Index) -> bool:
        if left.column() == 0:
            return bool(left.data(WAIT_ROLE) < right.data(WAIT_ROLE))
        return str(left.data()) < str(right.data())


class BattleBoard(QWidget):
    """Lists the battles of the battles folder; double-click (or Intro) opens one."""

    def __init__(self, open_battle: Callable[[Path], None], folder: Path | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tableroBatallas")
        self.open_battle = open_battle
        self.folder = folder
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.filter = QLineEdit()
        self.filter.setObjectName("filtroBatallas")
        self.filter.setPlaceholderText(self.tr("Filtrar por batalla, sistema, jugador…"))
        self.filter.setClearButtonEnabled(True)
        top.addWidget(self.filter, 1)
        self.show_finished = QCheckBox(self.tr("Terminadas"))
        self.show_finished.setObjectName("mostrarTerminadas")
        self.show_finished.setToolTip(self.tr("Muestra también las batallas terminadas que aún no se han archivado"))
        self.show_finished.toggled.connect(lambda _on: self.refresh())
        top.addWidget(self.show_finished)
        self.refresh_button = QPushButton(self.tr("Actualizar"))
        self.refresh_button.setObjectName("actualizarBatallas")
        self.refresh_button.clicked.connect(self.refresh)
        top.addWidget(self.refresh_button)
        self.archive_button = QPushButton(self.tr("Archivar las terminadas"))
        self.archive_button.setObjectName("archivarTerminadas")
        self.archive_button.setToolTip(self.tr("Mueve las batallas terminadas a la carpeta «archivo»; no se borran"))
        self.archive_button.clicked.connect(self.archive_finished)
        top.addWidget(self.archive_button)
        layout.addLayout(top)
        self.model = BattleRowsModel(self)
        self.proxy = _Proxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView()
        self.table.setObjectName("tablaBatallas")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.activated.connect(self._open_index)  # a double-click or Intro
        layout.addWidget(self.table, 1)
        self.status = QLabel("")
        self.status.setObjectName("estadoBatallas")
        layout.addWidget(self.status)

    def showEvent(self, event: QShowEvent) -> None:
        # read the folder when the board is seen, not when the main window starts
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        rows = list_battles(self.folder or battles_dir())
        finished = sum(1 for r in rows if r.terminada)
        if not self.show_finished.isChecked():
            rows = [r for r in rows if not r.terminada]
        self.model.set_rows(rows)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        waiting = sum(1 for r in rows if r.pendiente)
        self.status.setText(
            self.tr("%1 abiertas · %2 esperan a un jugador · %3 terminadas sin archivar")
            .replace("%1", str(sum(1 for r in rows if not r.terminada and not r.problema)))
            .replace("%2", str(waiting))
            .replace("%3", str(finished))
        )
        self.archive_button.setEnabled(finished > 0)

    def visible_rows(self) -> list[BattleRow]:
        return [self.proxy.index(i, 0).data(ROW_ROLE) for i in range(self.proxy.rowCount())]

    def _open_index(self, index: QModelIndex) -> None:
        row = index.data(ROW_ROLE)
        if isinstance(row, BattleRow) and not row.problema:
            self.open_battle(row.ruta)

    def archive_finished(self) -> list[Path]:
        moved = []
        for row in list_battles(self.folder or battles_dir()):
            if row.terminada:
                try:
                    moved.append(archive(row.ruta))
                except OSError as error:
                    QMessageBox.warning(
                        self,
                        self.tr("No se pudo archivar"),
                        self.tr("No se pudo archivar «%1»: %2").replace("%1", row.nombre).replace("%2", str(error)),
                    )
        self.refresh()
        return moved


def attach_board(window: QMainWindow, open_battle: Callable[[Path], None], placeholder: QAction) -> QDockWidget:
    """Dock the board beside the library and show it (Batalla → Batallas abiertas, the first time).

    The main window starts with ``placeholder`` in that menu (this module and the board are built only
    when asked for); the dock's own toggle action takes its place, with its text and shortcut.
    """
    dock = QDockWidget(QCoreApplication.translate("BattleBoard", "Batallas"), window)
    dock.setObjectName("dockBatallas")
    board = BattleBoard(open_battle, parent=dock)
    dock.setWidget(board)
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    action: QAction = dock.toggleViewAction()
    action.setText(placeholder.text())
    action.setObjectName(placeholder.objectName())
    action.setShortcut(placeholder.shortcut())
    for menu in placeholder.associatedObjects():
        if isinstance(menu, QWidget):
            menu.insertAction(placeholder, action)
            menu.removeAction(placeholder)
    placeholder.deleteLater()
    dock.show()
    return dock


def open_in_battle_window(settings: Any, keep: list[QWidget]) -> Callable[[Path], None]:
    """What a double-click does: the battle in its own battle window (kept alive in ``keep``), one window per battle."""

    def opener(path: Path) -> None:
        from gui.batalla.abrir import open_battle_file  # the rules engines load only when a battle opens

        open_battle_file(path, settings, keep)  # a battle open in a window brings that window forward

    return opener
