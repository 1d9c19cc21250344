"""Combatant cards: name, side, live values as bars and labels, the current actor highlighted."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QKeyEvent, QMouseEvent, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core import foro
from core.battle import BattleView
from gui.batalla.campos import vaciar
from gui.batalla.models import CID_ROLE, CURRENT_ROLE, LIVE_ROLE, CombatantModel

CARD_STYLE = """
QFrame#tarjeta { border: 1px solid palette(mid); border-radius: 6px; background: palette(base); }
QFrame#tarjeta[actual="true"] { border: 2px solid #c98a00; background: #fff7e0; }
QFrame#tarjeta[objetivo="true"] { border: 2px solid #b00020; }
QFrame#tarjeta[fuera="true"] { background: #eeeeee; }
QFrame#tarjeta:focus { border: 2px dashed #2f6fb0; }
QLabel#nombreTarjeta { font-size: 14px; font-weight: bold; }
QLabel#bandoTarjeta { color: palette(dark); }
QProgressBar { max-height: 15px; text-align: center; color: #1a1a1a; border: 1px solid palette(mid); border-radius: 3px; background: palette(base); }
QProgressBar::chunk { background: #9cc8ea; border-radius: 2px; }
"""


def _label(key: str) -> str:
    return key.replace("_", " ")


def _says_nothing(value: Any) -> bool:
    return value is None or value is False or (isinstance(value, str | list | dict) and not value)


def _bar_top(value: Any, top: Any) -> float | None:
    """The bar's maximum when ``value`` is a number with a known positive starting value."""
    is_number = isinstance(value, int | float) and not isinstance(value, bool)
    if is_number and isinstance(top, int | float) and not isinstance(top, bool) and top > 0:
        return float(top) if isinstance(top, float) else top
    return None


class CombatantCard(QFrame):
    """One combatant; a click selects it as target, a right click opens the GM's menu."""

    clicked = Signal(str)
    menu_requested = Signal(str, QPoint)

    def __init__(self, cid: str, nombre: str, bando: str, portrait: bytes | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.cid = cid
        self.setObjectName("tarjeta")
        self.setProperty("cid", cid)
        self.setMinimumWidth(220)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # reachable with Tab: Space or Enter picks it as target, the Menu key opens the GM's menu
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolTip(self.tr("Clic: elegir como objetivo · Clic derecho: ajuste del máster"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 8)
        head = QHBoxLayout()
        if portrait:  # validated image bytes (core/retratos.py), never a path taken from the sheet
            picture = QLabel()
            pixmap = QPixmap()
            if pixmap.loadFromData(portrait):
                picture.setPixmap(pixmap.scaled(40, 40, Qt.AspectRatioMode.KeepAspectRatio))
                head.addWidget(picture)
        names = QVBoxLayout()
        self.name_label = QLabel(nombre)
        self.name_label.setObjectName("nombreTarjeta")
        names.addWidget(self.name_label)
        self.side_label = QLabel(self.tr("Bando: %1").replace("%1", bando))
        self.side_label.setObjectName("bandoTarjeta")
        names.addWidget(self.side_label)
        head.addLayout(names, 1)
        self.turn_label = QLabel("")
        head.addWidget(self.turn_label)
        outer.addLayout(head)
        self.values = QGridLayout()
        self.values.setColumnStretch(1, 1)
        self.values.setVerticalSpacing(2)
        outer.addLayout(self.values)
        self.value_widgets: dict[str, QWidget] = {}
        self._shape: list[tuple[str, bool]] | None = None
        self.flags: dict[str, bool] = {}

    def show_values(self, live: dict[str, Any], maxima: dict[str, Any]) -> None:
        """Show the values: numbers with a known starting maximum as bars, the rest as text.

        The widgets are only rebuilt when the list of shown values changes; otherwise the
        existing bars and labels are updated in place (an action must redraw at once).
        """
        # values that say nothing now (no, none, empty) stay off the card; the tooltip lists them all
        shown_values = {k: v for k, v in live.items() if not _says_nothing(v)}
        tip = (
            self.tr("Clic: elegir como objetivo · Clic derecho: ajuste del máster")
            + "\n"
            + "\n".join(f"{_label(k)}: {foro.valor_texto(v)}" for k, v in live.items())
        )
        if tip != self.toolTip():
            self.setToolTip(tip)
        rows = [(key, value, _bar_top(value, maxima.get(key))) for key, value in shown_values.items()]
        shape = [(key, top is not None) for key, _value, top in rows]
        if shape != self._shape:
            self._rebuild(shape)
        for key, value, top in rows:
            widget = self.value_widgets[key]
            text = foro.valor_texto(value)
            if isinstance(widget, QProgressBar) and top is not None:
                number = float(value)
                shown = (int(max(top, number)), max(0, int(number)), f"{text} / {foro.valor_texto(top)}")
                if shown != (widget.maximum(), widget.value(), widget.format()):  # each set repaints
                    widget.setRange(0, shown[0])
                    widget.setValue(shown[1])
                    widget.setFormat(shown[2])
            elif isinstance(widget, QLabel) and widget.text() != text:
                widget.setText(text)
            tip = f"{_label(key)}: {text}"
            if widget.toolTip() != tip:
                widget.setToolTip(tip)

    def _rebuild(self, shape: list[tuple[str, bool]]) -> None:
        vaciar(self.values)
        self.value_widgets = {}
        self._shape = shape
        for row, (key, is_bar) in enumerate(shape):
            name = QLabel(_label(key))
            self.values.addWidget(name, row, 0)
            shown: QWidget
            if is_bar:
                shown = QProgressBar()
            else:
                text = QLabel()
                text.setWordWrap(True)
                shown = text
            shown.setObjectName(f"valor_{key}")
            self.values.addWidget(shown, row, 1)
            # shown now, not on Qt's queued show: the card never paints half-built
            if self.isVisible():
                name.show()
                shown.show()
            self.value_widgets[key] = shown

    def set_flag(self, name: str, on: bool) -> None:
        if self.flags.get(name, False) != on:
            self.flags[name] = on
            self.setProperty(name, on)
            self.style().unpolish(self)
            self.style().polish(self)
        if name == "actual":
            self.turn_label.setText(self.tr("▶ su turno") if on else "")

    def value_text(self, key: str) -> str:
        widget = self.value_widgets.get(key)
        if isinstance(widget, QProgressBar):
            return widget.text()
        return widget.text() if isinstance(widget, QLabel) else ""

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.cid)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit(self.cid)
            return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        where = event.globalPos()
        if event.reason() == QContextMenuEvent.Reason.Keyboard:  # the menu opens on the card, not at the mouse
            where = self.mapToGlobal(QPoint(self.width() // 2, self.height() // 3))
        self.menu_requested.emit(self.cid, where)


class CardsPanel(QWidget):
    """The cards of every combatant, one column per side, kept in step with the combatant model."""

    def __init__(self, model: CombatantModel, portraits: dict[str, bytes | None], parent: QWidget | None = None):
        super().__init__(parent)
        self.model = model
        self.setStyleSheet(CARD_STYLE)
        self.cards: dict[str, CombatantCard] = {}
        layout = QHBoxLayout(self)
        columns: dict[str, QVBoxLayout] = {}
        battle = model.battle
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            cid = str(index.data(CID_ROLE))
            combatant = battle.combatants[cid]
            if combatant.bando not in columns:
                column = QVBoxLayout()
                title = QLabel(f"<b>{combatant.bando}</b>")
                title.setAlignment(Qt.AlignmentFlag.AlignCenter)
                column.addWidget(title)
                layout.addLayout(column, 1)
                columns[combatant.bando] = column
            card = CombatantCard(cid, combatant.nombre, combatant.bando, portraits.get(cid), self)
            columns[combatant.bando].addWidget(card)
            self.cards[cid] = card
        for column in columns.values():
            column.addStretch(1)
        self._maxima = self._starting_values()
        model.dataChanged.connect(self._changed)
        model.modelReset.connect(self.refresh)
        self.refresh()

    def _starting_values(self) -> dict[str, dict[str, Any]]:
        """Live values right after the start of the battle: the full bars."""
        battle = self.model.battle
        if not battle.entries:
            return {}
        start = battle.state_after(0)
        view = BattleView(start, battle.combatants, battle.options)
        return {cid: battle.ruleset.live_values(view, cid) for cid in battle.combatants}

    def _changed(self, _top: QModelIndex, _bottom: QModelIndex, _roles: object = None) -> None:
        self.refresh()

    def refresh(self) -> None:
        for row in range(self.model.rowCount()):
            index = self.model.index(row, 0)
            cid = str(index.data(CID_ROLE))
            card = self.cards[cid]
            live = index.data(LIVE_ROLE) or {}
            card.show_values(live, self._maxima.get(cid, {}))
            card.set_flag("actual", bool(index.data(CURRENT_ROLE)))

    def mark_targets(self, targets: list[str]) -> None:
        for cid, card in self.cards.items():
            card.set_flag("objetivo", cid in targets)
