"""«Probar contra…» in the sheet editor: the sheet being edited against a reference opponent.

After each edit (debounced) a few hundred battles run in the background (a
:class:`~gui.simular.trabajo.SimulationJob`, cancelled by the next edit) and the panel shows the
win rate with its 95 % interval and how it moved with the last edit. :func:`attach_trial` hooks
it into a sheet tab: an action in its toolbar; the panel (above the tab's message line) and the
simulator are built when first asked for (:func:`trial_panel`), not with every tab.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSpinBox,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from core.paths import examples_dir

if TYPE_CHECKING:
    from core.sheets import SheetBase
    from gui.editor.tab import SheetTab
    from gui.simular.trabajo import SimulationJob

DEBOUNCE_MS = 800
"""How long after the last edit the battles start again."""
OTHER = "__otra__"


def shipped_examples(rules: str) -> list[tuple[str, Path]]:
    """The shipped example sheets of a ruleset: (name, path), by name."""
    found = []
    for path in sorted((examples_dir() / rules).glob("*.json")):
        try:
            name = str(json.loads(path.read_text(encoding="utf-8")).get("nombre") or path.stem)
        except (OSError, ValueError, AttributeError):
            continue
        found.append((name, path))
    return sorted(found)


class TrialPanel(QFrame):
    """The win rate of the sheet being edited against a chosen opponent, run again after each edit."""

    def __init__(self, tab: SheetTab, parent: QWidget | None = None):
        # deliberately lazy: the panel is built when first opened, and the simulator with it
        from core import simulador
        from gui.simular.trabajo import gui_processes

        super().__init__(parent)
        self.setObjectName("pruebaContra")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.tab = tab
        self.rules = tab.sheet.reglas
        self.processes, self.context = gui_processes()
        self.job: SimulationJob | None = None
        self.report: dict[str, Any] | None = None
        self.previous: float | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.run)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Probar contra:")))
        self.rival = QComboBox()
        self.rival.setObjectName("rivalPrueba")
        for name, path in shipped_examples(self.rules):
            self.rival.addItem(self.tr("{name} (ejemplo)").format(name=name), str(path))
        self.rival.addItem(self.tr("Otra ficha…"), OTHER)
        self.rival.activated.connect(self._rival_chosen)
        row.addWidget(self.rival, 1)
        row.addWidget(QLabel(self.tr("Batallas:")))
        self.count = QSpinBox()
        self.count.setObjectName("batallasPrueba")
        self.count.setRange(10, 5000)
        self.count.setSingleStep(50)
        self.count.setValue(200)
        self.count.valueChanged.connect(lambda _value: self.schedule())
        row.addWidget(self.count)
        self.policy = QComboBox()
        self.policy.setObjectName("politicaPrueba")
        self.policy.setToolTip(self.tr("Cómo juegan los dos bandos"))
        for policy in simulador.POLICIES:
            self.policy.addItem(policy, policy)
        self.policy.setCurrentIndex(max(0, self.policy.findData(simulador.simulacion.DEFAULT_POLICY)))
        self.policy.activated.connect(lambda _index: self.schedule())
        row.addWidget(self.policy)
        close = QToolButton()
        close.setText("×")
        close.setToolTip(self.tr("Cerrar la prueba"))
        close.clicked.connect(self.close_trial)
        row.addWidget(close)
        layout.addLayout(row)
        self.result = QLabel(self.tr("Elige un rival: la ficha se prueba tras cada cambio."))
        self.result.setObjectName("resultadoPrueba")
        self.result.setWordWrap(True)
        layout.addWidget(self.result)
        self.change = QLabel("")
        self.change.setObjectName("cambioPrueba")
        layout.addWidget(self.change)
        self.progress = QProgressBar()
        self.progress.setObjectName("progresoPrueba")
        self.progress.setMaximumHeight(8)
        self.progress.setTextVisible(False)
        self.progress.setVisible(False)
        layout.addWidget(self.progress)
        self.rival_path: Path | None = Path(str(self.rival.itemData(0))) if self.rival.count() > 1 else None
        tab.document.changed.connect(self._edited)

    # -- choosing -----------------------------------------------------------------------------
    def _rival_chosen(self, index: int) -> None:
        data = self.rival.itemData(index)
        if data == OTHER:
            chosen, _ = QFileDialog.getOpenFileName(
                self, self.tr("Elegir el rival"), str(examples_dir() / self.rules), self.tr("Fichas (*.json)")
            )
            if not chosen:
                return
            self.set_rival(Path(chosen))
            return
        self.set_rival(Path(str(data)))

    def set_rival(self, path: Path) -> None:
        """Test against this sheet file from now on (the comparison with the last edit starts again)."""
        self.rival_path = path
        found = self.rival.findData(str(path))
        if found < 0:
            self.rival.insertItem(self.rival.count() - 1, path.name, str(path))
            found = self.rival.findData(str(path))
        self.rival.setCurrentIndex(found)
        self.previous = None
        self.schedule()

    def open_trial(self) -> None:
        self.setVisible(True)
        self.schedule()

    def close_trial(self) -> None:
        self.timer.stop()
        self._cancel()
        self.setVisible(False)

    # -- running ------------------------------------------------------------------------------
    def _edited(self, _campo: str) -> None:
        if self.isVisible():
            self.schedule()

    def schedule(self) -> None:
        """Run again :data:`DEBOUNCE_MS` after the last call; a run going on is cancelled now."""
        self._cancel()
        self.timer.start()

    def _cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
        self.progress.setVisible(False)

    def script(self) -> dict[str, Any]:
        sheet: SheetBase = self.tab.sheet
        assert self.rival_path is not None
        rival = json.loads(self.rival_path.read_text(encoding="utf-8"))
        mine = sheet.model_dump(mode="json", exclude={"retrato"})
        rival.pop("retrato", None)
        return {
            "reglas": self.rules,
            "combatientes": [
                {"id": "A", "bando": "A", "nombre": sheet.nombre or "A", "ficha": mine},
                {"id": "B", "bando": "B", "nombre": str(rival.get("nombre") or "B"), "ficha": rival},
            ],
        }

    def run(self) -> None:
        self._cancel()
        if self.rival_path is None:
            return
        try:
            script = self.script()
        except (OSError, ValueError) as error:
            self.result.setText(self.tr("No se puede leer el rival: {error}").format(error=error))
            return
        from core import simulador  # loaded with the panel (see __init__)
        from gui.simular.trabajo import SimulationJob

        simulation = simulador.Simulation(
            script, n=self.count.value(), semilla=0, politica=str(self.policy.currentData())
        )
        job = SimulationJob(simulation, self.processes, self.context)
        job.progress.connect(self._progress)
        job.finished.connect(self._finished)
        job.failed.connect(self._failed)
        self.job = job
        self.progress.setRange(0, simulation.n)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        job.start()

    def _current(self) -> bool:
        """Whether the signal comes from the run going on (a cancelled run's late signals are ignored)."""
        return self.job is not None and self.sender() is self.job

    def _progress(self, done: int, total: int) -> None:
        if self._current():
            self.progress.setValue(done)

    def _failed(self, message: str) -> None:
        if self._current():
            self.job = None
            self.progress.setVisible(False)
            self.result.setText(self.tr("No se puede probar: {message}").format(message=message))
            self.change.setText("")

    def _finished(self, report: dict[str, Any]) -> None:
        if not self._current():
            return
        self.job = None
        self.progress.setVisible(False)
        self.report = report
        rate = float(report["tasa"].get("A", 0.0))
        low, high = report["intervalo"]["A"]
        self.result.setText(
            self.tr("Gana el {rate} % de {n} batallas (95 %: {low}–{high} %) contra {rival}.").format(
                rate=round(rate * 100),
                n=report["batallas"],
                low=round(low * 100),
                high=round(high * 100),
                rival=self.rival.currentText(),
            )
        )
        if self.previous is None:
            self.change.setText("")
        else:
            moved = round((rate - self.previous) * 100)
            if moved == 0:
                self.change.setText(self.tr("El último cambio no movió la tasa de victorias."))
            else:
                self.change.setText(self.tr("El último cambio: {moved:+d} puntos.").format(moved=moved))
        self.previous = rate


def attach_trial(tab: SheetTab) -> QAction:
    """Add «Probar contra…» to a sheet tab's toolbar; the panel is built the first time it is used."""
    action = QAction(QCoreApplication.translate("TrialPanel", "Probar contra…"), tab)
    action.setObjectName("probarContra")
    action.setToolTip(
        QCoreApplication.translate("TrialPanel", "Simular batallas de esta ficha contra un rival tras cada cambio")
    )
    action.triggered.connect(lambda: trial_panel(tab).open_trial())
    bar = tab.findChild(QToolBar, "barraFicha")
    if bar is not None:
        bar.addAction(action)
    tab.trial_action = action  # type: ignore[attr-defined]
    return action


def trial_panel(tab: SheetTab) -> TrialPanel:
    """The tab's (hidden until opened) panel, built and put above its message line the first time."""
    panel: TrialPanel | None = getattr(tab, "_trial_panel", None)
    if panel is None:
        panel = TrialPanel(tab)
        panel.setVisible(False)
        layout = tab.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(max(0, layout.indexOf(tab.message)), panel)
        tab._trial_panel = panel  # type: ignore[attr-defined]
    return panel
