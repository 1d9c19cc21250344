"""Start-up time and peak memory of Gesta (installed and frozen) against a minimal PySide6 window.

Usage: ``.venv/bin/python benchmarks/inicio.py [--rondas N]`` after ``packaging/build.py``.

Each program is started as a new process and quits once its main window has been shown (Gesta:
``--salir-tras-iniciar``; the minimal program: one empty QMainWindow and the same two zero-delay
timers before ``quit``). Measured per run: wall time from launching the process to its exit (start-up,
first show and shutdown) and its peak resident memory (``ru_maxrss`` from ``wait4``). The three programs
run interleaved, round after round, after one warm-up run each (disk cache); medians are reported and
the ratios are taken against the minimal program measured in the same run. Also reported: the size of
the bundle on disk and of the .deb. Prints a Markdown table ready for ``packaging/README.md``.
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


class Run(NamedTuple):
    shown_s: float  # launch → first flush of a top-level window
    exit_s: float  # launch → process exit (after --salir-tras-iniciar's two zero timers)
    peak_kib: int


def measure(command: list[str], env: dict[str, str]) -> Run:
    """One run of ``command``; raises if it does not exit 0 or never shows a window."""
    with tempfile.TemporaryFile() as errors:
        launched = time.monotonic()
        process = subprocess.Popen(command, env={**env, **QT_LOG}, stdout=subprocess.DEVNULL, stderr=errors)
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
    peak_kib = usage.ru_maxrss if sys.platform.startswith("linux") else usage.ru_maxrss // 1024
    return Run(float(first.group(1)) - launched, exited - launched, peak_kib)


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rondas", type=int, default=7, help="rondas medidas (tras una de calentamiento)")
    parser.add_argument("--json", type=Path, help="guarda también las cifras en este archivo")
    args = parser.parse_args(argv)
    if not FROZEN.exists():
        print(f"No existe {FROZEN}: construye antes con packaging/build.py.", file=sys.stderr)
        return 2
    home = Path(tempfile.mkdtemp(prefix="gesta-inicio-"))
    env = dict(os.environ, GESTA_HOME=str(home))
    platform_name = env.get("QT_QPA_PLATFORM") or (
        "" if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin") else "offscreen"
    )
    if platform_name:
        env["QT_QPA_PLATFORM"] = platform_name
    programs = {
        "instalada": [*installed_command(), "--salir-tras-iniciar"],
        "congelada": [str(FROZEN), "--salir-tras-iniciar"],
        "mínima": [sys.executable, "-c", MINIMAL],
    }
    for command in programs.values():
        measure(command, env)  # warm-up: disk cache, first-run files in GESTA_HOME
    runs: dict[str, list[Run]] = {name: [] for name in programs}
    for _ in range(args.rondas):
        for name, command in programs.items():
            runs[name].append(measure(command, env))
    bundle_apparent, bundle_disk = tree_size(BUNDLE)
    debs = sorted((ROOT / "packaging" / "dist").glob("gesta_*.deb"))
    deb_size = debs[-1].stat().st_size if debs else None

    def median(name: str, field: str) -> float:
        return float(statistics.median(float(getattr(run, field)) for run in runs[name]))

    def minimum(name: str, field: str) -> float:
        return min(float(getattr(run, field)) for run in runs[name])

    result = {
        "fecha": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "maquina": machine(),
        "carga_media_1min": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        "plataforma_qt": platform_name or "nativa",
        "rondas": args.rondas,
        "ventana_mostrada_s": {n: median(n, "shown_s") for n in programs},
        "ventana_mostrada_min_s": {n: minimum(n, "shown_s") for n in programs},
        "salida_s": {n: median(n, "exit_s") for n in programs},
        "memoria_pico_mib": {n: median(n, "peak_kib") / 1024 for n in programs},
        "carpeta_bytes": bundle_apparent,
        "carpeta_en_disco_bytes": bundle_disk,
        "carpeta_archivos": sum(1 for p in BUNDLE.rglob("*") if p.is_file()),
        "deb_bytes": deb_size,
    }
    shown, shown_min, exit_s, peak = (
        result["ventana_mostrada_s"],
        result["ventana_mostrada_min_s"],
        result["salida_s"],
        result["memoria_pico_mib"],
    )
    print(f"Fecha: {result['fecha']}")
    print(f"Máquina: {result['maquina']}")
    print(
        f"Plataforma Qt: {result['plataforma_qt']}; {args.rondas} rondas intercaladas (medianas) tras una de "
        f"calentamiento; carga media (1 min) al terminar: {result['carga_media_1min']:.2f}.\n"
    )
    print(
        "| programa | inicio → ventana mostrada | (mejor) | × mínima | inicio → salida | pico de memoria | × mínima |"
    )
    print("|---|---|---|---|---|---|---|")
    labels = {
        "instalada": "Gesta instalada (`gesta`)",
        "congelada": "Gesta congelada (PyInstaller, una carpeta)",
        "mínima": "PySide6 mínimo (un QMainWindow vacío)",
    }
    for name, label in labels.items():
        print(
            f"| {label} | {shown[name] * 1000:.0f} ms | {shown_min[name] * 1000:.0f} ms "
            f"| {shown[name] / shown['mínima']:.2f} | {exit_s[name] * 1000:.0f} ms "
            f"| {peak[name]:.1f} MiB | {peak[name] / peak['mínima']:.2f} |"
        )
    print()
    print(
        f"Carpeta `packaging/dist/gesta/`: {bundle_apparent / 2**20:.1f} MiB "
        f"({bundle_disk / 2**20:.1f} MiB ocupados en disco, {result['carpeta_archivos']} archivos)."
    )
    if deb_size is not None:
        print(f"Paquete `{debs[-1].name}`: {deb_size / 2**20:.1f} MiB.")
    if args.json:
        args.json.write_text(json.dumps(result, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
