"""Preferencias: library folder, language and the default dice mode."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from core.settings import Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferencias"))
        self._settings = settings
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 100)  # room for a whole folder path
        form = QFormLayout(self)
        row = QHBoxLayout()
        self.folder = QLineEdit(str(settings.library_dir))
        self.folder.setObjectName("carpetaBiblioteca")
        browse = QPushButton(self.tr("Elegir…"))
        browse.clicked.connect(self._browse)
        row.addWidget(self.folder, 1)
        row.addWidget(browse)
        form.addRow(self.tr("Carpeta de la biblioteca:"), row)
        self.language = QComboBox()
        self.language.setObjectName("idioma")
        self.language.addItem("Español", "es")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(self.language.findData(settings.idioma))
        form.addRow(self.tr("Idioma:"), self.language)
        form.addRow(QLabel(self.tr("<small>El idioma se aplica al volver a abrir Gesta.</small>")))
        self.dice = QComboBox()
        self.dice.setObjectName("modoDados")
        self.dice.addItem(self.tr("Gesta tira los dados"), "gesta")
        self.dice.addItem(self.tr("Tiro en el foro y escribo el resultado"), "foro")
        self.dice.setCurrentIndex(self.dice.findData(settings.modo_dados))
        form.addRow(self.tr("Dados en batallas nuevas:"), self.dice)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Carpeta de la biblioteca"), self.folder.text())
        if folder:
            self.folder.setText(folder)

    def result_settings(self) -> Settings:
        return self._settings.replace(
            biblioteca=self.folder.text().strip() or None,
            idioma=self.language.currentData(),
            modo_dados=self.dice.currentData(),
        )
