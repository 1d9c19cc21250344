"""The fields every sheet file shares; each ruleset's sheet model extends :class:`SheetBase`."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

SHEET_FORMAT = "gesta-ficha"


class SheetBase(BaseModel):
    """``formato``, ``version``, ``reglas`` and ``nombre``, present in every sheet file.

    Unknown fields are kept (``extra="allow"``) so that a sheet written by another tool or a
    newer field loses nothing when Gesta saves it again.
    """

    model_config = ConfigDict(extra="allow", populate_by_name=True)

    formato: Literal["gesta-ficha"] = "gesta-ficha"
    version: int = Field(default=1, ge=1)
    reglas: str
    nombre: str = Field(min_length=1, max_length=200)
