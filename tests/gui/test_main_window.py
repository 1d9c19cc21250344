"""The main window: library listing, filters, opening and closing sheets, trash, settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QInputDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from core import library, registry
from core.settings import Settings
from gui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(biblioteca=str(tmp_path / "biblioteca"))
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.activateWindow()
    assert QTest.qWaitForWindowActive(win)
    win.load_library()
    return win


def _rows(window: MainWindow) -> list[str]:
    return [window.filter.index(r, 0).data() for r in range(window.filter.rowCount())]


def _example_names(window: MainWindow) -> list[str]:
    model = window.examples_filter
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def test_la_ventana_lista_las_fichas_de_ejemplo_aparte(window: MainWindow) -> None:
    examples = library.scan_examples()
    assert examples, "the app ships example sheets"
    assert sorted(_example_names(window), key=str.casefold) == sorted((e.nombre for e in examples), key=str.casefold)
    assert _rows(window) == []


def test_abrir_una_ficha_de_ejemplo_en_una_pestana_y_cerrarla(window: MainWindow, qtbot: QtBot) -> None:
    table = window.examples_table
    name = window.examples_filter.index(0, 0).data()
    rect = table.visualRect(window.examples_filter.index(0, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.tabs.count() == 2
    assert window.tabs.tabText(window.tabs.currentIndex()).startswith(name)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.count() == 1


def test_filtrar_por_sistema_y_por_nombre(window: MainWindow, qtbot: QtBot) -> None:
    rules = [r.id for r in registry.available()]
    first = rules[0]
    window.rules_filter.setCurrentIndex(window.rules_filter.findData(first))
    model = window.examples_filter
    kinds = {model.index(r, 1).data(Qt.ItemDataRole.UserRole) for r in range(model.rowCount())}
    assert kinds == {first}
    window.rules_filter.setCurrentIndex(0)
    qtbot.keyClicks(window.name_filter, "zzzz-nadie")
    assert model.rowCount() == 0


def _library_sheet(window: MainWindow) -> Path:
    example = library.scan_examples()[0]
    folder = window.library_dir
    folder.mkdir(parents=True, exist_ok=True)
    data = json.loads(example.path.read_text(encoding="utf-8"))
    data["nombre"] = "Personaje de prueba"
    path = folder / "prueba.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    window.load_library()
    return path


def test_eliminar_con_confirmacion_va_a_la_papelera_y_se_recupera(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _library_sheet(window)
    row = _rows(window).index("Personaje de prueba")
    window.table.selectRow(row)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.delete_selected()
    assert not path.exists()
    assert "Personaje de prueba" not in _rows(window)
    trashed = library.trashed(window.library_dir)
    assert len(trashed) == 1
    library.restore_from_trash(window.library_dir, trashed[0])
    window.load_library()
    assert "Personaje de prueba" in _rows(window)


def test_un_archivo_corrupto_muestra_un_aviso_y_no_abre_pestana(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "rota.json"
    bad.write_text("{ esto no es json", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    assert window.open_path(bad) is None
    assert window.tabs.count() == 1
    assert shown and "«rota.json»" in shown[0] and "no es JSON válido" in shown[0]


def _focus(window: MainWindow, widget: QWidget) -> None:
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    widget.setFocus()
    assert QApplication.focusWidget() is widget


def test_intro_en_un_campo_de_la_ficha_no_abre_la_ficha_seleccionada_de_la_lista(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Pressing Enter in a sheet's field used to open whatever sheet was selected in the library."""
    _library_sheet(window)
    window.table.selectRow(0)
    example = library.scan_examples()[0]
    tab = window.open_path(example.path, read_only=True)
    assert tab is not None
    spin = next(s for s in tab.findChildren(QAbstractSpinBox) if s.isVisible())
    _focus(window, spin)
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert window.tabs.count() == 2
    # in the list, Enter opens the selected sheet
    _focus(window, window.table)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.tabs.count() == 3
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Personaje de prueba"


def test_suprimir_en_un_campo_de_la_ficha_no_ofrece_borrar_otra_ficha(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _library_sheet(window)
    window.table.selectRow(0)
    asked: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda _p, _t, text, *a, **k: asked.append(text) or QMessageBox.StandardButton.Yes
    )
    tab = window.open_path(library.scan_examples()[0].path, read_only=True)
    assert tab is not None
    spin = next(s for s in tab.findChildren(QAbstractSpinBox) if s.isVisible())
    _focus(window, spin)
    qtbot.keyClick(spin, Qt.Key.Key_Delete)
    assert asked == [] and path.exists()
    # in the list, Supr asks and moves the sheet to the trash
    _focus(window, window.table)
    qtbot.keyClick(window.table, Qt.Key.Key_Delete)
    assert len(asked) == 1 and "«Personaje de prueba»" in asked[0]
    assert not path.exists()


def test_eliminar_una_ficha_abierta_con_cambios_pregunta_antes_de_perderlos(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _library_sheet(window)
    tab = window.open_path(path)
    assert tab is not None
    tab.name_editor.line.selectAll()
    qtbot.keyClicks(tab.name_editor.line, "Nombre nuevo")
    qtbot.keyClick(tab.name_editor.line, Qt.Key.Key_Tab)
    assert tab.is_modified()
    window.table.selectRow(_rows(window).index("Personaje de prueba"))
    answers = iter([QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Cancel])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: next(answers))
    window.delete_selected()
    # «Cancelar» on the unsaved changes: nothing is deleted and the edits are still there
    assert path.exists()
    assert window.tabs.indexOf(tab) >= 0 and tab.title() == "Nombre nuevo"
    answers = iter([QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Save])
    window.delete_selected()
    assert not path.exists() and window.tabs.indexOf(tab) < 0
    trashed = library.trashed(window.library_dir)
    assert json.loads(trashed[0].read_text(encoding="utf-8"))["nombre"] == "Nombre nuevo"


def test_recuperar_de_la_papelera_muestra_el_nombre_de_la_ficha_y_la_fecha(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _library_sheet(window)
    library.move_to_trash(window.library_dir, path)
    offered: list[list[str]] = []

    def pick(_parent: object, _title: str, _label: str, items: list[str], *a: object) -> tuple[str, bool]:
        offered.append(items)
        return items[0], True

    monkeypatch.setattr(QInputDialog, "getItem", pick)
    window.restore_trash()
    assert offered[0][0].startswith("Personaje de prueba (eliminada el ")
    assert "Personaje de prueba" in _rows(window)


def test_duplicar_un_ejemplo_desde_la_lista_sin_abrirlo(window: MainWindow, qtbot: QtBot) -> None:
    name = window.examples_filter.index(0, 0).data()
    window.examples_table.selectRow(0)
    _focus(window, window.examples_table)
    window.findChild(QAction, "duplicar").trigger()
    copy = f"{name} (copia)"
    assert copy in _rows(window)
    assert window.tabs.tabText(window.tabs.currentIndex()) == copy


def test_la_biblioteca_vacia_explica_como_empezar(window: MainWindow) -> None:
    assert window.empty_library.isVisible()
    assert "Nueva ficha" in window.empty_library.text()
    _library_sheet(window)
    assert not window.empty_library.isVisible()


def test_f9_oculta_la_biblioteca_para_dar_sitio_a_la_ficha(window: MainWindow, qtbot: QtBot) -> None:
    _focus(window, window.name_filter)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert not window.side.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert window.side.isVisible()


def test_la_ventana_cabe_en_la_pantalla(window: MainWindow) -> None:
    screen = window.screen().availableGeometry()
    assert window.width() <= max(screen.width(), window.minimumWidth())
    assert window.height() <= max(screen.height(), window.minimumHeight())


def test_el_modelo_de_la_biblioteca_es_correcto_y_marca_los_archivos_rotos(window: MainWindow, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    _library_sheet(window)
    (window.library_dir / "rota.json").write_text("{ no es json", encoding="utf-8")
    window.load_library()
    qtmodeltester.check(window.model)
    qtmodeltester.check(window.filter)
    rows = _rows(window)
    broken = window.filter.index(rows.index("rota"), 1)
    assert broken.data() == "⚠ no se puede abrir"
    assert "no es JSON válido" in broken.data(Qt.ItemDataRole.ToolTipRole)
    good = window.filter.index(rows.index("Personaje de prueba"), 1)
    assert good.data(Qt.ItemDataRole.ToolTipRole) == good.data()  # the full ruleset name, cut in the column


def test_guardar_no_pierde_la_posicion_en_una_biblioteca_grande(window: MainWindow, qtbot: QtBot) -> None:
    """With hundreds of sheets, saving one used to send the list back to the top and drop the selection."""
    example = json.loads(library.scan_examples()[0].path.read_text(encoding="utf-8"))
    folder = window.library_dir
    folder.mkdir(parents=True, exist_ok=True)
    for number in range(300):
        (folder / f"f{number:03d}.json").write_text(json.dumps(dict(example, nombre=f"Ficha {number:03d}")), "utf-8")
    window.load_library()
    row = _rows(window).index("Ficha 250")
    qtbot.wait(1)  # the list lays out its rows on the next event loop turn
    window.table.scrollTo(window.filter.index(row, 0))
    rect = window.table.visualRect(window.filter.index(row, 0))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    tab = window.current_tab()
    assert tab is not None and tab.title() == "Ficha 250"  # type: ignore[attr-defined]
    scrolled = window.table.verticalScrollBar().value()
    assert scrolled > 0
    qtbot.keyClick(tab, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not tab.is_modified()  # type: ignore[attr-defined]
    assert window.table.verticalScrollBar().value() == scrolled
    assert window.library.selected_entry() is not None
    assert window.library.selected_entry().nombre == "Ficha 250"  # type: ignore[union-attr]


def test_ctrl_f_lleva_al_buscador_aunque_la_biblioteca_este_oculta(window: MainWindow, qtbot: QtBot) -> None:
    tab = window.open_path(library.scan_examples()[0].path, read_only=True)
    assert tab is not None
    _focus(window, tab.name_editor.line)
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert not window.side.isVisible()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.side.isVisible() and window.name_filter.hasFocus()
    qtbot.keyClicks(window.name_filter, "zzzz")
    assert window.examples_filter.rowCount() == 0


def test_el_titulo_de_la_ventana_dice_que_ficha_esta_delante(window: MainWindow, qtbot: QtBot) -> None:
    path = _library_sheet(window)
    assert window.windowTitle() == "Gesta"
    tab = window.open_path(path)
    assert tab is not None
    assert window.windowTitle() == "Personaje de prueba — Gesta"
    tab.name_editor.line.selectAll()
    qtbot.keyClicks(tab.name_editor.line, "Otra")
    assert window.windowTitle() == "● Otra — Gesta"
    window.tabs.setCurrentIndex(0)
    assert window.windowTitle() == "Gesta"
    tab.undo_stack().setIndex(0)  # type: ignore[attr-defined]  # back to clean, so closing asks nothing
    assert window.windowTitle() == "Gesta" and not tab.is_modified()  # type: ignore[attr-defined]


def test_eliminar_sin_elegir_ficha_explica_que_hacer(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text, *a: shown.append(text))
    window.findChild(QAction, "eliminar").trigger()
    assert shown == ["Elige primero en «Mi biblioteca» la ficha que quieres eliminar."]


def test_en_1024_la_biblioteca_deja_sitio_a_la_ficha(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024×700 the library's long titles used to keep it 370 pixels wide, squeezing the sheet."""
    win = MainWindow(Settings(biblioteca=str(tmp_path / "b")))
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    win.load_library()
    tab = win.open_path(library.scan_examples()[0].path, read_only=True)
    assert tab is not None
    side, sheet = win.splitter.sizes()
    assert side <= 320 and sheet >= 680


def test_buscar_e_intro_abre_la_ficha_encontrada_sin_raton(window: MainWindow, qtbot: QtBot) -> None:
    name = window.examples_filter.index(0, 0).data()
    _focus(window, window.name_filter)
    qtbot.keyClicks(window.name_filter, name)
    qtbot.keyClick(window.name_filter, Qt.Key.Key_Return)
    assert window.examples_table.hasFocus()
    qtbot.keyClick(window.examples_table, Qt.Key.Key_Return)
    assert window.tabs.tabText(window.tabs.currentIndex()).startswith(name)
