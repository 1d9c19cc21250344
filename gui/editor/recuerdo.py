"""The layout Gesta remembers between sessions: the main window's size and place, its splitters and the
open sheets (kept in :class:`core.settings.Settings`, saved when the window closes)."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QSplitter, QWidget

from core.archivos import SaveError
from core.paths import examples_dir
from core.settings import Settings, save_settings

MAIN_SPLITTER = "divisorPrincipal"
SHEET_SPLITTER = "divisorFicha"


def restore_geometry(window: QWidget, settings: Settings) -> None:
    """Put the window where it was (Qt keeps it on a screen that still exists)."""
    if settings.ventana:
        window.restoreGeometry(QByteArray.fromBase64(settings.ventana.encode("ascii", "ignore")))


def restore_splitter(splitter: QSplitter, settings: Settings) -> bool:
    """The splitter's remembered sizes, if there are as many as it has parts and they are not all zero."""
    sizes = settings.divisores.get(splitter.objectName())
    if not sizes or len(sizes) != splitter.count() or not any(sizes):
        return False
    splitter.setSizes(sizes)
    return True


def follow_splitter(splitter: QSplitter, settings: Settings) -> None:
    """Remember the sizes the user drags a splitter to (every sheet tab shares its side panel's width)."""
    restore_splitter(splitter, settings)
    splitter.splitterMoved.connect(
        lambda *_args: settings.divisores.__setitem__(splitter.objectName(), splitter.sizes())
    )


def layout_of(window: Any, tabs: list[QWidget]) -> dict[str, Any]:
    """The window's geometry, its splitter and the sheets open in ``tabs`` (files only; the current one last)."""
    current = window.tabs.currentWidget()
    paths = [str(path) for tab in tabs if isinstance(path := getattr(tab, "path", None), Path)]
    chosen = getattr(current, "path", None)
    if isinstance(chosen, Path) and str(chosen) in paths:
        paths.remove(str(chosen))
        paths.append(str(chosen))  # opened last, so that it is in front again
    return {
        "ventana": bytes(window.saveGeometry().toBase64().data()).decode("ascii"),
        "divisor": window.splitter.sizes(),
        "pestanas": paths,
    }


def keep(settings: Settings, layout: dict[str, Any]) -> None:
    """Store ``layout`` in the settings and save them; a failure is silent (the layout is only a comfort)."""
    settings.ventana = layout["ventana"]
    settings.divisores[MAIN_SPLITTER] = layout["divisor"]
    settings.pestanas = layout["pestanas"]
    with contextlib.suppress(SaveError, OSError, ValueError):
        save_settings(settings)


def reopen_tabs(window: Any, settings: Settings) -> None:
    """The library's width as it was, and the sheets that were open again (except those an autosaved copy
    will offer to restore)."""
    restore_splitter(window.splitter, settings)  # now that the window has its final width
    if not settings.pestanas:
        return
    # deliberately lazy: recovery reads sheets (pydantic), and the window is already shown by now
    from gui.editor import recovery

    found, _problems = recovery.pending()
    restored = {str(item.ruta) for item in found if item.ruta is not None}
    examples = examples_dir()
    for text in settings.pestanas:
        path = Path(text)
        if text in restored or not path.is_file():
            continue
        window.open_path(path, read_only=examples in path.resolve().parents)


__all__ = ["follow_splitter", "keep", "layout_of", "reopen_tabs", "restore_geometry", "restore_splitter"]
