"""Tests of the encuentro ruleset (rules 002)."""
