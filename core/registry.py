"""The registry of rule systems: each lives in ``core.rulesets.<id>`` and exposes ``RULESET``.

Importing a rules engine takes a good part of a second (its pydantic models and catalogues), so
what the library list needs of each one — its name and the sheet format version it reads — is
kept here in :data:`CATALOGUE`, and a ruleset is imported only when it is first used (a sheet of
it opened, a battle set up, a file validated). A test checks that the catalogue says what each
ruleset says of itself.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the protocol's module is only needed once a ruleset is loaded
    from core.ruleset import Ruleset


@dataclass(frozen=True)
class RulesetInfo:
    """What is known of a ruleset without importing it."""

    id: str
    nombre: str
    schema_version: int


CATALOGUE: tuple[RulesetInfo, ...] = (
    RulesetInfo("caballeros", "Caballeros (d9)", 2),
    RulesetInfo("umh", "UMHRPG", 1),
    RulesetInfo("encuentro", "Encuentro (2 acciones y reacciones)", 1),
    RulesetInfo("epic20", "Epic20", 1),
)
RULESET_IDS: tuple[str, ...] = tuple(info.id for info in CATALOGUE)

_loaded: dict[str, Ruleset] = {}


class UnknownRuleset(KeyError):
    """No ruleset with this id is known."""


def register(ruleset: Ruleset) -> None:
    """Add a ruleset by hand (tests use this for small stand-in rulesets)."""
    _loaded[ruleset.id] = ruleset


def unregister(ruleset_id: str) -> None:
    _loaded.pop(ruleset_id, None)


def get(ruleset_id: str) -> Ruleset:
    """The ruleset with this id, imported on first use."""
    if ruleset_id in _loaded:
        return _loaded[ruleset_id]
    if ruleset_id not in RULESET_IDS:
        raise UnknownRuleset(ruleset_id)
    try:
        module = importlib.import_module(f"core.rulesets.{ruleset_id}")
    except ModuleNotFoundError as error:
        if error.name and error.name.startswith(f"core.rulesets.{ruleset_id}"):
            raise UnknownRuleset(ruleset_id) from error
        raise
    ruleset: Ruleset | None = getattr(module, "RULESET", None)
    if ruleset is None:
        raise UnknownRuleset(ruleset_id)
    _loaded[ruleset_id] = ruleset
    return ruleset


def available() -> list[Ruleset]:
    """Every ruleset that is installed, in the registry's order."""
    found: list[Ruleset] = []
    for ruleset_id in RULESET_IDS:
        try:
            found.append(get(ruleset_id))
        except UnknownRuleset:
            continue
    found.extend(r for rid, r in _loaded.items() if rid not in RULESET_IDS)
    return found


def known_ids() -> list[str]:
    return [r.id for r in available()]


def names() -> dict[str, str]:
    """Ruleset id → its name, for every known ruleset, without importing any engine."""
    found = {info.id: info.nombre for info in CATALOGUE}
    found.update({rid: r.nombre for rid, r in _loaded.items() if rid not in found})
    return found


def schema_versions() -> dict[str, int]:
    """Ruleset id → the newest sheet format version Gesta reads, without importing any engine."""
    found = {info.id: info.schema_version for info in CATALOGUE}
    found.update({rid: r.schema_version for rid, r in _loaded.items() if rid not in found})
    return found


def is_loaded(ruleset_id: str) -> bool:
    """Whether the engine of ``ruleset_id`` has been imported in this process."""
    return ruleset_id in _loaded
