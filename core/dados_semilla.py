"""The battle's own seeded dice: the same seed and the same count of dice drawn give the same next die.

Each die is derived from the seed and its place in the battle (the n-th die Gesta rolls), not
from a generator's hidden state, so a battle keeps only two numbers (``semilla``, ``tirados``)
in its file and its journal, and a reopened or resumed battle goes on with exactly the dice the
window would have rolled next.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from core.dice import RollRequest
from core.i18n import tr
from core.ruleset import JsonValue

MAX_SEMILLA = 2**63 - 1


class SeededSource:
    """A seeded dice source that counts the dice it gave (Gesta rolls: ``name`` «aleatorio»)."""

    name = "aleatorio"

    def __init__(self, seed: int | None = None, drawn: int = 0) -> None:
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self.drawn = drawn

    def next_value(self, request: RollRequest) -> int:
        value = random.Random(f"gesta:{self.seed}:{self.drawn}").randint(1, request.sides)
        self.drawn += 1
        return value

    def to_json(self) -> dict[str, JsonValue]:
        return {"semilla": self.seed, "tirados": self.drawn}

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue]) -> SeededSource:
        seed, drawn = data.get("semilla"), data.get("tirados", 0)
        if not isinstance(seed, int) or not isinstance(drawn, int) or isinstance(seed, bool):
            raise ValueError(tr("dados: la semilla y los dados tirados deben ser números enteros."))
        return cls(seed, drawn)
