"""The file boundary: every file Gesta reads or writes goes through here.

Reading accepts regular files only (a FIFO, a device, a socket or a folder is refused without
blocking), checks the size on the bytes actually read, and parses JSON with a bounded depth,
integers of at most 18 digits, no ``NaN``/``Infinity`` and no lone surrogates in texts. Writing
is atomic (temporary file, fsync, ``.bak``, ``os.replace``) and refuses, before touching the
old file, anything Gesta would refuse to read back. Every refusal is a :class:`LoadError` or a
:class:`SaveError` whose text is a sentence for the user naming the file (and the field where
there is one) and whose ``codigo`` is a stable word for code and tests.

No pydantic here: the library and the settings are read through this module before the first
window is shown.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from core.i18n import tr

MAX_FILE_BYTES = 2 * 1024 * 1024
"""Sheets, settings and scripts are small; anything larger is refused before it is parsed."""
MAX_DEPTH = 64
"""The deepest nesting of lists and objects accepted (a shipped sheet uses fewer than 10)."""
MAX_INT_DIGITS = 18
"""Integers of more digits are refused (every number Gesta uses fits in far fewer)."""
MAX_LIST_ITEMS = 5000
"""The longest list accepted in a file (the largest real sheet lists fewer than 200 items)."""
BATTLE_MAX_BYTES = 64 * 1024 * 1024
"""Saved battles and journals grow with every action: their own, larger limit (and no list limit)."""
ORPHAN_AGE_S = 30.0
"""A temporary file of Gesta's older than this is left by an interrupted save (a save takes ms)."""


class LoadError(Exception):
    """A file could not be loaded; ``str(error)`` is a sentence for the user.

    ``codigo`` says why in a stable word for code and tests: ``no_existe``, ``no_es_archivo``,
    ``fuera_de_carpeta``, ``no_se_puede_leer``, ``demasiado_grande``, ``no_utf8``,
    ``json_invalido``, ``demasiado_anidado``, ``numero_no_valido``, ``texto_no_valido``,
    ``lista_demasiado_larga``, ``no_es_ficha``, ``version_futura``, ``no_valida`` (the rest).
    """

    def __init__(self, path: Path | str | None, message: str, campo: str = "", codigo: str = "no_valida"):
        self.path = Path(path) if path is not None else None
        self.message = message
        self.campo = campo
        self.codigo = codigo
        self.problemas: list[tuple[str, str]] = [(campo, message)]
        """Every ``(campo, message)`` found (a sheet's data may have several problems at once)."""
        super().__init__(self._text())

    def _text(self) -> str:
        where = tr("«{name}»", name=self.path.name) if self.path is not None else tr("la ficha")
        if self.campo:
            return tr(
                "No se puede abrir {where}: en el campo {campo}, {message}",
                where=where,
                campo=self.campo,
                message=self.message,
            )
        return tr("No se puede abrir {where}: {message}", where=where, message=self.message)


class SaveError(Exception):
    """A file was not saved (and the previous one was left as it was); ``str(error)`` is for the user."""

    def __init__(self, path: Path | str | None, message: str, campo: str = "", codigo: str = "no_valida"):
        self.path = Path(path) if path is not None else None
        self.message = message
        self.campo = campo
        self.codigo = codigo
        where = tr("«{name}»", name=self.path.name) if self.path is not None else tr("la ficha")
        if campo:
            text = tr(
                "No se puede guardar {where}: en el campo {campo}, {message}", where=where, campo=campo, message=message
            )
        else:
            text = tr("No se puede guardar {where}: {message}", where=where, message=message)
        super().__init__(text)


# -- reading -------------------------------------------------------------------------------


def read_bytes_bounded(path: Path, max_bytes: int = MAX_FILE_BYTES, *, folder: Path | None = None) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; every other case is a ``LoadError``.

    The file is opened without blocking (a FIFO never hangs) and checked on the opened
    descriptor: FIFOs, devices, sockets and folders are refused.  The size is checked on the
    bytes actually read (``/dev/zero`` and growing files say their size is 0).  With
    ``folder``, a path whose real location (after following symlinks) leaves that folder is
    refused.
    """
    path = Path(path)
    if folder is not None:
        check_inside(path, Path(folder))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise LoadError(path, tr("el archivo no existe."), codigo="no_existe") from None
    except IsADirectoryError:
        raise LoadError(path, tr("es una carpeta, no un archivo."), codigo="no_es_archivo") from None
    except (OSError, ValueError) as error:
        if isinstance(error, OSError) and path.is_dir():
            raise LoadError(path, tr("es una carpeta, no un archivo."), codigo="no_es_archivo") from None
        raise _unreadable(path, error) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise LoadError(path, _not_regular(info.st_mode), codigo="no_es_archivo")
        if info.st_size > max_bytes:
            raise too_large(path, info.st_size, max_bytes)
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            chunk = os.read(fd, min(max_bytes + 1 - total, 1024 * 1024))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > max_bytes:
            raise too_large(path, None, max_bytes)
        return b"".join(chunks)
    except OSError as error:
        raise _unreadable(path, error) from None
    finally:
        os.close(fd)


def too_large(path: Path | None, size: int | None, max_bytes: int) -> LoadError:
    """The refusal of a file over the size limit (``size`` None: it kept growing while read)."""
    if size is None:
        message = tr("el archivo ocupa más de {limit} y ese es el máximo.", limit=human_size(max_bytes))
    else:
        message = tr(
            "el archivo es demasiado grande: ocupa {size} y el máximo es {limit}.",
            size=human_size(size),
            limit=human_size(max_bytes),
        )
    return LoadError(path, message, codigo="demasiado_grande")


def human_size(size: int) -> str:
    """``2097152`` → ``2 MB``; ``1536`` → ``1,5 KB`` (binary units, one decimal at most)."""
    for unit, factor in (("MB", 1024 * 1024), ("KB", 1024)):
        if size >= factor:
            value = f"{size / factor:.1f}".removesuffix(".0").replace(".", ",")
            return f"{value} {unit}"
    return tr("{size} bytes", size=size)


def _unreadable(path: Path, error: Exception) -> LoadError:
    reason = getattr(error, "strerror", None) or str(error) or error.__class__.__name__
    return LoadError(path, tr("no se puede leer ({reason}).", reason=reason), codigo="no_se_puede_leer")


def _not_regular(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return tr("es una carpeta, no un archivo.")
    if stat.S_ISFIFO(mode):
        return tr("es una tubería (FIFO), no un archivo normal.")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return tr("es un dispositivo del sistema, no un archivo normal.")
    if stat.S_ISSOCK(mode):
        return tr("es un socket, no un archivo normal.")
    return tr("no es un archivo normal.")


def check_inside(path: Path, folder: Path) -> None:
    """Refuse a path whose real location is outside ``folder`` (a symlink leaving it)."""
    try:
        real = Path(os.path.realpath(path))
        root = Path(os.path.realpath(folder))
    except (OSError, ValueError) as error:
        raise _unreadable(path, error) from None
    if real != root and root not in real.parents:
        raise LoadError(
            path,
            tr("es un enlace a un archivo fuera de la carpeta «{folder}»; no se abre.", folder=folder.name),
            codigo="fuera_de_carpeta",
        )


def read_json(
    path: Path, max_bytes: int = MAX_FILE_BYTES, *, folder: Path | None = None, max_items: int | None = MAX_LIST_ITEMS
) -> Any:
    """Read a JSON file through :func:`read_bytes_bounded` and :func:`parse_json_bytes`."""
    path = Path(path)
    return parse_json_bytes(read_bytes_bounded(path, max_bytes, folder=folder), path, max_items=max_items)


_OTHER_ENCODINGS = (
    (b"\xff\xfe\x00\x00", "UTF-32"),
    (b"\x00\x00\xfe\xff", "UTF-32"),
    (b"\xff\xfe", "UTF-16"),
    (b"\xfe\xff", "UTF-16"),
)


def decode_text(raw: bytes, path: Path | None = None) -> str:
    """UTF-8 text (a BOM is allowed); UTF-16, latin-1 and binary files are refused."""
    for bom, name in _OTHER_ENCODINGS:
        if raw.startswith(bom):
            raise LoadError(
                path, tr("está guardado en {encoding}; Gesta solo lee texto UTF-8.", encoding=name), codigo="no_utf8"
            )
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise LoadError(
            path,
            tr("no es un archivo de texto UTF-8 (byte {byte} no válido).", byte=error.start + 1),
            codigo="no_utf8",
        ) from None


def parse_json_bytes(raw: bytes, path: Path | None = None, *, max_items: int | None = MAX_LIST_ITEMS) -> Any:
    """Parse a file's bytes as JSON within Gesta's bounds (see the module's docstring)."""
    return parse_json_text(decode_text(raw, path), path, max_items=max_items)


class _BadNumber(ValueError):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise _BadNumber(
            tr(
                "hay un número entero de {digits} cifras y el máximo son {limit}.",
                digits=digits,
                limit=MAX_INT_DIGITS,
            )
        )
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _BadNumber(tr("el número {number} es demasiado grande.", number=text[:20]))
    return value


def _parse_constant(name: str) -> Any:
    raise _BadNumber(tr("{name} no es un número válido (se esperaba un número de verdad).", name=name))


def parse_json_text(text: str, path: Path | None = None, *, max_items: int | None = MAX_LIST_ITEMS) -> Any:
    """Parse JSON text within Gesta's bounds; a refusal is a ``LoadError`` naming ``path``.

    ``max_items`` None: lists of any length (a battle's list of actions grows with the battle).
    """
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except _BadNumber as error:
        raise LoadError(path, error.message, codigo="numero_no_valido") from None
    except json.JSONDecodeError as error:
        raise LoadError(
            path,
            tr(
                "no es JSON válido (línea {line}, columna {col}: {msg}).",
                line=error.lineno,
                col=error.colno,
                msg=_json_problem(error.msg),
            ),
            codigo="json_invalido",
        ) from None
    except RecursionError:
        raise _too_deep_load(path, "") from None
    surrogates = "\\u" in text and re.search(r"\\u[dD][89a-fA-F]", text) is not None
    problem = find_problem(data, strings=surrogates, max_items=max_items)
    if problem is not None:
        codigo, campo, message = problem
        raise LoadError(path, message, campo, codigo)
    return data


def _too_deep_load(path: Path | None, campo: str) -> LoadError:
    return LoadError(path, _too_deep_message(), campo, "demasiado_anidado")


def _too_deep_message() -> str:
    return tr("el JSON está anidado a más de {limit} niveles de profundidad.", limit=MAX_DEPTH)


def find_problem(
    data: Any, *, strings: bool = True, max_items: int | None = MAX_LIST_ITEMS
) -> tuple[str, str, str] | None:
    """The first thing in ``data`` Gesta would not read back: ``(codigo, campo, message)``.

    Checked without recursion: nesting deeper than :data:`MAX_DEPTH`, integers of more than
    :data:`MAX_INT_DIGITS` digits, ``NaN``/``Infinity``, lists longer than ``max_items`` and
    (when ``strings``) texts with lone surrogates.
    """
    stack: list[tuple[Any, tuple[int | str, ...]]] = [(data, ())]
    limit = 10**MAX_INT_DIGITS
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            if len(where) >= MAX_DEPTH:
                return "demasiado_anidado", field_path(where), _too_deep_message()
            for key, item in value.items():
                if strings and isinstance(key, str) and not _encodable(key):
                    return "texto_no_valido", field_path((*where, key)), _surrogate_message()
                if isinstance(item, dict | list | str | float | int):
                    stack.append((item, (*where, key)))
        elif isinstance(value, list):
            if len(where) >= MAX_DEPTH:
                return "demasiado_anidado", field_path(where), _too_deep_message()
            if max_items is not None and len(value) > max_items:
                return (
                    "lista_demasiado_larga",
                    field_path(where),
                    tr(
                        "la lista tiene {count} elementos y el máximo es {limit}.",
                        count=len(value),
                        limit=max_items,
                    ),
                )
            stack.extend((item, (*where, index)) for index, item in enumerate(value) if not _plain(item))
        elif isinstance(value, str):
            if strings and not _encodable(value):
                return "texto_no_valido", field_path(where), _surrogate_message()
        elif isinstance(value, float):
            if value != value or value in (float("inf"), float("-inf")):
                return "numero_no_valido", field_path(where), tr("el número no es válido (NaN o infinito).")
        elif isinstance(value, int) and not isinstance(value, bool) and not -limit < value < limit:
            return (
                "numero_no_valido",
                field_path(where),
                tr("el número tiene más de {limit} cifras.", limit=MAX_INT_DIGITS),
            )
    return None


def _plain(item: Any) -> bool:
    """Items with nothing to check (the common case of long lists of small numbers or booleans)."""
    return item is None or isinstance(item, bool) or (type(item) is int and -(10**9) < item < 10**9)


def _encodable(text: str) -> bool:
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _surrogate_message() -> str:
    return tr("el texto contiene un carácter no válido (un «surrogate» suelto, \\ud800…\\udfff).")


def field_path(loc: tuple[int | str, ...] | list[int | str]) -> str:
    """``("poderes", 2, "codigos")`` → ``poderes[2].codigos``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


_JSON_PROBLEMS = {
    "Expecting value": "se esperaba un valor",
    "Expecting ',' delimiter": "falta una coma",
    "Expecting ':' delimiter": "faltan los dos puntos",
    "Expecting property name enclosed in double quotes": "se esperaba un nombre de campo entre comillas dobles",
    "Unterminated string starting at": "hay un texto sin cerrar",
    "Extra data": "sobra texto después del final",
    "Invalid control character at": "hay un carácter de control no válido",
    "Invalid \\escape": "hay una secuencia de escape no válida",
}


def _json_problem(message: str) -> str:
    """The JSON parser's English message in the current language."""
    for english, spanish in _JSON_PROBLEMS.items():
        if message.startswith(english):
            return tr(spanish)
    return message


# -- writing -------------------------------------------------------------------------------


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2, allow_nan=False) + "\n"


def encode_json(
    data: Any, path: Path | None = None, max_bytes: int = MAX_FILE_BYTES, *, max_items: int | None = MAX_LIST_ITEMS
) -> bytes:
    """The bytes Gesta would save for ``data``, only if it would read them back.

    Indented for people to read; compact when the indented text would pass ``max_bytes``.
    Refused with a :class:`SaveError` naming the field: too deep, invalid numbers or texts, or
    still too large compact.
    """
    problem = find_problem(data, max_items=max_items)
    if problem is not None:
        codigo, campo, message = problem
        raise SaveError(path, message, campo, codigo)
    try:
        raw = dumps(data).encode("utf-8")
        if len(raw) > max_bytes:
            raw = (json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode("utf-8")
    except RecursionError:
        raise SaveError(path, _too_deep_message(), codigo="demasiado_anidado") from None
    except (TypeError, ValueError) as error:
        raise SaveError(path, tr("los datos no se pueden escribir como JSON ({detail}).", detail=error)) from None
    if len(raw) > max_bytes:
        raise SaveError(
            path,
            tr(
                "ocuparía {size} y Gesta no abre archivos de más de {limit}; acorta algún texto o lista.",
                size=human_size(len(raw)),
                limit=human_size(max_bytes),
            ),
            codigo="demasiado_grande",
        )
    return raw


def save_json(
    path: Path, data: Any, max_bytes: int = MAX_FILE_BYTES, *, max_items: int | None = MAX_LIST_ITEMS
) -> None:
    """Save ``data`` as JSON atomically, or raise ``SaveError``/``OSError`` leaving the old file intact."""
    atomic_write_bytes(Path(path), encode_json(data, Path(path), max_bytes, max_items=max_items))


def atomic_write_text(path: Path, text: str, *, backup: bool = True) -> None:
    """Write ``text`` to ``path`` atomically, keeping the previous version as ``path.bak``."""
    try:
        raw = text.encode("utf-8")
    except UnicodeEncodeError:
        raise SaveError(path, _surrogate_message(), codigo="texto_no_valido") from None
    atomic_write_bytes(path, raw, backup=backup)


def atomic_write_bytes(path: Path, raw: bytes, *, backup: bool = True) -> None:
    """Write ``raw`` to ``path`` atomically, keeping the previous version as ``path.bak``.

    The temporary file is ``.NAME.XXXXXXXX.tmp`` beside ``path``; one left by a save that was
    killed half-way is removed by :func:`clean_orphans` at the next start.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
            handle.flush()
            os.fsync(handle.fileno())
        if backup and path.exists():
            bak = path.with_name(path.name + ".bak")
            with contextlib.suppress(OSError):
                os.replace(path, bak) if os.name == "nt" else _link_backup(path, bak)
        os.replace(tmp_name, path)
        _fsync_dir(path.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise


def _link_backup(path: Path, bak: Path) -> None:
    """Copy the current file to the backup without ever leaving ``path`` missing."""
    tmp = bak.with_name(bak.name + ".tmp")
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()
    os.link(path, tmp) if hasattr(os, "link") else tmp.write_bytes(path.read_bytes())
    os.replace(tmp, bak)


def _fsync_dir(folder: Path) -> None:
    if os.name == "nt":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


_ORPHAN = re.compile(r"^\..+\.[A-Za-z0-9_]{8}\.tmp$|^.+\.bak\.tmp$")
"""Gesta's own temporary names: ``.NAME.XXXXXXXX.tmp`` (mkstemp) and ``NAME.bak.tmp``."""


def is_orphan_name(name: str) -> bool:
    return _ORPHAN.match(name) is not None


def clean_orphans(folder: Path, *, older_than: float = ORPHAN_AGE_S) -> list[Path]:
    """Remove the temporary files interrupted saves left in ``folder`` (not its subfolders).

    Only names of Gesta's own pattern, regular files, older than ``older_than`` seconds (a
    save running in another Gesta at this moment keeps its file). Returns what was removed.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        names = [entry for entry in os.scandir(folder) if is_orphan_name(entry.name)]
    except OSError:
        return removed
    for entry in names:
        with contextlib.suppress(OSError):
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
    return removed
