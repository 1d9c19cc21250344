"""The simulation off the GUI thread: a Python thread drives worker processes and reports through signals."""

from __future__ import annotations

import sys
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from core import simulador
from core.simulador.simulacion import default_processes


def gui_processes() -> tuple[int, str | None]:
    """How many processes the window uses and how it starts them.

    ``spawn``: a fresh interpreter per worker (forking a process that runs Qt threads is not safe).
    A frozen bundle runs the battles in the thread only, since its entry point does not call
    ``multiprocessing.freeze_support``.
    """
    if getattr(sys, "frozen", False):
        return 1, None
    return default_processes(), "spawn"


class SimulationJob(QObject):
    """One run: ``progress(done, total)``, then ``finished(report)``, ``failed(message)`` or ``cancelled()``."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, simulation: simulador.Simulation, processes: int | None = None, context: str | None = None):
        super().__init__()
        self.simulation = simulation
        self.processes = processes
        self.context = context
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="gesta-simulador", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        execution = simulador.Execution(
            processes=self.processes,
            progress=lambda done, total: self.progress.emit(done, total),
            cancelled=self._stop.is_set,
            context=self.context,
        )
        try:
            report: dict[str, Any] = simulador.simulate(self.simulation, execution)
        except simulador.SimulationCancelled:
            self.cancelled.emit()
        except simulador.SimulationError as error:
            self.failed.emit(str(error))
        except Exception as error:  # any other failure reaches the window as a sentence, not a dead thread
            self.failed.emit(f"{type(error).__name__}: {error}")
        else:
            self.finished.emit(report)
