"""The encuentro ruleset (docs/reglas/encuentro.md): the ruleset object lives in motor.py."""

from core.rulesets.encuentro.motor import RULESET, Encuentro

__all__ = ["RULESET", "Encuentro"]
