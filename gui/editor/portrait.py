"""The sheet's portrait: an image stored beside the sheet under a name Gesta chooses (see core/retratos.py)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QPoint, QSize, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QPixmap
from PySide6.QtWidgets import QMenu, QMessageBox, QToolButton, QWidget

from core import retratos
from core.retratos import FIELD, PortraitError
from core.sheets import SheetBase
from gui.editor import dialogos

__all__ = ["FIELD", "IMAGE_FILTER", "PortraitButton", "PortraitStore", "pixmap_from"]

IMAGE_FILTER = "*.png *.jpg *.jpeg *.webp *.bmp *.gif"


def pixmap_from(data: bytes | None) -> QPixmap:
    """A pixmap of already validated image bytes (an empty one when there are none)."""
    pixmap = QPixmap()
    if data:
        pixmap.loadFromData(data)
    return pixmap


class PortraitStore:
    """The portrait of one tab: the image picked and not yet saved, or the valid one beside the sheet.

    ``notice`` says, after each look-up, why the sheet's ``retrato`` is not used (or None).
    """

    def __init__(self, sheet_path: Path | None):
        self.sheet_path = sheet_path
        self.sources: dict[str, tuple[Path, bytes]] = {}
        """Images picked in the dialog and not saved yet: Gesta's name → (the file picked, its bytes)."""
        self.notice: str | None = None

    def folder(self) -> Path | None:
        return self.sheet_path.parent if self.sheet_path is not None else None

    def image(self, name: object) -> bytes | None:
        """The validated bytes of the portrait the sheet's ``retrato`` names; None (and ``notice``) otherwise."""
        self.notice = None
        if name is None or name == "":
            return None
        if isinstance(name, str) and name in self.sources:
            return self.sources[name][1]
        folder = self.folder()
        if folder is None:  # a sheet never saved: nothing lies beside it
            problem = retratos.problem(name, None)
            self.notice = problem.mensaje if problem is not None else None
            return None
        try:
            return retratos.read_beside(name, folder)
        except PortraitError as error:
            self.notice = str(error)
            return None

    def resolve(self, name: str | None) -> Path | None:
        """The validated image file for the sheet's ``retrato``: the one picked, or the one beside the sheet."""
        if self.image(name) is None or not isinstance(name, str):
            return None
        if name in self.sources:
            return self.sources[name][0]
        folder = self.folder()
        return folder / name if folder is not None else None

    def choose(self, source: Path, sheet_name: str = "") -> str:
        """Remember the image picked in ``source``; returns the name (Gesta's) the sheet will reference."""
        data = retratos.read_picked(source)
        name = retratos.stored_name(data)
        # its real location: the user picked it, a link to it is no reason to refuse showing it
        self.sources[name] = (Path(os.path.realpath(source)), data)
        return name

    def store_for(self, sheet_path: Path, sheet: SheetBase) -> None:
        """Before ``sheet`` is written to ``sheet_path``: copy its portrait beside it under Gesta's name.

        The sheet is changed to name that copy.  A ``retrato`` that is not a valid portrait is
        left as it is (and still not used).
        """
        value = getattr(sheet, FIELD, None)
        data = self.image(value)
        if data is not None:
            name = retratos.store(data, sheet_path.parent)
            if name != value:
                setattr(sheet, FIELD, name)
            if isinstance(value, str):
                self.sources.pop(value, None)
        self.sheet_path = sheet_path

    def saved_to(self, sheet_path: Path, name: str | None) -> None:
        """The sheet was saved to ``sheet_path``: its portrait goes beside it if its name is Gesta's for its content."""
        data = self.image(name)
        self.sheet_path = sheet_path
        if data is not None and name == retratos.stored_name(data):
            retratos.store(data, sheet_path.parent)
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
        self.default_tip = self.tr("Elegir el retrato del personaje (se guarda junto a la ficha)")
        self.setToolTip(self.default_tip)
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

    def show_image(self, image: Path | bytes | None, notice: str | None = None) -> None:
        """Show a portrait (validated bytes, or a file read through core/retratos.py) or the placeholder.

        ``notice`` says why the sheet's ``retrato`` is not used: it is shown on the button.
        """
        if isinstance(image, Path):
            try:
                image = retratos.read_file(image)
            except PortraitError as error:
                image, notice = None, str(error)
        pixmap = pixmap_from(image)
        self.remove_action.setEnabled(not pixmap.isNull() or notice is not None)
        if pixmap.isNull():
            self.setIcon(QPixmap())
            self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            if notice:
                self.setText(self.tr("Retrato\nno válido"))
                self.setToolTip(notice)
            else:
                self.setText(self.tr("Retrato…"))
                self.setToolTip(self.default_tip)
        else:
            scaled = pixmap.scaled(
                self.iconSize(), Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
            self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
            self.setText("")
            self.setToolTip(self.default_tip)
            self.setIcon(scaled)

    def ask(self) -> None:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation)
        picked = dialogos.open_file(
            self,
            self.tr("Elegir retrato"),
            Path(folder) if folder else dialogos.documents_dir(),
            self.tr("Imágenes (%1)").replace("%1", IMAGE_FILTER),
        )
        if picked is None:
            return
        name = str(picked)
        try:
            retratos.read_picked(Path(name))
        except PortraitError as error:
            QMessageBox.warning(self, self.tr("Elegir retrato"), str(error))
            return
        self.picked.emit(Path(name))
