"""The action flow: the actor's actions, then targets, choices and the target's reaction."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from core.battle import Battle
from core.pendiente import local_text
from core.ruleset import Action, ActionOption, ReactionOption
from gui.batalla.campos import field_value, vaciar
from gui.batalla.campos_accion import fill_fields, not_offered
from gui.batalla.entradas import TypedInput
from gui.batalla.reacciones import TargetReactions, own_reactions, per_hit_piece, reaction_text, show_value

ACTION_COLUMNS = 4
ACTIONS_WIDTH = 700  # the most the action buttons ask for: with long names, fewer columns


def option_key(option: ActionOption) -> str:
    """A stable object name for an option's button (``accion_poder_rayo``)."""
    extra = "_".join(str(v) for v in option.params.values())
    return "accion_" + option.accion + (f"_{extra}" if extra else "")


class ActionFlow(QWidget):
    """Lists the actions of whoever acts now and walks the GM through one action.

    ``execute`` is emitted with a complete :class:`Action`; the window applies it and calls
    :meth:`done` or :meth:`refused`. ``targets_changed`` tells the cards which to highlight.
    """

    execute = Signal(object)
    targets_changed = Signal(list)
    unoffered_changed = Signal(dict)
    """The combatants the rules refuse as targets of the action in course → why (cards dim them)."""
    declare = Signal(object)
    """A complete action but its reaction: keep it pending (play by forum)."""
    withdraw = Signal()
    ask_forum = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.battle: Battle | None = None
        self.actor: str | None = None
        self.option: ActionOption | None = None
        self.targets: list[str] = []
        self.unoffered: dict[str, str] = {}
        self.buttons: dict[str, QPushButton] = {}
        self.options: dict[str, ActionOption] = {}
        self.reactions: list[tuple[ReactionOption, QPushButton]] = []
        self.field_widgets: dict[str, QComboBox | QCheckBox | TypedInput] = {}
        self.reaction_buttons: list[QPushButton] = []
        self.target_panel: TargetReactions | None = None
        self.pending_action: Action | None = None
        self.actions_allowed = True  # False once the battle is over
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
        self.flags_grid = QGridLayout()
        flow.addLayout(self.flags_grid)
        # the step's further declared fields (a forced level, a path...): hidden until asked for
        self.extra_box = QGroupBox(self.tr("Más opciones del paso"))
        self.extra_box.setObjectName("masOpciones")
        self.extra_box.setCheckable(True)
        self.extra_box.setChecked(False)
        self.extra_box.setToolTip(self.tr("Campos del paso que las reglas declaran y rara vez hacen falta"))
        self.extra_holder = QWidget()
        self.extra_form = QFormLayout(self.extra_holder)
        self.extra_form.setContentsMargins(0, 0, 0, 0)
        extra_layout = QVBoxLayout(self.extra_box)
        extra_layout.addWidget(self.extra_holder)
        self.extra_holder.setVisible(False)
        self.extra_box.toggled.connect(self.extra_holder.setVisible)
        flow.addWidget(self.extra_box)
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
        self.hit_labels: list[str] = []
        self.refusal = QLabel("")
        self.refusal.setObjectName("motivoRechazo")
        self.refusal.setProperty("rol", "problema")
        self.refusal.setWordWrap(True)
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
        self.declare_button = QPushButton(self.tr("Dejar pendiente"))
        self.declare_button.setObjectName("declarar")
        self.declare_button.setToolTip(
            self.tr("Guarda la acción declarada a la espera de la respuesta del jugador en el foro")
        )
        self.declare_button.clicked.connect(lambda: self.declare.emit(self.action()))
        buttons.addWidget(self.declare_button)
        self.ask_button = QPushButton(self.tr("Pedir al foro"))
        self.ask_button.setObjectName("pedirForo")
        self.ask_button.setToolTip(self.tr("Copia el mensaje que pregunta a cada jugador qué hace y qué debe tirar"))
        self.ask_button.clicked.connect(self.ask_forum.emit)
        buttons.addWidget(self.ask_button)
        self.withdraw_button = QPushButton(self.tr("Retirar la declaración"))
        self.withdraw_button.setObjectName("retirarDeclaracion")
        self.withdraw_button.clicked.connect(self.withdraw.emit)
        buttons.addWidget(self.withdraw_button)
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
        if battle.pending is not None:
            self.show_pending()

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
        self.actions_allowed = enabled
        self.actions_box.setEnabled(enabled)
        if not enabled:
            self.reset()

    # -- the flow ---------------------------------------------------------------------------
    def _show_steps(self, on: bool) -> None:
        self.cancel_button.setEnabled(on)
        self.declare_button.setVisible(False)
        self.ask_button.setVisible(False)
        self.withdraw_button.setVisible(False)
        self.extra_box.setVisible(on and self.extra_form.rowCount() > 0)
        self.run_button.setVisible(False)
        self.confirm_targets.setVisible(False)
        self.per_hit.setVisible(False)
        self.hits_label.setVisible(False)

    def _per_hit_toggled(self, on: bool) -> None:
        self.hits = []
        self.hit_labels = []
        self.hits_label.setVisible(on)
        self.hits_label.setText("")
        self.run_button.setVisible(on)
        self.run_button.setEnabled(not on)

    def _reaction_clicked(self, reaction: ReactionOption) -> None:
        if not self.per_hit.isChecked():
            self._emit(reaction.respuesta)
            return
        self.hits.append(per_hit_piece(reaction.respuesta))
        self.hit_labels.append(reaction.etiqueta)
        self.hits_label.setText(" → ".join(f"{n}. {text}" for n, text in enumerate(self.hit_labels, 1)))
        self.run_button.setEnabled(True)

    def _run_clicked(self) -> None:
        if self.target_panel is not None:
            self._emit(self.target_panel.respuesta())
        elif self.per_hit.isVisible() and self.per_hit.isChecked():
            self._emit(list(self.hits))
        else:
            self._emit(None)

    def reset(self) -> None:
        self.option = None
        self.pending_action = None
        self.actions_box.setEnabled(self.actions_allowed)
        self.targets = []
        self.hits = []
        self.hit_labels = []
        self.per_hit.setChecked(False)
        self.targets_changed.emit([])
        self.unoffered = {}
        self.unoffered_changed.emit({})
        self._clear_fields()
        self._clear_reactions()
        self.refusal.setText("")
        self.prompt.setText(self.tr("Elige una acción."))
        self._show_steps(False)

    def _clear_fields(self) -> None:
        while self.fields_form.rowCount():
            self.fields_form.removeRow(0)
        while self.extra_form.rowCount():
            self.extra_form.removeRow(0)
        self.extra_box.setChecked(False)
        vaciar(self.flags_grid)
        self.field_widgets = {}

    def _clear_reactions(self) -> None:
        for button in self.reaction_buttons:
            button.hide()
            button.deleteLater()
        self.reaction_buttons = []
        self.reactions = []
        self.target_panel = None
        vaciar(self.reactions_row)

    def choose(self, option: ActionOption) -> None:
        """Start an action: ask its fields, then its targets (if any), then the reaction."""
        self.reset()
        self.option = option
        self._show_steps(True)
        assert self.battle is not None
        fill_fields(self, self.battle, option, self._fields_changed)
        self._offer_targets()
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

    def _offer_targets(self) -> None:
        """Tell the cards which combatants the rules refuse as targets of the action as it stands."""
        self.unoffered = {}
        if self.battle is not None and self.option is not None and self.option.objetivos:
            self.unoffered = not_offered(self.battle, self.action())
        self.unoffered_changed.emit(dict(self.unoffered))

    def target_clicked(self, cid: str) -> None:
        """A card was clicked: it becomes (or stops being) a target of the action in course."""
        if self.option is None or self.option.objetivos == 0 or self.pending_action is not None:
            return
        if cid in self.unoffered:  # the rules refuse it as a target: say why, choose nothing
            self.refusal.setText(self.unoffered[cid])
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
        self._offer_targets()
        if self.targets and (self.reaction_buttons or self.target_panel is not None):
            self._ask_reaction()

    def action(self, respuesta: Any = None) -> Action:
        if self.pending_action is not None:
            held = self.pending_action
            return Action(held.actor, held.accion, held.objetivos, respuesta, dict(held.params))
        assert self.option is not None and self.actor is not None
        params = dict(self.option.params)
        for name, widget in self.field_widgets.items():
            value = widget.value() if isinstance(widget, TypedInput) else field_value(widget)
            if value is not None:
                params[name] = value
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
        self.declare_button.setVisible(self.pending_action is None)
        if not options:
            self.prompt.setText(
                self.tr("<b>%1</b> → %2: pulsa Ejecutar.").replace("%1", self.option.etiqueta).replace("%2", names)
            )
            self.run_button.setVisible(True)
            self.run_button.setEnabled(True)
            self._pending_prompt()
            return
        self.prompt.setText(
            self.tr("<b>%1</b> → %2: ¿cómo reacciona %3?")
            .replace("%1", self.option.etiqueta)
            .replace("%2", names)
            .replace("%3", self.battle.combatants[self.targets[0]].nombre)
        )
        self.run_button.setVisible(False)
        self.run_button.setEnabled(True)
        own = own_reactions(options, self.targets, lambda t: self._reactions_of(t))
        if own is not None:
            self._ask_each_target(own, names)
            self._pending_prompt()
            return
        self.per_hit.setVisible(True)
        for reaction in options:
            button = QPushButton(reaction_text(reaction))
            button.setMinimumHeight(button.sizeHint().height())
            button.setObjectName("reaccion_" + show_value(reaction.respuesta).replace(" ", "_").replace('"', ""))
            button.setEnabled(reaction.legal)
            button.setToolTip(reaction.motivo if not reaction.legal else (reaction.detalle or reaction.etiqueta))
            button.clicked.connect(lambda _checked=False, r=reaction: self._reaction_clicked(r))
            self.reactions_row.addWidget(button)
            self.reaction_buttons.append(button)
            self.reactions.append((reaction, button))
        self._pending_prompt()

    # -- play by forum: the declaration kept pending in the battle ---------------------------
    def show_pending(self) -> None:
        """The battle's pending declaration as the action in course: its reactions answer it."""
        battle = self.battle
        assert battle is not None and battle.pending is not None
        held = battle.pending.accion
        self.actor = held.actor
        listed = [o for o in battle.legal_actions(held.actor) if o.accion == held.accion]
        fixed = [o for o in listed if all(held.params.get(k) == v for k, v in o.params.items() if k not in o.campos)]
        self.option = (fixed or listed or [ActionOption(held.accion, held.accion, objetivos=len(held.objetivos))])[0]
        self.pending_action = held
        self.targets = list(held.objetivos)
        self.actions_box.setEnabled(False)
        self._show_steps(True)
        self.cancel_button.setEnabled(False)
        self.targets_changed.emit(list(self.targets))
        if self.targets:
            self._ask_reaction()
        else:
            self.run_button.setVisible(True)
            self._pending_prompt()

    def _pending_prompt(self) -> None:
        battle = self.battle
        if self.pending_action is None or battle is None or battle.pending is None:
            return
        pending = battle.pending
        names = {cid: c.nombre for cid, c in battle.combatants.items()}
        waits = ", ".join(
            f"{names.get(w.quien, w.quien)} ({self.tr('reacción') if w.que == 'reaccion' else self.tr('tirada')})"
            for w in pending.esperando
        )
        self.prompt.setText(
            self.tr("<b>Pendiente</b> desde %1 — espera a: %2.<br>%3")
            .replace("%1", local_text(pending.desde))
            .replace("%2", waits or self.tr("nadie (lo resuelve el máster)"))
            .replace("%3", self.prompt.text())
        )
        self.declare_button.setVisible(False)
        self.ask_button.setVisible(True)
        self.withdraw_button.setVisible(True)
        self.confirm_targets.setVisible(False)

    def _reactions_of(self, target: str) -> list[ReactionOption]:
        """What the engine offers ``target`` of the action in course (its own odds)."""
        assert self.battle is not None
        try:
            return self.battle.reactions(self.action(), objetivo=target)
        except (KeyError, ValueError, TypeError, IndexError):
            return []

    def _ask_each_target(self, own: dict[str, list[ReactionOption]], names: str) -> None:
        """Several targets, each with reactions of its own: one pick per target, then Ejecutar."""
        assert self.battle is not None and self.option is not None
        panel = TargetReactions(own, self.targets, {c: p.nombre for c, p in self.battle.combatants.items()})
        self.prompt.setText(
            self.tr("<b>%1</b> → %2: elige la reacción de cada objetivo (sin elegir, recibe) y pulsa Ejecutar.")
            .replace("%1", self.option.etiqueta)
            .replace("%2", names)
        )
        panel.changed.connect(lambda: self.hits_label.setText(panel.summary()))
        self.per_hit.setVisible(False)
        self.hits_label.setText("")
        self.hits_label.setVisible(True)
        self.reactions_row.addWidget(panel)
        self.target_panel = panel
        self.reactions = list(panel.buttons)
        self.run_button.setVisible(True)

    def _emit(self, respuesta: Any) -> None:
        if self.option is None:
            return
        self.execute.emit(self.action(respuesta))

    def refused(self, reason: str) -> None:
        """The ruleset refused the action: say why and let the GM pick again."""
        self.refusal.setText(reason)
