"""The application style: Fusion, Gesta's icon, and the small stylesheet from resources/.

An application-wide stylesheet makes every widget go through Qt's stylesheet machinery, which
costs about a third of the main window's construction and first paint. So at start only the
base style is set (:func:`apply_base`); the stylesheet (:func:`apply_sheet`), whose rules concern
tooltips and the messages of dialogs opened later, is applied once the library is listed. The
main window styles its own few labels directly and does not depend on it.
"""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from core.paths import resources_dir


def apply_base(app: QApplication) -> None:
    """Fusion and the window icon: what the first window needs."""
    style = app.style()
    if style is None or style.name().casefold() != "fusion":  # making it again costs ~10 ms
        app.setStyle("Fusion")
    icon = resources_dir() / "iconos" / "gesta.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))


def apply_sheet(app: QApplication) -> None:
    """The stylesheet (``resources/estilo.qss``), applied after the first window is up."""
    qss = resources_dir() / "estilo.qss"
    if qss.exists():
        app.setStyleSheet(qss.read_text(encoding="utf-8"))


def apply(app: QApplication) -> None:
    """The whole style at once (tests and tools that render windows)."""
    apply_base(app)
    apply_sheet(app)
