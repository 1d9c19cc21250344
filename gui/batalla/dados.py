"""Dice for the battle window: Gesta rolls (seeded) or the GM types the forum's roll."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.battle import Battle
from core.dados_semilla import SeededSource
from core.dice import DiceSource, ManualSource, RollRequest, format_percent

MODO_GESTA = "gesta"
MODO_FORO = "foro"


class ManualDiceDialog(QDialog):
    """Asks the value of one die, showing what it decides, what succeeds and the exact odds."""

    def __init__(self, request: RollRequest, link: str = "", who: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("dialogoDado")
        self.setWindowTitle(self.tr("Tirada en el foro"))
        self.setMinimumWidth(380)
        self.request = request
        layout = QVBoxLayout(self)
        purpose = request.purpose or self.tr("Tirada")
        who = who or request.who
        # «Esquivar de Morvan» already says who rolls: the name is not repeated after it
        who = f" — {who}" if who and who not in purpose else ""
        which = ""
        if request.count > 1:
            which = " " + self.tr("(dado %1 de %2)").replace("%1", str(request.index)).replace("%2", str(request.count))
        title = QLabel(f"<b>{purpose}</b>{who}{which}")
        title.setObjectName("propositoDado")
        title.setWordWrap(True)
        layout.addWidget(title)
        form = QFormLayout()
        if request.die_success:
            # the GM types the raw die: its own target comes first, the ruleset's total after it
            die = QLabel(f"<b>{request.die_success}</b>")
            die.setObjectName("dadoDebeSalir")
            die.setWordWrap(True)
            form.addRow(self.tr("Éxito con:"), die)
        if request.success:
            success = QLabel(request.success)
            success.setObjectName("exitoDado")
            success.setWordWrap(True)
            form.addRow(self.tr("Total necesario:") if request.die_success else self.tr("Éxito con:"), success)
        if request.probability is not None:
            odds = QLabel(format_percent(request.probability, approximate=request.approximate))
            odds.setObjectName("probabilidadDado")
            form.addRow(self.tr("Probabilidad de éxito:"), odds)
        self.value_edit = QLineEdit()
        self.value_edit.setObjectName("valorDado")
        # no validator: it would silently turn «12» into «1» and «-3» into «3»; what was typed stays and is refused
        self.value_edit.setMaxLength(12)
        self.value_edit.setPlaceholderText(self.tr("1 a %1").replace("%1", str(request.sides)))
        self.value_edit.setToolTip(self.tr("El valor que salió en el tirador del foro"))
        form.addRow(self.tr("Resultado del d%1:").replace("%1", str(request.sides)), self.value_edit)
        self.link_edit = QLineEdit(link)
        self.link_edit.setObjectName("enlaceDado")
        self.link_edit.setPlaceholderText(self.tr("https://… (opcional)"))
        self.link_edit.setToolTip(self.tr("Enlace al mensaje del foro con la tirada; se guarda en el registro"))
        form.addRow(self.tr("Enlace al mensaje:"), self.link_edit)
        layout.addLayout(form)
        self.error_label = QLabel("")
        self.error_label.setProperty("rol", "problema")
        layout.addWidget(self.error_label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        self.ok_button: QPushButton = ok
        self.ok_button.setObjectName("aceptarDado")
        self.ok_button.setEnabled(False)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.value_edit.textChanged.connect(self._check)
        self.value_edit.setFocus()

    def value(self) -> int | None:
        text = self.value_edit.text().strip()
        if not text.isascii() or not text.isdigit():
            return None
        number = int(text)
        return number if 1 <= number <= self.request.sides else None

    def _check(self) -> None:
        valid = self.value() is not None
        self.ok_button.setEnabled(valid)
        empty = not self.value_edit.text().strip()
        self.error_label.setText(
            "" if valid or empty else self.tr("Escribe un número del 1 al %1.").replace("%1", str(self.request.sides))
        )

    def link(self) -> str:
        return self.link_edit.text().strip()


class DiceMode:
    """The battle's dice source by mode; manual dice remember the forum link typed with them."""

    def __init__(self, parent: QWidget, mode: str = MODO_GESTA, seed: int | None = None):
        self.parent = parent
        self.mode = mode
        self.random = SeededSource(seed)
        self.links: list[str] = []
        self.die_links: list[str] = []
        """The link typed with each forum die of the last action, in the order they were asked."""
        self.exec_dialog: Callable[[ManualDiceDialog], int] = lambda dialog: dialog.exec()
        self.name_of: Callable[[str], str] = lambda cid: cid

    @property
    def seed(self) -> int:
        return self.random.seed

    def reseed(self, seed: int | None) -> None:
        self.random = SeededSource(seed)

    def attach(self, battle: Battle) -> None:
        """Roll with the battle's own seeded dice (kept in its file), giving one to a battle that had none."""
        if battle.dados is None:
            battle.dados = self.random
        self.random = battle.dados
        if battle.dados.modo in (MODO_GESTA, MODO_FORO):
            self.mode = battle.dados.modo  # the battle keeps who rolls its dice
        else:
            battle.dados.modo = self.mode

    def source(self) -> DiceSource:
        """The source for one action (links gathered for it start empty)."""
        self.links = []
        self.die_links = []
        if self.mode == MODO_FORO:
            return ManualSource(self._ask)
        return self.random

    def _ask(self, request: RollRequest) -> int | None:
        dialog = ManualDiceDialog(request, self.links[-1] if self.links else "", self.name_of(request.who), self.parent)
        if self.exec_dialog(dialog) != QDialog.DialogCode.Accepted:
            return None
        link = dialog.link()
        if link and link not in self.links:
            self.links.append(link)
        self.die_links.append(link)
        return dialog.value()

    def note(self) -> str:
        """The forum links typed for the last action, to keep in the log."""
        return " ".join(self.links)
