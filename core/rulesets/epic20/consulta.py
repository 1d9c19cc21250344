"""Values derived from one view, kept while a read-only query reads it (``check``, ``legal_actions``, ``reactions``).

``legal_actions`` asks why each of some forty actions is not legal, and each reason reads the same derived values
again (the maneuvers known this round, the attacks, the powers that count, the actions a turn starts with). While
a query is open on a :class:`BattleView` (a ruleset method marked :func:`leyendo`) nothing changes it, so
:func:`por_consulta` computes each such value once per combatant. A :class:`Resolution` changes its state as it
resolves: a query is never opened on one, and a function asked about another view than the open query's computes
as always. The kept values are shared between the callers: they only read them.

The open query lives in a :class:`~contextvars.ContextVar`, so a thread (the window's simulations, say) has its
own: one variable holds both the view and its values, read once per kept value.
"""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from functools import wraps
from typing import Any, Concatenate, ParamSpec, TypeVar

from core.battle import BattleView, Resolution

R = TypeVar("R")
S = TypeVar("S")
P = ParamSpec("P")

_CONSULTA: ContextVar[tuple[BattleView, dict[tuple[Any, ...], Any]] | None] = ContextVar(
    "epic20_consulta", default=None
)
"""The view of the open query and the values kept for it, or None when no query is open."""


def leyendo(
    method: Callable[Concatenate[S, BattleView, P], R],
) -> Callable[Concatenate[S, BattleView, P], R]:
    """A ruleset method ``method(self, view, ...)`` that is a read-only query: the derived values of ``view`` are
    kept until it returns; a query inside another keeps the outer one's."""

    @wraps(method)
    def consulta(self: S, view: BattleView, /, *args: P.args, **kwargs: P.kwargs) -> R:
        if isinstance(view, Resolution) or _CONSULTA.get() is not None:
            return method(self, view, *args, **kwargs)
        abierta = _CONSULTA.set((view, {}))
        try:
            return method(self, view, *args, **kwargs)
        finally:
            _CONSULTA.reset(abierta)

    return consulta


def por_consulta(fn: Callable[[BattleView, str], R]) -> Callable[[BattleView, str], R]:
    """``fn(view, cid)`` computed once per combatant while a query is open on that very view."""

    @wraps(fn)
    def una_vez(view: BattleView, cid: str) -> R:
        consulta = _CONSULTA.get()
        if consulta is None or consulta[0] is not view:
            return fn(view, cid)
        valores = consulta[1]
        clave = (fn, cid)
        if clave in valores:
            guardado: R = valores[clave]
            return guardado
        valor = valores[clave] = fn(view, cid)
        return valor

    return una_vez
