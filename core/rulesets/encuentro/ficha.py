"""The encuentro sheet: named values, the Puntos de Encuentro pool, movement, hands, maneuvers, position."""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from core.ruleset import Problem
from core.rulesets.encuentro.nombres import datos_de_ficha, normalizar
from core.sheets import SheetBase

VALORES_BASICOS = ("atletismo", "sabiduria", "defensa_fisica", "defensa_mental")
"""The values the document itself rolls or compares against."""

ATRIBUTOS_POR_DEFECTO = ("sabiduria",)
"""Attributes of a sheet that does not list its own: the document calls Atletismo a «habilidad» and
rolls Sabiduría as a plain characteristic, so Ayuda asks no level for Sabiduría."""

_NOMBRE_VALOR = re.compile(r"^[a-z][a-z0-9_]*$")


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
    valores: dict[str, int] = Field(default_factory=dict)
    atributos: list[str] | None = None
    puntos_encuentro: int | None = Field(default=None, ge=0, le=99)
    movimiento: int | None = Field(default=None, ge=0, le=99)
    manos_libres: int = Field(default=2, ge=0, le=20)
    maniobras: list[str] = Field(default_factory=list)
    posicion: tuple[int, int] | None = None
    valor_ataque: str | None = None
    alcance: int = Field(default=1, ge=1, le=99)
    notas: str = ""

    @model_validator(mode="before")
    @classmethod
    def _nombres_a_mano(cls, data: Any) -> Any:
        """Values at the top level, accents, ``habilidades``/``atributos`` objects: see :func:`datos_de_ficha`."""
        return datos_de_ficha(data, set(cls.model_fields)) if isinstance(data, dict) else data

    @field_validator("valores")
    @classmethod
    def _valores_acotados(cls, valores: dict[str, int]) -> dict[str, int]:
        for nombre, valor in valores.items():
            if not -99 <= valor <= 99:
                raise ValueError(f"el valor «{nombre}» debe estar entre -99 y 99.")
        return valores

    def valor(self, nombre: str) -> int:
        """A named value; a value the sheet does not list counts as 0 (no level in it)."""
        found = self.valores.get(nombre)
        return found if found is not None else self.valores.get(normalizar(nombre), 0)

    @property
    def nombre_valor_ataque(self) -> str:
        if self.valor_ataque:
            return self.valor_ataque
        return "ataque" if "ataque" in self.valores else "atletismo"

    def es_atributo(self, nombre: str) -> bool:
        atributos = self.atributos if self.atributos is not None else ATRIBUTOS_POR_DEFECTO
        return nombre in atributos or normalizar(nombre) in atributos


def nueva_ficha(nombre: str) -> FichaEncuentro:
    """A blank sheet with the document's four values at 0."""
    return FichaEncuentro(nombre=nombre, valores=dict.fromkeys(VALORES_BASICOS, 0))


def validar(ficha: FichaEncuentro) -> list[Problem]:
    """Every build problem of a sheet (the document sets no build budget)."""
    problemas: list[Problem] = []
    for nombre in VALORES_BASICOS:
        if nombre not in ficha.valores:
            problemas.append(
                Problem(
                    f"valores.{nombre}", f"Falta el valor «{nombre}»: el reglamento lo usa y contará como 0.", "aviso"
                )
            )
    for nombre in ficha.valores:
        if not _NOMBRE_VALOR.match(nombre):
            problemas.append(
                Problem(
                    f"valores.{nombre}",
                    f"El nombre «{nombre}» debe ir en minúsculas, sin tildes ni espacios (por ejemplo «defensa_fisica»).",
                )
            )
    for defensa in ("defensa_fisica", "defensa_mental"):
        if ficha.valor(defensa) < 0:
            problemas.append(Problem(f"valores.{defensa}", "Una defensa no puede ser negativa."))
    for indice, nombre in enumerate(ficha.atributos or []):
        if nombre not in ficha.valores:
            problemas.append(Problem(f"atributos[{indice}]", f"«{nombre}» no está entre los valores de la ficha."))
    if ficha.valor_ataque is not None and ficha.valor_ataque not in ficha.valores:
        problemas.append(
            Problem("valor_ataque", f"El valor de ataque «{ficha.valor_ataque}» no está entre los valores de la ficha.")
        )
    vistas: set[str] = set()
    for indice, maniobra in enumerate(ficha.maniobras):
        clave = normalizar(maniobra)
        if not clave:
            problemas.append(Problem(f"maniobras[{indice}]", "El nombre de la maniobra está vacío."))
        elif clave in vistas:
            problemas.append(Problem(f"maniobras[{indice}]", f"La maniobra «{maniobra}» está repetida."))
        vistas.add(clave)
    if ficha.posicion is not None and min(ficha.posicion) < 0:
        problemas.append(Problem("posicion", "Las coordenadas de la posición no pueden ser negativas."))
    return problemas
