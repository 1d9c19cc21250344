"""Core tests."""
