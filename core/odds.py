"""Exact probabilities of dice expressions.

Odds (:func:`odds`) are exact whenever their work, estimated before computing, fits
:data:`ODDS_BUDGET` (sums of dice of one size and the best or worst die of a pool have closed
forms, so the usual formulas always do); beyond it they are a normal approximation, marked
``exact=False`` and shown as «≈ 44 %». :mod:`core.dice` re-exports them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import accumulate, repeat
from operator import add, mul, sub

from core.dice_notation import MAX_DICE, MAX_TERMS, Comparison, DiceError, DiceExpression, parse_bounded
from core.i18n import tr

ODDS_BUDGET = 40_000
"""The most work (in small integer steps, about a microsecond each) exact odds may take; beyond
it :func:`odds` gives a normal approximation.  See ``benchmarks/dados.py`` for the time it takes."""
MAX_ODDS_DICE = 2 * MAX_DICE
"""Odds also take the difference of two rolls (an opposed roll): up to twice the dice of one."""


@dataclass(frozen=True)
class Odds:
    """A probability and whether it is exact (False: a normal approximation, shown with «≈»)."""

    value: Fraction
    exact: bool = True

    def __float__(self) -> float:
        return float(self.value)


class OddsUnavailable(DiceError):
    """Exact odds would take more work than :data:`ODDS_BUDGET` (see :func:`exact_probability`)."""


@dataclass(frozen=True)
class _Part:
    """One independent piece of a roll, every die turned positive: ``count`` d``sides``, all or the kept ones."""

    count: int
    sides: int
    keep: int | None = None  # None: the sum of every die
    highest: bool = True

    @property
    def low(self) -> int:
        return self.keep or self.count

    @property
    def high(self) -> int:
        return (self.keep or self.count) * self.sides


def _parts(expr: DiceExpression) -> tuple[list[_Part], int]:
    """The roll as positive independent parts plus a constant (``-XdY`` = ``XdY - X(Y+1)``)."""
    constant = expr.constant
    sums: dict[int, int] = {}
    parts: list[_Part] = []
    for term in expr.terms:
        kept = term.keep if term.keep is not None and term.keep < term.count else None
        if term.sign < 0:
            constant -= (kept or term.count) * (term.sides + 1)
        if kept is None:
            sums[term.sides] = sums.get(term.sides, 0) + term.count
        else:
            parts.append(_Part(term.count, term.sides, kept, term.keep_highest == (term.sign > 0)))
    return [_Part(count, sides) for sides, count in sorted(sums.items())] + parts, constant


def _pmf_cost(part: _Part) -> int:
    if part.keep is None:
        return part.count * part.count * part.sides // 2 + 1  # one die at a time, by prefix sums
    if part.keep == 1:
        return 2 * part.sides
    return 2 * part.count * part.sides * part.sides * part.keep  # icepool's pool evaluation, measured


def _size(part: _Part) -> int:
    return part.high - part.low + 1


def _cost(parts: list[_Part]) -> int:
    """The work exact odds of ``parts`` take, estimated before computing them."""
    if len(parts) == 1:
        only = parts[0]
        if only.keep is None:
            return only.count * 4  # the closed form: one binomial term per multiple of the die's size
        if only.keep == 1:
            return 4
        return _pmf_cost(only)
    parts = sorted(parts, key=_size)
    total = sum(_pmf_cost(part) for part in parts)
    size = _size(parts[0])
    for part in parts[1:-1]:
        total += size * _size(part)  # convolving the distributions one after another
        size += _size(part) - 1
    total += size + _size(parts[-1])  # the largest one last, through its running sums
    # the counts are integers of up to Σ count·log2(sides) bits: long ones cost more per step
    bits = sum(part.count * math.log2(part.sides) for part in parts)
    return int(total * max(1.0, bits / 400))


def _sum_at_most(count: int, sides: int, total: int) -> int:
    """How many of the ``sides**count`` rolls of ``count``d``sides`` add up to at most ``total``."""
    if total < count:
        return 0
    if total >= count * sides:
        return int(sides**count)
    ways = 0
    for k in range(min(count, (total - count) // sides) + 1):
        ways += (-1) ** k * math.comb(count, k) * math.comb(total - k * sides, count)
    return ways


def _keep_one_at_most(part: _Part, value: int) -> int:
    """How many rolls of ``part`` (best or worst of ``count``) give at most ``value``."""
    value = max(0, min(part.sides, value))
    if part.highest:
        return int(value**part.count)
    return int(part.sides**part.count - (part.sides - value) ** part.count)


def _pmf(part: _Part) -> list[int]:
    """The number of rolls of ``part`` giving each total from ``part.low`` up (out of ``sides**count``)."""
    if part.keep is None:
        ways, pad = [1], [0] * (part.sides - 1)
        for _ in range(part.count):  # one more die: each total is a window of sides totals before it
            prefix = [0, *accumulate(ways)]
            ways = list(map(sub, prefix[1:] + [prefix[-1]] * (part.sides - 1), pad + prefix[:-1]))
        return ways
    if part.keep == 1:
        return [_keep_one_at_most(part, v) - _keep_one_at_most(part, v - 1) for v in range(1, part.sides + 1)]
    import icepool  # imported lazily: only for pools keeping several dice

    pool = icepool.d(part.sides).pool(part.count)
    die = (pool.highest(part.keep) if part.highest else pool.lowest(part.keep)).sum()
    scale = part.sides**part.count
    return [int(Fraction(die.probability(v)) * scale) for v in range(part.low, part.high + 1)]


def _at_least_exact(parts: list[_Part], constant: int, target: int) -> Fraction:
    """Exactly P(constant + Σ parts ≥ target)."""
    need = target - constant
    denominator = 1
    for part in parts:
        denominator *= part.sides**part.count
    if len(parts) == 1:
        only = parts[0]
        if only.keep is None:
            below = _sum_at_most(only.count, only.sides, need - 1)
        elif only.keep == 1:
            below = _keep_one_at_most(only, need - 1)
        else:
            ways = _pmf(only)
            below = sum(ways[: max(0, min(len(ways), need - only.low))])
        return 1 - Fraction(below, denominator)
    parts = sorted(parts, key=_size)
    low = parts[0].low
    ways = _pmf(parts[0])
    for part in parts[1:-1]:
        other = _pmf(part)
        merged = [0] * (len(ways) + len(other) - 1)
        for i, a in enumerate(ways):
            if a:
                end = i + len(other)
                merged[i:end] = map(add, merged[i:end], map(mul, repeat(a, len(other)), other))
        ways = merged
        low += part.low
    last = parts[-1]
    # at_least[j]: the rolls of the last part giving last.low + j or more (0 past its top)
    at_least = [*reversed(list(accumulate(reversed(_pmf(last))))), 0]
    favourable = 0
    for i, a in enumerate(ways):
        j = max(0, need - low - i - last.low)
        if j < len(at_least):
            favourable += a * at_least[j]
    return Fraction(favourable, denominator)


def _normal_at_least(parts: list[_Part], constant: int, target: int) -> Fraction:
    """P(total ≥ target) from the total's mean and variance (continuity-corrected normal)."""
    mean, variance = float(constant), 0.0
    for part in parts:
        m, v = _moments(part)
        mean, variance = mean + m, variance + v
    if variance <= 0:
        return Fraction(int(mean >= target))
    z = (target - 0.5 - mean) / math.sqrt(variance)
    value = 0.5 * math.erfc(z / math.sqrt(2))
    return Fraction(value).limit_denominator(1_000_000)


def _moments(part: _Part) -> tuple[float, float]:
    """Mean and variance of one part (exact for sums and single dice, order statistics otherwise)."""
    n, m = part.count, part.sides
    if part.keep is None:
        return n * (m + 1) / 2, n * (m * m - 1) / 12
    if part.keep == 1:
        at_most = [(v / m) ** n if part.highest else 1 - ((m - v) / m) ** n for v in range(m + 1)]
        probabilities = [at_most[v] - at_most[v - 1] for v in range(1, m + 1)]
        mean = sum(p * v for v, p in enumerate(probabilities, 1))
        return mean, sum(p * (v - mean) ** 2 for v, p in enumerate(probabilities, 1))
    # the kept dice as order statistics of a continuous uniform scaled to the die
    ranks = range(n - part.keep + 1, n + 1) if part.highest else range(1, part.keep + 1)
    mean = sum(m * j / (n + 1) + 0.5 for j in ranks)
    variance = 0.0
    for i in ranks:
        for j in ranks:
            a, b = min(i, j), max(i, j)
            variance += m * m * a * (n + 1 - b) / ((n + 1) ** 2 * (n + 2))
    return mean, variance + part.keep / 12


def _from_at_least(at_least: Callable[[int], Fraction], comparison: Comparison, target: int) -> Fraction:
    if comparison == ">=":
        value = at_least(target)
    elif comparison == ">":
        value = at_least(target + 1)
    elif comparison == "<=":
        value = 1 - at_least(target + 1)
    elif comparison == "<":
        value = 1 - at_least(target)
    elif comparison == "==":
        value = at_least(target) - at_least(target + 1)
    else:
        raise DiceError(tr("Comparación desconocida «{comparison}».", comparison=comparison))
    return min(Fraction(1), max(Fraction(0), value))


def odds_cost(expression: str) -> int:
    """The estimated work of exact odds for ``expression`` (compare with :data:`ODDS_BUDGET`)."""
    return _cost(_parts(parse_bounded(expression, MAX_ODDS_DICE, 2 * MAX_TERMS))[0])


@lru_cache(maxsize=1024)
def odds(expression: str, comparison: Comparison, target: int) -> Odds:
    """The probability that the total of ``expression`` compares to ``target``, exact when affordable.

    Never slow: exact within :data:`ODDS_BUDGET`, a normal approximation (``exact=False``)
    beyond it.  Raises DiceError only for an expression :func:`parse` refuses (an opposed
    roll may have twice the dice).

    >>> odds("1d9", ">=", 6)
    Odds(value=Fraction(4, 9), exact=True)
    """
    parts, constant = _parts(parse_bounded(expression, MAX_ODDS_DICE, 2 * MAX_TERMS))
    if not parts:
        return Odds(_from_at_least(lambda t: Fraction(int(constant >= t)), comparison, target))
    if _cost(parts) <= ODDS_BUDGET:
        try:
            return Odds(_from_at_least(lambda t: _at_least_exact(parts, constant, t), comparison, target))
        except RecursionError:  # icepool's pool evaluation recurses; never let it escape
            pass
    return Odds(_from_at_least(lambda t: _normal_at_least(parts, constant, t), comparison, target), exact=False)


def probability(expression: str, comparison: Comparison, target: int) -> Fraction:
    """The probability that the total of ``expression`` compares to ``target`` (see :func:`odds`).

    Exact within the work budget, approximate beyond it — always fast, so every caller (the
    rulesets included) may call it before each roll.

    >>> probability("1d9", ">=", 6)
    Fraction(4, 9)
    """
    return odds(expression, comparison, target).value


def probability_or_none(expression: str, comparison: Comparison, target: int) -> Fraction | None:
    """The exact probability, or None when it is beyond the work budget (or the expression is refused)."""
    try:
        found = odds(expression, comparison, target)
    except DiceError:
        return None
    return found.value if found.exact else None


def exact_probability(expression: str, comparison: Comparison, target: int) -> Fraction:
    """The exact probability, or :class:`OddsUnavailable` (a DiceError) beyond the work budget."""
    found = odds(expression, comparison, target)
    if not found.exact:
        raise OddsUnavailable(
            tr("La probabilidad exacta de «{expression}» llevaría demasiado cálculo.", expression=expression)
        )
    return found.value


def format_percent(value: Fraction | float | Odds, *, approximate: bool = False) -> str:
    """A probability as a whole percentage the way a player reads it (``"44 %"``, ``"≈ 44 %"``)."""
    if isinstance(value, Odds):
        approximate = approximate or not value.exact
        value = value.value
    return f"{'≈ ' if approximate else ''}{round(float(value) * 100)} %"
