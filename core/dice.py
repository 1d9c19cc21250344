"""Dice notation, dice sources (random, scripted, manual) and exact probabilities.

The notation covers what the four rule systems need: ``1d9``, ``1d20+5``, ``2d20kh1``,
``3d20kl1``, sums and differences of dice terms and constants — within bounds (:data:`MAX_DICE`
dice, :data:`MAX_SIDES` faces, :data:`MAX_TERMS` terms), so that a formula typed in a battle's
settings can never make a roll or its odds take minutes.

Odds (:func:`odds`) are exact whenever their work, estimated before computing, fits
:data:`ODDS_BUDGET` (sums of dice of one size and the best or worst die of a pool have closed
forms, so the usual formulas always do); beyond it they are a normal approximation, marked
``exact=False`` and shown as «≈ 44 %».
"""

from __future__ import annotations

import math
import random
import re
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from itertools import accumulate, repeat
from operator import add, mul, sub
from typing import Literal, Protocol

from core.i18n import tr

Comparison = Literal[">=", ">", "<=", "<", "=="]


class DiceError(ValueError):
    """A dice expression could not be parsed or a die could not be rolled."""


class DiceExhausted(DiceError):
    """A scripted source was asked for more values than it was given."""


@dataclass(frozen=True)
class DiceTerm:
    """``count`` dice of ``sides`` faces, optionally keeping the ``keep`` highest/lowest."""

    count: int
    sides: int
    keep: int | None = None
    keep_highest: bool = True
    sign: int = 1

    def __str__(self) -> str:
        text = f"{self.count}d{self.sides}"
        if self.keep is not None:
            text += f"{'kh' if self.keep_highest else 'kl'}{self.keep}"
        return text


@dataclass(frozen=True)
class DiceExpression:
    """A parsed expression: a sum of dice terms and a constant."""

    terms: tuple[DiceTerm, ...]
    constant: int = 0

    def __str__(self) -> str:
        parts: list[str] = []
        for term in self.terms:
            sign = "-" if term.sign < 0 else "+"
            parts.append(f"{sign}{term}")
        if self.constant:
            parts.append(f"{'-' if self.constant < 0 else '+'}{abs(self.constant)}")
        text = "".join(parts)
        return text[1:] if text.startswith("+") else text or "0"

    @property
    def dice_count(self) -> int:
        """How many physical dice a roll of this expression needs."""
        return sum(term.count for term in self.terms)


_TOKEN = re.compile(r"\s*([+-])?\s*(?:(\d*)d(\d+)(?:(kh|kl)(\d+))?|(\d+))\s*", re.IGNORECASE)

MAX_DICE = 100
"""The most dice an expression may roll in all (``100d6``, ``50d6+50d6``)."""
MAX_SIDES = 1000
"""The most faces a die may have."""
MAX_TERMS = 8
"""The most terms (dice and numbers) an expression may have."""
MAX_NUMBER = 1_000_000_000
"""The largest number written in an expression."""
MAX_LENGTH = 200
"""The longest expression, in characters."""


def parse(text: str) -> DiceExpression:
    """Parse dice notation such as ``2d20kh1+5``; raise DiceError with a Spanish message.

    Expressions beyond :data:`MAX_DICE` dice, :data:`MAX_SIDES` faces, :data:`MAX_TERMS` terms
    or :data:`MAX_LENGTH` characters are refused, naming the limit.
    """
    return _parse(text, MAX_DICE, MAX_TERMS)


@lru_cache(maxsize=512)
def _parse(text: str, max_dice: int, max_terms: int) -> DiceExpression:
    source = text.strip().lower()
    if not source:
        raise DiceError(tr("La expresión de dados está vacía."))
    if len(source) > MAX_LENGTH:
        raise DiceError(
            tr("La expresión de dados es demasiado larga: el máximo es {limit} caracteres.", limit=MAX_LENGTH)
        )
    terms: list[DiceTerm] = []
    constant = 0
    position = 0
    pieces = 0
    while position < len(source):
        match = _TOKEN.match(source, position)
        if not match or match.end() == position:
            raise DiceError(
                tr(
                    "No entiendo la expresión de dados «{text}» (posición {position}).",
                    text=text,
                    position=position + 1,
                )
            )
        sign_text, count_text, sides_text, keep_kind, keep_text, number_text = match.groups()
        if sign_text is None and pieces:
            raise DiceError(tr("Falta un signo + o - en la expresión de dados «{text}».", text=text))
        pieces += 1
        if pieces > max_terms:
            raise DiceError(
                tr(
                    "La expresión de dados «{text}» tiene demasiados términos: el máximo es {limit}.",
                    text=text,
                    limit=max_terms,
                )
            )
        sign = -1 if sign_text == "-" else 1
        numbers = [t for t in (count_text, sides_text, keep_text, number_text) if t]
        if any(len(t) > 10 or int(t) > MAX_NUMBER for t in numbers):
            raise DiceError(
                tr(
                    "Un número de la expresión de dados «{text}» pasa de {limit}.",
                    text=text,
                    limit=f"{MAX_NUMBER:,}".replace(",", "."),
                )
            )
        if number_text is not None:
            constant += sign * int(number_text)
        else:
            count = int(count_text) if count_text else 1
            sides = int(sides_text)
            if count < 1 or sides < 1:
                raise DiceError(tr("Número de dados o de caras fuera de rango en «{text}».", text=text))
            if sides > MAX_SIDES:
                raise DiceError(
                    tr(
                        "Un dado de «{text}» tiene {sides} caras: el máximo es {limit}.",
                        text=text,
                        sides=sides,
                        limit=MAX_SIDES,
                    )
                )
            keep = int(keep_text) if keep_text else None
            if keep is not None and not 1 <= keep <= count:
                raise DiceError(
                    tr("No se pueden conservar {keep} de {count} dados en «{text}».", keep=keep, count=count, text=text)
                )
            terms.append(DiceTerm(count, sides, keep, keep_kind != "kl", sign))
            if sum(t.count for t in terms) > max_dice:
                raise DiceError(
                    tr(
                        "La expresión de dados «{text}» tira demasiados dados: el máximo es {limit}.",
                        text=text,
                        limit=max_dice,
                    )
                )
        position = match.end()
    return DiceExpression(tuple(terms), constant)


@dataclass(frozen=True)
class RollRequest:
    """What a source is asked for: one die of ``sides`` faces, with context for a human.

    ``purpose`` says in Spanish what the die decides ("Esquivar de Aldebarán") and
    ``success`` is an optional description of what counts as success ("6-9"), with its
    exact ``probability`` of success when the caller knows it.
    """

    sides: int
    purpose: str = ""
    who: str = ""
    success: str = ""
    probability: float | None = None
    index: int = 1
    """Which die of the roll this is (1-based), out of ``count`` (``2d20kh1``: 1 of 2, then 2 of 2)."""
    count: int = 1
    approximate: bool = False
    die_success: str = ""
    """What this die itself must show ("11+ en el d20") when ``success`` speaks of the total."""
    """``probability`` is an approximation (odds beyond the work budget): shown as «≈ 44 %»."""


class DiceSource(Protocol):
    """Anything that can produce the value of one die."""

    name: str

    def next_value(self, request: RollRequest) -> int: ...


class RandomSource:
    """Pseudo-random dice from a seed: the same seed gives the same rolls."""

    name = "aleatorio"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self._rng = random.Random(self.seed)

    def next_value(self, request: RollRequest) -> int:
        return self._rng.randint(1, request.sides)


class ScriptedSource:
    """Dice from a given queue of values, for tests, scripts and replays."""

    name = "guion"

    def __init__(self, values: Iterable[int] = ()) -> None:
        self._queue: deque[int] = deque(values)

    def push(self, values: Iterable[int]) -> None:
        self._queue.extend(values)

    @property
    def remaining(self) -> list[int]:
        return list(self._queue)

    def next_value(self, request: RollRequest) -> int:
        if not self._queue:
            what = f" ({request.purpose})" if request.purpose else ""
            raise DiceExhausted(f"Faltan dados: se necesitaba un d{request.sides}{what}.")
        value = self._queue.popleft()
        if not 1 <= value <= request.sides:
            raise DiceError(
                f"El valor {value} no es posible en un d{request.sides}"
                f"{' (' + request.purpose + ')' if request.purpose else ''}."
            )
        return value


class ManualSource:
    """Dice typed by the user from the forum's roller: ``ask`` is called for each die.

    ``ask`` returns the value, or None when the user cancels, which aborts the action.
    """

    name = "manual"

    def __init__(self, ask: Callable[[RollRequest], int | None]) -> None:
        self._ask = ask

    def next_value(self, request: RollRequest) -> int:
        value = self._ask(request)
        if value is None:
            raise RollCancelled(tr("Tirada cancelada por el usuario."))
        if not 1 <= value <= request.sides:
            raise DiceError(tr("El valor {value} no es posible en un d{sides}.", value=value, sides=request.sides))
        return value


class RollCancelled(DiceError):
    """The user cancelled a manual roll."""


@dataclass(frozen=True)
class Roll:
    """A recorded roll: expression, the values of every die, the total and the source."""

    expression: str
    values: tuple[int, ...]
    total: int
    source: str
    kept: tuple[int, ...] = field(default=())

    def to_json(self) -> dict[str, object]:
        return {
            "expresion": self.expression,
            "valores": list(self.values),
            "conservados": list(self.kept),
            "total": self.total,
            "fuente": self.source,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Roll:
        values = data.get("valores", [])
        kept = data.get("conservados", [])
        total = data.get("total", 0)
        assert isinstance(values, list) and isinstance(kept, list) and isinstance(total, int)
        return cls(
            str(data.get("expresion", "")),
            tuple(int(v) for v in values),
            total,
            str(data.get("fuente", "")),
            tuple(int(v) for v in kept),
        )


def roll(
    expression: str | DiceExpression,
    source: DiceSource,
    *,
    purpose: str = "",
    who: str = "",
    success: str = "",
    probability: float | None = None,
    approximate: bool = False,
    die_success: str = "",
) -> Roll:
    """Roll an expression with a source, die by die, and record the result."""
    expr = parse(expression) if isinstance(expression, str) else expression
    values: list[int] = []
    kept_all: list[int] = []
    total = expr.constant
    count = expr.dice_count
    for term in expr.terms:
        term_values: list[int] = []
        for _ in range(term.count):
            index = len(values) + len(term_values) + 1
            request = RollRequest(
                term.sides, purpose, who, success, probability, index, count, approximate, die_success
            )
            term_values.append(source.next_value(request))
        values.extend(term_values)
        kept = term_values
        if term.keep is not None:
            kept = sorted(term_values, reverse=term.keep_highest)[: term.keep]
        kept_all.extend(kept)
        total += term.sign * sum(kept)
    return Roll(str(expr), tuple(values), total, source.name, tuple(kept_all))


# -- odds ----------------------------------------------------------------------------------

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
    return _cost(_parts(_parse(expression, MAX_ODDS_DICE, 2 * MAX_TERMS))[0])


@lru_cache(maxsize=1024)
def odds(expression: str, comparison: Comparison, target: int) -> Odds:
    """The probability that the total of ``expression`` compares to ``target``, exact when affordable.

    Never slow: exact within :data:`ODDS_BUDGET`, a normal approximation (``exact=False``)
    beyond it.  Raises DiceError only for an expression :func:`parse` refuses (an opposed
    roll may have twice the dice).

    >>> odds("1d9", ">=", 6)
    Odds(value=Fraction(4, 9), exact=True)
    """
    parts, constant = _parts(_parse(expression, MAX_ODDS_DICE, 2 * MAX_TERMS))
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
