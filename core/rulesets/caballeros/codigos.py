"""The power type-code catalogue (resources/caballeros/codigos.json) and what each code implies."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from pydantic import BaseModel

from core.paths import resources_dir
from core.rulesets.caballeros.ficha import Poder

SUBTIPOS_RAYO = frozenset({"RB", "RE", "RVid", "RArm", "RMult", "RM", "RV", "RD", "RSD"})
RAYOS = SUBTIPOS_RAYO | {"R"}
DEFENSAS_REACCION = frozenset(
    {"DefR", "DefA", "DefContR", "DefContA", "DefDR", "DefDA", "DefDT", "DefEsq", "DefBloq", "DefCtr"}
)
SIN_BONOS = frozenset(
    {"D", "Inv", "V", "P", "LL", "RVid", "RArm", "RD", "DefContR", "DefContA", "DefDR", "DefDA", "DefDT"}
)
OFENSIVOS = RAYOS | {"D", "M", "V", "P", "LL", "Comb", "INM", "C"}
CON_OBJETIVO = RAYOS | {"D", "M", "V", "P", "LL", "Comb", "INM", "C", "Inv"}
"""The codes of a power that is aimed at someone."""
USOS_POR_DEFECTO = {"INM": 2, "M": 2, "RM": 2, "RD": 3, "C": 2}


class EntradaCodigo(BaseModel):
    codigo: str
    familia: str
    texto: str
    campos: list[str]


class Incompatibles(BaseModel):
    codigos: list[str]
    motivo: str


class Catalogo(BaseModel):
    codigos: list[EntradaCodigo]
    incompatibles: list[Incompatibles]


@lru_cache(maxsize=1)
def catalogo() -> Catalogo:
    """The code catalogue, read and validated once."""
    path = resources_dir() / "caballeros" / "codigos.json"
    return Catalogo.model_validate_json(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def por_codigo() -> dict[str, EntradaCodigo]:
    return {entry.codigo: entry for entry in catalogo().codigos}


def expandir(codigos: Iterable[str]) -> frozenset[str]:
    """The codes plus what they imply (every ray subtype is also a ray R)."""
    found = set(codigos)
    if found & SUBTIPOS_RAYO:
        found.add("R")
    if "RM" in found:
        found.add("M")
    if "RV" in found:
        found.add("V")
    if "RD" in found:
        found.add("D")
    return frozenset(found)


def contradicciones(codigos: Iterable[str]) -> list[str]:
    """The reasons the given codes cannot be together on one power (empty: compatible); one reason per
    set of written codes (RB with RD is reported once, not also as D with RB)."""
    escritos = set(codigos)
    found = expandir(escritos)
    motivos: list[str] = []
    origenes: list[frozenset[str]] = []
    for item in catalogo().incompatibles:
        if not set(item.codigos) <= found:
            continue
        origen = frozenset(c for c in escritos if expandir({c}) & set(item.codigos))
        if origen not in origenes:
            origenes.append(origen)
            motivos.append(item.motivo)
    return motivos


def usos_por_defecto(codigos: Iterable[str]) -> int | None:
    """The type's default uses per rival (INM 2, M 2, RD 3, C 2), the smallest when several apply."""
    limits = [n for code, n in USOS_POR_DEFECTO.items() if code in set(codigos)]
    return min(limits) if limits else None


def necesita_objetivo(poder: Poder) -> bool:
    """Whether the power is aimed at someone (a ray, D, M, V, P, LL, Comb, INM, C or Inv)."""
    return bool(expandir(poder.codigos) & CON_OBJETIVO)


def es_ofensivo(poder: Poder) -> bool:
    """Whether the power attacks (its codes, or damage without being a defence)."""
    found = expandir(poder.codigos)
    return bool(found & OFENSIVOS) or (poder.dano > 0 and not found & DEFENSAS_REACCION)
