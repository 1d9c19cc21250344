"""The main window: the sheet library on the left, open sheets in tabs, menus and settings.

Every import inside a method is deliberately lazy: the window is shown and the library listed
without the sheet editor, the battle window, the simulator or pydantic (docs/arquitectura.md,
«A fast start»); each menu imports what it opens the first time it is used. Nor is Qt's ``Qt``
namespace touched before the library is listed (gui/qt_valores.py).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTabWidget,
    QWidget,
)

from core import __version__, library, registry
from core.settings import Settings, save_settings
from gui.editor import recuerdo
from gui.library_check import NOT_CHECKED, LibraryChecker, firma_from_text
from gui.library_model import LibraryPanel
from gui.menu_principal import build_menus
from gui.qt_valores import ALIGN_CENTER, set_enum

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QShowEvent
    from PySide6.QtWidgets import QDockWidget


def _trace(event: str) -> None:
    """With ``GESTA_TRAZA_INICIO`` set, note on stderr when a start-up step is done (benchmarks/inicio.py)."""
    if os.environ.get("GESTA_TRAZA_INICIO"):
        print(f"gesta-traza {event} {time.monotonic():.6f}", file=sys.stderr, flush=True)


class MainWindow(QMainWindow):
    """Built empty and shown at once; :meth:`load_library` fills it right after."""

    # the menu entries other code uses, set by gui/menu_principal.build_menus
    new_action: QAction
    open_selected_action: QAction
    delete_action: QAction
    battle_board_action: QAction
    show_library_action: QAction

    def __init__(self, settings: Settings, *, aviso: str = ""):
        super().__init__()
        self.settings = settings
        self._start_notice = aviso
        """Told once, right after the window is shown (a damaged settings file set aside)."""
        self.notice_box: QMessageBox | None = None
        self.setWindowTitle("Gesta")
        self.setMinimumSize(800, 500)
        # never larger than the screen (a 1024×768 laptop, or 150 % scaling)
        screen = self.screen()
        available = screen.availableGeometry() if screen is not None else None
        width = min(1200, int(available.width() * 0.95)) if available is not None else 1200
        height = min(760, int(available.height() * 0.92)) if available is not None else 760
        self.resize(max(width, 800), max(height, 500))
        recuerdo.restore_geometry(self, settings)
        self._battle_windows: list[QWidget] = []
        self._header_cache: library.HeaderCache | None = None
        self._tabs_reopened = False
        self.checker = LibraryChecker(library.verdict, self)
        self.checker.checked.connect(self._verdict)
        self.checker.progress.connect(self._checking)
        self.checker.finished.connect(self._checked_all)
        self._check_started = time.monotonic()

        side = self.library = LibraryPanel()
        side.open_requested.connect(lambda entry: self.open_path(entry.path, read_only=entry.ejemplo))
        # the panel's parts, by the names the rest of the window (and its tests) use
        self.model, self.filter, self.examples_filter = side.model, side.filter, side.examples_filter
        self.rules_filter, self.name_filter, self.status_label = side.rules_filter, side.name_filter, side.status_label
        self.table, self.examples_table, self.empty_library = side.table, side.examples_table, side.empty_library

        self.tabs = QTabWidget()
        self.tabs.setObjectName("pestanas")
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setDocumentMode(True)
        self.tabs.tabCloseRequested.connect(self.close_tab)
        self.tabs.currentChanged.connect(lambda _index: self._refresh_title())
        self.empty_hint = QLabel(
            self.tr(
                "Abre una ficha de la biblioteca con doble clic (o búscala con Ctrl+F e Intro), o crea una nueva con Ctrl+N."
            )
        )
        self.empty_hint.setObjectName("avisoVacio")
        hint_font = self.empty_hint.font()
        hint_font.setPixelSize(14)
        self.empty_hint.setFont(hint_font)
        self.empty_hint.setForegroundRole(QPalette.ColorRole.Mid)
        set_enum(self.empty_hint, "alignment", ALIGN_CENTER)
        self.empty_hint.setWordWrap(True)
        self.tabs.addTab(self.empty_hint, self.tr("Inicio"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)

        self.splitter = splitter = QSplitter()
        splitter.setObjectName("divisorPrincipal")
        splitter.addWidget(side)
        splitter.addWidget(self.tabs)
        # the library keeps about a quarter of the width, so that the sheet has room on small screens
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        self._sized = False
        self.side = side
        self.setCentralWidget(splitter)
        self.battle_board: QDockWidget | None = None
        """The «Batallas» board, built the first time it is asked for (gui/tablero_batallas.py)."""
        build_menus(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            # the first time it is shown, with its real width: as the user left it, else the library gets about 30 %
            self._sized = True
            side_width = max(260, min(360, self.width() * 3 // 10))
            self.splitter.setSizes([side_width, max(1, self.width() - side_width)])

    # -- library ----------------------------------------------------------------------------
    @property
    def library_dir(self) -> Path:
        return self.settings.library_dir

    def load_library(self) -> None:
        """Read the library and the examples (called right after the window is shown).

        No rules engine is imported here: the list comes from the files' headers and the header
        cache; the sheets without a cached verdict are then validated off the GUI thread.
        """
        if self._header_cache is None:
            self._header_cache = library.HeaderCache()
        cache = self._header_cache
        versions = registry.schema_versions()
        mine = library.scan(self.library_dir, versions=versions, cache=cache)
        examples = library.scan_examples(versions, cache)
        cache.save()
        self.library.set_entries(mine, examples, registry.names())
        if not self._tabs_reopened:
            # on screen now, not after the work queued behind it (the stylesheet, recovery, last session's tabs)
            self.repaint()
        _trace("biblioteca-listada")
        self._check_started = time.monotonic()
        self.checker.check(mine + examples)
        if not self._tabs_reopened:
            # the sheets left open last time, once the window is painted and listed (they load their engines)
            self._tabs_reopened = True
            QTimer.singleShot(0, lambda: recuerdo.reopen_tabs(self, self.settings))

    def _verdict(self, path_text: str, firma_text: str, problemas: int) -> None:
        if problemas == NOT_CHECKED or self._header_cache is None:
            return
        path, firma = Path(path_text), firma_from_text(firma_text)
        self._header_cache.set_verdict(path, firma, problemas == 0, problemas)
        self.model.set_verdict(path, firma, problemas == 0, problemas)
        self.library.refresh_status()

    def _checking(self, done: int, total: int) -> None:
        # a small indication only when validation takes longer than a moment
        if done < total and time.monotonic() - self._check_started < 0.5:
            return
        self.library.set_checking(done, total)

    def _checked_all(self) -> None:
        self.library.set_checking(1, 1)
        if self._header_cache is not None:
            self._header_cache.save()
        _trace("biblioteca-comprobada")

    def stop_background(self) -> None:
        """Stop validating (before quitting) and keep the verdicts found so far."""
        self.checker.stop()
        if self._header_cache is not None:
            self._header_cache.save()

    def show_start_notice(self) -> None:
        """Tell the user once what went wrong reading their files at start (not modal: start goes on)."""
        if not self._start_notice:
            return
        box = self.notice_box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Preferencias"), self._start_notice, QMessageBox.StandardButton.Ok, self
        )
        box.setObjectName("avisoInicio")
        self._start_notice = ""
        box.open()

    def show_battle_board(self, shown: bool) -> None:
        """Batalla → Batallas abiertas the first time: dock the board, whose own action takes the menu's place."""
        if self.battle_board is not None or not shown:
            return
        from gui.tablero_batallas import attach_board, open_in_battle_window

        self.battle_board = attach_board(
            self, open_in_battle_window(self.settings, self._battle_windows), self.battle_board_action
        )
        self.battle_board_action = self.battle_board.toggleViewAction()

    def search_library(self) -> None:
        """Ctrl+F: show the library if hidden and put the cursor in its search box."""
        from PySide6.QtCore import Qt  # deliberately lazy: see gui/qt_valores.py

        self.show_library_action.setChecked(True)
        self.name_filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.name_filter.selectAll()

    def _selected_entry(self) -> library.LibraryEntry | None:
        return self.library.selected_entry()

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
        _trace("ficha-abierta")
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
        self._refresh_title()

    def _refresh_title(self) -> None:
        """«● Name — Gesta» for the sheet in front, so that the taskbar tells the windows apart."""
        tab = self.current_tab()
        self.setWindowTitle("Gesta" if tab is None else self._caption(tab) + " — Gesta")

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
        """Run a save; any error becomes a clear message, the tab stays modified and the old file intact.

        ``SaveError``: what would be written is refused before writing (too large, a text or a
        number Gesta would not read back, too deep); ``OSError``: the disk or the name; the rest
        (``ValueError``, ``TypeError``, ``RecursionError``): data the serializer could not write.
        """
        from core.archivos import SaveError

        try:
            return save()
        except SaveError as error:
            message = str(error)
        except OSError as error:
            reason = error.strerror or str(error)
            if error.filename:
                reason = f"{reason} ({Path(error.filename).name})"
            message = self.tr("No se pudo guardar la ficha: %1").replace("%1", reason)
        except (ValueError, TypeError, RecursionError) as error:
            message = self.tr("No se pudo guardar la ficha: %1").replace("%1", f"{type(error).__name__}: {error}")
        QMessageBox.critical(self, self.tr("No se pudo guardar"), message)
        return False

    def _save_as(self, tab: QWidget) -> bool:
        suggested = library.unique_path(self.library_dir, tab.title())  # type: ignore[attr-defined]
        try:
            self.library_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            suggested = Path.home() / suggested.name  # the dialog still opens; the user picks a folder
        from gui.editor import dialogos

        chosen = dialogos.save_file(self, self.tr("Guardar ficha como"), suggested, self.tr("Fichas de Gesta (*.json)"))
        if chosen is None:
            return False
        name = str(chosen)
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
        """Copy the open sheet (or, from the lists, the selected one) into the library and open the copy."""
        from gui import biblioteca_archivos

        biblioteca_archivos.duplicate_current(self)

    # -- commands ---------------------------------------------------------------------------
    def new_sheet(self) -> None:
        from gui import biblioteca_archivos

        biblioteca_archivos.new_sheet(self)

    def open_file(self) -> None:
        from gui import biblioteca_archivos

        biblioteca_archivos.open_file(self)

    def delete_selected(self) -> None:
        from gui import biblioteca_archivos

        biblioteca_archivos.delete_selected(self)

    def restore_trash(self) -> None:
        from gui import biblioteca_archivos

        biblioteca_archivos.restore_trash(self)

    def edit_settings(self) -> None:
        from gui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.settings = dialog.result_settings()
            from core.archivos import SaveError

            try:
                save_settings(self.settings)
            except (SaveError, OSError) as error:
                reason = str(error) if isinstance(error, SaveError) else error.strerror or str(error)
                QMessageBox.critical(
                    self,
                    self.tr("Preferencias"),
                    self.tr("No se pudieron guardar las preferencias (se usan hasta que cierres Gesta): %1").replace(
                        "%1", reason
                    ),
                )
            self.load_library()

    def new_battle(self) -> None:
        from gui.batalla import BattleWindow

        window = BattleWindow(self.settings)
        self._battle_windows.append(window)
        window.show()

    def simulate(self) -> QWidget | None:
        """Pick sheets of the library and open the simulation with each on its own side."""
        from gui.elegir_fichas import SheetPicker
        from gui.simular import open_for_sheets

        entries = [self.model.entry(row) for row in range(self.model.rowCount())]
        picker = SheetPicker(entries, registry.names(), self)
        if picker.exec() != SheetPicker.DialogCode.Accepted:
            return None
        dialog = open_for_sheets(picker.chosen(), self)
        if dialog is not None:
            self._battle_windows.append(dialog)
        return dialog

    def open_battle(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from core.paths import battles_dir
        from gui.batalla.abrir import open_battle_file

        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Abrir batalla"),
            str(battles_dir()),
            self.tr("Batallas de Gesta (*.json *.diario.jsonl);;Todos los archivos (*)"),
        )
        if not name:
            return
        # a battle already open in a window is not opened twice: that window comes forward
        open_battle_file(Path(name), self.settings, self._battle_windows)

    def offer_recovery(self) -> None:
        """After a crash: offer to restore autosaved sheets and resume journaled battles."""
        from gui.batalla import offer_resume
        from gui.editor import offer_restore

        self._battle_windows.extend(offer_resume(self, self.settings))
        offer_restore(self)

    def about(self) -> None:
        systems = "".join(f"<li>{nombre}</li>" for nombre in registry.names().values())
        QMessageBox.about(
            self,
            self.tr("Acerca de Gesta"),
            self.tr("<h3>Gesta %1</h3><p>Fichas y combates para rol por web.</p><p>Sistemas de reglas:</p>").replace(
                "%1", __version__
            )
            + f"<ul>{systems}</ul>",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        open_tabs = list(self._tabs())
        layout = recuerdo.layout_of(self, open_tabs)  # before the tabs close
        for widget in open_tabs:
            if not self.close_tab(self.tabs.indexOf(widget)):
                event.ignore()
                return
        self.stop_background()
        recuerdo.keep(self.settings, layout)
        event.accept()
