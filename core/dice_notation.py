"""Dice notation: ``1d9``, ``1d20+5``, ``2d20kh1``, ``3d20kl1``, sums and differences of dice terms and constants.

The notation covers what the four rule systems need, within bounds (:data:`MAX_DICE` dice,
:data:`MAX_SIDES` faces, :data:`MAX_TERMS` terms), so that a formula typed in a battle's settings can
never make a roll or its odds take minutes. :mod:`core.dice` re-exports it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

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
    return parse_bounded(text, MAX_DICE, MAX_TERMS)


@lru_cache(maxsize=512)
def parse_bounded(text: str, max_dice: int, max_terms: int) -> DiceExpression:
    """:func:`parse` with other bounds on dice and terms (the odds of an opposed roll take two rolls)."""
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
