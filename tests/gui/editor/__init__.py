"""Tests of the sheet editor."""
