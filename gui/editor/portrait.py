"""The sheet's portrait: an image file stored next to the sheet and referenced by its file name."""

from __future__ import annotations

import re
import shutil
import unicodedata
from pathlib import Path

from PySide6.QtCore import QPoint, QSize, Qt, Signal
from PySide6.QtGui import QAction, QPixmap
from PySide6.QtWidgets import QFileDialog, QMenu, QToolButton, QWidget

FIELD = "retrato"
"""The sheet key holding the portrait's file name (kept by every sheet model: ``extra="allow"``)."""
IMAGE_FILTER = "*.png *.jpg *.jpeg *.webp *.bmp *.gif"


def slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or "ficha"


class PortraitStore:
    """Where the portrait of one tab lives, and the images still to copy beside the sheet on save."""

    def __init__(self, sheet_path: Path | None):
        self.sheet_path = sheet_path
        self.sources: dict[str, Path] = {}

    def folder(self) -> Path | None:
        return self.sheet_path.parent if self.sheet_path is not None else None

    def resolve(self, name: str | None) -> Path | None:
        """The image file for the sheet's ``retrato`` value, wherever it is right now."""
        if not name:
            return None
        if name in self.sources and self.sources[name].exists():
            return self.sources[name]
        folder = self.folder()
        if folder is not None and (folder / name).exists():
            return folder / name
        return None

    def choose(self, source: Path, sheet_name: str) -> str:
        """Remember ``source`` as the new portrait; returns the file name the sheet will reference."""
        stem = self.sheet_path.stem if self.sheet_path is not None else slug(sheet_name)
        name = f"{stem}-retrato{source.suffix.lower()}"
        self.sources[name] = source
        return name

    def saved_to(self, sheet_path: Path, name: str | None) -> None:
        """The sheet was saved to ``sheet_path``: make sure its portrait is in that folder."""
        current = self.resolve(name)
        self.sheet_path = sheet_path
        if name and current is not None:
            target = sheet_path.parent / name
            if current.resolve() != target.resolve():
                shutil.copyfile(current, target)
            self.sources.pop(name, None)


class PortraitButton(QToolButton):
    """Shows the portrait (or a placeholder); clicking it lets the user pick an image."""

    picked = Signal(Path)
    cleared = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("retrato")
        self.setIconSize(QSize(68, 84))
        self.setFixedSize(QSize(76, 92))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.setToolTip(self.tr("Elegir el retrato del personaje (se guarda junto a la ficha)"))
        self.clicked.connect(self.ask)
        self.remove_action = QAction(self.tr("Quitar el retrato"), self)
        self.remove_action.triggered.connect(self.cleared.emit)
        # a context menu of its own: actions added to a tool button would turn it into a menu button
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.show_image(None)

    def _menu(self, position: QPoint) -> None:
        menu = QMenu(self)
        menu.addAction(self.remove_action)
        menu.exec(self.mapToGlobal(position))

    def show_image(self, path: Path | None) -> None:
        pixmap = QPixmap(str(path)) if path is not None else QPixmap()
        self.remove_action.setEnabled(not pixmap.isNull())
        if pixmap.isNull():
            self.setIcon(QPixmap())
            self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            self.setText(self.tr("Retrato…"))
        else:
            scaled = pixmap.scaled(
                self.iconSize(), Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
            self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            self.setText("")
            self.setIcon(scaled)

    def ask(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Elegir retrato"), "", self.tr("Imágenes (%1)").replace("%1", IMAGE_FILTER)
        )
        if name:
            self.picked.emit(Path(name))
