"""The Debian package: /opt/gesta (the bundle), /usr/bin/gesta, a .desktop entry and the icon."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

PACKAGE = "gesta"
MAINTAINER = os.environ.get("GESTA_MAINTAINER", "Equipo de Gesta <equipo@gesta.invalid>")

# Files whose system libraries are only recommended: Qt skips these plugins when their libraries
# are missing (GTK dialogs, Wayland, IBus), and X11 (xcb) remains.
OPTIONAL_PLUGIN = re.compile(
    r"plugins/(platformthemes|wayland-[^/]+|platforminputcontexts/libibus|platforms/libqwayland|"
    r"xcbglintegrations/libqxcb-egl)|lib/libQt6Wayland"
)

# Packages of libraries a build machine may lack (a library found on the build machine is mapped
# with dpkg-query instead). Debian 12 / Ubuntu 22.04 names, with the t64 names of later releases.
KNOWN_PACKAGES: dict[str, str] = {
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb.so.1": "libxcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libgtk-3.so.0": "libgtk-3-0t64 | libgtk-3-0",
    "libgdk-3.so.0": "libgtk-3-0t64 | libgtk-3-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libGLdispatch.so.0": "libglvnd0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0t64 | libglib2.0-0",
    "libdrm.so.2": "libdrm2",
    "libgbm.so.1": "libgbm1",
}

# The C library is what every binary needs; it gets a version floor, the others none.
LIBC_SONAMES = {"libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0", "librt.so.1", "libresolv.so.2"}


def desktop_entry(version: str) -> str:
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.4",
            "Name=Gesta",
            "GenericName=Fichas y combates de rol",
            "GenericName[en]=Role-playing sheets and battles",
            "Comment=Fichas y combates para partidas de rol por web",
            "Comment[en]=Character sheets and battles for play-by-web role-playing games",
            "Exec=gesta",
            "TryExec=gesta",
            "Icon=gesta",
            "Terminal=false",
            "Categories=Game;RolePlaying;",
            "Keywords=rol;ficha;combate;partida;rpg;",
            "Keywords[en]=roleplaying;sheet;battle;rpg;",
            "StartupWMClass=gesta",
            f"X-Gesta-Version={version}",
            "",
        ]
    )


def control(version: str, arch: str, installed_kib: int, depends: list[str], recommends: list[str]) -> str:
    lines = [
        f"Package: {PACKAGE}",
        f"Version: {version}",
        "Section: games",
        "Priority: optional",
        f"Architecture: {arch}",
        f"Maintainer: {MAINTAINER}",
        f"Installed-Size: {installed_kib}",
        f"Depends: {', '.join(depends)}",
    ]
    if recommends:
        lines.append(f"Recommends: {', '.join(recommends)}")
    lines += [
        "Homepage: https://gesta.invalid/",
        "Description: fichas y combates para partidas de rol por web",
        " Gesta lleva las fichas de personaje y resuelve los combates de cuatro",
        " sistemas de reglas para partidas de rol por foro. Este paquete contiene",
        " el programa autónomo (no necesita Python instalado) en /opt/gesta.",
        "",
    ]
    return "\n".join(lines)


def _needed_sonames(bundle: Path) -> dict[str, set[str]]:
    """soname → bundle files that need it (directly or through another library)."""
    from PyInstaller.depend.bindepend import get_imports  # type: ignore[import-untyped]

    needed: dict[str, set[str]] = {}
    for path in sorted(bundle.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        if ".so" not in path.name and not (os.access(path, os.X_OK) and path.parent == bundle):
            continue
        try:
            imports = get_imports(str(path))
        except Exception:
            continue
        relative = path.relative_to(bundle).as_posix()
        for name, _resolved in imports:
            needed.setdefault(Path(name).name, set()).add(relative)
    return needed


def _installed_packages(sonames: list[str]) -> dict[str, str]:
    """soname → Debian package that ships it on this machine (via ldconfig and dpkg-query)."""
    cache = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=False).stdout
    paths: dict[str, str] = {}
    for line in cache.splitlines():
        match = re.match(r"^\s*(\S+) \(([^)]*)\) => (\S+)$", line)
        if not match or match.group(1) not in sonames:
            continue
        soname, flags, path = match.groups()
        native = "64" in flags  # "(libc6,x86-64)": prefer the 64-bit copy over a multilib one
        if soname not in paths or native:
            paths.setdefault(soname, path)
            if native:
                paths[soname] = path
    found: dict[str, str] = {}
    for soname, path in paths.items():
        for candidate in dict.fromkeys([path, os.path.realpath(path), path.replace("/usr/lib/", "/lib/", 1)]):
            result = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True, check=False)
            if result.returncode == 0 and result.stdout:
                found[soname] = result.stdout.split(":", 1)[0].strip()
                break
    return found


def _glibc_version() -> str:
    out = subprocess.run(["ldd", "--version"], capture_output=True, text=True, check=False).stdout
    match = re.search(r"(\d+\.\d+)\s*$", out.splitlines()[0] if out else "")
    return match.group(1) if match else "2.28"


def dependencies(bundle: Path) -> tuple[list[str], list[str], list[str]]:
    """(Depends, Recommends, unmapped sonames) for the system libraries the bundle does not ship."""
    shipped = {p.name for p in bundle.rglob("*")}
    needed = {s: users for s, users in _needed_sonames(bundle).items() if s not in shipped}
    needed = {s: u for s, u in needed.items() if not s.startswith(("ld-linux", "linux-vdso"))}
    installed = _installed_packages(sorted(needed))
    required: set[str] = {f"libc6 (>= {_glibc_version()})"}
    optional: set[str] = set()
    unmapped: list[str] = []
    for soname, users in sorted(needed.items()):
        if soname in LIBC_SONAMES:
            continue
        package = KNOWN_PACKAGES.get(soname) or installed.get(soname)
        if package is None:
            unmapped.append(soname)
            continue
        if all(OPTIONAL_PLUGIN.search(user) for user in users):
            optional.add(package)
        else:
            required.add(package)
    optional -= required
    return sorted(required), sorted(optional), unmapped


def _normalise_modes(root: Path) -> None:
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            executable = path.stat().st_mode & 0o111 and ".so" not in path.name
            path.chmod(0o755 if executable else 0o644)


def build_deb(bundle: Path, icon_svg: Path, icon_png: Path, version: str, work: Path, out: Path) -> Path:
    """Stage the package tree under ``work`` and build ``out/gesta_<version>_<arch>.deb`` with dpkg-deb."""
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    stage = work / f"{PACKAGE}_{version}_{arch}"
    if stage.exists():
        shutil.rmtree(stage)
    shutil.copytree(bundle, stage / "opt" / PACKAGE, symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / PACKAGE).symlink_to(f"/opt/{PACKAGE}/{PACKAGE}")
    applications = stage / "usr" / "share" / "applications"
    applications.mkdir(parents=True)
    (applications / f"{PACKAGE}.desktop").write_text(desktop_entry(version), encoding="utf-8")
    icons = stage / "usr" / "share" / "icons" / "hicolor"
    (icons / "scalable" / "apps").mkdir(parents=True)
    shutil.copy2(icon_svg, icons / "scalable" / "apps" / f"{PACKAGE}.svg")
    for size in (16, 32, 48, 64, 128, 256):
        png = icon_png.parent / f"gesta-{size}.png"
        if png.exists():
            (icons / f"{size}x{size}" / "apps").mkdir(parents=True)
            shutil.copy2(png, icons / f"{size}x{size}" / "apps" / f"{PACKAGE}.png")
    doc = stage / "usr" / "share" / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(
        "Gesta: licencia MIT. El paquete incluye Qt (LGPLv3) vía PySide6, Python (PSF) y las\n"
        "bibliotecas listadas en /opt/gesta/_internal, cada una con su licencia.\n",
        encoding="utf-8",
    )
    depends, recommends, unmapped = dependencies(stage / "opt" / PACKAGE)
    if unmapped:
        print(f"Aviso: bibliotecas del sistema sin paquete conocido: {', '.join(unmapped)}")
    (stage / "DEBIAN").mkdir()
    _normalise_modes(stage)
    installed_kib = sum(p.stat().st_size for p in stage.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
    (stage / "DEBIAN" / "control").write_text(
        control(version, arch, installed_kib, depends, recommends), encoding="utf-8"
    )
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{version}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "--build", str(stage), str(deb)], check=True)
    return deb
