"""Crash-safe journal of a running battle: saved atomically after every action.

The battle window attaches a journal when a battle starts; after a crash, the next start
lists the journals left behind (:func:`pending`) and offers to resume them exactly.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from core import registry
from core.battle import Battle, BattleChange
from core.paths import user_data_dir
from core.storage import LoadError, read_json, save_json

JOURNAL_SUFFIX = ".diario.json"


def journal_dir() -> Path:
    return user_data_dir() / "diario"


class Journal:
    """Keeps ``path`` equal to the battle after every applied, undone or redone action."""

    def __init__(self, battle: Battle, path: Path):
        self.battle = battle
        self.path = Path(path)
        battle.listeners.append(self._on_change)
        self.write()

    def _on_change(self, change: BattleChange) -> None:
        self.write()

    def write(self) -> None:
        save_json(self.path, self.battle.to_json())

    def close(self, *, delete: bool = True) -> None:
        """Detach from the battle; a cleanly finished battle deletes its journal."""
        with contextlib.suppress(ValueError):
            self.battle.listeners.remove(self._on_change)
        if delete:
            for path in (self.path, self.path.with_name(self.path.name + ".bak")):
                with contextlib.suppress(FileNotFoundError):
                    path.unlink()


def load_battle(path: Path) -> Battle:
    """Load a saved battle or journal; raise LoadError with a clear message."""
    data: Any = read_json(path, max_bytes=64 * 1024 * 1024)
    if not isinstance(data, dict) or data.get("formato") != "gesta-batalla":
        raise LoadError(path, "no es una batalla de Gesta.")
    try:
        ruleset = registry.get(str(data.get("reglas")))
    except registry.UnknownRuleset:
        raise LoadError(path, f"el sistema de reglas «{data.get('reglas')}» no existe.") from None
    try:
        return Battle.from_json(data, ruleset)
    except (KeyError, TypeError, ValueError) as error:
        raise LoadError(path, f"la batalla está dañada ({error}).") from None


def pending(folder: Path | None = None) -> list[Path]:
    """Journals left by battles that did not end cleanly (newest first)."""
    where = folder or journal_dir()
    if not where.is_dir():
        return []
    found = [p for p in where.iterdir() if p.name.endswith(JOURNAL_SUFFIX)]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)
