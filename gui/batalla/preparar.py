"""Encounter set-up: ruleset, sheets onto sides, names, house rules, dice mode and turn order."""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core import library, registry, storage
from core.battle import Combatant
from core.ruleset import JsonValue, Ruleset
from core.settings import Settings
from core.sheets import SheetBase
from core.turns import set_up_order_note
from gui.batalla.campos import vaciar
from gui.batalla.dados import MODO_FORO, MODO_GESTA
from gui.batalla.mapa_preparar import attach_map_setup
from gui.batalla.reglas_casa import rule_label, rule_value, rule_widget

SHEET_MIME = "application/x-gesta-ficha"
PATH_ROLE = Qt.ItemDataRole.UserRole + 10
SHEET_ROLE = Qt.ItemDataRole.UserRole + 11


def slug(text: str) -> str:
    """A lower-case ASCII snake_case id from a name (``"Aldebarán de Tauro"`` → ``aldebaran_de_tauro``)."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9]+", "_", plain).strip("_") or "combatiente"


@dataclass
class Encounter:
    """What the set-up produced: everything ``Battle.start`` needs, plus the dice mode."""

    ruleset: Ruleset
    combatants: list[Combatant]
    options: dict[str, JsonValue]
    orden: list[str] | None
    modo: str
    semilla: int
    rutas: dict[str, Path]


class SheetList(QListWidget):
    """The sheets of the chosen ruleset (library and examples); drag them onto the sides table."""

    def mimeData(self, items: list[QListWidgetItem]) -> QMimeData:  # type: ignore[override]
        data = QMimeData()
        data.setData(SHEET_MIME, "\n".join(str(i.data(PATH_ROLE)) for i in items).encode("utf-8"))
        return data

    def mimeTypes(self) -> list[str]:
        return [SHEET_MIME]


class SidesTable(QTableWidget):
    """The combatants: name, id, side and sheet; accepts sheets dropped from the list."""

    dropped = Signal(list)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(SHEET_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(SHEET_MIME):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if event.mimeData().hasFormat(SHEET_MIME):
            raw = bytes(event.mimeData().data(SHEET_MIME).data()).decode("utf-8")
            self.dropped.emit([Path(p) for p in raw.splitlines() if p])
            event.acceptProposedAction()
        else:
            super().dropEvent(event)


class SetupPage(QWidget):
    """The first page of the battle window; ``start_requested`` carries an :class:`Encounter`."""

    start_requested = Signal(object)

    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.rule_widgets: dict[str, QWidget] = {}
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Sistema de reglas:")))
        self.ruleset_combo = QComboBox()
        self.ruleset_combo.setObjectName("sistemaBatalla")
        self.ruleset_combo.currentIndexChanged.connect(self._ruleset_changed)
        top.addWidget(self.ruleset_combo, 1)
        layout.addLayout(top)

        middle = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("<b>Fichas</b> (arrastra o pulsa Añadir)")))
        self.sheet_list = SheetList()
        self.sheet_list.setObjectName("listaFichas")
        self.sheet_list.setDragEnabled(True)
        self.sheet_list.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.sheet_list.itemDoubleClicked.connect(lambda _item: self.add_selected())
        left.addWidget(self.sheet_list, 1)
        side_row = QHBoxLayout()
        side_row.addWidget(QLabel(self.tr("Bando:")))
        self.side_combo = QComboBox()
        self.side_combo.setObjectName("bandoNuevo")
        self.side_combo.setEditable(True)
        self.side_combo.addItems([self.tr("Bando A"), self.tr("Bando B")])
        self.side_combo.setToolTip(self.tr("El bando al que se añaden las fichas; escribe otro para crear uno nuevo"))
        side_row.addWidget(self.side_combo, 1)
        self.add_button = QPushButton(self.tr("Añadir →"))
        self.add_button.setObjectName("anadirFicha")
        self.add_button.clicked.connect(self.add_selected)
        side_row.addWidget(self.add_button)
        left.addLayout(side_row)
        middle.addLayout(left, 2)

        right = QVBoxLayout()
        right.addWidget(QLabel(self.tr("<b>Combatientes</b> (el nombre y el bando se pueden editar)")))
        self.table = SidesTable(0, 4)
        self.table.setObjectName("tablaCombatientes")
        self.table.setHorizontalHeaderLabels([self.tr("Nombre"), self.tr("Id"), self.tr("Bando"), self.tr("Ficha")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.setAcceptDrops(True)
        self.table.viewport().setAcceptDrops(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.table.dropped.connect(self.add_paths)
        self.table.itemChanged.connect(lambda _item: self._sync_order())
        right.addWidget(self.table, 1)
        remove = QPushButton(self.tr("Quitar combatiente"))
        remove.setObjectName("quitarCombatiente")
        remove.clicked.connect(self.remove_selected)
        right.addWidget(remove)
        middle.addLayout(right, 3)

        order_box = QGroupBox(self.tr("Orden de turno"))
        order_layout = QVBoxLayout(order_box)
        self.order_rules = QRadioButton(self.tr("Según las reglas (iniciativa, velocidad…)"))
        self.order_rules.setObjectName("ordenReglas")
        self.order_manual = QRadioButton(self.tr("Fijado a mano (arrastra para ordenar)"))
        self.order_manual.setObjectName("ordenManual")
        self.order_rules.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.order_rules)
        group.addButton(self.order_manual)
        order_layout.addWidget(self.order_rules)
        order_layout.addWidget(self.order_manual)
        self.order_note = QLabel("")  # where the rules fix the order, why «Fijado a mano» is not offered
        self.order_note.setObjectName("notaOrden")
        self.order_note.setWordWrap(True)
        self.order_note.hide()
        order_layout.addWidget(self.order_note)
        self.order_list = QListWidget()
        self.order_list.setObjectName("ordenLista")
        self.order_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.order_list.setEnabled(False)
        self.order_manual.toggled.connect(self.order_list.setEnabled)
        order_layout.addWidget(self.order_list, 1)
        self.map_setup = attach_map_setup(self, order_box)  # the board drawn with the mouse, beside the order
        middle.addWidget(self.map_setup.tabs, 2)
        layout.addLayout(middle, 3)

        bottom = QHBoxLayout()
        self.rules_box = QGroupBox(self.tr("Reglas de la casa y ajustes"))
        rules_layout = QVBoxLayout(self.rules_box)
        rules_scroll = QScrollArea()  # some systems have twenty options: they scroll, the page does not grow
        rules_scroll.setWidgetResizable(True)
        rules_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # long labels wrap instead of pushing the values out of sight (no sideways scrolling)
        rules_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rules_body = QWidget()
        self.rules_form = QGridLayout(rules_body)  # a grid: wrapped labels get the height they need
        self.rules_form.setColumnStretch(0, 3)
        self.rules_form.setColumnStretch(1, 2)
        self.rules_form.setAlignment(Qt.AlignmentFlag.AlignTop)
        rules_scroll.setWidget(rules_body)
        rules_scroll.setMinimumHeight(180)
        rules_layout.addWidget(rules_scroll)
        self.rules_body = rules_body
        bottom.addWidget(self.rules_box, 5)
        dice_box = QGroupBox(self.tr("Dados"))
        dice_layout = QVBoxLayout(dice_box)
        self.dice_gesta = QRadioButton(self.tr("Gesta tira los dados"))
        self.dice_gesta.setObjectName("dadosGesta")
        self.dice_foro = QRadioButton(self.tr("Tiro en el foro y escribo el resultado"))
        self.dice_foro.setObjectName("dadosForo")
        (self.dice_foro if settings.modo_dados == MODO_FORO else self.dice_gesta).setChecked(True)
        dice_layout.addWidget(self.dice_gesta)
        seed_row = QHBoxLayout()
        seed_row.addWidget(QLabel(self.tr("Semilla:")))
        self.seed_edit = QLineEdit(str(random.SystemRandom().randrange(10**9)))
        self.seed_edit.setObjectName("semilla")
        self.seed_edit.setToolTip(self.tr("La misma semilla repite las mismas tiradas"))
        seed_row.addWidget(self.seed_edit)
        dice_layout.addLayout(seed_row)
        dice_layout.addWidget(self.dice_foro)
        self.dice_gesta.toggled.connect(self.seed_edit.setEnabled)
        self.seed_edit.setEnabled(self.dice_gesta.isChecked())
        bottom.addWidget(dice_box, 2)
        layout.addLayout(bottom, 2)

        action_row = QHBoxLayout()
        self.error_label = QLabel("")
        self.error_label.setObjectName("errorPreparacion")
        self.error_label.setProperty("rol", "problema")
        self.error_label.setWordWrap(True)
        action_row.addWidget(self.error_label, 1)
        self.simulate_button = QPushButton(self.tr("Simular…"))
        self.simulate_button.setObjectName("simularEncuentro")
        self.simulate_button.setToolTip(self.tr("Simula muchas veces este encuentro: quién gana y cuánto"))
        self.simulate_button.clicked.connect(self.request_simulation)
        action_row.addWidget(self.simulate_button)
        self.start_button = QPushButton(self.tr("Empezar el combate"))
        self.start_button.setObjectName("empezarCombate")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.request_start)
        action_row.addWidget(self.start_button)
        layout.addLayout(action_row)

    # -- data -------------------------------------------------------------------------------
    def load(self) -> None:
        """Fill the ruleset list (called once the window is on screen)."""
        self.ruleset_combo.blockSignals(True)
        self.ruleset_combo.clear()
        for ruleset in registry.available():
            self.ruleset_combo.addItem(ruleset.nombre, ruleset.id)
        self.ruleset_combo.blockSignals(False)
        self._ruleset_changed()

    def ruleset(self) -> Ruleset | None:
        rid = self.ruleset_combo.currentData()
        return registry.get(str(rid)) if rid else None

    def select_ruleset(self, ruleset_id: str) -> None:
        index = self.ruleset_combo.findData(ruleset_id)
        if index >= 0:
            self.ruleset_combo.setCurrentIndex(index)

    def _ruleset_changed(self) -> None:
        ruleset = self.ruleset()
        self.sheet_list.clear()
        self.table.setRowCount(0)
        self.order_list.clear()
        vaciar(self.rules_form)
        self.rule_widgets = {}
        if ruleset is None:
            return
        note = set_up_order_note(ruleset)
        self.order_note.setText(note or "")
        self.order_note.setVisible(note is not None)
        self.order_manual.setEnabled(note is None)
        if note is not None:
            self.order_rules.setChecked(True)
        entries = library.scan(self.settings.library_dir) + library.scan_examples()
        for entry in entries:
            if entry.reglas != ruleset.id or entry.problema:
                continue
            text = entry.nombre + (self.tr(" (ejemplo)") if entry.ejemplo else "")
            item = QListWidgetItem(text)
            item.setData(PATH_ROLE, str(entry.path))
            item.setToolTip(str(entry.path))
            self.sheet_list.addItem(item)
        for row, rule in enumerate(ruleset.house_rules()):
            widget = rule_widget(rule)
            self.rule_widgets[rule.id] = widget
            label = rule_label(rule)
            label.setBuddy(widget)
            self.rules_form.addWidget(label, row, 0)
            self.rules_form.addWidget(widget, row, 1)
        if not ruleset.house_rules():
            self.rules_form.addWidget(QLabel(self.tr("Este sistema no tiene reglas de la casa.")), 0, 0, 1, 2)

    def options(self) -> dict[str, JsonValue]:
        """The chosen value of every house rule (raises ValueError on unreadable JSON)."""
        return {rid: rule_value(rid, widget) for rid, widget in self.rule_widgets.items()}

    # -- combatants -------------------------------------------------------------------------
    def add_selected(self) -> None:
        self.add_paths([Path(str(i.data(PATH_ROLE))) for i in self.sheet_list.selectedItems()])

    def add_paths(self, paths: list[Path]) -> None:
        side = self.side_combo.currentText().strip() or self.tr("Bando A")
        for path in paths:
            try:
                sheet = storage.load_sheet(path)
            except storage.LoadError as error:
                self.error_label.setText(str(error))
                continue
            self.add_sheet(sheet, path, side)

    def add_sheet(self, sheet: SheetBase, path: Path, side: str) -> str:
        """Add one combatant; copies of one sheet get distinct names (``Esbirro 2``) and ids."""
        names = {self._text(r, 0) for r in range(self.table.rowCount())}
        ids = {self._text(r, 1) for r in range(self.table.rowCount())}
        name = sheet.nombre
        counter = 2
        while name in names:
            name = f"{sheet.nombre} {counter}"
            counter += 1
        cid = slug(name)
        counter = 2
        while cid in ids:
            cid = f"{slug(name)}_{counter}"
            counter += 1
        self.table.blockSignals(True)
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, 0, QTableWidgetItem(name))
        self.table.setItem(row, 1, QTableWidgetItem(cid))
        self.table.setItem(row, 2, QTableWidgetItem(side))
        sheet_item = QTableWidgetItem(path.name)
        sheet_item.setFlags(sheet_item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        sheet_item.setData(PATH_ROLE, str(path))
        sheet_item.setData(SHEET_ROLE, sheet)
        sheet_item.setToolTip(str(path))
        self.table.setItem(row, 3, sheet_item)
        self.table.blockSignals(False)
        self._sync_order()
        self.error_label.setText("")
        return cid

    def remove_selected(self) -> None:
        rows = sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True)
        for row in rows:
            self.table.removeRow(row)
        self._sync_order()

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def _sync_order(self) -> None:
        """Keep the manual turn order list in step with the table (keeping its arrangement)."""
        ids = [self._text(r, 1) for r in range(self.table.rowCount())]
        names = {self._text(r, 1): self._text(r, 0) for r in range(self.table.rowCount())}
        current = [str(self.order_list.item(i).data(PATH_ROLE)) for i in range(self.order_list.count())]
        kept = [c for c in current if c in ids] + [c for c in ids if c not in current]
        self.order_list.clear()
        for cid in kept:
            item = QListWidgetItem(f"{names[cid]} ({cid})")
            item.setData(PATH_ROLE, cid)
            self.order_list.addItem(item)

    def _sheet(self, row: int) -> tuple[SheetBase, Path]:
        item = self.table.item(row, 3)
        assert item is not None
        return item.data(SHEET_ROLE), Path(str(item.data(PATH_ROLE)))

    def combatants(self) -> list[Combatant]:
        return [
            Combatant(self._text(row, 1), self._text(row, 0), self._text(row, 2), self._sheet(row)[0])
            for row in range(self.table.rowCount())
        ]

    # -- start ------------------------------------------------------------------------------
    def encounter(self) -> Encounter:
        """What the GM chose; raises ValueError with a Spanish sentence when it cannot start."""
        ruleset = self.ruleset()
        if ruleset is None:
            raise ValueError(self.tr("No hay ningún sistema de reglas instalado."))
        people = self.combatants()
        if len(people) < 2:
            raise ValueError(self.tr("Añade al menos dos combatientes."))
        for person in people:
            if not person.id or not re.fullmatch(r"[a-z0-9_]+", person.id):
                raise ValueError(
                    self.tr("El id «%1» debe ser minúsculas sin tildes, números y guiones bajos.").replace(
                        "%1", person.id
                    )
                )
            if not person.nombre or not person.bando:
                raise ValueError(self.tr("Cada combatiente necesita un nombre y un bando."))
        if len({p.id for p in people}) != len(people):
            raise ValueError(self.tr("Dos combatientes tienen el mismo id."))
        if len({p.nombre for p in people}) != len(people):
            raise ValueError(self.tr("Dos combatientes tienen el mismo nombre; cambia uno."))
        if len({p.bando for p in people}) < 2:
            raise ValueError(self.tr("Hacen falta al menos dos bandos."))
        orden = None
        if self.order_manual.isChecked():
            orden = [str(self.order_list.item(i).data(PATH_ROLE)) for i in range(self.order_list.count())]
        seed_text = self.seed_edit.text().strip()
        if self.dice_gesta.isChecked() and not seed_text.isdigit():
            raise ValueError(self.tr("La semilla debe ser un número entero."))
        return Encounter(
            ruleset=ruleset,
            combatants=people,
            options=self.options(),
            orden=orden,
            modo=MODO_FORO if self.dice_foro.isChecked() else MODO_GESTA,
            semilla=int(seed_text) if seed_text.isdigit() else 0,
            rutas={p.id: self._sheet(r)[1] for r, p in enumerate(people)},
        )

    def _checked_encounter(self) -> Encounter | None:
        try:
            encounter = self.encounter()
        except ValueError as error:
            self.error_label.setText(str(error))
            return None
        self.error_label.setText("")
        return encounter

    def request_start(self) -> None:
        encounter = self._checked_encounter()
        if encounter is not None:
            self.start_requested.emit(encounter)

    def request_simulation(self) -> None:
        """Open «Simular» with this set-up's sides, sheets, house rules and order."""
        encounter = self._checked_encounter()
        if encounter is None:
            return
        from gui.simular import open_for_encounter  # lazy: the simulator loads on first use

        self.simulation_dialog = open_for_encounter(encounter, self)
