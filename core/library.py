"""The sheet library: the user's sheets and the shipped examples, listed fast, with a trash.

Listing reads only each file's header (``formato``, ``nombre``, ``reglas``, ``version``) with the
plain JSON reader; no rules engine is imported. What was read, and the verdict of validating the
sheet (legal or not, and how many problems), is kept per file in a :class:`HeaderCache` in the
user's cache folder, keyed by the file's path, size and modification time, so a library of a
thousand sheets lists from the cache without opening a file. :func:`verdict` validates one file
(it imports the file's ruleset): the window runs it off the GUI thread for the files whose
verdict is not cached.
"""

from __future__ import annotations

import os
import shutil
import time
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from core import __version__
from core.archivos import LoadError, SaveError, clean_orphans, read_json, save_json
from core.i18n import tr
from core.paths import examples_dir, user_cache_dir

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
    legal: bool | None = None
    """The validation verdict: True legal, False with problems, None not validated yet."""
    problemas: int = 0
    """How many errors validation found (0 when legal or not validated)."""
    firma: tuple[int, int] = (0, 0)
    """The file's (size, modification time in ns) when it was read."""

    @property
    def por_validar(self) -> bool:
        """A sheet that can be opened and has no verdict yet."""
        return self.legal is None and not self.problema


def _signature(path: Path) -> tuple[int, int, float]:
    try:
        info = os.lstat(path)
    except OSError:
        return 0, 0, 0.0
    return info.st_size, info.st_mtime_ns, info.st_mtime


def _entry(path: Path, example: bool, folder: Path, versions: Mapping[str, int]) -> LibraryEntry:
    size, mtime_ns, modified = _signature(path)
    entry = _read_entry(path, example, folder, versions, modified)
    return replace(entry, firma=(size, mtime_ns))


def _read_entry(path: Path, example: bool, folder: Path, versions: Mapping[str, int], modified: float) -> LibraryEntry:
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


def scan(
    folder: Path,
    *,
    example: bool = False,
    versions: Mapping[str, int] | None = None,
    cache: HeaderCache | None = None,
) -> list[LibraryEntry]:
    """Every ``.json`` sheet under ``folder`` (the trash excluded), sorted by name.

    Never blocks nor raises for what is in the folder: FIFOs, devices, links leaving the
    folder, huge or damaged files are listed with their problem. ``versions`` (ruleset id →
    the format version Gesta understands) marks sheets of a newer version. In the user's
    library (not the examples) the temporary files of an interrupted save are removed. With a
    ``cache``, a file whose size and modification time are the cached ones is not opened.
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
            if not name.endswith(".json"):
                continue
            path = Path(root) / name
            if cache is None:
                found.append(_entry(path, example, folder, known))
                continue
            size, mtime_ns, modified = _signature(path)
            entry = cache.get(path, (size, mtime_ns), example, modified)
            if entry is None:
                entry = replace(_read_entry(path, example, folder, known, modified), firma=(size, mtime_ns))
                cache.put(entry)
            found.append(entry)
    if cache is not None:
        cache.forget_missing(folder, [e.path for e in found])
    return sorted(found, key=lambda e: (e.nombre.casefold(), str(e.path)))


def scan_examples(versions: Mapping[str, int] | None = None, cache: HeaderCache | None = None) -> list[LibraryEntry]:
    return scan(examples_dir(), example=True, versions=versions, cache=cache)


# -- the header cache -------------------------------------------------------------------------

CACHE_FORMAT = "gesta-cache-biblioteca"
CACHE_VERSION = 1
CACHE_MAX_BYTES = 64 * 1024 * 1024
_CACHED_TEXTS = ("nombre", "reglas", "problema", "codigo")


class HeaderCache:
    """What listing and validating each sheet file found, keyed by path, size and modification time.

    The cache is a convenience: a damaged, foreign or older cache file is simply rebuilt, and
    verdicts written by another version of Gesta (whose rules may differ) are not trusted.
    """

    def __init__(self, path: Path | None = None):
        self.path = path if path is not None else user_cache_dir() / "biblioteca.json"
        self._files: dict[str, dict[str, Any]] = {}
        self._changed = False
        self._load()

    def _load(self) -> None:
        try:
            data = read_json(self.path, CACHE_MAX_BYTES, max_items=None)
        except LoadError:
            return
        if not isinstance(data, dict) or data.get("formato") != CACHE_FORMAT or data.get("version") != CACHE_VERSION:
            return
        files = data.get("fichas")
        if not isinstance(files, dict):
            return
        same_gesta = data.get("gesta") == __version__
        for key, item in files.items():
            record = _valid_record(item)
            if record is not None:
                if not same_gesta:
                    record["legal"], record["problemas"] = None, 0
                self._files[key] = record

    def get(self, path: Path, firma: tuple[int, int], example: bool, modified: float) -> LibraryEntry | None:
        record = self._files.get(str(path))
        if record is None or (record["tamano"], int(record["mtime_ns"])) != firma:
            return None
        return LibraryEntry(
            path,
            record["nombre"],
            record["reglas"],
            example,
            modified,
            record["problema"],
            record["version"],
            record["codigo"],
            record["legal"],
            record["problemas"],
            firma,
        )

    def put(self, entry: LibraryEntry) -> None:
        self._files[str(entry.path)] = {
            "tamano": entry.firma[0],
            "mtime_ns": str(entry.firma[1]),  # nanoseconds have more digits than a safe JSON integer
            "nombre": entry.nombre,
            "reglas": entry.reglas,
            "version": entry.version,
            "problema": entry.problema,
            "codigo": entry.codigo,
            "legal": entry.legal,
            "problemas": entry.problemas,
        }
        self._changed = True

    def set_verdict(self, path: Path, firma: tuple[int, int], legal: bool, problemas: int) -> bool:
        """Keep a verdict for the file as it was when validated; False when the file changed since it was listed."""
        record = self._files.get(str(path))
        if record is None or (record["tamano"], int(record["mtime_ns"])) != firma:
            return False
        record["legal"], record["problemas"] = legal, problemas
        self._changed = True
        return True

    def forget_missing(self, folder: Path, present: Iterable[Path]) -> None:
        """Drop the cached files under ``folder`` that a scan of it no longer found."""
        prefix = str(folder).rstrip(os.sep) + os.sep
        kept = {str(p) for p in present}
        for key in [k for k in self._files if k.startswith(prefix) and k not in kept]:
            del self._files[key]
            self._changed = True

    def save(self) -> None:
        """Write the cache if anything changed; a cache that cannot be written is not an error for the user."""
        if not self._changed:
            return
        data = {"formato": CACHE_FORMAT, "version": CACHE_VERSION, "gesta": __version__, "fichas": self._files}
        try:
            save_json(self.path, data, CACHE_MAX_BYTES, max_items=None)
        except (OSError, SaveError):
            return
        self._changed = False


def _valid_record(item: object) -> dict[str, Any] | None:
    """A cached record with every field of its type, else None (the file is read again)."""
    if not isinstance(item, dict):
        return None
    ints = [item.get(k) for k in ("tamano", "version", "problemas")]
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in ints):
        return None
    mtime = item.get("mtime_ns")
    if not isinstance(mtime, str) or not mtime.isdigit() or len(mtime) > 24:
        return None
    if not all(isinstance(item.get(k), str) for k in _CACHED_TEXTS):
        return None
    if item.get("legal") not in (True, False, None):
        return None
    record = {k: item[k] for k in ("tamano", "version", "problemas", "legal", *_CACHED_TEXTS)}
    record["mtime_ns"] = mtime
    return record


def verdict(path: Path) -> tuple[bool, int] | None:
    """Validate one sheet file: (legal, number of errors), or None when it cannot be opened now.

    This is where a ruleset is first imported for the library: the window calls it off the GUI
    thread, after the list is shown.
    """
    # Deliberately lazy: storage, the contract and the registry's engines are what listing avoids.
    from core import registry
    from core.contract import sheet_problems
    from core.storage import load_sheet

    try:
        sheet = load_sheet(path)
        ruleset = registry.get(sheet.reglas)
    except (LoadError, registry.UnknownRuleset):
        return None
    errors = [p for p in sheet_problems(ruleset, sheet) if p.gravedad == "error"]
    return not errors, len(errors)


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
