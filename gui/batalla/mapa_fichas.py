"""How the map panel shows one combatant (its token's look, its tooltip, its badges) and how it follows the
battle (a listener that does not keep the panel alive). What a token shows comes from the battle's state and
the ruleset's declared conditions; nothing here decides a rule."""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QPushButton, QWidget

from core.battle import Battle, BattleChange
from core.ruleset import ReactionOption
from core.tablero import Token
from gui.batalla.mapa_dibujo import COLORES, Aspecto

if TYPE_CHECKING:
    from gui.batalla.mapa import MapPanel


def state_names() -> dict[str, str]:
    return {
        "fuera": QCoreApplication.translate("MapPanel", "fuera de combate"),
        "huido": QCoreApplication.translate("MapPanel", "ha huido"),
        "reserva": QCoreApplication.translate("MapPanel", "en reserva"),
    }


def conditions(battle: Battle, cid: str) -> list[str]:
    """The names of the conditions the ruleset says are active on ``cid`` (its badges)."""
    try:
        active = battle.ruleset.active_conditions(battle.view, cid)
        names = {c.id: c.nombre() for c in battle.ruleset.conditions()}
    except (AttributeError, NotImplementedError):
        return []
    return [names.get(c.id, c.id) for c in active]


def aspecto(panel: MapPanel, token: Token, turn: str | None) -> Aspecto:
    combatant = panel.battle.combatants[token.cid]
    pending = panel.pending
    return Aspecto(
        token,
        combatant.nombre,
        panel.colours.get(combatant.bando, COLORES[0]),
        panel.pixmaps.get(token.cid),
        tuple(conditions(panel.battle, token.cid)),
        token.cid == turn,
        (pending is not None and token.cid in pending.objetivos) or token.cid in panel.marked,
    )


def tooltip(battle: Battle, token: Token) -> str:
    combatant = battle.combatants[token.cid]
    lines = [f"<b>{combatant.nombre}</b> ({combatant.bando})"]
    states = state_names()
    if token.estado in states:
        lines.append(states[token.estado])
    if token.oculto:
        hidden = ", ".join(battle.combatants[c].nombre for c in token.oculto_para)
        lines.append(QCoreApplication.translate("MapPanel", "Oculto para: %1").replace("%1", hidden))
    lines.extend(conditions(battle, token.cid))
    return "<br>".join(lines)


def listen(battle: Battle, widget: QWidget, changed: Callable[[MapPanel], None]) -> Callable[[BattleChange], None]:
    """Call ``changed(panel)`` on every change of the battle; the listener goes when the panel goes."""
    me = weakref.ref(widget)

    def listener(_change: BattleChange) -> None:
        panel = me()
        if panel is None:
            battle.listeners.remove(listener)
            return
        changed(panel)  # type: ignore[arg-type]

    battle.listeners.append(listener)
    widget.destroyed.connect(lambda *_a: listener in battle.listeners and battle.listeners.remove(listener))
    return listener


def reaction_button(option: ReactionOption, answer: Callable[[ReactionOption], None]) -> QPushButton:
    """One of the target's reactions under the map: off with the engine's reason when it is not legal."""
    button = QPushButton(option.etiqueta)
    button.setObjectName("mapaReaccion")
    button.setEnabled(option.legal)
    button.setToolTip(option.motivo if not option.legal else option.detalle)
    button.clicked.connect(lambda _c=False: answer(option))
    return button


class ActionsBox(QComboBox):
    """The list of actions, filled from the engine when the GM opens it (``before_popup``)."""

    def __init__(self, parent: QWidget, before_popup: Callable[[], None]):
        super().__init__(parent)
        self.before_popup = before_popup

    def showPopup(self) -> None:
        self.before_popup()
        super().showPopup()
