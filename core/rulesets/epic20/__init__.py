"""Epic20 (a simplified Mutants & Masterminds 3e): character builder and d20 combat engine."""

from core.rulesets.epic20.motor import RULESET, Epic20

__all__ = ["RULESET", "Epic20"]
