"""Battle cards show only a valid portrait beside the sheet: never a path the sheet names elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from core import retratos
from core.settings import Settings
from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import LEFT, prepare

pytestmark = pytest.mark.usefixtures("duelo")


def _png(color: str) -> bytes:
    image = QImage(32, 32, QImage.Format.Format_RGB32)
    image.fill(QColor(color))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert image.save(buffer, "PNG")
    return bytes(data.data())


def _name(sheet: Path, retrato: str) -> None:
    data = json.loads(sheet.read_text(encoding="utf-8"))
    sheet.write_text(json.dumps({**data, "retrato": retrato}), encoding="utf-8")


def _pictures(window: BattleWindow, cid: str) -> list[QLabel]:
    return [label for label in window.cards.cards[cid].findChildren(QLabel) if not label.pixmap().isNull()]


def test_la_carta_muestra_el_retrato_guardado_por_gesta_y_no_uno_de_fuera(
    qtbot: QtBot, window: BattleWindow, settings: Settings, tmp_path: Path
) -> None:
    name = retratos.store(_png("#884422"), settings.library_dir)  # as the editor saves a picked image
    _name(settings.library_dir / "ana.json", name)
    secret = tmp_path / "secreto.png"
    secret.write_bytes(_png("#224488"))
    _name(settings.library_dir / "bea.json", str(secret))  # an absolute path: never read
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Bea", "sombra")], orden=["ana", "bea"])
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None, window.setup.error_label.text()
    assert len(_pictures(window, "ana")) == 1
    assert _pictures(window, "bea") == []
    assert "Bea: El retrato" in window.statusBar().currentMessage()
