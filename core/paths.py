"""Where Gesta finds its shipped data and the user's files."""

from __future__ import annotations

import os
from pathlib import Path

import resources
import sheets


def resources_dir() -> Path:
    """The folder of shipped resources (works installed, editable and frozen)."""
    return Path(resources.__file__).resolve().parent


def examples_dir() -> Path:
    """The folder of shipped example sheets, one subfolder per ruleset."""
    return Path(sheets.__file__).resolve().parent


def user_data_dir() -> Path:
    """The user's data folder; ``GESTA_HOME`` overrides it (tests, portable installs)."""
    override = os.environ.get("GESTA_HOME")
    if override:
        return Path(override) / "datos"
    import platformdirs  # deliberately lazy: only when no GESTA_HOME says where (tests never load it)

    return Path(platformdirs.user_data_dir("gesta", appauthor=False))


def user_config_dir() -> Path:
    override = os.environ.get("GESTA_HOME")
    if override:
        return Path(override) / "config"
    import platformdirs  # deliberately lazy, as above

    return Path(platformdirs.user_config_dir("gesta", appauthor=False))


def user_cache_dir() -> Path:
    """Where Gesta keeps what it can always rebuild (the library's header cache)."""
    override = os.environ.get("GESTA_HOME")
    if override:
        return Path(override) / "cache"
    import platformdirs  # deliberately lazy, as above

    return Path(platformdirs.user_cache_dir("gesta", appauthor=False))


def battles_dir() -> Path:
    """Where saved battles go by default (apart from the sheet library, so they are not listed as sheets)."""
    return user_data_dir() / "batallas"
