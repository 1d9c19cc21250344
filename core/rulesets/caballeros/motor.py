"""The `caballeros` ruleset object: the protocol of ``core/ruleset.py``, each method delegating to its module."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core.battle import BattleView, Resolution
from core.contract import StepField
from core.i18n import tr
from core.ruleset import (
    Action,
    ActionOption,
    ActiveCondition,
    CatalogueEntry,
    HouseRule,
    JsonValue,
    Migration,
    Outcome,
    Problem,
    ReactionOption,
)
from core.ruleset_base import RulesetBase
from core.rulesets.caballeros import (
    comprobacion,
    condiciones_declaradas,
    editor,
    pasos_declarados,
    resolucion,
    turnos,
    validacion,
    ventana,
    vivos_declarados,
)
from core.rulesets.caballeros.acciones import ACCIONES
from core.rulesets.caballeros.estado import vivo
from core.rulesets.caballeros.ficha import FichaCaballero
from core.rulesets.caballeros.memo import consulta
from core.rulesets.caballeros.migracion import v1_a_v2
from core.rulesets.caballeros.reglas_caseras import reglas_caseras
from core.sheets import SheetBase
from core.turns import TurnOrder

_EXTRA = (
    "barrera",
    "especial_cosmos",
    "septimo_sentido",
    "puntos_vitales",
    "concentraciones",
    "bono_fortaleza",
    "bono_agilidad",
    "turnos_extra",
    "inmovilizado",
    "resucitado",
)


class Caballeros(RulesetBase):
    """The ruleset object the registry finds as ``core.rulesets.caballeros.RULESET`` (re-exported there)."""

    ACCIONES = ACCIONES
    VIVOS = vivos_declarados.VIVOS
    CONDICIONES = condiciones_declaradas.CONDICIONES

    id = "caballeros"
    nombre = "Caballeros (d9)"
    sheet_model: type[SheetBase] = FichaCaballero
    schema_version = 2
    migrations: Mapping[int, Migration] = {1: v1_a_v2}

    def new_sheet(self, nombre: str) -> FichaCaballero:
        return FichaCaballero(nombre=nombre)

    def validate(self, sheet: SheetBase) -> list[Problem]:
        assert isinstance(sheet, FichaCaballero)
        return validacion.validar(sheet)

    def house_rules(self) -> list[HouseRule]:
        return reglas_caseras()

    def start(self, ctx: Resolution, orden: list[str] | None) -> None:
        turnos.iniciar(ctx, orden)

    def live_values(self, view: BattleView, cid: str) -> dict[str, JsonValue]:
        live = view.live(cid)
        valores: dict[str, Any] = {k: live[k] for k in ("vida", "armadura", "cosmos", "recargas_cosmos")}
        for key in _EXTRA:
            value = live.get(key)
            if value:
                valores[key] = value
        if any(live.get("roturas", {}).values()):
            valores["roturas"] = live["roturas"]
        for key in ("venenos", "efectos", "intervenciones", "percepciones", "invocaciones"):
            if live.get(key):
                valores[key] = live[key]
        if live.get("armadura_rota"):
            valores["armadura_rota"] = True
        elif live.get("arm_perdido"):
            valores["arm_perdido"] = True
        if not vivo(view, cid):
            valores["fuera_de_combate"] = True
        return valores

    def legal_actions(self, view: BattleView, actor: str) -> list[ActionOption]:
        with consulta(view):
            return ventana.legal_actions(view, actor)

    def check(self, view: BattleView, action: Action) -> str | None:
        # No per-call cache here: one check asks for few derived values twice (benchmarks/caballeros.py).
        return comprobacion.motivo(view, action, ACCIONES)

    def step_actions(self) -> Sequence[str]:
        return pasos_declarados.acciones()

    def step_fields(self, accion: str) -> Mapping[str, StepField] | None:
        return pasos_declarados.campos(accion)

    def reactions(self, view: BattleView, action: Action, objetivo: str | None = None) -> list[ReactionOption]:
        with consulta(view):
            return ventana.reactions(view, action, objetivo)

    def resolve(self, ctx: Resolution, action: Action) -> None:
        resolucion.resolver(ctx, action, ACCIONES)

    def outcome(self, view: BattleView) -> Outcome | None:
        en_pie = {view.side(c) for c in view.ids if vivo(view, c)}
        if len(en_pie) > 1:
            return None
        if not en_pie:
            return Outcome(None, tr("Todos los combatientes han caído: empate."))
        bando = en_pie.pop()
        nombres = ", ".join(view.name(c) for c in view.ids if view.side(c) == bando and vivo(view, c))
        return Outcome(bando, tr("Gana {nombres}.", nombres=nombres))

    def turn_order(self, view: BattleView) -> TurnOrder:
        """Only caballeros reads its ``orden`` afresh at every turn: with the house rule «iniciativa: orden»
        the order is the GM's (the document gives no initiative)."""
        if view.option("iniciativa", "orden") == "orden":
            return TurnOrder(True)
        return TurnOrder(
            False,
            tr("Con la regla de la casa «Quién empieza: tirada», el orden lo fija la tirada de 1d9 del principio."),
        )

    # -- typed live state (core.live) ---------------------------------------------------------
    def active_conditions(self, view: BattleView, cid: str) -> list[ActiveCondition]:
        return condiciones_declaradas.activas(view, cid)

    def apply_condition(self, ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
        condiciones_declaradas.aplicar(ctx, cid, condicion, duracion)

    def remove_condition(self, ctx: Resolution, cid: str, condicion: str) -> None:
        condiciones_declaradas.quitar(ctx, cid, condicion)

    def set_by_gm(self, ctx: Resolution, cid: str, key: str, value: JsonValue) -> None:
        vivos_declarados.fijar(ctx, cid, key, value)

    # -- SheetSupport ---------------------------------------------------------------------
    def catalogues(self) -> Mapping[str, list[CatalogueEntry]]:
        return editor.catalogos()

    def why_not_pick(self, sheet: SheetBase, catalogue: str, nombre: str) -> str | None:
        assert isinstance(sheet, FichaCaballero)
        return editor.por_que_no(sheet, catalogue, nombre)

    def derived(self, sheet: SheetBase) -> dict[str, tuple[str, JsonValue]]:
        assert isinstance(sheet, FichaCaballero)
        return editor.derivados(sheet)


RULESET = Caballeros()
