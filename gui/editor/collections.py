"""Table editors for collections: records (powers, bonuses, equipment) with a detail form, and name → number maps."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.export_ficha import label
from core.ruleset import CatalogueEntry
from gui.editor.catalogue import CataloguePicker, catalogue_entries, catalogue_for, why_not_pick
from gui.editor.chips import ChipDelegate
from gui.editor.document import Path, SheetDocument, format_path
from gui.editor.fields import BIG, FieldEditor
from gui.editor.form import FocusMap, ModelForm
from gui.editor.models import CAMPO_ROLE, NumberDictAdapter, RecordTableAdapter
from gui.editor.numeros import BoundedDoubleSpinBox, BoundedSpinBox
from gui.editor.spec import FieldSpec, default_record, model_specs
from gui.editor.traducir import rules_label

MAX_COLUMNS = 6


class SpecDelegate(QStyledItemDelegate):
    """Cell editors with the field's own range and choices."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QWidget:
        spec = self.spec
        if spec.kind == "int" or (spec.kind == "numdict" and spec.step == 1):
            box = BoundedSpinBox(spec.label, spec.minimum, spec.maximum, parent)
            box.setRange(
                int(spec.minimum) if spec.minimum is not None else -BIG,
                int(spec.maximum) if spec.maximum is not None else BIG,
            )
            self._tell_bounds(box, index)
            return box
        if spec.kind in {"float", "fraction", "numdict"}:
            dbox = BoundedDoubleSpinBox(spec.label, spec.minimum, spec.maximum, parent)
            self._tell_bounds(dbox, index)
            dbox.setDecimals(2)
            dbox.setSingleStep(0.5 if spec.kind == "fraction" else spec.step)
            dbox.setRange(
                spec.minimum if spec.minimum is not None else -BIG, spec.maximum if spec.maximum is not None else BIG
            )
            return dbox
        if spec.kind == "choice":
            combo = QComboBox(parent)
            for value in spec.choices:
                combo.addItem(rules_label(label(str(value))), value)
            return combo
        return super().createEditor(parent, option, index)

    def _tell_bounds(
        self, box: BoundedSpinBox | BoundedDoubleSpinBox, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        """A cell's number out of bounds: the bound in the cell's tooltip, and the kept value said under the sheet."""
        box.out_of_range.connect(box.setToolTip)
        path = index.data(CAMPO_ROLE)
        document = getattr(index.model(), "document", None)
        if isinstance(document, SheetDocument) and isinstance(path, tuple):
            box.gave_up.connect(lambda message: document.refused.emit(format_path(path), message))

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: Any, index: QModelIndex | QPersistentModelIndex) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)


def table_columns(document: SheetDocument, specs: list[FieldSpec]) -> list[FieldSpec]:
    """The compact columns of a record table: name, catalogue codes as chips, then plain numbers."""
    chosen = [s for s in specs if s.name == "nombre"]
    chosen += [s for s in specs if s.kind == "strlist" and catalogue_for(document, s.name) is not None]
    chosen += [s for s in specs if s.kind in {"int", "float", "fraction"} and not s.nullable and s not in chosen]
    if len(specs) <= MAX_COLUMNS + 2:
        chosen += [s for s in specs if s.kind in {"choice", "str", "bool"} and s not in chosen]
    return chosen[:MAX_COLUMNS]


class RecordListEditor(FieldEditor):
    """A list of records: a table with add / duplicate / remove / move, and the selected record's form below."""

    def __init__(
        self,
        document: SheetDocument,
        path: Path,
        spec: FieldSpec,
        catalogue_id: str | None,
        focus: FocusMap,
        parent: QWidget | None = None,
    ):
        super().__init__(document, path, spec, parent)
        assert spec.item_model is not None
        self.model_cls = spec.item_model
        self.catalogue_id = catalogue_id
        self.focus = focus
        self.picker: CataloguePicker | None = None
        specs = model_specs(self.model_cls)
        self.columns = table_columns(document, specs)
        chip_catalogues = {
            s.name: {e.nombre: e for e in catalogue_entries(document, catalogue_for(document, s.name) or "")}
            for s in self.columns
            if s.kind == "strlist"
        }
        self.model = RecordTableAdapter(document, path, self.columns, chip_catalogues, self)
        column_names = {c.name for c in self.columns}
        in_table = {"int", "float", "fraction", "str", "choice", "bool"}
        self.has_detail = any(s.name not in column_names or s.kind not in in_table for s in specs)

        box = QVBoxLayout()
        box.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Añadir…") if catalogue_id else self.tr("Añadir"))
        self.add_button.setObjectName("anadir_" + self.campo)
        self.add_button.clicked.connect(self.add)
        self.duplicate_button = QPushButton(self.tr("Duplicar"))
        self.duplicate_button.clicked.connect(self.duplicate)
        self.remove_button = QPushButton(self.tr("Quitar"))
        self.remove_button.setObjectName("quitar_" + self.campo)
        self.remove_button.clicked.connect(self.remove)
        self.up_button = QPushButton("↑")
        self.up_button.setToolTip(self.tr("Subir"))
        self.up_button.clicked.connect(lambda: self.move_row(-1))
        self.down_button = QPushButton("↓")
        self.down_button.setToolTip(self.tr("Bajar"))
        self.down_button.clicked.connect(lambda: self.move_row(1))
        for arrow in (self.up_button, self.down_button):
            # narrow, so that the five buttons fit beside a 1024-pixel window's side panels
            arrow.setMaximumWidth(arrow.fontMetrics().height() * 2 + 12)
            arrow.setAccessibleName(arrow.toolTip())
        for button in (self.add_button, self.duplicate_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        box.addLayout(buttons)

        self.table = QTableView()
        self.table.setObjectName("tabla_" + self.campo)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setMinimumHeight(90 if len(path) > 1 else 140)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = self.table.horizontalHeader()
        for column, col_spec in enumerate(self.columns):
            if col_spec.kind == "strlist":
                self.table.setItemDelegateForColumn(column, ChipDelegate(self.table))
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            else:
                self.table.setItemDelegateForColumn(column, SpecDelegate(col_spec, self.table))
                mode = (
                    QHeaderView.ResizeMode.Stretch
                    if col_spec.name == "nombre"
                    else QHeaderView.ResizeMode.ResizeToContents
                )
                header.setSectionResizeMode(column, mode)
        self.detail_group = QGroupBox(self.tr("Detalle"))
        self.detail_group.setObjectName("detalle_" + self.campo)
        self.detail_layout = QVBoxLayout(self.detail_group)
        self.detail_hint = QLabel(self.tr("Elige una fila de la tabla para ver y cambiar todos sus datos."))
        self.detail_hint.setObjectName("avisoDetalle")
        self.detail_hint.setWordWrap(True)
        self.detail_hint.setEnabled(False)
        self.detail_layout.addWidget(self.detail_hint, 0, Qt.AlignmentFlag.AlignTop)
        self.detail: ModelForm | None = None
        self.detail_row = -1
        if self.has_detail:
            # the table as tall as its rows (up to 8), the selected record's form below it;
            # the page scrolls when both do not fit
            box.addWidget(self.table)
            box.addWidget(self.detail_group, 1)
        else:
            box.addWidget(self.table, 1)
            self.detail_group.hide()
        self.layout_.addLayout(box)
        self.table.selectionModel().currentRowChanged.connect(lambda cur, _prev: self.show_detail(cur.row()))
        self.table.installEventFilter(self)
        self.model.modelReset.connect(self._after_reset)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Delete on the table removes the selected row (and is not left to a window shortcut)."""
        if watched is self.table and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Delete:
            if self.table.state() == QAbstractItemView.State.EditingState:
                return False
            if event.type() == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            if event.type() == QEvent.Type.KeyPress:
                self.remove()
                return True
        return super().eventFilter(watched, event)

    # -- selection and detail ---------------------------------------------------------------
    def current_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else -1

    def select_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(row, 0))
            self.table.selectRow(row)

    def _after_reset(self) -> None:
        row = min(self.detail_row, self.model.rowCount() - 1)
        self.detail_row = -2
        if row >= 0:
            self.select_row(row)
        self.show_detail(self.current_row())

    def show_detail(self, row: int) -> None:
        if not self.has_detail or row == self.detail_row:
            return
        if self.detail is not None:
            self.focus.unregister_under(self.path)
            self.detail.deleteLater()
            self.detail = None
        self.detail_row = row
        self._update_buttons()
        self.detail_hint.setVisible(row < 0)
        if row < 0:
            self.detail_group.setTitle(self.tr("Detalle"))
            return
        self.detail = ModelForm(self.document, (*self.path, row), self.model_cls, self.focus)
        self.detail_layout.addWidget(self.detail)
        self.detail.setVisible(self.detail_group.isVisible())  # now, not on the next event loop turn
        self.detail_group.setTitle(self.tr("Detalle de «%1»").replace("%1", self._name(row)))

    def _name(self, row: int) -> str:
        record = self.document.value((*self.path, row), {}) or {}
        return str(record.get("nombre", row + 1)) if isinstance(record, dict) else str(row + 1)

    def _update_buttons(self) -> None:
        row = self.current_row()
        count = self.model.rowCount()
        self.duplicate_button.setEnabled(row >= 0)
        self.remove_button.setEnabled(row >= 0)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < count - 1)

    def _fit_table(self) -> None:
        if not self.has_detail:
            return
        rows = min(max(self.model.rowCount(), 3), 6)
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setFixedHeight(
            header + rows * self.table.verticalHeader().defaultSectionSize() + 2 * self.table.frameWidth() + 2
        )

    def show_value(self, value: Any) -> None:
        self._update_buttons()
        self._fit_table()
        if self.detail is not None and self.detail_row >= 0:
            self.detail_group.setTitle(self.tr("Detalle de «%1»").replace("%1", self._name(self.detail_row)))

    # -- edits ------------------------------------------------------------------------------
    def _records(self) -> list[Any]:
        value = self.document.value(self.path, [])
        return value if isinstance(value, list) else []

    def _edit_list(self, text: str, change: Any, select: int) -> None:
        path = self.path

        def apply(data: dict[str, Any]) -> None:
            target: Any = data
            for part in path:
                target = target[part]
            change(target)

        self.detail_row = select
        if self.document.edit(text, apply, campo=self.campo):
            self.select_row(select)

    def add(self) -> None:
        if self.catalogue_id:
            title = self.tr("Añadir a «%1»").replace("%1", self.spec.label)
            entries = catalogue_entries(self.document, self.catalogue_id)
            catalogue = self.catalogue_id
            self.picker = CataloguePicker(title, entries, lambda n: why_not_pick(self.document, catalogue, n), self)
            self.picker.accepted.connect(lambda: self.add_named(self.picker.chosen() if self.picker else ""))
            self.picker.open()
        else:
            self.add_named(self.tr("Nuevo %1").replace("%1", str(len(self._records()) + 1)))

    def add_named(self, name: str) -> None:
        if not name:
            return
        record = default_record(self.model_cls, name)
        count = len(self._records())
        self._edit_list(self.tr("Añadir «%1»").replace("%1", name), lambda items: items.append(record), count)

    def duplicate(self) -> None:
        row = self.current_row()
        if row < 0:
            return
        record = copy.deepcopy(self._records()[row])
        if isinstance(record, dict) and "nombre" in record:
            record["nombre"] = self.tr("%1 (copia)").replace("%1", str(record["nombre"]))
        self._edit_list(
            self.tr("Duplicar «%1»").replace("%1", self._name(row)),
            lambda items: items.insert(row + 1, record),
            row + 1,
        )

    def remove(self) -> None:
        row = self.current_row()
        if row < 0:
            return
        count = len(self._records())
        self._edit_list(
            self.tr("Quitar «%1»").replace("%1", self._name(row)), lambda items: items.pop(row), min(row, count - 2)
        )

    def move_row(self, step: int) -> None:
        row = self.current_row()
        other = row + step
        if row < 0 or not 0 <= other < len(self._records()):
            return

        def swap(items: list[Any]) -> None:
            items[row], items[other] = items[other], items[row]

        self.detail_row = -2
        self._edit_list(self.tr("Mover «%1»").replace("%1", self._name(row)), swap, other)

    def focus_field(self, rest: Path = ()) -> None:
        if rest and isinstance(rest[0], int):
            self.select_row(rest[0])
            self.show_detail(rest[0])
            found = self.focus.find(self.path + rest)
            if found is not None and found[0] is not self:
                found[0].focus_field(found[1])
                return
        self.table.setFocus()


class NumberDictEditor(FieldEditor):
    """A ``name → number`` map (skills and their value): a two-column table, add from the catalogue, remove."""

    def __init__(
        self,
        document: SheetDocument,
        path: Path,
        spec: FieldSpec,
        catalogue_id: str | None,
        parent: QWidget | None = None,
    ):
        super().__init__(document, path, spec, parent)
        self.catalogue_id = catalogue_id
        self.picker: CataloguePicker | None = None
        self.model = NumberDictAdapter(document, path, spec, (self.tr("Nombre"), self.tr("Valor")), self)
        box = QVBoxLayout()
        box.setContentsMargins(0, 0, 0, 0)
        self.table = QTableView()
        self.table.setObjectName("tabla_" + self.campo)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setItemDelegateForColumn(1, SpecDelegate(spec, self.table))
        self.table.setMinimumHeight(110)
        box.addWidget(self.table)
        buttons = QHBoxLayout()
        self.new_line: QLineEdit | None = None
        if catalogue_id is None and not spec.choices:
            # no list to pick from (trades, tiers…): the user types the name
            self.new_line = QLineEdit()
            self.new_line.setObjectName("nuevo_" + self.campo)
            self.new_line.setPlaceholderText(self.tr("Escribe y pulsa Intro"))
            self.new_line.setMinimumWidth(170)
            self.new_line.returnPressed.connect(self._add_typed)
            buttons.addWidget(self.new_line)
        self.add_button = QPushButton(self.tr("Añadir…"))
        self.add_button.setObjectName("anadir_" + self.campo)
        self.add_button.clicked.connect(self.add)
        self.add_button.setVisible(self.new_line is None)
        self.remove_button = QPushButton(self.tr("Quitar"))
        self.remove_button.clicked.connect(self.remove)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        box.addLayout(buttons)
        self.layout_.addLayout(box)

    def show_value(self, value: Any) -> None:
        rows = self.model.rowCount()
        body = max(self.table.verticalHeader().length(), 2 * self.table.verticalHeader().defaultSectionSize())
        if rows == 0:
            body = 2 * self.table.verticalHeader().defaultSectionSize()
        chrome = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth() + 2
        self.table.setFixedHeight(min(340, body + chrome))

    def _entries(self) -> list[Any]:
        if self.catalogue_id:
            return catalogue_entries(self.document, self.catalogue_id)
        return [CatalogueEntry(str(k), "") for k in self.spec.choices]

    def add(self) -> None:
        title = self.tr("Añadir a «%1»").replace("%1", self.spec.label)
        catalogue = self.catalogue_id
        current = self.document.value(self.path, {}) or {}

        def why(name: str) -> str | None:
            if name in current:
                return self.tr("Ya está en la ficha.")
            return why_not_pick(self.document, catalogue, name) if catalogue else None

        entries = self._entries()
        if not entries:
            entries = []
        self.picker = CataloguePicker(title, entries, why, self)
        self.picker.accepted.connect(lambda: self.add_named(self.picker.chosen() if self.picker else ""))
        self.picker.open()

    def _add_typed(self) -> None:
        assert self.new_line is not None
        name = self.new_line.text().strip()
        if name and self.add_named(name):
            self.new_line.clear()

    def add_named(self, name: str, value: float | None = None) -> bool:
        if not name:
            return False
        number: Any = value if value is not None else (self.spec.step if self.spec.step < 1 else 1)
        return self.document.set_value((*self.path, name), number, self.tr("Añadir «%1»").replace("%1", name))

    def remove(self) -> None:
        index = self.table.currentIndex()
        if not index.isValid():
            return
        key = self.model.data(self.model.index(index.row(), 0))
        path = self.path

        def drop(data: dict[str, Any]) -> None:
            target: Any = data
            for part in path:
                target = target[part]
            target.pop(key, None)

        self.document.edit(self.tr("Quitar «%1»").replace("%1", str(key)), drop, campo=self.campo)

    def focus_field(self, rest: Path = ()) -> None:
        if rest:
            for row in range(self.model.rowCount()):
                if self.model.data(self.model.index(row, 0)) == rest[0]:
                    self.table.setCurrentIndex(self.model.index(row, 1))
        self.table.setFocus()
