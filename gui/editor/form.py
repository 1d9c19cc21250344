"""Builds editors from the sheet model's fields: one editor per field, forms for nested models, a focus map."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QVBoxLayout, QWidget

from core.ruleset import CatalogueEntry
from gui.editor.catalogue import CatalogueChoiceEditor, ChipListEditor, catalogue_entries, catalogue_for
from gui.editor.document import DELETE, Path, SheetDocument, format_path
from gui.editor.fields import SCALAR_EDITORS, FieldEditor
from gui.editor.spec import FieldSpec, model_specs


class FocusMap:
    """Which editor shows which sheet path, so that a problem's ``campo`` can be focused."""

    def __init__(self) -> None:
        self.editors: dict[Path, FieldEditor] = {}

    def register(self, editor: FieldEditor) -> None:
        self.editors[editor.path] = editor

    def unregister_under(self, prefix: Path) -> None:
        for path in [p for p in self.editors if p[: len(prefix)] == prefix and p != prefix]:
            del self.editors[path]

    def find(self, path: Path) -> tuple[FieldEditor, Path] | None:
        """The editor of the longest registered prefix of ``path`` and the rest of the path."""
        for size in range(len(path), 0, -1):
            editor = self.editors.get(path[:size])
            if editor is not None:
                return editor, path[size:]
        return None


def build_editor(
    document: SheetDocument, path: Path, spec: FieldSpec, focus: FocusMap, parent: QWidget | None = None
) -> FieldEditor:
    """The editor that fits ``spec`` (generic, or a specific one where the generic would be poor)."""
    # deliberately lazy: a record list edits each record with a ModelForm of this module, so the
    # two modules are mutually recursive by nature (a sheet's structure is a tree)
    from gui.editor.archetype import ArchetypeEditor
    from gui.editor.collections import NumberDictEditor, RecordListEditor

    catalogue = catalogue_for(document, spec.name)
    editor: FieldEditor
    if spec.kind == "strlist":
        editor = ChipListEditor(document, path, spec, catalogue, parent)
    elif spec.kind == "numdict":
        editor = NumberDictEditor(document, path, spec, catalogue, parent)
    elif spec.kind == "records":
        editor = RecordListEditor(document, path, spec, catalogue, focus, parent)
    elif spec.kind == "model":
        editor = ModelEditor(document, path, spec, focus, parent)
    elif spec.kind in {"str", "choice"} and catalogue is not None and path == (spec.name,):
        editor = ArchetypeEditor(document, path, spec, catalogue, parent)
    elif spec.kind == "str" and catalogue is not None:
        editor = CatalogueChoiceEditor(document, path, spec, catalogue, parent)
    else:
        editor = SCALAR_EDITORS[spec.kind](document, path, spec, parent)
    focus.register(editor)
    editor.refresh()
    editor.focus_widget().setAccessibleName(spec.label)
    document.changed.connect(editor.on_document_changed)
    return editor


def conditional_fields(document: SheetDocument, model: type[BaseModel]) -> dict[str, Mapping[str, CatalogueEntry]]:
    """For each ``list[str]`` field of ``model`` backed by a catalogue whose entries name ``campos``."""
    found: dict[str, Mapping[str, CatalogueEntry]] = {}
    for spec in model_specs(model):
        catalogue = catalogue_for(document, spec.name) if spec.kind == "strlist" else None
        if catalogue is None:
            continue
        entries = {e.nombre: e for e in catalogue_entries(document, catalogue)}
        if any(e.campos for e in entries.values()):
            found[spec.name] = entries
    return found


class ModelForm(QWidget):
    """A form for the fields of a nested model at ``path`` (a record's detail, the attributes).

    Optional fields that some catalogue entry requires (a code M needs ``tirada_mortal``) are
    shown only while a chosen entry requires them or while they hold a value.
    """

    def __init__(
        self,
        document: SheetDocument,
        path: Path,
        model: type[BaseModel],
        focus: FocusMap,
        *,
        skip: frozenset[str] = frozenset(),
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.document = document
        self.path = path
        self.layout_ = QFormLayout(self)
        self.layout_.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.editors: dict[str, FieldEditor] = {}
        self.specs = {s.name: s for s in model_specs(model) if s.name not in skip}
        self.conditional = conditional_fields(document, model)
        self.controlled: set[str] = set()
        for entries in self.conditional.values():
            for entry in entries.values():
                self.controlled.update(c for c in entry.campos if c in self.specs and self._optional(self.specs[c]))
        self.followers = self._followers()
        for name, spec in self.specs.items():
            editor = build_editor(document, (*path, name), spec, focus, self)
            self.editors[name] = editor
            if spec.kind == "bool":
                self.layout_.addRow("", editor)
            else:
                self.layout_.addRow(spec.label + ":", editor)
        self.update_visibility()
        document.changed.connect(self._changed)

    @staticmethod
    def _optional(spec: FieldSpec) -> bool:
        return spec.nullable or spec.kind in {"bool", "choice"}

    def _followers(self) -> dict[str, str]:
        """Optional fields tied by name to a code-controlled one (``veneno_a`` follows ``veneno_dano``)."""
        found: dict[str, str] = {}
        for name, spec in self.specs.items():
            if name in self.controlled or not self._optional(spec):
                continue
            words = {w for w in name.split("_") if len(w) >= 5}
            for other in sorted(self.controlled):
                if words & set(other.split("_")):
                    found[name] = other
                    break
        return found

    def _changed(self, _campo: str) -> None:
        self.update_visibility()

    def needed_fields(self) -> set[str]:
        needed: set[str] = set()
        for list_name, entries in self.conditional.items():
            for code in self.document.value((*self.path, list_name), []) or []:
                entry = entries.get(str(code))
                if entry is not None:
                    needed.update(entry.campos)
        return needed

    def _has_value(self, name: str) -> bool:
        value = self.document.value((*self.path, name))
        return value is not None and value != self.specs[name].default

    def update_visibility(self) -> None:
        needed = self.needed_fields()
        shown = {name: name in needed or self._has_value(name) for name in self.controlled}
        for name, visible in shown.items():
            self.layout_.setRowVisible(self.editors[name], visible)
        for name, leader in self.followers.items():
            self.layout_.setRowVisible(self.editors[name], shown[leader] or self._has_value(name))


class ModelEditor(FieldEditor):
    """A nested model as a group (``atributos``); an optional one gets a checkbox to add or remove it."""

    def __init__(
        self, document: SheetDocument, path: Path, spec: FieldSpec, focus: FocusMap, parent: QWidget | None = None
    ):
        super().__init__(document, path, spec, parent)
        assert spec.item_model is not None
        self.model = spec.item_model
        self.focus = focus
        self.form: ModelForm | None = None
        self.group = QGroupBox(spec.label)
        self.inner = QVBoxLayout(self.group)
        self.toggle: QCheckBox | None = None
        if spec.nullable:
            self.toggle = QCheckBox(self.tr("Tiene «%1»").replace("%1", spec.label))
            self.toggle.toggled.connect(self._toggled)
            self.inner.addWidget(self.toggle)
        self.layout_.addWidget(self.group)

    def _toggled(self, on: bool) -> None:
        if self._updating:
            return
        value: Any = self.model().model_dump(mode="json") if on else None
        self.commit(value if on else (None if self.spec.nullable else DELETE), merge=False)

    def show_value(self, value: Any) -> None:
        present = value is not None
        if self.toggle is not None:
            self.toggle.setChecked(present)
        if present and self.form is None:
            self.form = ModelForm(self.document, self.path, self.model, self.focus, parent=self.group)
            self.inner.addWidget(self.form)
        elif not present and self.form is not None:
            self.focus.unregister_under(self.path)
            self.form.deleteLater()
            self.form = None

    def focus_field(self, rest: Path = ()) -> None:
        if self.form is not None and rest and isinstance(rest[0], str) and rest[0] in self.form.editors:
            self.form.editors[rest[0]].focus_field(rest[1:])
        elif self.toggle is not None:
            self.toggle.setFocus()
        elif self.form is not None and self.form.editors:
            next(iter(self.form.editors.values())).focus_field(())


__all__ = ["FocusMap", "ModelForm", "build_editor", "format_path"]
