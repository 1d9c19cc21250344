"""The fields every sheet file shares; each ruleset's sheet model extends :class:`SheetBase`.

Unknown keys are kept (``extra="allow"``) so that a sheet is never changed behind the user's
back, and reported: :func:`core.contract.unknown_sheet_fields` turns each one into a problem
tied to that key, with the closest declared names. Nested parts of a sheet (a power, a skill)
extend :class:`SheetPart` for the same reason.

A ruleset that reads a documented alternative spelling (an accent, a capital, a documented
alias) reports the reading with :func:`note_reading` from its ``before`` validator; the
readings reach the user as notices («"Vida" se lee como "vida"»).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationInfo

SHEET_FORMAT = "gesta-ficha"

MAX_TEXT = 20_000
"""The longest text any sheet field holds (a description); names are much shorter."""


class SheetPart(BaseModel):
    """A nested part of a sheet: unknown keys kept and reported, numbers always finite."""

    model_config = ConfigDict(extra="allow", populate_by_name=True, allow_inf_nan=False)


class SheetBase(BaseModel):
    """``formato``, ``version``, ``reglas``, ``nombre`` and ``retrato``, present in every sheet file."""

    model_config = ConfigDict(extra="allow", populate_by_name=True, allow_inf_nan=False)

    formato: Literal["gesta-ficha"] = "gesta-ficha"
    version: int = Field(default=1, ge=1, le=1000)
    reglas: str = Field(max_length=40)
    nombre: str = Field(min_length=1, max_length=200)
    retrato: str | None = Field(default=None, max_length=300)
    """The portrait: the name of an image Gesta stored (see core/retratos.py), never a path to follow."""

    _lecturas: list[tuple[str, str, str]] = PrivateAttr(default_factory=list)

    @property
    def lecturas(self) -> list[tuple[str, str, str]]:
        """The alternative spellings read while loading: (field, as written, as read)."""
        return self._lecturas


ALLOWED_TOP_LEVEL_EXTRAS = frozenset({"$schema"})
"""Keys a sheet file may carry that no model declares: ``$schema`` lets an editor validate it."""


def note_reading(info: ValidationInfo | None, campo: str, original: str, canonico: str) -> None:
    """Report, from a ``before`` validator, that ``original`` was read as ``canonico``."""
    context = info.context if info is not None else None
    if isinstance(context, dict):
        readings = context.setdefault("lecturas", [])
        if isinstance(readings, list):
            readings.append((campo, original, canonico))


def validate_sheet_data(
    model: type[SheetBase], data: Any, lecturas: list[tuple[str, str, str]] | None = None
) -> SheetBase:
    """Validate parsed sheet data with ``model``, keeping the readings made before it (``lecturas``,
    from :mod:`core.grafias`) and those its validators reported."""
    context: dict[str, Any] = {"lecturas": list(lecturas or [])}
    sheet = model.model_validate(data, context=context)
    sheet._lecturas = list(context["lecturas"])
    return sheet
