"""The action flow: the actor's actions, then targets, choices and the target's reaction."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.battle import Battle
from core.dice import format_percent
from core.ruleset import Action, ActionOption, ReactionOption
from gui.batalla.ajuste import parse_value

ACTION_COLUMNS = 4
ACTIONS_WIDTH = 700  # the most the action buttons ask for: with long names, fewer columns


def option_key(option: ActionOption) -> str:
    """A stable object name for an option's button (``accion_poder_rayo``)."""
    extra = "_".join(str(v) for v in option.params.values())
    return "accion_" + option.accion + (f"_{extra}" if extra else "")


def reaction_text(option: ReactionOption) -> str:
    """``Esquivar: 6-9 con -2 → 8-9, 22 % a favor del defensor`` — the reaction with its exact odds.

    ``probabilidad`` is the chance that the reaction works for the target, which is not the
    attacker's chance the detail may quote: the percentage says whose it is.
    """
    text = option.etiqueta
    if option.detalle:
        text = option.detalle if option.detalle.startswith(option.etiqueta) else f"{text}: {option.detalle}"
    if option.probabilidad is not None:
        percent = format_percent(option.probabilidad)
        odds = QCoreApplication.translate("ActionFlow", "%1 a favor del defensor").replace("%1", percent)
        body = text.rstrip(". ")
        if option.detalle and body.endswith(percent):
            # The detail already quotes the defender's own chance: say whose it is, once.
            text = body[: -len(percent)] + odds
        else:
            text = f"{body} · {odds}" if option.detalle else f"{text} ({odds})"
    return text


def per_hit_piece(respuesta: Any) -> Any:
    """What a reaction contributes to the hit being answered when the GM answers hit by hit.

    A ruleset may offer a whole multi-hit answer as one option («defend the first hit, take the
    rest»: ``[defence, "ninguna", ...]``); hit by hit, that option stands for its first entry.
    """
    return respuesta[0] if isinstance(respuesta, list) and respuesta else respuesta


def _show(value: Any) -> str:
    if value is None:
        return "—"
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


class ActionFlow(QWidget):
    """Lists the actions of whoever acts now and walks the GM through one action.

    ``execute`` is emitted with a complete :class:`Action`; the window applies it and calls
    :meth:`done` or :meth:`refused`. ``targets_changed`` tells the cards which to highlight.
    """

    execute = Signal(object)
    targets_changed = Signal(list)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.battle: Battle | None = None
        self.actor: str | None = None
        self.option: ActionOption | None = None
        self.targets: list[str] = []
        self.buttons: dict[str, QPushButton] = {}
        self.options: dict[str, ActionOption] = {}
        self.reactions: list[tuple[ReactionOption, QPushButton]] = []
        self.field_widgets: dict[str, QComboBox | QLineEdit] = {}
        self.reaction_buttons: list[QPushButton] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        self.title = QLabel("")
        self.title.setObjectName("turnoActual")
        self.title.setStyleSheet("QLabel { font-size: 15px; }")
        head.addWidget(self.title, 1)
        head.addWidget(QLabel(self.tr("Actúa:")))
        self.actor_combo = QComboBox()
        self.actor_combo.setObjectName("actor")
        self.actor_combo.setToolTip(
            self.tr("Quién actúa: el del turno, u otro para las acciones fuera de turno (respuestas, ayudas…)")
        )
        self.actor_combo.activated.connect(self._actor_chosen)
        head.addWidget(self.actor_combo)
        layout.addLayout(head)
        self.actions_box = QGroupBox(self.tr("Acciones"))
        box_layout = QVBoxLayout(self.actions_box)
        box_layout.setContentsMargins(4, 4, 4, 4)
        # long action lists scroll inside their box: the cards above and the action in course
        # below stay visible in a 1024×700 window
        self.actions_scroll = QScrollArea()
        self.actions_scroll.setObjectName("accionesDesplazables")
        self.actions_scroll.setWidgetResizable(True)
        self.actions_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.actions_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        grid_holder = QWidget()
        self.actions_grid = QGridLayout(grid_holder)
        self.actions_grid.setContentsMargins(0, 0, 0, 0)
        self.actions_scroll.setWidget(grid_holder)
        box_layout.addWidget(self.actions_scroll)
        layout.addWidget(self.actions_box, 1)
        self.flow_box = QGroupBox(self.tr("Acción en curso"))
        flow = QVBoxLayout(self.flow_box)
        self.prompt = QLabel(self.tr("Elige una acción."))
        self.prompt.setObjectName("indicacion")
        self.prompt.setWordWrap(True)
        flow.addWidget(self.prompt)
        self.fields_form = QFormLayout()
        flow.addLayout(self.fields_form)
        extra = QHBoxLayout()
        self.extra_label = QLabel(self.tr("Otros campos:"))
        extra.addWidget(self.extra_label)
        self.extra_edit = QLineEdit()
        self.extra_edit.setObjectName("otrosCampos")
        self.extra_edit.setPlaceholderText('{"campo": valor} (opcional)')
        self.extra_edit.setToolTip(
            self.tr(
                "Campos del paso que el sistema no ofrece en una lista (por ejemplo una acción forzada), "
                "como objeto JSON; ver docs/reglas del sistema"
            )
        )
        extra.addWidget(self.extra_edit, 1)
        flow.addLayout(extra)
        self.reactions_row = QVBoxLayout()
        flow.addLayout(self.reactions_row)
        per_hit = QHBoxLayout()
        self.per_hit = QCheckBox(self.tr("Una reacción por golpe"))
        self.per_hit.setObjectName("porGolpe")
        self.per_hit.setToolTip(
            self.tr("Para combos y rayos múltiples: pulsa una reacción por cada golpe, en orden, y luego Ejecutar")
        )
        self.per_hit.toggled.connect(self._per_hit_toggled)
        per_hit.addWidget(self.per_hit)
        self.hits_label = QLabel("")
        self.hits_label.setObjectName("reaccionesPorGolpe")
        per_hit.addWidget(self.hits_label, 1)
        flow.addLayout(per_hit)
        self.hits: list[Any] = []
        self.refusal = QLabel("")
        self.refusal.setObjectName("motivoRechazo")
        self.refusal.setProperty("rol", "problema")
        self.refusal.setWordWrap(True)
        self.extra_edit.textChanged.connect(lambda _t: self.refusal.setText(""))
        flow.addWidget(self.refusal)
        buttons = QHBoxLayout()
        self.confirm_targets = QPushButton(self.tr("Confirmar objetivos"))
        self.confirm_targets.setObjectName("confirmarObjetivos")
        self.confirm_targets.clicked.connect(self._ask_reaction)
        buttons.addWidget(self.confirm_targets)
        self.run_button = QPushButton(self.tr("Ejecutar"))
        self.run_button.setObjectName("ejecutar")
        self.run_button.clicked.connect(self._run_clicked)
        buttons.addWidget(self.run_button)
        self.cancel_button = QPushButton(self.tr("Cancelar"))
        self.cancel_button.setObjectName("cancelarAccion")
        self.cancel_button.setShortcut("Esc")
        self.cancel_button.clicked.connect(self.reset)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        flow.addLayout(buttons)
        layout.addWidget(self.flow_box)
        self._show_steps(False)

    # -- listing ----------------------------------------------------------------------------
    def set_battle(self, battle: Battle) -> None:
        self.battle = battle
        self.refresh()

    def refresh(self) -> None:
        """After every change: the actions of whoever has the turn now."""
        battle = self.battle
        if battle is None:
            return
        turn = battle.view.turn
        self.actor_combo.clear()
        for cid, combatant in battle.combatants.items():
            self.actor_combo.addItem(combatant.nombre, cid)
        if turn is not None and turn in battle.combatants:
            name = battle.combatants[turn].nombre
            self.title.setText(
                self.tr("<b>Ronda %1</b> · turno de <b>%2</b>")
                .replace("%1", str(battle.view.round))
                .replace("%2", name)
            )
            self.actor_combo.setCurrentIndex(self.actor_combo.findData(turn))
        else:
            self.title.setText(self.tr("<b>Ronda %1</b> · nadie tiene el turno").replace("%1", str(battle.view.round)))
        self.list_actions(turn if turn in battle.combatants else self.actor_combo.currentData())

    def _actor_chosen(self) -> None:
        self.list_actions(self.actor_combo.currentData())

    def list_actions(self, actor: str | None) -> None:
        """List every action of ``actor``, legal or not (illegal ones disabled with the reason)."""
        self.reset()
        for button in self.buttons.values():
            button.hide()
            button.deleteLater()
        self.buttons = {}
        self.options = {}
        battle = self.battle
        self.actor = actor
        if battle is None or actor is None:
            return
        made: list[QPushButton] = []
        for option in battle.legal_actions(actor):
            button = QPushButton(option.etiqueta)
            key = option_key(option)
            while key in self.buttons:
                key += "_"
            button.setObjectName(key)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumHeight(button.sizeHint().height())  # the splitter shrinks the cards, not these
            button.setEnabled(option.legal)
            tip = option.detalle if option.legal else option.motivo
            button.setToolTip(tip or option.etiqueta)
            button.clicked.connect(lambda _checked=False, o=option: self.choose(o))
            self.buttons[key] = button
            self.options[key] = option
            made.append(button)
        widest = max((b.sizeHint().width() for b in made), default=0)
        spacing = max(0, self.actions_grid.horizontalSpacing())
        columns = max(1, min(ACTION_COLUMNS, (ACTIONS_WIDTH + spacing) // (widest + spacing) if widest else 1))
        for column in range(ACTION_COLUMNS):
            self.actions_grid.setColumnStretch(column, 1 if column < columns else 0)
        for position, button in enumerate(made):
            self.actions_grid.addWidget(button, position // columns, position % columns)
        # as wide as the columns of buttons: the box only scrolls up and down
        bar = self.actions_scroll.verticalScrollBar().sizeHint().width()
        self.actions_scroll.setMinimumWidth(columns * widest + (columns - 1) * spacing + bar + 2)

    def set_enabled_actions(self, enabled: bool) -> None:
        self.actions_box.setEnabled(enabled)
        if not enabled:
            self.reset()

    # -- the flow ---------------------------------------------------------------------------
    def _show_steps(self, on: bool) -> None:
        self.cancel_button.setEnabled(on)
        self.extra_label.setVisible(on)
        self.extra_edit.setVisible(on)
        self.run_button.setVisible(False)
        self.confirm_targets.setVisible(False)
        self.per_hit.setVisible(False)
        self.hits_label.setVisible(False)

    def _per_hit_toggled(self, on: bool) -> None:
        self.hits = []
        self.hits_label.setVisible(on)
        self.hits_label.setText("")
        self.run_button.setVisible(on)
        self.run_button.setEnabled(not on)

    def _reaction_clicked(self, reaction: ReactionOption) -> None:
        if not self.per_hit.isChecked():
            self._emit(reaction.respuesta)
            return
        self.hits.append(per_hit_piece(reaction.respuesta))
        self.hits_label.setText(" → ".join(_show(h) for h in self.hits))
        self.run_button.setEnabled(True)

    def _run_clicked(self) -> None:
        if self.per_hit.isVisible() and self.per_hit.isChecked():
            self._emit(list(self.hits))
        else:
            self._emit(None)

    def reset(self) -> None:
        self.option = None
        self.targets = []
        self.hits = []
        self.per_hit.setChecked(False)
        self.targets_changed.emit([])
        self._clear_fields()
        self._clear_reactions()
        self.extra_edit.clear()
        self.refusal.setText("")
        self.prompt.setText(self.tr("Elige una acción."))
        self._show_steps(False)

    def _clear_fields(self) -> None:
        while self.fields_form.rowCount():
            self.fields_form.removeRow(0)
        self.field_widgets = {}

    def _clear_reactions(self) -> None:
        for button in self.reaction_buttons:
            button.hide()
            button.deleteLater()
        self.reaction_buttons = []
        self.reactions = []
        while self.reactions_row.count():
            item = self.reactions_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()

    def choose(self, option: ActionOption) -> None:
        """Start an action: ask its fields, then its targets (if any), then the reaction."""
        self.reset()
        self.option = option
        self._show_steps(True)
        for name, values in option.campos.items():
            widget: QComboBox | QLineEdit
            if values:
                widget = QComboBox()
                for value in values:
                    widget.addItem(_show(value), value)
                if name in option.params and option.params[name] in values:
                    widget.setCurrentIndex(list(values).index(option.params[name]))
                widget.currentIndexChanged.connect(self._fields_changed)
            else:
                widget = QLineEdit()
                widget.setToolTip(self.tr("Un texto, un número o un valor JSON"))
                widget.editingFinished.connect(self._fields_changed)
            widget.setObjectName(f"campo_{name}")
            self.fields_form.addRow(name.replace("_", " ").capitalize() + ":", widget)
            self.field_widgets[name] = widget
        if option.objetivos == 0:
            self.prompt.setText(self.tr("<b>%1</b>: pulsa Ejecutar.").replace("%1", option.etiqueta))
            self.run_button.setVisible(True)
        elif option.objetivos == 1:
            self.prompt.setText(self.tr("<b>%1</b>: haz clic en la carta del objetivo.").replace("%1", option.etiqueta))
        else:
            self.prompt.setText(
                self.tr("<b>%1</b>: haz clic en las cartas de los objetivos y confirma.").replace("%1", option.etiqueta)
            )
            self.confirm_targets.setVisible(True)
            self.confirm_targets.setEnabled(False)

    def target_clicked(self, cid: str) -> None:
        """A card was clicked: it becomes (or stops being) a target of the action in course."""
        if self.option is None or self.option.objetivos == 0:
            return
        if self.option.objetivos == 1:
            self.targets = [cid]
            self.targets_changed.emit(list(self.targets))
            self._ask_reaction()
            return
        if cid in self.targets:
            self.targets.remove(cid)
        else:
            self.targets.append(cid)
        self.targets_changed.emit(list(self.targets))
        self.confirm_targets.setEnabled(bool(self.targets))

    def _fields_changed(self) -> None:
        if self.targets and self.reaction_buttons:
            self._ask_reaction()

    def extra_fields(self) -> dict[str, Any]:
        """The further step fields typed as a JSON object (raises ValueError when unreadable)."""
        text = self.extra_edit.text().strip()
        if not text:
            return {}
        value = parse_value(text)
        if not isinstance(value, dict):
            raise ValueError(self.tr('Los otros campos deben ser un objeto JSON: {"campo": valor}.'))
        return value

    def action(self, respuesta: Any = None) -> Action:
        assert self.option is not None and self.actor is not None
        params = dict(self.option.params)
        try:
            params.update(self.extra_fields())
        except ValueError as error:
            self.refusal.setText(str(error))
        for name, widget in self.field_widgets.items():
            if isinstance(widget, QComboBox):
                if widget.currentData() is not None:
                    params[name] = widget.currentData()
            elif widget.text().strip():
                params[name] = parse_value(widget.text().strip())
        return Action(self.actor, self.option.accion, tuple(self.targets), respuesta, params)

    def _ask_reaction(self) -> None:
        """Show the target's reactions with their odds; without any, just Ejecutar."""
        assert self.battle is not None and self.option is not None
        self._clear_reactions()
        self.refusal.setText("")
        self.confirm_targets.setVisible(False)
        names = ", ".join(self.battle.combatants[t].nombre for t in self.targets)
        try:
            options = self.battle.reactions(self.action())
        except (KeyError, ValueError, TypeError, IndexError):
            options = []
        if not options:
            self.prompt.setText(
                self.tr("<b>%1</b> → %2: pulsa Ejecutar.").replace("%1", self.option.etiqueta).replace("%2", names)
            )
            self.run_button.setVisible(True)
            self.run_button.setEnabled(True)
            return
        self.prompt.setText(
            self.tr("<b>%1</b> → %2: ¿cómo reacciona %3?")
            .replace("%1", self.option.etiqueta)
            .replace("%2", names)
            .replace("%3", self.battle.combatants[self.targets[0]].nombre)
        )
        self.run_button.setVisible(False)
        self.run_button.setEnabled(True)
        self.per_hit.setVisible(True)
        for reaction in options:
            button = QPushButton(reaction_text(reaction))
            button.setMinimumHeight(button.sizeHint().height())
            button.setObjectName("reaccion_" + _show(reaction.respuesta).replace(" ", "_").replace('"', ""))
            button.setEnabled(reaction.legal)
            button.setToolTip(reaction.motivo if not reaction.legal else (reaction.detalle or reaction.etiqueta))
            button.clicked.connect(lambda _checked=False, r=reaction: self._reaction_clicked(r))
            self.reactions_row.addWidget(button)
            self.reaction_buttons.append(button)
            self.reactions.append((reaction, button))

    def _emit(self, respuesta: Any) -> None:
        if self.option is None:
            return
        try:
            self.extra_fields()
        except ValueError as error:
            self.refusal.setText(str(error))
            return
        self.execute.emit(self.action(respuesta))

    def refused(self, reason: str) -> None:
        """The ruleset refused the action: say why and let the GM pick again."""
        self.refusal.setText(reason)
