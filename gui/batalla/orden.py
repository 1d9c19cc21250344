"""Changing the turn order mid-battle: where the rules leave it to the GM, a list to reorder;
where they fix it, a sentence that says so and what the rules allow instead."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from core.battle import Battle
from core.events import Change, Event
from core.ruleset import ActionOption
from core.turns import turn_order
from gui.batalla.registro_master import record


def fixed_order_reason(battle: Battle) -> str | None:
    """None when the GM may reorder the turns now, else the ruleset's sentence that says why not."""
    order = turn_order(battle.ruleset, battle.view)
    return None if order.a_mano else order.motivo


class OrderDialog(QDialog):
    """The turn order as a list the GM drags (or moves with Alt+↑/↓) into a new order."""

    def __init__(self, battle: Battle, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("dialogoOrden")
        self.setWindowTitle(self.tr("Cambiar el orden de turno"))
        layout = QVBoxLayout(self)
        hint = QLabel(self.tr("Arrastra los combatientes al orden nuevo. El turno en curso no cambia."))
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.list = QListWidget()
        self.list.setObjectName("listaOrden")
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for cid in battle.state.get("orden", []):
            item = QListWidgetItem(battle.combatants[str(cid)].nombre)
            item.setData(Qt.ItemDataRole.UserRole, str(cid))
            self.list.addItem(item)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def move(self, row: int, to: int) -> None:
        item = self.list.takeItem(row)
        self.list.insertItem(to, item)

    def order(self) -> list[str]:
        return [str(self.list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.list.count())]


def set_order(battle: Battle, new: list[str]) -> None:
    """Write the GM's order as one logged, undoable entry."""
    old = list(battle.state.get("orden", []))
    if new == old:
        return
    names = " → ".join(battle.combatants[c].nombre for c in new)
    text = QCoreApplication.translate("OrdenTurno", "Ajuste del máster — orden de turno: %1").replace("%1", names)
    record(battle, Event("ajuste", text, (Change(("orden",), old, list(new)),)))


def instead_of_reordering(battle: Battle) -> ActionOption | None:
    """The legal action of whoever has the turn that lets them act later, where the rules give one."""
    accion = turn_order(battle.ruleset, battle.view).en_su_lugar
    turn = battle.view.turn
    if accion is None or turn not in battle.combatants:
        return None
    return next((o for o in battle.legal_actions(turn) if o.accion == accion and o.legal), None)


def change_order(battle: Battle, parent: QWidget, choose: Callable[[ActionOption], None] | None = None) -> None:
    """Reorder by dragging where the GM decides the order; elsewhere say why not, and offer what the
    rules allow instead (``choose`` starts that action in the window)."""
    reason = fixed_order_reason(battle)
    if reason is not None:
        box = QMessageBox(QMessageBox.Icon.Information, "", reason, QMessageBox.StandardButton.Close, parent)
        box.setWindowTitle(QCoreApplication.translate("OrdenTurno", "El orden de turno lo fijan las reglas"))
        instead = instead_of_reordering(battle) if choose is not None else None
        offer = None
        if instead is not None:
            offer = box.addButton(
                QCoreApplication.translate("OrdenTurno", "%1 con %2")
                .replace("%1", instead.etiqueta)
                .replace("%2", battle.combatants[battle.view.turn].nombre),
                QMessageBox.ButtonRole.AcceptRole,
            )
            offer.setObjectName("enSuLugar")
        box.exec()
        if offer is not None and box.clickedButton() is offer and choose is not None and instead is not None:
            choose(instead)
        return
    dialog = OrderDialog(battle, parent)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        set_order(battle, dialog.order())
