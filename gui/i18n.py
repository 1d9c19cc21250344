"""Loads Qt translators: Gesta's own English catalogues and Qt's standard dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from core import i18n as core_i18n
from core.paths import resources_dir

_installed: list[QTranslator] = []


def install(app: QCoreApplication, language: str) -> None:
    """Install the translators for ``language`` ("es" or "en"), replacing earlier ones."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    core_i18n.set_language(language)
    QLocale.setDefault(QLocale(QLocale.Language.English if language == "en" else QLocale.Language.Spanish))
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_translator = QTranslator(app)
    if qt_translator.load(f"qtbase_{language}", qt_dir):
        app.installTranslator(qt_translator)
        _installed.append(qt_translator)
    # Spanish is the source language: its catalogues only hold the plural forms of %n strings.
    for qm in sorted((resources_dir() / "i18n").glob(f"*_{language}.qm")):
        translator = QTranslator(app)
        if translator.load(str(qm)):
            app.installTranslator(translator)
            _installed.append(translator)
