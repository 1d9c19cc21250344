"""Derived values kept for the length of one read-only query (``check``, ``legal_actions``, ``reactions``).

A query reads one :class:`BattleView` and changes nothing, so while it runs a value derived from that view
(a knight's damage bonuses, a roll's modifiers, who is still standing, the hits of an action) is the same
every time it is asked for: :func:`memo` keeps it, keyed by the function and its arguments, for as long as
:func:`consulta` is open on that very view. Any other view (a :class:`Resolution` being resolved, whose
state changes as it goes) is never cached. Only immutable values are kept (numbers, flags, frozen hits).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import Any, Concatenate, ParamSpec, TypeVar

from core.battle import BattleView, Resolution

P = ParamSpec("P")
R = TypeVar("R")

_ACTIVA: ContextVar[tuple[BattleView, dict[Any, Any]] | None] = ContextVar("caballeros_memo", default=None)


@contextmanager
def consulta(view: BattleView) -> Iterator[None]:
    """Keep derived values of ``view`` until the query ends (a nested query keeps the outer one's)."""
    if _ACTIVA.get() is not None or isinstance(view, Resolution):
        yield
        return
    token = _ACTIVA.set((view, {}))
    try:
        yield
    finally:
        _ACTIVA.reset(token)


def memo(fn: Callable[Concatenate[BattleView, P], R]) -> Callable[Concatenate[BattleView, P], R]:
    """``fn(view, ...)`` computed once per open :func:`consulta` on ``view`` and arguments."""

    @wraps(fn)
    def guardada(view: BattleView, /, *args: P.args, **kwargs: P.kwargs) -> R:
        activa = _ACTIVA.get()
        if activa is None or activa[0] is not view:
            return fn(view, *args, **kwargs)
        clave = (fn, args, tuple(kwargs.items())) if kwargs else (fn, args)
        tabla = activa[1]
        try:
            valor: R = tabla[clave]
        except KeyError:
            valor = tabla[clave] = fn(view, *args, **kwargs)
        return valor

    return guardada
