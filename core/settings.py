"""User settings (library folder, language, default dice mode), stored as JSON in the config folder."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ValidationError

from core.paths import user_config_dir, user_data_dir
from core.storage import LoadError, read_json, save_json


class Settings(BaseModel):
    """What the user chose in Preferencias; every field has a sensible default."""

    biblioteca: str | None = None
    """The library folder; None means ``biblioteca`` inside the user data folder."""
    idioma: Literal["es", "en"] = "es"
    modo_dados: Literal["gesta", "foro"] = "gesta"
    """Default dice mode of new battles: Gesta rolls, or the GM types the forum's roll."""

    @property
    def library_dir(self) -> Path:
        return Path(self.biblioteca) if self.biblioteca else user_data_dir() / "biblioteca"


def settings_path() -> Path:
    return user_config_dir() / "ajustes.json"


def load_settings() -> Settings:
    """The saved settings; a missing or damaged file gives the defaults (it is only preferences)."""
    path = settings_path()
    if not path.exists():
        return Settings()
    try:
        return Settings.model_validate(read_json(path))
    except (LoadError, ValidationError):
        return Settings()


def save_settings(settings: Settings) -> None:
    save_json(settings_path(), settings.model_dump(mode="json"))
