"""Example sheets shipped with Gesta, one folder per ruleset."""
