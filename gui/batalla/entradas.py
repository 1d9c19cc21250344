"""Typed inputs for a step field or a GM's value: spin boxes with bounds, yes/no boxes, choices,
combatant pickers and a grid picker for squares. Nothing here parses JSON: each input holds a
value of its declared kind, or None for «not given»."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core import foro

LIMIT = 999_999_999
Board = tuple[int, int] | None
"""(columns, rows) of the battle's board, or None when the ruleset has none."""


def is_square(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)


def board_of(options: Mapping[str, Any]) -> Board:
    """The board of a battle whose house rules give its size (encuentro: ``tablero_ancho`` × ``tablero_alto``)."""
    wide, high = options.get("tablero_ancho"), options.get("tablero_alto")
    if type(wide) is int and type(high) is int and 0 < wide <= 60 and 0 < high <= 60:
        return wide, high
    return None


class SquarePicker(QWidget):
    """A square of the board picked on a grid (rows × columns); without a board, x and y spin boxes.

    ``allowed`` limits the squares that can be picked (the others are disabled); ``occupied``
    marks who stands where by the initials of their names.
    """

    changed = Signal()

    def __init__(
        self,
        board: Board,
        allowed: Sequence[Any] | None = None,
        occupied: Mapping[tuple[int, int], str] | None = None,
        parent: QWidget | None = None,
        optional: bool = False,
    ):
        super().__init__(parent)
        self.setObjectName("selectorCasilla")
        self._value: list[int] | None = None
        self.buttons: dict[tuple[int, int], QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.chosen = QLabel(QCoreApplication.translate("Entradas", "Ninguna casilla elegida"))
        self.chosen.setObjectName("casillaElegida")
        layout.addWidget(self.chosen)
        if board is None:
            row = QHBoxLayout()
            self.x_spin, self.y_spin = QSpinBox(), QSpinBox()
            for name, spin in (("x", self.x_spin), ("y", self.y_spin)):
                spin.setRange(-999, 999)
                spin.setObjectName(f"casilla_{name}")
                row.addWidget(QLabel(name + ":"))
                row.addWidget(spin)
                spin.valueChanged.connect(self._spun)
            row.addStretch(1)
            layout.addLayout(row)
            self.chosen.setVisible(optional)  # optional: no square until the GM turns a spin box
            self._value = None if optional else [0, 0]
            return
        grid = QGridLayout()
        grid.setSpacing(1)
        wide, high = board
        keep = {tuple(a) for a in allowed if is_square(a)} if allowed is not None else None
        for y in range(high):
            for x in range(wide):
                button = QPushButton((occupied or {}).get((x, y), ""))
                button.setFixedSize(22, 22)
                button.setCheckable(True)
                button.setObjectName(f"casilla_{x}_{y}")
                button.setToolTip(f"({x}, {y})")
                button.setEnabled(keep is None or (x, y) in keep)
                button.clicked.connect(lambda _c=False, s=(x, y): self.set_value(list(s)))
                grid.addWidget(button, y, x)
                self.buttons[(x, y)] = button
        layout.addLayout(grid)

    def _spun(self) -> None:
        self._value = [self.x_spin.value(), self.y_spin.value()]
        self.chosen.setText(
            QCoreApplication.translate("Entradas", "Casilla elegida: %1").replace(
                "%1", f"({self._value[0]}, {self._value[1]})"
            )
        )
        self.changed.emit()

    def value(self) -> list[int] | None:
        return list(self._value) if self._value is not None else None

    def set_value(self, value: Any) -> None:
        if not is_square(value):
            return
        if not self.buttons:
            self.x_spin.setValue(value[0])
            self.y_spin.setValue(value[1])
            return
        self._value = [value[0], value[1]]
        for square, button in self.buttons.items():
            button.setChecked(square == (value[0], value[1]))
        self.chosen.setText(
            QCoreApplication.translate("Entradas", "Casilla elegida: %1").replace("%1", f"({value[0]}, {value[1]})")
        )
        self.changed.emit()


class CheckList(QListWidget):
    """Several of a list of choices (combatants, names), each a check box."""

    changed = Signal()

    def __init__(self, choices: Sequence[tuple[str, Any]], parent: QWidget | None = None):
        super().__init__(parent)
        for text, value in choices:
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, value)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.addItem(item)
        self.setMaximumHeight(22 * min(5, max(1, len(choices))) + 6)
        self.itemChanged.connect(lambda _i: self.changed.emit())

    def value(self) -> list[Any]:
        return [
            self.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.count())
            if self.item(i).checkState() == Qt.CheckState.Checked
        ]

    def set_value(self, value: Any) -> None:
        wanted = value if isinstance(value, list) else [value]
        for i in range(self.count()):
            item = self.item(i)
            on = item.data(Qt.ItemDataRole.UserRole) in wanted
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)


class TypedInput(QWidget):
    """One value of a declared kind. ``optional`` adds a «—» (not given) where the kind allows it."""

    changed = Signal()

    def __init__(
        self,
        kind: str,
        *,
        minimo: float | None = None,
        maximo: float | None = None,
        valores: Sequence[Any] = (),
        names: Mapping[str, str] | None = None,
        board: Board = None,
        occupied: Mapping[tuple[int, int], str] | None = None,
        optional: bool = False,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.kind = kind
        self.optional = optional
        names = dict(names or {})
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.widget: QWidget
        if kind == "casilla" or (valores and all(is_square(v) for v in valores)):
            self.kind = "casilla"
            picker = SquarePicker(board, list(valores) or None, occupied, optional=optional)
            picker.changed.connect(self.changed)
            self.widget = picker
        elif kind in ("entero", "numero") and not valores:
            spin: QSpinBox | QDoubleSpinBox = QSpinBox() if kind == "entero" else QDoubleSpinBox()
            low = -LIMIT if minimo is None else minimo
            high = LIMIT if maximo is None else maximo
            if optional:
                low -= 1
                spin.setSpecialValueText("—")
            spin.setRange(int(low), int(high)) if isinstance(spin, QSpinBox) else spin.setRange(low, high)
            spin.setValue(spin.minimum() if optional else max(spin.minimum(), min(0, spin.maximum())))
            spin.valueChanged.connect(lambda _v: self.changed.emit())
            self.widget = spin
        elif kind == "si_no" and not optional:
            box = QCheckBox(QCoreApplication.translate("Entradas", "Sí"))
            box.toggled.connect(lambda _v: self.changed.emit())
            self.widget = box
        elif kind in ("combatientes", "lista") and (kind == "combatientes" or valores or names):
            choices = [(foro.texto(v, names), v) for v in valores] if valores else list(_people(names))
            checks = CheckList(choices)
            checks.changed.connect(self.changed)
            self.widget = checks
        elif kind in ("opcion", "combatiente", "si_no", "valor") and (valores or kind != "valor"):
            combo = QComboBox()
            if kind == "si_no":
                choices = [
                    (QCoreApplication.translate("Entradas", "Sí"), True),
                    (QCoreApplication.translate("Entradas", "No"), False),
                ]
            elif kind == "combatiente" and not valores:
                choices = list(_people(names))
            else:
                choices = [(foro.texto(v, names), v) for v in valores]
            if optional:
                combo.addItem("—", None)
            for text, value in choices:
                combo.addItem(text, value)
            combo.currentIndexChanged.connect(lambda _i: self.changed.emit())
            self.widget = combo
        else:
            line = QLineEdit()
            line.textChanged.connect(lambda _t: self.changed.emit())
            self.widget = line
        layout.addWidget(self.widget, 1)

    def value(self) -> Any:
        widget = self.widget
        if isinstance(widget, SquarePicker | CheckList):
            found = widget.value()
            return found if found or not self.optional else None
        if isinstance(widget, QSpinBox | QDoubleSpinBox):
            if self.optional and widget.value() == widget.minimum():
                return None
            number = widget.value()
            return int(number) if isinstance(widget, QSpinBox) else float(number)
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        assert isinstance(widget, QLineEdit)
        text = widget.text().strip()
        return text if text or not self.optional else None

    def set_value(self, value: Any) -> None:
        widget = self.widget
        if isinstance(widget, SquarePicker | CheckList):
            widget.set_value(value)
        elif isinstance(widget, QSpinBox | QDoubleSpinBox):
            if isinstance(value, int | float) and not isinstance(value, bool):
                widget.setValue(int(value) if isinstance(widget, QSpinBox) else float(value))
        elif isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QComboBox):
            found = [i for i in range(widget.count()) if widget.itemData(i) == value]
            if found:
                widget.setCurrentIndex(found[0])
        elif isinstance(widget, QLineEdit):
            widget.setText("" if value is None else str(value))


def _people(names: Mapping[str, str]) -> list[tuple[str, Any]]:
    return [(name, cid) for cid, name in names.items()]
