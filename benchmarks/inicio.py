"""Start-up time and peak memory of Gesta (installed and frozen) against a minimal PySide6 window.

Usage: ``.venv/bin/python benchmarks/inicio.py [--rondas N] [--antes CHECKOUT] [--congelada-antes EXE]``
after ``packaging/build.py`` (or with ``--sin-congelada``).

Each program is started as a new process and quits once its main window has been shown (Gesta:
``--salir-tras-iniciar``; the minimal program: one empty QMainWindow and the same two zero-delay
timers before ``quit``). Gesta runs with a library of 0, 100 and 1,000 sheets (copies of the shipped
examples), each warmed first by a start that validates it all (``--salir-tras-comprobar``, which fills
the header cache), and once more opening one sheet (``--abrir``). Measured per run: launch → first
painted window (Qt's painting log), launch → library listed (painted: Gesta repaints the window
before it writes that trace line) and → sheet open (Gesta's own ``GESTA_TRAZA_INICIO`` trace
lines), launch → exit, and peak resident memory (``ru_maxrss`` from
``wait4``; with one sheet open it stands for the idle memory with a sheet open). Every case runs
interleaved, round after round; medians are reported, and the ratios are taken against the minimal
program measured in the same run: for the bundle's rows the minimal program frozen as Gesta is
(PyInstaller, one folder, the same modules left out; built once in ``packaging/build/minima/``),
for the others the one this Python runs. ``--antes`` and ``--congelada-antes`` measure an earlier Gesta (a
checkout of an earlier commit, a bundle built from it) in the same run, for before/after figures.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "packaging" / "dist" / "gesta"
FROZEN = BUNDLE / ("gesta.exe" if sys.platform == "win32" else "gesta")

MINIMAL = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.show()
QTimer.singleShot(0, lambda: QTimer.singleShot(0, app.quit))
sys.exit(app.exec())
"""


MINIMAL_BUILD = ROOT / "packaging" / "build" / "minima"
MINIMAL_FROZEN = MINIMAL_BUILD / "dist" / "minima" / ("minima.exe" if sys.platform == "win32" else "minima")


def frozen_minimal(rebuild: bool = False) -> Path:
    """The minimal program frozen as Gesta is (PyInstaller, one folder, the same Qt modules left out), built once."""
    if MINIMAL_FROZEN.exists() and not rebuild:
        return MINIMAL_FROZEN
    sys.path.insert(0, str(ROOT / "packaging"))
    import poda  # packaging/poda.py: the modules Gesta's bundle leaves out

    MINIMAL_BUILD.mkdir(parents=True, exist_ok=True)
    script = MINIMAL_BUILD / "minima.py"
    script.write_text(MINIMAL, encoding="utf-8")
    excludes = [arg for name in poda.qt_excludes() + list(poda.PYTHON_EXCLUDES) for arg in ("--exclude-module", name)]
    subprocess.run(
        [
            sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN", "--onedir",
            "--name", "minima", "--distpath", str(MINIMAL_BUILD / "dist"), "--workpath", str(MINIMAL_BUILD / "work"),
            "--specpath", str(MINIMAL_BUILD), *excludes, str(script),
        ],
        check=True,
    )  # fmt: skip
    return MINIMAL_FROZEN


def installed_command() -> list[str]:
    script = Path(sys.executable).parent / ("gesta.exe" if sys.platform == "win32" else "gesta")
    return [str(script)] if script.exists() else [sys.executable, "-m", "gui"]


# Qt logs, with a CLOCK_MONOTONIC timestamp ("%{time boot}", the clock of time.monotonic() on Linux),
# the moment it flushes a top-level window's first painted pixels: that is "the main window is shown".
QT_LOG = {
    "QT_LOGGING_RULES": "qt.widgets.painting=true",
    "QT_MESSAGE_PATTERN": "%{time boot} %{category} %{message}",
}
FIRST_FLUSH = re.compile(r"^\s*(\d+\.\d+) qt\.widgets\.painting Flushing .+? of \w+\(0x[0-9a-f]+\) to QWidgetWindow")


TRACE = re.compile(r"^gesta-traza (\S+) (\d+\.\d+)$")
"""What Gesta writes on stderr with ``GESTA_TRAZA_INICIO`` set: a step of its start and its CLOCK_MONOTONIC time."""


class Run(NamedTuple):
    shown_s: float  # launch → first flush of a top-level window
    listed_s: float | None  # launch → the library listed (Gesta's trace; None for a program that does not say)
    opened_s: float | None  # launch → the sheet given with --abrir open in its tab
    exit_s: float  # launch → process exit (after --salir-tras-iniciar's two zero timers)
    peak_kib: int


def measure(command: list[str], env: dict[str, str]) -> Run:
    """One run of ``command``; raises if it does not exit 0 or never shows a window."""
    with tempfile.TemporaryFile() as errors:
        launched = time.monotonic()
        process = subprocess.Popen(
            command, env={**env, **QT_LOG, "GESTA_TRAZA_INICIO": "1"}, stdout=subprocess.DEVNULL, stderr=errors
        )
        _pid, status, usage = os.wait4(process.pid, 0)  # this child's own rusage
        exited = time.monotonic()
        process.returncode = os.waitstatus_to_exitcode(status)
        errors.seek(0)
        text = errors.read().decode(errors="replace")
    if process.returncode != 0:
        raise RuntimeError(f"{command[0]} terminó con código {process.returncode}: {text[-800:]}")
    flushes = (FIRST_FLUSH.match(line) for line in text.splitlines())
    first = next((m for m in flushes if m), None)
    if first is None:
        raise RuntimeError(f"{command[0]} no registró ninguna ventana mostrada: {text[-800:]}")
    traces = {m.group(1): float(m.group(2)) - launched for m in map(TRACE.match, text.splitlines()) if m}
    peak_kib = usage.ru_maxrss if sys.platform.startswith("linux") else usage.ru_maxrss // 1024
    return Run(
        float(first.group(1)) - launched,
        traces.get("biblioteca-listada"),
        traces.get("ficha-abierta"),
        exited - launched,
        peak_kib,
    )


def fill_library(home: Path, count: int) -> None:
    """A library of ``count`` sheets in ``home``: copies of the shipped examples, each with its own name."""
    folder = home / "datos" / "biblioteca"
    folder.mkdir(parents=True, exist_ok=True)
    examples = sorted((ROOT / "sheets").glob("*/*.json"))
    for n in range(count):
        data = json.loads(examples[n % len(examples)].read_text(encoding="utf-8"))
        data["nombre"] = f"{data.get('nombre', 'Ficha')} {n:04}"
        (folder / f"ficha_{n:04}.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def before_command(checkout: Path) -> list[str]:
    """Gesta as it is in another checkout (an earlier commit, for "before" figures), with this interpreter.

    The editable install maps ``core`` and ``gui`` to this checkout; its finder is taken out so
    that the other checkout's packages are the ones imported.
    """
    code = (
        "import sys; sys.meta_path[:] = [f for f in sys.meta_path if '__editable__' not in "
        "getattr(f, '__module__', '') and '__editable__' not in getattr(type(f), '__module__', '')]; "
        f"sys.path.insert(0, {str(checkout)!r}); from gui.cli import main; sys.exit(main())"
    )
    return [sys.executable, "-c", code]


def tree_size(folder: Path) -> tuple[int, int]:
    """(apparent bytes, bytes allocated on disk) of every regular file under ``folder``."""
    apparent = allocated = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            info = path.stat()
            apparent += info.st_size
            allocated += getattr(info, "st_blocks", 0) * 512 or info.st_size
    return apparent, allocated


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        kib = int(Path("/proc/meminfo").read_text().split()[1])
        memory = f", {kib / 2**20:.0f} GiB RAM"
    except (OSError, ValueError, IndexError):
        pass
    system = platform.platform()
    try:
        system = platform.freedesktop_os_release().get("PRETTY_NAME", system)
    except (OSError, AttributeError):
        pass
    import PySide6

    return (
        f"{cpu}, {os.cpu_count()} núcleos{memory}; {system}; Python {platform.python_version()}; "
        f"PySide6 {PySide6.__version__}"
    )


SIZES = (0, 100, 1000)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rondas", type=int, default=7, help="rondas medidas (tras una de calentamiento)")
    parser.add_argument("--json", type=Path, help="guarda también las cifras en este archivo")
    parser.add_argument("--antes", type=Path, help="mide también Gesta tal como está en otra copia del código")
    parser.add_argument("--congelada-antes", type=Path, help="mide también otra carpeta congelada (su ejecutable)")
    parser.add_argument("--sin-congelada", action="store_true", help="no mide la carpeta congelada")
    parser.add_argument(
        "--antes-antigua",
        action="store_true",
        help="la Gesta de antes no admite --abrir ni --salir-tras-comprobar (no se mide la ficha abierta)",
    )
    parser.add_argument(
        "--reconstruir-minima", action="store_true", help="vuelve a congelar el programa mínimo (si no, se reutiliza)"
    )
    args = parser.parse_args(argv)
    if not args.sin_congelada and not FROZEN.exists():
        print(f"No existe {FROZEN}: construye antes con packaging/build.py (o usa --sin-congelada).", file=sys.stderr)
        return 2
    base_env = dict(os.environ)
    # as on a user's machine: Python keeps the compiled modules (a first start compiles them)
    base_env.pop("PYTHONDONTWRITEBYTECODE", None)
    platform_name = base_env.get("QT_QPA_PLATFORM") or (
        ""
        if base_env.get("DISPLAY") or base_env.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin")
        else "offscreen"
    )
    if platform_name:
        base_env["QT_QPA_PLATFORM"] = platform_name
    gestas = {"instalada": installed_command()}
    if not args.sin_congelada:
        gestas["congelada"] = [str(FROZEN)]
    if args.antes:
        gestas["instalada (antes)"] = before_command(args.antes.resolve())
    if args.congelada_antes:
        gestas["congelada (antes)"] = [str(args.congelada_antes)]
    homes = {size: Path(tempfile.mkdtemp(prefix=f"gesta-inicio-{size}-")) for size in SIZES}
    for size, home in homes.items():
        fill_library(home, size)
    sheet = ROOT / "sheets" / "caballeros" / "ivan_de_lince.json"
    # its own home: Gesta remembers the sheets left open, and would open this one in every later start
    sheet_home = Path(tempfile.mkdtemp(prefix="gesta-inicio-ficha-"))
    # (program, library size or "ficha") → command and environment
    cases: dict[tuple[str, str], tuple[list[str], dict[str, str]]] = {
        ("mínima", "-"): ([sys.executable, "-c", MINIMAL], base_env)
    }
    if not args.sin_congelada:
        # the bundle's ratios are taken against the minimal program frozen the same way
        cases[("mínima congelada", "-")] = ([str(frozen_minimal(args.reconstruir_minima))], base_env)
    for name, command in gestas.items():
        for size, home in homes.items():
            cases[(name, str(size))] = ([*command, "--salir-tras-iniciar"], dict(base_env, GESTA_HOME=str(home)))
        if "antes" in name and args.antes_antigua:
            continue  # an earlier Gesta that does not take --abrir
        cases[(name, "ficha")] = (
            [*command, "--abrir", str(sheet), "--salir-tras-iniciar"],
            dict(base_env, GESTA_HOME=str(sheet_home)),
        )
    # warm-up: disk cache, and each library's header cache with its verdicts (a first start validates)
    for name, command in gestas.items():
        for home in homes.values():
            old = "antes" in name and args.antes_antigua
            warm = [*command, "--salir-tras-iniciar" if old else "--salir-tras-comprobar"]
            measure(warm, dict(base_env, GESTA_HOME=str(home)))
    for command, env in cases.values():
        measure(command, env)
    runs: dict[tuple[str, str], list[Run]] = {case: [] for case in cases}
    for _ in range(args.rondas):
        for case, (command, env) in cases.items():
            runs[case].append(measure(command, env))

    def median(case: tuple[str, str], field: str) -> float | None:
        values = [getattr(run, field) for run in runs[case]]
        if any(v is None for v in values):
            return None
        return float(statistics.median(float(v) for v in values))

    def minimal_of(name: str) -> str:
        """The minimal program a row is compared with: frozen for the bundle, else the one run by this Python."""
        return "mínima congelada" if "congelada" in name and ("mínima congelada", "-") in cases else "mínima"

    minimal_exit = median(("mínima", "-"), "exit_s") or 1.0
    rows = []
    for (name, size), _command in cases.items():
        base = minimal_of(name)
        shown = median((name, size), "shown_s") or 0.0
        listed = median((name, size), "listed_s")
        rows.append(
            {
                "programa": name,
                "fichas": size,
                "ventana_mostrada_s": shown,
                "biblioteca_listada_s": listed,
                "listada_tras_mostrada_s": None if listed is None else listed - shown,
                "ficha_abierta_s": median((name, size), "opened_s"),
                "salida_s": median((name, size), "exit_s"),
                "memoria_pico_mib": (median((name, size), "peak_kib") or 0.0) / 1024,
                "comparada_con": base,
                "minima_mostrada_s": median((base, "-"), "shown_s") or 1.0,
                "minima_pico_mib": (median((base, "-"), "peak_kib") or 1.0) / 1024,
            }
        )
    result = {
        "fecha": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "maquina": machine(),
        "carga_media_1min": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        "plataforma_qt": platform_name or "nativa",
        "rondas": args.rondas,
        "filas": rows,
    }
    if not args.sin_congelada:
        bundle_apparent, bundle_disk = tree_size(BUNDLE)
        result["carpeta_bytes"], result["carpeta_en_disco_bytes"] = bundle_apparent, bundle_disk
    print(f"Fecha: {result['fecha']}")
    print(f"Máquina: {result['maquina']}")
    print(
        f"Plataforma Qt: {result['plataforma_qt']}; {args.rondas} rondas intercaladas (medianas) tras calentar; "
        f"carga media (1 min) al terminar: {result['carga_media_1min']:.2f}.\n"
    )
    print(
        "Sin traza (el programa no dice cuándo lista la biblioteca), *listada* es la salida del programa, que "
        "con `--salir-tras-iniciar` llega justo después de listarla.\n"
    )
    print(
        "| programa | fichas | ventana mostrada | × mínima | biblioteca listada | × mínima | listada − mostrada "
        "| ficha abierta | pico de memoria | × mínima | comparada con |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")

    def ms(value: float | None) -> str:
        return "—" if value is None else f"{value * 1000:.0f} ms"

    for row in rows:
        listed = row["biblioteca_listada_s"]
        if listed is None and not row["programa"].startswith("mínima") and row["fichas"] != "ficha":
            listed = row["salida_s"]
        minimal_shown = row["minima_mostrada_s"]
        print(
            f"| {row['programa']} | {row['fichas']} | {ms(row['ventana_mostrada_s'])} "
            f"| {row['ventana_mostrada_s'] / minimal_shown:.2f} | {ms(listed)} "
            f"| {'—' if listed is None else f'{listed / minimal_shown:.2f}'} "
            f"| {ms(None if listed is None else listed - row['ventana_mostrada_s'])} | {ms(row['ficha_abierta_s'])} "
            f"| {row['memoria_pico_mib']:.1f} MiB | {row['memoria_pico_mib'] / row['minima_pico_mib']:.2f} "
            f"| {row['comparada_con']} |"
        )
    print(f"\nPySide6 mínimo, inicio → salida: {minimal_exit * 1000:.0f} ms.")
    if not args.sin_congelada:
        print(f"Carpeta `packaging/dist/gesta/`: {result['carpeta_bytes'] / 2**20:.1f} MiB.")
    if args.json:
        args.json.write_text(json.dumps(result, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
