"""Loading and saving JSON files safely: atomic saves with a backup, strict and clear loading.

A save writes a temporary file in the same folder, flushes and fsyncs it, keeps the previous
file as ``.bak`` and moves the new one into place with ``os.replace``: a crash at any moment
leaves either the old file or the new one, never half of one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError
from pydantic_core import PydanticSerializationError

from core import grafias, registry
from core.archivos import (
    MAX_FILE_BYTES,
    LoadError,
    SaveError,
    atomic_write_bytes,
    atomic_write_text,
    dumps,
    encode_json,
    parse_json_bytes,
    read_bytes_bounded,
    read_json,
    save_json,
)
from core.archivos import field_path as json_path
from core.i18n import tr
from core.sheets import SHEET_FORMAT, SheetBase, validate_sheet_data

__all__ = [
    "MAX_FILE_BYTES",
    "LoadError",
    "SaveError",
    "atomic_write_bytes",
    "atomic_write_text",
    "dumps",
    "encode_json",
    "json_path",
    "load_sheet",
    "parse_json_bytes",
    "read_bytes_bounded",
    "read_json",
    "save_json",
    "save_sheet",
    "sheet_data",
    "sheet_from_data",
    "sheet_load_error",
]


# -- sheets --------------------------------------------------------------------------------


def load_sheet(path: Path) -> SheetBase:
    """Load a sheet file: check, migrate and validate it with its ruleset's model."""
    return sheet_from_data(read_json(path), path)


def sheet_from_data(data: Any, path: Path | None = None, default_rules: str | None = None) -> SheetBase:
    """Validate already-parsed sheet data (a file's content or an inline sheet in a script)."""
    if not isinstance(data, dict):
        raise LoadError(path, tr("una ficha debe ser un objeto JSON ({{...}})."), codigo="no_es_ficha")
    data = dict(data)
    if default_rules is not None:
        data.setdefault("formato", SHEET_FORMAT)
        data.setdefault("reglas", default_rules)
    if data.get("formato") != SHEET_FORMAT:
        raise LoadError(path, tr('no es una ficha de Gesta (falta "formato": "gesta-ficha").'), codigo="no_es_ficha")
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
            codigo="version_futura",
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
    data, lecturas = grafias.leer_ficha(ruleset.id, data)
    try:
        return validate_sheet_data(ruleset.sheet_model, data, lecturas)
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
    """Save a sheet atomically, or raise ``SaveError``/``OSError`` leaving the previous file intact.

    What is saved is first checked to be a file Gesta opens again (size, depth, numbers, texts).
    """
    save_json(path, sheet_data(sheet, path))


def sheet_data(sheet: SheetBase, path: Path | None = None) -> dict[str, Any]:
    """The sheet as JSON data, or a ``SaveError`` naming ``path`` when pydantic cannot serialize it."""
    try:
        return sheet.model_dump(mode="json", exclude_none=False)
    except (PydanticSerializationError, RecursionError, ValueError, TypeError) as error:
        raise SaveError(path, tr("los datos no se pueden escribir como JSON ({detail}).", detail=error)) from None


_ERRORS = {
    "missing": "falta este dato obligatorio.",
    "int_type": "debe ser un número entero.",
    "int_parsing": "debe ser un número entero.",
    "int_from_float": "debe ser un número entero, sin decimales.",
    "float_type": "debe ser un número.",
    "finite_number": "debe ser un número finito (ni NaN ni infinito).",
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
