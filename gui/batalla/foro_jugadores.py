"""Who is who on the forum: the thread link, how posts mention players, each player's name, emoji
and which combatants' values only the GM sees."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from core.battle import Battle
from core.foro_hilo import MENCIONES, ForumSetup


class ForumDialog(QDialog):
    """Edits the battle's :class:`~core.foro_hilo.ForumSetup`; an empty player name is a PNJ."""

    def __init__(self, battle: Battle, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("dialogoForo")
        self.setWindowTitle(self.tr("Hilo y jugadores del foro"))
        self.setMinimumWidth(460)
        setup = battle.foro
        form = QFormLayout(self)
        self.thread = QLineEdit(setup.hilo)
        self.thread.setObjectName("enlaceHilo")
        self.thread.setPlaceholderText(self.tr("https://… (el hilo de la batalla)"))
        form.addRow(self.tr("Hilo:"), self.thread)
        self.mention = QComboBox()
        self.mention.setObjectName("estiloMencion")
        shown = {
            "negrita": self.tr("[b]@nombre[/b]"),
            "arroba": self.tr("@nombre"),
            "mention": self.tr("[mention]nombre[/mention]"),
        }
        for key in MENCIONES:
            self.mention.addItem(shown[key], key)
        self.mention.setCurrentIndex(MENCIONES.index(setup.mencion))
        form.addRow(self.tr("Mención:"), self.mention)
        self.emoji = QCheckBox(self.tr("Emoji en los mensajes (🎲)"))
        self.emoji.setObjectName("emojiForo")
        self.emoji.setChecked(setup.emoji)
        self.emoji.setToolTip(
            self.tr("Los foros phpBB antiguos (sin utf8mb4) cortan o rechazan un mensaje con emoji: déjalo apagado.")
        )
        form.addRow("", self.emoji)
        form.addRow(QLabel(self.tr("<b>Jugadores</b> (vacío: PNJ del máster)")))
        self.players: dict[str, QLineEdit] = {}
        self.gm_only: dict[str, QCheckBox] = {}
        for cid, combatant in battle.combatants.items():
            edit = QLineEdit(setup.jugador(cid))
            edit.setObjectName(f"jugador_{cid}")
            edit.setPlaceholderText(self.tr("PNJ"))
            hidden = QCheckBox(self.tr("Solo el máster"))
            hidden.setObjectName(f"soloMaster_{cid}")
            hidden.setChecked(setup.oculto(cid))
            hidden.setToolTip(self.tr("Los mensajes del foro muestran su nombre y sus acciones, no sus valores."))
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(hidden)
            form.addRow(f"{combatant.nombre}:", row)
            self.players[cid] = edit
            self.gm_only[cid] = hidden
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def setup(self) -> ForumSetup:
        mention = str(self.mention.currentData())
        return ForumSetup(
            self.thread.text().strip(),
            "arroba" if mention == "arroba" else "mention" if mention == "mention" else "negrita",
            {cid: edit.text().strip() for cid, edit in self.players.items() if edit.text().strip()},
            emoji=self.emoji.isChecked(),
            solo_master=frozenset(cid for cid, box in self.gm_only.items() if box.isChecked()),
        )


def edit_forum(battle: Battle, parent: QWidget | None = None) -> bool:
    """Ask for the thread and the players; a change is kept in the battle (and its journal)."""
    dialog = ForumDialog(battle, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    if dialog.setup() != battle.foro:
        battle.set_forum(dialog.setup())
    return True
