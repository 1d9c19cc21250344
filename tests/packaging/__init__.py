"""Tests of the packaging policy (packaging/)."""
