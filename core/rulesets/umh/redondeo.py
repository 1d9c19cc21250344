"""Rounding of stats and damage (2.6–2.7), attribute increases (2.8) and the ambidextrous ARMA (12)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction

from core.rulesets.umh.ficha import Arma, Aumento

Numero = int | float | Fraction

MIN_UNO = frozenset({"ref", "vel"})
"""2.6.1.1/2.6.1.2 - REF y VEL no bajan de 1 por redondeo."""

AMBIDIESTRO: dict[int, tuple[Fraction, Fraction]] = {
    0: (Fraction(60, 100), Fraction(60, 100)),
    1: (Fraction(70, 100), Fraction(50, 100)),
    2: (Fraction(80, 100), Fraction(40, 100)),
    3: (Fraction(90, 100), Fraction(30, 100)),
}
"""12.2.1–12.2.4 - multiplicadores (TIER más alto, TIER más bajo) según la diferencia de TIER."""


def redondear_dano(valor: Numero) -> int:
    """2.7.1 - el daño íntegro con decimales se redondea siempre al entero inferior (1402,1 → 1402)."""
    return max(0, math.floor(Fraction(valor)))


def redondear_stat(stat: str, valor: Numero) -> int:
    """2.6.1 - a la baja; REF y VEL nunca por debajo de 1 por redondeo (2.6.1.1–2); VOL puede llegar a 0 (2.6.4)."""
    exact = Fraction(valor)
    result = math.floor(exact)
    if stat in MIN_UNO and exact > 0 and result < 1:
        return 1
    return max(0, result)


def mayor_aumento(aumentos: Iterable[Aumento], atributo: str, tipo: str) -> int:
    """2.8.1/2.8.2 - de varios aumentos del mismo tipo de un atributo solo se aplica el mayor."""
    values = [a.valor for a in aumentos if a.atributo == atributo and a.tipo == tipo]
    return max(values, default=0)


def stat_efectivo(
    stat: str,
    base: int,
    *,
    multiplicador: Fraction = Fraction(1),
    aumentos: Iterable[Aumento] = (),
    tienda: int = 0,
    cero: bool = False,
    conservar: bool = False,
) -> int:
    """A stat after increases, percentage effects and rounding, then the experience shop (2.6.4).

    ``cero`` forces 0 (both legs or both arms disabled, 11.5.4): an explicit reduction to 0,
    not a rounding, so 2.6.1.1–2 do not keep it at 1. ``conservar`` is the other reading of
    2.6.1.1–2: a REF or VEL reduced below 1 keeps its unreduced figure.
    """
    if cero:
        return tienda if tienda > 0 else 0
    numeric = mayor_aumento(aumentos, stat, "numerico")
    rounded = redondear_stat(stat, (base + numeric) * multiplicador)
    if conservar and stat in MIN_UNO and (base + numeric) * multiplicador < 1 <= base + numeric:
        rounded = base + numeric  # house rule: «manteniéndose esta cifra» = keeps the unreduced figure
    return rounded + tienda


def arma_ambidiestra(primera: Arma, segunda: Arma) -> int | None:
    """12.2 - el STAT ARMA con dos armas, o None si la diferencia de TIER pasa de tres.

    12.1.1: armas de distinta clasificación no dan otro beneficio que llevarlas a la vez, así
    que el ARMA es la de la mejor de las dos.
    """
    if primera.clase != segunda.clase:
        return max(primera.arma, segunda.arma)
    high, low = (primera, segunda) if primera.tier >= segunda.tier else (segunda, primera)
    factors = AMBIDIESTRO.get(high.tier - low.tier)
    if factors is None:
        return None
    return redondear_stat("arma", high.arma * factors[0] + low.arma * factors[1])
