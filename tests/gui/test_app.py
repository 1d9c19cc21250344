"""Starting Gesta: the command line, the language setting and the preferences dialog."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from core import __version__
from core.settings import Settings, load_settings, save_settings
from gui import i18n
from gui.main_window import MainWindow
from gui.settings_dialog import SettingsDialog


def _gesta(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, GESTA_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "gui", *args], capture_output=True, text=True, env=env, timeout=60, check=False
    )


def test_gesta_version(gesta_home: Path) -> None:
    result = _gesta("--version", home=gesta_home)
    assert result.returncode == 0
    assert result.stdout.strip() == f"Gesta {__version__}"


def test_la_aplicacion_arranca_muestra_la_ventana_y_sale(gesta_home: Path) -> None:
    result = _gesta("--salir-tras-iniciar", home=gesta_home)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_validar_un_archivo_roto_explica_el_problema_y_sale_con_1(gesta_home: Path, tmp_path: Path) -> None:
    bad = tmp_path / "mala.json"
    bad.write_text('{"formato": "gesta-ficha", "version": 1, "reglas": "nada", "nombre": "X"}', encoding="utf-8")
    result = _gesta("validar", str(bad), home=gesta_home)
    assert result.returncode == 1
    assert "«mala.json»" in result.stdout and "«nada» no existe" in result.stdout


def test_la_interfaz_en_ingles_traduce_los_menus(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert app is not None
    i18n.install(app, "en")
    try:
        window = MainWindow(Settings())
        qtbot.addWidget(window)
        titles = [a.text() for a in window.menuBar().actions()]
        assert titles == ["&File", "&Battle", "&View", "&Help"]
    finally:
        i18n.install(app, "es")
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    assert [a.text() for a in window.menuBar().actions()] == ["&Archivo", "&Batalla", "&Ver", "A&yuda"]


def test_las_preferencias_se_guardan_y_se_leen(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.folder.clear()
    qtbot.keyClicks(dialog.folder, str(tmp_path / "mis_fichas"))
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    dialog.dice.setCurrentIndex(dialog.dice.findData("foro"))
    save_settings(dialog.result_settings())
    loaded = load_settings()
    assert loaded.library_dir == tmp_path / "mis_fichas"
    assert loaded.idioma == "en"
    assert loaded.modo_dados == "foro"


def test_unas_preferencias_danadas_no_impiden_arrancar(gesta_home: Path) -> None:
    from core.settings import settings_path

    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text("{roto", encoding="utf-8")
    assert load_settings() == Settings()


def test_los_plurales_se_escriben_bien_en_los_dos_idiomas(qtbot: QtBot, tmp_path: Path) -> None:
    app = QApplication.instance()
    assert app is not None
    texts = {}
    try:
        for language in ("en", "es"):
            i18n.install(app, language)
            window = MainWindow(Settings(biblioteca=str(tmp_path)))
            qtbot.addWidget(window)
            window.load_library()
            texts[language] = window.status_label.text()
    finally:
        i18n.install(app, "es")
    assert texts["es"].startswith("0 fichas propias · ") and texts["es"].endswith(" ejemplos")
    assert texts["en"].startswith("0 own sheets · ") and texts["en"].endswith(" examples")


def test_las_preferencias_muestran_la_carpeta_entera(qtbot: QtBot) -> None:
    folder = str(Path.home() / ".local" / "share" / "gesta" / "biblioteca")  # where a Linux library usually is
    dialog = SettingsDialog(Settings(biblioteca=folder))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    line = dialog.folder
    assert line.fontMetrics().horizontalAdvance(folder) < line.contentsRect().width()
