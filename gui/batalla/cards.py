"""Combatant cards: name, side, the declared bars, the active conditions and a compact line of the
declared card values; every value with its label in the tooltip; the current actor highlighted."""

from __future__ import annotations

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
from core.battle import Battle
from core.live import out_of_fight
from gui.batalla.campos import vaciar
from gui.batalla.models import CID_ROLE, CURRENT_ROLE, CombatantModel

CARD_STYLE = """
QFrame#tarjeta { border: 1px solid palette(mid); border-radius: 6px; background: palette(base); }
QFrame#tarjeta[actual="true"] { border: 2px solid #c98a00; background: #fff7e0; }
QFrame#tarjeta[objetivo="true"] { border: 2px solid #b00020; }
QFrame#tarjeta[fuera="true"] { background: #eeeeee; }
QFrame#tarjeta[no_objetivo="true"] { border: 1px dashed palette(mid); background: #f0f0f0; }
QFrame#tarjeta[no_objetivo="true"] QLabel { color: #808080; }
QFrame#tarjeta:focus { border: 2px dashed #2f6fb0; }
QLabel#nombreTarjeta { font-size: 14px; font-weight: bold; }
QLabel#bandoTarjeta { color: palette(dark); }
QLabel#estadosTarjeta { color: #8a1c1c; }
QLabel#detallesTarjeta { color: #333333; }
QProgressBar { max-height: 15px; text-align: center; color: #1a1a1a; border: 1px solid palette(mid); border-radius: 3px; background: palette(base); }
QProgressBar::chunk { background: #9cc8ea; border-radius: 2px; }
"""


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
        self.side_label.hide()  # the column's title names the side: one row less on every card
        names.addWidget(self.side_label)
        self.player_label = QLabel("")
        self.player_label.setObjectName("jugadorTarjeta")
        self.player_label.setToolTip(self.tr("Quién lo juega en el foro (Foro → Hilo y jugadores)"))
        names.addWidget(self.player_label)
        head.addLayout(names, 1)
        self.turn_label = QLabel("")
        head.addWidget(self.turn_label)
        outer.addLayout(head)
        self.values = QGridLayout()
        self.values.setColumnStretch(1, 1)
        self.values.setVerticalSpacing(2)
        outer.addLayout(self.values)
        self.value_widgets: dict[str, QWidget] = {}
        self._shape: list[str] | None = None
        self.texts: dict[str, str] = {}
        self.conditions_label = QLabel("")
        self.conditions_label.setObjectName("estadosTarjeta")
        self.conditions_label.setWordWrap(True)
        self.conditions_label.hide()
        outer.addWidget(self.conditions_label)
        self.details_label = QLabel("")
        self.details_label.setObjectName("detallesTarjeta")
        self.details_label.setWordWrap(True)
        self.details_label.hide()
        outer.addWidget(self.details_label)
        self.flags: dict[str, bool] = {}
        self.refused = ""
        """Why the rules refuse this combatant as the target of the action in course ("" when they do not)."""

    def show_values(self, battle: Battle) -> None:
        """Show the declared bars, the active conditions and the other card values in one line.

        The bars are only rebuilt when the list of bars changes; otherwise they are updated in
        place (an action must redraw at once). Every value, with its label, is in the tooltip.
        """
        self._show_player(battle)
        state = battle.state
        shown = foro.valores_vivos(battle, state, self.cid, "tarjeta")
        every = foro.valores_vivos(battle, state, self.cid, "todo")
        hint = self.tr("Clic: elegir como objetivo · Clic derecho o tecla Menú: ajustes del máster")
        tip = hint + "\n" + "\n".join(f"{spec.nombre()}: {text}" for spec, text, _v, _t in every)
        if self.refused:
            tip = self.tr("No se puede elegir como objetivo: %1").replace("%1", self.refused) + "\n" + tip
        if tip != self.toolTip():
            self.setToolTip(tip)
        self.texts = {spec.id: text for spec, text, _v, _t in every}
        bars = [(spec, text, value, top) for spec, text, value, top in shown if spec.barra and top is not None]
        shape = [spec.id for spec, *_rest in bars]
        if shape != self._shape:
            self._rebuild([(spec.id, spec.nombre()) for spec, *_rest in bars])
        for spec, text, value, top in bars:
            widget = self.value_widgets[spec.id]
            assert isinstance(widget, QProgressBar) and top is not None
            number = float(value)
            wanted = (int(max(top, number)), max(0, int(number)), text)
            if wanted != (widget.maximum(), widget.value(), widget.format()):  # each set repaints
                widget.setRange(0, wanted[0])
                widget.setValue(wanted[1])
                widget.setFormat(wanted[2])
            label = f"{spec.nombre()}: {text}"
            if widget.toolTip() != label:
                widget.setToolTip(label)
        conditions = foro.condiciones_texto(battle, battle.view, self.cid)
        self._set_text(self.conditions_label, " · ".join(conditions))
        rest = [f"{spec.nombre()} <b>{text}</b>" for spec, text, _v, top in shown if spec.id not in shape]
        self._set_text(self.details_label, " · ".join(rest))
        declared = foro.declaraciones(battle.ruleset)
        self.set_flag("fuera", out_of_fight(declared, battle.live_values(self.cid)))

    @staticmethod
    def _set_text(label: QLabel, text: str) -> None:
        if label.text() != text:
            label.setText(text)
        label.setVisible(bool(text))

    def _rebuild(self, shape: list[tuple[str, str]]) -> None:
        vaciar(self.values)
        self.value_widgets = {}
        self._shape = [key for key, _name in shape]
        for row, (key, name) in enumerate(shape):
            title = QLabel(name)
            self.values.addWidget(title, row, 0)
            bar = QProgressBar()
            bar.setObjectName(f"barra_{key}")
            self.values.addWidget(bar, row, 1)
            # shown now, not on Qt's queued show: the card never paints half-built
            if self.isVisible():
                title.show()
                bar.show()
            self.value_widgets[key] = bar

    def _show_player(self, battle: Battle) -> None:
        """The player's forum name (or PNJ) and, while a declaration waits on them, for what."""
        text = battle.foro.jugador(self.cid) or self.tr("PNJ")
        waits = battle.pending.de(self.cid) if battle.pending is not None else []
        if waits:
            what = ", ".join(self.tr("reacción") if w == "reaccion" else self.tr("tirada") for w in waits)
            text += " · " + self.tr("espera su %1").replace("%1", what)
        self.player_label.setText(text)
        self.player_label.setStyleSheet("QLabel { color: #8a5a00; font-weight: bold; }" if waits else "")

    def set_refused(self, reason: str, battle: Battle) -> None:
        """Dim the card while the rules refuse it as the target of the action in course (why: in its tooltip)."""
        if reason != self.refused:
            self.refused = reason
            self.set_flag("no_objetivo", bool(reason))
            self.show_values(battle)

    def set_flag(self, name: str, on: bool) -> None:
        if self.flags.get(name, False) != on:
            self.flags[name] = on
            self.setProperty(name, on)
            self.style().unpolish(self)
            self.style().polish(self)
        if name == "actual":
            self.turn_label.setText(self.tr("▶ su turno") if on else "")

    def value_text(self, key: str) -> str:
        """The value as the card shows it (a bar's text, else the text in the details line or tooltip)."""
        widget = self.value_widgets.get(key)
        if isinstance(widget, QProgressBar):
            return widget.text()
        return self.texts.get(key, "")

    def visible_text(self) -> str:
        """Everything the card shows, as a person reads it (name, side, bars, conditions, details)."""
        parts = [self.name_label.text(), self.side_label.text()]
        parts += [w.text() for w in self.value_widgets.values() if isinstance(w, QProgressBar)]
        parts += [self.conditions_label.text(), self.details_label.text(), self.toolTip()]
        return "\n".join(parts)

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
        model.dataChanged.connect(self._changed)
        model.modelReset.connect(self.refresh)
        self.refresh()

    def _changed(self, _top: QModelIndex, _bottom: QModelIndex, _roles: object = None) -> None:
        self.refresh()

    def refresh(self) -> None:
        for row in range(self.model.rowCount()):
            index = self.model.index(row, 0)
            cid = str(index.data(CID_ROLE))
            card = self.cards[cid]
            card.show_values(self.model.battle)
            card.set_flag("actual", bool(index.data(CURRENT_ROLE)))

    def mark_targets(self, targets: list[str]) -> None:
        for cid, card in self.cards.items():
            card.set_flag("objetivo", cid in targets)

    def mark_unoffered(self, reasons: dict[str, str]) -> None:
        """The cards the rules refuse as targets of the action in course, dimmed with the reason."""
        for cid, card in self.cards.items():
            card.set_refused(reasons.get(cid, ""), self.model.battle)
