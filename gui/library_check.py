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


class _Worker(QThread):
    checked = Signal(object, object, object)  # path, firma, (legal, problemas) or None
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
            self.checked.emit(entry.path, entry.firma, self._check(entry.path))
            self.progress.emit(done, total)


class LibraryChecker(QObject):
    """Runs one worker at a time; a new :meth:`check` (the list was read again) replaces the old one."""

    checked = Signal(object, object, object)
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
        return self._worker is not None and self._worker.isRunning()

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
