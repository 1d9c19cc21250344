"""Validation of the library's sheets off the GUI thread, after the list is shown.

The list appears from the files' headers (and the header cache); whether each sheet is legal
needs its rules engine, which takes a moment to import the first time. :class:`LibraryChecker`
validates the sheets without a cached verdict in a worker thread, one at a time, and reports
each verdict as it comes, so the legal/illegal marks fill in while the user already browses.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from core.library import LibraryEntry

Verdict = Callable[[Path], "tuple[bool, int] | None"]


NOT_CHECKED = -1
"""The number of problems reported for a file that could not be validated (it changed or went away)."""
POLL_MS = 40
"""How often the GUI thread takes the verdicts the worker has found."""


def _firma_text(firma: tuple[int, int]) -> str:
    return f"{firma[0]}:{firma[1]}"


def firma_from_text(text: str) -> tuple[int, int]:
    size, mtime = text.split(":")
    return int(size), int(mtime)


class LibraryChecker(QObject):
    """Validates in one background thread at a time; a new :meth:`check` (the list was read again) replaces it.

    The worker is a plain Python thread that touches nothing of Qt: it puts each verdict in a
    queue, and a timer in the GUI thread takes them out (a batch at a time) and emits this
    object's signals, so every slot runs in the GUI thread and the worker can be joined at once.
    """

    checked = Signal(str, str, int)
    """A file's path, its firma (see :func:`firma_from_text`) and its number of errors (0: legal)."""
    progress = Signal(int, int)
    finished = Signal()

    def __init__(self, check: Verdict, parent: QObject | None = None):
        super().__init__(parent)
        self._check = check
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._results: queue.SimpleQueue[tuple[str, str, int] | None] = queue.SimpleQueue()
        self._done = 0
        self._total = 0
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)

    def check(self, entries: list[LibraryEntry]) -> None:
        self.stop()
        pending = [e for e in entries if e.por_validar]
        if not pending:
            self.finished.emit()
            return
        self._stop = threading.Event()
        self._results = queue.SimpleQueue()
        self._done, self._total = 0, len(pending)
        self._thread = threading.Thread(
            target=self._run, args=(pending, self._stop, self._results), name="gesta-comprobar", daemon=True
        )
        self._thread.start()
        self._timer.start()

    def _run(
        self,
        entries: list[LibraryEntry],
        stop: threading.Event,
        results: queue.SimpleQueue[tuple[str, str, int] | None],
    ) -> None:
        try:
            for entry in entries:
                if stop.is_set():
                    return
                result = self._check(entry.path)
                problems = NOT_CHECKED if result is None else (0 if result[0] else max(1, result[1]))
                results.put((str(entry.path), _firma_text(entry.firma), problems))
        finally:
            results.put(None)  # the end, whatever happened

    @Slot()
    def _collect(self) -> None:
        ended = False
        while True:
            try:
                item = self._results.get_nowait()
            except queue.Empty:
                break
            if item is None:
                ended = True
                break
            self._done += 1
            self.checked.emit(*item)
            self.progress.emit(self._done, self._total)
        if ended and self._thread is not None:
            thread, self._thread = self._thread, None
            self._timer.stop()
            thread.join()
            self.finished.emit()

    def running(self) -> bool:
        """True until every verdict of the current check has been delivered and ``finished`` emitted."""
        return self._thread is not None

    def stop(self) -> None:
        """Stop after the sheet being validated (called before quitting and before a new check)."""
        thread, self._thread = self._thread, None
        self._timer.stop()
        self._stop.set()
        if thread is not None:
            thread.join()
