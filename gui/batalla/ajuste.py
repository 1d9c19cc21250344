"""The GM's override: change any live value of a combatant, or add or remove a state."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.battle import Battle


def states_key(live: dict[str, Any]) -> str:
    """The live-state key that holds a combatant's states (a list named like ``estados``)."""
    for key, value in live.items():
        if isinstance(value, list) and "estado" in key:
            return key
    return "estados"


def parse_value(text: str) -> Any:
    """A typed value: JSON when it reads as JSON (``12``, ``true``, ``["x"]``), else the text."""
    try:
        return json.loads(text)
    except ValueError:
        return text


class OverrideDialog(QDialog):
    """Asks which live value to change, its new value and an optional note for the log."""

    def __init__(self, nombre: str, live: dict[str, Any], parent: QWidget | None = None, key: str = ""):
        super().__init__(parent)
        self.setObjectName("dialogoAjuste")
        self.setWindowTitle(self.tr("Ajuste del máster — %1").replace("%1", nombre))
        self.live = live
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(self.tr("Cambia un valor vivo de <b>%1</b>; queda en el registro.").replace("%1", nombre))
        )
        form = QFormLayout()
        self.key_combo = QComboBox()
        self.key_combo.setObjectName("claveAjuste")
        self.key_combo.setEditable(True)
        self.key_combo.addItems([k for k in live if k not in ("nombre", "bando")])
        self.key_combo.setToolTip(self.tr("El valor a cambiar; escribe otro nombre para crear uno nuevo"))
        form.addRow(self.tr("Valor:"), self.key_combo)
        self.value_edit = QLineEdit()
        self.value_edit.setObjectName("valorAjuste")
        self.value_edit.setToolTip(self.tr("Un número, true/false, un texto o una lista JSON"))
        form.addRow(self.tr("Nuevo valor:"), self.value_edit)
        self.note_edit = QLineEdit()
        self.note_edit.setObjectName("notaAjuste")
        self.note_edit.setPlaceholderText(self.tr("Por qué (opcional)"))
        form.addRow(self.tr("Nota:"), self.note_edit)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        self.ok_button: QPushButton = ok
        self.ok_button.setObjectName("aceptarAjuste")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.key_combo.currentTextChanged.connect(self._key_changed)
        if key:
            self.key_combo.setCurrentText(key)
        self._key_changed(self.key_combo.currentText())

    def _key_changed(self, key: str) -> None:
        if key in self.live:
            self.value_edit.setText(json.dumps(self.live[key], ensure_ascii=False))
        self.ok_button.setEnabled(bool(key.strip()))

    def key(self) -> str:
        return self.key_combo.currentText().strip()

    def value(self) -> Any:
        return parse_value(self.value_edit.text().strip())

    def note(self) -> str:
        return self.note_edit.text().strip()


class GmOverride(QObject):
    """The GM's card menu: each choice is one ``Battle.override``, logged and undoable."""

    def __init__(self, battle: Battle, parent: QWidget):
        super().__init__(parent)
        self.battle = battle
        self.window = parent

    def _name(self, cid: str) -> str:
        return self.battle.combatants[cid].nombre

    def menu(self, cid: str) -> QMenu:
        menu = QMenu(self.window)
        menu.setObjectName("menuTarjeta")
        change = menu.addAction(self.tr("Cambiar un valor…"))
        change.setObjectName("cambiarValor")
        change.triggered.connect(lambda: self.edit_value(cid))
        add = menu.addAction(self.tr("Añadir un estado…"))
        add.setObjectName("anadirEstado")
        add.triggered.connect(lambda: self.add_state(cid))
        live = self.battle.state["combatientes"][cid]
        current = live.get(states_key(live))
        for state in current if isinstance(current, list) else []:
            remove = menu.addAction(self.tr("Quitar el estado «%1»").replace("%1", str(state)))
            remove.setObjectName(f"quitarEstado_{state}")
            remove.triggered.connect(lambda _c=False, s=state: self.remove_state(cid, s))
        return menu

    def edit_value(self, cid: str, key: str = "") -> None:
        live = dict(self.battle.state["combatientes"][cid])
        dialog = OverrideDialog(self._name(cid), live, self.window, key)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.battle.override(("combatientes", cid, dialog.key()), dialog.value(), dialog.note())

    def add_state(self, cid: str) -> None:
        live = self.battle.state["combatientes"][cid]
        key = states_key(live)
        text, ok = QInputDialog.getText(
            self.window, self.tr("Añadir un estado"), self.tr("Estado para %1:").replace("%1", self._name(cid))
        )
        if ok and text.strip():
            current = list(live.get(key) or [])
            self.battle.override(("combatientes", cid, key), [*current, text.strip()], self.tr("estado añadido"))

    def remove_state(self, cid: str, state: Any) -> None:
        live = self.battle.state["combatientes"][cid]
        key = states_key(live)
        current = [s for s in live.get(key) or [] if s != state]
        self.battle.override(("combatientes", cid, key), current, self.tr("estado quitado"))
