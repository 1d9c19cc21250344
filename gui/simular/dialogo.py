"""The «Simular» dialog: sides and sheets, options, a progress bar with cancel, charts and figures."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from PySide6 import QtWidgets
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core import simulador
from core.simulador.foro import forum_summary
from gui.simular.graficos import Bar, BarChart, Histogram
from gui.simular.trabajo import SimulationJob, gui_processes


class SimulationDialog(QDialog):
    """Simulates many battles of one encounter (a battle script without steps) and shows who wins."""

    def __init__(self, script: dict[str, Any], base: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Simular: ¿quién gana?"))
        self.script = copy.deepcopy(script)
        self.base = base
        self.processes, self.context = gui_processes()
        self.job: SimulationJob | None = None
        self.report: dict[str, Any] | None = None
        self.policy_boxes: dict[str, QComboBox] = {}
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self._people_box(), 3)
        top.addWidget(self._options_box(), 2)
        layout.addLayout(top)
        layout.addLayout(self._run_row())
        self.error_label = QLabel("")
        self.error_label.setProperty("rol", "problema")
        self.error_label.setWordWrap(True)
        layout.addWidget(self.error_label)
        layout.addLayout(self._results(), 1)
        self._sync_policies()
        self.resize(980, 720)

    # -- building ---------------------------------------------------------------------------
    def _people_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Bandos y fichas"))
        inner = QVBoxLayout(box)
        self.people = QTableWidget(0, 3)
        self.people.setObjectName("combatientesSimulados")
        self.people.setHorizontalHeaderLabels([self.tr("Nombre"), self.tr("Bando"), self.tr("Ficha")])
        self.people.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.people.verticalHeader().setVisible(False)
        self.people.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for item in self.script.get("combatientes", []):
            row = self.people.rowCount()
            self.people.insertRow(row)
            sheet = item.get("ficha")
            name = item.get("nombre") or (sheet.get("nombre") if isinstance(sheet, dict) else Path(str(sheet)).stem)
            fixed = QTableWidgetItem(str(name))
            fixed.setFlags(fixed.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.people.setItem(row, 0, fixed)
            self.people.setItem(row, 1, QTableWidgetItem(str(item.get("bando", item.get("id", "")))))
            shown = Path(str(sheet)).name if isinstance(sheet, str) else self.tr("(en el encuentro)")
            where = QTableWidgetItem(shown)
            where.setFlags(where.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.people.setItem(row, 2, where)
        self.people.setMaximumHeight(170)
        self.people.itemChanged.connect(lambda _item: self._sync_policies())
        inner.addWidget(self.people)
        inner.addWidget(QLabel(self.tr("Cambia el bando de una ficha para juntarla con otra.")))
        return box

    def _options_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Opciones"))
        self.options_form = QFormLayout(box)
        self.count = QtWidgets.QSpinBox()
        self.count.setObjectName("batallas")
        self.count.setRange(1, 100_000)
        self.count.setValue(200)
        self.options_form.addRow(self.tr("Batallas:"), self.count)
        self.seed = QtWidgets.QSpinBox()
        self.seed.setObjectName("semilla")
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setToolTip(self.tr("La misma semilla da las mismas batallas"))
        self.options_form.addRow(self.tr("Semilla:"), self.seed)
        self.rounds = QtWidgets.QSpinBox()
        self.rounds.setObjectName("rondasMax")
        self.rounds.setRange(1, 1000)
        self.rounds.setValue(simulador.simulacion.DEFAULT_MAX_ROUNDS)
        self.rounds.setToolTip(self.tr("Una batalla que pasa de estas rondas cuenta como sin terminar"))
        self.options_form.addRow(self.tr("Límite de rondas:"), self.rounds)
        self.policy_rows = QFormLayout()
        self.options_form.addRow(QLabel(self.tr("<b>Quién juega cada bando</b>")))
        self.options_form.addRow(self.policy_rows)
        return box

    def _run_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Simular"))
        self.run_button.setObjectName("simular")
        self.run_button.setDefault(True)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(self.tr("Cancelar"))
        self.cancel_button.setObjectName("cancelarSimulacion")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QtWidgets.QProgressBar()
        self.progress.setObjectName("progresoSimulacion")
        self.progress.setFormat(self.tr("%v de %m batallas"))
        self.progress.setValue(0)
        self.copy_button = QPushButton(self.tr("Copiar para el foro"))
        self.copy_button.setObjectName("copiarForo")
        self.copy_button.setEnabled(False)
        self.copy_button.clicked.connect(self.copy_for_forum)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.progress, 1)
        row.addWidget(self.copy_button)
        return row

    def _results(self) -> QHBoxLayout:
        row = QHBoxLayout()
        charts = QWidget()
        self.charts_widget = charts
        self.charts_layout = QVBoxLayout(charts)
        self.wins_chart = BarChart(self.tr("Victorias por bando (con su intervalo del 95 %)"), maximum=1.0)
        self.wins_chart.setObjectName("graficoVictorias")
        self.rounds_chart = Histogram(self.tr("Rondas hasta el final"))
        self.rounds_chart.setObjectName("graficoRondas")
        self.charts_layout.addWidget(self.wins_chart)
        self.charts_layout.addWidget(self.rounds_chart)
        self.action_charts: list[BarChart] = []
        self.charts_layout.addStretch(1)
        scroll = QtWidgets.QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(charts)
        row.addWidget(scroll, 3)
        self.figures = QTableWidget(0, 2)
        self.figures.setObjectName("cifrasSimulacion")
        self.figures.setHorizontalHeaderLabels([self.tr("Cifra"), self.tr("Valor")])
        self.figures.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.figures.horizontalHeader().setStretchLastSection(True)
        self.figures.verticalHeader().setVisible(False)
        self.figures.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        row.addWidget(self.figures, 2)
        return row

    # -- sides and policies -----------------------------------------------------------------
    def sides(self) -> list[str]:
        found = [
            (self.people.item(r, 1).text().strip() if self.people.item(r, 1) else "")
            for r in range(self.people.rowCount())
        ]
        return list(dict.fromkeys(s for s in found if s))

    def _sync_policies(self) -> None:
        chosen = {side: box.currentData() for side, box in self.policy_boxes.items()}
        while self.policy_rows.rowCount():
            self.policy_rows.removeRow(0)
        self.policy_boxes = {}
        for side in self.sides():
            box = QComboBox()
            box.setObjectName(f"politica_{side}")
            box.addItem(self.tr("Sensata (prueba cada jugada un paso adelante)"), "sensata")
            box.addItem(self.tr("Aleatoria (cualquier jugada legal)"), "aleatoria")
            index = box.findData(chosen.get(side, simulador.simulacion.DEFAULT_POLICY))
            box.setCurrentIndex(max(index, 0))
            self.policy_rows.addRow(self.tr("Bando %1:").replace("%1", side), box)
            self.policy_boxes[side] = box

    def simulation(self) -> simulador.Simulation:
        script = copy.deepcopy(self.script)
        for row, item in enumerate(script.get("combatientes", [])):
            cell = self.people.item(row, 1)
            if cell is not None and cell.text().strip():
                item["bando"] = cell.text().strip()
        return simulador.Simulation(
            script,
            str(self.base),
            n=self.count.value(),
            semilla=self.seed.value(),
            politicas={side: str(box.currentData()) for side, box in self.policy_boxes.items()},
            rondas_max=self.rounds.value(),
        )

    # -- running ----------------------------------------------------------------------------
    def run(self) -> None:
        if self.job is not None:
            return
        simulation = self.simulation()
        try:
            simulador.prepare(simulation)
        except simulador.SimulationError as error:
            self.error_label.setText(str(error))
            return
        self.error_label.setText("")
        self.progress.setRange(0, simulation.n)
        self.progress.setValue(0)
        self.job = SimulationJob(simulation, self.processes, self.context)
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.cancelled.connect(self._cancelled)
        self._running(True)
        self.job.start()

    def cancel(self) -> None:
        if self.job is not None:
            self.cancel_button.setEnabled(False)
            self.job.cancel()

    def _running(self, running: bool) -> None:
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        for widget in (self.count, self.seed, self.rounds, self.people, *self.policy_boxes.values()):
            widget.setEnabled(not running)

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _done(self) -> None:
        if self.job is not None:
            self.job.wait(5)
        self.job = None
        self._running(False)

    def _finished(self, report: dict[str, Any]) -> None:
        self._done()
        self.show_report(report)

    def _failed(self, message: str) -> None:
        self._done()
        self.error_label.setText(message)

    def _cancelled(self) -> None:
        self._done()
        self.progress.setValue(0)
        self.error_label.setText(self.tr("Simulación cancelada."))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job.wait(10)
        super().closeEvent(event)

    # -- results ----------------------------------------------------------------------------
    def show_report(self, report: dict[str, Any]) -> None:
        self.report = report
        self.copy_button.setEnabled(True)
        total = max(int(report["batallas"]), 1)
        self.wins_chart.set_bars(
            [
                Bar(
                    self._side_label(report, side),
                    wins / total,
                    tuple(report["intervalo"][side]),  # type: ignore[arg-type]
                    f"{wins} ({wins / total:.0%})",
                    index,
                )
                for index, (side, wins) in enumerate(report["victorias"].items())
            ]
        )
        self.rounds_chart.set_counts({int(r): n for r, n in report["rondas"].items()})
        for chart in self.action_charts:
            self.charts_layout.removeWidget(chart)
            chart.deleteLater()
        self.action_charts = []
        sides = list(report["victorias"])
        for cid, data in report.get("por_combatiente", {}).items():
            title = self.tr("%1: qué hizo cada acción (veces, daño medio)").replace("%1", str(data.get("nombre", cid)))
            chart = BarChart(title)
            colour = sides.index(data["bando"]) if data.get("bando") in sides else 0
            actions = sorted(data.get("acciones", {}).items(), key=lambda item: -item[1]["veces"])
            chart.set_bars(
                [
                    Bar(
                        str(f.get("etiqueta") or kind),
                        float(f["veces"]),
                        None,
                        self.tr("%1 veces · %2 de daño")
                        .replace("%1", str(f["veces"]))
                        .replace("%2", str(f["danio_medio"])),
                        colour,
                    )
                    for kind, f in actions[:10]
                ]
            )
            self.charts_layout.insertWidget(self.charts_layout.count() - 1, chart)
            self.action_charts.append(chart)
        self.charts_layout.activate()
        self.charts_widget.adjustSize()
        self._fill_figures(report)

    def _side_label(self, report: dict[str, Any], side: str) -> str:
        names = [
            str(d.get("nombre", c)) for c, d in report.get("por_combatiente", {}).items() if d.get("bando") == side
        ]
        return f"{side} — {', '.join(names)}" if names else side

    def _fill_figures(self, report: dict[str, Any]) -> None:
        rows: list[tuple[str, str]] = [(self.tr("Batallas"), str(report["batallas"]))]
        for side, wins in report["victorias"].items():
            low, high = report["intervalo"][side]
            rows.append((self.tr("Victorias de %1").replace("%1", side), f"{wins}  ({low:.0%} – {high:.0%})"))
        rows.append((self.tr("Empates"), str(report["empates"])))
        rows.append((self.tr("Sin terminar"), str(report["sin_terminar"])))
        if report.get("rondas_media") is not None:
            rows.append((self.tr("Rondas de media"), str(report["rondas_media"])))
        rows.append((self.tr("Acciones por batalla"), str(report["acciones_por_batalla"])))
        first = report.get("primero") or {}
        if first.get("tasa") is not None:
            low, high = first["intervalo"]
            rows.append((self.tr("Gana quien empieza"), f"{first['tasa']:.0%}  ({low:.0%} – {high:.0%})"))
        rows.append((self.tr("Semilla"), str(report["semilla"])))
        for warning in report.get("avisos", []):
            rows.append((self.tr("Aviso"), str(warning)))
        for error in report.get("errores_del_motor", []):
            rows.append((self.tr("Error del motor"), str(error)))
        self.figures.setRowCount(len(rows))
        for index, (label, value) in enumerate(rows):
            self.figures.setItem(index, 0, QTableWidgetItem(label))
            self.figures.setItem(index, 1, QTableWidgetItem(value))

    def copy_for_forum(self) -> None:
        if self.report is None:
            return
        names = {side: self.tr("Bando %1").replace("%1", side) for side in self.report["victorias"]}
        QGuiApplication.clipboard().setText(forum_summary(self.report, names))
