"""Qt model adapters over a core battle: turn order, combatants and the combat log."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont

from core import foro
from core.battle import Battle, BattleChange, Entry
from core.events import State

CID_ROLE = Qt.ItemDataRole.UserRole + 1
LIVE_ROLE = Qt.ItemDataRole.UserRole + 2
CURRENT_ROLE = Qt.ItemDataRole.UserRole + 3
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 4
KIND_ROLE = Qt.ItemDataRole.UserRole + 5

Index = QModelIndex | QPersistentModelIndex


class BattleBridge(QObject):
    """Turns the battle's plain-callable notifications into one Qt signal."""

    changed = Signal(object)

    def __init__(self, battle: Battle, parent: QObject | None = None):
        super().__init__(parent)
        self.battle = battle
        self.attach()

    def attach(self) -> None:
        """Listen to the battle (again: last, after a journal attached meanwhile)."""
        self.detach()
        self.battle.listeners.append(self._on_change)

    def _on_change(self, change: BattleChange) -> None:
        self.changed.emit(change)

    def detach(self) -> None:
        if self._on_change in self.battle.listeners:
            self.battle.listeners.remove(self._on_change)


class TurnOrderModel(QAbstractListModel):
    """The turn order (``state["orden"]``); the combatant whose turn it is shows in bold."""

    def __init__(self, battle: Battle, parent: QObject | None = None):
        super().__init__(parent)
        self.battle = battle
        self._order: list[str] = self._read()

    def _read(self) -> list[str]:
        return [str(c) for c in self.battle.state.get("orden", []) if str(c) in self.battle.combatants]

    def refresh(self, _change: object = None) -> None:
        self.beginResetModel()
        self._order = self._read()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._order)

    def _is_current(self, row: int) -> bool:
        """Whether ``row`` is the turn being played. A combatant may hold two places in the order (umh
        gives a second turn); a state's ``indice`` (its place in ``orden``) then says which one is now."""
        turn = self.battle.view.turn
        if self._order[row] != turn:
            return False
        place = self.battle.state.get("indice")
        raw = [str(c) for c in self.battle.state.get("orden", [])]
        if isinstance(place, int) and 0 <= place < len(raw) and raw[place] == turn and raw.count(turn) > 1:
            return raw[:place].count(turn) == self._order[:row].count(turn)
        return True

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._order):
            return None
        cid = self._order[index.row()]
        current = self._is_current(index.row())
        if role == Qt.ItemDataRole.DisplayRole:
            name = self.battle.combatants[cid].nombre
            return f"{index.row() + 1}. {name}" + ("  ◀" if current else "")
        if role == Qt.ItemDataRole.FontRole and current:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.battle.combatants[cid].bando
        if role == CID_ROLE:
            return cid
        if role == CURRENT_ROLE:
            return current
        return None


class CombatantModel(QAbstractTableModel):
    """One row per combatant: name, side and the ruleset's live values (``Battle.live_values``)."""

    COLUMNS = ("Nombre", "Bando", "Valores")

    def __init__(self, battle: Battle, parent: QObject | None = None):
        super().__init__(parent)
        self.battle = battle
        self._ids = list(battle.combatants)
        self._live: dict[str, dict[str, Any]] = {}
        self._read()

    def _read(self) -> None:
        self._live = {cid: self.battle.live_values(cid) for cid in self._ids}

    def refresh(self, _change: object = None) -> None:
        self._read()
        if self._ids:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._ids) - 1, len(self.COLUMNS) - 1))

    def ids(self) -> list[str]:
        return list(self._ids)

    def live(self, cid: str) -> dict[str, Any]:
        return self._live.get(cid, {})

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            titles = (self.tr("Nombre"), self.tr("Bando"), self.tr("Valores"))
            return titles[section] if 0 <= section < len(titles) else None
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._ids):
            return None
        cid = self._ids[index.row()]
        combatant = self.battle.combatants[cid]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return combatant.nombre
            if index.column() == 1:
                return combatant.bando
            if index.column() == 2:
                shown = foro.valores_vivos(self.battle, self.battle.state, cid, "tarjeta")
                return " · ".join(f"{spec.nombre()} {text}" for spec, text, _v, _t in shown)
            return None
        if role == CID_ROLE:
            return cid
        if role == LIVE_ROLE:
            return dict(self._live.get(cid, {}))
        if role == CURRENT_ROLE:
            return cid == self.battle.view.turn
        return None


class LogModel(QAbstractListModel):
    """The combat log: a header line per entry, then every event line and the forum link.

    Lines are cached per entry (entries are immutable), so an action only formats itself.
    """

    def __init__(self, battle: Battle, parent: QObject | None = None):
        super().__init__(parent)
        self.battle = battle
        self._entries: list[Entry] = []
        self._after: list[State] = []
        self._lines: list[list[tuple[int, str, str]]] = []
        self._rows: list[tuple[int, str, str]] = self._read()

    def _read(self) -> list[tuple[int, str, str]]:
        entries = self.battle.entries
        same = 0
        while same < min(len(entries), len(self._entries)) and entries[same] is self._entries[same]:
            same += 1
        del self._entries[same:], self._after[same:], self._lines[same:]
        for index in range(same, len(entries)):
            entry = entries[index]
            before = self._after[index - 1] if index else self.battle.initial
            after = self.battle.state_after(index)
            paso = foro.Paso(index, entry, int(before.get("ronda", 1)), after)
            lines = [(index, "cabecera", foro.cabecera(self.battle, paso, before))]
            lines.extend((index, e.tipo, e.texto) for e in entry.eventos if e.texto)
            if entry.nota and entry.tipo == "accion":
                lines.append((index, "nota", entry.nota))
            self._entries.append(entry)
            self._after.append(after)
            self._lines.append(lines)
        return [row for lines in self._lines for row in lines]

    def refresh(self, _change: object = None) -> None:
        new = self._read()
        old = self._rows
        if new[: len(old)] == old and len(new) > len(old):
            self.beginInsertRows(QModelIndex(), len(old), len(new) - 1)
            self._rows = new
            self.endInsertRows()
        elif old[: len(new)] == new and len(old) > len(new):
            self.beginRemoveRows(QModelIndex(), len(new), len(old) - 1)
            self._rows = new
            self.endRemoveRows()
        elif new != old:
            self.beginResetModel()
            self._rows = new
            self.endResetModel()

    def lines(self) -> list[str]:
        return [text for _i, _k, text in self._rows]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        entry, kind, text = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if kind == "cabecera":
                return text
            if kind == "tirada":
                return f"    {text}"
            if kind == "nota":
                return "    " + self.tr("Tirada en el foro: %1").replace("%1", text)
            return f"    {text}"
        if role == Qt.ItemDataRole.FontRole and kind == "cabecera":
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            if kind == "ajuste":
                return QBrush(QColor("#8a4b00"))
            if kind == "tirada":
                return QBrush(QColor("#24527a"))
        if role == Qt.ItemDataRole.ToolTipRole:
            return text
        if role == ENTRY_ROLE:
            return entry
        if role == KIND_ROLE:
            return kind
        return None
