"""A tiny stand-in ruleset used to test the kernel without any real rule system."""

from __future__ import annotations

from typing import Any, Literal

from core.battle import BattleView, Resolution
from core.contract import StepField, fields
from core.ruleset import Action, ActionOption, HouseRule, Outcome, Problem, ReactionOption
from core.sheets import SheetBase
from core.turns import advance_turn, not_your_turn


class FichaDuelo(SheetBase):
    reglas: Literal["duelo"] = "duelo"
    version: int = 2
    vida: int = 10
    dano: int = 3


def _v1_a_v2(data: dict[str, Any]) -> dict[str, Any]:
    data = dict(data)
    if "pv" in data:
        data["vida"] = data.pop("pv")
    return data


class Duelo:
    id = "duelo"
    nombre = "Duelo simple"
    sheet_model = FichaDuelo
    schema_version = 2
    migrations = {1: _v1_a_v2}

    def new_sheet(self, nombre: str) -> FichaDuelo:
        return FichaDuelo(nombre=nombre)

    def validate(self, sheet: SheetBase) -> list[Problem]:
        assert isinstance(sheet, FichaDuelo)
        return [Problem("vida", "La vida debe ser positiva.")] if sheet.vida <= 0 else []

    def house_rules(self) -> list[HouseRule]:
        return [HouseRule("esquiva_minima", "Resultado mínimo para esquivar", 5, (4, 5, 6))]

    def start(self, ctx: Resolution, orden: list[str] | None) -> None:
        for cid in ctx.ids:
            sheet = ctx.sheet(cid)
            assert isinstance(sheet, FichaDuelo)
            ctx.set(cid, "vida", sheet.vida)
        if orden is None:
            rolls = {cid: ctx.roll("1d6", who=cid, purpose="Iniciativa").total for cid in ctx.ids}
            orden = sorted(ctx.ids, key=lambda c: -rolls[c])
        ctx.set_global("orden", orden)
        ctx.set_global("turno", orden[0])

    def live_values(self, view: BattleView, cid: str) -> dict[str, Any]:
        return {"vida": view.live(cid)["vida"]}

    def legal_actions(self, view: BattleView, actor: str) -> list[ActionOption]:
        reason = not_your_turn(view, actor)
        return [
            ActionOption("golpe", "Golpe", reason is None, reason or "", objetivos=1),
            ActionOption("pasar", "Pasar", reason is None, reason or ""),
        ]

    def step_actions(self) -> list[str]:
        return ["golpe", "pasar"]

    def step_fields(self, accion: str) -> dict[str, StepField] | None:
        if accion == "golpe":
            return fields(StepField("fuerza", "entero", "Fuerza", minimo=1, maximo=3))
        return {} if accion == "pasar" else None

    def check(self, view: BattleView, action: Action) -> str | None:
        reason = not_your_turn(view, action.actor)
        if reason:
            return reason
        if action.accion not in {"golpe", "pasar"}:
            return f"La acción «{action.accion}» no existe en el duelo simple."
        if action.accion == "golpe" and action.objetivo is None:
            return "El golpe necesita un objetivo."
        return None

    def reactions(self, view: BattleView, action: Action, objetivo: str | None = None) -> list[ReactionOption]:
        return [ReactionOption("esquivar", "Esquivar"), ReactionOption("ninguna", "Ninguna")]

    def resolve(self, ctx: Resolution, action: Action) -> None:
        if action.accion == "golpe":
            target = action.objetivo
            assert target is not None
            if action.respuesta == "esquivar":
                minimum = int(ctx.option("esquiva_minima"))
                dodge = ctx.roll("1d6", who=target, purpose="Esquivar", success=(">=", minimum))
                if dodge.total >= minimum:
                    ctx.log(f"{ctx.name(target)} esquiva.")
                    advance_turn(ctx)
                    return
            sheet = ctx.sheet(action.actor)
            assert isinstance(sheet, FichaDuelo)
            life = max(0, ctx.live(target)["vida"] - sheet.dano)
            ctx.set(target, "vida", life, f"{ctx.name(target)} recibe {sheet.dano} de daño (vida {life}).")
        advance_turn(ctx)

    def outcome(self, view: BattleView) -> Outcome | None:
        standing = {view.side(c) for c in view.ids if view.live(c)["vida"] > 0}
        if len(standing) == 1:
            side = standing.pop()
            return Outcome(side, f"Gana el bando {side}.")
        return None


RULESET = Duelo()
