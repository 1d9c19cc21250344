"""Tests of the UMH ruleset (rules file 001)."""
