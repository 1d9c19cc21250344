"""UMH's documented spellings (docs/reglas/umh.md «Nombres para guiones» and «La ficha»), read before the engine.

A sheet or a script step written by hand may spell its keys and values as the rule text does (``"daño"``,
``"Índole": "Ígnea"``, ``"VIT"``), use the synonyms of those tables (``TR`` for ``enfriamiento``, ``PT`` for
``paso_turno``), give a number with its unit (``"2 PA"``) or a list as a text (``"Física, ígnea"``). Each is read
here as its canonical form and reported (:data:`core.grafias.Lectura`); the engine in ``core/rulesets/umh/`` only
ever sees canonical data. This package imports no ruleset: the names it needs (the fields of each part of the sheet,
the states of section 11) come from ``resources/umh/``.

The package, by concept: :mod:`~core.grafias.umh.tablas` (the tables), :mod:`~core.grafias.umh.comun` (the shared
readings: folding, a number with its unit), :mod:`~core.grafias.umh.valores` (índoles, areas, reaches),
:mod:`~core.grafias.umh.efectos`, :mod:`~core.grafias.umh.habilidades`, :mod:`~core.grafias.umh.fichas` (the whole
sheet: :func:`ficha`) and :mod:`~core.grafias.umh.pasos` (a step: :func:`paso`).
"""

from __future__ import annotations

from core.grafias.umh.comun import clave, numero
from core.grafias.umh.efectos import efecto, nombre_de_catalogo, nombre_y_duracion
from core.grafias.umh.fichas import ficha
from core.grafias.umh.habilidades import habilidad
from core.grafias.umh.pasos import paso
from core.grafias.umh.tablas import (
    ACCIONES,
    NOMBRES_DE_CATALOGO,
    NUMEROS_HABILIDAD,
    SUBINDOLES,
    TABLAS,
    VARIACIONES,
)
from core.grafias.umh.valores import alcance, area, indoles

__all__ = [
    "ACCIONES",
    "NOMBRES_DE_CATALOGO",
    "NUMEROS_HABILIDAD",
    "SUBINDOLES",
    "TABLAS",
    "VARIACIONES",
    "alcance",
    "area",
    "clave",
    "efecto",
    "ficha",
    "habilidad",
    "indoles",
    "nombre_de_catalogo",
    "nombre_y_duracion",
    "numero",
    "paso",
]
