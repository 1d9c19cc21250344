"""The UMHRPG combat regulation (rules file 001): sides, speed order, PA, índoles, defences and states."""

from core.rulesets.umh.motor import RULESET, Umh

__all__ = ["RULESET", "Umh"]
