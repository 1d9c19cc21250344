"""The Foro menu's map entries, beside the round in BBCode/Markdown: the PNG with its legend and the positions."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QGuiApplication, QImage
from pytestqt.qtbot import QtBot

from core import foro
from gui.batalla import BattleWindow
from gui.batalla.mapa_foro import export_map
from tests.gui.batalla.ejemplos import abrir, ejemplo
from tests.gui.batalla.test_mapa import ARTIFACTS


def _accion(window: BattleWindow, nombre: str) -> QAction:
    found = window.findChild(QAction, nombre)
    assert isinstance(found, QAction)
    return found


def test_el_menu_foro_exporta_el_mapa_y_copia_las_posiciones_junto_a_la_ronda(
    qtbot: QtBot, window: BattleWindow, tmp_path: Path
) -> None:
    battle = abrir(window, ejemplo("encuentro", 3), tmp_path)
    forum = next(a.menu() for a in window.menuBar().actions() if a.menu() and "Foro" in a.text())
    names = [a.objectName() for a in forum.actions()]
    assert names.index("foroMapaPng") > names.index("copiar_ronda_markdown")
    forum.aboutToShow.emit()
    assert _accion(window, "foroMapaPng").isEnabled() and _accion(window, "foroMapaTexto").isEnabled()
    _accion(window, "foroMapaTexto").trigger()
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Tablero 12×12") and all(c.nombre in text for c in battle.combatants.values())
    assert export_map(window, tmp_path / "ronda.png")
    image = QImage(str(tmp_path / "ronda.png"))
    assert not image.isNull() and image.height() > 12 * 36, "the board and its legend under it"
    ARTIFACTS.mkdir(exist_ok=True)
    image.save(str(ARTIFACTS / "mapa_foro_encuentro_ronda.png"))
    assert foro.ronda(battle, battle.view.round, "bbcode")  # the round it goes with


def test_sin_mapa_las_entradas_del_mapa_estan_desactivadas(qtbot: QtBot, window: BattleWindow, tmp_path: Path) -> None:
    abrir(window, ejemplo("caballeros", 1), tmp_path)
    forum = next(a.menu() for a in window.menuBar().actions() if a.menu() and "Foro" in a.text())
    forum.aboutToShow.emit()
    assert not _accion(window, "foroMapaPng").isEnabled()
    assert not export_map(window, tmp_path / "nada.png")
