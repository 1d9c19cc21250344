"""«Probar contra…» in the sheet editor: choose a rival, see the win rate, edit, see it move."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar
from pytestqt.qtbot import QtBot

from core import storage
from core.settings import Settings
from gui.editor.fields import IntEditor
from gui.simular.prueba import TrialPanel
from tests.conftest import REPO
from tests.gui.editor.conftest import needs, open_tab, type_number

LEFT = Qt.MouseButton.LeftButton
IVAN = REPO / "sheets" / "caballeros" / "ivan_de_lince.json"


def open_trial(qtbot: QtBot, settings: Settings) -> tuple[object, TrialPanel]:
    needs("caballeros")
    tab = open_tab(qtbot, storage.load_sheet(IVAN), settings, IVAN)
    bar = tab.findChild(QToolBar, "barraFicha")
    action = tab.trial_action
    panel: TrialPanel = tab.trial
    assert not panel.isVisible()
    panel.processes, panel.context = 1, None  # in this process: quick to start in a test
    panel.count.setValue(40)
    panel.policy.setCurrentIndex(panel.policy.findData("aleatoria"))
    qtbot.mouseClick(bar.widgetForAction(action), LEFT)
    assert panel.isVisible()
    return tab, panel


def test_probar_contra_muestra_la_tasa_y_como_la_movio_el_ultimo_cambio(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    tab, panel = open_trial(qtbot, settings)
    rival = panel.rival.currentText()
    assert "(ejemplo)" in rival
    qtbot.waitUntil(lambda: panel.report is not None, timeout=60_000)
    assert panel.result.text().startswith("Gana el ") and "95 %" in panel.result.text()
    assert panel.change.text() == ""
    first = panel.report

    editor = tab.focus.editors[("vida",)]  # type: ignore[attr-defined]
    assert isinstance(editor, IntEditor)
    type_number(qtbot, editor.box, "900")
    assert panel.job is None and panel.timer.isActive(), "the next run waits for the edits to stop"
    qtbot.waitUntil(lambda: panel.report is not first, timeout=60_000)
    assert panel.report is not None
    assert panel.report["tasa"]["A"] > first["tasa"]["A"]
    assert "puntos" in panel.change.text() and "+" in panel.change.text()
    if os.environ.get("GESTA_CAPTURAS"):
        tab.grab().save(str(Path(os.environ["GESTA_CAPTURAS"]) / "probar_contra.png"))


def test_una_edicion_cancela_la_prueba_en_curso(qtbot: QtBot, settings: Settings) -> None:
    tab, panel = open_trial(qtbot, settings)
    panel.count.setValue(3000)
    panel.timer.setInterval(0)
    qtbot.waitUntil(lambda: panel.job is not None and panel.progress.value() > 0, timeout=60_000)
    running = panel.job
    editor = tab.focus.editors[("vida",)]  # type: ignore[attr-defined]
    panel.count.setValue(40)
    type_number(qtbot, editor.box, "600")
    assert panel.job is not running
    qtbot.waitUntil(lambda: panel.report is not None, timeout=60_000)
    assert panel.report["batallas"] == 40
    running.wait(20)
    panel.close_trial()
    assert not panel.isVisible()


def test_abrir_una_ficha_no_carga_el_simulador_hasta_probar_contra(tmp_path: Path) -> None:
    """In a fresh process: a sheet tab opens without the simulator; «Probar contra…» builds its panel and loads it."""
    needs("caballeros")
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication, QToolBar\n"
        "from core import storage\n"
        "from core.settings import Settings\n"
        "from gui.editor.tab import create_sheet_tab\n"
        "app = QApplication([])\n"
        "path = __import__('pathlib').Path(sys.argv[1])\n"
        "tab = create_sheet_tab(storage.load_sheet(path), path, read_only=False, settings=Settings(biblioteca=sys.argv[2]))\n"
        "tab.show()\n"
        "print('core.simulador' in sys.modules, tab.findChild(type(tab.trial_action), 'probarContra') is not None)\n"
        "tab.trial_action.trigger()\n"
        "tab._trial_panel.timer.stop()\n"
        "print('core.simulador' in sys.modules, tab.trial.isVisible())\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen", GESTA_HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", code, str(IVAN), str(tmp_path / "bib")],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
    )
    assert out.returncode == 0, out.stderr
    before, after = out.stdout.strip().splitlines()[-2:]
    assert before == "False True"
    assert after == "True True"
