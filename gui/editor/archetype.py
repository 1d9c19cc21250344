"""The archetype picker: each archetype's requirements and effects, and what choosing it would change."""

from __future__ import annotations

import html
import importlib
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.contract import sheet_problems
from core.export_ficha import fraction
from core.ruleset import CatalogueEntry, SheetSupport
from core.sheets import SheetBase
from gui.editor.catalogue import catalogue_entries, entry_browser, why_not_pick
from gui.editor.document import EditRefused, Path, SheetDocument, set_in
from gui.editor.fields import FieldEditor
from gui.editor.spec import FieldSpec
from gui.editor.traducir import book_text, rules_label

_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_REQUIREMENT = re.compile(
    r"^(requiere|ni |sólo tiene|solo tiene)|no pueden? ser|debe ser|deben ser"
    r"|^(requires|neither |only has|has only)|cannot be|can't be|must be",  # the same, in the English text
    re.IGNORECASE,
)


def split_rule_text(texto: str) -> tuple[list[str], list[str]]:
    """The rule text's sentences as (requirements, effects), for display only."""
    requirements: list[str] = []
    effects: list[str] = []
    for sentence in (s.strip() for s in _SENTENCE.split(texto)):
        if sentence:
            (requirements if _REQUIREMENT.search(sentence) else effects).append(sentence)
    return requirements, effects


def change_helper(document: SheetDocument) -> Callable[[SheetBase, str | None], list[str]] | None:
    """The ruleset's own «what would this archetype change» helper, when its package exports one."""
    helper = getattr(document.ruleset, "describe_archetype_change", None)
    if helper is None:
        try:
            module = importlib.import_module(type(document.ruleset).__module__.rsplit(".", 1)[0])
        except ImportError:
            module = None
        helper = getattr(module, "describe_archetype_change", None)
    return helper if callable(helper) else None


def predicted_changes(document: SheetDocument, path: Path, value: str | None) -> list[str]:
    """Budget pools and problems that would differ if ``path`` took ``value`` (asked of the ruleset)."""
    helper = change_helper(document)
    lines: list[str] = list(helper(document.sheet, value)) if helper is not None else []
    data = document.data()
    set_in(data, path, value)
    try:
        candidate = document.build(data)
    except EditRefused as error:
        return [error.message]
    ruleset = document.ruleset
    if helper is None and isinstance(ruleset, SheetSupport):
        before = {b.id: b for b in ruleset.budget(document.sheet)}
        for line in ruleset.budget(candidate):
            old = before.get(line.id)
            if old is not None and old.disponible != line.disponible:
                lines.append(f"{rules_label(line.etiqueta)}: {fraction(old.disponible)} → {fraction(line.disponible)}")
    old_problems = {p.mensaje for p in sheet_problems(ruleset, document.sheet)}
    new_problems = [p.mensaje for p in sheet_problems(ruleset, candidate) if p.mensaje not in old_problems]
    lines += [f"⚠ {m}" for m in new_problems if f"Problema: {m}" not in lines]
    return lines


class ArchetypeDialog(QDialog):
    """Choose an archetype (or none); the pane beside shows its rule text and the predicted changes."""

    def __init__(
        self, document: SheetDocument, path: Path, catalogue_id: str, title: str, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.setObjectName("selectorArquetipo")
        self.setWindowTitle(title)
        self.setMinimumSize(720, 460)
        self.document = document
        self.path = path
        self.entries = {e.nombre: e for e in catalogue_entries(document, catalogue_id)}
        layout = QVBoxLayout(self)
        splitter, self.list, self.text = entry_browser("listaArquetipos", "textoArquetipo", (230, 490))
        layout.addWidget(splitter, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        grey = QBrush(self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        none_item = QListWidgetItem(self.tr("(Ninguno)"))
        none_item.setData(Qt.ItemDataRole.UserRole, None)
        self.list.addItem(none_item)
        self.reasons: dict[str, str] = {}
        for entry in self.entries.values():
            reason = why_not_pick(document, catalogue_id, entry.nombre) or ""
            self.reasons[entry.nombre] = reason
            item = QListWidgetItem(entry.nombre)
            item.setData(Qt.ItemDataRole.UserRole, entry.nombre)
            item.setToolTip(reason or self.tr("Se puede elegir"))
            if reason:
                item.setForeground(grey)
            self.list.addItem(item)
        self.list.currentItemChanged.connect(self._show)
        self.list.itemDoubleClicked.connect(lambda _i: self.accept())
        current = document.value(path)
        rows = [self.list.item(r).data(Qt.ItemDataRole.UserRole) for r in range(self.list.count())]
        self.list.setCurrentRow(rows.index(current) if current in rows else 0)

    def chosen(self) -> str | None:
        item = self.list.currentItem()
        value = None if item is None else item.data(Qt.ItemDataRole.UserRole)
        return str(value) if value is not None else None

    def select(self, nombre: str | None) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == nombre:
                self.list.setCurrentRow(row)

    def _show(self) -> None:
        name = self.chosen()
        entry: CatalogueEntry | None = self.entries.get(name) if name else None
        parts: list[str] = [f"<h3>{html.escape(name or self.tr('Ninguno'))}</h3>"]
        if entry is not None:
            requirements, effects = split_rule_text(book_text(entry.texto))
            if requirements:
                parts.append("<p><b>" + self.tr("Requisitos") + "</b></p><ul>")
                parts += [f"<li>{html.escape(s)}</li>" for s in requirements]
                parts.append("</ul>")
            if effects:
                parts.append("<p><b>" + self.tr("Efectos") + "</b></p><ul>")
                parts += [f"<li>{html.escape(s)}</li>" for s in effects]
                parts.append("</ul>")
        changes = predicted_changes(self.document, self.path, name)
        parts.append("<p><b>" + self.tr("Si lo eliges, en esta ficha:") + "</b></p>")
        if changes:
            parts.append("<ul>" + "".join(f"<li>{html.escape(c)}</li>" for c in changes) + "</ul>")
        else:
            parts.append("<p>" + self.tr("No cambia nada más.") + "</p>")
        reason = self.reasons.get(name or "", "")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if reason:
            parts.append(
                '<p style="color:#b00020"><b>'
                + self.tr("Ahora no cumple sus requisitos:")
                + f"</b> {html.escape(reason)}</p>"
            )
            ok.setText(self.tr("Elegir de todos modos"))
        else:
            ok.setText(self.tr("Elegir"))
        self.text.setHtml("".join(parts))


class ArchetypeEditor(FieldEditor):
    """The chosen archetype with its requirements and effects, and «Elegir…» to open the picker."""

    def __init__(
        self, document: SheetDocument, path: Path, spec: FieldSpec, catalogue_id: str, parent: QWidget | None = None
    ):
        super().__init__(document, path, spec, parent)
        self.catalogue_id = catalogue_id
        self.entries = {e.nombre: e for e in catalogue_entries(document, catalogue_id)}
        self.dialog: ArchetypeDialog | None = None
        column = QVBoxLayout()
        column.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.name = QLabel()
        self.name.setObjectName("nombreArquetipo")
        self.choose = QPushButton(self.tr("Elegir…"))
        self.choose.setObjectName("elegirArquetipo")
        self.choose.setToolTip(self.tr("Ver los arquetipos, sus requisitos y qué cambiaría cada uno"))
        self.choose.clicked.connect(self.open_picker)
        self.clear = QPushButton(self.tr("Quitar"))
        self.clear.clicked.connect(lambda: self.commit(None, merge=False))
        row.addWidget(self.name, 1)
        row.addWidget(self.choose)
        row.addWidget(self.clear)
        column.addLayout(row)
        self.summary = QLabel()
        self.summary.setObjectName("resumenArquetipo")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        column.addWidget(self.summary)
        self.layout_.addLayout(column)

    def show_value(self, value: Any) -> None:
        self.name.setText(f"<b>{html.escape(str(value))}</b>" if value else self.tr("<i>Ninguno</i>"))
        self.clear.setEnabled(bool(value) and self.spec.nullable)
        entry = self.entries.get(str(value)) if value else None
        if entry is None:
            self.summary.setText("")
            self.summary.setVisible(False)
            return
        requirements, effects = split_rule_text(book_text(entry.texto))
        text = ""
        if requirements:
            text += "<b>" + self.tr("Requisitos:") + "</b> " + html.escape(" ".join(requirements)) + "<br>"
        if effects:
            text += "<b>" + self.tr("Efectos:") + "</b> " + html.escape(" ".join(effects))
        self.summary.setText(text)
        self.summary.setVisible(True)

    def open_picker(self) -> ArchetypeDialog:
        title = self.tr("Elegir «%1»").replace("%1", self.spec.label)
        self.dialog = ArchetypeDialog(self.document, self.path, self.catalogue_id, title, self)
        self.dialog.accepted.connect(self._picked)
        self.dialog.open()
        return self.dialog

    def _picked(self) -> None:
        if self.dialog is not None:
            self.commit(self.dialog.chosen(), merge=False)

    def focus_widget(self) -> QWidget:
        return self.choose
