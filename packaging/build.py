"""Builds Gesta's one-folder bundle with PyInstaller, prunes it, and on Linux wraps it in a .deb.

Usage (from anywhere): ``python packaging/build.py [--sin-deb] [--limpio]``. Output goes to
``packaging/dist/`` (bundle ``gesta/`` and ``gesta_<version>_<arch>.deb``); work files to
``packaging/build/``. Prints the sizes at the end.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import paquete_deb  # noqa: E402  (the .deb layout, next to this file)
import poda  # noqa: E402

BUILD = HERE / "build"
DIST = HERE / "dist"
BUNDLE = DIST / "gesta"
ICON_SVG = ROOT / "resources" / "iconos" / "gesta.svg"
ICONS = BUILD / "iconos"


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from core import __version__

    return __version__


def render_icons() -> None:
    """Render the SVG icon to PNG (Linux menus), ICO (Windows) and ICNS (macOS) with Qt."""
    ICONS.mkdir(parents=True, exist_ok=True)
    code = (
        "import sys\n"
        "from PySide6.QtCore import Qt\n"
        "from PySide6.QtGui import QGuiApplication, QImage, QPainter\n"
        "from PySide6.QtSvg import QSvgRenderer\n"
        "app = QGuiApplication(['iconos'])\n"
        "svg, out = sys.argv[1], sys.argv[2]\n"
        "renderer = QSvgRenderer(svg)\n"
        "if not renderer.isValid():\n"
        "    sys.exit('icono SVG no válido: ' + svg)\n"
        "for size in (16, 32, 48, 64, 128, 256):\n"
        "    image = QImage(size, size, QImage.Format.Format_ARGB32)\n"
        "    image.fill(Qt.GlobalColor.transparent)\n"
        "    painter = QPainter(image)\n"
        "    renderer.render(painter)\n"
        "    painter.end()\n"
        "    image.save(f'{out}/gesta-{size}.png')\n"
        "    if size == 256:\n"
        "        image.save(f'{out}/gesta.png')\n"
        "        image.save(f'{out}/gesta.ico')\n"
        "        if sys.platform == 'darwin':\n"
        "            image.save(f'{out}/gesta.icns')\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    subprocess.run([sys.executable, "-c", code, str(ICON_SVG), str(ICONS)], check=True, env=env)


def run_pyinstaller(clean: bool) -> None:
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(BUILD / "pyinstaller"),
        str(HERE / "gesta.spec"),
    ]
    if clean:
        command.insert(3, "--clean")
    subprocess.run(command, check=True, cwd=ROOT)


def internal_dir(bundle: Path) -> Path:
    return bundle / "_internal" if (bundle / "_internal").is_dir() else bundle


def prune(bundle: Path) -> list[Path]:
    """Remove what the spec's excludes cannot: plugins/translations left over, and Qt libraries
    that nothing in the bundle links against any more (followed transitively). Returns what went."""
    internal = internal_dir(bundle)
    removed: list[Path] = []
    for path in sorted(internal.rglob("*")):
        if path.is_file() and not path.is_symlink() and not poda.keep_qt_file(str(path.relative_to(internal))):
            path.unlink()
            removed.append(path)
    for path in sorted((internal / "resources").rglob("*")):
        if path.is_file() and path.suffix in poda.DATA_SKIP_SUFFIXES:
            path.unlink()
            removed.append(path)
    if sys.platform.startswith("linux") or sys.platform == "win32":
        removed += _prune_unlinked_libraries(internal)
    for path in sorted(internal.rglob("*"), reverse=True):
        if path.is_symlink() and not path.exists():
            path.unlink()  # top-level aliases of removed libraries
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()
    return removed


def _is_binary(path: Path) -> bool:
    if not path.is_file() or path.is_symlink():
        return False
    name = path.name
    return ".so" in name or name.endswith((".dll", ".pyd", ".dylib")) or os.access(path, os.X_OK)


def _prune_unlinked_libraries(internal: Path) -> list[Path]:
    """Qt libraries no remaining binary needs, then libraries only those needed (to a fixed point)."""
    from PyInstaller.depend.bindepend import get_imports  # type: ignore[import-untyped]

    binaries = [p for p in internal.rglob("*") if _is_binary(p)]
    binaries += [p for p in internal.parent.iterdir() if p.name in ("gesta", "gesta.exe", "gesta-consola.exe")]
    needs: dict[Path, set[str]] = {}
    for path in binaries:
        try:
            needs[path] = {Path(name).name for name, _ in get_imports(str(path))}
        except Exception:  # not a loadable binary (a script with an x bit): it needs nothing
            needs[path] = set()
    ever_needed = set().union(*needs.values())
    linux = sys.platform.startswith("linux")
    kept = set(needs)
    removed: list[Path] = []
    changed = True
    while changed:
        changed = False
        for path in sorted(kept):
            if path.parent == internal.parent or "plugins" in path.parts or path.name.startswith("libpython"):
                continue
            qt_library = poda.is_qt_library(path.name)
            # On Linux PyInstaller puts the system libraries it collects at the top of _internal/,
            # each because something linked it: if nothing left links it (it came for a plugin the
            # spec dropped, e.g. qgtk3's cairo/pango), it is an orphan.
            orphan = linux and path.parent == internal and path.name.startswith("lib") and ".so" in path.name
            if not (qt_library or orphan or path.name in ever_needed):
                continue  # a root (extension module, ctypes library): never judged here
            needed_now = any(path.name in needs[other] for other in kept if other != path)
            if not needed_now:
                kept.discard(path)
                path.unlink()
                removed.append(path)
                changed = True
    return removed


def tree_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def installer_for_windows() -> None:
    """The Inno Setup installer, when Inno Setup's compiler is on PATH (see windows/gesta.iss)."""
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if iscc is None:
        print("Inno Setup (iscc) no está en el PATH: el instalador se crea aparte (packaging/README.md).")
        return
    subprocess.run([iscc, f"/DAppVersion={version()}", str(HERE / "windows" / "gesta.iss")], check=True)


def disk_image_for_macos() -> None:
    """A compressed .dmg holding Gesta.app (built by the spec's BUNDLE step) and a link to /Applications."""
    app = DIST / "Gesta.app"
    stage = BUILD / "dmg"
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    subprocess.run(["ditto", str(app), str(stage / "Gesta.app")], check=True)
    (stage / "Applications").symlink_to("/Applications")
    dmg = DIST / f"Gesta-{version()}.dmg"
    subprocess.run(
        ["hdiutil", "create", "-volname", "Gesta", "-srcfolder", str(stage), "-ov", "-format", "UDZO", str(dmg)],
        check=True,
    )
    print(f"Imagen: {dmg} ({mib(dmg.stat().st_size)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Construye el paquete autónomo de Gesta.")
    parser.add_argument("--sin-deb", action="store_true", help="no construye el .deb (solo Linux)")
    parser.add_argument("--limpio", action="store_true", help="borra la caché de PyInstaller antes")
    args = parser.parse_args(argv)
    started = time.monotonic()
    render_icons()
    run_pyinstaller(clean=args.limpio)
    before = tree_size(BUNDLE)
    removed = prune(BUNDLE)
    after = tree_size(BUNDLE)
    print(f"Poda: {len(removed)} archivos quitados, {mib(before - after)} menos.")
    for path in removed:
        print(f"  - {path.relative_to(BUNDLE)}")
    print(f"Carpeta: {BUNDLE} ({mib(after)}, {sum(1 for p in BUNDLE.rglob('*') if p.is_file())} archivos)")
    if sys.platform.startswith("linux") and not args.sin_deb:
        if shutil.which("dpkg-deb") is None:
            print("No hay dpkg-deb: no se construye el .deb.", file=sys.stderr)
            return 1
        deb = paquete_deb.build_deb(BUNDLE, ICON_SVG, ICONS / "gesta.png", version(), BUILD / "deb", DIST)
        print(f"Paquete: {deb} ({mib(deb.stat().st_size)})")
    if sys.platform == "win32":
        installer_for_windows()
    if sys.platform == "darwin":
        disk_image_for_macos()
    print(f"Hecho en {time.monotonic() - started:.0f} s.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
