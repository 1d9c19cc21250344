"""Validation of the library's sheets off the GUI thread, after the list is shown.

The list appears from the files' headers (and the header cache); whether each sheet is legal
needs its rules engine, which takes a moment to import the first time. :class:`LibraryChecker`
validates the sheets without a cached verdict in a worker thread, one at a time, and reports
each verdict as it comes, so the legal/illegal marks fill in while the user already browses.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal, Slot

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


class _Worker(QThread):
    checked = Signal(str, str, int)  # path, firma as "size:mtime_ns", number of errors or NOT_CHECKED
    progress = Signal(int, int)  # done, total

    def __init__(self, entries: list[LibraryEntry], check: Verdict, parent: QObject | None = None):
        super().__init__(parent)
        self._entries = entries
        self._check = check

    def run(self) -> None:
        total = len(self._entries)
        for done, entry in enumerate(self._entries, 1):
            if self.isInterruptionRequested():
                return
            result = self._check(entry.path)
            problems = NOT_CHECKED if result is None else (0 if result[0] else max(1, result[1]))
            self.checked.emit(str(entry.path), _firma_text(entry.firma), problems)
            self.progress.emit(done, total)


class LibraryChecker(QObject):
    """Runs one worker at a time; a new :meth:`check` (the list was read again) replaces the old one."""

    checked = Signal(str, str, int)
    """A file's path, its firma (see :func:`firma_from_text`) and its number of errors (0: legal)."""
    progress = Signal(int, int)
    finished = Signal()

    def __init__(self, check: Verdict, parent: QObject | None = None):
        super().__init__(parent)
        self._check = check
        self._worker: _Worker | None = None

    def check(self, entries: list[LibraryEntry]) -> None:
        self.stop()
        pending = [e for e in entries if e.por_validar]
        if not pending:
            self.finished.emit()
            return
        worker = self._worker = _Worker(pending, self._check, self)
        worker.checked.connect(self.checked)
        worker.progress.connect(self.progress)
        worker.finished.connect(self._done)  # a method of this QObject: runs in the GUI thread
        worker.start(QThread.Priority.LowPriority)

    def running(self) -> bool:
        """True until every verdict of the current check has been delivered and ``finished`` emitted."""
        return self._worker is not None

    def stop(self) -> None:
        """Stop after the sheet being validated (called before quitting and before a new check)."""
        worker, self._worker = self._worker, None
        if worker is not None:
            worker.requestInterruption()
            worker.wait()

    @Slot()
    def _done(self) -> None:
        if self.sender() is self._worker:
            self._worker = None
            self.finished.emit()
