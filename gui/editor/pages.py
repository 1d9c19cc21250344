"""Lays out a sheet's editors on pages: «General» (data, attributes, lists), one page per table, texts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gui.editor.catalogue import catalogue_for
from gui.editor.document import SheetDocument
from gui.editor.fields import FieldEditor
from gui.editor.form import FocusMap, build_editor
from gui.editor.spec import FieldSpec, model_specs

HEADER_FIELDS = frozenset({"formato", "version", "reglas", "nombre", "retrato"})
"""Fields shown in the tab's header (or not at all) rather than on a page."""


def _scroll(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    # not a Tab stop of its own: Tab goes from the page's tab straight to its first field
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setWidget(widget)
    return area


def _group(title: str, editor: QWidget, name: str) -> QGroupBox:
    group = QGroupBox(title)
    group.setObjectName("grupo_" + name)
    layout = QVBoxLayout(group)
    layout.setContentsMargins(8, 6, 8, 8)
    layout.addWidget(editor)
    return group


class SheetPages:
    """Builds the pages for ``document`` and remembers which page holds which editor."""

    def __init__(self, document: SheetDocument, focus: FocusMap):
        self.document = document
        self.focus = focus
        self.pages: list[tuple[str, QWidget]] = []
        specs = model_specs(document.ruleset.sheet_model, HEADER_FIELDS)
        self._general([s for s in specs if not self._own_page(s)])
        for spec in specs:
            if spec.kind == "records":
                self._records_page(spec)
        texts = [s for s in specs if s.kind == "text"]
        if texts:
            self._texts_page(texts)

    @staticmethod
    def _own_page(spec: FieldSpec) -> bool:
        return spec.kind in {"records", "text"}

    def _add_page(self, title: str, content: QWidget) -> None:
        self.pages.append((title, _scroll(content)))

    def _editor(self, spec: FieldSpec, parent: QWidget | None = None) -> FieldEditor:
        return build_editor(self.document, (spec.name,), spec, self.focus, parent)

    def _general(self, specs: list[FieldSpec]) -> None:
        page = QWidget()
        page.setObjectName("paginaGeneral")
        columns = QHBoxLayout(page)
        columns.setContentsMargins(8, 8, 8, 8)
        columns.setSpacing(12)
        left = QVBoxLayout()
        right = QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        scalars = [s for s in specs if s.kind not in {"model", "strlist", "numdict"}]
        archetypes = [s for s in scalars if s.kind in {"str", "choice"} and catalogue_for(self.document, s.name)]
        plain = [s for s in scalars if s not in archetypes]
        if plain:
            box = QGroupBox(QCoreApplication.translate("SheetPages", "Datos"))
            box.setObjectName("grupo_datos")
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for spec in plain:
                editor = self._editor(spec, box)
                form.addRow("" if spec.kind == "bool" else spec.label + ":", editor)
            left.addWidget(box)
        for spec in specs:
            if spec.kind == "model":
                editor = self._editor(spec)
                left.addWidget(editor)
        for spec in archetypes:
            left.addWidget(_group(spec.label, self._editor(spec), spec.name))
        for spec in specs:
            if spec.kind in {"strlist", "numdict"}:
                target = right if (plain or archetypes) else left
                target.addWidget(_group(spec.label, self._editor(spec), spec.name))
        left.addStretch(1)
        right.addStretch(1)
        page.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._add_page(QCoreApplication.translate("SheetPages", "General"), page)

    def _records_page(self, spec: FieldSpec) -> None:
        page = QWidget()
        page.setObjectName("pagina_" + spec.name)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self._editor(spec, page))
        self._add_page(spec.label, page)

    def _texts_page(self, specs: list[FieldSpec]) -> None:
        page = QWidget()
        page.setObjectName("paginaTextos")
        layout = QVBoxLayout(page)
        layout.setContentsMargins(8, 8, 8, 8)
        for spec in specs:
            layout.addWidget(_group(spec.label, self._editor(spec, page), spec.name), 1)
        title = specs[0].label if len(specs) == 1 else QCoreApplication.translate("SheetPages", "Textos")
        self._add_page(title, page)
