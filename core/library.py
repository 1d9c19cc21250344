"""The sheet library: the user's sheets and the shipped examples, listed fast, with a trash."""

from __future__ import annotations

import os
import shutil
import time
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from core.archivos import LoadError, clean_orphans, read_json
from core.i18n import tr
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
    """Why the file cannot be opened (a sentence for the user), or empty."""
    version: int = 0
    """The format version the file says it has (0 when it does not say)."""
    codigo: str = ""
    """The problem's stable code (``LoadError.codigo``, or ``version_futura``)."""


def _entry(path: Path, example: bool, folder: Path, versions: Mapping[str, int]) -> LibraryEntry:
    try:
        modified = os.lstat(path).st_mtime
    except OSError:
        modified = 0.0
    try:
        data = read_json(path, folder=folder)
    except LoadError as error:
        return LibraryEntry(path, path.stem, "?", example, modified, error.message, codigo=error.codigo)
    if not isinstance(data, dict) or data.get("formato") != "gesta-ficha":
        problem = tr('no es una ficha de Gesta (falta "formato": "gesta-ficha").')
        return LibraryEntry(path, path.stem, "?", example, modified, problem, codigo="no_es_ficha")
    nombre = data.get("nombre")
    reglas = str(data.get("reglas", "?"))
    raw_version = data.get("version")
    version = raw_version if isinstance(raw_version, int) and not isinstance(raw_version, bool) else 0
    entry = LibraryEntry(path, nombre if isinstance(nombre, str) and nombre else path.stem, reglas, example, modified)
    known = versions.get(reglas)
    if known is not None and version > known:
        problem = tr(
            "es de la versión {version} del formato y esta versión de Gesta solo entiende hasta la {known}; actualiza Gesta para abrirla.",
            version=version,
            known=known,
        )
        return replace(entry, problema=problem, version=version, codigo="version_futura")
    return replace(entry, version=version)


def scan(folder: Path, *, example: bool = False, versions: Mapping[str, int] | None = None) -> list[LibraryEntry]:
    """Every ``.json`` sheet under ``folder`` (the trash excluded), sorted by name.

    Never blocks nor raises for what is in the folder: FIFOs, devices, links leaving the
    folder, huge or damaged files are listed with their problem. ``versions`` (ruleset id →
    the format version Gesta understands) marks sheets of a newer version. In the user's
    library (not the examples) the temporary files of an interrupted save are removed.
    """
    if not folder.is_dir():
        return []
    known = versions or {}
    found: list[LibraryEntry] = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "__pycache__"]
        if not example:
            clean_orphans(Path(root))
        for name in files:
            if name.endswith(".json"):
                found.append(_entry(Path(root) / name, example, folder, known))
    return sorted(found, key=lambda e: (e.nombre.casefold(), str(e.path)))


def scan_examples(versions: Mapping[str, int] | None = None) -> list[LibraryEntry]:
    return scan(examples_dir(), example=True, versions=versions)


_RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL"} | {f"{base}{n}" for base in ("COM", "LPT") for n in [*"123456789", "¹", "²", "³"]}
)
"""Names Windows reserves for devices, whatever the extension (``CON.json`` is the console)."""
MAX_STEM_BYTES = 120
"""The longest file name stem in UTF-8 bytes: with ``_NN.json.bak`` and the temporary file's
``.NAME.json.XXXXXXXX.tmp`` it stays far below the 255 bytes every file system allows."""


def safe_stem(stem: str) -> str:
    """A file name stem safe on every platform for a sheet called ``stem``.

    Letters, digits, ``-`` and ``_`` are kept (spaces become ``_``); separators, dots, control
    and other characters become ``_``; at most :data:`MAX_STEM_BYTES` bytes; a name Windows
    reserves (``CON``, ``NUL``, ``COM1``…) gets a ``_`` after it; an empty name is ``ficha``.
    """
    text = unicodedata.normalize("NFC", stem)
    safe = "".join(c if c.isalnum() or c in "-_ " else "_" for c in text).strip().replace(" ", "_")
    safe = safe.encode("utf-8")[:MAX_STEM_BYTES].decode("utf-8", errors="ignore")
    if not safe.strip("_"):
        return "ficha"
    if safe.upper() in _RESERVED:
        safe += "_"
    return safe


def unique_path(folder: Path, stem: str) -> Path:
    """A new file name in ``folder`` for a sheet called ``stem`` (never overwrites, never raises)."""
    safe = safe_stem(stem)
    candidate = folder / f"{safe}.json"
    counter = 2
    while os.path.lexists(candidate):
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
