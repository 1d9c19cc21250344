"""One window per battle file: opening a battle that a window already has brings that window forward.

Used by «Abrir batalla guardada…» and the board's double-click; it imports the battle window
(and with it the rules engines) only when a new window is really needed.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QWidget


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a.absolute() == b.absolute()


def _files_of(window: QWidget) -> list[Path]:
    """The files a battle window has open: its battle file and the journal it writes."""
    found = []
    path = getattr(window, "path", None)
    if isinstance(path, Path) and getattr(window, "battle", None) is not None:
        found.append(path)
    journal = getattr(window, "journal", None)
    if journal is not None and not journal.closed:
        found.append(journal.path)
    return found


def window_with(path: Path, windows: Iterable[QWidget]) -> QWidget | None:
    """The open (visible) window that already has the battle of ``path``, if any."""
    for window in windows:
        if window.isVisible() and any(_same(Path(path), mine) for mine in _files_of(window)):
            return window
    return None


def bring_forward(window: QWidget) -> None:
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


def open_battle_file(path: Path, settings: Any, windows: list[QWidget]) -> QWidget | None:
    """The window of the battle in ``path``: the one that has it, brought forward, or a new one.

    A new window is kept in ``windows``; None when the file could not be opened (the window said why).
    """
    existing = window_with(path, windows)
    if existing is not None:
        bring_forward(existing)
        return existing
    from gui.batalla import BattleWindow  # the rules engines load only when a battle opens

    window = BattleWindow(settings)
    if not window.load_file(Path(path)):
        return None
    windows.append(window)
    window.show()
    return window
