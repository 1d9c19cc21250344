"""How the action flow shows a step's fields: Spanish labels, readable choices, check boxes for yes/no."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLayout

from core.battle import Battle
from core.contract import StepField
from core.export_ficha import label
from core.ruleset import ActionOption
from gui.batalla.entradas import TypedInput, board_of, is_square

_IDENTIFIER = re.compile(r"[a-z0-9_]+")
_YES_NO = frozenset({False, True})


def _labels() -> dict[str, str]:
    # Each label is a literal in its own translate call so that lupdate finds it.
    return {
        "accion_forzada": QCoreApplication.translate("CamposPaso", "Acción forzada"),
        "objetivo_forzado": QCoreApplication.translate("CamposPaso", "Objetivo forzado"),
        "respuesta_forzada": QCoreApplication.translate("CamposPaso", "Respuesta forzada"),
        "parte_forzada": QCoreApplication.translate("CamposPaso", "Parte forzada"),
        "poder_forzado": QCoreApplication.translate("CamposPaso", "Poder forzado"),
        "nivel_forzado": QCoreApplication.translate("CamposPaso", "Nivel forzado"),
        "invocacion": QCoreApplication.translate("CamposPaso", "Invocación"),
        "objetivo_invocacion": QCoreApplication.translate("CamposPaso", "Objetivo de la invocación"),
        "respuesta_invocacion": QCoreApplication.translate("CamposPaso", "Respuesta a la invocación"),
        "intervencion": QCoreApplication.translate("CamposPaso", "Intervención"),
        "bono": QCoreApplication.translate("CamposPaso", "Bono guardado"),
        "punto_heroe": QCoreApplication.translate("CamposPaso", "Punto de héroe"),
        "moverse_mientras_actua": QCoreApplication.translate("CamposPaso", "Moverse mientras actúa"),
        "a_oscuras": QCoreApplication.translate("CamposPaso", "A oscuras"),
        "antes": QCoreApplication.translate("CamposPaso", "Antes que el objetivo"),
        "con": QCoreApplication.translate("CamposPaso", "Con la acción"),
        "colision_con": QCoreApplication.translate("CamposPaso", "Colisión con"),
        "acompanantes": QCoreApplication.translate("CamposPaso", "Con acompañantes"),
        "del_suelo": QCoreApplication.translate("CamposPaso", "Del suelo"),
        "denegar": QCoreApplication.translate("CamposPaso", "Deniegan"),
        "detectado": QCoreApplication.translate("CamposPaso", "Detectado"),
        "condicion": QCoreApplication.translate("CamposPaso", "Condición"),
    }


def humanize(identifier: str) -> str:
    """``objetivo_forzado`` → ``Objetivo forzado``; ``romper:brazos`` → ``Romper: brazos``."""
    head, sep, rest = identifier.partition(":")
    words = label(head)
    return f"{words}: {rest.replace('_', ' ')}" if sep else words


def field_label(name: str, spec: StepField | None = None) -> str:
    """The label of a step field: the declared one, else a known one, else its id made readable."""
    if spec is not None and spec.etiqueta:
        return spec.etiqueta
    return _labels().get(name) or label(name)


def is_square_field(spec: StepField | None) -> bool:
    """A field that takes a square of the board ([x, y]): its declared kind is ``casilla``."""
    return spec is not None and spec.tipo == "casilla"


TYPED = ("texto", "entero", "numero", "si_no", "opcion", "combatiente", "combatientes")


def step_input(
    battle: Battle, name: str, spec: StepField | None, values: Sequence[Any], *, optional: bool
) -> TypedInput | None:
    """A typed input for a step field: a square picker for squares, spin boxes with the declared
    bounds, choices, combatants. None when the offered values make a plain combo box enough
    (or the field's kind cannot be typed in a widget)."""
    names = {cid: c.nombre for cid, c in battle.combatants.items()}
    board = board_of(battle.options)
    if values and all(is_square(v) for v in values):
        widget = TypedInput("casilla", valores=values, board=board, names=names)
    elif values or spec is None:
        return None
    elif is_square_field(spec):
        widget = TypedInput("casilla", board=board, names=names, optional=optional)
    elif spec.tipo in TYPED or (spec.tipo == "valor" and spec.minimo is not None):
        kind = "entero" if spec.tipo == "valor" else spec.tipo
        widget = TypedInput(
            kind,
            minimo=spec.minimo,
            maximo=spec.maximo,
            valores=spec.valores,
            names=names,
            board=board,
            optional=optional,
        )
    else:
        return None
    widget.setObjectName(f"campo_{name}")
    return widget


def extra_fields(declared: Mapping[str, StepField], option: ActionOption) -> list[tuple[str, StepField]]:
    """The declared fields of an action the option neither fixes nor offers, without the aliases."""
    skip = set(option.campos) | set(option.params)
    return [(name, spec) for name, spec in declared.items() if name not in skip and "(= «" not in spec.etiqueta]


def value_text(value: Any, names: Mapping[str, str], actions: Mapping[str, str] | None = None) -> str:
    """A choice as the GM reads it: combatants by name, actions as their buttons read (``actions``),
    other ids as words, objects as ``Poder: X``."""
    if value is None or value == "" or value == []:
        return "—"
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("CamposPaso", "Sí") if value else QCoreApplication.translate("CamposPaso", "No")
        )
    if isinstance(value, str):
        if value in names:
            return names[value]
        if actions and value in actions:
            return actions[value]
        head = value.partition(":")[0]
        return humanize(value) if _IDENTIFIER.fullmatch(head) else value
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, list):
        if value and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return "(" + ", ".join(str(v) for v in value) + ")"  # a square of the map
        return ", ".join(value_text(v, names) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{field_label(str(k))}: {value_text(v, names)}" for k, v in value.items())
    return json.dumps(value, ensure_ascii=False)


def is_yes_no(values: Sequence[Any]) -> bool:
    return len(values) == 2 and all(isinstance(v, bool) for v in values) and set(values) == _YES_NO


def field_widget(
    name: str,
    values: Sequence[Any],
    current: Any,
    names: Mapping[str, str],
    actions: Mapping[str, str] | None = None,
    labels: Sequence[str] = (),
) -> QCheckBox | QComboBox:
    """A check box for a yes/no field, else a combo box of its readable choices (the first chosen).

    ``actions`` (action id → the label of its button) names the choices of a field of actions
    (``accion_forzada``): «Séptimo sentido» as the GM knows it from the list of actions.
    ``labels`` are the ruleset's own words for the values, in their order (a power's levels).
    """
    if is_yes_no(values):
        box = QCheckBox(field_label(name))
        box.setChecked(bool(current if current in values else values[0]))
        box.setObjectName(f"campo_{name}")
        return box
    combo = QComboBox()
    for position, value in enumerate(values):
        text = labels[position] if position < len(labels) else ""
        combo.addItem(text or value_text(value, names, actions if "accion" in name else None), value)
        # the raw value as the item's tip, for a GM who also writes battle scripts
        if combo.itemText(combo.count() - 1) != _raw(value):
            combo.setItemData(combo.count() - 1, _raw(value), Qt.ItemDataRole.ToolTipRole)
    combo.setCurrentIndex(list(values).index(current) if current in values else 0)
    combo.setObjectName(f"campo_{name}")
    combo.setToolTip(field_label(name))
    return combo


def field_value(widget: QCheckBox | QComboBox) -> Any:
    """What the widget holds, as the step field's value."""
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    return widget.currentData()


def _raw(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def vaciar(layout: QLayout) -> None:
    """Take every widget out of ``layout`` and delete it (hidden at once, so no frame shows it)."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()
            widget.deleteLater()
