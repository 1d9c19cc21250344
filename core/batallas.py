"""The board of open battles: every saved battle of the battles folder, read without any rules engine.

Each row says what the battle file itself says (its summary, pending declaration and forum
set-up: core/battle_file.py), so the main window can list dozens of battles without loading a
ruleset. A damaged file is a row with a sentence, never a traceback. Finished battles are
archived (moved to ``archivo/`` inside the folder), never deleted.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.archivos import BATTLE_MAX_BYTES, LoadError, read_json
from core.i18n import tr
from core.paths import battles_dir

if TYPE_CHECKING:
    from core.battle_file import SavedSummary

ARCHIVE = "archivo"
END_BY_GM = "fin_master"  # the event a GM's «Terminar la batalla» writes (core.battle.END_BY_GM)


@dataclass(frozen=True)
class BattleRow:
    """One battle as the board lists it."""

    ruta: Path
    nombre: str
    sistema: str = ""
    hilo: str = ""
    ronda: int = 0
    turno: str = ""
    pendiente: str = ""
    """What is pending and from whom («Morvan (Lucan): reacción, tirada»); empty: the GM's turn."""
    espera: float = 0.0
    """Seconds it has waited: since the declaration, else since the file was last saved."""
    terminada: bool = False
    problema: str = ""


def _names(data: dict[str, Any]) -> dict[str, str]:
    return {
        str(c.get("id")): str(c.get("nombre", c.get("id"))) for c in data.get("combatientes", []) if isinstance(c, dict)
    }


def _summary(data: dict[str, Any]) -> SavedSummary:
    # deliberately lazy, as in read_row: the battle file's models load when a battle is read
    from core.battle_file import SavedSummary
    from core.events import Event, apply_events

    if isinstance(data.get("resumen"), dict):
        return SavedSummary.model_validate(data["resumen"])
    # a battle saved before the summary was kept: its state is the start plus every event
    state = apply_events(
        dict(data["estado_inicial"]), [Event.from_json(e) for x in data["entradas"] for e in x.get("eventos", [])]
    )
    last = data["entradas"][-1].get("eventos", []) if data["entradas"] else []
    ended = any(e.get("tipo") == END_BY_GM for e in last)
    return SavedSummary(
        sistema=str(data.get("reglas", "")), ronda=int(state.get("ronda", 1)), turno=state.get("turno"), terminada=ended
    )


def read_row(path: Path, now: float | None = None) -> BattleRow:
    """The board's row of one battle file (a row with ``problema`` when it cannot be read)."""
    # Deliberately lazy: the main window imports this module at start, before any battle is listed,
    # and the battle file's pydantic models must not load then (the library lists without them).
    from pydantic import ValidationError

    from core.battle_file import SavedForum, SavedPending
    from core.pendiente import seconds_since

    now = time.time() if now is None else now
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = now
    try:
        data = read_json(path, BATTLE_MAX_BYTES, max_items=None)
        if not isinstance(data, dict) or data.get("formato") != "gesta-batalla":
            raise LoadError(path, tr("no es una batalla de Gesta."), codigo="no_es_batalla")
        summary = _summary(data)
        forum = SavedForum.model_validate(data["foro"]) if data.get("foro") else SavedForum()
        pending = SavedPending.model_validate(data["pendiente"]) if data.get("pendiente") else None
    except LoadError as error:
        return BattleRow(path, path.stem, espera=now - mtime, problema=str(error))
    except (ValidationError, KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        return BattleRow(
            path,
            path.stem,
            espera=now - mtime,
            problema=tr("la batalla está dañada ({error}).", error=type(error).__name__),
        )
    names = _names(data)
    waits = ""
    waited = now - mtime
    if pending is not None:
        people: dict[str, list[str]] = {}
        for waiting in pending.esperando:
            people.setdefault(waiting.quien, []).append(tr("reacción") if waiting.que == "reaccion" else tr("tirada"))
        parts = []
        for cid, what in people.items():
            player = forum.jugadores.get(cid, "").strip()
            who = names.get(cid, cid) + (f" ({player})" if player else "")
            parts.append(f"{who}: {', '.join(what)}")
        waits = "; ".join(parts) or tr("el máster")
        since = seconds_since(pending.desde, now)
        waited = since if since is not None else waited
    return BattleRow(
        path,
        path.stem,
        summary.sistema or str(data.get("reglas", "")),
        forum.hilo,
        summary.ronda,
        names.get(summary.turno or "", summary.turno or ""),
        waits,
        max(0.0, waited),
        summary.terminada,
    )


def list_battles(folder: Path | None = None, now: float | None = None) -> list[BattleRow]:
    """Every battle file of ``folder`` (the battles folder), the longest waiting first, finished last."""
    where = folder or battles_dir()
    try:
        paths = [p for p in where.iterdir() if p.suffix == ".json" and p.is_file()]
    except OSError:
        return []
    rows = [read_row(p, now) for p in paths]
    return sorted(rows, key=lambda r: (r.terminada, -r.espera, r.nombre))


def archive(path: Path) -> Path:
    """Move a battle file into the folder's ``archivo/`` (a free name if one is taken); return where."""
    folder = path.parent / ARCHIVE
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / path.name
    number = 2
    while target.exists():
        target = folder / f"{path.stem}-{number}{path.suffix}"
        number += 1
    os.replace(path, target)
    with contextlib.suppress(FileNotFoundError):  # the backup of the last save goes with it
        os.replace(path.with_name(path.name + ".bak"), target.with_name(target.name + ".bak"))
    return target


def waited_text(seconds: float) -> str:
    """«3 d 4 h», «5 h 12 min», «8 min» — how long a battle has waited."""
    minutes = int(seconds // 60)
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    if days:
        return tr("{d} d {h} h", d=days, h=hours)
    if hours:
        return tr("{h} h {m} min", h=hours, m=minutes)
    return tr("{m} min", m=minutes)
