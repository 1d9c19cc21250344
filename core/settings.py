"""User settings (library folder, language, default dice mode), stored as JSON in the config folder.

Plain dataclass and ``json`` on purpose: settings are read before the first window is shown,
and importing pydantic there would delay it.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.paths import user_config_dir, user_data_dir

LANGUAGES = ("es", "en")
DICE_MODES = ("gesta", "foro")


@dataclass
class Settings:
    """What the user chose in Preferencias; every field has a sensible default."""

    biblioteca: str | None = None
    """The library folder; None means ``biblioteca`` inside the user data folder."""
    idioma: str = "es"
    modo_dados: str = "gesta"
    """Default dice mode of new battles: "gesta" (Gesta rolls) or "foro" (the GM types the roll)."""

    def __post_init__(self) -> None:
        if self.idioma not in LANGUAGES:
            self.idioma = "es"
        if self.modo_dados not in DICE_MODES:
            self.modo_dados = "gesta"
        if self.biblioteca is not None and not isinstance(self.biblioteca, str):
            self.biblioteca = None

    @property
    def library_dir(self) -> Path:
        return Path(self.biblioteca) if self.biblioteca else user_data_dir() / "biblioteca"

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        if not isinstance(data, dict):
            return cls()
        known = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in known})


def settings_path() -> Path:
    return user_config_dir() / "ajustes.json"


def load_settings() -> Settings:
    """The saved settings; a missing or damaged file gives the defaults (it is only preferences)."""
    try:
        return Settings.from_json(json.loads(settings_path().read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError):
        return Settings()


def save_settings(settings: Settings) -> None:
    from core.storage import save_json

    save_json(settings_path(), settings.to_json())
