"""Dice notation, dice sources (random, scripted, manual) and exact probabilities.

The notation covers what the four rule systems need: ``1d9``, ``1d20+5``, ``2d20kh1``,
``3d20kl1``, sums and differences of dice terms and constants.
"""

from __future__ import annotations

import random
import re
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Literal, Protocol

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


@lru_cache(maxsize=512)
def parse(text: str) -> DiceExpression:
    """Parse dice notation such as ``2d20kh1+5``; raise DiceError with a Spanish message."""
    source = text.strip().lower()
    if not source:
        raise DiceError("La expresión de dados está vacía.")
    terms: list[DiceTerm] = []
    constant = 0
    position = 0
    first = True
    while position < len(source):
        match = _TOKEN.match(source, position)
        if not match or match.end() == position:
            raise DiceError(f"No entiendo la expresión de dados «{text}» (posición {position + 1}).")
        sign_text, count_text, sides_text, keep_kind, keep_text, number_text = match.groups()
        if sign_text is None and not first:
            raise DiceError(f"Falta un signo + o - en la expresión de dados «{text}».")
        sign = -1 if sign_text == "-" else 1
        if number_text is not None:
            constant += sign * int(number_text)
        else:
            count = int(count_text) if count_text else 1
            sides = int(sides_text)
            if count < 1 or count > 100 or sides < 1 or sides > 1000:
                raise DiceError(f"Número de dados o de caras fuera de rango en «{text}».")
            keep = int(keep_text) if keep_text else None
            if keep is not None and not 1 <= keep <= count:
                raise DiceError(f"No se pueden conservar {keep} de {count} dados en «{text}».")
            terms.append(DiceTerm(count, sides, keep, keep_kind != "kl", sign))
        position = match.end()
        first = False
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
            raise RollCancelled("Tirada cancelada por el usuario.")
        if not 1 <= value <= request.sides:
            raise DiceError(f"El valor {value} no es posible en un d{request.sides}.")
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
            request = RollRequest(term.sides, purpose, who, success, probability, index, count)
            term_values.append(source.next_value(request))
        values.extend(term_values)
        kept = term_values
        if term.keep is not None:
            kept = sorted(term_values, reverse=term.keep_highest)[: term.keep]
        kept_all.extend(kept)
        total += term.sign * sum(kept)
    return Roll(str(expr), tuple(values), total, source.name, tuple(kept_all))


@lru_cache(maxsize=1024)
def probability(expression: str, comparison: Comparison, target: int) -> Fraction:
    """Exact probability that the total of ``expression`` compares to ``target``.

    >>> probability("1d9", ">=", 6)
    Fraction(4, 9)
    """
    import icepool  # imported lazily: only needed when odds are shown

    expr = parse(expression)
    total: icepool.Die = icepool.Die([expr.constant])
    for term in expr.terms:
        if term.keep is None:
            die = term.count @ icepool.d(term.sides)
        else:
            pool = icepool.d(term.sides).pool(term.count)
            kept = pool.highest(term.keep) if term.keep_highest else pool.lowest(term.keep)
            die = kept.sum()
        total = total + die if term.sign > 0 else total - die
    result = total.probability(comparison, target)
    return Fraction(result)


def format_percent(value: Fraction | float) -> str:
    """A probability as a whole percentage the way a player reads it (``"44 %"``)."""
    return f"{round(float(value) * 100)} %"
