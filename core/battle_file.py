"""The published shape of a saved battle (``.gesta-batalla``) and of a journal's first line.

A battle file is checked against these models before anything of it is rebuilt, so a damaged or
hand-edited file is refused with its field named instead of failing half-way. The steps inside
(``entradas[i].accion``) are checked by the ruleset's own step declarations
(:mod:`core.contract`); the sheets by the ruleset's sheet model.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from core.storage import describe_error, json_path

BATTLE_FORMAT = "gesta-batalla"
BATTLE_VERSION = 1

_STRICT = ConfigDict(extra="forbid", allow_inf_nan=False)


class SavedChange(BaseModel):
    """One value changed by an event: its path in the state, before and after."""

    model_config = _STRICT

    ruta: list[str | int] = Field(min_length=1, max_length=16)
    antes: Any = None
    despues: Any = None
    borrar: bool = False


class SavedRoll(BaseModel):
    """A roll as it was made: the expression, every die, the dice kept and the total."""

    model_config = _STRICT

    expresion: str = Field(max_length=200)
    valores: list[int] = Field(max_length=1000)
    conservados: list[int] = Field(default_factory=list, max_length=1000)
    total: int
    fuente: str = Field(default="", max_length=40)


class SavedEvent(BaseModel):
    """One event of an entry: a log line, changes, a roll."""

    model_config = _STRICT

    tipo: str = Field(max_length=40)
    texto: str = Field(default="", max_length=20_000)
    cambios: list[SavedChange] = Field(default_factory=list, max_length=10_000)
    tirada: SavedRoll | None = None
    actor: str | None = Field(default=None, max_length=200)
    datos: dict[str, Any] = Field(default_factory=dict)


class SavedWaiting(BaseModel):
    """Someone a pending declaration waits for: a combatant and what is expected of them."""

    model_config = _STRICT

    quien: str = Field(min_length=1, max_length=200)
    que: Literal["reaccion", "tirada"]


class SavedPending(BaseModel):
    """A declared action waiting for its answer on the forum (core/pendiente.py)."""

    model_config = _STRICT

    accion: dict[str, Any]
    esperando: list[SavedWaiting] = Field(default_factory=list, max_length=200)
    desde: str = Field(max_length=40, description="Cuándo se declaró (ISO 8601, UTC).")
    tras: int = Field(ge=1, description="Cuántas entradas tenía la batalla al declararla.")
    dados_foro: bool = True
    enlace: str = Field(default="", max_length=2000)


class SavedForum(BaseModel):
    """Who is who on the forum: the thread, the mention style, each combatant's forum name."""

    model_config = _STRICT

    hilo: str = Field(default="", max_length=2000)
    mencion: Literal["negrita", "arroba", "mention"] = "negrita"
    jugadores: dict[str, str] = Field(default_factory=dict, max_length=200)
    emoji: bool = Field(
        default=False, description="Si los mensajes llevan emoji (no: rompen los phpBB antiguos sin utf8mb4)."
    )
    solo_master: list[str] = Field(
        default_factory=list,
        max_length=200,
        description="Combatientes cuyos valores solo ve el máster: los mensajes muestran su nombre y sus acciones.",
    )


class SavedDice(BaseModel):
    """Gesta's seeded dice: the seed and how many dice it has given, to go on exactly where it was."""

    model_config = _STRICT

    semilla: int = Field(ge=0, le=2**63 - 1, description="La semilla de los dados de Gesta.")
    tirados: int = Field(default=0, ge=0, description="Cuántos dados ha tirado Gesta con esa semilla.")
    modo: Literal["gesta", "foro"] | None = Field(
        default=None, description="Quién tira los dados de esta batalla: Gesta, o los jugadores en el foro."
    )


class SavedSummary(BaseModel):
    """What the board of open battles reads without loading any rules (rewritten on every save)."""

    model_config = _STRICT

    sistema: str = Field(default="", max_length=200)
    ronda: int = Field(default=1, ge=0)
    turno: str | None = Field(default=None, max_length=200)
    terminada: bool = False
    ganador: str | None = Field(default=None, max_length=200)


class SavedEntry(BaseModel):
    """One entry of the battle: the start, an action (a script step) or a GM override."""

    model_config = _STRICT

    tipo: Literal["inicio", "accion", "ajuste"]
    accion: dict[str, Any] | None = None
    dados: list[int] = Field(default_factory=list, max_length=1000)
    eventos: list[SavedEvent] = Field(default_factory=list, max_length=10_000)
    nota: str = Field(default="", max_length=20_000)
    pendiente: SavedPending | None = None


class SavedCombatant(BaseModel):
    """Who fights: id, name, side and the sheet snapshot taken at the start."""

    model_config = _STRICT

    id: str = Field(min_length=1, max_length=200)
    nombre: str = Field(max_length=200)
    bando: str = Field(max_length=200)
    ficha: dict[str, Any]


class BattleFile(BaseModel):
    """A saved battle: everything needed to resume it exactly."""

    model_config = ConfigDict(extra="forbid", allow_inf_nan=False, populate_by_name=True)

    esquema: str | None = Field(default=None, alias="$schema")
    formato: Literal["gesta-batalla"]
    version: int = Field(ge=1, le=BATTLE_VERSION)
    reglas: str = Field(max_length=40)
    opciones: dict[str, Any] = Field(default_factory=dict)
    combatientes: list[SavedCombatant] = Field(min_length=1, max_length=200)
    estado_inicial: dict[str, Any]
    entradas: list[SavedEntry] = Field(min_length=1, max_length=100_000)
    pendiente: SavedPending | None = None
    foro: SavedForum | None = None
    dados: SavedDice | None = None
    resumen: SavedSummary | None = None


class BattleFormatError(ValueError):
    """A battle file does not have the published shape; ``str(error)`` names the fields."""


def check_battle_data(data: Any) -> BattleFile:
    """The battle file's data checked against :class:`BattleFile`, or a Spanish error naming each field."""
    try:
        return BattleFile.model_validate(data)
    except ValidationError as error:
        problems = [f"{json_path(e['loc']) or '·'}: {describe_error(e)}" for e in error.errors()[:5]]
        raise BattleFormatError("; ".join(problems)) from None


def check_pending(data: Any) -> dict[str, Any]:
    """A pending declaration read from a journal line, checked like the one of a battle file."""
    try:
        return SavedPending.model_validate(data).model_dump(mode="json")
    except ValidationError as error:
        raise BattleFormatError(f"pendiente: {describe_error(error.errors()[0])}") from None


def check_dice(data: Any) -> dict[str, Any]:
    """Gesta's seeded dice read from a journal line, checked like the ones of a battle file."""
    try:
        return SavedDice.model_validate(data).model_dump(mode="json")
    except ValidationError as error:
        raise BattleFormatError(f"dados: {describe_error(error.errors()[0])}") from None


def check_forum(data: Any) -> dict[str, Any]:
    """The forum set-up read from a journal line, checked like the one of a battle file."""
    try:
        return SavedForum.model_validate(data).model_dump(mode="json")
    except ValidationError as error:
        raise BattleFormatError(f"foro: {describe_error(error.errors()[0])}") from None
