"""Tests of the rule systems, one package each."""
