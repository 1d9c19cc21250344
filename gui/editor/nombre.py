"""The name of a new sheet, asked in a small dialog that says why it cannot be left empty."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget


class SheetNameDialog(QDialog):
    """«Nombre del personaje»: «Crear» stays disabled, with the reason in red, while the name is empty."""

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("nombreNuevaFicha")
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Nombre del personaje:")))
        self.line = QLineEdit()
        self.line.setObjectName("nombreNuevo")
        self.line.setPlaceholderText(self.tr("Por ejemplo, Kaela de Géminis"))
        layout.addWidget(self.line)
        self.hint = QLabel(self.tr("Escribe un nombre: una ficha no puede quedarse sin él."))
        self.hint.setObjectName("avisoNombre")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Crear"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.line.textChanged.connect(self._changed)
        self._changed("")

    def _changed(self, text: str) -> None:
        empty = not text.strip()
        self.ok.setEnabled(not empty)
        self.hint.setVisible(empty)

    def accept(self) -> None:
        if self.name():
            super().accept()
        else:  # Enter in an empty box: the hint, now in red, says why nothing happens
            self.hint.setStyleSheet("color: #b00020; font-weight: bold;")

    def name(self) -> str:
        return self.line.text().strip()


def ask_sheet_name(title: str, parent: QWidget | None = None) -> str | None:
    """The name typed, or None when the player cancelled."""
    dialog = SheetNameDialog(title, parent)
    return dialog.name() if dialog.exec() == QDialog.DialogCode.Accepted else None
