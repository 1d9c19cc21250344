"""The open sheet behind a tab: the current core model, its undo stack and change notifications.

Every edit builds a new sheet by validating the changed JSON with the ruleset's own model and
pushes a :class:`SheetCommand` whose ``redo``/``undo`` swap the whole sheet; views listen to
:attr:`SheetDocument.changed` and refresh from :attr:`SheetDocument.sheet`.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from core import grafias, registry
from core.ruleset import Ruleset
from core.sheets import SheetBase
from core.storage import describe_error, json_path

_TOKEN = re.compile(r"([^.\[\]]+)|\[(\d+)\]")

Path = tuple[str | int, ...]


def parse_path(campo: str) -> Path:
    """``poderes[2].codigos`` → ``("poderes", 2, "codigos")``."""
    parts: list[str | int] = []
    for name, index in _TOKEN.findall(campo):
        parts.append(int(index) if index else name)
    return tuple(parts)


def format_path(path: Path) -> str:
    return json_path(list(path))


def get_in(data: Any, path: Path, default: Any = None) -> Any:
    """The value at ``path`` inside nested dicts and lists, or ``default``."""
    for part in path:
        try:
            data = data[part]
        except (KeyError, IndexError, TypeError):
            return default
    return data


def set_in(data: Any, path: Path, value: Any) -> None:
    """Set the value at ``path`` in place (``value`` ``_DELETE`` removes a dict key)."""
    target = data
    for part in path[:-1]:
        target = target[part]
    if value is _DELETE and isinstance(target, dict):
        target.pop(path[-1], None)
    else:
        target[path[-1]] = value


_DELETE = object()
DELETE: Any = _DELETE
"""Pass as the new value to remove an optional key altogether."""


class EditRefused(Exception):
    """The edit would make the sheet unreadable by its model; ``campo`` and the sentence say why."""

    def __init__(self, campo: str, message: str):
        super().__init__(message)
        self.campo = campo
        self.message = message


class SheetDocument(QObject):
    """Owns the sheet of one tab. ``changed`` carries the dotted path that changed ("" for all)."""

    changed = Signal(str)
    refused = Signal(str, str)

    def __init__(self, sheet: SheetBase, parent: QObject | None = None):
        super().__init__(parent)
        self.sheet = sheet
        self.ruleset: Ruleset = registry.get(sheet.reglas)
        self.undo_stack = QUndoStack(self)
        self.last_refusal = ""
        self._cache: tuple[SheetBase, dict[str, Any]] | None = None

    # -- reading ----------------------------------------------------------------------------
    def data(self) -> dict[str, Any]:
        """A fresh JSON copy of the sheet that the caller may change."""
        return copy.deepcopy(self._dump())

    def _dump(self) -> dict[str, Any]:
        if self._cache is None or self._cache[0] is not self.sheet:
            self._cache = (self.sheet, self.sheet.model_dump(mode="json"))
        return self._cache[1]

    def value(self, path: Path, default: Any = None) -> Any:
        """The JSON value at ``path`` (read-only: views must not change it)."""
        return get_in(self._dump(), path, default)

    # -- building ---------------------------------------------------------------------------
    def build(self, data: dict[str, Any]) -> SheetBase:
        """A new sheet from ``data``, or :class:`EditRefused` with the model's message.

        A name typed by hand is read as a file's would be (:mod:`core.grafias`: «gran resistencia al
        esfuerzo» is the catalogue's advantage), so the field then shows the rules' spelling."""
        data, _readings = grafias.leer_ficha(self.ruleset.id, data)
        try:
            return self.ruleset.sheet_model.model_validate(data)
        except ValidationError as error:
            first = error.errors()[0]
            raise EditRefused(json_path(first["loc"]), describe_error(first)) from None

    def _set_sheet(self, sheet: SheetBase, campo: str) -> None:
        self.sheet = sheet
        self.changed.emit(campo)

    # -- editing ----------------------------------------------------------------------------
    def edit(
        self, text: str, change: Callable[[dict[str, Any]], None], *, campo: str = "", merge_key: str = ""
    ) -> bool:
        """Apply ``change`` to a copy of the sheet's JSON as one undoable step.

        Returns False (and emits ``refused``) when the result is not a readable sheet; the sheet
        is then left as it was so no typed value turns a good file into a bad one.
        """
        before = self.sheet
        data = self.data()
        change(data)
        try:
            after = self.build(data)
        except EditRefused as error:
            self.last_refusal = error.message
            self.refused.emit(error.campo or campo, error.message)
            return False
        self.last_refusal = ""
        if after == before:
            return True
        self.undo_stack.push(SheetCommand(self, before, after, text, campo, merge_key))
        return True

    def set_value(self, path: Path, value: Any, text: str, *, merge: bool = False) -> bool:
        campo = format_path(path)
        return self.edit(text, lambda d: set_in(d, path, value), campo=campo, merge_key=campo if merge else "")


class SheetCommand(QUndoCommand):
    """One edit: the sheet before and after. Consecutive edits of one field merge (typing)."""

    _MERGE_ID = 0x6E57

    def __init__(self, document: SheetDocument, before: SheetBase, after: SheetBase, text: str, campo: str, key: str):
        super().__init__(text)
        self.document = document
        self.before = before
        self.after = after
        self.campo = campo
        self.key = key

    def id(self) -> int:
        return self._MERGE_ID if self.key else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SheetCommand) or other.key != self.key:
            return False
        self.after = other.after
        self.setObsolete(self.after == self.before)  # typed back to where it started: no step at all
        return True

    def redo(self) -> None:
        self.document._set_sheet(self.after, self.campo)

    def undo(self) -> None:
        self.document._set_sheet(self.before, self.campo)
