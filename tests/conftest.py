"""Shared test setup: headless Qt, and a private Gesta home so tests never touch user files."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def gesta_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    home = tmp_path_factory.mktemp("gesta_home")
    monkeypatch.setenv("GESTA_HOME", str(home))
    yield home


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "qtbot" in getattr(item, "fixturenames", ()) or "/gui/" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.gui)
