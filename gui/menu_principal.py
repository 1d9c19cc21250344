"""The main window's menus: Archivo, Batalla, Ver and Ayuda, each entry named for the tests.

Built once by :class:`~gui.main_window.MainWindow`; every entry calls a method of the window, which
imports what it opens the first time it is used. The shortcuts are set with ``setShortcuts``, not
``setShortcut``: that one's overloads make PySide build Qt's ``Qt`` namespace (gui/qt_valores.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from gui.acciones import make_action
from gui.qt_valores import WIDGET_SHORTCUT, set_enum

if TYPE_CHECKING:
    from gui.main_window import MainWindow


def build_menus(window: MainWindow) -> None:
    """Add the window's menus, and keep on it the entries other code uses (``new_action``...)."""
    bar = window.menuBar()
    file_menu = bar.addMenu(window.tr("&Archivo"))
    window.new_action = make_action(
        window, window.tr("&Nueva ficha…"), window.new_sheet, QKeySequence.StandardKey.New, "nuevaFicha"
    )
    file_menu.addAction(window.new_action)
    file_menu.addAction(
        make_action(window, window.tr("&Abrir ficha…"), window.open_file, QKeySequence.StandardKey.Open, "abrirFicha")
    )
    # Return and Delete act on the library lists only: typed in a sheet's field they belong to that field.
    window.open_selected_action = make_action(
        window, window.tr("Abrir la seleccionada"), window.open_selected, None, "abrirSeleccionada"
    )
    window.open_selected_action.setShortcuts([QKeySequence("Return"), QKeySequence("Enter")])
    file_menu.addAction(window.open_selected_action)
    file_menu.addSeparator()
    file_menu.addAction(
        make_action(window, window.tr("&Guardar"), window.save_current, QKeySequence.StandardKey.Save, "guardar")
    )
    file_menu.addAction(
        make_action(
            window, window.tr("Guardar &como…"), window.save_current_as, QKeySequence.StandardKey.SaveAs, "guardarComo"
        )
    )
    file_menu.addAction(
        make_action(window, window.tr("&Duplicar en la biblioteca"), window.duplicate_current, None, "duplicar")
    )
    file_menu.addAction(
        make_action(window, window.tr("&Cerrar pestaña"), window.close_current_tab, "Ctrl+W", "cerrarPestana")
    )
    file_menu.addSeparator()
    window.delete_action = make_action(
        window, window.tr("&Eliminar ficha…"), window.delete_selected, QKeySequence.StandardKey.Delete, "eliminar"
    )
    file_menu.addAction(window.delete_action)
    for action in (window.open_selected_action, window.delete_action):
        set_enum(action, "shortcutContext", WIDGET_SHORTCUT)
        window.table.addAction(action)
        window.examples_table.addAction(action)
    file_menu.addAction(
        make_action(window, window.tr("&Recuperar de la papelera…"), window.restore_trash, None, "recuperar")
    )
    file_menu.addSeparator()
    file_menu.addAction(
        make_action(
            window,
            window.tr("&Preferencias…"),
            window.edit_settings,
            QKeySequence.StandardKey.Preferences,
            "preferencias",
        )
    )
    file_menu.addAction(make_action(window, window.tr("&Salir"), window.close, QKeySequence.StandardKey.Quit, "salir"))

    battle_menu = bar.addMenu(window.tr("&Batalla"))
    battle_menu.addAction(
        make_action(window, window.tr("&Nueva batalla…"), window.new_battle, "Ctrl+B", "nuevaBatalla")
    )
    battle_menu.addAction(
        make_action(window, window.tr("&Abrir batalla guardada…"), window.open_battle, None, "abrirBatalla")
    )
    battle_menu.addAction(
        make_action(
            window, window.tr("&Simular con fichas de la biblioteca…"), window.simulate, "Ctrl+Shift+B", "simular"
        )
    )
    # the «Batallas» board is built the first time it is asked for (gui/tablero_batallas.py)
    window.battle_board_action = make_action(
        window,
        QCoreApplication.translate("BattleBoard", "Batallas &abiertas"),
        window.show_battle_board,
        "Ctrl+Shift+T",
        "tableroBatallas",
    )
    window.battle_board_action.setCheckable(True)
    battle_menu.addAction(window.battle_board_action)

    view_menu = bar.addMenu(window.tr("&Ver"))
    window.show_library_action = QAction(window.tr("Mostrar la &biblioteca"), window)
    window.show_library_action.setObjectName("mostrarBiblioteca")
    window.show_library_action.setShortcuts([QKeySequence("F9")])
    window.show_library_action.setCheckable(True)
    window.show_library_action.setChecked(True)
    window.show_library_action.toggled.connect(window.side.setVisible)
    window.show_library_action.setToolTip(
        window.tr("Oculta la lista de fichas para dejar más sitio a la ficha abierta")
    )
    view_menu.addAction(window.show_library_action)
    view_menu.addAction(
        make_action(window, window.tr("&Buscar en la biblioteca"), window.search_library, "Ctrl+F", "buscarBiblioteca")
    )

    help_menu = bar.addMenu(window.tr("A&yuda"))
    help_menu.addAction(make_action(window, window.tr("&Acerca de Gesta"), window.about, None, "acercaDe"))
