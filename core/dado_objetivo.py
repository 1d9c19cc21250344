"""What the dice themselves must show for a roll to succeed, in the terms a GM types them.

A ruleset states success on the total ("14 o más" on ``1d20+3``); a GM copying a forum roll types
the raw die. :func:`en_el_dado` turns (expression, comparison, target) into the die's own target
("11 o más en el d20"), with nothing recomputed from the rules: only the expression's constant
is taken off.
"""

from __future__ import annotations

from core.dice import Comparison, DiceExpression, parse
from core.i18n import tr


def _rango(comparison: Comparison, target: int) -> tuple[int, int]:
    """The die values (low, high) that meet ``comparison target`` on the die alone (unbounded)."""
    if comparison == ">=":
        return target, 10**9
    if comparison == ">":
        return target + 1, 10**9
    if comparison == "<=":
        return -(10**9), target
    if comparison == "<":
        return -(10**9), target - 1
    return target, target


def _texto(low: int, high: int, sides: int) -> str:
    low, high = max(low, 1), min(high, sides)
    if low > high:
        return tr("ningún resultado del d{caras} basta", caras=sides)
    if low == 1 and high == sides:
        return tr("cualquier resultado del d{caras}", caras=sides)
    if low == high:
        return tr("un {valor} en el d{caras}", valor=low, caras=sides)
    if high == sides:
        return tr("{valor}+ en el d{caras}", valor=low, caras=sides)
    if low == 1:
        return tr("{valor} o menos en el d{caras}", valor=high, caras=sides)
    return tr("{desde}-{hasta} en el d{caras}", desde=low, hasta=high, caras=sides)


def en_el_dado(expression: str | DiceExpression, comparison: Comparison, target: int) -> str:
    """The raw die's target for ``expression comparison target``; "" when no single die decides it
    or when the die is the total itself (``1d20 >= 16``: the ruleset's own words already say it).

    ``1d20+3 >= 14`` → "11+ en el d20"; ``2d20kh1+2 >= 12`` → "al menos un d20 con 10+ en el d20";
    ``2d6 >= 7`` (a sum of dice) → "" (no single die decides it).
    """
    expr = parse(expression) if isinstance(expression, str) else expression
    if len(expr.terms) != 1:
        return ""
    term = expr.terms[0]
    if term.sign < 0 or not (term.count == 1 or term.keep == 1):
        return ""
    if term.count == 1 and not expr.constant:
        return ""
    low, high = _rango(comparison, target - expr.constant)
    texto = _texto(low, high, term.sides)
    if term.count == 1 or low > term.sides or high < 1:
        return texto
    if term.keep_highest == (comparison in (">=", ">")):
        return tr("al menos uno de los {n} dados: {texto}", n=term.count, texto=texto)
    return tr("los {n} dados: {texto}", n=term.count, texto=texto)
