"""The end of an encuentro battle: one side is left standing (the others out of the fight)."""

from __future__ import annotations

from core.battle import BattleView
from core.i18n import tr
from core.ruleset import Outcome
from core.rulesets.encuentro import estado


def resultado(view: BattleView) -> Outcome | None:
    en_pie = {view.side(c) for c in view.ids if not estado.fuera(view, c)}
    if len(en_pie) > 1 or len({view.side(c) for c in view.ids}) < 2:
        return None
    fuera = {c: True for c in view.ids if estado.fuera(view, c)}
    if not en_pie:
        return Outcome(None, tr("Todos han quedado fuera de combate."), fuera)
    bando = en_pie.pop()
    return Outcome(bando, tr("Gana el bando {bando}: sus oponentes están fuera de combate.", bando=bando), fuera)
