"""Entries a GM writes that are not a live value nor a condition: a note, a new turn order, the end."""

from __future__ import annotations

from core.battle import Battle, BattleChange, Entry
from core.events import Event


def record(battle: Battle, event: Event, nota: str = "") -> Entry:
    """Append one GM entry (logged, journaled, undoable) and tell the battle's listeners."""
    entry = Entry("ajuste", None, (), (event,), nota)
    battle.push_entry(entry)
    for listener in list(battle.listeners):  # as the battle tells of its own entries
        listener(BattleChange("ajuste", entry))
    return entry
