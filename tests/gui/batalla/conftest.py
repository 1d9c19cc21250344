"""Fixtures of the battle window tests: the stand-in ruleset, a library, a dialog driver."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from core import registry
from core.settings import Settings
from gui.batalla import BattleWindow
from tests.core.duelo_simple import RULESET as DUELO
from tests.gui.batalla.conduccion import DialogDriver


@pytest.fixture
def duelo() -> Iterator[None]:
    registry.register(DUELO)
    yield
    registry.unregister(DUELO.id)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    folder = tmp_path / "biblioteca"
    folder.mkdir()
    for name, life, damage in (("Ana", 10, 4), ("Bea", 6, 3), ("Esbirro", 3, 1)):
        data = {"formato": "gesta-ficha", "version": 2, "reglas": "duelo", "nombre": name, "vida": life, "dano": damage}
        (folder / f"{name.lower()}.json").write_text(json.dumps(data), encoding="utf-8")
    return Settings(biblioteca=str(folder), modo_dados="foro")


@pytest.fixture
def driver(qtbot: QtBot) -> Iterator[DialogDriver]:
    found = DialogDriver(qtbot)
    yield found
    found.stop()


@pytest.fixture(autouse=True)
def discard_on_close(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows closed at the end of a test discard their unsaved battle instead of asking."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, driver: DialogDriver) -> BattleWindow:
    win = BattleWindow(settings)
    qtbot.addWidget(win)
    win.show()
    return win
