"""The battle window (plain version: ruleset choice and the log of a battle)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from core.settings import Settings


class BattleWindow(QMainWindow):
    def __init__(self, settings: Settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Batalla — Gesta"))
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.addWidget(QLabel(self.tr("Prepara un encuentro: elige el sistema y los combatientes.")))
        self.setCentralWidget(body)
        self.resize(900, 600)


def offer_resume(parent: QWidget, settings: Settings) -> list[BattleWindow]:
    """After a crash, offer to resume the battles whose journals were left behind."""
    del parent, settings
    return []
