"""The battle window shows the odds of a huge dice formula at once, and never a traceback."""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from core import registry
from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import LEFT, DialogDriver, play, prepare
from tests.gui.batalla.test_reglamentos import ESCENARIOS, GORVAK, IRIA


@pytest.mark.parametrize(("formula", "dados"), [("20d1000+valor", [500] * 20), ("3d1000kh1+valor", [1000, 1, 1])])
def test_una_formula_enorme_muestra_su_probabilidad_al_instante(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, formula: str, dados: list[int]
) -> None:
    if "encuentro" not in registry.known_ids():
        pytest.skip("El sistema encuentro aún no está instalado.")
    data = ESCENARIOS["encuentro"]
    options = {**data["reglas_caseras"], "formula": formula}
    prepare(qtbot, window, "encuentro", data["fichas"], orden=data["orden"], options=options)
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None, window.setup.error_label.text()
    before = len(window.battle.entries)
    start = time.perf_counter()
    play(
        qtbot,
        window,
        driver,
        {"actor": IRIA, "accion": "atacar", "objetivo": GORVAK, "respuesta": "ninguna", "dados": dados},
    )
    assert time.perf_counter() - start < 30.0
    shown = [label.text() for label in driver.requests[0].findChildren(QLabel)]
    assert any(text.endswith(" %") for text in shown), shown
    assert len(window.battle.entries) == before + 1
