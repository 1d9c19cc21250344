"""GUI tests."""
