"""The main window lists the library at once and marks each sheet legal or not as validation goes on.

And what it leaves out of its start: the rules engines, pydantic, the ``Qt`` namespace, the battle board.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from core import library
from core.settings import Settings
from gui import qt_valores
from gui.main_window import MainWindow
from tests.conftest import REPO


def _window(qtbot: QtBot, folder: Path) -> MainWindow:
    win = MainWindow(Settings(biblioteca=str(folder)))
    qtbot.addWidget(win)
    win.show()
    return win


def _validity(window: MainWindow, table: str, name: str) -> str:
    model = window.filter if table == "mine" else window.examples_filter
    for row in range(model.rowCount()):
        if model.index(row, 0).data() == name:
            return str(model.index(row, 3).data())
    raise AssertionError(f"{name} no está en la lista")


def _copy(folder: Path, rules: str, file: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / file
    target.write_bytes((REPO / "sheets" / rules / file).read_bytes())
    return target


def test_las_marcas_de_validez_se_rellenan_tras_mostrar_la_lista(qtbot: QtBot, tmp_path: Path) -> None:
    _copy(tmp_path / "bib", "epic20", "ilegal_ejemplo.json")
    _copy(tmp_path / "bib", "caballeros", "ivan_de_lince.json")
    window = _window(qtbot, tmp_path / "bib")
    window.load_library()
    names = {window.filter.index(r, 0).data() for r in range(window.filter.rowCount())}
    assert len(names) == 2, "the list is there before any sheet is validated"
    illegal = next(n for n in names if "Iván" not in n and "Ivan" not in n)
    qtbot.waitUntil(lambda: not window.checker.running(), timeout=30000)
    assert _validity(window, "mine", illegal).startswith("✗")
    assert int(_validity(window, "mine", illegal).split()[1]) > 0
    legal = next(n for n in names if n != illegal)
    assert _validity(window, "mine", legal) == "✓"
    assert "1 con problemas" in window.status_label.text()
    assert "comprobando" not in window.status_label.text()


def test_la_segunda_vez_los_veredictos_salen_de_la_cache(qtbot: QtBot, tmp_path: Path) -> None:
    _copy(tmp_path / "bib", "epic20", "ilegal_ejemplo.json")
    first = _window(qtbot, tmp_path / "bib")
    first.load_library()
    qtbot.waitUntil(lambda: not first.checker.running(), timeout=30000)
    first.close()
    checked: list[Path] = []
    second = _window(qtbot, tmp_path / "bib")
    second.checker._check = lambda path: checked.append(path)  # type: ignore[assignment, method-assign, return-value]
    second.load_library()
    assert not second.checker.running()
    assert checked == []
    name = second.filter.index(0, 0).data()
    assert _validity(second, "mine", name).startswith("✗")


def test_guardar_una_ficha_la_vuelve_a_comprobar(qtbot: QtBot, tmp_path: Path) -> None:
    path = _copy(tmp_path / "bib", "caballeros", "ivan_de_lince.json")
    window = _window(qtbot, tmp_path / "bib")
    window.load_library()
    qtbot.waitUntil(lambda: not window.checker.running(), timeout=30000)
    name = window.filter.index(0, 0).data()
    assert _validity(window, "mine", name) == "✓"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["vida"] = -5
    path.write_text(json.dumps(data), encoding="utf-8")
    os.utime(path, ns=(path.stat().st_mtime_ns + 10**9,) * 2)
    window.load_library()
    qtbot.waitUntil(lambda: not window.checker.running() and _validity(window, "mine", name) != "…", timeout=30000)
    assert _validity(window, "mine", name).startswith("✗")
    entry = window.model.entry(0)
    assert library.HeaderCache().get(entry.path, entry.firma, False, 0.0) is not None


def test_la_ventana_lista_la_biblioteca_sin_importar_ningun_motor(tmp_path: Path) -> None:
    """In a fresh process: the window is shown and the library listed before any rules engine is imported."""
    _copy(tmp_path / "bib", "umh", "coloso.json")
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from core.settings import Settings\n"
        "from gui.main_window import MainWindow\n"
        "app = QApplication([])\n"
        "window = MainWindow(Settings(biblioteca=sys.argv[1]))\n"
        "window.checker.check = lambda entries: None\n"
        "window.show()\n"
        "window.load_library()\n"
        "assert window.filter.rowCount() == 1 and window.examples_filter.rowCount() > 10\n"
        "import PySide6.QtCore\n"
        "print('Qt' in PySide6.QtCore.__dict__)\n"
        "print(sorted(m for m in sys.modules if m in ('gui.tablero_batallas', 'gui.biblioteca_archivos')))\n"
        "print(sorted(m for m in sys.modules if m.startswith(('core.rulesets.', 'pydantic'))))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "bib")], capture_output=True, text=True, env=env, cwd=REPO
    )
    assert out.returncode == 0, out.stderr
    qt_namespace, board_and_files, engines = out.stdout.strip().splitlines()[-3:]
    assert engines == "[]"
    # nor the Qt namespace (~30 ms of enums, gui/qt_valores.py), the battle board or the file commands
    assert qt_namespace == "False"
    assert board_and_files == "[]"


def test_python_m_gui_no_importa_multiprocessing_fuera_del_paquete(tmp_path: Path) -> None:
    """``python -m gui`` starts the window without multiprocessing (only the frozen bundle needs freeze_support)."""
    code = (
        "import atexit, runpy, sys\n"
        "atexit.register(lambda: print('multiprocessing' in sys.modules))\n"
        "sys.argv = ['gesta', '--salir-tras-iniciar']\n"
        "runpy.run_module('gui', run_name='__main__')\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen", GESTA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=REPO)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "False"


def test_los_valores_de_qt_escritos_como_numeros_son_los_de_qt() -> None:
    assert Qt.ItemDataRole.DisplayRole == qt_valores.DISPLAY_ROLE
    assert Qt.ItemDataRole.ToolTipRole == qt_valores.TOOLTIP_ROLE
    assert Qt.ItemDataRole.ForegroundRole == qt_valores.FOREGROUND_ROLE
    assert Qt.ItemDataRole.UserRole == qt_valores.USER_ROLE
    assert Qt.AlignmentFlag.AlignCenter.value == qt_valores.ALIGN_CENTER
    assert Qt.Orientation.Vertical.value == qt_valores.VERTICAL
    assert Qt.ShortcutContext.WidgetShortcut.value == qt_valores.WIDGET_SHORTCUT


def test_la_ventana_sin_el_espacio_qt_queda_como_antes(qtbot: QtBot, tmp_path: Path) -> None:
    """What the window sets by number (gui/qt_valores.py) or after listing is what it set through ``Qt``."""
    _copy(tmp_path / "bib", "epic20", "ilegal_ejemplo.json")
    window = _window(qtbot, tmp_path / "bib")
    assert window.empty_hint.alignment() == Qt.AlignmentFlag.AlignCenter
    assert window.library.lists.orientation() == Qt.Orientation.Vertical
    for action in (window.open_selected_action, window.delete_action):
        assert action.shortcutContext() == Qt.ShortcutContext.WidgetShortcut
    header = window.table.horizontalHeader()
    titles = [header.model().headerData(c, Qt.Orientation.Horizontal) for c in range(header.count())]
    assert titles == ["Nombre", "Sistema", "Origen", "✓"]
    assert "Validez" in header.model().headerData(3, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    window.load_library()
    qtbot.waitUntil(window.table.isSortingEnabled)
    assert header.sortIndicatorSection() == -1, "the list keeps core.library's order until a header is clicked"
    window.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    assert window.filter.sortColumn() == 1


def test_batallas_abiertas_monta_el_tablero_la_primera_vez(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path / "bib")
    assert window.battle_board is None
    menu = next(a.menu() for a in window.menuBar().actions() if a.objectName() == "" and a.text() == "&Batalla")
    window.battle_board_action.trigger()
    dock = window.battle_board
    assert dock is not None and dock.isVisible()
    in_menu = [a for a in menu.actions() if a.objectName() == "tableroBatallas"]
    assert in_menu == [dock.toggleViewAction()] and in_menu[0].isChecked()
    assert in_menu[0].text() == "Batallas &abiertas" and in_menu[0].shortcut().toString() == "Ctrl+Shift+T"
    in_menu[0].trigger()
    assert not dock.isVisible() and window.battle_board is dock
