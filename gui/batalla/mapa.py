"""The battle map panel: tokens on the ruleset's board, moved with the mouse or the keyboard.

A thin adapter over the battle (docs/arquitectura.md, «Consultas del tablero»): on every battle change it
redraws from ``battle.state`` through the ruleset's board queries (core/tablero.py), so undo, redo, resume
and replay move the tokens exactly as the log says. What it keeps is only the action being chosen (which
squares are lit, which targets clicked); every action goes through ``Battle.why_not`` and the window's
``perform``, every GM move through ``Battle.gm_set``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core import tablero
from core.battle import Battle, IllegalAction
from core.ruleset import Action, ActionOption, ReactionOption
from core.tablero import Board, Square, SquareChoice, Token
from gui.batalla.mapa_dibujo import COLORES, Aspecto, Capas, rect_de
from gui.batalla.mapa_escena import GridItem, MapView, NoteItem, TokenItem
from gui.batalla.mapa_fichas import ActionsBox, aspecto, listen, reaction_button, tooltip
from gui.batalla.mapa_foro import ask_export, panel_image, positions_for_players, square_in

Perform = Callable[[Action], bool]


class MapPanel(QWidget):
    """The map of one battle. ``perform`` applies an action (the window's, with its dice); without it the
    panel only emits ``action_ready``. Signals: ``square_chosen`` (an action completed with a square),
    ``token_dropped`` (cid, square), ``action_ready`` (a complete action to apply), ``refused`` (a reason)."""

    square_chosen = Signal(object)
    token_dropped = Signal(str, object)
    action_ready = Signal(object)
    refused = Signal(str)

    def __init__(
        self,
        battle: Battle,
        parent: QWidget | None = None,
        perform: Perform | None = None,
        portraits: dict[str, bytes | None] | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("mapa")
        self.battle = battle
        self.perform = perform
        self.pixmaps: dict[str, QPixmap] = {}
        for cid, data in (portraits or {}).items():
            pixmap = QPixmap()
            if data and pixmap.loadFromData(data):
                self.pixmaps[cid] = pixmap
        sides = list(dict.fromkeys(c.bando for c in battle.combatants.values()))
        self.colours = {side: COLORES[i % len(COLORES)] for i, side in enumerate(sides)}
        self.board: Board | None = None
        self.tokens: list[Token] = []
        self.items: dict[str, TokenItem] = {}
        self.grid: GridItem | None = None
        self.capas = Capas()
        self.options: list[ActionOption] = []
        self._actions_stale = True
        self._reset_choice()
        self._build()
        self._listen()
        self.refresh()

    # -- layout -------------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.turn_label = QLabel("")
        self.turn_label.setObjectName("mapaTurno")
        top.addWidget(self.turn_label, 1)
        self.actions = ActionsBox(self, self.ensure_actions)
        self.actions.setObjectName("mapaAccion")
        self.actions.setToolTip(self.tr("La acción que se elige en el mapa: casillas, objetivos y área"))
        self.actions.activated.connect(self._action_picked)
        top.addWidget(self.actions)
        layout.addLayout(top)
        flags = QHBoxLayout()
        self.gm_mode = QCheckBox(self.tr("Colocar fichas (ajuste del máster)"))
        self.gm_mode.setObjectName("mapaMaster")
        self.gm_mode.setToolTip(self.tr("Arrastra cualquier ficha: queda en el registro y se puede deshacer"))
        self.gm_mode.toggled.connect(lambda _on: self.refresh())
        flags.addWidget(self.gm_mode)
        self.players_view = QCheckBox(self.tr("Vista de los jugadores"))
        self.players_view.setObjectName("mapaJugadores")
        self.players_view.setToolTip(self.tr("Sin las fichas ocultas, como en la imagen exportada"))
        self.players_view.toggled.connect(lambda _on: self.refresh())
        flags.addWidget(self.players_view)
        flags.addStretch(1)
        layout.addLayout(flags)
        self.view = MapView(self)
        self.view.square_clicked.connect(self.square_clicked)
        self.view.token_clicked.connect(self.token_clicked)
        self.view.token_dropped.connect(self._dropped)
        self.view.hovered.connect(self._hovered)
        self.view.activated.connect(self._activated)
        layout.addWidget(self.view, 1)
        self.prompt = QLabel("")
        self.prompt.setObjectName("mapaAviso")
        self.prompt.setWordWrap(True)
        layout.addWidget(self.prompt)
        self.reactions_row = QHBoxLayout()
        layout.addLayout(self.reactions_row)
        self.reaction_buttons: list[QPushButton] = []
        bottom = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Ejecutar"))
        self.run_button.setObjectName("mapaEjecutar")
        self.run_button.clicked.connect(self._run_pending)
        self.run_button.hide()
        bottom.addWidget(self.run_button)
        self.cancel_button = QPushButton(self.tr("Cancelar"))
        self.cancel_button.setObjectName("mapaCancelar")
        self.cancel_button.clicked.connect(lambda: (self._reset_choice(), self.refresh()))
        bottom.addWidget(self.cancel_button)
        bottom.addStretch(1)
        self.copy_button = QPushButton(self.tr("Copiar posiciones"))
        self.copy_button.setObjectName("mapaCopiar")
        self.copy_button.setToolTip(self.tr("Las posiciones como texto, para foros sin imágenes"))
        self.copy_button.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.positions_text()))
        bottom.addWidget(self.copy_button)
        self.export_button = QPushButton(self.tr("Exportar PNG…"))
        self.export_button.setObjectName("mapaExportar")
        self.export_button.clicked.connect(lambda: ask_export(self))
        bottom.addWidget(self.export_button)
        layout.addLayout(bottom)

    def _listen(self) -> None:
        """Redraw on every change of the battle; the listener does not keep the panel alive."""
        self._listener = listen(self.battle, self, lambda panel: panel.changed())

    def changed(self, _change: object = None) -> None:
        self._reset_choice()
        self.refresh()

    # -- drawing from the battle ------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw the whole map from the battle's state and the action being chosen."""
        battle = self.battle
        view = battle.view
        self.board = tablero.board_of(battle.ruleset, view)
        self.tokens = tablero.tokens_of(battle.ruleset, view)
        scene = self.view.scene()
        scene.clear()
        self.items = {}
        self.view.board = self.board
        if self.board is None:
            self.grid = None
            return
        self.capas.seleccion = self.view.selection
        self.grid = GridItem(self.board, self.capas)
        scene.addItem(self.grid)
        turn = view.turn
        shown = tablero.visibles(self.tokens, self.players_view.isChecked())
        for token in sorted(shown, key=lambda t: t.estado == "en_pie"):
            assert token.casilla is not None
            item = TokenItem(self._aspecto(token, turn), tooltip(self.battle, token))
            item.setPos(rect_de(self.board, token.casilla).topLeft())
            scene.addItem(item)
            self.items[token.cid] = item
        scene.setSceneRect(self.grid.boundingRect().adjusted(-4, -4, 4, 4))
        self.view.setSceneRect(scene.sceneRect())
        if self.gm_mode.isChecked():
            self.view.draggable = {t.cid for t in shown}
        else:
            self.view.draggable = {turn} if turn in self.items and not self.ended() else set()
        self._actions_stale = True
        self._label_turn(turn)

    def ended(self) -> bool:
        return self.battle.outcome() is not None

    def _aspecto(self, token: Token, turn: str | None) -> Aspecto:
        return aspecto(self, token, turn)

    def ensure_actions(self) -> None:
        """List the actor's legal actions (asked of the engine when the list is opened, not on every redraw)."""
        if self._actions_stale:
            self._actions_stale = False
            self._fill_actions(self.battle.view.turn)

    def _fill_actions(self, turn: str | None) -> None:
        self.actions.blockSignals(True)
        self.actions.clear()
        self.options = []
        self.actions.addItem(self.tr("— Acción en el mapa —"))
        if turn is not None and not self.ended():
            for option in self.battle.legal_actions(turn):
                if option.legal:
                    self.options.append(option)
                    self.actions.addItem(option.etiqueta)
        if self.option is not None and self.option in self.options:
            self.actions.setCurrentIndex(self.options.index(self.option) + 1)
        self.actions.blockSignals(False)

    def _label_turn(self, turn: str | None) -> None:
        who = self.battle.combatants[turn].nombre if turn in self.battle.combatants else self.tr("nadie")
        self.turn_label.setText(
            self.tr("Ronda %1 · turno de <b>%2</b>").replace("%1", str(self.battle.view.round)).replace("%2", who)
        )

    # -- choosing an action on the map ------------------------------------------------------
    def _reset_choice(self) -> None:
        self.option: ActionOption | None = None
        self.pending: Action | None = None
        self.campo: str | None = None
        self.lit: dict[Square, SquareChoice] = {}
        self.reaction_squares: dict[Square, ReactionOption] = {}
        self.ready = False
        self.marked: tuple[str, ...] = ()
        self.capas = Capas(seleccion=getattr(getattr(self, "view", None), "selection", None))
        if hasattr(self, "prompt"):
            self.prompt.setText("")
            self._clear_reactions()
            self.run_button.hide()

    def _clear_reactions(self) -> None:
        for button in self.reaction_buttons:
            button.hide()
            button.deleteLater()
        self.reaction_buttons = []

    def _action_picked(self, index: int) -> None:
        if index <= 0 or index > len(self.options):
            self._reset_choice()
            self.refresh()
            return
        self.choose(self.options[index - 1])

    def choose(self, option: ActionOption) -> None:
        """Start an action on the map: its targets (clicked tokens), then its square, then its reaction."""
        actor = self.battle.view.turn
        if actor is None:
            return
        self._reset_choice()
        self.option = option
        self.pending = Action(actor, option.accion, (), None, dict(option.params))
        self.campo = tablero.square_field_of(self.battle.ruleset, self.battle.view, self.pending)
        if option.objetivos != 0:
            self.prompt.setText(self.tr("<b>%1</b>: haz clic en la ficha del objetivo.").replace("%1", option.etiqueta))
            self._show_area(self.pending)
        elif self.campo is not None:
            self._light_squares()
        else:
            self._confirm()
        self.refresh()

    def _light_squares(self) -> None:
        assert self.pending is not None and self.campo is not None
        choices = tablero.legal_squares_of(self.battle.ruleset, self.battle.view, self.pending, self.campo)
        self.lit = {c.casilla: c for c in choices}
        self.capas.legales = set(self.lit)
        self.capas.provocan = {c.casilla for c in choices if c.provoca}
        self._show_area(self.pending)
        if self.lit:
            self.prompt.setText(
                self.tr("Elige una casilla iluminada (naranja: provoca Respuesta). Flechas e Intro también valen.")
            )
        else:
            self.prompt.setText(self.tr("No hay ninguna casilla a la que se pueda ahora."))

    def _show_area(self, action: Action) -> None:
        area = tablero.area_of(self.battle.ruleset, self.battle.view, action)
        self.capas.alcance = set(area.alcance) if area else set()
        self.capas.cubre = set(area.cubre) if area else set()
        self.capas.camino = [area.centro, *area.camino] if area and area.camino and area.centro else []
        self.marked = area.objetivos if area else ()

    def token_clicked(self, cid: str) -> None:
        """A token was clicked: it becomes (or stops being) a target of the action in course."""
        if self.pending is None or self.option is None or self.option.objetivos == 0:
            return
        targets = list(self.pending.objetivos)
        if self.option.objetivos == 1:
            targets = [cid]
        elif cid in targets:
            targets.remove(cid)
        else:
            targets.append(cid)
        self.pending = replace(self.pending, objetivos=tuple(targets))
        if self.campo is not None and targets:
            self._light_squares()
        else:
            self._confirm()
        self.refresh()

    def square_clicked(self, sq: Square) -> None:
        self.view.selection = sq
        if sq in self.reaction_squares:
            self._answer(self.reaction_squares[sq])
            return
        if sq in self.lit:
            self.pending = self.lit[sq].accion
            self.square_chosen.emit(self.pending)
            self._confirm()
            self.refresh()
            return
        if self.pending is not None and self.campo is not None and not self.ready:
            probe = tablero.with_square_of(self.battle.ruleset, self.battle.view, self.pending, self.campo, sq)
            reason = self.battle.why_not(probe)
            if reason:
                self._note(reason, sq)
                return
        self.refresh()

    def _confirm(self) -> None:
        """The action is complete: its area, who it provokes, and the target's reactions (or Ejecutar)."""
        assert self.pending is not None
        self.ready = True
        self.capas.legales, self.capas.provocan = set(), set()
        self._show_area(self.pending)
        if self.option is not None and self.option.objetivos == -1 and self.marked:
            # an area hits whoever the engine counts inside it: the clicked epicentre first, then the rest
            targets = tuple(dict.fromkeys((*self.pending.objetivos, *self.marked)))
            self.pending = replace(self.pending, objetivos=targets)
        self._clear_reactions()
        reason = self.battle.why_not(self.pending)
        if reason:
            self.prompt.setText(reason)
            return
        try:
            options = self.battle.reactions(self.pending)
        except (KeyError, ValueError, TypeError, IndexError):
            options = []
        provoca = tablero.provokes_of(self.battle.ruleset, self.battle.view, self.pending)
        names = ", ".join(self.battle.combatants[c].nombre for c in provoca)
        legal = [o for o in options if o.legal]
        if len(legal) == 1 and len(options) == 1:  # a single answer is no choice (encuentro's «Ninguna»)
            self.pending = replace(self.pending, respuesta=legal[0].respuesta)
            options = []
        if not options:
            self.prompt.setText(self.tr("Pulsa Ejecutar (o Intro)."))
            self.run_button.show()
            return
        self.run_button.hide()
        if provoca:
            self.prompt.setText(
                self.tr("¡Este movimiento provoca Respuesta de %1! Elige si responde.").replace("%1", names)
            )
        else:
            self.prompt.setText(self.tr("¿Cómo reacciona el objetivo?"))
        self.reaction_buttons = [reaction_button(o, self._answer) for o in options]
        for button in self.reaction_buttons:
            self.reactions_row.addWidget(button)
        self.reaction_squares = {sq: o for o in options if o.legal and (sq := square_in(o.respuesta)) is not None}
        self.capas.legales = set(self.reaction_squares)

    def _answer(self, option: ReactionOption) -> None:
        if self.pending is not None:
            self.execute(replace(self.pending, respuesta=option.respuesta))

    def _run_pending(self) -> None:
        if self.pending is not None and self.ready:
            self.execute(self.pending)

    def execute(self, action: Action) -> bool:
        """Apply a complete action (checked first: a refusal is shown, nothing changes)."""
        reason = self.battle.why_not(action)
        if reason:
            self.prompt.setText(reason)
            self.refused.emit(reason)
            return False
        if self.perform is None:
            self.action_ready.emit(action)
            return True
        done = self.perform(action)
        if not done:
            self.prompt.setText(self.tr("La acción no se ha aplicado (mira el panel de acciones)."))
        return done

    # -- mouse and keys -----------------------------------------------------------------------
    def _dropped(self, cid: str, sq: Square | None, point: QPointF) -> None:
        self.token_dropped.emit(cid, sq)
        board = self.board
        if board is None or sq is None:
            self.refresh()
            return
        if self.gm_mode.isChecked():
            self.place(cid, sq, point)
            return
        base = Action(cid, board.mover)
        campo = tablero.square_field_of(self.battle.ruleset, self.battle.view, base)
        if campo is None:
            self.refresh()
            return
        action = tablero.with_square_of(self.battle.ruleset, self.battle.view, base, campo, sq)
        reason = self.battle.why_not(action)
        if reason:
            self._note(reason, sq, point)
            self.refused.emit(reason)
            return
        self._reset_choice()
        self.pending, self.campo = action, campo
        provoca = tablero.provokes_of(self.battle.ruleset, self.battle.view, action)
        if provoca:
            self._confirm()
            self.refresh()
            return
        self.execute(action)

    def place(self, cid: str, sq: Square, point: QPointF | None = None) -> bool:
        """A GM moves a token by hand, through the engine (logged, undoable); a refusal is shown there."""
        assert self.board is not None
        try:
            self.battle.gm_set(cid, self.board.clave, [sq[0], sq[1]], self.tr("Movida en el mapa"))
        except IllegalAction as error:
            self._note(str(error), sq, point)
            return False
        return True

    def _note(self, text: str, sq: Square, point: QPointF | None = None) -> None:
        """Show a refusal where it happened; the tokens go back where the battle has them."""
        self.prompt.setText(text)
        self.refresh()
        assert self.board is not None
        note = NoteItem(text if len(text) < 90 else text[:87] + "…")
        where = point if point is not None else rect_de(self.board, sq).center()
        note.setPos(where + QPointF(6, -20))
        note.setToolTip(text)
        self.view.scene().addItem(note)
        self.note = note

    def _hovered(self, sq: Square | None) -> None:
        if sq is not None and sq in self.lit and not self.ready:
            choice = self.lit[sq]
            self._show_area(choice.accion)
            if choice.provoca:
                names = ", ".join(self.battle.combatants[c].nombre for c in choice.provoca)
                self.prompt.setText(
                    self.tr("[%1, %2] provoca Respuesta de %3.")
                    .replace("%1", str(sq[0]))
                    .replace("%2", str(sq[1]))
                    .replace("%3", names)
                )
        self.capas.seleccion = self.view.selection
        if self.grid is not None:
            self.grid.capas = self.capas
            self.grid.update()

    def _activated(self, sq: Square) -> None:
        """Enter on the selected square: run a complete action, else click the token or the square there."""
        if self.ready and self.run_button.isVisible():
            self._run_pending()
            return
        token = next((t for t in self.tokens if t.casilla == sq and t.cid in self.items), None)
        if token is not None and self.option is not None and self.option.objetivos != 0 and not self.lit:
            self.token_clicked(token.cid)
            return
        self.square_clicked(sq)

    # -- for the forum (mapa_foro.py) ----------------------------------------------------------
    def positions_text(self) -> str:
        """The positions as text for the players (no hidden token)."""
        return positions_for_players(self)

    def forum_image(self) -> QPixmap:
        """The map for the players (no hidden token, no lit squares) with a legend of the tokens drawn."""
        return panel_image(self)

    def export_png(self, path: Path) -> bool:
        return self.board is not None and self.forum_image().save(str(path), "PNG")


def attach_map(window: QMainWindow) -> MapPanel | None:
    """Add the map as a dock of a battle window whose battle has a board (None when it has none).

    Uses only what BattleWindow already offers: ``battle``, ``perform`` and, when present, ``portraits``.
    Call it again after the window opens another battle: the old dock is replaced.
    """
    battle = getattr(window, "battle", None)
    old = window.findChild(QDockWidget, "mapaDock")
    if old is not None:
        window.removeDockWidget(old)
        old.deleteLater()
    if not isinstance(battle, Battle) or tablero.board_of(battle.ruleset, battle.view) is None:
        return None
    dock = QDockWidget(QCoreApplication.translate("MapPanel", "Mapa"), window)
    dock.setObjectName("mapaDock")
    perform = getattr(window, "perform", None)
    panel = MapPanel(battle, dock, perform, getattr(window, "portraits", None))
    dock.setWidget(panel)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    return panel
