"""The end of a battle: by the rules (``Battle.outcome``) or by the GM, and its readable summary."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core import foro
from core.battle import Battle
from core.events import Event
from core.ruleset import Outcome
from gui.batalla.registro_master import record

END_BY_GM = "fin_master"
"""The kind of the event a GM's «Terminar la batalla» writes."""


def ended_by_gm(battle: Battle) -> bool:
    last = battle.entries[-1] if battle.entries else None
    return last is not None and any(e.tipo == END_BY_GM for e in last.eventos)


def end_by_gm(battle: Battle) -> None:
    text = QCoreApplication.translate("FinBatalla", "El máster termina la batalla en la ronda %1.").replace(
        "%1", str(battle.view.round)
    )
    record(battle, Event(END_BY_GM, text))


def summary(battle: Battle, outcome: Outcome | None) -> str:
    """The end as a person reads it: who wins, then each combatant's values that say something."""
    if outcome is not None:
        lines = [QCoreApplication.translate("FinBatalla", "<b>Fin del combate.</b> %1").replace("%1", outcome.resumen)]
        if outcome.ganador:
            lines.append(QCoreApplication.translate("FinBatalla", "Gana: %1").replace("%1", outcome.ganador))
    else:
        lines = [QCoreApplication.translate("FinBatalla", "<b>Fin del combate:</b> el máster termina la batalla.")]
    for who, values in foro.estado_combatientes(battle, battle.state, en_el_foro=False):
        lines.append(f"<b>{who}</b>: {values}")
    names = {cid: c.nombre for cid, c in battle.combatants.items()}
    conditions = foro.nombres_de_estados(battle.ruleset)
    for cid, carried in outcome.estados_finales.items() if outcome is not None else ():
        if carried in (None, [], {}, ""):
            continue
        lines.append(
            QCoreApplication.translate("FinBatalla", "%1 sale del combate con: %2")
            .replace("%1", names.get(cid, cid))
            .replace("%2", foro.texto(carried, names, conditions))
        )
    return "<br>".join(lines)
