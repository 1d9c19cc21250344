"""The registry of a ruleset's actions: one handler per action id, checked and resolved the same way.

Every ruleset keeps its actions in one :class:`Handlers` (its module ``acciones.py``): the ruleset
object does what is common to all its actions (whose turn it is, whether the battle is over), and
then dispatches by action id through the registry. An id the registry does not hold is refused
with the code ``accion_desconocida`` and the closest ids, never looked up by attribute name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.contract import Refusal, did_you_mean
from core.i18n import tr

if TYPE_CHECKING:
    from core.resolution import BattleView, Resolution
    from core.ruleset import Action

CheckFn = Callable[["BattleView", "Action"], "str | None"]
ResolveFn = Callable[["Resolution", "Action"], None]


@dataclass(frozen=True)
class Handler:
    """One action: its id, why it may not be taken now (None when it may) and what it does."""

    accion: str
    check: CheckFn
    resolve: ResolveFn


class Handlers(Mapping[str, Handler]):
    """A ruleset's actions by id, in the order they were declared."""

    def __init__(self, handlers: Iterable[Handler]) -> None:
        self._by_id: dict[str, Handler] = {}
        for handler in handlers:
            if handler.accion in self._by_id:
                raise ValueError(f"two handlers for the action {handler.accion!r}")
            self._by_id[handler.accion] = handler

    def __getitem__(self, accion: str) -> Handler:
        return self._by_id[accion]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_id)

    def __len__(self) -> int:
        return len(self._by_id)

    def ids(self) -> tuple[str, ...]:
        return tuple(self._by_id)

    def unknown(self, accion: str) -> Refusal:
        """The refusal of an action id no handler holds, with the closest ids."""
        return Refusal(
            "accion_desconocida",
            tr("La acción «{accion}» no existe.", accion=accion) + did_you_mean(accion, self._by_id),
        )

    def check(self, view: BattleView, action: Action) -> str | None:
        """Why ``action`` may not be taken now, by its handler (``accion_desconocida`` when there is none)."""
        handler = self._by_id.get(action.accion)
        if handler is None:
            return self.unknown(action.accion)
        return handler.check(view, action)

    def resolve(self, ctx: Resolution, action: Action) -> None:
        """Resolve ``action`` by its handler (the caller has checked it)."""
        self._by_id[action.accion].resolve(ctx, action)
