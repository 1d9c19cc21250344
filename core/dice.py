"""Dice sources (random, scripted, manual) and rolls; the notation and the exact odds, re-exported.

The notation (:mod:`core.dice_notation`: ``1d9``, ``1d20+5``, ``2d20kh1``, within bounds) and the
odds (:mod:`core.odds`: exact within a work budget, else a marked normal approximation) live in
modules of their own; this module re-exports them, so ``core.dice`` stays the one name to import.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

from core.dice_notation import MAX_DICE as MAX_DICE
from core.dice_notation import MAX_LENGTH as MAX_LENGTH
from core.dice_notation import MAX_NUMBER as MAX_NUMBER
from core.dice_notation import MAX_SIDES as MAX_SIDES
from core.dice_notation import MAX_TERMS as MAX_TERMS
from core.dice_notation import Comparison as Comparison
from core.dice_notation import DiceError as DiceError
from core.dice_notation import DiceExhausted as DiceExhausted
from core.dice_notation import DiceExpression as DiceExpression
from core.dice_notation import DiceTerm as DiceTerm
from core.dice_notation import parse as parse
from core.i18n import tr
from core.odds import MAX_ODDS_DICE as MAX_ODDS_DICE
from core.odds import ODDS_BUDGET as ODDS_BUDGET
from core.odds import Odds as Odds
from core.odds import OddsUnavailable as OddsUnavailable
from core.odds import exact_probability as exact_probability
from core.odds import format_percent as format_percent
from core.odds import odds as odds
from core.odds import odds_cost as odds_cost
from core.odds import probability as probability
from core.odds import probability_or_none as probability_or_none


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
