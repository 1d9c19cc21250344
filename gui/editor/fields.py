"""Generic editors for one scalar field of a sheet: numbers, 0/½/1 selectors, checkboxes, texts, choices."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QToolButton,
    QWidget,
)

from core.export_ficha import fraction, label
from gui.editor.document import DELETE, Path, SheetDocument, format_path
from gui.editor.numeros import BoundedDoubleSpinBox, BoundedSpinBox
from gui.editor.spec import FieldSpec
from gui.editor.traducir import rules_label

BIG = 999_999


class FieldEditor(QWidget):
    """Edits the value at ``path`` of the document; refreshes itself when the sheet changes.

    Each concrete editor defines ``show_value(value)``, which puts the sheet's value in its widget.
    """

    show_value: Callable[[Any], None]

    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.path = path
        self.spec = spec
        self.campo = format_path(path)
        self._updating = False
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.setObjectName("campo_" + self.campo)

    def current(self) -> Any:
        return self.document.value(self.path, self.spec.default)

    def commit(self, value: Any, *, merge: bool = True) -> bool:
        if self._updating:
            return True
        text = self.tr("Cambiar «%1»").replace("%1", self.spec.label)
        ok = self.document.set_value(self.path, value, text, merge=merge)
        self.set_invalid("" if ok else self.document.last_refusal)
        return ok

    def set_invalid(self, message: str) -> None:
        self._mark("invalido", message)

    def show_problems(self, problems: list[tuple[Path, str]]) -> None:
        """Outline the field while the sheet has errors about it: (rest of the path, sentence); [] when fixed."""
        self._mark("problema", "\n".join(text for _rest, text in problems))

    def _mark(self, name: str, message: str) -> None:
        table = getattr(self, "table", None)  # a list or table editor is outlined around its table
        focus = table if isinstance(table, QWidget) else self.focus_widget()
        focus.setProperty(name, bool(message))
        focus.setToolTip(message or self.spec.help)
        focus.style().unpolish(focus)
        focus.style().polish(focus)

    def _add_bound_hint(self, box: BoundedSpinBox | BoundedDoubleSpinBox) -> None:
        """A red sentence beside a number box while what is typed is outside the field's bounds."""
        self.bound_hint = QLabel()
        self.bound_hint.setObjectName("limiteCampo")
        self.bound_hint.setWordWrap(True)
        self.bound_hint.setStyleSheet("color: #b00020;")
        self.bound_hint.hide()
        box.out_of_range.connect(self._show_bound)
        box.gave_up.connect(lambda message: self.document.refused.emit(self.campo, message))
        self.layout_.addWidget(self.bound_hint, 1)

    def _show_bound(self, message: str) -> None:
        self.bound_hint.setText(message)
        self.bound_hint.setToolTip(message)
        self.bound_hint.setVisible(bool(message))
        self.set_invalid(message)

    def on_document_changed(self, _campo: str) -> None:
        self.refresh()

    def refresh(self) -> None:
        self._updating = True
        try:
            self.show_value(self.current())
        finally:
            self._updating = False

    def focus_widget(self) -> QWidget:
        return self

    def focus_field(self, rest: Path = ()) -> None:
        widget = self.focus_widget()
        widget.setFocus(Qt.FocusReason.OtherFocusReason)


class IntEditor(FieldEditor):
    """A spin box with the field's range; an optional field shows «—» below its minimum."""

    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.box = BoundedSpinBox(spec.label, spec.minimum, spec.maximum)
        low = int(spec.minimum) if spec.minimum is not None else -BIG
        high = int(spec.maximum) if spec.maximum is not None else BIG
        if spec.nullable:
            low -= 1
            self.box.setSpecialValueText("—")
        self.box.setRange(low, high)
        self.box.setSingleStep(int(spec.step) or 1)
        self.box.setAccelerated(True)
        self.box.setMinimumWidth(90)
        self.box.setToolTip(self._range_text())
        self.box.valueChanged.connect(self._changed)
        self.layout_.addWidget(self.box)
        self._add_bound_hint(self.box)
        self.layout_.addStretch(1)

    def _range_text(self) -> str:
        if self.spec.minimum is not None and self.spec.maximum is not None:
            return (
                self.tr("Entre %1 y %2")
                .replace("%1", fraction(self.spec.minimum))
                .replace("%2", fraction(self.spec.maximum))
            )
        if self.spec.minimum is not None:
            return self.tr("Como mínimo %1").replace("%1", fraction(self.spec.minimum))
        return ""

    def _changed(self, value: int) -> None:
        if self.spec.nullable and value == self.box.minimum():
            self.commit(None)
        else:
            self.commit(value)

    def show_value(self, value: Any) -> None:
        self.box.setValue(self.box.minimum() if value is None else int(value))

    def focus_widget(self) -> QWidget:
        return self.box


class FloatEditor(FieldEditor):
    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.box = BoundedDoubleSpinBox(spec.label, spec.minimum, spec.maximum)
        self.box.setDecimals(2)
        self.box.setRange(
            spec.minimum if spec.minimum is not None else -BIG, spec.maximum if spec.maximum is not None else BIG
        )
        self.box.setSingleStep(spec.step)
        self.box.setMinimumWidth(90)
        self.box.valueChanged.connect(lambda v: self.commit(float(v)))
        self.layout_.addWidget(self.box)
        self._add_bound_hint(self.box)
        self.layout_.addStretch(1)

    def show_value(self, value: Any) -> None:
        self.box.setValue(float(value or 0))

    def focus_widget(self) -> QWidget:
        return self.box


class FractionEditor(FieldEditor):
    """A row of exclusive buttons «0», «½», «1» (or the field's allowed numbers)."""

    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: list[QToolButton] = []
        for index, value in enumerate(spec.choices):
            button = QToolButton()
            button.setText(fraction(float(value)))
            button.setCheckable(True)
            button.setObjectName("fraccion")
            button.setMinimumWidth(34)
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.setToolTip(self.tr("%1 = %2").replace("%1", spec.label).replace("%2", fraction(float(value))))
            self.group.addButton(button, index)
            self.buttons.append(button)
            self.layout_.addWidget(button)
        self.layout_.addStretch(1)
        self.group.idClicked.connect(lambda i: self.commit(spec.choices[i], merge=False))

    def show_value(self, value: Any) -> None:
        for index, choice in enumerate(self.spec.choices):
            self.buttons[index].setChecked(value is not None and abs(float(choice) - float(value)) < 1e-9)

    def focus_widget(self) -> QWidget:
        checked = self.group.checkedButton()
        return checked if checked is not None else self.buttons[0]


class BoolEditor(FieldEditor):
    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.box = QCheckBox(spec.label)
        self.box.toggled.connect(lambda on: self.commit(bool(on), merge=False))
        self.layout_.addWidget(self.box)

    def show_value(self, value: Any) -> None:
        self.box.setChecked(bool(value))

    def focus_widget(self) -> QWidget:
        return self.box


class StrEditor(FieldEditor):
    """A line edit that commits as the user types (merged into one undo step per field)."""

    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.line = QLineEdit()
        self.line.setClearButtonEnabled(True)
        self.line.textEdited.connect(self._edited)
        self.line.editingFinished.connect(self._finished)
        self.layout_.addWidget(self.line)

    def _edited(self, text: str) -> None:
        value: Any = text
        if self.spec.nullable and not text:
            value = None
        self.commit(value)

    def _finished(self) -> None:
        if self.line.property("invalido"):
            self.set_invalid("")
            self.refresh()

    def show_value(self, value: Any) -> None:
        text = "" if value is None else str(value)
        if self.line.text() != text:
            self.line.setText(text)

    def focus_widget(self) -> QWidget:
        return self.line


class TextEditor(FieldEditor):
    """A multi-line text (description, background)."""

    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.edit = QPlainTextEdit()
        self.edit.setTabChangesFocus(True)
        self.edit.setMinimumHeight(70)
        self.edit.textChanged.connect(lambda: self.commit(self.edit.toPlainText()))
        self.layout_.addWidget(self.edit)

    def show_value(self, value: Any) -> None:
        text = "" if value is None else str(value)
        if self.edit.toPlainText() != text:
            self.edit.setPlainText(text)

    def focus_widget(self) -> QWidget:
        return self.edit


class ChoiceEditor(FieldEditor):
    """A drop-down list of the allowed values (with «—» when the field may be empty)."""

    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.combo = QComboBox()
        if spec.nullable:
            self.combo.addItem("—", None)
        for value in spec.choices:
            self.combo.addItem(rules_label(label(str(value))), value)
        self.combo.setMinimumWidth(140)
        self.combo.activated.connect(lambda i: self.commit(self.combo.itemData(i), merge=False))
        self.layout_.addWidget(self.combo)
        self.layout_.addStretch(1)

    def show_value(self, value: Any) -> None:
        self.combo.setCurrentIndex(max(0, self.combo.findData(value)))

    def focus_widget(self) -> QWidget:
        return self.combo


def _plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


class BoolOrTextEditor(FieldEditor):
    """«No», «Sí» or a name typed in (``bool | str``: a skill made with any weapon or with the one named)."""

    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.combo = QComboBox()
        self.combo.setEditable(True)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.combo.addItem(self.tr("No"), False)
        self.combo.addItem(self.tr("Sí"), True)
        self.combo.setMinimumWidth(200)
        self.combo.setToolTip(self.tr("Elige No o Sí, o escribe un nombre y pulsa Intro."))
        self.combo.activated.connect(self._chosen)
        line = self.combo.lineEdit()
        assert line is not None
        line.editingFinished.connect(self._typed)
        self.layout_.addWidget(self.combo)
        self.layout_.addStretch(1)

    def _chosen(self, index: int) -> None:
        self.commit(self.combo.itemData(index), merge=False)

    def _typed(self) -> None:
        text = self.combo.currentText().strip()
        # «si», «sí» or «SÍ» typed stand for the listed «Sí»
        listed = [i for i in range(self.combo.count()) if _plain(self.combo.itemText(i)) == _plain(text)]
        value: bool | str = self.combo.itemData(listed[0]) if listed else (text or False)
        if value != self.current():
            self.commit(value, merge=False)

    def show_value(self, value: Any) -> None:
        if isinstance(value, bool) or value is None:
            self.combo.setCurrentIndex(1 if value else 0)
        else:
            self.combo.setEditText(str(value))

    def focus_widget(self) -> QWidget:
        return self.combo


class JsonEditor(FieldEditor):
    """A field of an unusual shape (a board position ``[2, 4]``), edited as JSON text."""

    def __init__(self, document: SheetDocument, path: Path, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.line = QLineEdit()
        self.line.setPlaceholderText(self.tr("vacío") if spec.nullable else "")
        self.line.setToolTip(self.tr("Escribe el valor en JSON (por ejemplo [2, 4]) y pulsa Intro."))
        self.line.editingFinished.connect(self._finished)
        self.layout_.addWidget(self.line)

    def _finished(self) -> None:
        text = self.line.text().strip()
        if not text and self.spec.nullable:
            self.commit(None, merge=False)
            return
        try:
            value = json.loads(text)
        except json.JSONDecodeError:
            self.set_invalid(self.tr("No es un valor JSON válido."))
            return
        if self.commit(value, merge=False):
            self.refresh()

    def show_value(self, value: Any) -> None:
        self.line.setText("" if value is None else json.dumps(value, ensure_ascii=False))

    def focus_widget(self) -> QWidget:
        return self.line


SCALAR_EDITORS: dict[str, type[FieldEditor]] = {
    "int": IntEditor,
    "float": FloatEditor,
    "fraction": FractionEditor,
    "bool": BoolEditor,
    "str": StrEditor,
    "text": TextEditor,
    "choice": ChoiceEditor,
    "boolstr": BoolOrTextEditor,
    "other": JsonEditor,
}

__all__ = ["DELETE", "SCALAR_EDITORS", "FieldEditor"]
