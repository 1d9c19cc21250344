"""Starts the Qt application: show the main window first, then load the library."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gui import qt_importacion


def run(
    *,
    quit_after_start: bool = False,
    quit_after_check: bool = False,
    open_path: Path | None = None,
    language: str | None = None,
) -> int:
    qt_importacion.install()
    from core.settings import load_settings_report  # deliberately lazy: after install(), like every later import

    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Gesta")
    app.setOrganizationName("Gesta")
    loaded = load_settings_report()
    settings = loaded.settings
    if language:
        settings.idioma = language
    from gui import i18n, style  # deliberately lazy: after the QApplication exists, as Qt needs

    i18n.install(app, settings.idioma)
    style.apply_base(app)
    from gui.main_window import MainWindow  # deliberately lazy, as above

    window = MainWindow(settings, aviso=loaded.aviso)
    app.aboutToQuit.connect(window.stop_background)
    window.show()
    # Paint the empty window before reading the library, so that it appears at once.
    app.processEvents()
    if quit_after_check:
        window.checker.finished.connect(app.quit)
    QTimer.singleShot(0, window.load_library)
    QTimer.singleShot(0, lambda: style.apply_sheet(app))
    if open_path is not None:
        QTimer.singleShot(0, lambda: window.open_path(open_path))
    if quit_after_start:
        QTimer.singleShot(0, lambda: QTimer.singleShot(0, app.quit))
    else:
        QTimer.singleShot(0, window.show_start_notice)
        QTimer.singleShot(0, window.offer_recovery)
    return app.exec()
