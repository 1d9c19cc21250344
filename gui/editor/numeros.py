"""Number boxes that never change what was typed behind the player's back: a number outside the
field's bounds stays visible, the bound is said at once, and when the box gives up on it (Enter,
leaving the field) it says which value it kept."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QDoubleSpinBox, QSpinBox, QWidget

from core.export_ficha import fraction


def bounds_text(caption: str, low: float | None, high: float | None) -> str:
    """«Nivel» va de 1 a 20 / es como mínimo 0 / es como máximo 9."""
    if low is not None and high is not None:
        text = (
            QCoreApplication.translate("Numeros", "«%1» va de %2 a %3.")
            .replace("%2", fraction(low))
            .replace("%3", fraction(high))
        )
    elif low is not None:
        text = QCoreApplication.translate("Numeros", "«%1» es como mínimo %2.").replace("%2", fraction(low))
    elif high is not None:
        text = QCoreApplication.translate("Numeros", "«%1» es como máximo %2.").replace("%2", fraction(high))
    else:
        text = QCoreApplication.translate("Numeros", "«%1» no admite ese número.")
    return text.replace("%1", caption)


def kept_text(caption: str, low: float | None, high: float | None, typed: str, kept: str) -> str:
    """The bound, and what the box kept instead of the typed number."""
    rest = QCoreApplication.translate("Numeros", "%1 no cabe: se queda %2.").replace("%1", typed).replace("%2", kept)
    return bounds_text(caption, low, high) + " " + rest


def _number(text: str) -> float | None:
    """The number in ``text`` (digits, a sign, a decimal comma or point), or None."""
    plain = text.strip().replace(" ", "")
    if plain in {"-", "+"}:
        return 0.0
    locale = QLocale()
    value, ok = locale.toDouble(plain)
    if ok:
        return float(value)
    try:
        return float(plain.replace(",", "."))
    except ValueError:
        return None


class _Bounded:
    """What both boxes share (put before the Qt class): the field's caption and bounds, and the signals' use."""

    caption: str
    low: float | None
    high: float | None
    _told: str

    def __init__(self, caption: str, low: float | None, high: float | None, parent: QWidget | None = None):
        super().__init__(parent)  # type: ignore[call-arg]
        self.caption, self.low, self.high, self._told = caption, low, high, ""
        box: Any = self
        box.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)

    def validate(self, text: str, pos: int) -> object:
        result = super().validate(text, pos)  # type: ignore[misc]
        state = result[0] if isinstance(result, tuple) else result
        if state != QValidator.State.Invalid:
            self._tell("")
            return result
        if _number(text) is None:
            return result  # letters are simply not typed into a number
        self._tell(bounds_text(self.caption, self.low, self.high))
        return (QValidator.State.Intermediate, text, pos)

    def _tell(self, message: str) -> None:
        if message != self._told:
            self._told = message
            box: Any = self
            box.out_of_range.emit(message)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        typed = self._out_of_range_text()
        super().keyPressEvent(event)  # type: ignore[misc]
        if typed and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._gave_up(typed)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        typed = self._out_of_range_text()
        super().focusOutEvent(event)  # type: ignore[misc]
        if typed:
            self._gave_up(typed)

    def _out_of_range_text(self) -> str:
        box: Any = self
        typed = str(box.text()).strip()
        return typed if not box.hasAcceptableInput() and _number(typed) is not None else ""

    def _gave_up(self, typed: str) -> None:
        box: Any = self
        box.setValue(box.value())  # the box shows the value it keeps...
        box.lineEdit().setText(box.textFromValue(box.value()))
        message = kept_text(self.caption, self.low, self.high, typed, box.textFromValue(box.value()))
        self._told = message
        box.out_of_range.emit(message)  # ...and says so
        box.gave_up.emit(message)


class BoundedSpinBox(_Bounded, QSpinBox):
    """A whole-number box; ``out_of_range`` carries the sentence to show ("" once the text fits);
    ``gave_up`` the sentence that says which value was kept (Enter or leaving the field)."""

    out_of_range = Signal(str)
    gave_up = Signal(str)


class BoundedDoubleSpinBox(_Bounded, QDoubleSpinBox):
    """A decimal box with the same behaviour as :class:`BoundedSpinBox`."""

    out_of_range = Signal(str)
    gave_up = Signal(str)


__all__ = ["BoundedDoubleSpinBox", "BoundedSpinBox", "bounds_text"]
