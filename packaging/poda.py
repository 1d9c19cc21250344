"""What the Gesta bundle keeps of Qt: modules, plugins and translations (shared by the spec and build.py)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path, PurePath

ROOT = Path(__file__).resolve().parent.parent

# Qt modules the app needs even if no source file names them: QtGui/QtCore come with QtWidgets,
# QtSvg draws the SVG icon (imageformats/iconengines plugins link against it).
ALWAYS_USED: frozenset[str] = frozenset({"QtCore", "QtGui", "QtWidgets", "QtSvg"})

# Plugin folders kept, and inside each one the plugins kept (base names without "lib"/"q" variants
# normalised: the stem without "lib" prefix and without extension). A folder not listed is dropped.
PLUGINS: dict[str, frozenset[str]] = {
    # Desktop platforms (X11, Wayland, Windows, macOS) plus offscreen/minimal for headless runs.
    "platforms": frozenset({"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen", "qminimal"}),
    # Native file dialogs through the desktop portal (D-Bus). Not qgtk3: it links the system's GTK,
    # which would then run against the bundle's own copies of cairo/pango/gdk-pixbuf (and those
    # copies are ~6 MiB that nothing else needs); the app draws with Fusion anyway.
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    # Dead keys / compose (ñ, á, ¿) and IBus input methods.
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}),
    # Portraits and icons: PNG is built into QtGui; these add JPEG, GIF, WebP, ICO, SVG (and ICNS on macOS).
    "imageformats": frozenset({"qjpeg", "qgif", "qwebp", "qico", "qsvg", "qicns"}),
    "iconengines": frozenset({"qsvgicon"}),
    # The xcb plugin looks up its GL integration at start; both are small.
    "xcbglintegrations": frozenset({"qxcb-glx-integration", "qxcb-egl-integration"}),
    # Wayland: the standard desktop shell and the window decorations.
    "wayland-shell-integration": frozenset({"xdg-shell"}),
    "wayland-decoration-client": frozenset({"bradient", "adwaita"}),
    # Windows 11 look for the widgets (only present in Windows wheels).
    "styles": frozenset({"qmodernwindowsstyle", "qwindowsvistastyle"}),
}

# Qt's own translations kept: the base catalogue (standard dialogs) and its meta file, Spanish and English.
QT_TRANSLATION = re.compile(r"^(qt|qtbase)_(es|en)\.qm$")

# Files of the app's data folders that are not needed at run time.
DATA_SKIP_SUFFIXES: frozenset[str] = frozenset({".py", ".pyc", ".ts"})

# Python modules never needed by the frozen app.
PYTHON_EXCLUDES: tuple[str, ...] = (
    "tkinter",
    "_tkinter",
    "test",
    "lib2to3",
    "pydoc_data",
    "setuptools",
    "pip",
    "pytest",
    "_pytest",
    "hypothesis",
    "mypy",
    "ruff",
    "IPython",
    "numpy",
    "PyInstaller",
    # No network: TLS and OpenSSL's hashes (hashlib falls back to its built-in md5/sha* modules).
    "ssl",
    "_ssl",
    "_hashlib",
)

_SHARED_LIB = re.compile(r"^(?:lib)?(?P<stem>.+?)(?:\.abi3)?\.(?:so(?:\.\d+)*|dll|dylib|pyd)$")


_QT_LIBRARY = re.compile(r"^(?:lib)?(?:Qt6\w+|pyside6qml)[\w.]*\.(?:so(?:\.\d+)*|dll)$")


def is_qt_library(filename: str) -> bool:
    """``libQt6Network.so.6`` / ``Qt6Network.dll``: a Qt library the pruning may drop if nothing links it."""
    return bool(_QT_LIBRARY.match(filename))


def plugin_stem(filename: str) -> str:
    """``libqxcb.so`` / ``qxcb.dll`` / ``libqxcb.dylib`` → ``qxcb``."""
    match = _SHARED_LIB.match(filename)
    return match.group("stem") if match else filename


def _after(parts: tuple[str, ...], name: str) -> int | None:
    for index in range(len(parts) - 1, -1, -1):
        if parts[index] == name and index > 0 and parts[index - 1] in ("Qt", "PySide6"):
            return index
    return None


def keep_qt_file(dest: str) -> bool:
    """Whether a bundled file (path relative to the bundle's internal folder) is kept.

    Only Qt plugins and Qt translations are judged; every other file is kept.
    """
    parts = PurePath(dest.replace("\\", "/")).parts
    plugins_at = _after(parts, "plugins")
    if plugins_at is not None and len(parts) > plugins_at + 2:
        kind = parts[plugins_at + 1]
        allowed = PLUGINS.get(kind)
        return allowed is not None and plugin_stem(parts[-1]) in allowed
    translations_at = _after(parts, "translations")
    if translations_at is not None and len(parts) == translations_at + 2:
        return bool(QT_TRANSLATION.match(parts[-1]))
    return True


def qt_modules_available() -> set[str]:
    """Every PySide6 binding module installed (``QtCore``, ``QtWebEngineCore``, ...)."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    found = set()
    for path in folder.iterdir():
        match = re.match(r"^(Qt\w+)\.(?:abi3\.so|pyd|.*\.so)$", path.name)
        if match:
            found.add(match.group(1))
    return found


_QT_IMPORT = re.compile(r"PySide6\.(Qt\w+)|from\s+PySide6\s+import\s+\(?([\w\s,]+)\)?")


def qt_modules_used(sources: Iterable[Path]) -> set[str]:
    """The PySide6 modules named by the app's sources, plus those every Qt widget app needs."""
    used = set(ALWAYS_USED)
    for source in sources:
        for match in _QT_IMPORT.finditer(source.read_text(encoding="utf-8")):
            if match.group(1):
                used.add(match.group(1))
            else:
                used.update(name.strip() for name in match.group(2).split(",") if name.strip().startswith("Qt"))
    return used


def app_sources() -> list[Path]:
    return sorted(p for pkg in ("gui", "core") for p in (ROOT / pkg).rglob("*.py"))


def qt_excludes() -> list[str]:
    """PySide6 modules to exclude: every installed one the app does not use."""
    unused = qt_modules_available() - qt_modules_used(app_sources())
    return sorted(f"PySide6.{name}" for name in unused)
