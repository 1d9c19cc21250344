"""Validation of the library's sheets off the GUI thread, after the list is shown.

The list appears from the files' headers (and the header cache); whether each sheet is legal
needs its rules engine, which takes a moment to import the first time. :class:`LibraryChecker`
validates the sheets without a cached verdict in a worker thread, one at a time, and reports
each verdict as it comes, so the legal/illegal marks fill in while the user already browses.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from core.library import LibraryEntry

Verdict = Callable[[Path], "tuple[bool, int] | None"]


# Signals carry plain texts and small integers only: they cross threads, queued.
NOT_CHECKED = -1
"""The number of problems reported for a file that could not be validated (it changed or went away)."""


def _firma_text(firma: tuple[int, int]) -> str:
    return f"{firma[0]}:{firma[1]}"


def firma_from_text(text: str) -> tuple[int, int]:
    size, mtime = text.split(":")
    return int(size), int(mtime)


class LibraryChecker(QObject):
    """Validates in one background thread at a time; a new :meth:`check` (the list was read again) replaces it.

    The thread is a plain Python thread that only calls ``check`` and emits this object's
    signals, which Qt queues to the GUI thread where the object lives.
    """

    checked = Signal(str, str, int)
    """A file's path, its firma (see :func:`firma_from_text`) and its number of errors (0: legal)."""
    progress = Signal(int, int)
    finished = Signal()
    _ended = Signal(int)  # the generation of the check whose thread has ended

    def __init__(self, check: Verdict, parent: QObject | None = None):
        super().__init__(parent)
        self._check = check
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._generation = 0
        self._ended.connect(self._done)

    def check(self, entries: list[LibraryEntry]) -> None:
        self.stop()
        pending = [e for e in entries if e.por_validar]
        if not pending:
            self.finished.emit()
            return
        self._generation += 1
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(pending, self._stop, self._generation), name="gesta-comprobar", daemon=True
        )
        self._thread.start()

    def _run(self, entries: list[LibraryEntry], stop: threading.Event, generation: int) -> None:
        total = len(entries)
        for done, entry in enumerate(entries, 1):
            if stop.is_set():
                return
            result = self._check(entry.path)
            problems = NOT_CHECKED if result is None else (0 if result[0] else max(1, result[1]))
            self.checked.emit(str(entry.path), _firma_text(entry.firma), problems)
            self.progress.emit(done, total)
        self._ended.emit(generation)

    def running(self) -> bool:
        """True until every verdict of the current check has been delivered and ``finished`` emitted."""
        return self._thread is not None

    def stop(self) -> None:
        """Stop after the sheet being validated (called before quitting and before a new check)."""
        thread, self._thread = self._thread, None
        self._stop.set()
        if thread is not None:
            thread.join()

    @Slot(int)
    def _done(self, generation: int) -> None:
        if generation == self._generation and self._thread is not None:
            thread, self._thread = self._thread, None
            # it has sent its last signal and is returning: wait for it, so that no thread of ours
            # is still running when the application quits and Python shuts down
            thread.join()
            self.finished.emit()
