"""Smoke test of the frozen Gesta: builds the bundle and the .deb, then runs them as a player would.

``python packaging/smoke.py [--sin-construir]``. Every check prints ``ok``/``FALLO``; the last line
is ``smoke: N passed, M failed`` and the exit status is 1 if anything failed. The checks do not
name any ruleset: they use whatever example sheets and battle scripts exist when they run, and
compare the frozen program with the installed one (``python -m gui``) on each of them.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BUNDLE = HERE / "dist" / "gesta"
EXE = BUNDLE / ("gesta.exe" if sys.platform == "win32" else "gesta")
TIMEOUT = 120


class Smoke:
    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.passed = 0
        self.failed = 0

    def run(self, command: Sequence[str | Path], cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(c) for c in command],
            cwd=cwd,
            env=self.env,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=TIMEOUT,
            stdin=subprocess.DEVNULL,
        )

    def check(self, name: str, test: Callable[[], str | None]) -> None:
        """``test`` returns None when it passes, or the reason it failed."""
        try:
            problem = test()
        except Exception as error:  # a crash of the check itself is a failure, with its reason
            problem = f"{type(error).__name__}: {error}"
        if problem is None:
            self.passed += 1
            print(f"ok     {name}")
        else:
            self.failed += 1
            print(f"FALLO  {name}\n       {problem.strip()[:2000]}")


def _output(result: subprocess.CompletedProcess[str]) -> str:
    return f"código {result.returncode}\n{result.stdout[-1500:]}\n{result.stderr[-1500:]}"


def installed(*args: str | Path) -> list[str | Path]:
    return [sys.executable, "-m", "gui", *args]


def check_version(smoke: Smoke, exe: Path) -> str | None:
    result = smoke.run([exe, "--version"])
    if result.returncode != 0 or "Gesta" not in result.stdout:
        return _output(result)
    return None


def check_bundle_data(internal: Path) -> str | None:
    """Data the app looks up next to its packages: catalogues, translations, icon, example sheets."""
    missing = [
        rel
        for rel in (
            "resources/estilo.qss",
            "resources/iconos/gesta.svg",
            "resources/i18n/core_en.json",
            "sheets",
        )
        if not (internal / rel).exists()
    ]
    source_catalogues = {p.relative_to(ROOT).as_posix() for p in (ROOT / "resources").rglob("*.json")}
    missing += sorted(c for c in source_catalogues if not (internal / c).exists())
    qms = {p.name for p in (ROOT / "resources" / "i18n").glob("*.qm")}
    missing += sorted(f"resources/i18n/{q}" for q in qms if not (internal / "resources" / "i18n" / q).exists())
    qt_translations = sorted(p.name for p in internal.rglob("translations/*.qm"))
    if "qtbase_es.qm" not in qt_translations or "qtbase_en.qm" not in qt_translations:
        missing.append("traducciones qtbase_es/en de Qt")
    others = [q for q in qt_translations if not q.endswith(("_es.qm", "_en.qm"))]
    if missing or others:
        return f"faltan: {missing}; sobran traducciones de Qt: {others}"
    return None


def shipped_sheets(internal: Path) -> list[Path]:
    return sorted((internal / "sheets").glob("*/*.json"))


def check_sheets(smoke: Smoke, exe: Path, internal: Path) -> str | None:
    """Each shipped sheet gives the same verdict frozen and installed; at least one validates."""
    sheets = shipped_sheets(internal)
    if not sheets:
        return "el paquete no trae ninguna ficha de ejemplo (sheets/<reglas>/*.json)"
    legal: list[str] = []
    differences: list[str] = []
    for sheet in sheets:
        relative = sheet.relative_to(internal)
        frozen = smoke.run([exe, "validar", sheet])
        reference = smoke.run(installed("validar", ROOT / relative))
        # Same exit code and same messages (line order aside: it may follow set iteration order).
        frozen_lines = sorted(frozen.stdout.replace(str(internal), "<raíz>").splitlines())
        reference_lines = sorted(reference.stdout.replace(str(ROOT), "<raíz>").splitlines())
        same = frozen.returncode == reference.returncode and frozen_lines == reference_lines
        if not same:
            differences.append(f"{relative}: congelado {_output(frozen)}\ninstalado {_output(reference)}")
        elif frozen.returncode == 0:
            legal.append(relative.as_posix())
    if differences:
        return "\n".join(differences)
    if not legal:
        return f"ninguna de las {len(sheets)} fichas incluidas es legal"
    print(f"       {len(legal)} de {len(sheets)} fichas legales, p. ej. {legal[0]}")
    return None


def check_english(smoke: Smoke, exe: Path, scratch: Path) -> str | None:
    """Core's English catalogue is found: a missing file is reported in English."""
    result = smoke.run([exe, "--idioma", "en", "validar", scratch / "no-existe.json"])
    if result.returncode != 1 or "does not exist" not in result.stdout:
        return _output(result)
    return None


def check_battles(smoke: Smoke, exe: Path) -> str | None:
    """The shipped battle scripts give the same exit code frozen and installed; one runs cleanly."""
    scripts = sorted((ROOT / "docs" / "ejemplos").glob("*.json"))
    if not scripts:
        return "no hay guiones de batalla en docs/ejemplos/"
    clean: list[str] = []
    differences: list[str] = []
    for script in scripts:
        frozen = smoke.run([exe, "batalla", "ejecutar", script])
        reference = smoke.run(installed("batalla", "ejecutar", script))
        if frozen.returncode != reference.returncode:
            differences.append(f"{script.name}: congelado {_output(frozen)}\ninstalado {_output(reference)}")
        elif frozen.returncode == 0:
            clean.append(script.name)
    if differences:
        return "\n".join(differences)
    if not clean:
        return f"ningún guion de docs/ejemplos/ termina con código 0 ({len(scripts)} probados)"
    print(f"       {len(clean)} de {len(scripts)} guiones terminan bien, p. ej. {clean[0]}")
    return None


def check_simulate(smoke: Smoke, exe: Path) -> str | None:
    """``gesta simular`` with two worker processes gives frozen the JSON it gives installed."""
    sheets = [ROOT / "sheets" / "caballeros" / f"{name}.json" for name in ("ivan_de_lince", "morvan_de_manticora")]
    options = ["--n", "24", "--procesos", "2", "--politica", "aleatoria", "--semilla", "5"]
    frozen = smoke.run([exe, "simular", *sheets, *options])
    reference = smoke.run(installed("simular", *sheets, *options))
    if frozen.returncode != 0 or frozen.stdout != reference.stdout:
        return f"congelado {_output(frozen)}\ninstalado {_output(reference)}"
    return None


def check_gui(smoke: Smoke, exe: Path, *extra: str) -> str | None:
    result = smoke.run([exe, *extra, "--salir-tras-iniciar"])
    if result.returncode != 0:
        return _output(result)
    return None


def check_platformdirs(smoke: Smoke, exe: Path, scratch: Path) -> str | None:
    """Without GESTA_HOME the settings path comes from platformdirs (under a throw-away HOME)."""
    home = scratch / "usuario"
    home.mkdir()
    env = {k: v for k, v in smoke.env.items() if k not in ("GESTA_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME")}
    env.update(HOME=str(home), USERPROFILE=str(home), APPDATA=str(home), LOCALAPPDATA=str(home))
    result = subprocess.run(
        [str(exe), "--salir-tras-iniciar"], env=env, capture_output=True, text=True, timeout=TIMEOUT, check=False
    )
    return None if result.returncode == 0 else _output(result)


def check_deb(smoke: Smoke, scratch: Path) -> str | None:
    """The .deb holds the bundle, the launcher, the menu entry and the icon, and runs unpacked."""
    debs = sorted((HERE / "dist").glob("gesta_*.deb"))
    if not debs:
        return "no se ha construido el .deb"
    deb = debs[-1]
    info = smoke.run(["dpkg-deb", "--info", deb])
    contents = smoke.run(["dpkg-deb", "--contents", deb])
    wanted = [
        "./opt/gesta/gesta",
        "./usr/bin/gesta -> /opt/gesta/gesta",
        "./usr/share/applications/gesta.desktop",
        "./usr/share/icons/hicolor/scalable/apps/gesta.svg",
    ]
    missing = [w for w in wanted if w not in contents.stdout]
    if info.returncode != 0 or "Package: gesta" not in info.stdout or missing:
        return f"{_output(info)}\nfaltan: {missing}"
    root = scratch / "deb"
    unpack = smoke.run(["dpkg-deb", "--extract", deb, root])
    if unpack.returncode != 0:
        return _output(unpack)
    if shutil.which("desktop-file-validate"):  # desktop-file-utils, when installed
        valid = smoke.run(["desktop-file-validate", root / "usr" / "share" / "applications" / "gesta.desktop"])
        if valid.returncode != 0:
            return _output(valid)
    exe = root / "opt" / "gesta" / "gesta"
    internal = root / "opt" / "gesta" / "_internal"
    # Run from outside the repository: the unpacked program must not lean on the source tree.
    version = smoke.run([exe, "--version"], cwd=scratch)
    if version.returncode != 0:
        return _output(version)
    sheets = shipped_sheets(internal)
    if not sheets:
        return "el .deb no trae fichas de ejemplo"
    verdicts = [smoke.run([exe, "validar", sheet], cwd=scratch).returncode for sheet in sheets]
    if 0 not in verdicts:
        return "ninguna ficha del .deb valida"
    gui = smoke.run([exe, "--salir-tras-iniciar"], cwd=scratch)
    if gui.returncode != 0:
        return _output(gui)
    print(f"       {deb.name}: {deb.stat().st_size / 2**20:.1f} MiB")
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Prueba de humo del Gesta congelado.")
    parser.add_argument("--sin-construir", action="store_true", help="usa el paquete ya construido")
    args = parser.parse_args(argv)
    if not args.sin_construir:
        build = subprocess.run([sys.executable, str(HERE / "build.py")], cwd=ROOT, check=False)
        if build.returncode != 0:
            print("smoke: 0 passed, 1 failed (la construcción falló)")
            return 1
    scratch = Path(tempfile.mkdtemp(prefix="gesta-smoke-"))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_"))}
    env.update(GESTA_HOME=str(scratch / "home"), QT_QPA_PLATFORM="offscreen", PYTHONUTF8="1")
    smoke = Smoke(env)
    internal = BUNDLE / "_internal"
    try:
        if not EXE.exists():
            print(f"smoke: 0 passed, 1 failed (no existe {EXE})")
            return 1
        smoke.check("--version", lambda: check_version(smoke, EXE))
        smoke.check("datos incluidos (catálogos, traducciones, fichas)", lambda: check_bundle_data(internal))
        smoke.check("validar las fichas incluidas", lambda: check_sheets(smoke, EXE, internal))
        smoke.check("catálogo inglés del núcleo (--idioma en)", lambda: check_english(smoke, EXE, scratch))
        smoke.check("batalla ejecutar los guiones de docs/ejemplos", lambda: check_battles(smoke, EXE))
        smoke.check("simular con dos procesos", lambda: check_simulate(smoke, EXE))
        smoke.check("ventana principal (offscreen) --salir-tras-iniciar", lambda: check_gui(smoke, EXE))
        smoke.check("ventana principal en inglés", lambda: check_gui(smoke, EXE, "--idioma", "en"))
        smoke.check("ajustes vía platformdirs (sin GESTA_HOME)", lambda: check_platformdirs(smoke, EXE, scratch))
        if sys.platform.startswith("linux"):
            smoke.check("paquete .deb", lambda: check_deb(smoke, scratch))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"smoke: {smoke.passed} passed, {smoke.failed} failed")
    return 1 if smoke.failed else 0


if __name__ == "__main__":
    sys.exit(main())
