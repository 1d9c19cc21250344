"""Loading and saving JSON files safely: atomic saves with a backup, strict and clear loading.

A save writes a temporary file in the same folder, flushes and fsyncs it, keeps the previous
file as ``.bak`` and moves the new one into place with ``os.replace``: a crash at any moment
leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from core import registry
from core.i18n import tr
from core.sheets import SHEET_FORMAT, SheetBase, validate_sheet_data

MAX_FILE_BYTES = 2 * 1024 * 1024
"""Sheets and battles are small; anything larger is refused before it is parsed."""


class LoadError(Exception):
    """A file could not be loaded; ``str(error)`` is a sentence for the user.

    ``codigo`` says why in a stable word for code and tests: ``no_existe``, ``no_es_archivo``,
    ``fuera_de_carpeta``, ``no_se_puede_leer``, ``demasiado_grande``, ``no_utf8``,
    ``json_invalido``, ``demasiado_anidado``, ``numero_no_valido``, ``texto_no_valido``,
    ``no_es_ficha``, ``version_futura``, ``no_valida`` (the generic one).
    """

    def __init__(self, path: Path | str | None, message: str, campo: str = "", codigo: str = "no_valida"):
        self.path = Path(path) if path is not None else None
        self.message = message
        self.campo = campo
        self.codigo = codigo
        self.problemas: list[tuple[str, str]] = [(campo, message)]
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


# -- atomic writing ------------------------------------------------------------------------


def atomic_write_text(path: Path, text: str, *, backup: bool = True) -> None:
    """Write ``text`` to ``path`` atomically, keeping the previous version as ``path.bak``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
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


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def save_json(path: Path, data: Any) -> None:
    atomic_write_text(Path(path), dumps(data))


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
        _check_inside(path, Path(folder))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise LoadError(path, tr("el archivo no existe."), codigo="no_existe") from None
    except IsADirectoryError:
        raise LoadError(path, tr("es una carpeta, no un archivo."), codigo="no_es_archivo") from None
    except OSError as error:
        if path.is_dir():
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
    """The refusal of a file (or of a text about to be saved) over the size limit."""
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
            value = f"{size / factor:.1f}".rstrip("0").rstrip(".").replace(".", ",")
            return f"{value} {unit}"
    return tr("{size} bytes", size=size)


def _unreadable(path: Path, error: OSError) -> LoadError:
    reason = error.strerror or error.__class__.__name__
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


def _check_inside(path: Path, folder: Path) -> None:
    """Refuse a path whose real location is outside ``folder`` (a symlink leaving it)."""
    try:
        real = Path(os.path.realpath(path))
        root = Path(os.path.realpath(folder))
    except (OSError, ValueError) as error:
        raise LoadError(path, tr("no se puede leer ({reason}).", reason=error), codigo="no_se_puede_leer") from None
    if real != root and root not in real.parents:
        raise LoadError(
            path,
            tr("es un enlace a un archivo fuera de la carpeta «{folder}»; no se abre.", folder=folder.name),
            codigo="fuera_de_carpeta",
        )


def read_json(path: Path, max_bytes: int = MAX_FILE_BYTES, *, folder: Path | None = None) -> Any:
    """Read a JSON file through :func:`read_bytes_bounded` and :func:`parse_json_bytes`."""
    path = Path(path)
    return parse_json_bytes(read_bytes_bounded(path, max_bytes, folder=folder), path)


def parse_json_bytes(raw: bytes, path: Path | None = None) -> Any:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LoadError(path, tr("no es un archivo de texto UTF-8.")) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise LoadError(
            path,
            tr(
                "no es JSON válido (línea {line}, columna {col}: {msg}).",
                line=error.lineno,
                col=error.colno,
                msg=_json_problem(error.msg),
            ),
        ) from None
    except RecursionError:
        raise LoadError(path, tr("el JSON está anidado a demasiada profundidad.")) from None


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


# -- sheets --------------------------------------------------------------------------------


def load_sheet(path: Path) -> SheetBase:
    """Load a sheet file: check, migrate and validate it with its ruleset's model."""
    return sheet_from_data(read_json(path), path)


def sheet_from_data(data: Any, path: Path | None = None, default_rules: str | None = None) -> SheetBase:
    """Validate already-parsed sheet data (a file's content or an inline sheet in a script)."""
    if not isinstance(data, dict):
        raise LoadError(path, tr("una ficha debe ser un objeto JSON ({{...}})."))
    data = dict(data)
    if default_rules is not None:
        data.setdefault("formato", SHEET_FORMAT)
        data.setdefault("reglas", default_rules)
    if data.get("formato") != SHEET_FORMAT:
        raise LoadError(path, tr('no es una ficha de Gesta (falta "formato": "gesta-ficha").'))
    rules_id = data.get("reglas")
    if not isinstance(rules_id, str):
        raise LoadError(path, tr('falta el sistema de reglas ("reglas").'), "reglas")
    try:
        ruleset = registry.get(rules_id)
    except registry.UnknownRuleset:
        known = ", ".join(registry.known_ids())
        raise LoadError(
            path,
            tr("el sistema de reglas «{rules}» no existe (conocidos: {known}).", rules=rules_id, known=known),
            "reglas",
        ) from None
    version = data.get("version", 1 if default_rules is not None else None)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise LoadError(path, tr("la versión del formato debe ser un número entero positivo."), "version")
    if version > ruleset.schema_version:
        raise LoadError(
            path,
            tr(
                "la ficha es de la versión {version} del formato de {rules} y esta versión de Gesta solo entiende hasta la {known}; actualiza Gesta para abrirla.",
                version=version,
                rules=ruleset.nombre,
                known=ruleset.schema_version,
            ),
        )
    while version < ruleset.schema_version:
        step = ruleset.migrations.get(version)
        if step is None:
            raise LoadError(
                path,
                tr(
                    "no se sabe actualizar la versión {version} del formato de {rules}.",
                    version=version,
                    rules=ruleset.nombre,
                ),
            )
        try:
            data = step(data)
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise LoadError(
                path, tr("no se pudo actualizar desde la versión {version} ({detail}).", version=version, detail=error)
            ) from None
        version += 1
        data["version"] = version
    data["version"] = version
    try:
        return validate_sheet_data(ruleset.sheet_model, data)
    except ValidationError as error:
        raise sheet_load_error(path, error) from None


def sheet_load_error(path: Path | None, error: ValidationError) -> LoadError:
    """Every problem of a sheet's data at once, each with its field (the first one as ``campo``)."""
    found = [(json_path(e["loc"]), describe_error(e)) for e in error.errors()]
    if len(found) == 1:
        campo, message = found[0]
        return LoadError(path, message, campo)
    listed = "; ".join(tr("en {campo}, {message}", campo=c or tr("la ficha"), message=m.rstrip(".")) for c, m in found)
    load_error = LoadError(path, tr("{n} datos no son válidos: {listed}.", n=len(found), listed=listed))
    load_error.campo, load_error.problemas = found[0][0], found
    return load_error


def save_sheet(path: Path, sheet: SheetBase) -> None:
    save_json(path, sheet.model_dump(mode="json", exclude_none=False))


def json_path(loc: tuple[int | str, ...] | list[int | str]) -> str:
    """``("poderes", 2, "codigos")`` → ``poderes[2].codigos``."""
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            text += f".{part}" if text else str(part)
    return text


_ERRORS = {
    "missing": "falta este dato obligatorio.",
    "int_type": "debe ser un número entero.",
    "int_parsing": "debe ser un número entero.",
    "int_from_float": "debe ser un número entero, sin decimales.",
    "float_type": "debe ser un número.",
    "float_parsing": "debe ser un número.",
    "string_type": "debe ser un texto.",
    "bool_type": "debe ser verdadero o falso.",
    "bool_parsing": "debe ser verdadero o falso.",
    "list_type": "debe ser una lista.",
    "dict_type": "debe ser un objeto.",
    "model_type": "debe ser un objeto.",
    "literal_error": "el valor no es ninguno de los permitidos ({expected}).",
    "enum": "el valor no es ninguno de los permitidos ({expected}).",
    "greater_than_equal": "debe ser como mínimo {ge}.",
    "greater_than": "debe ser mayor que {gt}.",
    "less_than_equal": "debe ser como máximo {le}.",
    "less_than": "debe ser menor que {lt}.",
    "string_too_short": "no puede estar vacío.",
    "string_too_long": "es demasiado largo (máximo {max_length} caracteres).",
    "too_long": "tiene demasiados elementos.",
    "extra_forbidden": "es un campo que esta ficha no admite.",
    "union_tag_invalid": "el tipo indicado no es válido.",
}


def describe_error(error: Any) -> str:
    """A pydantic error in a plain sentence of the current language."""
    kind = error.get("type", "")
    ctx = {k: v for k, v in (error.get("ctx") or {}).items()}
    template = _ERRORS.get(kind)
    if template is None:
        if kind == "value_error" and "error" in ctx:
            return str(ctx["error"])
        return tr("el valor no es válido ({detail}).", detail=error.get("msg", kind))
    try:
        return tr(template, **ctx)
    except (KeyError, IndexError):
        return tr(template.split(" (")[0].rstrip(".") + ".")
