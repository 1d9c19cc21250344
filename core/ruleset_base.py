"""The base every ruleset object extends (docs/arquitectura.md, «One ruleset shape»).

A ruleset object is mostly delegation to the modules of the common layout; what is the same in
all four lives here:

- its actions are its ``ACCIONES`` registry (:class:`core.handlers.Handlers`): an id the
  registry lacks is refused as ``accion_desconocida``; the four rulesets first check what all
  their actions share (whose turn it is, alternancia, an implied pass) and then dispatch through
  it, and a new ruleset whose actions share nothing may keep :meth:`check` and :meth:`resolve`;
- its typed live values and conditions are ``VIVOS`` and ``CONDICIONES`` (core/live.py);
- without a board (caballeros, epic20) every board query answers «none» (core/tablero.py); a
  ruleset with one overrides them;
- the sheet editor's support has no budget lines unless the ruleset counts points;
- the turn order stays as the battle began unless the ruleset says who may change it
  (:class:`core.turns.TurnOrder`).

The rest of the protocol (``core/ruleset.py``) each ruleset writes, since its rules differ.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from core.tablero import SinTablero
from core.turns import TurnOrder, fixed_by_the_rules

if TYPE_CHECKING:
    from core.handlers import Handlers
    from core.live import Condition, LiveValue
    from core.resolution import BattleView, Resolution
    from core.ruleset import Action, BudgetLine
    from core.sheets import SheetBase


class RulesetBase(SinTablero):
    """What the four ruleset objects share: the registry of actions, the declared state, no board."""

    ACCIONES: ClassVar[Handlers]
    """Every action of the ruleset, one handler per id (its module ``acciones.py``)."""
    VIVOS: ClassVar[Sequence[LiveValue]]
    """Its typed live values (module ``vivos_declarados.py``)."""
    CONDICIONES: ClassVar[Sequence[Condition]]
    """Its conditions and states (module ``condiciones_declaradas.py``)."""

    def check(self, view: BattleView, action: Action) -> str | None:
        return self.ACCIONES.check(view, action)

    def resolve(self, ctx: Resolution, action: Action) -> None:
        self.ACCIONES.resolve(ctx, action)

    def live_declarations(self) -> Sequence[LiveValue]:
        return self.VIVOS

    def conditions(self) -> Sequence[Condition]:
        return self.CONDICIONES

    def budget(self, sheet: SheetBase) -> list[BudgetLine]:
        return []

    def turn_order(self, view: BattleView) -> TurnOrder:
        """Who decides the turn order once the battle has begun (by default the rules: it stays)."""
        return fixed_by_the_rules()

    def set_up_order_note(self) -> str | None:
        """Where the set-up's order is ignored, the sentence that says so (by default it is not)."""
        return None
