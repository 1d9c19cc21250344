"""The encounter set-up's house rules: one widget per rule, its label, and the value a GM chose.

A rule with a list of choices is a combo that marks its default; a yes/no rule a check box; a number
a spin box; anything else a line of text (JSON when the default is not a text). Texts keep the
set-up page's translation context (``SetupPage``), where they were written.
"""

from __future__ import annotations

import html
import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QLabel, QLineEdit, QSpinBox, QWidget

from core.i18n import tr as core_tr
from core.ruleset import HouseRule, JsonValue


def show(value: Any) -> str:
    """A rule's value as a person reads it: «sí»/«no» in the interface's language, text as it is."""
    if isinstance(value, bool):
        return core_tr("sí") if value else core_tr("no")  # core's words: «sí» is «yes» in English
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def choice_label(rule: HouseRule, value: JsonValue) -> str:
    """A choice as the ruleset names it (in the interface's language), else as :func:`show` writes it."""
    label = rule.nombre_de(value)
    return core_tr(label) if label is not None and "{" not in label else show(value)


def rule_label(rule: HouseRule) -> QLabel:
    """The rule's label, with its default when it has no list of choices, and its help as the tooltip."""
    label = QLabel(html.escape(rule.etiqueta))
    label.setTextFormat(Qt.TextFormat.RichText)  # escaped text: an apostrophe reads «'», not «&#x27;»
    label.setWordWrap(True)
    if not rule.opciones:  # a choice list marks its default item; free values say it here
        default = QCoreApplication.translate("SetupPage", "por defecto: %1").replace("%1", show(rule.default))
        label.setText(f"{label.text()} <span style='color:gray'>({html.escape(default)})</span>")
    label.setToolTip(rule.ayuda)
    return label


def rule_widget(rule: HouseRule) -> QWidget:
    """The widget that chooses the rule's value, set to its default."""
    default_text = QCoreApplication.translate("SetupPage", "por defecto: %1").replace("%1", show(rule.default))
    tip = (rule.ayuda + "\n" if rule.ayuda else "") + default_text
    widget: QWidget
    if rule.opciones:
        combo = QComboBox()
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(10)
        for value in rule.opciones:
            mark = QCoreApplication.translate("SetupPage", " (por defecto)") if value == rule.default else ""
            combo.addItem(choice_label(rule, value) + mark, value)
        combo.setCurrentIndex(max(0, list(rule.opciones).index(rule.default) if rule.default in rule.opciones else 0))
        widget = combo
    elif isinstance(rule.default, bool):
        check = QCheckBox()
        check.setChecked(rule.default)
        widget = check
    elif isinstance(rule.default, int):
        spin = QSpinBox()
        spin.setRange(-100000, 100000)
        spin.setValue(rule.default)
        spin.setSuffix("")
        spin.setMaximumWidth(spin.fontMetrics().horizontalAdvance("-1000000") + 40)
        widget = spin
    elif isinstance(rule.default, float):
        dspin = QDoubleSpinBox()
        dspin.setRange(-100000.0, 100000.0)
        dspin.setValue(rule.default)
        widget = dspin
    else:
        line = QLineEdit(rule.default if isinstance(rule.default, str) else json.dumps(rule.default))
        line.setProperty("json", not isinstance(rule.default, str))
        widget = line
    widget.setObjectName(f"regla_{rule.id}")
    widget.setToolTip(tip)
    return widget


def rule_value(rid: str, widget: QWidget) -> JsonValue:
    """The value the GM chose in the rule's widget (ValueError when a JSON value cannot be read)."""
    if isinstance(widget, QComboBox):
        value: JsonValue = widget.currentData()
        return value
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox | QDoubleSpinBox):
        return widget.value()
    if isinstance(widget, QLineEdit):
        text = widget.text()
        if not widget.property("json"):
            return text
        try:
            found: JsonValue = json.loads(text)
        except ValueError:
            message = QCoreApplication.translate("SetupPage", "El valor de «%1» no se entiende.")
            raise ValueError(message.replace("%1", rid)) from None
        return found
    return None
