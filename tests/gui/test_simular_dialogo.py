"""«Simular» from the encounter set-up: run, cancel, run again, see the charts and copy the forum post."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from core.settings import Settings
from gui.batalla.preparar import SetupPage
from gui.simular import open_for_sheets
from gui.simular.dialogo import SimulationDialog
from tests.conftest import REPO

LEFT = Qt.MouseButton.LeftButton
SHEETS = REPO / "sheets" / "caballeros"


def setup_page(qtbot: QtBot, tmp_path: Path) -> SetupPage:
    page = SetupPage(Settings(biblioteca=str(tmp_path)))
    qtbot.addWidget(page)
    page.load()
    page.select_ruleset("caballeros")
    for name, side in (("ivan_de_lince", "Athena"), ("morvan_de_manticora", "Hades")):
        page.side_combo.setCurrentText(side)
        page.add_paths([SHEETS / f"{name}.json"])
    return page


def test_simular_cancelar_y_volver_a_simular_desde_la_preparacion(qtbot: QtBot, tmp_path: Path) -> None:
    page = setup_page(qtbot, tmp_path)
    qtbot.mouseClick(page.simulate_button, LEFT)
    dialog: SimulationDialog = page.simulation_dialog
    qtbot.addWidget(dialog)
    assert page.error_label.text() == ""
    assert dialog.sides() == ["Athena", "Hades"]
    dialog.processes, dialog.context = 1, None  # in this process: quick to start in a test

    dialog.count.setValue(5000)
    qtbot.mouseClick(dialog.run_button, LEFT)
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=20_000)
    assert not dialog.run_button.isEnabled()
    qtbot.mouseClick(dialog.cancel_button, LEFT)
    qtbot.waitUntil(lambda: dialog.job is None, timeout=20_000)
    assert dialog.report is None and "cancelada" in dialog.error_label.text()
    assert dialog.run_button.isEnabled()

    dialog.count.setValue(6)
    dialog.policy_boxes["Hades"].setCurrentIndex(dialog.policy_boxes["Hades"].findData("aleatoria"))
    qtbot.mouseClick(dialog.run_button, LEFT)
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=60_000)
    report = dialog.report
    assert report is not None and report["batallas"] == 6
    assert report["politicas"] == {"Athena": "sensata", "Hades": "aleatoria"}
    assert [b.etiqueta.split(" — ")[0] for b in dialog.wins_chart.bars] == ["Athena", "Hades"]
    assert sum(dialog.rounds_chart.counts.values()) == 6 - report["sin_terminar"]
    assert len(dialog.action_charts) == 2 and all(c.bars for c in dialog.action_charts)
    assert dialog.figures.rowCount() > 5
    dialog.resize(980, 720)
    qtbot.wait(10)
    dialog.grab().save(str(Path(os.environ.get("GESTA_ARTEFACTOS", tmp_path)) / "simular.png"))

    qtbot.mouseClick(dialog.copy_button, LEFT)
    post = QGuiApplication.clipboard().text()
    assert post.startswith("[b]") and "Iván de Lince" in post and "95 %" in post


def test_desde_la_biblioteca_cada_ficha_en_su_bando(qtbot: QtBot) -> None:
    dialog = open_for_sheets([SHEETS / "ivan_de_lince.json", SHEETS / "morvan_de_manticora.json"])
    assert dialog is not None
    qtbot.addWidget(dialog)
    assert dialog.sides() == ["A", "B"]
    dialog.people.item(1, 1).setText("A")  # type: ignore[union-attr]
    assert list(dialog.policy_boxes) == ["A"]
    qtbot.mouseClick(dialog.run_button, LEFT)
    assert "dos bandos" in dialog.error_label.text() and dialog.job is None
