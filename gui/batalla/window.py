"""The battle window: set up an encounter, run it on the core engine and post it to the forum."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QListView,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core import foro, retratos
from core.battle import Battle, IllegalAction
from core.dice import DiceError, RollCancelled
from core.foro_opciones import con_enlaces
from core.journal import JOURNAL_SUFFIX, Journal, journal_file, load_battle, new_journal_path, save_battle
from core.paths import user_data_dir
from core.ruleset import Action
from core.settings import Settings
from core.storage import LoadError, SaveError
from gui.acciones import make_action
from gui.batalla import fin, orden
from gui.batalla.ajuste import GmOverride
from gui.batalla.cards import CardsPanel
from gui.batalla.dados import MODO_FORO, MODO_GESTA, DiceMode
from gui.batalla.flujo import ActionFlow
from gui.batalla.foro_jugadores import edit_forum
from gui.batalla.mapa import attach_map
from gui.batalla.menu_foro import build_forum_menu, export_log_to, forum_text
from gui.batalla.models import BattleBridge, CombatantModel, LogModel, TurnOrderModel
from gui.batalla.preparar import Encounter, SetupPage


class BattleWindow(QMainWindow):
    """Opened empty it shows the set-up; :meth:`load_file` opens a saved battle or a journal."""

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.battle: Battle | None = None
        self.journal: Journal | None = None
        self.path: Path | None = None
        self.ended = False
        self._saved_marker: tuple[int, ...] | None = None
        self.dice = DiceMode(self, settings.modo_dados)
        self.dice.name_of = self._name
        self.bridge: BattleBridge | None = None
        self.setWindowTitle(self.tr("Batalla — Gesta"))
        self.setMinimumSize(900, 600)
        self.resize(1280, 820)
        self.stack = QStackedWidget()
        self.setup = SetupPage(settings)
        self.setup.start_requested.connect(self.start_encounter)
        self.stack.addWidget(self.setup)
        self.setCentralWidget(self.stack)
        self.status = QLabel("")
        self.statusBar().addPermanentWidget(self.status)
        self._build_menus()
        self._update_actions()
        QTimer.singleShot(0, self._load_setup)

    def _load_setup(self) -> None:
        if self.battle is None:
            self.setup.load()

    # -- menus ------------------------------------------------------------------------------
    def _action(
        self,
        text: str,
        slot: Any,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        name: str = "",
    ) -> QAction:
        return make_action(self, text, slot, shortcut, name)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        menu = bar.addMenu(self.tr("&Batalla"))
        self.save_action = self._action(self.tr("&Guardar"), self.save, QKeySequence.StandardKey.Save, "guardarBatalla")
        self.save_as_action = self._action(self.tr("Guardar &como…"), self.save_as, "Ctrl+Shift+S", "guardarComo")
        self.export_action = self._action(self.tr("&Exportar el registro…"), self.export_log, None, "exportarRegistro")
        menu.addActions([self.save_action, self.save_as_action, self.export_action])
        menu.addSeparator()
        dice_menu = menu.addMenu(self.tr("&Dados"))
        group = QActionGroup(self)
        self.dice_gesta_action = QAction(self.tr("Gesta tira los dados"), self, checkable=True)
        self.dice_foro_action = QAction(self.tr("Tiro en el foro y escribo el resultado"), self, checkable=True)
        for action, mode in ((self.dice_gesta_action, MODO_GESTA), (self.dice_foro_action, MODO_FORO)):
            group.addAction(action)
            dice_menu.addAction(action)
            action.triggered.connect(lambda _c=False, m=mode: self.set_dice_mode(m))
        menu.addSeparator()
        self.change_action = self._action(
            self.tr("Cambiar un &valor…"), lambda: self._gm("valor"), "Ctrl+M", "menuCambiarValor"
        )
        self.state_action = self._action(
            self.tr("Añadir un es&tado…"), lambda: self._gm("estado"), "Ctrl+Shift+M", "menuAnadirEstado"
        )
        self.order_action = self._action(
            self.tr("Cambiar el &orden de turno…"), self.change_order, None, "cambiarOrden"
        )
        self.end_action = self._action(self.tr("&Terminar la batalla…"), self.end_battle, None, "terminarBatalla")
        menu.addActions([self.change_action, self.state_action, self.order_action, self.end_action])
        menu.addSeparator()
        menu.addAction(self._action(self.tr("&Cerrar"), self.close, QKeySequence.StandardKey.Close, "cerrarBatalla"))
        edit = bar.addMenu(self.tr("&Editar"))
        self.undo_action = self._action(self.tr("&Deshacer acción"), self.undo, "Ctrl+Z", "deshacer")
        self.redo_action = self._action(self.tr("&Rehacer acción"), self.redo, "Ctrl+Shift+Z", "rehacer")
        edit.addActions([self.undo_action, self.redo_action])
        build_forum_menu(self, bar)

    def _update_actions(self) -> None:
        battle = self.battle
        running = battle is not None
        for action in (self.save_action, self.save_as_action, self.export_action, *self.forum_actions.values()):
            action.setEnabled(running)
        self.forum_setup_action.setEnabled(running)
        for formato in ("bbcode", "markdown"):
            self.forum_actions[("pedir", formato)].setEnabled(bool(battle and battle.pending))
        for action in (self.change_action, self.state_action, self.order_action, self.end_action):
            action.setEnabled(running and not self.ended)
        self.undo_action.setEnabled(bool(battle and battle.can_undo()))
        self.redo_action.setEnabled(bool(battle and battle.can_redo()))
        self.dice_gesta_action.setChecked(self.dice.mode == MODO_GESTA)
        self.dice_foro_action.setChecked(self.dice.mode == MODO_FORO)
        if self.dice.mode == MODO_FORO:
            self.status.setText(self.tr("Dados: tirada en el foro"))
        else:
            self.status.setText(self.tr("Dados: Gesta (semilla %1)").replace("%1", str(self.dice.seed)))
        title = self.tr("Batalla — Gesta")
        if battle is not None:
            where = self.path.name if self.path else self.tr("sin guardar")
            title = f"{'● ' if self.is_modified() else ''}{battle.ruleset.nombre} — {where} — Gesta"
        self.setWindowTitle(title)

    def set_dice_mode(self, mode: str) -> None:
        """Who rolls this battle's dice from now on; kept in the battle file and journal."""
        self.dice.mode = mode
        if self.battle is not None:
            self.battle.set_dice_mode(mode)
        self._update_actions()

    def _name(self, cid: str) -> str:
        if self.battle is not None and cid in self.battle.combatants:
            return self.battle.combatants[cid].nombre
        return cid

    # -- starting ---------------------------------------------------------------------------
    def start_encounter(self, encounter: Encounter) -> bool:
        """Start the battle the set-up describes (initiative dice follow the chosen mode)."""
        self.dice.mode = encounter.modo
        self.dice.reseed(encounter.semilla)
        try:
            battle = Battle.start(
                encounter.ruleset, encounter.combatants, self.dice.source(), encounter.options, encounter.orden
            )
        except RollCancelled:
            self.setup.error_label.setText(self.tr("Tirada cancelada: el combate no ha empezado."))
            return False
        except (IllegalAction, DiceError) as error:
            self.setup.error_label.setText(str(error))
            return False
        self._open(battle, None, encounter.rutas)
        self._saved_marker = None if len(battle.entries) > 1 else self._marker()
        if battle.advertencias:
            self.statusBar().showMessage(
                self.tr("Avisos de las fichas: %1").replace("%1", "; ".join(battle.advertencias))
            )
        self._update_actions()
        return True

    def load_file(self, path: Path) -> bool:
        """Open a saved battle (or a crash journal, which keeps being written)."""
        try:
            battle = load_battle(Path(path))
        except LoadError as error:
            QMessageBox.critical(self, self.tr("No se puede abrir la batalla"), str(error))
            return False
        except Exception as error:  # a damaged file the kernel did not foresee: a sentence, never a traceback
            QMessageBox.critical(
                self,
                self.tr("No se puede abrir la batalla"),
                self.tr("No se puede abrir «%1»: la batalla está dañada (%2).")
                .replace("%1", Path(path).name)
                .replace("%2", f"{type(error).__name__}: {error}"),
            )
            return False
        is_journal = Path(path).name.endswith(JOURNAL_SUFFIX)
        # a resumed battle keeps the name of the file it was saved to (still to be saved again)
        self.path = journal_file(Path(path)) if is_journal else Path(path)
        self._open(battle, Path(path) if is_journal else None)
        self._saved_marker = None if is_journal else self._marker()
        self._update_actions()
        return True

    def _open(self, battle: Battle, journal_path: Path | None, sheets: dict[str, Path] | None = None) -> None:
        self.battle = battle
        self.dice.attach(battle)  # Gesta rolls go on with the battle's seeded dice, where they were
        self.bridge = BattleBridge(battle, self)
        self.turn_model = TurnOrderModel(battle, self)
        self.combatant_model = CombatantModel(battle, self)
        self.log_model = LogModel(battle, self)
        for model in (self.turn_model, self.combatant_model, self.log_model):
            self.bridge.changed.connect(model.refresh)
        self.bridge.changed.connect(self._changed)
        self.stack.addWidget(self._battle_page(battle, sheets or {}))
        self.stack.setCurrentIndex(1)
        self.ended = False
        self._attach_journal(journal_path or new_journal_path())
        self.map_panel = attach_map(self)  # a dock with the board, for the rulesets whose battle has one
        self._check_outcome()

    def _attach_journal(self, path: Path) -> None:
        """Journal the battle; the journal listens before the window, which may close it."""
        assert self.battle is not None and self.bridge is not None
        self.journal = Journal(self.battle, path, self.path)
        self.bridge.attach()

    def _battle_page(self, battle: Battle, sheets: dict[str, Path]) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        portraits: dict[str, bytes | None] = {}
        notices: list[str] = []
        for cid, combatant in battle.combatants.items():
            # only a valid image beside the sheet file, never any other path (core/retratos.py)
            folder = sheets[cid].parent if cid in sheets else None
            portraits[cid], notice = retratos.look_up(getattr(combatant.ficha, retratos.FIELD, None), folder)
            if notice:
                notices.append(f"{combatant.nombre}: {notice}")
        if notices:
            self.statusBar().showMessage(" · ".join(notices), 15000)
        self.portraits = portraits
        self.cards = CardsPanel(self.combatant_model, portraits)
        for card in self.cards.cards.values():
            card.clicked.connect(self._card_clicked)
            card.menu_requested.connect(self._card_menu)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.cards)
        self.flow = ActionFlow()
        self.flow.execute.connect(self.perform)
        self.flow.declare.connect(self.declare_action)
        self.flow.withdraw.connect(self.withdraw)
        self.flow.ask_forum.connect(lambda: self.copy_forum("pedir", "bbcode"))
        self.flow.targets_changed.connect(self.cards.mark_targets)
        self.flow.unoffered_changed.connect(self.cards.mark_unoffered)
        self.flow.set_battle(battle)
        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(scroll)
        left.addWidget(self.flow)
        left.setStretchFactor(0, 2)
        left.setStretchFactor(1, 3)
        left.setSizes([400, 380])  # three compact cards of a side fit without scrolling
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(QLabel(self.tr("<b>Orden de turno</b>")))
        self.turn_view = QListView()
        self.turn_view.setObjectName("ordenTurno")
        self.turn_view.setModel(self.turn_model)
        self.turn_view.setMaximumHeight(150)
        right_layout.addWidget(self.turn_view)
        right_layout.addWidget(QLabel(self.tr("<b>Registro del combate</b>")))
        self.log_view = QListView()
        self.log_view.setObjectName("registro")
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        self.log_view.setLayoutMode(QListView.LayoutMode.Batched)  # long logs stay responsive
        self.log_view.setBatchSize(200)
        self.log_view.setAlternatingRowColors(True)
        self.log_model.rowsInserted.connect(lambda *_a: self.log_view.scrollToBottom())
        right_layout.addWidget(self.log_view, 1)
        self.summary = QLabel("")
        self.summary.setObjectName("resumenFinal")
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("QLabel { background: #e8f4ea; border: 1px solid #1b7f3b; padding: 6px; }")
        self.summary.hide()
        right_layout.addWidget(self.summary)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([800, 300])
        layout.addWidget(splitter)
        return page

    # -- running ----------------------------------------------------------------------------
    def _card_clicked(self, cid: str) -> None:
        if not self.ended:
            self.flow.target_clicked(cid)

    def perform(self, action: Action) -> bool:
        """Apply one action with the chosen dice; a refusal shows the ruleset's reason."""
        battle = self.battle
        if battle is None:
            return False
        try:
            if battle.pending is not None:  # the answer of the declaration kept pending
                entry = battle.answer(action.respuesta, self.dice.source())
            else:
                entry = battle.apply(action, self.dice.source())
        except IllegalAction as error:
            self.flow.refused(str(error))
            return False
        except RollCancelled:
            self.flow.refused(self.tr("Tirada cancelada: la acción no se ha aplicado."))
            return False
        except DiceError as error:
            self.flow.refused(str(error))
            return False
        except Exception as error:  # a ruleset bug must not take the battle down: it stays unchanged
            self.flow.refused(
                self.tr("El sistema de reglas no pudo resolver la acción (%1); la batalla no ha cambiado.").replace(
                    "%1", f"{type(error).__name__}: {error}"
                )
            )
            return False
        note = self.dice.note()
        if note and battle.entries and battle.entries[-1] is entry:
            # each forum roll keeps the link typed with its dice: posts put it beside that roll
            linked = con_enlaces(entry, self.dice.die_links)
            battle.entries[-1] = dataclasses.replace(linked, nota=note)
            self.log_model.refresh()
            if self.journal is not None:
                self.journal.write()
        return True

    def declare_action(self, action: Action) -> bool:
        """Keep the action pending until the player answers on the forum (checked by the engine now)."""
        if self.battle is None:
            return False
        try:
            self.battle.declare(action, dados_foro=self.dice.mode == MODO_FORO)
        except IllegalAction as error:
            self.flow.refused(str(error))
            return False
        self.statusBar().showMessage(
            self.tr("Acción pendiente: Foro → Pedir al foro copia el mensaje para los jugadores."), 8000
        )
        return True

    def withdraw(self) -> None:
        if self.battle is not None:
            self.battle.withdraw()

    def edit_forum(self) -> None:
        if self.battle is not None:
            edit_forum(self.battle, self)

    def _changed(self, _change: object = None) -> None:
        self.flow.refresh()
        self._check_outcome()
        self._update_actions()

    def _check_outcome(self) -> None:
        battle = self.battle
        if battle is None:
            return
        outcome = battle.outcome()
        by_gm = fin.ended_by_gm(battle)
        if (outcome is not None or by_gm) and not self.ended:
            self.ended = True  # the journal stays until the battle is saved or discarded (closing)
            self.summary.setText(fin.summary(battle, outcome))
            self.summary.show()
            self.flow.set_enabled_actions(False)
        elif outcome is None and not by_gm and self.ended:
            self.ended = False
            self.summary.hide()
            self.flow.set_enabled_actions(True)

    def undo(self) -> None:
        if self.battle is not None:
            self.battle.undo()

    def redo(self) -> None:
        if self.battle is not None:
            self.battle.redo()

    # -- GM override ------------------------------------------------------------------------
    def chosen_combatant(self) -> str | None:
        """The combatant the Batalla menu's GM tools act on: the card with the focus, else who acts."""
        if self.battle is None:
            return None
        for cid, card in self.cards.cards.items():
            if card.hasFocus():
                return cid
        actor = self.flow.actor_combo.currentData()
        return str(actor) if actor in self.battle.combatants else self.battle.view.turn

    def _gm(self, what: str) -> None:
        cid = self.chosen_combatant()
        if self.battle is None or cid is None:
            return
        tools = GmOverride(self.battle, self)
        if what == "valor":
            tools.edit_value(cid)
        else:
            tools.add_state(cid)

    def end_battle(self) -> None:
        """The GM ends the battle by hand (confirmed; undoable like any entry)."""
        if self.battle is None or self.ended:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Terminar la batalla"),
            self.tr("¿Terminar la batalla ahora? Nadie más podrá actuar (Deshacer la reanuda)."),
        )
        if answer == QMessageBox.StandardButton.Yes:
            fin.end_by_gm(self.battle)

    def change_order(self) -> None:
        if self.battle is not None:
            orden.change_order(self.battle, self, self.flow.choose)

    def card_menu(self, cid: str) -> QMenu:
        """The GM's menu of a card: change a live value, add or remove a state."""
        assert self.battle is not None
        return GmOverride(self.battle, self).menu(cid)

    def _card_menu(self, cid: str, where: QPoint) -> None:
        if self.battle is not None:
            self.card_menu(cid).exec(where)

    # -- saving -----------------------------------------------------------------------------
    def _marker(self) -> tuple[int, ...]:
        assert self.battle is not None
        battle = self.battle
        modo = battle.dados.modo if battle.dados is not None else None
        return len(battle.entries), id(battle.entries[-1]), id(battle.pending), id(battle.foro), hash(modo)

    def is_modified(self) -> bool:
        return self.battle is not None and self._saved_marker != self._marker()

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        path = self._choose_path(self.tr("Guardar la batalla"), self.tr("Batallas de Gesta (*.json)"), ".json")
        return self.save_to(path) if path is not None else False

    def _choose_path(self, title: str, filters: str, suffix: str) -> Path | None:
        # not the sheet library: a battle file there would show up in the library as a broken sheet
        folder = self.path.parent if self.path is not None else user_data_dir() / "batallas"
        folder.mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(self, title, str(folder), filters)
        if not name:
            return None
        path = Path(name)
        return path if path.suffix else path.with_suffix(suffix)

    def save_to(self, path: Path) -> bool:
        assert self.battle is not None
        try:
            save_battle(path, self.battle)
        except SaveError as error:
            QMessageBox.critical(self, self.tr("No se pudo guardar"), str(error))
            return False
        except OSError as error:
            QMessageBox.critical(
                self,
                self.tr("No se pudo guardar"),
                self.tr("No se pudo guardar la batalla: %1").replace("%1", str(error)),
            )
            return False
        self.path = Path(path)
        if self.journal is not None:  # the journal names the file: a crash after this resumes under it
            self.journal.archivo = self.path
            self.journal.write()
        self._saved_marker = self._marker()
        self._update_actions()
        self.statusBar().showMessage(self.tr("Batalla guardada en %1").replace("%1", str(path)), 5000)
        return True

    # -- forum (gui/batalla/menu_foro.py) ---------------------------------------------------
    def forum_text(self, kind: str, formato: foro.Formato) -> str:
        assert self.battle is not None
        return forum_text(self.battle, kind, formato)

    def copy_forum(self, kind: str, formato: foro.Formato) -> None:
        if self.battle is None:
            return
        QGuiApplication.clipboard().setText(self.forum_text(kind, formato))
        self.statusBar().showMessage(self.tr("Copiado al portapapeles: listo para pegar en el foro."), 5000)

    def export_log(self) -> None:
        path = self._choose_path(self.tr("Exportar el registro"), self.tr("BBCode (*.txt);;Markdown (*.md)"), ".txt")
        if path is not None:
            self.export_to(path)

    def export_to(self, path: Path) -> bool:
        return export_log_to(self, path)

    # -- closing ----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if self.battle is not None and self.is_modified():
            answer = QMessageBox.question(
                self,
                self.tr("Batalla sin guardar"),
                self.tr("La batalla tiene acciones sin guardar. ¿Guardarla antes de cerrar?"),
                QMessageBox.StandardButton.Save
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Cancel or (
                answer == QMessageBox.StandardButton.Save and not self.save()
            ):
                event.ignore()
                return
        if self.journal is not None:
            self.journal.close(delete=True)
            self.journal = None
        if self.bridge is not None:
            self.bridge.detach()
        event.accept()
