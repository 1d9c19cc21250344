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
MODOS = ("gesta", "foro")
"""Who rolls a battle's dice: Gesta, or the players on the forum's roller (typed in)."""


class SeededSource:
    """A seeded dice source that counts the dice it gave (Gesta rolls: ``name`` «aleatorio»)."""

    name = "aleatorio"

    def __init__(self, seed: int | None = None, drawn: int = 0, modo: str | None = None) -> None:
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**32)
        self.drawn = drawn
        self.modo = modo
        """Who rolls this battle's dice: ``gesta`` or ``foro`` (typed from the forum); None: the user's default."""

    def next_value(self, request: RollRequest) -> int:
        value = random.Random(f"gesta:{self.seed}:{self.drawn}").randint(1, request.sides)
        self.drawn += 1
        return value

    def to_json(self) -> dict[str, JsonValue]:
        data: dict[str, JsonValue] = {"semilla": self.seed, "tirados": self.drawn}
        if self.modo is not None:
            data["modo"] = self.modo
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, JsonValue]) -> SeededSource:
        seed, drawn, modo = data.get("semilla"), data.get("tirados", 0), data.get("modo")
        if not isinstance(seed, int) or not isinstance(drawn, int) or isinstance(seed, bool):
            raise ValueError(tr("dados: la semilla y los dados tirados deben ser números enteros."))
        if modo is not None and modo not in MODOS:
            raise ValueError(tr("dados: «modo» debe ser «gesta» o «foro»."))
        return cls(seed, drawn, modo if isinstance(modo, str) else None)
