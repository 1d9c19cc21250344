"""Epic20's documented spellings: the other names a hand-written sheet or script step may use.

Every entry is named in docs/reglas/epic20.md («La ficha», «Otras formas escritas a mano», «Turno», «Huecos y
decisiones») or docs/guion-de-batalla.md; the engine (``core/rulesets/epic20/``) receives canonical data only.
Besides the tables, two documented readings are not a plain rename and are functions here: a number written as the
document writes it («1/2», «½», «0,5») and a name compared with the catalogue's (``resources/epic20/``) without case,
accents or punctuation («artista marcial», «Percepcion visual», «ataque poderoso»).

This package imports no ruleset: the catalogue names are read from ``resources/epic20/`` and the sheets are read by
attribute (``fichas`` are the validated sheets of the script's combatants).

The package, by concept: :mod:`~core.grafias.epic20.tablas` (the tables), :mod:`~core.grafias.epic20.nombres` (names
compared with the catalogue's), :mod:`~core.grafias.epic20.poderes`, :mod:`~core.grafias.epic20.equipo`,
:mod:`~core.grafias.epic20.fichas` (the whole sheet: :func:`ficha`) and :mod:`~core.grafias.epic20.pasos` (a step:
:func:`paso`).
"""

from __future__ import annotations

from core.grafias.epic20.fichas import ficha, numero_escrito
from core.grafias.epic20.nombres import (
    nombre_de_complicacion,
    nombre_de_habilidad,
    nombre_de_maniobra,
    nombre_de_poder,
    nombre_de_ventaja,
    suelta,
)
from core.grafias.epic20.pasos import leer_accion, paso
from core.grafias.epic20.tablas import ACCIONES, ATRIBUTOS, DEBILITAR, TABLAS, USOS_HEROE

__all__ = [
    "ACCIONES",
    "ATRIBUTOS",
    "DEBILITAR",
    "TABLAS",
    "USOS_HEROE",
    "ficha",
    "leer_accion",
    "nombre_de_complicacion",
    "nombre_de_habilidad",
    "nombre_de_maniobra",
    "nombre_de_poder",
    "nombre_de_ventaja",
    "numero_escrito",
    "paso",
    "suelta",
]
