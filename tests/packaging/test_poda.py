"""The bundle's keep/prune policy: Qt modules, plugins, translations and the .deb's metadata."""

from __future__ import annotations

import ast
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parent.parent.parent
PACKAGING = REPO / "packaging"


def _load(name: str) -> ModuleType:
    """Load packaging/<name>.py under a private name (packaging/ is not a package: the PyPI
    ``packaging`` library must keep its name)."""
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))
    spec = importlib.util.spec_from_file_location(f"_gesta_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


poda = _load("poda")
paquete_deb = _load("paquete_deb")


def _pyside_imports() -> set[str]:
    """Every PySide6 module imported anywhere in core/ and gui/, found with the AST."""
    found: set[str] = set()
    for source in poda.app_sources():
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module.startswith("PySide6."):
                    found.add(node.module.split(".")[1])
                elif node.module == "PySide6":
                    found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.Import):
                found.update(a.name.split(".")[1] for a in node.names if a.name.startswith("PySide6."))
    return found


def test_no_module_the_app_imports_is_excluded() -> None:
    excluded = {name.removeprefix("PySide6.") for name in poda.qt_excludes()}
    imported = _pyside_imports()
    assert imported, "the GUI imports PySide6 modules"
    assert not imported & excluded


def test_unused_qt_modules_are_excluded() -> None:
    excluded = set(poda.qt_excludes())
    available = poda.qt_modules_available()
    for heavy in ("QtQml", "QtQuick", "QtNetwork", "QtSql", "QtDesigner", "QtWebEngineCore", "Qt3DCore"):
        if heavy in available and heavy not in _pyside_imports():
            assert f"PySide6.{heavy}" in excluded
    assert "PySide6.QtWidgets" not in excluded


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/qmltooling/libqmldbg_tcp.so", False),
        ("PySide6/Qt/translations/qtbase_es.qm", True),
        ("PySide6/Qt/translations/qtbase_en.qm", True),
        ("PySide6/Qt/translations/qt_es.qm", True),
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/translations/qtdeclarative_es.qm", False),
        ("PySide6/translations/qtbase_fr.qm", False),
        ("resources/i18n/shell_en.qm", True),
        ("resources/iconos/gesta.svg", True),
        ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ],
)
def test_keep_qt_file(dest: str, kept: bool) -> None:
    assert poda.keep_qt_file(dest) is kept


def test_windows_separators_are_understood() -> None:
    assert poda.keep_qt_file("PySide6\\plugins\\sqldrivers\\qsqlite.dll") is False
    assert poda.keep_qt_file("PySide6\\translations\\qtbase_en.qm") is True


def test_qt_library_names() -> None:
    assert poda.is_qt_library("libQt6Network.so.6")
    assert poda.is_qt_library("Qt6Network.dll")
    assert not poda.is_qt_library("libicudata.so.73")
    assert not poda.is_qt_library("QtCore.abi3.so")
    assert not poda.is_qt_library("libpyside6.abi3.so.6.12")


def test_modules_named_in_sources_are_found(tmp_path: Path) -> None:
    source = tmp_path / "x.py"
    source.write_text(
        "from PySide6.QtPrintSupport import QPrinter\nfrom PySide6 import (QtSvgWidgets,\n QtCharts)\n",
        encoding="utf-8",
    )
    assert {"QtPrintSupport", "QtSvgWidgets", "QtCharts", "QtWidgets"} <= poda.qt_modules_used([source])


def test_desktop_entry_launches_gesta_with_its_icon() -> None:
    entry = paquete_deb.desktop_entry("1.2.3").splitlines()
    assert entry[0] == "[Desktop Entry]"
    fields = dict(line.split("=", 1) for line in entry[1:] if line)
    assert fields["Type"] == "Application"
    assert fields["Exec"] == "gesta"
    assert fields["Icon"] == "gesta"
    assert fields["Terminal"] == "false"
    assert fields["Categories"].endswith(";")


def test_control_file_fields() -> None:
    text = paquete_deb.control("1.2.3", "amd64", 1234, ["libc6 (>= 2.36)", "libxcb1"], ["libgtk-3-0"])
    fields = dict(line.split(": ", 1) for line in text.splitlines() if line and not line.startswith(" "))
    assert fields["Package"] == "gesta"
    assert fields["Version"] == "1.2.3"
    assert fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "1234"
    assert fields["Depends"] == "libc6 (>= 2.36), libxcb1"
    assert fields["Recommends"] == "libgtk-3-0"
    assert text.endswith("\n")


def test_optional_plugins_only_recommend_their_libraries() -> None:
    assert paquete_deb.OPTIONAL_PLUGIN.search("_internal/PySide6/Qt/plugins/platformthemes/libqgtk3.so")
    assert paquete_deb.OPTIONAL_PLUGIN.search("_internal/PySide6/Qt/plugins/platforms/libqwayland.so")
    assert not paquete_deb.OPTIONAL_PLUGIN.search("_internal/PySide6/Qt/plugins/platforms/libqxcb.so")
    assert not paquete_deb.OPTIONAL_PLUGIN.search("_internal/PySide6/Qt/lib/libQt6Gui.so.6")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils no está instalado")
def test_desktop_entry_passes_desktop_file_validate(tmp_path: Path) -> None:
    entry = tmp_path / "gesta.desktop"
    entry.write_text(paquete_deb.desktop_entry("0.1.0"), encoding="utf-8")
    result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="poda por dependencias ELF")
def test_prune_drops_qt_libraries_nothing_links(tmp_path: Path) -> None:
    """A Qt library no binary links (QtNetwork) goes; one an extension module links (QtCore) stays."""
    pytest.importorskip("PyInstaller")
    import PySide6

    build = _load("build")
    source = Path(PySide6.__file__).parent
    internal = tmp_path / "gesta" / "_internal"
    lib = internal / "PySide6" / "Qt" / "lib"
    lib.mkdir(parents=True)
    for name in ("libQt6Core.so.6", "libQt6Network.so.6"):
        shutil.copy2(source / "Qt" / "lib" / name, lib / name)
        (internal / name).symlink_to(Path("PySide6") / "Qt" / "lib" / name)
    shutil.copy2(source / "QtCore.abi3.so", internal / "PySide6" / "QtCore.abi3.so")
    removed = build.prune(tmp_path / "gesta")
    assert [p.name for p in removed] == ["libQt6Network.so.6"]
    assert (lib / "libQt6Core.so.6").exists()
    assert not (internal / "libQt6Network.so.6").is_symlink()  # the dangling alias went too
    assert (internal / "PySide6" / "QtCore.abi3.so").exists()
