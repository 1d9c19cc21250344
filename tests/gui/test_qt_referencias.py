"""The Qt binding keeps Python's reference counts: delivering signals to Python slots loses nothing.

PySide6 6.12.0 lost one reference to ``True`` for every signal delivered to a Python callable;
after a few hundred signals (a library being validated, a long battle) the interpreter aborted
with "bool_dealloc". pyproject.toml keeps that version out; this test keeps any other like it out.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Sender(QObject):
    changed = Signal(int, int)
    done = Signal()


class _Receiver(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def on_changed(self, done: int, total: int) -> None:
        self.count += done < total

    def on_done(self) -> None:
        self.count += 1


def test_entregar_senales_no_pierde_referencias(qapp: object) -> None:
    sender, receiver = _Sender(), _Receiver()
    sender.changed.connect(receiver.on_changed)
    sender.done.connect(receiver.on_done)
    sender.done.connect(lambda: None)
    before = sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None)
    for n in range(500):
        sender.changed.emit(n, 1000)
        sender.done.emit()
    after = sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None)
    assert receiver.count == 1000
    assert all(abs(a - b) < 50 for a, b in zip(after, before, strict=True)), (before, after)
