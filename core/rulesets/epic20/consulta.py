"""Values derived from one view, kept while a read-only query reads it (``check``, ``legal_actions``, ``reactions``).

``legal_actions`` asks why each of some forty actions is not legal, and each reason reads the same derived values
again (the maneuvers known this round, the attacks, the powers that count, the actions a turn starts with). While
a query is open on a :class:`BattleView` (``with leyendo(view):``) nothing changes it, so :func:`por_consulta`
computes each such value once per combatant. A :class:`Resolution` changes its state as it resolves: a query is
never opened on one, and a function asked about another view than the open query's computes as always. The kept
values are shared between the callers: they only read them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import Any, TypeVar

from core.battle import BattleView, Resolution

R = TypeVar("R")

_LEYENDO: ContextVar[BattleView | None] = ContextVar("epic20_leyendo", default=None)
_VALORES: ContextVar[dict[tuple[Any, ...], Any] | None] = ContextVar("epic20_valores", default=None)


@contextmanager
def leyendo(view: BattleView) -> Iterator[None]:
    """Keep the derived values of ``view`` until the query ends; an inner query keeps the outer one's."""
    if isinstance(view, Resolution) or _LEYENDO.get() is not None:
        yield
        return
    vista, valores = _LEYENDO.set(view), _VALORES.set({})
    try:
        yield
    finally:
        _VALORES.reset(valores)
        _LEYENDO.reset(vista)


def por_consulta(fn: Callable[[BattleView, str], R]) -> Callable[[BattleView, str], R]:
    """``fn(view, cid)`` computed once per combatant while a query is open on that very view."""

    @wraps(fn)
    def una_vez(view: BattleView, cid: str) -> R:
        valores = _VALORES.get()
        if valores is None or _LEYENDO.get() is not view:
            return fn(view, cid)
        clave = (fn, cid)
        if clave not in valores:
            valores[clave] = fn(view, cid)
        valor: R = valores[clave]
        return valor

    return una_vez
