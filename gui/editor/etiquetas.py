"""The player's words for the sheet's insides: field labels for ids in messages, places and undo texts.

Rules engines write their sentences with the sheet's field ids («tirada_mortal»); the editor shows
them with the label the sheet model declares for that field (``Field(title=...)``, else the id as
words), and says which record a problem belongs to («Meteoro: Poder sin tipo…»).
"""

from __future__ import annotations

import re
import typing
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from core.export_ficha import label, optional_inner
from gui.editor.document import Path, SheetDocument, parse_path
from gui.editor.traducir import rules_label

_QUOTED = re.compile(r"«([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]*)»")
_SNAKE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    """The models a field holds: itself, a list's items, a dict's values, an optional's inner type."""
    inner, _ = optional_inner(annotation)
    if typing.get_origin(inner) is typing.Annotated:
        inner = typing.get_args(inner)[0]
    if isinstance(inner, type) and issubclass(inner, BaseModel):
        return [inner]
    found: list[type[BaseModel]] = []
    for arg in typing.get_args(inner):
        found.extend(_models_in(arg))
    return found


@lru_cache(maxsize=32)
def field_titles(model: type[BaseModel]) -> Mapping[str, str]:
    """Every field name of ``model`` and of the models nested in it, with its label."""
    titles: dict[str, str] = {}
    pending: list[type[BaseModel]] = [model]
    seen: set[type[BaseModel]] = set()
    while pending:
        current = pending.pop(0)
        if current in seen:
            continue
        seen.add(current)
        for name, info in current.model_fields.items():
            titles.setdefault(name, rules_label(info.title or label(name)))
            pending.extend(_models_in(info.annotation))
    return titles


def _model_at(model: type[BaseModel], path: Path) -> tuple[type[BaseModel] | None, str]:
    """The model that declares the last name of ``path`` (None for a dict key), and that name."""
    current: type[BaseModel] | None = model
    holder: type[BaseModel] | None = None
    name = ""
    for part in path:
        if isinstance(part, int):
            continue
        name = part
        if current is None or part not in current.model_fields:
            return None, name
        holder = current
        inner = _models_in(current.model_fields[part].annotation)
        current = inner[0] if inner else None
    return holder, name


def field_label(document: SheetDocument, path: Path) -> str:
    """The label of the field at ``path`` (its model's title), else the id as words."""
    holder, name = _model_at(document.ruleset.sheet_model, path)
    if holder is not None and name in holder.model_fields:
        info = holder.model_fields[name]
        return rules_label(info.title or label(name))
    return key_label(name)


def key_label(key: str) -> str:
    """A dictionary key or list value as a person reads it: ids as words, names as written."""
    return rules_label(label(key)) if _SNAKE.fullmatch(key) else key


def words_for_ids(message: str, titles: Mapping[str, str]) -> str:
    """«tirada_mortal» → «Tirada mortal»: every quoted field id of the sheet, or quoted snake_case id."""

    def replace(match: re.Match[str]) -> str:
        ident = match.group(1)
        title = titles.get(ident)
        if title is None and "_" not in ident:
            return match.group(0)  # a plain word in quotes («Meteoro») stays as written
        return f"«{title or rules_label(label(ident))}»"

    return _QUOTED.sub(replace, message)


def owner_name(document: SheetDocument, campo: str) -> str:
    """The name of the innermost list record ``campo`` lies in («Meteoro» for ``poderes[2].codigos``)."""
    path = parse_path(campo)
    for size in range(len(path), 0, -1):
        if isinstance(path[size - 1], int):
            record = document.value(path[:size])
            if isinstance(record, dict) and isinstance(record.get("nombre"), str) and record["nombre"].strip():
                return str(record["nombre"]).strip()
    return ""


def place(document: SheetDocument, campo: str) -> str:
    """Where a path points, in labels: ``poderes[2].codigos`` → «Poderes › Meteoro › Códigos»."""
    path = parse_path(campo)
    parts: list[str] = []
    for size, part in enumerate(path, start=1):
        if isinstance(part, int):
            record = document.value(path[:size])
            name = record.get("nombre") if isinstance(record, dict) else None
            parts.append(str(name) if isinstance(name, str) and name.strip() else f"nº {part + 1}")
        elif size == 1 or not isinstance(path[size - 2], str) or _is_field(document, path[:size]):
            parts.append(field_label(document, path[:size]))
        else:
            parts.append(key_label(part))
    return " › ".join(parts)


def _is_field(document: SheetDocument, path: Path) -> bool:
    holder, name = _model_at(document.ruleset.sheet_model, path)
    return holder is not None and name in holder.model_fields


def problem_text(document: SheetDocument, campo: str, message: str) -> str:
    """The sentence of a problem as the player reads it: labels for ids, and which record it is about."""
    text = words_for_ids(message, field_titles(document.ruleset.sheet_model))
    owner = owner_name(document, campo)
    if owner and owner not in text:
        text = f"{owner}: {text}"
    return text


__all__ = ["field_label", "field_titles", "key_label", "place", "problem_text", "words_for_ids"]
