"""Catalogue picking: a searchable dialog with each entry's rule text, and chip-list editors for ``list[str]``."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from core.contract import fold
from core.export_ficha import fraction
from core.ruleset import CatalogueEntry, SheetSupport
from gui.editor.chips import Chip, FlowLayout
from gui.editor.document import Path, SheetDocument
from gui.editor.etiquetas import key_label
from gui.editor.fields import FieldEditor
from gui.editor.models import StringListAdapter
from gui.editor.spec import FieldSpec
from gui.editor.traducir import book_text

DETAIL_FIELDS = ("detalle", "materia")
"""``CatalogueEntry.campos`` that mean «the name needs a subject» («Estudios de» + «Historia»)."""

WhyNot = Callable[[str], str | None]


def entry_browser(
    list_name: str, text_name: str, sizes: tuple[int, int]
) -> tuple[QSplitter, QListWidget, QTextBrowser]:
    """A list of catalogue entries beside the rule text of the selected one."""
    splitter = QSplitter()
    entries = QListWidget()
    entries.setObjectName(list_name)
    text = QTextBrowser()
    text.setObjectName(text_name)
    splitter.addWidget(entries)
    splitter.addWidget(text)
    splitter.setSizes(list(sizes))
    return splitter, entries, text


class CataloguePicker(QDialog):
    """Pick one entry: search box, the list (entries not allowed now greyed with the reason), the rule text."""

    def __init__(
        self,
        title: str,
        entries: Sequence[CatalogueEntry],
        why_not: WhyNot,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("selectorCatalogo")
        self.setWindowTitle(title)
        self.setMinimumSize(640, 420)
        self.entries = {e.nombre: e for e in entries}
        self._rank = {name: rank for rank, name in enumerate(self.entries)}
        self.why_not = why_not
        layout = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setObjectName("buscarCatalogo")
        self.search.setPlaceholderText(self.tr("Buscar por nombre o por texto…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        layout.addWidget(self.search)
        splitter, self.list, self.text = entry_browser("listaCatalogo", "textoRegla", (260, 380))
        layout.addWidget(splitter, 1)
        detail_row = QHBoxLayout()
        self.detail_label = QLabel(self.tr("Detalle:"))
        self.detail = QLineEdit()
        self.detail.setObjectName("detalleCatalogo")
        self.detail.setPlaceholderText(self.tr("Escribe el complemento (p. ej. «Historia»)"))
        self.detail.textChanged.connect(self._update_ok)
        detail_row.addWidget(self.detail_label)
        detail_row.addWidget(self.detail, 1)
        layout.addLayout(detail_row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Añadir"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        grey = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        for entry in entries:
            # An entry that needs a subject («Estudios de …») is judged once the subject is typed.
            reason = None if _needs_detail(entry) else why_not(entry.nombre)
            item = QListWidgetItem(self._caption(entry))
            item.setData(Qt.ItemDataRole.UserRole, entry.nombre)
            item.setData(Qt.ItemDataRole.UserRole + 1, reason or "")
            item.setToolTip(reason or book_text(entry.texto))
            if reason:
                item.setForeground(grey)
            self.list.addItem(item)
        self.list.currentItemChanged.connect(self._show)
        self.list.itemDoubleClicked.connect(lambda _i: self.accept() if self._allowed() else None)
        first = next(
            (i for i in range(self.list.count()) if not self.list.item(i).data(Qt.ItemDataRole.UserRole + 1)), 0
        )
        self.list.setCurrentRow(first)
        self._show()
        self.search.setFocus()

    @staticmethod
    def _caption(entry: CatalogueEntry) -> str:
        text = entry.nombre
        shown = entry_name(entry, entry.nombre)
        title, colon, _rest = book_text(entry.texto).partition(":")
        if shown != key_label(entry.nombre):
            text += f" — {shown}"  # an id (electrica) with the catalogue's name for it
        elif len(entry.nombre) <= 8 and colon and len(title) <= 40 and fold(title) != fold(entry.nombre):
            text += f" — {title}"  # a bare code (RB) reads better with its name (Rayo solo Bloqueable)
        if entry.coste is not None:
            text += f"  ({fraction(entry.coste)})"
        return text

    def _filter(self, text: str) -> None:
        """Show the entries that mention ``text`` (accents and capitals aside); the one named exactly so first."""
        needle = fold(text.strip())
        before = self.list.currentItem()
        self.list.blockSignals(True)
        self._order_by(needle)
        if before is not None:
            self.list.setCurrentItem(before)
        self.list.blockSignals(False)
        exact: QListWidgetItem | None = None
        for row in range(self.list.count()):
            item = self.list.item(row)
            entry = self.entries[item.data(Qt.ItemDataRole.UserRole)]
            hay = fold(" ".join((entry.nombre, entry.texto, book_text(entry.texto), entry.grupo)))
            item.setHidden(bool(needle) and needle not in hay)
            if needle and exact is None and fold(entry.nombre) == needle:
                exact = item
        current = self.list.currentItem()
        if exact is not None:
            self.list.setCurrentItem(exact)
        elif current is None or current.isHidden():
            visible = [r for r in range(self.list.count()) if not self.list.item(r).isHidden()]
            self.list.setCurrentRow(visible[0] if visible else -1)

    def _order_by(self, needle: str) -> None:
        """The catalogue's own order, except that the entry named ``needle`` (a code typed whole) comes first."""
        items = [self.list.takeItem(0) for _row in range(self.list.count())]
        items.sort(key=lambda item: (not needle or fold(str(item.data(Qt.ItemDataRole.UserRole))) != needle,
                                     self._rank[item.data(Qt.ItemDataRole.UserRole)]))  # fmt: skip
        for item in items:
            self.list.addItem(item)

    def current_entry(self) -> CatalogueEntry | None:
        item = self.list.currentItem()
        return None if item is None or item.isHidden() else self.entries[item.data(Qt.ItemDataRole.UserRole)]

    def _needs_detail(self) -> bool:
        entry = self.current_entry()
        return entry is not None and _needs_detail(entry)

    def _reason(self) -> str:
        """Why the current choice cannot be added now ("" when it can)."""
        item = self.list.currentItem()
        if item is None or item.isHidden():
            return ""
        if self._needs_detail():
            return (self.why_not(self.chosen()) or "") if self.detail.text().strip() else ""
        return str(item.data(Qt.ItemDataRole.UserRole + 1) or "")

    def _allowed(self) -> bool:
        item = self.list.currentItem()
        if item is None or item.isHidden() or self._reason():
            return False
        return not self._needs_detail() or bool(self.detail.text().strip())

    def _update_ok(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self._allowed())
        reason = self._reason()
        self.detail.setToolTip(reason)
        self.detail.setProperty("invalido", bool(reason) and self._needs_detail())
        self.detail.style().unpolish(self.detail)
        self.detail.style().polish(self.detail)

    def _show(self) -> None:
        entry = self.current_entry()
        needs = self._needs_detail()
        self.detail_label.setVisible(needs)
        self.detail.setVisible(needs)
        if entry is None:
            self.text.clear()
        else:
            parts = [f"<h3>{html.escape(entry.nombre)}</h3>"]
            facts = []
            if entry.grupo:
                facts.append(html.escape(entry.grupo.replace("_", " ")))
            if entry.coste is not None:
                facts.append(self.tr("coste %1").replace("%1", fraction(entry.coste)))
            if facts:
                parts.append(f"<p><i>{' · '.join(facts)}</i></p>")
            parts.append(f"<p>{html.escape(book_text(entry.texto))}</p>")
            reason = self._reason()
            if reason:
                parts.append(
                    '<p style="color:#b00020"><b>'
                    + self.tr("No se puede elegir ahora:")
                    + f"</b> {html.escape(reason)}</p>"
                )
            self.text.setHtml("".join(parts))
        self._update_ok()

    def chosen(self) -> str:
        entry = self.current_entry()
        if entry is None:
            return ""
        if self._needs_detail():
            return f"{entry.nombre} {self.detail.text().strip()}"
        return entry.nombre

    def select(self, nombre: str) -> None:
        """Make ``nombre`` the current entry (keyboard users type in the search box instead)."""
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == nombre:
                self.list.setCurrentRow(row)
                return


def entry_name(entry: CatalogueEntry | None, name: str) -> str:
    """The readable name of a catalogue entry or list value (``datos["nombre"]``, else the id as words)."""
    shown = entry.datos.get("nombre") if entry is not None else None
    return shown if isinstance(shown, str) and shown.strip() else key_label(name)


def _needs_detail(entry: CatalogueEntry) -> bool:
    return any(c in DETAIL_FIELDS for c in entry.campos)


class ChipListEditor(FieldEditor):
    """A ``list[str]`` as removable chips plus «Añadir…» (catalogue picker) or a line to type a new one."""

    def __init__(
        self,
        document: SheetDocument,
        path: Path,
        spec: FieldSpec,
        catalogue_id: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(document, path, spec, parent)
        self.catalogue_id = catalogue_id
        self.entries: Mapping[str, CatalogueEntry] = {}
        if catalogue_id is not None:
            self.entries = {e.nombre: e for e in catalogue_entries(document, catalogue_id)}
        self.model = StringListAdapter(document, path, self.entries, self)
        self.picker: CataloguePicker | None = None
        self.box = QWidget()
        self.flow = FlowLayout(self.box)
        self.layout_.addWidget(self.box, 1)
        self.chips: list[Chip] = []
        self._shown: list[str] | None = None
        self.add_button: QPushButton | None = None
        self.new_line: QLineEdit | None = None
        if catalogue_id is not None:
            self.add_button = QPushButton(self.tr("Añadir…"))
            self.add_button.setObjectName("anadir_" + self.campo)
            self.add_button.setToolTip(self.tr("Elegir de la lista de «%1»").replace("%1", spec.label))
            self.add_button.clicked.connect(self.open_picker)
        else:
            self.new_line = QLineEdit()
            self.new_line.setObjectName("nuevo_" + self.campo)
            self.new_line.setPlaceholderText(self.tr("Escribe y pulsa Intro"))
            self.new_line.setToolTip(
                self.tr("Escribe un nuevo elemento de «%1» y pulsa Intro").replace("%1", spec.label)
            )
            self.new_line.setMinimumWidth(170)
            self.new_line.setMaximumWidth(240)
            self.new_line.returnPressed.connect(self._add_typed)

    def show_value(self, value: object) -> None:
        values = self.model.values()
        if values == self._shown and self.chips is not None and len(self.chips) == len(values):
            return
        self._shown = values
        for chip in self.chips:
            self.flow.removeWidget(chip)
            chip.deleteLater()
        self.chips = []
        if self.add_button is not None:
            self.flow.removeWidget(self.add_button)
        if self.new_line is not None:
            self.flow.removeWidget(self.new_line)
        parent = self.flow.parentWidget()
        for row, name in enumerate(self.model.values()):
            tooltip = self.model.data(self.model.index(row), Qt.ItemDataRole.ToolTipRole)
            chip = Chip(name, tooltip, row, removable=True, parent=parent, shown=self.shown_name(name))
            chip.removed.connect(self.remove_at)
            self.flow.addWidget(chip)
            chip.show()
            self.chips.append(chip)
        extra = self.add_button if self.add_button is not None else self.new_line
        if extra is not None:
            self.flow.addWidget(extra)
            extra.show()
        self.flow.invalidate()
        self._fit()

    def shown_name(self, name: str) -> str:
        """An id as the player reads it: the catalogue's name for it (``electrica`` → «Elemental eléctrica»),
        else the id as words; a code (RB) or a name typed in stays as written."""
        return entry_name(self.entries.get(name), name)

    def _fit(self) -> None:
        """Tall enough for every line of chips at the current width."""
        width = self.box.width() if self.box.width() > 50 else 400
        self.box.setMinimumHeight(self.flow.heightForWidth(width))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _append(self, name: str) -> None:
        text = self.tr("Añadir «%1»").replace("%1", self.shown_name(name))
        path = self.path
        self.document.edit(text, lambda d: _list_at(d, path).append(name), campo=self.campo)

    def _add_typed(self) -> None:
        assert self.new_line is not None
        name = self.new_line.text().strip()
        if name:
            self._append(name)
            self.new_line.clear()

    def remove_at(self, row: int) -> None:
        values = self.model.values()
        if not 0 <= row < len(values):
            return
        text = self.tr("Quitar «%1»").replace("%1", self.shown_name(values[row]))
        path = self.path

        def drop(data: dict[str, Any]) -> None:
            _list_at(data, path).pop(row)

        self.document.edit(text, drop, campo=self.campo)

    def why_not(self, name: str) -> str | None:
        """Why ``name`` cannot be added here; inside a record, asked as «record name:entry».

        ``why_not_pick`` has no way to say which record a list belongs to; caballeros reads
        «Poder:CÓDIGO». A ruleset that does not know that form echoes the name back as unknown,
        and then the plain name is asked instead.
        """
        assert self.catalogue_id is not None
        # only an element of a top-level list is named unambiguously by its «nombre»
        owner = self.document.value(self.path[:-1]) if len(self.path) == 3 else None
        if isinstance(owner, dict) and isinstance(owner.get("nombre"), str) and owner["nombre"]:
            qualified = f"{owner['nombre']}:{name}"
            reason = why_not_pick(self.document, self.catalogue_id, qualified)
            if reason is None or qualified not in reason:
                return reason
        return why_not_pick(self.document, self.catalogue_id, name)

    def open_picker(self) -> CataloguePicker:
        assert self.catalogue_id is not None
        title = self.tr("Añadir a «%1»").replace("%1", self.spec.label)
        self.picker = CataloguePicker(title, list(self.entries.values()), self.why_not, self)
        self.picker.accepted.connect(self._picked)
        self.picker.open()
        return self.picker

    def _picked(self) -> None:
        if self.picker is not None and self.picker.chosen():
            self._append(self.picker.chosen())

    def focus_widget(self) -> QWidget:
        return self.chips[0] if self.chips else (self.add_button or self.new_line or self)

    def show_problems(self, problems: list[tuple[Path, str]]) -> None:
        """Outline the chip each error is about (the whole list's first chip for an error about the list)."""
        texts: dict[int, list[str]] = {}
        for rest, text in problems:
            row = rest[0] if rest and isinstance(rest[0], int) and rest[0] < len(self.chips) else 0
            texts.setdefault(row, []).append(text)
        for row, chip in enumerate(self.chips):
            chip.setProperty("problema", row in texts)
            chip.setToolTip(
                "\n".join(texts[row])
                if row in texts
                else self.model.data(self.model.index(row), Qt.ItemDataRole.ToolTipRole)
            )
            chip.style().unpolish(chip)
            chip.style().polish(chip)

    def focus_field(self, rest: Path = ()) -> None:
        if rest and isinstance(rest[0], int) and rest[0] < len(self.chips):
            self.chips[rest[0]].setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            super().focus_field(rest)


class CatalogueChoiceEditor(FieldEditor):
    """A text field whose value is one entry of a catalogue (a skill's «dureza»): a drop-down list
    with each entry's rule text as its tooltip; a value from outside the catalogue is kept."""

    def __init__(
        self, document: SheetDocument, path: Path, spec: FieldSpec, catalogue_id: str, parent: QWidget | None = None
    ):
        super().__init__(document, path, spec, parent)
        self.entries = {e.nombre: e for e in catalogue_entries(document, catalogue_id)}
        self.combo = QComboBox()
        self.combo.setMinimumWidth(160)
        if spec.nullable:
            self.combo.addItem("—", None)
        for entry in self.entries.values():
            self.combo.addItem(entry.nombre, entry.nombre)
            self.combo.setItemData(self.combo.count() - 1, book_text(entry.texto), Qt.ItemDataRole.ToolTipRole)
        self.combo.activated.connect(lambda i: self.commit(self.combo.itemData(i), merge=False))
        self.layout_.addWidget(self.combo)
        self.layout_.addStretch(1)

    def show_value(self, value: object) -> None:
        index = self.combo.findData(value)
        if index < 0 and value is not None:
            self.combo.addItem(str(value), value)
            index = self.combo.count() - 1
        self.combo.setCurrentIndex(max(0, index))
        entry = self.entries.get(str(value)) if value is not None else None
        self.combo.setToolTip(book_text(entry.texto) if entry is not None else "")

    def focus_widget(self) -> QWidget:
        return self.combo


def _list_at(data: dict[str, object], path: Path) -> list[object]:
    target: object = data
    for part in path:
        target = target[part]  # type: ignore[index]
    assert isinstance(target, list)
    return target


def catalogue_entries(document: SheetDocument, catalogue_id: str) -> list[CatalogueEntry]:
    ruleset = document.ruleset
    if not isinstance(ruleset, SheetSupport):
        return []
    return list(ruleset.catalogues().get(catalogue_id, []))


def why_not_pick(document: SheetDocument, catalogue_id: str, name: str) -> str | None:
    ruleset = document.ruleset
    if not isinstance(ruleset, SheetSupport):
        return None
    return ruleset.why_not_pick(document.sheet, catalogue_id, name)


def catalogue_for(document: SheetDocument, field_name: str) -> str | None:
    """The catalogue a field picks from: the one with its name (``ventajas``) or its plural (``arquetipo``)."""
    ruleset = document.ruleset
    if not isinstance(ruleset, SheetSupport):
        return None
    names = ruleset.catalogues()
    for candidate in (field_name, field_name + "s", field_name + "es"):
        if candidate in names:
            return candidate
    return None
