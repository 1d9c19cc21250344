"""The registry of rule systems: each lives in ``core.rulesets.<id>`` and exposes ``RULESET``."""

from __future__ import annotations

import importlib

from core.ruleset import Ruleset

RULESET_IDS: tuple[str, ...] = ("caballeros", "umh", "encuentro", "epic20")

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
