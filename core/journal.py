"""Crash-safe journal of a running battle: one line appended and synced per action.

The journal is a JSON Lines file: a first line with the whole battle as it was when the
journal was opened, then one line per change (an applied entry, an undo, a redo). Appending a
line costs the same however long the battle is; a crash in the middle of a line loses only
that line, which was not yet applied. After a crash, the next start lists the journals left
behind (:func:`pending`) and offers to resume them exactly (:func:`load_battle`).
"""

from __future__ import annotations

import contextlib
import json
import os
import time
import uuid
from pathlib import Path
from typing import Any

from core import registry
from core.archivos import (
    BATTLE_MAX_BYTES,
    LoadError,
    atomic_write_text,
    clean_orphans,
    decode_text,
    parse_json_text,
    read_bytes_bounded,
    read_json,
    save_json,
)
from core.battle import Battle, BattleChange, Entry
from core.battle_file import check_dice, check_forum, check_pending
from core.dados_semilla import SeededSource
from core.foro_hilo import ForumSetup
from core.i18n import tr
from core.paths import user_data_dir
from core.pendiente import Pending

JOURNAL_SUFFIX = ".diario.jsonl"
JOURNAL_FORMAT = "gesta-diario"


def journal_dir() -> Path:
    return user_data_dir() / "diario"


class Journal:
    """Keeps ``path`` able to rebuild the battle after every applied, undone or redone action."""

    def __init__(self, battle: Battle, path: Path, archivo: Path | None = None):
        self.battle = battle
        self.path = Path(path)
        self.archivo = archivo
        """The battle's own file, if it has one: a resumed battle keeps its name."""
        self.closed = False
        battle.listeners.append(self._on_change)
        self.write()

    def _on_change(self, change: BattleChange) -> None:
        if self.closed:
            return
        battle = self.battle
        if change.kind in ("accion", "ajuste", "rehacer", "respuesta") and change.entry is not None:
            record: dict[str, Any] = {"entrada": change.entry.to_json()}
            if battle.dados is not None:  # how far Gesta's seeded dice went: a resumed battle goes on from there
                record["dados"] = battle.dados.to_json()
            self._append(record)
        elif change.kind == "deshacer":
            self._append({"deshacer": True})
        elif change.kind == "declarar" and battle.pending is not None:
            self._append({"pendiente": battle.pending.to_json()})
        elif change.kind == "retirar":
            self._append({"retirar": True})
        elif change.kind == "foro":
            self._append({"foro": battle.foro.to_json()})
        elif change.kind == "dados" and battle.dados is not None:
            self._append({"dados": battle.dados.to_json()})
        else:
            self.write()

    def _append(self, record: dict[str, Any]) -> None:
        line = json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write(line)
            handle.flush()
            os.fsync(handle.fileno())

    def write(self) -> None:
        """Rewrite the journal from scratch (atomically) with the battle as it is now."""
        if self.closed:
            return
        header: dict[str, Any] = {"formato": JOURNAL_FORMAT, "batalla": self.battle.to_json()}
        if self.archivo is not None:
            header["archivo"] = str(self.archivo)
        atomic_write_text(self.path, json.dumps(header, ensure_ascii=False) + "\n", backup=False)

    def close(self, *, delete: bool = True) -> None:
        """Stop journaling; a cleanly finished or saved battle deletes its journal."""
        self.closed = True
        with contextlib.suppress(ValueError):
            self.battle.listeners.remove(self._on_change)
        if delete:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()


def _battle_from_data(data: Any, path: Path) -> Battle:
    if not isinstance(data, dict) or data.get("formato") != "gesta-batalla":
        raise LoadError(path, tr("no es una batalla de Gesta."), codigo="no_es_batalla")
    try:
        ruleset = registry.get(str(data.get("reglas")))
    except registry.UnknownRuleset:
        raise LoadError(
            path, tr("el sistema de reglas «{rules}» no existe.", rules=data.get("reglas")), "reglas"
        ) from None
    try:
        return Battle.from_json(data, ruleset)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise _damaged(path, error) from None


def _damaged(path: Path, error: Exception) -> LoadError:
    return LoadError(path, tr("la batalla está dañada ({error}).", error=error), codigo="batalla_danada")


def _load_journal(path: Path) -> Battle:
    lines = decode_text(read_bytes_bounded(path, BATTLE_MAX_BYTES), path).splitlines()
    if not lines:
        raise LoadError(path, tr("el diario de la batalla está vacío o dañado."), codigo="batalla_danada")
    header = parse_json_text(lines[0], path, max_items=None)
    battle = _battle_from_data(header.get("batalla") if isinstance(header, dict) else None, path)
    for line in lines[1:]:
        try:
            record = parse_json_text(line, path, max_items=None)
        except LoadError as error:
            if error.codigo == "json_invalido":
                break  # a line cut by a crash: it was never applied
            raise
        if not isinstance(record, dict):
            raise _damaged(path, TypeError(tr("una línea del diario no es un objeto")))
        try:
            if record.get("deshacer"):
                battle.undo()
            elif "entrada" in record:
                battle.push_entry(Entry.from_json(record["entrada"]))
                if "dados" in record:
                    battle.dados = SeededSource.from_json(check_dice(record["dados"]))
            elif "pendiente" in record:
                battle.pending = Pending.from_json(check_pending(record["pendiente"]))
            elif record.get("retirar"):
                battle.pending = None
            elif "foro" in record:
                battle.foro = ForumSetup.from_json(check_forum(record["foro"]))
            elif "dados" in record:  # who rolls the dice changed (gesta / foro)
                battle.dados = SeededSource.from_json(check_dice(record["dados"]))
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise _damaged(path, error) from None
    return battle


def load_battle(path: Path) -> Battle:
    """Load a saved battle (``.json``) or a journal (``.diario.jsonl``); raise LoadError if it cannot."""
    path = Path(path)
    if path.name.endswith(JOURNAL_SUFFIX):
        return _load_journal(path)
    return _battle_from_data(read_json(path, BATTLE_MAX_BYTES, max_items=None), path)


def save_battle(path: Path, battle: Battle) -> None:
    """Save a battle atomically, or raise ``SaveError``/``OSError`` leaving the previous file intact."""
    save_json(path, battle.to_json(), BATTLE_MAX_BYTES, max_items=None)


def _header(path: Path) -> dict[str, Any]:
    try:
        with open(path, encoding="utf-8") as handle:
            found = json.loads(handle.readline())
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def journal_file(path: Path) -> Path | None:
    """The battle file a journal belongs to (None: a battle never saved)."""
    archivo = _header(path).get("archivo")
    return Path(archivo) if isinstance(archivo, str) and archivo else None


def describe(path: Path) -> str:
    """A journal's battle as a GM recognises it: «Iván de Lince contra Morvan de Mantícora
    (caballeros, ronda 2)»; "" when it cannot be read."""
    try:
        battle = load_battle(path)
    except (LoadError, OSError):
        return ""
    nombres = [c.nombre for c in battle.combatants.values()]
    quienes = (
        tr("{primeros} y {ultimo}", primeros=", ".join(nombres[:-1]), ultimo=nombres[-1])
        if len(nombres) > 1
        else "".join(nombres)
    )
    return tr(
        "{quienes} ({reglas}, ronda {ronda})", quienes=quienes, reglas=battle.ruleset.nombre, ronda=battle.view.round
    )


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def pending(folder: Path | None = None) -> list[Path]:
    """Journals left by battles that did not end cleanly (newest first)."""
    where = folder or journal_dir()
    if not where.is_dir():
        return []
    clean_orphans(where)
    try:
        found = [p for p in where.iterdir() if p.name.endswith(JOURNAL_SUFFIX)]
    except OSError:
        return []
    return sorted(found, key=_mtime, reverse=True)


def new_journal_path() -> Path:
    """A fresh journal file name for a battle that starts now."""
    return journal_dir() / f"batalla-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}{JOURNAL_SUFFIX}"
