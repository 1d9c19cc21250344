"""Side panels of a sheet tab: live validation, the build budget as bars, and derived values."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QListView,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from core.export_ficha import format_value, fraction
from core.ruleset import SheetSupport
from gui.editor.document import SheetDocument
from gui.editor.models import CAMPO_ROLE, ProblemsAdapter
from gui.editor.traducir import rules_label


class ValidationPanel(QWidget):
    """Every problem the ruleset reports, live; clicking one asks the tab to focus its field."""

    focus_requested = Signal(str)

    def __init__(self, document: SheetDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.model = ProblemsAdapter(document)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.status = QLabel()
        self.status.setObjectName("estadoLegal")
        self.status.setWordWrap(True)
        # two lines always fit, so that a short window never cuts «Ficha legal…» in half
        self.status.setMinimumHeight(self.status.fontMetrics().lineSpacing() * 2 + 6)
        layout.addWidget(self.status)
        self.list = QListView()
        self.list.setObjectName("listaProblemas")
        self.list.setModel(self.model)
        self.list.setWordWrap(True)
        self.list.setSpacing(2)
        self.list.setUniformItemSizes(False)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.clicked.connect(self._clicked)
        self.list.activated.connect(self._clicked)
        layout.addWidget(self.list, 1)
        self.model.modelReset.connect(self._update_status)
        self._update_status()

    def is_legal(self) -> bool:
        return not self.model.errors()

    def _update_status(self) -> None:
        errors = len(self.model.errors())
        notices = len(self.model.problems) - errors
        if errors == 0:
            text = self.tr("✔ Ficha legal: cumple todas las reglas de creación.")
            if notices:
                text += " " + self.tr("%n aviso(s).", "", notices)
            self.status.setProperty("legal", True)
        else:
            text = self.tr("✘ Ficha no legal: %n problema(s).", "", errors)
            self.status.setProperty("legal", False)
        self.status.setText(text)
        self.list.setVisible(bool(self.model.problems))
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)

    def _clicked(self, index: QModelIndex) -> None:
        campo = index.data(CAMPO_ROLE)
        if isinstance(campo, str):
            self.focus_requested.emit(campo)


class BudgetPanel(QWidget):
    """One bar per build pool (spent / available), red when over; refreshed on every change."""

    def __init__(self, document: SheetDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(4, 4, 4, 4)
        self.grid.setVerticalSpacing(2)
        self.bars: dict[str, QProgressBar] = {}
        self.labels: dict[str, QLabel] = {}
        document.changed.connect(self.refresh)
        self.refresh()

    def available(self) -> bool:
        return isinstance(self.document.ruleset, SheetSupport) and bool(self._lines())

    def _lines(self) -> list[object]:
        ruleset = self.document.ruleset
        return list(ruleset.budget(self.document.sheet)) if isinstance(ruleset, SheetSupport) else []

    def refresh(self, _campo: str = "") -> None:
        ruleset = self.document.ruleset
        if not isinstance(ruleset, SheetSupport):
            return
        for row, line in enumerate(ruleset.budget(self.document.sheet)):
            bar = self.bars.get(line.id)
            if bar is None:
                caption = QLabel(rules_label(line.etiqueta))
                caption.setWordWrap(True)
                bar = QProgressBar()
                bar.setObjectName("presupuesto_" + line.id)
                bar.setTextVisible(True)
                bar.setFixedHeight(18)
                bar.setMinimumWidth(90)
                self.grid.addWidget(caption, row, 0)
                self.grid.addWidget(bar, row, 1)
                self.bars[line.id] = bar
                self.labels[line.id] = caption
            scale = 100
            bar.setRange(0, max(1, round(max(line.disponible, line.gastado) * scale)))
            bar.setValue(round(line.gastado * scale))
            bar.setFormat(f"{fraction(line.gastado)} / {fraction(line.disponible)}")
            bar.setProperty("excedido", line.excedido)
            bar.setProperty("completo", abs(line.gastado - line.disponible) < 1e-9)
            tip = self.tr("%1: gastado %2 de %3").replace("%1", rules_label(line.etiqueta))
            tip = tip.replace("%2", fraction(line.gastado)).replace("%3", fraction(line.disponible))
            if line.excedido:
                tip += " — " + self.tr("¡te has pasado!")
            bar.setToolTip(tip)
            bar.style().unpolish(bar)
            bar.style().polish(bar)
        self.grid.setColumnStretch(0, 3)
        self.grid.setColumnStretch(1, 2)


class DerivedPanel(QFrame):
    """The values the ruleset computes from the sheet (attack, defence, hit points...), never typed."""

    def __init__(self, document: SheetDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        # a grid, not a form: long captions wrap and their row grows, the values stay in one column
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(4, 4, 4, 4)
        self.grid.setColumnStretch(0, 1)
        self.grid.setVerticalSpacing(4)
        self.values: dict[str, QLabel] = {}
        self._captions: dict[str, QLabel] = {}
        document.changed.connect(self.refresh)
        self.refresh()

    def available(self) -> bool:
        ruleset = self.document.ruleset
        return isinstance(ruleset, SheetSupport) and bool(ruleset.derived(self.document.sheet))

    def refresh(self, _campo: str = "") -> None:
        ruleset = self.document.ruleset
        if not isinstance(ruleset, SheetSupport):
            return
        derived = ruleset.derived(self.document.sheet)
        if list(derived) != list(self.values):
            self._rebuild([(key, rules_label(caption)) for key, (caption, _value) in derived.items()])
        for key, (_caption, value) in derived.items():
            self.values[key].setText(f"<b>{format_value(value)}</b>")

    def _rebuild(self, rows: list[tuple[str, str]]) -> None:
        for label in [*self.values.values(), *self._captions.values()]:
            self.grid.removeWidget(label)
            label.deleteLater()
        self.values.clear()
        self._captions.clear()
        for row, (key, caption) in enumerate(rows):
            title = QLabel(caption + ":")
            title.setWordWrap(True)
            label = QLabel()
            label.setObjectName("derivado_" + key)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)
            title.setBuddy(label)
            self.grid.addWidget(title, row, 0, Qt.AlignmentFlag.AlignTop)
            self.grid.addWidget(label, row, 1, Qt.AlignmentFlag.AlignTop)
            self.values[key] = label
            self._captions[key] = title
        self.grid.setRowStretch(len(rows), 1)
