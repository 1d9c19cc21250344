"""The UMH catalogues (índoles, states, hardness order, resistance scale), read once from resources/umh."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from core.paths import resources_dir

Reaccion = Literal["normal", "resistir_o_ref", "solo_resistir", "solo_indicadas", "evasion_o_externa"]
TipoEstado = Literal["indirecto", "control", "alterado"]


class _Entrada(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    nombre: str
    texto: str


class Indole(_Entrada):
    """One índole of section 7: its family (for reductions and immunities) and how it is reacted to."""

    familia: str
    reaccion: Reaccion = "normal"
    requisito_ref: int = 0
    componentes: dict[str, int] = {}


class Estado(_Entrada):
    """One state of section 11: an indirect damage type, a crowd control or an altered state."""

    tipo: TipoEstado
    multiplicador: float = 1.0
    duracion_por_defecto: int | None = None


class Dureza(_Entrada):
    """One material of the hardness order of 9.6.1."""


class Nivel(_Entrada):
    """One level of the resistance scale (9.3.1; missing from the document, a Gesta default)."""


class _Indoles(BaseModel):
    texto: str
    indoles: list[Indole]


class _Estados(BaseModel):
    texto: str
    estados: list[Estado]


class _Durezas(BaseModel):
    texto: str
    durezas: list[Dureza]


class _Escala(BaseModel):
    texto: str
    niveles: list[Nivel]


def _read(name: str) -> str:
    return (resources_dir() / "umh" / name).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def indoles() -> dict[str, Indole]:
    data = _Indoles.model_validate(json.loads(_read("indoles.json")))
    return {i.id: i for i in data.indoles}


@lru_cache(maxsize=1)
def estados() -> dict[str, Estado]:
    data = _Estados.model_validate(json.loads(_read("estados.json")))
    return {e.id: e for e in data.estados}


def nombre_estado(ident: object) -> str:
    """The rules' word for a state id, for sentences («paralisis» → «parálisis»); an unknown id as it is."""
    state = estados().get(str(ident))
    return state.nombre.lower() if state is not None else str(ident)


@lru_cache(maxsize=1)
def durezas() -> list[Dureza]:
    return _Durezas.model_validate(json.loads(_read("durezas.json"))).durezas


@lru_cache(maxsize=1)
def escala_resistencias() -> list[Nivel]:
    return _Escala.model_validate(json.loads(_read("escala_resistencias.json"))).niveles


def rango_dureza(dureza: str | None) -> int:
    """Position of a hardness in 9.6.1 (1 = Hierro ... 8 = Vibranium); 0 for none."""
    if not dureza:
        return 0
    for index, item in enumerate(durezas(), start=1):
        if item.id == dureza:
            return index
    return 0


def rango_escala(nivel: str | None) -> int:
    """Position of a level in the resistance scale (1 = lowest); 0 for none."""
    if not nivel:
        return 0
    for index, item in enumerate(escala_resistencias(), start=1):
        if item.id == nivel:
            return index
    return 0


def familia(indole: str) -> str:
    item = indoles().get(indole)
    return item.familia if item else indole


def estados_de_tipo(tipo: TipoEstado) -> set[str]:
    return {e.id for e in estados().values() if e.tipo == tipo}
