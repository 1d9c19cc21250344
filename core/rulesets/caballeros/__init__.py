"""The `caballeros` ruleset: the d9 knights duel system (rule document 000)."""

from core.rulesets.caballeros.motor import RULESET, Caballeros

__all__ = ["RULESET", "Caballeros"]
