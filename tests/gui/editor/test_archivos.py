"""Files: a corrupt sheet opens with the loader's message; an autosaved sheet survives a kill; the portrait."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from core import retratos, storage
from core.settings import Settings
from gui.editor import create_sheet_tab, recovery
from gui.main_window import MainWindow
from tests.core.duelo_simple import FichaDuelo
from tests.gui.editor.conftest import open_tab, type_number

REPO = Path(__file__).resolve().parents[3]


def _answer_modal(qtbot: QtBot, seen: list[str], button_name: str = "") -> None:
    """Read the next modal dialog's text and press one of its buttons (or the default one)."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append(box.text())
        button = box.findChild(type(box.defaultButton() or box.buttons()[0]), button_name) if button_name else None
        (button or box.defaultButton() or box.buttons()[0]).click()

    QTimer.singleShot(0, answer)


@pytest.fixture
def window(qtbot: QtBot, settings: Settings) -> MainWindow:
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    return win


def test_abrir_un_archivo_corrupto_muestra_el_motivo(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    bad = tmp_path / "rota.json"
    bad.write_text(
        '{"formato": "gesta-ficha", "reglas": "caballeros", "nombre": "X", "vida": "mucha"', encoding="utf-8"
    )
    seen: list[str] = []
    _answer_modal(qtbot, seen)
    assert window.open_path(bad) is None
    assert len(seen) == 1
    assert "«rota.json»" in seen[0] and "no es JSON válido" in seen[0]
    assert window.tabs.count() == 1, "no tab opens for a file that cannot be read"
    bad.write_text(json.dumps({"formato": "gesta-ficha", "reglas": "duelo_no_existe", "nombre": "X"}), encoding="utf-8")
    _answer_modal(qtbot, seen)
    assert window.open_path(bad) is None
    assert "el sistema de reglas «duelo_no_existe» no existe" in seen[1]


_CRASHING_EDITOR = textwrap.dedent(
    """
    import os, signal, sys
    from pathlib import Path
    sys.path.insert(0, sys.argv[1])
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from core import storage
    from core.settings import Settings
    from gui.editor import recovery
    recovery.AUTOSAVE_MS = 50
    from gui.editor import create_sheet_tab
    path = Path(sys.argv[2])
    tab = create_sheet_tab(storage.load_sheet(path), path, read_only=False, settings=Settings())
    tab.show()
    box = tab.focus.editors[("vida",)].box
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, "7")
    def check():
        if tab.recovery_file().exists():
            os.kill(os.getpid(), signal.SIGKILL)
    tab.autosave_timer.timeout.connect(check)
    app.exec()
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_una_ficha_sin_guardar_sobrevive_a_un_cierre_brusco(
    qtbot: QtBot, duelo: None, settings: Settings, tmp_path: Path, gesta_home: Path
) -> None:
    path = tmp_path / "ana.json"
    storage.save_sheet(path, FichaDuelo(nombre="Ana"))
    script = tmp_path / "crash.py"
    script.write_text(_CRASHING_EDITOR, encoding="utf-8")
    env = dict(os.environ, GESTA_HOME=str(gesta_home))
    # the stand-in ruleset must be known in the child too: a runner registers it, then runs the editor
    runner = tmp_path / "run.py"
    runner.write_text(
        "import sys, runpy\nsys.path.insert(0, sys.argv[1])\n"
        "from core import registry\nfrom tests.core.duelo_simple import RULESET\nregistry.register(RULESET)\n"
        "runpy.run_path(sys.argv[3], run_name='__main__')\n",
        encoding="utf-8",
    )
    result = subprocess.run(
        [sys.executable, str(runner), str(REPO), str(path), str(script)],
        env=env,
        capture_output=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert result.returncode == -9, result.stderr.decode(errors="replace")
    files = list(recovery.recovery_dir().glob("*.json"))
    assert len(files) == 1
    assert storage.load_sheet(path).vida == 10, "the sheet file itself was never saved"

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    seen: list[str] = []
    _answer_modal(qtbot, seen, "recuperar")
    window.offer_recovery()
    assert "Ana" in seen[0]
    tab = window.current_tab()
    assert tab is not None and tab.sheet.vida == 7  # type: ignore[attr-defined]
    assert tab.path == path  # type: ignore[attr-defined]
    assert tab.is_modified(), "a restored sheet is shown as unsaved"  # type: ignore[attr-defined]
    assert window.tabs.tabText(window.tabs.currentIndex()).startswith("● Ana")
    assert tab.recovery_file() == files[0]  # type: ignore[attr-defined]
    assert tab.save()  # type: ignore[attr-defined]
    assert storage.load_sheet(path).vida == 7
    assert not files[0].exists(), "a clean save removes the recovery copy"


def test_el_autoguardado_escribe_solo_fichas_sin_guardar_y_se_borra_al_cerrar(
    qtbot: QtBot, duelo: None, settings: Settings
) -> None:
    # this test deletes the tab itself (that is what it checks), so the tab is not left to qtbot to close
    tab = create_sheet_tab(FichaDuelo(nombre="Ana"), None, read_only=False, settings=settings)
    tab.show()
    qtbot.waitExposed(tab)
    tab.autosave()
    assert not tab.recovery_file().exists()
    type_number(qtbot, tab.focus.editors[("vida",)].box, "4")  # type: ignore[attr-defined]
    tab.autosave()
    file = tab.recovery_file()
    assert file.exists()
    found, problems = recovery.pending()
    assert problems == [] and [r.sheet for r in found] == [tab.sheet]
    tab.undo_action.trigger()
    tab.autosave()
    assert not file.exists(), "back at the saved state there is nothing to recover"
    type_number(qtbot, tab.focus.editors[("vida",)].box, "5")  # type: ignore[attr-defined]
    tab.autosave()
    assert file.exists()
    tab.deleteLater()
    qtbot.waitUntil(lambda: not file.exists())  # closing a tab removes its recovery copy


def test_el_retrato_se_guarda_junto_a_la_ficha(qtbot: QtBot, duelo: None, settings: Settings, tmp_path: Path) -> None:
    image = tmp_path / "fuera" / "cara.png"
    image.parent.mkdir()
    picture = QImage(40, 50, QImage.Format.Format_RGB32)
    picture.fill(QColor("darkred"))
    assert picture.save(str(image))
    tab = open_tab(qtbot, FichaDuelo(nombre="Ana Sol"), settings)
    tab.portrait.picked.emit(image)
    name = retratos.stored_name(image.read_bytes())  # Gesta's name: the content's hash
    assert tab.sheet.retrato == name  # type: ignore[attr-defined]
    assert tab.portrait.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
    target = tmp_path / "biblioteca" / "ana.json"
    assert tab.save_to(target)
    assert (target.parent / name).read_bytes() == image.read_bytes()
    assert json.loads(target.read_text(encoding="utf-8"))["retrato"] == name
    reopened = open_tab(qtbot, storage.load_sheet(target), settings, target)
    assert reopened.portrait_path() == target.parent / name
    assert reopened.export_pdf(tmp_path / "ana.pdf")
    reopened.portrait.remove_action.trigger()
    assert reopened.sheet.retrato is None  # type: ignore[attr-defined]
    assert reopened.portrait.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly
    reopened.undo_action.trigger()
    assert reopened.sheet.retrato == name  # type: ignore[attr-defined]


def test_un_ejemplo_editado_se_guarda_como_ficha_nueva_desde_la_ventana(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core import library
    from tests.gui.editor.conftest import needs

    needs("caballeros")
    window.load_library()
    example = next(e for e in library.scan_examples() if e.reglas == "caballeros")
    tab = window.open_path(example.path, read_only=True)
    assert tab is not None and tab.read_only  # type: ignore[attr-defined]
    assert window.tabs.tabText(window.tabs.currentIndex()).endswith("(ejemplo)")
    box = tab.focus.editors[("vida",)].box  # type: ignore[attr-defined]
    type_number(qtbot, box, "250")
    assert window.tabs.tabText(window.tabs.currentIndex()).startswith("● ")
    target = tmp_path / "biblioteca" / "mi_caballero.json"
    monkeypatch.setattr("gui.editor.dialogos.save_file", lambda *a, **k: target)
    before = example.path.read_bytes()
    qtbot.keyClick(box, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert example.path.read_bytes() == before, "the shipped example is never overwritten"
    assert storage.load_sheet(target).vida == 250  # type: ignore[attr-defined]
    caption = window.tabs.tabText(window.tabs.currentIndex())
    assert not caption.startswith("● ") and "(ejemplo)" not in caption
    # an unsaved change, autosaved, then the tab closed without saving: the copy goes away
    type_number(qtbot, box, "240")
    tab.autosave()  # type: ignore[attr-defined]
    copy = tab.recovery_file()  # type: ignore[attr-defined]
    assert copy.exists()
    monkeypatch.setattr("gui.main_window.QMessageBox.question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert window.close_tab(window.tabs.indexOf(tab))
    qtbot.waitUntil(lambda: not copy.exists())
    assert storage.load_sheet(target).vida == 250


def test_la_oferta_de_recuperar_muestra_nombre_y_hora_legibles(
    qtbot: QtBot, duelo: None, window: MainWindow, gesta_home: Path
) -> None:
    recovery.write(recovery.new_recovery_path(), FichaDuelo(nombre="Ana <la Roja> & Bea"), None)
    seen: list[str] = []
    _answer_modal(qtbot, seen, "descartar")
    window.offer_recovery()
    assert "Ana &lt;la Roja&gt; &amp; Bea" in seen[0], "the name is shown as typed, not read as HTML"
    assert "+00:00" not in seen[0] and "T" not in seen[0].split("<small>")[1][:20], "a local date, not an ISO stamp"
    assert not list(recovery.recovery_dir().glob("*.json")), "«Descartar» removes the copy"


def test_duplicar_una_ficha_de_otra_carpeta_conserva_su_retrato(
    qtbot: QtBot, duelo: None, window: MainWindow, tmp_path: Path
) -> None:
    outside = tmp_path / "fuera"
    outside.mkdir()
    picture = QImage(40, 50, QImage.Format.Format_RGB32)
    picture.fill(QColor("darkblue"))
    assert picture.save(str(outside / "ana-retrato.png"))
    storage.save_sheet(outside / "ana.json", FichaDuelo(nombre="Ana", retrato="ana-retrato.png"))
    tab = window.open_path(outside / "ana.json")
    assert tab is not None and tab.portrait_path() == outside / "ana-retrato.png"  # type: ignore[attr-defined]
    window.findChild(QAction, "duplicar").trigger()
    copy = window.current_tab()
    assert copy is not None and copy is not tab
    assert copy.path.parent == window.library_dir  # type: ignore[attr-defined]
    name = retratos.stored_name((outside / "ana-retrato.png").read_bytes())
    assert copy.portrait_path() == window.library_dir / name  # type: ignore[attr-defined]
    assert (outside / "ana-retrato.png").exists(), "the original keeps its own"
