"""The application style: Fusion with Gesta's stylesheet from resources/."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from core.paths import resources_dir


def apply(app: QApplication) -> None:
    app.setStyle("Fusion")
    qss = resources_dir() / "estilo.qss"
    if qss.exists():
        app.setStyleSheet(qss.read_text(encoding="utf-8"))
    icon = resources_dir() / "iconos" / "gesta.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
