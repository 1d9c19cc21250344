"""User settings (library folder, language, default dice mode, the remembered window layout), stored as
JSON in the config folder.

Plain dataclass and :mod:`core.archivos` on purpose: settings are read before the first window
is shown, and importing pydantic there would delay it. A damaged file is never overwritten: it
is moved aside (``ajustes.json.dañado-FECHA``) and the user is told once.
"""

from __future__ import annotations

import dataclasses
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.archivos import LoadError, SaveError, clean_orphans, read_json, save_json
from core.i18n import tr
from core.paths import user_config_dir, user_data_dir

LANGUAGES = ("es", "en")
DICE_MODES = ("gesta", "foro")
MAX_WINDOW_STATE = 8192
MAX_SPLITTERS = 20
MAX_SPLITTER_PARTS = 8
MAX_TABS = 50


@dataclass
class Settings:
    """What the user chose in Preferencias; every field has a sensible default."""

    biblioteca: str | None = None
    """The library folder; None means ``biblioteca`` inside the user data folder."""
    idioma: str = "es"
    modo_dados: str = "gesta"
    """Default dice mode of new battles: "gesta" (Gesta rolls) or "foro" (the GM types the roll)."""
    ventana: str = ""
    """The main window's size, place and state as Qt saved them (base64); "" for the default."""
    divisores: dict[str, list[int]] = field(default_factory=dict)
    """Each splitter's sizes by its object name (``divisorPrincipal``, ``divisorFicha``)."""
    pestanas: list[str] = field(default_factory=list)
    """The sheets open when Gesta was closed (paths), reopened at start; the current one last."""
    carpeta_exportar: str = ""
    """The folder the last PDF was exported to ("" for the documents folder)."""

    def __post_init__(self) -> None:
        if self.idioma not in LANGUAGES:
            self.idioma = "es"
        if self.modo_dados not in DICE_MODES:
            self.modo_dados = "gesta"
        if self.biblioteca is not None and not isinstance(self.biblioteca, str):
            self.biblioteca = None
        # remembered layout: anything of the wrong shape is simply forgotten, never an error
        if not isinstance(self.ventana, str) or len(self.ventana) > MAX_WINDOW_STATE:
            self.ventana = ""
        if not isinstance(self.divisores, dict):
            self.divisores = {}
        self.divisores = {
            str(name): [int(size) for size in sizes][:MAX_SPLITTER_PARTS]
            for name, sizes in list(self.divisores.items())[:MAX_SPLITTERS]
            if isinstance(sizes, list)
            and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < 100_000 for s in sizes)
        }
        if not isinstance(self.carpeta_exportar, str):
            self.carpeta_exportar = ""
        if not isinstance(self.pestanas, list):
            self.pestanas = []
        self.pestanas = [p for p in self.pestanas if isinstance(p, str) and p][:MAX_TABS]

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


@dataclass(frozen=True)
class SettingsLoad:
    """The settings read at start, and what to tell the user once if the file was damaged."""

    settings: Settings
    aviso: str = ""
    """A sentence for the user (empty when the file was fine or missing)."""
    apartado: Path | None = None
    """Where the damaged file was moved (kept for the user), if it could be moved."""


def load_settings() -> Settings:
    """The saved settings; a missing or damaged file gives the defaults (see :func:`load_settings_report`)."""
    return load_settings_report().settings


def load_settings_report() -> SettingsLoad:
    """Read the settings; a damaged file is moved aside to ``ajustes.json.dañado-FECHA`` and the defaults used.

    Damaged means unreadable (not a regular file, too large, not JSON, too deep…), not a JSON
    object, or a known field of the wrong type. Orphaned temporary files of an interrupted save
    in the config folder are removed first.
    """
    path = settings_path()
    clean_orphans(path.parent)
    try:
        data = read_json(path, SETTINGS_MAX_BYTES)
    except LoadError as error:
        if error.codigo == "no_existe":
            return SettingsLoad(Settings())
        return _damaged(path, error.message)
    problem = _shape_problem(data)
    if problem:
        return _damaged(path, problem)
    return SettingsLoad(Settings.from_json(data))


SETTINGS_MAX_BYTES = 256 * 1024
"""Preferences are a few lines; a larger file is damaged."""


def _shape_problem(data: Any) -> str:
    if not isinstance(data, dict):
        return tr("no es un objeto JSON ({{...}}).")
    for name, kinds in (("biblioteca", (str, type(None))), ("idioma", (str,)), ("modo_dados", (str,))):
        if name in data and not isinstance(data[name], kinds):
            return tr("el campo {campo} no tiene el tipo esperado.", campo=name)
    return ""


def _damaged(path: Path, reason: str) -> SettingsLoad:
    aside = move_aside(path)
    if aside is None:
        aviso = tr(
            "El archivo de preferencias «{name}» está dañado ({reason}) y no se pudo apartar; se usan las preferencias por defecto.",
            name=path.name,
            reason=reason.rstrip("."),
        )
    else:
        aviso = tr(
            "El archivo de preferencias «{name}» estaba dañado ({reason}); se ha guardado aparte como «{aside}» y se usan las preferencias por defecto.",
            name=path.name,
            reason=reason.rstrip("."),
            aside=aside.name,
        )
    return SettingsLoad(Settings(), aviso, aside)


def move_aside(path: Path) -> Path | None:
    """Rename a damaged file (or a folder in its place) to ``NAME.dañado-FECHA``; None if it cannot."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.dañado-{stamp}")
    counter = 2
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.dañado-{stamp}-{counter}")
        counter += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def save_settings(settings: Settings) -> None:
    """Save the settings atomically; a folder (or anything not a file) in the way is moved aside first.

    Raises ``SaveError`` or ``OSError`` (with the previous file intact) when it cannot.
    """
    path = settings_path()
    if os.path.lexists(path) and not path.is_file() and move_aside(path) is None:
        raise SaveError(
            path,
            tr("en su lugar hay una carpeta u otra cosa que no es un archivo y no se puede apartar."),
            codigo="no_es_archivo",
        )
    save_json(path, settings.to_json(), SETTINGS_MAX_BYTES)
