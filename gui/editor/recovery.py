"""Autosave of unsaved sheets to a recovery folder, and the offer to restore them after a crash."""

from __future__ import annotations

import contextlib
import html
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from core import storage
from core.archivos import clean_orphans
from core.paths import user_data_dir
from core.sheets import SheetBase

MARK = "gesta-recuperacion"
AUTOSAVE_MS = 2_000
"""How long after the last edit an open sheet with unsaved changes is copied to the recovery folder
(a pause in typing, so that a crash loses at most the last couple of seconds)."""
RECOVERY_MAX_BYTES = storage.MAX_FILE_BYTES + 64 * 1024
"""A recovery file is a sheet and a few lines about it: room for a sheet at the size limit."""


def recovery_dir() -> Path:
    return user_data_dir() / "recuperacion"


def new_recovery_path() -> Path:
    return recovery_dir() / f"{uuid.uuid4().hex}.json"


def write(target: Path, sheet: SheetBase, path: Path | None) -> None:
    """Copy ``sheet`` (and where it belongs) to ``target`` atomically; ``SaveError``/``OSError`` if it cannot."""
    data = {
        "formato": MARK,
        "ruta": str(path) if path is not None else None,
        "guardado": datetime.now(UTC).isoformat(timespec="seconds"),
        "ficha": storage.sheet_data(sheet, target),
    }
    storage.atomic_write_bytes(target, storage.encode_json(data, target, RECOVERY_MAX_BYTES), backup=False)


def remove(target: Path | None) -> None:
    if target is not None:
        with contextlib.suppress(OSError):
            target.unlink()


@dataclass(frozen=True)
class Recovered:
    """One autosaved sheet: its recovery file, the sheet, and the file it was open from (if any)."""

    archivo: Path
    sheet: SheetBase
    ruta: Path | None
    guardado: str


def pending() -> tuple[list[Recovered], list[str]]:
    """Every readable recovery file, and a sentence for each one that cannot be read."""
    found: list[Recovered] = []
    problems: list[str] = []
    folder = recovery_dir()
    if not folder.is_dir():
        return found, problems
    clean_orphans(folder)
    for file in sorted(folder.glob("*.json")):
        try:
            data: Any = storage.read_json(file, RECOVERY_MAX_BYTES, folder=folder)
            if not isinstance(data, dict) or data.get("formato") != MARK:
                raise storage.LoadError(
                    file, QCoreApplication.translate("offer_restore", "no es un archivo de recuperación de Gesta.")
                )
            sheet = storage.sheet_from_data(data.get("ficha"), file)
        except storage.LoadError as error:
            problems.append(str(error))
            continue
        ruta = data.get("ruta")
        found.append(
            Recovered(file, sheet, Path(ruta) if isinstance(ruta, str) else None, str(data.get("guardado", "")))
        )
    return found, problems


def _when(stamp: str) -> str:
    """The autosave's UTC time stamp as the user's local date and time («30/11/26 6:05»)."""
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return stamp
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


def offer_restore(main_window: Any) -> list[QWidget]:
    """Ask whether to reopen the autosaved sheets; reopen them as modified tabs, or discard them."""
    found, problems = pending()
    if not found:
        return []
    names = "".join(
        f"<li>{html.escape(r.sheet.nombre)} <small>({html.escape(_when(r.guardado))})</small></li>" for r in found
    )
    text = QCoreApplication.translate(
        "offer_restore", "Gesta se cerró sin guardar %n ficha(s). ¿Quieres recuperarlas?", "", len(found)
    )
    box = QMessageBox(main_window)
    box.setObjectName("recuperarFichas")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("offer_restore", "Recuperar fichas"))
    box.setText(f"<p>{text}</p><ul>{names}</ul>")
    restore = box.addButton(QCoreApplication.translate("offer_restore", "Recuperar"), QMessageBox.ButtonRole.AcceptRole)
    restore.setObjectName("recuperar")
    discard = box.addButton(
        QCoreApplication.translate("offer_restore", "Descartar"), QMessageBox.ButtonRole.DestructiveRole
    )
    discard.setObjectName("descartar")
    box.setDefaultButton(restore)
    box.exec()
    choice = box.clickedButton()
    if choice is not restore and choice is not discard:
        return []  # closed without choosing: keep the copies for the next start
    accepted = choice is restore
    tabs: list[QWidget] = []
    for item in found:
        if not accepted:
            remove(item.archivo)
            continue
        ruta = item.ruta if item.ruta is not None and item.ruta.exists() else None
        tab = main_window.open_sheet(item.sheet, ruta, read_only=False)
        adopt = getattr(tab, "adopt_recovery", None)
        if adopt is not None:
            adopt(item.archivo)
        else:
            remove(item.archivo)
        tabs.append(tab)
    if problems:
        QMessageBox.warning(
            main_window, QCoreApplication.translate("offer_restore", "Recuperar fichas"), "\n\n".join(problems)
        )
    return tabs
