"""The encuentro sheet: named values, the Puntos de Encuentro pool, movement, hands, maneuvers, position."""

from __future__ import annotations

import math
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, StringConstraints

from core.i18n import tr
from core.sheets import MAX_TEXT, SheetBase

__all__ = ["VALORES_BASICOS", "FichaEncuentro", "nueva_ficha"]

VALORES_BASICOS = ("atletismo", "sabiduria", "defensa_fisica", "defensa_mental")
"""The values the document itself rolls or compares against."""

ATRIBUTOS_POR_DEFECTO = ("sabiduria",)
"""Attributes of a sheet that does not list its own: the document calls Atletismo a «habilidad» and
rolls Sabiduría as a plain characteristic, so Ayuda asks no level for Sabiduría."""

MAX_NOMBRE = 80
"""The longest name of a value, an attribute or the attack value."""
MAX_MANIOBRA = 200
MAX_ELEMENTOS = 500
"""The most values, attributes or maneuvers a sheet lists."""
MAX_VALOR = 99
"""A named value lies between -99 and 99."""
MAX_CASILLA = 9_999
"""A coordinate of the starting square: the board holds at most 10 000 squares (reglas_caseras.py)."""


def _finito(minimo: int, maximo: int) -> BeforeValidator:
    """NaN and the infinities are refused with the field's bounds (pydantic would only say «finite»)."""

    def finito(value: Any) -> Any:
        if isinstance(value, float) and not math.isfinite(value):
            raise ValueError(tr("debe ser un número entero entre {minimo} y {maximo}.", minimo=minimo, maximo=maximo))
        return value

    return BeforeValidator(finito)


Nombre = Annotated[str, StringConstraints(max_length=MAX_NOMBRE)]
Valor = Annotated[int, _finito(-MAX_VALOR, MAX_VALOR), Field(ge=-MAX_VALOR, le=MAX_VALOR)]
Coordenada = Annotated[int, _finito(-MAX_CASILLA, MAX_CASILLA), Field(ge=-MAX_CASILLA, le=MAX_CASILLA)]
Casillas = Annotated[int, _finito(0, 99), Field(ge=0, le=99)]
"""Puntos de Encuentro and squares of movement."""
Manos = Annotated[int, _finito(0, 20), Field(ge=0, le=20)]
Alcance = Annotated[int, _finito(1, 99), Field(ge=1, le=99)]


class FichaEncuentro(SheetBase):
    """A character of the encuentro system; every field has a default so a minimal sheet loads.

    ``valores`` is the free list of named values (skills and attributes) the table uses;
    ``atributos`` says which of them are attributes (Ayuda needs no requirement for those); None
    (not given) means ``sabiduria`` only.
    ``puntos_encuentro`` and ``movimiento`` None mean the battle's settings (pool size, 4 squares);
    ``posicion`` None means the
    battle places the character. ``valor_ataque`` None means ``ataque`` when the sheet has that
    value, otherwise ``atletismo``.
    """

    reglas: Literal["encuentro"] = "encuentro"
    valores: dict[Nombre, Valor] = Field(default_factory=dict, max_length=MAX_ELEMENTOS)
    atributos: list[Nombre] | None = Field(default=None, max_length=MAX_ELEMENTOS)
    puntos_encuentro: Casillas | None = None
    movimiento: Casillas | None = None
    manos_libres: Manos = 2
    maniobras: list[Annotated[str, StringConstraints(max_length=MAX_MANIOBRA)]] = Field(
        default_factory=list, max_length=MAX_ELEMENTOS
    )
    posicion: tuple[Coordenada, Coordenada] | None = None
    valor_ataque: str | None = Field(title="Valor de ataque", default=None, max_length=MAX_NOMBRE)
    alcance: Alcance = 1
    notas: str = Field(default="", max_length=MAX_TEXT)

    def valor(self, nombre: str) -> int:
        """A named value; a value the sheet does not list counts as 0 (no level in it)."""
        return self.valores.get(nombre, 0)

    @property
    def nombre_valor_ataque(self) -> str:
        if self.valor_ataque:
            return self.valor_ataque
        return "ataque" if "ataque" in self.valores else "atletismo"

    def es_atributo(self, nombre: str) -> bool:
        atributos = self.atributos if self.atributos is not None else ATRIBUTOS_POR_DEFECTO
        return nombre in atributos


def nueva_ficha(nombre: str) -> FichaEncuentro:
    """A blank sheet with the document's four values at 0."""
    return FichaEncuentro(nombre=nombre, valores=dict.fromkeys(VALORES_BASICOS, 0))
