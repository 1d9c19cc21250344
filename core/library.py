"""The sheet library: the user's sheets and the shipped examples, listed fast, with a trash."""

from __future__ import annotations

import json
import os
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from core.paths import examples_dir

TRASH = ".papelera"


@dataclass(frozen=True)
class LibraryEntry:
    """One sheet file as the library lists it (read from the file's header fields only)."""

    path: Path
    nombre: str
    reglas: str
    ejemplo: bool
    modificado: float
    problema: str = ""


def _entry(path: Path, example: bool) -> LibraryEntry:
    try:
        stat = path.stat()
        data = json.loads(path.read_bytes()) if stat.st_size <= 2 * 1024 * 1024 else None
    except (OSError, ValueError, RecursionError):
        return LibraryEntry(path, path.stem, "?", example, 0.0, "no se puede leer")
    if not isinstance(data, dict) or data.get("formato") != "gesta-ficha":
        return LibraryEntry(path, path.stem, "?", example, stat.st_mtime, "no es una ficha de Gesta")
    return LibraryEntry(
        path, str(data.get("nombre") or path.stem), str(data.get("reglas", "?")), example, stat.st_mtime
    )


def scan(folder: Path, *, example: bool = False) -> list[LibraryEntry]:
    """Every ``.json`` sheet under ``folder`` (the trash excluded), sorted by name."""
    if not folder.is_dir():
        return []
    found: list[LibraryEntry] = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "__pycache__"]
        for name in files:
            if name.endswith(".json"):
                found.append(_entry(Path(root) / name, example))
    return sorted(found, key=lambda e: (e.nombre.casefold(), str(e.path)))


def scan_examples() -> list[LibraryEntry]:
    return scan(examples_dir(), example=True)


def unique_path(folder: Path, stem: str) -> Path:
    """A new file name in ``folder`` for a sheet called ``stem`` (never overwrites)."""
    safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in stem).strip().replace(" ", "_") or "ficha"
    candidate = folder / f"{safe}.json"
    counter = 2
    while candidate.exists():
        candidate = folder / f"{safe}_{counter}.json"
        counter += 1
    return candidate


def move_to_trash(library: Path, path: Path) -> Path:
    """Move a sheet to the library's trash and return where it went (a portrait stays where it is)."""
    trash = library / TRASH
    trash.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = trash / f"{path.stem}.{stamp}{path.suffix}"
    shutil.move(str(path), target)
    return target


def restore_from_trash(library: Path, trashed: Path) -> Path:
    """Put a trashed sheet back into the library under its original name (or a free one)."""
    stem = trashed.name.split(".")[0]
    target = unique_path(library, stem)
    shutil.move(str(trashed), target)
    return target


def trashed(library: Path) -> list[Path]:
    trash = library / TRASH
    return sorted(trash.glob("*.json")) if trash.is_dir() else []
