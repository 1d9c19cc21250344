"""The main window: the sheet library on the left, open sheets in tabs, menus and settings."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core import __version__, library, registry
from core.settings import Settings, save_settings
from gui.library_model import ENTRY_ROLE, LibraryFilter, LibraryModel


class MainWindow(QMainWindow):
    """Built empty and shown at once; :meth:`load_library` fills it right after."""

    def __init__(self, settings: Settings):
        super().__init__()
        self.settings = settings
        self.setWindowTitle("Gesta")
        self.setMinimumSize(800, 500)
        self.resize(1200, 760)
        self._battle_windows: list[QWidget] = []

        self.model = LibraryModel(self)
        self.filter = LibraryFilter(False, self)
        self.filter.setSourceModel(self.model)
        self.examples_filter = LibraryFilter(True, self)
        self.examples_filter.setSourceModel(self.model)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        filters = QHBoxLayout()
        self.rules_filter = QComboBox()
        self.rules_filter.setObjectName("filtroSistema")
        self.rules_filter.setToolTip(self.tr("Mostrar solo las fichas de un sistema de reglas"))
        self.rules_filter.currentIndexChanged.connect(self._rules_filter_changed)
        filters.addWidget(self.rules_filter)
        self.name_filter = QLineEdit()
        self.name_filter.setObjectName("filtroBiblioteca")
        self.name_filter.setPlaceholderText(self.tr("Buscar por nombre…"))
        self.name_filter.setClearButtonEnabled(True)
        self.name_filter.textChanged.connect(self.filter.set_text)
        self.name_filter.textChanged.connect(self.examples_filter.set_text)
        filters.addWidget(self.name_filter, 1)
        side_layout.addLayout(filters)
        lists = QSplitter(Qt.Orientation.Vertical)
        self.table = self._library_table(self.filter, "tablaBiblioteca")
        self.examples_table = self._library_table(self.examples_filter, "tablaEjemplos")
        lists.addWidget(self._titled(self.tr("<b>Mi biblioteca</b>"), self.table))
        lists.addWidget(self._titled(self.tr("<b>Ejemplos incluidos</b> (solo lectura: duplícalos para editarlos)"), self.examples_table))
        lists.setSizes([340, 340])
        side_layout.addWidget(lists, 1)
        self.status_label = QLabel(self.tr("Cargando la biblioteca…"))
        side_layout.addWidget(self.status_label)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("pestanas")
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setDocumentMode(True)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.empty_hint = QLabel(
            self.tr("Abre una ficha de la biblioteca con doble clic, o crea una nueva con Ctrl+N.")
        )
        self.empty_hint.setObjectName("avisoVacio")
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tabs.addTab(self.empty_hint, self.tr("Inicio"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)

        splitter = QSplitter()
        splitter.addWidget(side)
        splitter.addWidget(self.tabs)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([360, 840])
        self.setCentralWidget(splitter)
        self._build_menus()

    def _library_table(self, model: LibraryFilter, name: str) -> QTableView:
        table = QTableView()
        table.setObjectName(name)
        table.setModel(model)
        table.setSortingEnabled(True)
        table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.setAlternatingRowColors(True)
        table.setColumnHidden(2, True)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.doubleClicked.connect(lambda index, t=table: self._open_index(t, index))
        return table

    @staticmethod
    def _titled(title: str, widget: QWidget) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(title))
        layout.addWidget(widget, 1)
        return box

    # -- menus ------------------------------------------------------------------------------
    def _action(self, text: str, slot: object, shortcut: QKeySequence | str | None = None, name: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if name:
            action.setObjectName(name)
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&Archivo"))
        self.new_action = self._action(
            self.tr("&Nueva ficha…"), self.new_sheet, QKeySequence.StandardKey.New, "nuevaFicha"
        )
        file_menu.addAction(self.new_action)
        file_menu.addAction(
            self._action(self.tr("&Abrir ficha…"), self.open_file, QKeySequence.StandardKey.Open, "abrirFicha")
        )
        file_menu.addAction(
            self._action(self.tr("Abrir la seleccionada"), self.open_selected, "Return", "abrirSeleccionada")
        )
        file_menu.addSeparator()
        file_menu.addAction(
            self._action(self.tr("&Guardar"), self.save_current, QKeySequence.StandardKey.Save, "guardar")
        )
        file_menu.addAction(
            self._action(
                self.tr("Guardar &como…"), self.save_current_as, QKeySequence.StandardKey.SaveAs, "guardarComo"
            )
        )
        file_menu.addAction(
            self._action(self.tr("&Duplicar en la biblioteca"), self.duplicate_current, None, "duplicar")
        )
        file_menu.addAction(
            self._action(
                self.tr("&Cerrar pestaña"), self.close_current_tab, "Ctrl+W", "cerrarPestana"
            )
        )
        file_menu.addSeparator()
        file_menu.addAction(
            self._action(self.tr("&Eliminar ficha…"), self.delete_selected, QKeySequence.StandardKey.Delete, "eliminar")
        )
        file_menu.addAction(self._action(self.tr("&Recuperar de la papelera…"), self.restore_trash, None, "recuperar"))
        file_menu.addSeparator()
        file_menu.addAction(
            self._action(
                self.tr("&Preferencias…"), self.edit_settings, QKeySequence.StandardKey.Preferences, "preferencias"
            )
        )
        file_menu.addAction(self._action(self.tr("&Salir"), self.close, QKeySequence.StandardKey.Quit, "salir"))

        battle_menu = bar.addMenu(self.tr("&Batalla"))
        battle_menu.addAction(self._action(self.tr("&Nueva batalla…"), self.new_battle, "Ctrl+B", "nuevaBatalla"))
        battle_menu.addAction(self._action(self.tr("&Abrir batalla guardada…"), self.open_battle, None, "abrirBatalla"))

        help_menu = bar.addMenu(self.tr("A&yuda"))
        help_menu.addAction(self._action(self.tr("&Acerca de Gesta"), self.about, None, "acercaDe"))

    # -- library ----------------------------------------------------------------------------
    @property
    def library_dir(self) -> Path:
        return self.settings.library_dir

    def load_library(self) -> None:
        """Read the library and the examples (called right after the window is shown)."""
        rulesets = registry.available()
        names = {r.id: r.nombre for r in rulesets}
        current = self.rules_filter.currentData()
        self.rules_filter.blockSignals(True)
        self.rules_filter.clear()
        self.rules_filter.addItem(self.tr("Todos los sistemas"), "")
        for ruleset in rulesets:
            self.rules_filter.addItem(ruleset.nombre, ruleset.id)
        if current:
            self.rules_filter.setCurrentIndex(max(0, self.rules_filter.findData(current)))
        self.rules_filter.blockSignals(False)
        mine = library.scan(self.library_dir)
        examples = library.scan_examples()
        self.model.set_entries(mine + examples, names)
        self.status_label.setText(
            self.tr("%n ficha(s) propia(s)", "", len(mine)) + " · " + self.tr("%n ejemplo(s)", "", len(examples))
        )

    def _rules_filter_changed(self) -> None:
        rules = str(self.rules_filter.currentData() or "")
        self.filter.set_rules(rules)
        self.examples_filter.set_rules(rules)

    def _selected_entry(self) -> library.LibraryEntry | None:
        """The selected sheet of the list that has the focus (own sheets first)."""
        tables = [self.table, self.examples_table]
        if self.examples_table.hasFocus():
            tables.reverse()
        for table in tables:
            rows = table.selectionModel().selectedRows()
            if rows:
                entry = rows[0].data(ENTRY_ROLE)
                return entry if isinstance(entry, library.LibraryEntry) else None
        return None

    def _open_index(self, table: QTableView, index: QModelIndex) -> None:
        entry = table.model().index(index.row(), 0).data(ENTRY_ROLE)
        if isinstance(entry, library.LibraryEntry):
            self.open_path(entry.path, read_only=entry.ejemplo)

    def open_selected(self) -> None:
        entry = self._selected_entry()
        if entry is not None:
            self.open_path(entry.path, read_only=entry.ejemplo)

    # -- tabs -------------------------------------------------------------------------------
    def _tabs(self) -> list[QWidget]:
        return [self.tabs.widget(i) for i in range(self.tabs.count()) if self.tabs.widget(i) is not self.empty_hint]

    def open_path(self, path: Path, *, read_only: bool = False) -> QWidget | None:
        for index in range(self.tabs.count()):
            widget = self.tabs.widget(index)
            if getattr(widget, "path", None) == path:
                self.tabs.setCurrentIndex(index)
                return widget
        from core import storage

        try:
            sheet = storage.load_sheet(path)
        except storage.LoadError as error:
            QMessageBox.warning(self, self.tr("No se puede abrir la ficha"), str(error))
            return None
        return self.open_sheet(sheet, path, read_only=read_only)

    def open_sheet(self, sheet: Any, path: Path | None, *, read_only: bool = False) -> QWidget:
        from gui.editor import create_sheet_tab

        tab = create_sheet_tab(sheet, path, read_only=read_only, settings=self.settings, parent=self.tabs)
        index = self.tabs.addTab(tab, self._caption(tab))
        self.tabs.setCurrentIndex(index)
        tab.modified_changed.connect(lambda _m, t=tab: self._refresh_caption(t))
        tab.title_changed.connect(lambda _t, t=tab: self._refresh_caption(t))
        return tab

    def _caption(self, tab: QWidget) -> str:
        title = tab.title()  # type: ignore[attr-defined]
        if getattr(tab, "read_only", False):
            title += self.tr(" (ejemplo)")
        return ("● " if tab.is_modified() else "") + title  # type: ignore[attr-defined]

    def _refresh_caption(self, tab: QWidget) -> None:
        index = self.tabs.indexOf(tab)
        if index >= 0:
            self.tabs.setTabText(index, self._caption(tab))

    def current_tab(self) -> QWidget | None:
        widget = self.tabs.currentWidget()
        return None if widget is self.empty_hint else widget

    def close_tab(self, index: int) -> bool:
        widget = self.tabs.widget(index)
        if widget is None or widget is self.empty_hint:
            return False
        if widget.is_modified():  # type: ignore[attr-defined]
            answer = QMessageBox.question(
                self,
                self.tr("Cambios sin guardar"),
                self.tr("«%1» tiene cambios sin guardar. ¿Guardarlos antes de cerrar?").replace("%1", widget.title()),  # type: ignore[attr-defined]
                QMessageBox.StandardButton.Save
                | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel,
            )
            if answer == QMessageBox.StandardButton.Cancel:
                return False
            if answer == QMessageBox.StandardButton.Save and not self._save(widget):
                return False
        self.tabs.removeTab(index)
        widget.deleteLater()
        return True

    def close_current_tab(self) -> None:
        widget = self.current_tab()
        if widget is not None:
            self.close_tab(self.tabs.indexOf(widget))

    def _save(self, tab: QWidget) -> bool:
        if getattr(tab, "read_only", False) or getattr(tab, "path", None) is None:
            return self._save_as(tab)
        saved = self._guarded_save(lambda: bool(tab.save()))  # type: ignore[attr-defined]
        if saved:
            self.load_library()
        return saved

    def _guarded_save(self, save: Callable[[], bool]) -> bool:
        """Run a save; a disk error becomes a clear message and the tab stays modified."""
        try:
            return save()
        except OSError as error:
            reason = error.strerror or str(error)
            QMessageBox.critical(
                self,
                self.tr("No se pudo guardar"),
                self.tr("No se pudo guardar la ficha: %1").replace("%1", reason),
            )
            return False

    def _save_as(self, tab: QWidget) -> bool:
        suggested = library.unique_path(self.library_dir, tab.title())  # type: ignore[attr-defined]
        self.library_dir.mkdir(parents=True, exist_ok=True)
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Guardar ficha como"), str(suggested), self.tr("Fichas de Gesta (*.json)")
        )
        if not name:
            return False
        saved = self._guarded_save(lambda: bool(tab.save_to(Path(name))))  # type: ignore[attr-defined]
        if saved:
            self._refresh_caption(tab)
            self.load_library()
        return saved

    def save_current(self) -> None:
        tab = self.current_tab()
        if tab is not None:
            self._save(tab)

    def save_current_as(self) -> None:
        tab = self.current_tab()
        if tab is not None:
            self._save_as(tab)

    def duplicate_current(self) -> None:
        tab = self.current_tab()
        from core import storage
        from core.sheets import SheetBase

        sheet = getattr(tab, "sheet", None)
        if not isinstance(sheet, SheetBase):
            return
        copy = sheet.model_copy(deep=True, update={"nombre": self.tr("%1 (copia)").replace("%1", sheet.nombre)})
        path = library.unique_path(self.library_dir, copy.nombre)
        storage.save_sheet(path, copy)
        self.load_library()
        self.open_path(path)

    # -- commands ---------------------------------------------------------------------------
    def new_sheet(self) -> None:
        rulesets = registry.available()
        if not rulesets:
            return
        names = [r.nombre for r in rulesets]
        choice, ok = QInputDialog.getItem(self, self.tr("Nueva ficha"), self.tr("Sistema de reglas:"), names, 0, False)
        if not ok:
            return
        ruleset = rulesets[names.index(choice)]
        name, ok = QInputDialog.getText(self, self.tr("Nueva ficha"), self.tr("Nombre del personaje:"))
        if not ok or not name.strip():
            return
        from core import storage

        sheet = ruleset.new_sheet(name.strip())
        path = library.unique_path(self.library_dir, sheet.nombre)
        storage.save_sheet(path, sheet)
        self.load_library()
        self.open_path(path)

    def open_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Abrir ficha"),
            str(self.library_dir),
            self.tr("Fichas de Gesta (*.json);;Todos los archivos (*)"),
        )
        if name:
            self.open_path(Path(name))

    def delete_selected(self) -> None:
        entry = self._selected_entry()
        if entry is None:
            return
        if entry.ejemplo:
            QMessageBox.information(
                self,
                self.tr("Eliminar ficha"),
                self.tr("Las fichas de ejemplo no se pueden eliminar; duplícalas para editarlas."),
            )
            return
        answer = QMessageBox.question(
            self,
            self.tr("Eliminar ficha"),
            self.tr("¿Mover «%1» a la papelera? Podrás recuperarla desde Archivo → Recuperar de la papelera.").replace(
                "%1", entry.nombre
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        for index in range(self.tabs.count()):
            if getattr(self.tabs.widget(index), "path", None) == entry.path:
                self.tabs.removeTab(index)
                break
        library.move_to_trash(self.library_dir, entry.path)
        self.load_library()

    def restore_trash(self) -> None:
        items = library.trashed(self.library_dir)
        if not items:
            QMessageBox.information(self, self.tr("Papelera"), self.tr("La papelera está vacía."))
            return
        names = [p.name for p in items]
        choice, ok = QInputDialog.getItem(self, self.tr("Recuperar de la papelera"), self.tr("Ficha:"), names, 0, False)
        if ok:
            library.restore_from_trash(self.library_dir, items[names.index(choice)])
            self.load_library()

    def edit_settings(self) -> None:
        from gui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.settings = dialog.result_settings()
            save_settings(self.settings)
            self.load_library()

    def new_battle(self) -> None:
        from gui.batalla import BattleWindow

        window = BattleWindow(self.settings)
        self._battle_windows.append(window)
        window.show()

    def open_battle(self) -> None:
        from gui.batalla import BattleWindow

        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Abrir batalla"), str(self.library_dir), self.tr("Batallas de Gesta (*.json)")
        )
        if not name:
            return
        window = BattleWindow(self.settings)
        if hasattr(window, "load_file") and window.load_file(Path(name)):
            self._battle_windows.append(window)
            window.show()

    def offer_recovery(self) -> None:
        """After a crash: offer to restore autosaved sheets and resume journaled battles."""
        from gui.batalla import offer_resume

        self._battle_windows.extend(offer_resume(self, self.settings))
        from gui import editor

        restore = getattr(editor, "offer_restore", None)
        if restore is not None:
            restore(self)

    def about(self) -> None:
        systems = "".join(f"<li>{r.nombre}</li>" for r in registry.available())
        QMessageBox.about(
            self,
            self.tr("Acerca de Gesta"),
            self.tr("<h3>Gesta %1</h3><p>Fichas y combates para rol por web.</p><p>Sistemas de reglas:</p>").replace(
                "%1", __version__
            )
            + f"<ul>{systems}</ul>",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        for widget in list(self._tabs()):
            if not self.close_tab(self.tabs.indexOf(widget)):
                event.ignore()
                return
        event.accept()
