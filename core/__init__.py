"""Gesta's rules kernel: dice, sheets, storage, battles and the ruleset registry (pure Python, no Qt)."""

__version__ = "0.1.0"
