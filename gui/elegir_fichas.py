"""Pick sheets from the library for a simulation: two or more of one rule system, each on its own side.

The list is the library's (own sheets and the shipped examples) as the main window already has
it; sheets that cannot be opened are left out. The sides can be regrouped in the simulation
dialog itself.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.library import LibraryEntry

PATH_ROLE = Qt.ItemDataRole.UserRole + 1


class SheetPicker(QDialog):
    """A rule system, then the sheets of it to simulate (checked)."""

    def __init__(self, entries: list[LibraryEntry], systems: dict[str, str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("elegirFichasSimular")
        self.setWindowTitle(self.tr("Simular — elegir fichas"))
        self._entries = [e for e in entries if not e.problema and e.reglas in systems]
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Marca dos o más fichas del mismo sistema: cada una lucha en su bando "
                    "(los bandos se pueden cambiar en la simulación)."
                )
            )
        )
        self.system = QComboBox()
        self.system.setObjectName("sistemaSimular")
        present = {e.reglas for e in self._entries}
        for rules_id, name in systems.items():
            if rules_id in present:
                self.system.addItem(name, rules_id)
        layout.addWidget(self.system)
        self.sheets = QListWidget()
        self.sheets.setObjectName("fichasSimular")
        layout.addWidget(self.sheets, 1)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        ok.setText(self.tr("Simular…"))
        ok.setObjectName("aceptarSimular")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.system.currentIndexChanged.connect(self._fill)
        self.sheets.itemChanged.connect(self._update)
        self.resize(420, 460)
        self._fill()

    def _fill(self) -> None:
        rules_id = self.system.currentData()
        self.sheets.blockSignals(True)
        self.sheets.clear()
        for entry in self._entries:
            if entry.reglas != rules_id:
                continue
            label = entry.nombre + (self.tr(" (ejemplo)") if entry.ejemplo else "")
            item = QListWidgetItem(label)
            item.setData(PATH_ROLE, str(entry.path))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.sheets.addItem(item)
        self.sheets.blockSignals(False)
        self._update()

    def _update(self) -> None:
        count = len(self.chosen())
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        ok.setEnabled(count >= 2)
        if self.system.count() == 0:
            self.hint.setText(self.tr("No hay fichas que se puedan abrir en la biblioteca."))
        elif count < 2:
            self.hint.setText(self.tr("Marca al menos dos fichas."))
        else:
            self.hint.setText(self.tr("%n bando(s), uno por ficha.", "", count))

    def chosen(self) -> list[Path]:
        """The checked sheets, in the list's order."""
        found = []
        for row in range(self.sheets.count()):
            item = self.sheets.item(row)
            if item is not None and item.checkState() == Qt.CheckState.Checked:
                found.append(Path(str(item.data(PATH_ROLE))))
        return found
