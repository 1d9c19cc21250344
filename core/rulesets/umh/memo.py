"""Values derived from one view, worked out once for the length of one read-only query.

``check``, ``legal_actions`` and ``reactions`` read a :class:`BattleView` and change nothing, and one such query
asks the same things many times over (``legal_actions`` checks eight commands, ``reactions`` checks the step once
per option): whether the combat is over, whether a step implies the last player's *PASO TURNO*, whether a skill
may be used now. :func:`en_consulta` opens a query on the view a protocol method receives; while it is open,
a function marked :func:`guardado` answers from what it computed before for that same view and arguments. A
:class:`Resolution` (a state being changed) never opens one, and a call about any other view is computed afresh.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from contextvars import ContextVar
from functools import wraps
from typing import Any, TypeVar

from core.battle import BattleView, Resolution

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])


class _Consulta:
    __slots__ = ("valores", "vista")

    def __init__(self, vista: BattleView) -> None:
        self.vista = vista
        self.valores: dict[Hashable, Any] = {}


_ABIERTA: ContextVar[_Consulta | None] = ContextVar("umh_consulta", default=None)


def en_consulta(method: F) -> F:
    """A protocol method ``(self, view, ...)`` run inside one query on ``view`` (an outer query stays open)."""

    @wraps(method)
    def dentro(self: object, view: BattleView, *args: Any) -> Any:
        if _ABIERTA.get() is not None or isinstance(view, Resolution):
            return method(self, view, *args)
        token = _ABIERTA.set(_Consulta(view))
        try:
            return method(self, view, *args)
        finally:
            _ABIERTA.reset(token)

    return dentro  # type: ignore[return-value]


def guardado(clave: Callable[..., Hashable]) -> Callable[[F], F]:
    """``fn(view, *args)`` computed once per open query on ``view`` and ``clave(*args)``.

    The value must be one nobody changes afterwards (an outcome, an id, a reason, a view that is only read)."""

    def marcar(fn: F) -> F:
        @wraps(fn)
        def guardada(view: BattleView, *args: Any) -> Any:
            abierta = _ABIERTA.get()
            if abierta is None or abierta.vista is not view:
                return fn(view, *args)
            key = (fn, clave(*args))
            try:
                return abierta.valores[key]
            except KeyError:
                value = abierta.valores[key] = fn(view, *args)
                return value

        return guardada  # type: ignore[return-value]

    return marcar


def sin_argumentos() -> tuple[()]:
    return ()
