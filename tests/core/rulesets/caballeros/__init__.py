"""Tests of the caballeros ruleset (rule document 000)."""
