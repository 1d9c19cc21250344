"""The fields of the action in course, and which combatants it is offered against.

Both are asked of core: the ruleset's step fields and option (their values and labels), and
``Battle.why_not`` for each would-be target: a combatant the engine refuses as this action's
target (code ``objetivo_no_valido``: oneself, an ally of an offensive ability...) is not offered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QCheckBox, QComboBox

from core.battle import Battle
from core.contract import refusal_code
from core.ruleset import Action, ActionOption
from gui.batalla.campos import extra_fields, field_label, field_widget, step_input
from gui.batalla.entradas import TypedInput

if TYPE_CHECKING:
    from gui.batalla.flujo import ActionFlow

FLAG_COLUMNS = 4  # yes/no fields side by side: a dozen of them still leave room for the reactions
NOT_A_TARGET = "objetivo_no_valido"


def fill_fields(flow: ActionFlow, battle: Battle, option: ActionOption, changed: Callable[[], None]) -> None:
    """Build the option's field widgets into ``flow`` (typed where declared, else a combo box of
    the offered values read as the ruleset labels them), and the declared extra fields."""
    names = {cid: combatant.nombre for cid, combatant in battle.combatants.items()}
    actions: dict[str, str] = {}
    for listed in flow.options.values():
        if not listed.params:
            actions.setdefault(listed.accion, listed.etiqueta)
    declared = battle.ruleset.step_fields(option.accion) or {}
    for name, values in option.campos.items():
        widget: QComboBox | QCheckBox | TypedInput
        typed = step_input(battle, name, declared.get(name), values, optional=False)
        if typed is not None:
            widget = typed
            widget.changed.connect(changed)
            flow.fields_form.addRow(field_label(name, declared.get(name)) + ":", widget)
        else:
            labels = option.etiquetas.get(name, ())
            widget = field_widget(name, values, option.params.get(name), names, actions, labels)
            if isinstance(widget, QCheckBox):
                widget.toggled.connect(changed)
                flags = flow.flags_grid.count()
                flow.flags_grid.addWidget(widget, flags // FLAG_COLUMNS, flags % FLAG_COLUMNS)
            else:
                widget.currentIndexChanged.connect(changed)
                flow.fields_form.addRow(field_label(name, declared.get(name)) + ":", widget)
        flow.field_widgets[name] = widget
    for name, spec in extra_fields(declared, option):
        extra = step_input(battle, name, spec, (), optional=True)
        if extra is None:
            continue
        extra.setToolTip(spec.ayuda)
        flow.extra_form.addRow(field_label(name, spec) + ":", extra)
        flow.field_widgets[name] = extra
    flow.extra_box.setVisible(flow.extra_form.rowCount() > 0)


def not_offered(battle: Battle, action: Action) -> dict[str, str]:
    """The combatants the engine refuses as the target of ``action`` (as it stands), with its reason."""
    refused: dict[str, str] = {}
    for cid in battle.combatants:
        probe = Action(action.actor, action.accion, (cid,), None, dict(action.params))
        try:
            reason: Any = battle.why_not(probe)
        except (KeyError, ValueError, TypeError, IndexError):
            continue
        if reason and refusal_code(reason) == NOT_A_TARGET:
            refused[cid] = str(reason)
    return refused
