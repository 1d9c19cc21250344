"""File dialogs in the interface's language, opened where the file belongs and with a file name ready.

Qt's own Spanish catalogue lacks some of the file dialog's labels (Qt 6 added an «&» to them), so
the labels are set here through ``tr`` like every other string of Gesta. Native dialogs (Windows,
macOS) ignore them and speak the system's language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from core.library import safe_stem


def _labelled(parent: QWidget | None, title: str, folder: Path, filters: str) -> QFileDialog:
    dialog = QFileDialog(parent, title, str(folder), filters)
    dialog.setObjectName("dialogoArchivo")
    dialog.setLabelText(QFileDialog.DialogLabel.LookIn, QCoreApplication.translate("Dialogos", "Buscar en:"))
    dialog.setLabelText(QFileDialog.DialogLabel.FileName, QCoreApplication.translate("Dialogos", "Nombre del archivo:"))
    dialog.setLabelText(QFileDialog.DialogLabel.FileType, QCoreApplication.translate("Dialogos", "Tipo de archivo:"))
    dialog.setLabelText(QFileDialog.DialogLabel.Reject, QCoreApplication.translate("Dialogos", "Cancelar"))
    return dialog


def save_file(parent: QWidget | None, title: str, suggested: Path, filters: str) -> Path | None:
    """Ask where to save, starting at ``suggested`` (its folder, its name); None when cancelled."""
    dialog = _labelled(parent, title, suggested.parent, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setLabelText(QFileDialog.DialogLabel.Accept, QCoreApplication.translate("Dialogos", "Guardar"))
    dialog.selectFile(suggested.name)
    suffix = suggested.suffix.lstrip(".")
    if suffix:
        dialog.setDefaultSuffix(suffix)
    if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return None
    return Path(dialog.selectedFiles()[0])


def open_file(parent: QWidget | None, title: str, folder: Path, filters: str) -> Path | None:
    """Ask for a file to open, starting in ``folder``; None when cancelled."""
    dialog = _labelled(parent, title, folder, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setLabelText(QFileDialog.DialogLabel.Accept, QCoreApplication.translate("Dialogos", "Abrir"))
    if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return None
    return Path(dialog.selectedFiles()[0])


def documents_dir() -> Path:
    """The user's documents folder (the home folder if the system names none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def export_folder(remembered: str, library: Path) -> Path:
    """Where an export (a PDF) is offered: the folder last used for one, else the documents folder —
    never the library, which holds sheets only."""
    folder = Path(remembered) if remembered else documents_dir()
    if not folder.is_dir() or _inside(folder, library):
        folder = documents_dir()
    return folder


def _inside(folder: Path, library: Path) -> bool:
    try:
        folder.resolve().relative_to(library.resolve())
    except (ValueError, OSError):
        return False
    return True


def file_name(name: str, suffix: str) -> str:
    """A file name for a sheet called ``name`` («Kaela de Géminis» → «Kaela_de_Geminis.pdf» or similar)."""
    return safe_stem(name) + suffix


__all__ = ["documents_dir", "export_folder", "file_name", "open_file", "save_file"]
