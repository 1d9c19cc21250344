"""Portraits are content, not paths: a sheet's ``retrato`` never makes Gesta read or write elsewhere.

The folders mimic a user's home: the library four levels below it, so that
``biblioteca/../../../../.bashrc`` is the home's ``.bashrc``, and a downloaded folder four levels
below ``descargas`` that carries the attacker's files at the matching places.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from core import retratos, storage
from core.settings import Settings
from gui.main_window import MainWindow
from tests.core.duelo_simple import FichaDuelo

TRAVERSAL = "../../../../.bashrc"
AUTOSTART = "../../../../.config/autostart/gesta.desktop"


def png(color: str = "darkred") -> bytes:
    picture = QImage(40, 50, QImage.Format.Format_RGB32)
    picture.fill(QColor(color))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    assert picture.save(buffer, "PNG")
    return bytes(data.data())


@dataclass
class Home:
    root: Path
    home: Path
    library: Path
    downloads: Path

    def outside(self) -> dict[str, bytes]:
        """Every file under the test folder outside the library, with its content (symlinks by target)."""
        found: dict[str, bytes] = {}
        for path in sorted(self.root.rglob("*")):
            if self.library in path.parents or path == self.library:
                continue
            if path.is_symlink():
                found[str(path)] = os.readlink(path).encode()
            elif path.is_file():
                found[str(path)] = path.read_bytes()
        return found


@pytest.fixture
def home(tmp_path: Path) -> Home:
    user = tmp_path / "casa"
    (user / ".config" / "autostart").mkdir(parents=True)
    (user / ".bashrc").write_text("echo hola\n", encoding="utf-8")
    library = user / "a" / "b" / "c" / "biblioteca"
    library.mkdir(parents=True)
    downloads = tmp_path / "descargas" / "p" / "q" / "r" / "s"
    downloads.mkdir(parents=True)
    # what the downloaded folder's sheet points at: real images, so only the path is wrong
    (tmp_path / "descargas" / ".bashrc").write_bytes(png("black"))
    (tmp_path / "descargas" / ".config" / "autostart").mkdir(parents=True)
    (tmp_path / "descargas" / ".config" / "autostart" / "gesta.desktop").write_bytes(png("black"))
    return Home(tmp_path, user, library, downloads)


@pytest.fixture
def window(qtbot: QtBot, home: Home, duelo: None) -> MainWindow:
    win = MainWindow(Settings(biblioteca=str(home.library)))
    qtbot.addWidget(win)
    win.show()
    return win


def _downloaded(home: Home, retrato: str, name: str = "ana") -> Path:
    sheet = home.downloads / f"{name}.json"
    storage.save_sheet(sheet, FichaDuelo(nombre="Ana", retrato=retrato))
    return sheet


def _pdf_has_image(path: Path) -> bool:
    return b"/Subtype /Image" in path.read_bytes()


def test_guardar_como_una_ficha_descargada_no_escribe_fuera_de_la_biblioteca(
    qtbot: QtBot, window: MainWindow, home: Home, monkeypatch: pytest.MonkeyPatch
) -> None:
    tab = window.open_path(_downloaded(home, TRAVERSAL))
    assert tab is not None
    assert tab.portrait.text() == "Retrato\nno válido"  # type: ignore[attr-defined]
    assert "sin carpetas" in tab.portrait.toolTip()  # type: ignore[attr-defined]
    before = home.outside()
    target = home.library / "ana.json"
    monkeypatch.setattr("gui.editor.dialogos.save_file", lambda *a, **k: target)
    qtbot.keyClick(tab, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert storage.load_sheet(target).nombre == "Ana"
    assert (home.home / ".bashrc").read_text(encoding="utf-8") == "echo hola\n"
    assert home.outside() == before, "nothing outside the library is written"
    assert sorted(p.name for p in home.library.iterdir()) == ["ana.json"]


def test_duplicar_una_ficha_descargada_no_crea_nada_fuera_de_la_biblioteca(
    qtbot: QtBot, window: MainWindow, home: Home
) -> None:
    tab = window.open_path(_downloaded(home, AUTOSTART))
    assert tab is not None
    before = home.outside()
    window.findChild(QAction, "duplicar").trigger()
    copy = window.current_tab()
    assert copy is not None and copy is not tab
    assert not list((home.home / ".config" / "autostart").iterdir())
    assert home.outside() == before
    assert [p.suffix for p in home.library.iterdir()] == [".json"]


def test_duplicar_desde_la_lista_una_ficha_con_retrato_fuera_no_lo_sigue(
    qtbot: QtBot, window: MainWindow, home: Home
) -> None:
    storage.save_sheet(home.library / "bea.json", FichaDuelo(nombre="Bea", retrato=AUTOSTART))
    (home.home / ".config" / "autostart" / "gesta.desktop").write_bytes(png("black"))  # a real image there
    window.load_library()
    table = window.library.table
    qtbot.waitUntil(lambda: table.model().rowCount() == 1)
    assert table.model().index(0, 0).data() == "Bea"
    table.selectRow(0)
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    table.setFocus()
    assert window.library.has_focus()
    window.findChild(QAction, "duplicar").trigger()
    copy = window.current_tab()
    assert copy is not None and copy.sheet.nombre.startswith("Bea")  # type: ignore[attr-defined]
    assert copy.portrait_path() is None  # type: ignore[attr-defined]
    assert sorted(p.suffix for p in home.library.iterdir()) == [".json", ".json"]


def test_un_retrato_enlazado_fuera_de_la_carpeta_no_se_usa(
    qtbot: QtBot, window: MainWindow, home: Home, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = tmp_path / "secreto.png"
    secret.write_bytes(png("navy"))
    (home.downloads / "cara.png").symlink_to(secret)
    tab = window.open_path(_downloaded(home, "cara.png"))
    assert tab is not None
    assert tab.portrait_path() is None  # type: ignore[attr-defined]
    assert tab.portrait.text() == "Retrato\nno válido"  # type: ignore[attr-defined]
    assert "fuera de la carpeta" in tab.portrait.toolTip()  # type: ignore[attr-defined]
    assert tab.export_pdf(tmp_path / "ana.pdf")  # type: ignore[attr-defined]
    assert not _pdf_has_image(tmp_path / "ana.pdf")
    target = home.library / "ana.json"
    monkeypatch.setattr("gui.editor.dialogos.save_file", lambda *a, **k: target)
    qtbot.keyClick(tab, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert sorted(p.name for p in home.library.iterdir()) == ["ana.json"], "the linked image is not copied"


def test_un_retrato_con_ruta_absoluta_no_entra_en_el_pdf(
    qtbot: QtBot, window: MainWindow, home: Home, tmp_path: Path
) -> None:
    secret = tmp_path / "secreto.png"
    secret.write_bytes(png("navy"))
    tab = window.open_path(_downloaded(home, str(secret)))
    assert tab is not None and tab.portrait_path() is None  # type: ignore[attr-defined]
    assert tab.export_pdf(tmp_path / "ana.pdf")  # type: ignore[attr-defined]
    assert not _pdf_has_image(tmp_path / "ana.pdf")


def test_un_retrato_elegido_se_ve_se_guarda_se_reabre_y_sale_en_el_pdf(
    qtbot: QtBot, window: MainWindow, home: Home, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    photos = tmp_path / "fotos"
    photos.mkdir()
    picked = photos / "cara.PNG"
    picked.write_bytes(png())
    sheet = home.library / "ana.json"
    storage.save_sheet(sheet, FichaDuelo(nombre="Ana"))
    tab = window.open_path(sheet)
    assert tab is not None
    monkeypatch.setattr("gui.editor.dialogos.open_file", lambda *a, **k: picked)
    qtbot.mouseClick(tab.portrait, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert tab.portrait.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly  # type: ignore[attr-defined]
    qtbot.keyClick(tab, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    name = retratos.stored_name(picked.read_bytes())
    assert name.endswith(".png") and json.loads(sheet.read_text(encoding="utf-8"))["retrato"] == name
    assert (home.library / name).read_bytes() == picked.read_bytes()
    assert window.close_tab(window.tabs.indexOf(tab))
    reopened = window.open_path(sheet)
    assert reopened is not None
    assert reopened.portrait_path() == home.library / name  # type: ignore[attr-defined]
    assert reopened.portrait.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly  # type: ignore[attr-defined]
    assert reopened.export_pdf(tmp_path / "ana.pdf")  # type: ignore[attr-defined]
    assert _pdf_has_image(tmp_path / "ana.pdf")


def test_un_retrato_junto_a_una_ficha_descargada_se_copia_con_el_nombre_de_gesta(
    qtbot: QtBot, window: MainWindow, home: Home, monkeypatch: pytest.MonkeyPatch
) -> None:
    (home.downloads / "ana.json").write_text("{}", encoding="utf-8")
    (home.downloads / "cara.png").write_bytes(png("teal"))
    # the name a sheet gives is never the name of the copy: this one would overwrite the library's sheet
    (home.downloads / "bea.json").write_bytes(png("teal"))
    storage.save_sheet(home.library / "bea.json", FichaDuelo(nombre="Bea"))
    for value in ("cara.png", "bea.json"):
        tab = window.open_path(_downloaded(home, value))
        assert tab is not None and tab.portrait_path() == home.downloads / value  # type: ignore[attr-defined]
        target = home.library / "ana.json"
        monkeypatch.setattr(
            "gui.editor.dialogos.save_file",
            lambda *a, t=target, **k: t,
        )
        qtbot.keyClick(tab, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        name = retratos.stored_name(png("teal"))
        assert json.loads(target.read_text(encoding="utf-8"))["retrato"] == name
        assert (home.library / name).read_bytes() == png("teal")
        assert storage.load_sheet(home.library / "bea.json").nombre == "Bea"
        assert window.close_tab(window.tabs.indexOf(tab))


def test_elegir_un_archivo_que_no_es_una_imagen_avisa_y_no_cambia_la_ficha(
    qtbot: QtBot, window: MainWindow, home: Home, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = tmp_path / "cara.png"
    fake.write_text("no soy una imagen", encoding="utf-8")
    sheet = home.library / "ana.json"
    storage.save_sheet(sheet, FichaDuelo(nombre="Ana"))
    tab = window.open_path(sheet)
    assert tab is not None
    monkeypatch.setattr("gui.editor.dialogos.open_file", lambda *a, **k: fake)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    qtbot.mouseClick(tab.portrait, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert len(shown) == 1 and "no es una imagen" in shown[0]
    assert tab.sheet.retrato is None and not tab.is_modified()  # type: ignore[attr-defined]
