"""Tests of the epic20 ruleset."""
