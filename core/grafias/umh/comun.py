"""The small readings every part of a UMH sheet or step shares.

The fields of each part of the sheet (``resources/umh/campos_ficha.json``), folding a text to its canonical
snake_case (:func:`clave`) or to a table's name (:func:`valor`), renaming one part's keys (:func:`claves`), noting a
reading (:func:`anota`), a number written with its unit («2 PA», :func:`numero`) and a name given in another case
(:func:`unico`).
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from functools import cache
from typing import Any

from core.grafias import Lectura, renombrar_claves
from core.grafias.umh.tablas import TABLAS
from core.paths import resources_dir


@cache
def campos(parte: str) -> frozenset[str]:
    """The fields of one part of the sheet (``resources/umh/campos_ficha.json``)."""
    data = json.loads((resources_dir() / "umh" / "campos_ficha.json").read_text(encoding="utf-8"))
    return frozenset(data[parte])


@cache
def clave(texto: str) -> str:
    """Lower-case ASCII snake_case: «Defensa Interna» → ``defensa_interna``, «Ígnea» → ``ignea``."""
    plain = unicodedata.normalize("NFKD", texto).encode("ascii", "ignore").decode("ascii")
    out = plain.strip().lower()
    for sep in (" ", "-", "/", "."):
        out = out.replace(sep, "_")
    while "__" in out:
        out = out.replace("__", "_")
    return out.strip("_")


def valor(texto: Any, tabla: str) -> Any:
    if not isinstance(texto, str):
        return texto
    key = clave(texto)
    return TABLAS[tabla].get(key, key)


def _texto(value: Any) -> str:
    return ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)


def anota(lecturas: list[Lectura], campo: str, original: Any, canonico: Any) -> None:
    """Record that ``original`` (a value as written) was read as ``canonico``."""
    if original != canonico:
        lecturas.append((campo, _texto(original), _texto(canonico)))


def claves(
    data: Mapping[str, Any],
    tabla: str | None,
    parte: str,
    donde: str,
    lecturas: list[Lectura],
    extra: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """The keys of one part of the sheet under their canonical names (folded, or the table's)."""
    return renombrar_claves(data, TABLAS[tabla] if tabla else {}, donde, lecturas, campos(parte) | extra)


_NUMERO_CON_UNIDAD = re.compile(
    r"^\s*(?:tier\s*)?(\d{1,9})\s*(?:pa|rondas?|turnos?|golpes?|usos?|casillas?|objetivos?|acciones|accion|acción|%)?\s*$"
)


def numero(value: Any) -> Any:
    """«2 PA» → 2, «3 rondas» → 3, «TIER 2» → 2, «20%» → 20; anything else as it is (the model says what is wrong)."""
    if isinstance(value, str):
        match = _NUMERO_CON_UNIDAD.match(value.lower())
        if match:
            return int(match.group(1))
    return value


def unico(nombre: str, nombres: list[str]) -> str | None:
    """``nombre`` itself when it is one of ``nombres``; else the only one equal but for case, accents and spaces."""
    if nombre in nombres:
        return nombre
    key = clave(nombre)
    close = [n for n in nombres if clave(n) == key]
    return close[0] if len(close) == 1 else None
