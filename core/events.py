"""Events: what happened in a battle, as plain values, and how they change the state.

The battle state is a JSON object. An event carries the changes it makes as
(path, old value, new value) triples, so that the state after any action is exactly the
starting state with every event applied in order.
"""

from __future__ import annotations

import pickle
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from core.dice import Roll
from core.ruleset import JsonValue

State = dict[str, Any]
Path = tuple[str | int, ...]

_MISSING = object()


@dataclass(frozen=True)
class Change:
    """One value set at ``path`` inside the state (``new`` None with ``borrar`` deletes it)."""

    path: Path
    old: JsonValue
    new: JsonValue
    borrar: bool = False

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {"ruta": list(self.path), "antes": self.old, "despues": self.new}
        if self.borrar:
            data["borrar"] = True
        return data

    @classmethod
    def from_json(cls, data: dict[str, JsonValue]) -> Change:
        return cls(tuple(data["ruta"]), data.get("antes"), data.get("despues"), bool(data.get("borrar")))


@dataclass(frozen=True)
class Event:
    """Something that happened: a kind, a Spanish log line, its changes and its roll."""

    tipo: str
    texto: str = ""
    cambios: tuple[Change, ...] = ()
    tirada: Roll | None = None
    actor: str | None = None
    datos: dict[str, JsonValue] = field(default_factory=dict)

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {"tipo": self.tipo}
        if self.texto:
            data["texto"] = self.texto
        if self.cambios:
            data["cambios"] = [c.to_json() for c in self.cambios]
        if self.tirada is not None:
            data["tirada"] = self.tirada.to_json()
        if self.actor is not None:
            data["actor"] = self.actor
        if self.datos:
            data["datos"] = self.datos
        return data

    @classmethod
    def from_json(cls, data: dict[str, JsonValue]) -> Event:
        roll = data.get("tirada")
        return cls(
            tipo=str(data["tipo"]),
            texto=str(data.get("texto", "")),
            cambios=tuple(Change.from_json(c) for c in data.get("cambios", [])),
            tirada=Roll.from_json(roll) if roll else None,
            actor=data.get("actor"),
            datos=dict(data.get("datos", {})),
        )


def clone(value: Any) -> Any:
    """A deep copy of JSON data, several times faster than ``copy.deepcopy``.

    The state holds only JSON values (dicts, lists, strings, numbers, booleans, None), for
    which a pickle round trip is an exact deep copy.
    """
    if value is None or type(value) in _SCALARS:
        return value
    return pickle.loads(pickle.dumps(value, pickle.HIGHEST_PROTOCOL))


_SCALARS = frozenset({int, float, str, bool})


def get_path(state: State, path: Path, default: JsonValue = None) -> JsonValue:
    node: Any = state
    for key in path:
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            return default
    return node


def set_path(state: State, path: Path, value: JsonValue, *, delete: bool = False) -> None:
    """Set (or delete) the value at ``path``, creating intermediate objects as needed."""
    node: Any = state
    for key in path[:-1]:
        if isinstance(node, dict) and key not in node:
            node[key] = {}
        node = node[key]
    last = path[-1]
    if delete:
        if isinstance(node, dict):
            node.pop(last, None)
        return
    node[last] = clone(value)


def apply_events(state: State, events: Iterable[Event]) -> State:
    """Apply events to ``state`` in place and return it."""
    for event in events:
        for change in event.cambios:
            set_path(state, change.path, change.new, delete=change.borrar)
    return state
