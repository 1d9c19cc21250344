"""Crash recovery: where battle journals go, and the offer to resume the ones left behind."""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from core.journal import describe, journal_file, pending
from core.settings import Settings

if TYPE_CHECKING:
    from gui.batalla.window import BattleWindow


def offer_resume(parent: QWidget, settings: Settings) -> list[BattleWindow]:
    """After a crash, offer to resume each battle whose journal was left behind."""
    opened: list[BattleWindow] = []
    for path in pending():
        box = QMessageBox(parent)
        box.setObjectName("reanudarBatalla")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("offer_resume", "Batalla sin terminar"))
        when = time.strftime("%d/%m/%Y %H:%M", time.localtime(path.stat().st_mtime))
        which = describe(path)
        archivo = journal_file(path)
        if archivo is not None:
            which = f"{which} · {archivo.name}" if which else archivo.name
        box.setText(
            QCoreApplication.translate(
                "offer_resume", "Gesta se cerró durante una batalla (última acción: %1). ¿Quieres reanudarla?"
            ).replace("%1", when)
            + (f"\n\n{which}" if which else "")
        )
        resume = box.addButton(
            QCoreApplication.translate("offer_resume", "Reanudar"), QMessageBox.ButtonRole.AcceptRole
        )
        discard = box.addButton(
            QCoreApplication.translate("offer_resume", "Descartar"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.addButton(QCoreApplication.translate("offer_resume", "Más tarde"), QMessageBox.ButtonRole.RejectRole)
        resume.setObjectName("reanudar")
        discard.setObjectName("descartar")
        box.exec()
        clicked = box.clickedButton()
        if clicked is resume:
            from gui.batalla.window import BattleWindow  # deliberately lazy: the window imports this module

            window = BattleWindow(settings)
            if window.load_file(path):
                window.show()
                opened.append(window)
        elif clicked is discard:
            for item in (path, path.with_name(path.name + ".bak")):
                with contextlib.suppress(FileNotFoundError):
                    item.unlink()
    return opened
