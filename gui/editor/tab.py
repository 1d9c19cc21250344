"""A sheet tab: header with name and portrait, the field pages, and side panels (budget, problems, history)."""

from __future__ import annotations

import contextlib
import html
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QKeyEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QToolBar,
    QToolButton,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from core import storage
from core.export_ficha import format_value
from core.ruleset import SheetSupport
from core.settings import Settings
from core.sheets import SheetBase
from gui.editor import dialogos, exporting, recovery, recuerdo
from gui.editor.document import DELETE, SheetDocument, parse_path
from gui.editor.etiquetas import place, problem_text
from gui.editor.fields import FieldEditor, StrEditor
from gui.editor.form import FocusMap
from gui.editor.pages import SheetPages
from gui.editor.panels import BudgetPanel, DerivedPanel, ValidationPanel
from gui.editor.portrait import FIELD as PORTRAIT_FIELD
from gui.editor.portrait import PortraitButton, PortraitStore
from gui.editor.spec import FieldSpec
from gui.editor.traducir import rules_label
from gui.simular.prueba import TrialPanel, attach_trial, trial_panel

STYLE = """
QFrame#cabeceraFicha { background: palette(base); border-bottom: 1px solid palette(mid); }
QLineEdit#nombreFicha { border: 1px solid transparent; background: transparent; padding: 0 2px; }
QLineEdit#nombreFicha:hover, QLineEdit#nombreFicha:focus { border: 1px solid palette(mid); background: palette(base); }
QLabel#sistemaFicha { color: palette(dark); }
QLabel#valoresClave { color: palette(window-text); padding-top: 2px; }
QLabel#insigniaLegal { padding: 4px 12px; border-radius: 10px; font-weight: bold; color: white; background: #1b7f3b; }
QLabel#insigniaLegal[legal="false"] { background: #b00020; }
QLabel#estadoLegal { font-weight: bold; color: #1b7f3b; padding: 2px; }
QLabel#estadoLegal[legal="false"] { color: #b00020; }
QLabel#avisoEjemplo { background: #fff4ce; color: #5c4400; padding: 4px 10px; border-bottom: 1px solid #e6d9a8; }
QLabel#mensajeFicha { padding: 2px 8px; color: palette(dark); }
QFrame#chip { border: 1px solid #7aa7d6; border-radius: 10px; background: #e3eefa; }
QFrame#chip:focus { border: 2px solid #2a6fb5; }
QFrame#chip QLabel { color: #12345a; }
QToolButton#quitarChip { border: none; padding: 0 2px; color: #12345a; }
QToolButton#quitarChip:hover { color: #b00020; }
QToolButton#fraccion { padding: 2px 8px; border: 1px solid palette(mid); border-radius: 3px; background: palette(button); }
QToolButton#fraccion:checked { background: #2a6fb5; color: white; border-color: #1d4f82; font-weight: bold; }
QToolButton#retrato { border: 1px dashed palette(mid); border-radius: 4px; background: palette(window); color: palette(dark); }
QProgressBar { border: 1px solid palette(mid); border-radius: 3px; text-align: center; background: palette(base); }
QProgressBar::chunk { background: #7aa7d6; border-radius: 2px; }
QProgressBar[completo="true"]::chunk { background: #5cb270; }
QProgressBar[excedido="true"] { border-color: #b00020; }
QProgressBar[excedido="true"]::chunk { background: #e06666; }
QListView#listaProblemas::item { padding: 3px; border-bottom: 1px solid palette(midlight); }
QListView#listaProblemas::item:selected { background: #dbe7f5; color: #12345a; }
*[invalido="true"] { border: 1px solid #b00020; }
*[problema="true"] { border: 1px solid #b00020; border-radius: 2px; }
"""


class SheetTab(QWidget):
    """One open sheet. ``modified_changed`` and ``title_changed`` drive the tab's caption."""

    modified_changed = Signal(bool)
    title_changed = Signal(str)

    def __init__(
        self, sheet: SheetBase, path: Path | None, *, read_only: bool, settings: Settings, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.setObjectName("pestanaFicha")
        self.setMinimumSize(600, 420)
        self.setStyleSheet(STYLE)
        self.document = SheetDocument(sheet, self)
        self.path = path
        self.read_only = read_only
        self.settings = settings
        self.focus = FocusMap()
        self.portraits = PortraitStore(path)
        self._undo = self.document.undo_stack
        self._undo.cleanChanged.connect(self._clean_changed)
        self._recovery = [recovery.new_recovery_path()]
        box = self._recovery
        self.destroyed.connect(lambda *_args: recovery.remove(box[0]))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self._build_toolbar())
        layout.addWidget(self._build_header())
        self.banner = QLabel(self.tr("Ficha de ejemplo: puedes cambiarla, pero se guardará como una ficha nueva."))
        self.banner.setObjectName("avisoEjemplo")
        self.banner.setVisible(read_only)
        layout.addWidget(self.banner)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("divisorFicha")
        self.pages = QTabWidget()
        self.pages.setObjectName("paginasFicha")
        self.page_builder = SheetPages(self.document, self.focus)
        for title, page in self.page_builder.pages:
            self.pages.addTab(page, title)
        for arrow in self.pages.tabBar().findChildren(QToolButton):
            arrow.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the page tabs scroll with the arrow keys already
        splitter.addWidget(self.pages)
        splitter.addWidget(self._build_side())
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([640, 300])
        recuerdo.follow_splitter(splitter, settings)
        layout.addWidget(splitter, 1)
        self._outline_problems()
        self.message = QLabel()
        self.message.setObjectName("mensajeFicha")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)

        self.document.changed.connect(self._sheet_changed)
        attach_trial(self)  # «Probar contra…»: gui/simular/prueba.py (its panel is built when first opened)
        self.document.refused.connect(self._refused)
        self._show_portrait()
        self._update_key_values()
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setSingleShot(True)  # restarted by every edit: it fires once the typing pauses
        self.autosave_timer.setInterval(recovery.AUTOSAVE_MS)
        self.autosave_timer.timeout.connect(self.autosave)
        self.document.changed.connect(lambda _campo: self.autosave_timer.start())
        app = QApplication.instance()
        if app is not None:
            # Application-wide, because detail forms are rebuilt as rows are selected; the filter
            # returns at once for anything but a key event inside this tab.
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+Z / Ctrl+Y inside a text or number field undo the sheet edit, not the field's typing.

        Every keystroke is already an edit of the sheet (merged per field), so the field's own
        undo would only desynchronise it from the sheet.
        """
        kinds = (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
        if event.type() not in kinds or not isinstance(event, QKeyEvent) or not isinstance(watched, QWidget):
            return False
        if not self.isAncestorOf(watched):
            return False
        combo = QKeySequence(event.keyCombination())
        for action in (self.undo_action, self.redo_action):
            if any(combo.matches(k) == QKeySequence.SequenceMatch.ExactMatch for k in action.shortcuts()):
                if event.type() == QEvent.Type.KeyPress:
                    action.trigger()
                event.accept()
                return event.type() == QEvent.Type.KeyPress
        return False

    # -- building ---------------------------------------------------------------------------
    def _build_toolbar(self) -> QToolBar:
        bar = QToolBar()
        bar.setObjectName("barraFicha")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.undo_action = self._undo.createUndoAction(self, self.tr("Deshacer"))
        self.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        self.redo_action = self._undo.createRedoAction(self, self.tr("Rehacer"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for action in (self.undo_action, self.redo_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)
            bar.addAction(action)
        bar.addSeparator()
        self.pdf_action = self._action(self.tr("Exportar PDF…"), self.ask_export_pdf, "Ctrl+P", "exportarPdf")
        self.pdf_action.setToolTip(self.tr("Guardar la ficha como una página PDF para imprimir"))
        self.bbcode_action = self._action(self.tr("Copiar BBCode"), self.copy_bbcode, None, "copiarBbcode")
        self.bbcode_action.setToolTip(self.tr("Copiar la ficha como texto de foro (BBCode) al portapapeles"))
        self.markdown_action = self._action(self.tr("Copiar Markdown"), self.copy_markdown, None, "copiarMarkdown")
        self.markdown_action.setToolTip(self.tr("Copiar la ficha como texto Markdown al portapapeles"))
        for action in (self.pdf_action, self.bbcode_action, self.markdown_action):
            bar.addAction(action)
        return bar

    def _action(self, text: str, slot: object, shortcut: str | None, name: str) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_header(self) -> QFrame:
        header = QFrame()
        header.setObjectName("cabeceraFicha")
        row = QHBoxLayout(header)
        row.setContentsMargins(10, 8, 10, 8)
        self.portrait = PortraitButton()
        self.portrait.picked.connect(self.set_portrait)
        self.portrait.cleared.connect(self.clear_portrait)
        row.addWidget(self.portrait)
        column = QVBoxLayout()
        name_spec = FieldSpec("nombre", self.tr("Nombre"), "str")
        self.name_editor = StrEditor(self.document, ("nombre",), name_spec)
        self.name_editor.line.setObjectName("nombreFicha")
        self.name_editor.line.setClearButtonEnabled(False)
        self.name_editor.line.setPlaceholderText(self.tr("Nombre del personaje"))
        font = QFont(self.name_editor.line.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.name_editor.line.setFont(font)
        self.name_editor.refresh()
        self.focus.register(self.name_editor)
        column.addWidget(self.name_editor)
        self.rules_label = QLabel(self.document.ruleset.nombre)
        self.rules_label.setObjectName("sistemaFicha")
        column.addWidget(self.rules_label)
        self.key_values = QLabel()
        self.key_values.setObjectName("valoresClave")
        self.key_values.setWordWrap(True)
        self.key_values.setToolTip(self.tr("Valores calculados por las reglas (más en «Valores calculados»)"))
        column.addWidget(self.key_values)
        column.addStretch(1)
        row.addLayout(column, 1)
        self.badge = QLabel()
        self.badge.setObjectName("insigniaLegal")
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignVCenter)
        return header

    def _build_side(self) -> QWidget:
        side = QSplitter(Qt.Orientation.Vertical)
        side.setObjectName("panelLateral")
        side.setMinimumWidth(260)
        side.setChildrenCollapsible(False)
        self.budget = BudgetPanel(self.document)
        if self.budget.available():
            group = QGroupBox(self.tr("Presupuesto de creación"))
            group.setObjectName("grupoPresupuesto")
            inner = QVBoxLayout(group)
            inner.setContentsMargins(4, 4, 4, 4)
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(self.budget)
            inner.addWidget(scroll)
            side.addWidget(group)
        self.validation = ValidationPanel(self.document)
        self.validation.focus_requested.connect(self.focus_campo)
        self.validation.model.modelReset.connect(self._update_badge)
        self.validation.model.modelReset.connect(self._outline_problems)
        self._outlined: list[FieldEditor] = []
        group = QGroupBox(self.tr("Validación"))
        group.setObjectName("grupoValidacion")
        inner = QVBoxLayout(group)
        inner.setContentsMargins(4, 4, 4, 4)
        inner.addWidget(self.validation)
        side.addWidget(group)
        extra = QTabWidget()
        extra.setObjectName("extrasFicha")
        self.derived = DerivedPanel(self.document)
        if self.derived.available():
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(self.derived)
            extra.addTab(scroll, self.tr("Valores calculados"))
        self.history = QUndoView(self._undo)
        self.history.setObjectName("historialCambios")
        self.history.setEmptyLabel(self.tr("<ficha abierta>"))
        extra.addTab(self.history, self.tr("Historial"))
        side.addWidget(extra)
        self._update_badge()
        return side

    # -- reacting ---------------------------------------------------------------------------
    @property
    def trial(self) -> TrialPanel:
        """The «Probar contra…» panel (built, with the simulator, the first time it is asked for)."""
        return trial_panel(self)

    @property
    def sheet(self) -> SheetBase:
        return self.document.sheet

    def _clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(not clean)

    def _sheet_changed(self, campo: str) -> None:
        self.show_message("")
        self._update_key_values()
        if campo in ("", "nombre"):
            self.title_changed.emit(self.title())
        if campo in ("", PORTRAIT_FIELD):
            self._show_portrait()

    def _update_key_values(self) -> None:
        """The first few short numeric derived values, for the header (defence, hit points...)."""
        ruleset = self.document.ruleset
        derived = ruleset.derived(self.sheet) if isinstance(ruleset, SheetSupport) else {}
        parts = [
            f"{html.escape(rules_label(caption))} <b>{html.escape(format_value(value))}</b>"
            for caption, value in derived.values()
            if isinstance(value, int | float) and not isinstance(value, bool) and len(caption) <= 26
        ][:4]
        self.key_values.setText("  ·  ".join(parts))
        self.key_values.setVisible(bool(parts))

    def _refused(self, campo: str, message: str) -> None:
        where = f" ({place(self.document, campo)})" if campo else ""
        text = self.tr("No se aplicó el cambio%1: %2").replace("%1", where).replace("%2", message)
        self.show_message(text)

    def show_message(self, text: str) -> None:
        """A sentence under the sheet: wrapped, and whole in its tooltip."""
        self.message.setText(text)
        self.message.setToolTip(text)

    def _update_badge(self) -> None:
        legal = self.validation.is_legal()
        self.badge.setText(self.tr("Legal") if legal else self.tr("No legal"))
        self.badge.setProperty("legal", legal)
        self.badge.setToolTip(self.validation.status.text())
        self.badge.style().unpolish(self.badge)
        self.badge.style().polish(self.badge)

    def _outline_problems(self) -> None:
        """Outline in red each field an error of the sheet is about, with the error as its tooltip."""
        marked: dict[int, tuple[FieldEditor, list[tuple[tuple[str | int, ...], str]]]] = {}
        for problem in self.validation.model.errors():
            found = self.focus.find(parse_path(problem.campo)) if problem.campo else None
            if found is not None:
                text = problem_text(self.document, problem.campo, problem.mensaje)
                marked.setdefault(id(found[0]), (found[0], []))[1].append((found[1], text))
        for editor in [*self._outlined, *(editor for editor, _problems in marked.values())]:
            with contextlib.suppress(RuntimeError):  # a detail form rebuilt since: its editors are gone
                editor.show_problems(marked[id(editor)][1] if id(editor) in marked else [])
        self._outlined = [editor for editor, _problems in marked.values()]

    def focus_campo(self, campo: str) -> bool:
        """Show the page of the field a problem names and give it the keyboard focus."""
        found = self.focus.find(parse_path(campo)) if campo else None
        if found is None:
            return False
        editor, rest = found
        for index in range(self.pages.count()):
            page = self.pages.widget(index)
            if page is not None and page.isAncestorOf(editor):
                self.pages.setCurrentIndex(index)
                break
        editor.focus_field(rest)
        focused = self.focus.find(parse_path(campo))
        target = focused[0] if focused is not None else editor
        for index in range(self.pages.count()):
            page = self.pages.widget(index)
            if isinstance(page, QScrollArea) and page.isAncestorOf(target):
                page.ensureWidgetVisible(target)
        return True

    # -- portrait ---------------------------------------------------------------------------
    def portrait_path(self) -> Path | None:
        return self.portraits.resolve(getattr(self.sheet, PORTRAIT_FIELD, None))

    def _show_portrait(self) -> None:
        self.portrait.show_image(self.portrait_path(), self.portraits.notice)

    def set_portrait(self, source: Path) -> None:
        name = self.portraits.choose(source, self.sheet.nombre)
        self.document.set_value((PORTRAIT_FIELD,), name, self.tr("Cambiar el retrato"))
        self._show_portrait()

    def clear_portrait(self) -> None:
        self.document.set_value((PORTRAIT_FIELD,), DELETE, self.tr("Quitar el retrato"))
        self._show_portrait()

    # -- the interface the main window uses ---------------------------------------------------
    def title(self) -> str:
        return self.sheet.nombre

    def is_modified(self) -> bool:
        return not self._undo.isClean()

    def undo_stack(self) -> QUndoStack:
        return self._undo

    def save(self) -> bool:
        if self.read_only or self.path is None:
            return False
        self._write(self.path)
        return True

    def save_to(self, path: Path) -> bool:
        self._write(path)
        self.path = path
        self.read_only = False
        self.banner.hide()
        self.title_changed.emit(self.title())
        return True

    def _write(self, path: Path) -> None:
        self.portraits.store_for(path, self.sheet)  # the portrait beside it, under Gesta's name
        storage.save_sheet(path, self.sheet)
        self.portraits.saved_to(path, getattr(self.sheet, PORTRAIT_FIELD, None))
        self._undo.setClean()
        recovery.remove(self._recovery[0])
        self.show_message(self.tr("Guardada en %1").replace("%1", str(path)))

    # -- autosave ----------------------------------------------------------------------------
    def autosave(self) -> None:
        """Copy the sheet to the recovery folder while it has unsaved changes."""
        if self.is_modified():
            try:
                # an example's copy must never be restored onto the shipped file
                recovery.write(self._recovery[0], self.sheet, None if self.read_only else self.path)
            except (storage.SaveError, OSError, ValueError, TypeError, RecursionError) as error:
                # a sentence, never a traceback: the sheet stays open and modified, the last copy intact
                self.show_message(self.tr("No se pudo hacer la copia de seguridad: %1").replace("%1", str(error)))
        else:
            recovery.remove(self._recovery[0])

    def recovery_file(self) -> Path:
        return self._recovery[0]

    def adopt_recovery(self, file: Path) -> None:
        """This tab was restored from ``file``: keep autosaving there and show it as unsaved."""
        if file != self._recovery[0]:
            recovery.remove(self._recovery[0])
        self._recovery[0] = file
        self._undo.resetClean()
        self.modified_changed.emit(True)

    # -- export -----------------------------------------------------------------------------
    def ask_export_pdf(self) -> None:
        """Where to write the PDF: the folder of the last export (never the library), named after the sheet."""
        folder = dialogos.export_folder(self.settings.carpeta_exportar, self.settings.library_dir)
        suggested = folder / dialogos.file_name(self.sheet.nombre, ".pdf")
        target = dialogos.save_file(self, self.tr("Exportar a PDF"), suggested, self.tr("PDF (*.pdf)"))
        if target is not None:
            self.settings.carpeta_exportar = str(target.parent)
            self.export_pdf(target)

    def export_pdf(self, target: Path) -> bool:
        try:
            pages = exporting.export_pdf(self.sheet, self.document.ruleset, target, self.portrait_path())
        except OSError as error:
            QMessageBox.critical(
                self, self.tr("Exportar a PDF"), self.tr("No se pudo escribir el PDF: %1").replace("%1", str(error))
            )
            return False
        if not target.exists() or target.stat().st_size == 0:
            QMessageBox.critical(
                self, self.tr("Exportar a PDF"), self.tr("No se pudo escribir el PDF en %1.").replace("%1", str(target))
            )
            return False
        self.show_message(self.tr("PDF exportado (%n página(s)).", "", pages))
        return True

    def copy_bbcode(self) -> None:
        exporting.copy_to_clipboard(exporting.bbcode(self.sheet, self.document.ruleset))
        self.show_message(self.tr("Ficha copiada como BBCode: pégala en el foro."))

    def copy_markdown(self) -> None:
        exporting.copy_to_clipboard(exporting.markdown(self.sheet, self.document.ruleset))
        self.show_message(self.tr("Ficha copiada como Markdown."))


def create_sheet_tab(
    sheet: SheetBase, path: Path | None, *, read_only: bool, settings: Settings, parent: QWidget | None = None
) -> SheetTab:
    """The widget the main window puts in a tab for ``sheet``."""
    return SheetTab(sheet, path, read_only=read_only, settings=settings, parent=parent)
