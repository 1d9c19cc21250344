"""Rolls of encuentro: the configured formula against a target value, effective defences, exact odds."""

from __future__ import annotations

import math
from dataclasses import dataclass

from core import dice
from core.battle import BattleView, Resolution
from core.i18n import tr
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.ficha import FichaEncuentro

DEFENSAS = {"fisica": "defensa_fisica", "mental": "defensa_mental"}


def nombre_defensa(tipo: str) -> str:
    """«Defensa Física» or «Defensa Mental» (``fisica``/``mental``), in the UI's language."""
    return tr("Defensa Física") if tipo == "fisica" else tr("Defensa Mental")


def plural(n: int, singular: str, varios: str) -> str:
    """``1 Punto de Encuentro``, ``2 Puntos de Encuentro``."""
    return f"{n} {singular if n == 1 else varios}"


def puntos_txt(n: int) -> str:
    return plural(n, tr("Punto de Encuentro"), tr("Puntos de Encuentro"))


def ficha(view: BattleView, cid: str) -> FichaEncuentro:
    sheet = view.sheet(cid)
    assert isinstance(sheet, FichaEncuentro)
    return sheet


def valor(view: BattleView, cid: str, nombre: str) -> int:
    return ficha(view, cid).valor(nombre)


def defensa(view: BattleView, cid: str, tipo: str = "fisica") -> int:
    """The effective Defensa Física or Mental: halved while prone, +1 while dodging."""
    base = valor(view, cid, DEFENSAS[tipo])
    live = view.live(cid)
    if live.get("derribado") and (tipo == "fisica" or op.opcion(view, op.DERRIBADO_DEFENSAS) == "ambas"):
        base = math.ceil(base / 2) if op.opcion(view, op.REDONDEO) == "arriba" else base // 2
    if live.get("esquiva"):
        base += 1
    return base


def detalle_defensa(view: BattleView, cid: str, tipo: str = "fisica") -> str:
    """How the effective defence was reached ("Defensa Física 12, derribado → 6, esquiva +1 → 7")."""
    base = valor(view, cid, DEFENSAS[tipo])
    text = f"{nombre_defensa(tipo)} {base}"
    live = view.live(cid)
    actual = base
    if live.get("derribado") and (tipo == "fisica" or op.opcion(view, op.DERRIBADO_DEFENSAS) == "ambas"):
        actual = math.ceil(base / 2) if op.opcion(view, op.REDONDEO) == "arriba" else base // 2
        text += tr(", derribado → {actual}", actual=actual)
    if live.get("esquiva"):
        actual += 1
        text += tr(", esquiva +1 → {actual}", actual=actual)
    return text


@dataclass(frozen=True)
class Tirada:
    """A planned roll: what is rolled, by whom, with which value and bonus, against what."""

    quien: str
    nombre_valor: str
    valor: int
    bono: int
    objetivo: int
    que: str

    def expresion(self, view: BattleView) -> str:
        return op.expresion(view, self.valor + self.bono)

    def probabilidad(self, view: BattleView) -> float:
        return float(dice.probability(self.expresion(view), ">=", self.objetivo))

    def necesita(self, view: BattleView) -> str:
        """The success condition as a player reads it: "13 o más en 1d20+3 (Defensa Física 16)"."""
        return tr(
            "{objetivo} o más con {expresion} ({que})",
            objetivo=self.objetivo,
            expresion=self.expresion(view),
            que=self.que,
        )

    def resumen(self, view: BattleView) -> str:
        return f"{self.necesita(view)}: {dice.format_percent(self.probabilidad(view))}"


def tirar(ctx: Resolution, tirada: Tirada, proposito: str) -> tuple[int, bool]:
    """Roll through ``ctx`` with the exact odds; return the total and whether it succeeded."""
    bono = tr(", +{bono} por puntos", bono=tirada.bono) if tirada.bono else ""
    roll = ctx.roll(
        tirada.expresion(ctx),
        who=tirada.quien,
        purpose=f"{proposito} ({tirada.nombre_valor} {tirada.valor}{bono})",
        success=(">=", tirada.objetivo),
        success_text=tr("{objetivo} o más, {que}", objetivo=tirada.objetivo, que=tirada.que),
    )
    return roll.total, roll.total >= tirada.objetivo


def probabilidad_enfrentada(view: BattleView, a: int, b: int, gana_empate: bool) -> float:
    """Exact probability that a roll with value ``a`` beats (or ties, if it wins ties) one with ``b``."""
    pa = dice.parse(op.expresion(view, a))
    pb = dice.parse(op.expresion(view, b))
    negated = tuple(dice.DiceTerm(t.count, t.sides, t.keep, t.keep_highest, -t.sign) for t in pb.terms)
    diff = str(dice.DiceExpression(pa.terms + negated, pa.constant - pb.constant))
    return float(dice.probability(diff, ">=" if gana_empate else ">", 0))
