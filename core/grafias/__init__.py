"""The one place where Gesta reads a documented alternative spelling.

A sheet or a script step written by hand may use the other names its ruleset's documentation lists
(«Nombres para guiones» in ``docs/reglas/<id>.md``, the sheet tables there and
``docs/guion-de-batalla.md``): ``"daño"`` for ``dano``, ``"Velocidad de la luz"`` for
``velocidad_luz``, a number written with its unit. Those readings happen here, at the file
boundary, before any model or engine sees the data, and each one is reported as a
:data:`Lectura` (field path, as written, as read). Nothing under ``core/rulesets/`` knows a
synonym: the engines receive canonical data only.

Each ruleset's spellings are the module ``core.grafias.<id>`` (a file, or a package split by concept). Its tables are plain data
(:data:`TABLAS`, folded written name → canonical name, every entry documented: a test checks the
documentation names it); a module may also define two functions for the documented readings that
are not a rename (a list written as text, a number with its unit):

``ficha(data, lecturas) -> data``
    the sheet's parsed JSON object in canonical form; append each reading to ``lecturas``.
``paso(step, fichas, lecturas) -> step``
    a script step in canonical form; ``fichas`` maps each combatant id to its validated sheet
    (a power named in another case is the sheet's power).

These modules belong to the kernel: they import no ruleset (import-linter checks it), so a
spelling never depends on an engine's code.
"""

from __future__ import annotations

import importlib
import unicodedata
from collections.abc import Callable, Mapping
from functools import cache
from types import ModuleType
from typing import Any

from core.i18n import tr

Lectura = tuple[str, str, str]
"""A reading made: (the field's path, the name as written, the name it is read as)."""

Tabla = Mapping[str, str]
"""Folded written name → canonical name."""

FichaFn = Callable[[dict[str, Any], list[Lectura]], dict[str, Any]]
PasoFn = Callable[[dict[str, Any], Mapping[str, Any], list[Lectura]], dict[str, Any]]


def plegar(name: str) -> str:
    """``"Defensa Física"`` → ``"defensa_fisica"``: lower case, no accents, spaces and hyphens as ``_``."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return "_".join(plain.lower().replace("-", " ").split())


def ruta(base: str, campo: str | int) -> str:
    """``poderes[2].dano``: the path of ``campo`` inside ``base``."""
    if isinstance(campo, int):
        return f"{base}[{campo}]"
    return f"{base}.{campo}" if base else campo


def renombrar_claves(
    data: Mapping[str, Any], tabla: Tabla, donde: str, lecturas: list[Lectura], canonicas: frozenset[str] = frozenset()
) -> dict[str, Any]:
    """``data`` with each key the table names (folded) under its canonical name, and each reading noted.

    A canonical key (in ``canonicas`` or a value of the table) is never renamed, and a key is not
    renamed onto one the object already has: the written one stays, and the model reports it.
    """
    propias = canonicas | frozenset(tabla.values())
    out: dict[str, Any] = {}
    for clave, valor in data.items():
        nueva = clave
        if isinstance(clave, str) and clave not in propias:
            destino = tabla.get(plegar(clave))
            if destino is None and plegar(clave) in propias:
                destino = plegar(clave)
            if destino is not None and destino != clave and destino not in data and destino not in out:
                nueva = destino
                lecturas.append((ruta(donde, destino), clave, destino))
        out[nueva] = valor
    return out


def renombrar_valor(
    valor: Any, tabla: Tabla, donde: str, lecturas: list[Lectura], canonicos: frozenset[str] = frozenset()
) -> Any:
    """A text value the table names (folded), or that folds to one of ``canonicos``, as its canonical value."""
    if not isinstance(valor, str) or valor in canonicos or valor in tabla.values():
        return valor
    plegado = plegar(valor)
    destino = tabla.get(plegado)
    if destino is None and plegado in canonicos | frozenset(tabla.values()):
        destino = plegado
    if destino is None or destino == valor:
        return valor
    lecturas.append((donde, valor, destino))
    return destino


_SHAPE_ERRORS = (TypeError, ValueError, KeyError, IndexError, AttributeError)
"""What reading a malformed shape may raise (data from a hostile file is any JSON)."""


@cache
def _modulo(reglas: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"core.grafias.{reglas}")
    except ModuleNotFoundError as error:
        if error.name == f"core.grafias.{reglas}":
            return None
        raise


def tablas(reglas: str) -> Mapping[str, Tabla]:
    """The named spelling tables of a ruleset (empty when it reads no other names)."""
    modulo = _modulo(reglas)
    found = getattr(modulo, "TABLAS", None) if modulo is not None else None
    return found if isinstance(found, Mapping) else {}


def leer_ficha(reglas: str, data: dict[str, Any]) -> tuple[dict[str, Any], list[Lectura]]:
    """A sheet's parsed data in canonical form, and every reading made."""
    modulo = _modulo(reglas)
    funcion: FichaFn | None = getattr(modulo, "ficha", None) if modulo is not None else None
    lecturas: list[Lectura] = []
    if funcion is None:
        return data, lecturas
    try:
        return funcion(dict(data), lecturas), lecturas
    except _SHAPE_ERRORS:
        # a shape no documented spelling has (a number where a list goes): left as written, for
        # the model to refuse with its field; a hostile file never gets a traceback out of here
        return data, []


def leer_paso(
    reglas: str, step: Mapping[str, Any], index: int, fichas: Mapping[str, Any] | None = None
) -> tuple[dict[str, Any], list[str]]:
    """A script step in canonical form, and each reading made as a sentence for ``advertencias``."""
    modulo = _modulo(reglas)
    funcion: PasoFn | None = getattr(modulo, "paso", None) if modulo is not None else None
    if funcion is None:
        return dict(step), []
    lecturas: list[Lectura] = []
    try:
        out = funcion(dict(step), fichas or {}, lecturas)
    except _SHAPE_ERRORS:
        return dict(step), []  # left as written: check_step refuses the field with its path
    return out, [frase_de_paso(index, lectura) for lectura in lecturas]


def frase_de_paso(index: int, lectura: Lectura) -> str:
    """«Paso 3: «daño» se lee como «dano».»"""
    _campo, original, canonico = lectura
    return tr("Paso {index}: «{original}» se lee como «{canonico}».", index=index, original=original, canonico=canonico)
