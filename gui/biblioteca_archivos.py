"""The library's file commands of the main window: a new sheet, open a file, duplicate a sheet, move one
to the trash and restore it. Their imports of storage and the editor are deliberately lazy: the window is
shown and the library listed without pydantic or the editor (docs/arquitectura.md, «A fast start»).

Their texts keep the main window's translation context (``MainWindow``), where they were written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox

from core import library, registry
from gui.library_model import trash_label

if TYPE_CHECKING:
    from gui.main_window import MainWindow


def new_sheet(window: MainWindow) -> None:
    systems = registry.names()
    if not systems:
        return
    names = list(systems.values())
    choice, ok = QInputDialog.getItem(
        window,
        QCoreApplication.translate("MainWindow", "Nueva ficha"),
        QCoreApplication.translate("MainWindow", "Sistema de reglas:"),
        names,
        0,
        False,
    )
    if not ok:
        return
    ruleset = registry.get(list(systems)[names.index(choice)])
    from gui.editor.nombre import ask_sheet_name

    name = ask_sheet_name(
        QCoreApplication.translate("MainWindow", "Nueva ficha"), window
    )  # an empty name says why it is refused
    if not name:
        return
    from core import storage

    sheet = ruleset.new_sheet(name.strip())
    path = library.unique_path(window.library_dir, sheet.nombre)
    if not window._guarded_save(lambda: storage.save_sheet(path, sheet) or True):
        return
    window.load_library()
    window.open_path(path)


def open_file(window: MainWindow) -> None:
    from gui.editor import dialogos

    filters = QCoreApplication.translate("MainWindow", "Fichas de Gesta (*.json);;Todos los archivos (*)")
    chosen = dialogos.open_file(
        window, QCoreApplication.translate("MainWindow", "Abrir ficha"), window.library_dir, filters
    )
    if chosen is not None:
        window.open_path(chosen)


def duplicate_current(window: MainWindow) -> None:
    """Copy the open sheet (or, from the lists, the selected one) into the library and open the copy."""
    from core import retratos, storage  # deliberately lazy, as the module says
    from core.sheets import SheetBase

    tab = window.current_tab()
    sheet = getattr(tab, "sheet", None)
    # the portrait as validated bytes (core/retratos.py): picked in the tab, or the one beside the sheet
    store = getattr(tab, "portraits", None)
    image = store.image(getattr(sheet, retratos.FIELD, None)) if store is not None else None
    entry = window._selected_entry()
    if entry is not None and (sheet is None or window.library.has_focus()):
        try:
            sheet = storage.load_sheet(entry.path)
        except storage.LoadError as error:
            QMessageBox.warning(
                window, QCoreApplication.translate("MainWindow", "No se puede abrir la ficha"), str(error)
            )
            return
        image, _notice = retratos.look_up(getattr(sheet, retratos.FIELD, None), entry.path.parent)
    if not isinstance(sheet, SheetBase):
        QMessageBox.information(
            window,
            QCoreApplication.translate("MainWindow", "Duplicar en la biblioteca"),
            QCoreApplication.translate("MainWindow", "Elige primero una ficha en la lista o abre una en una pestaña."),
        )
        return
    copy = sheet.model_copy(
        deep=True, update={"nombre": QCoreApplication.translate("MainWindow", "%1 (copia)").replace("%1", sheet.nombre)}
    )
    path = library.unique_path(window.library_dir, copy.nombre)

    def save() -> bool:
        # the copy keeps its portrait, written beside it under Gesta's name, never the sheet's
        if image is not None:
            setattr(copy, retratos.FIELD, retratos.store(image, path.parent))
        storage.save_sheet(path, copy)
        return True

    if not window._guarded_save(save):
        return
    window.load_library()
    window.open_path(path)


def delete_selected(window: MainWindow) -> None:
    entry = window._selected_entry()
    if entry is None:
        QMessageBox.information(
            window,
            QCoreApplication.translate("MainWindow", "Eliminar ficha"),
            QCoreApplication.translate("MainWindow", "Elige primero en «Mi biblioteca» la ficha que quieres eliminar."),
        )
        return
    if entry.ejemplo:
        QMessageBox.information(
            window,
            QCoreApplication.translate("MainWindow", "Eliminar ficha"),
            QCoreApplication.translate(
                "MainWindow", "Las fichas de ejemplo no se pueden eliminar; duplícalas para editarlas."
            ),
        )
        return
    answer = QMessageBox.question(
        window,
        QCoreApplication.translate("MainWindow", "Eliminar ficha"),
        QCoreApplication.translate(
            "MainWindow", "¿Mover «%1» a la papelera? Podrás recuperarla desde Archivo → Recuperar de la papelera."
        ).replace("%1", entry.nombre),
    )
    if answer != QMessageBox.StandardButton.Yes:
        return
    for index in range(window.tabs.count()):
        if getattr(window.tabs.widget(index), "path", None) == entry.path:
            # closed as the user closes it: unsaved changes are offered to be saved first
            if not window.close_tab(index):
                return
            break
    try:
        library.move_to_trash(window.library_dir, entry.path)
    except OSError as error:
        QMessageBox.critical(
            window,
            QCoreApplication.translate("MainWindow", "Eliminar ficha"),
            QCoreApplication.translate("MainWindow", "No se pudo mover la ficha a la papelera: %1").replace(
                "%1", error.strerror or str(error)
            ),
        )
    window.load_library()


def restore_trash(window: MainWindow) -> None:
    items = library.trashed(window.library_dir)
    if not items:
        QMessageBox.information(
            window,
            QCoreApplication.translate("MainWindow", "Papelera"),
            QCoreApplication.translate("MainWindow", "La papelera está vacía."),
        )
        return
    found = {e.path: e.nombre for e in library.scan(items[0].parent) if not e.problema}
    names = [trash_label(path, found.get(path)) for path in items]
    choice, ok = QInputDialog.getItem(
        window,
        QCoreApplication.translate("MainWindow", "Recuperar de la papelera"),
        QCoreApplication.translate("MainWindow", "Ficha:"),
        names,
        0,
        False,
    )
    if ok:
        library.restore_from_trash(window.library_dir, items[names.index(choice)])
        window.load_library()
