"""The epic20 ruleset object: the kernel protocol plus the sheet-editor support."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from core.battle import BattleView, Resolution
from core.contract import StepField
from core.dice import format_percent, probability
from core.i18n import tr
from core.ruleset import (
    Action,
    ActionOption,
    ActiveCondition,
    BudgetLine,
    CatalogueEntry,
    HouseRule,
    JsonValue,
    Outcome,
    Problem,
    ReactionOption,
)
from core.ruleset_base import RulesetBase
from core.rulesets.epic20 import ataque_extra, editor, pasos_declarados
from core.rulesets.epic20 import condiciones_declaradas as cd
from core.rulesets.epic20 import especiales as esp
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20 import legalidad as acc
from core.rulesets.epic20.acciones import ACCIONES, por_que_no
from core.rulesets.epic20.acciones_legales import opciones
from core.rulesets.epic20.ataque_elegido import expresion, nombre_neto
from core.rulesets.epic20.combate import planificar
from core.rulesets.epic20.consulta import leyendo
from core.rulesets.epic20.coste_acciones import MOVERSE_TRAS_ACTUAR
from core.rulesets.epic20.ficha import FichaEpic20
from core.rulesets.epic20.guion_explicito import canonical_script
from core.rulesets.epic20.puntos_heroe import gastar_puntos_heroe
from core.rulesets.epic20.reglas_caseras import reglas_caseras
from core.rulesets.epic20.turnos import empezar, terminar_turno
from core.rulesets.epic20.validacion import validar
from core.rulesets.epic20.vivos_declarados import VIVOS, fijar, valores_vivos
from core.sheets import SheetBase
from core.turns import TurnOrder


def _ficha(sheet: SheetBase) -> FichaEpic20:
    assert isinstance(sheet, FichaEpic20)
    return sheet


class Epic20(RulesetBase):
    """The ruleset object the registry finds as ``core.rulesets.epic20.RULESET`` (re-exported there)."""

    ACCIONES = ACCIONES
    VIVOS = VIVOS
    CONDICIONES = cd.CONDICIONES
    id = "epic20"
    nombre = "Epic20"
    sheet_model = FichaEpic20
    schema_version = 1
    migrations: Mapping[int, Any] = {}

    # -- sheets ----------------------------------------------------------------------------
    def new_sheet(self, nombre: str) -> FichaEpic20:
        return FichaEpic20(nombre=nombre)

    def validate(self, sheet: SheetBase) -> list[Problem]:
        return validar(_ficha(sheet))

    def catalogues(self) -> Mapping[str, list[CatalogueEntry]]:
        return editor.catalogues()

    def why_not_pick(self, sheet: SheetBase, catalogue: str, nombre: str) -> str | None:
        return editor.why_not_pick(_ficha(sheet), catalogue, nombre)

    def budget(self, sheet: SheetBase) -> list[BudgetLine]:
        return editor.budget(_ficha(sheet))

    def derived(self, sheet: SheetBase) -> dict[str, tuple[str, JsonValue]]:
        return editor.derived(_ficha(sheet))

    def describe_archetype_change(self, sheet: SheetBase, nombre: str | None) -> list[str]:
        """What choosing the archetype ``nombre`` would change (the sheet editor asks the ruleset for it)."""
        return editor.describe_archetype_change(_ficha(sheet), nombre)

    # -- battle ----------------------------------------------------------------------------
    def house_rules(self) -> list[HouseRule]:
        return reglas_caseras()

    def start(self, ctx: Resolution, orden: list[str] | None) -> None:
        empezar(ctx, orden)

    def live_values(self, view: BattleView, cid: str) -> dict[str, JsonValue]:
        return valores_vivos(view, cid)

    def active_conditions(self, view: BattleView, cid: str) -> list[ActiveCondition]:
        return cd.activas(view, cid)

    def apply_condition(self, ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
        cd.aplicar(ctx, cid, condicion, duracion)

    def remove_condition(self, ctx: Resolution, cid: str, condicion: str) -> None:
        cd.quitar(ctx, cid, condicion)

    def set_by_gm(self, ctx: Resolution, cid: str, key: str, value: JsonValue) -> None:
        fijar(ctx, cid, key, value)

    @leyendo
    def legal_actions(self, view: BattleView, actor: str) -> list[ActionOption]:
        return opciones(view, actor)

    def step_actions(self) -> Sequence[str]:
        return pasos_declarados.step_actions()

    def step_fields(self, accion: str) -> Mapping[str, StepField] | None:
        return pasos_declarados.step_fields(accion)

    def canonical_script(self, script: Mapping[str, Any], base: Path) -> tuple[dict[str, Any], list[str]]:
        """The script with what its dice used to decide written out (``guion_explicito``), and the changes."""
        return canonical_script(script, base)

    @leyendo
    def check(self, view: BattleView, action: Action) -> str | None:
        return por_que_no(view, action)

    @leyendo
    def reactions(self, view: BattleView, action: Action, objetivo: str | None = None) -> list[ReactionOption]:
        return self._reacciones(view, action, objetivo)

    def _reacciones(self, view: BattleView, action: Action, pedido: str | None = None) -> list[ReactionOption]:
        """Epic20 has no reaction roll: the target's defence is fixed; the option shows the odds (against
        ``pedido`` when it is one of the targets)."""
        objetivo = pedido if pedido in action.objetivos else action.objetivo
        if action.accion != "atacar" or objetivo is None or por_que_no(view, action):
            return [ReactionOption("ninguna", tr("Sin reacción"))]
        plan = planificar(view, action, objetivo)
        odds = probability(expresion(plan.neto), ">=", plan.necesita)
        detalle = tr(
            "El atacante necesita {necesita}+ ({nombre_neto}): {format_percent}.",
            necesita=plan.necesita,
            nombre_neto=nombre_neto(plan.neto),
            format_percent=format_percent(odds),
        )
        # ``probabilidad`` is the target's side of the odds: the attack misses.
        return [ReactionOption("ninguna", tr("Sin reacción (defensa fija)"), True, "", detalle, float(1 - odds))]

    def resolve(self, ctx: Resolution, action: Action) -> None:
        moribundo = st.tiene_estado(ctx, action.actor, "moribundo")
        if action.accion == "pasar" and moribundo and ctx.turn != action.actor:  # the dying roll: «tirada_moribundo»
            ctx.log(tr("{actor} está moribundo y no hace su tirada.", actor=ctx.name(action.actor)))
            return
        if action.accion == "pasar" and acc.pasar_sin_efecto(ctx, action.actor):
            fuera = ctx.state.get("fin_automatico") != action.actor
            ctx.log(
                tr(
                    "{actor} pasa ({valor}).",
                    actor=ctx.name(action.actor),
                    valor=tr("no puede actuar") if fuera else tr("su turno ya había terminado"),
                )
            )
            if not fuera:
                ctx.set_global("fin_automatico", None)
            return
        en_turno = ctx.turn == action.actor
        previo = ctx.state.get("fin_automatico")
        if en_turno and ataque_extra.pendiente(ctx, action) is not None:  # decided once, before spending actions
            action = replace(action, params={**action.params, "ataque_extra": ataque_extra.en_su_turno(ctx, action)})
        contra = ataque_extra.es_extra(ctx, action) or esp.ataque_provocado(ctx, action)
        mitad = action.accion == "mover" and st.live(ctx, action.actor).get("mitad_pendiente") is True
        interpone = action.accion == "interponerse" and not en_turno
        if action.accion not in ("usar_punto_heroe", "pasar", "tirada_moribundo") and not contra and not mitad:
            disponibles = dict(acc.CONSERVADAS if interpone else st.live(ctx, action.actor).get("acciones", {}))
            quedan = acc.gastar(disponibles, acc.coste(ctx, action))
            if quedan is not None:
                ctx.set(action.actor, "acciones", quedan)
        if mitad:
            ctx.set(
                action.actor,
                "mitad_pendiente",
                False,
                tr("{actor} se mueve la otra mitad.", actor=ctx.name(action.actor)),
            )
        requerida = acc.REQUIERE_MANIOBRA.get(action.accion)
        if requerida and action.param("punto_heroe") == "maniobra" and requerida not in st.maniobras(ctx, action.actor):
            # PUNTOS DE HÉROE: «Ganar 1 maniobra de combate durante 1 turno» (also the ones that do not attack)
            gastar_puntos_heroe(ctx, action.actor, 1, f"maniobra «{requerida}» durante un turno")
            ctx.set(action.actor, "maniobra_temporal", {"nombre": requerida, "ronda": ctx.round})
        ACCIONES.resolve(ctx, action)
        fin_de_turno = action.accion in ("pasar", "tirada_moribundo", "apuntar", "reactivar_equipo")
        automatico = bool(ctx.option("fin_turno_automatico", True)) and self._agotado(ctx, action.actor)
        # a dying roll does not close the window of another whose turn ended by itself and passed to someone else
        ajena = action.accion == "tirada_moribundo" and not en_turno and ctx.turn != previo
        if previo is not None and (previo != action.actor or en_turno) and not ajena:
            ctx.set_global("fin_automatico", None)  # an out-of-turn action of the same actor keeps the window open
        if (fin_de_turno and en_turno) or (en_turno and ctx.turn == action.actor and automatico):
            quedan_movimientos = int(st.live(ctx, action.actor).get("acciones", {}).get("movimiento", 0)) > 0
            terminar_turno(ctx)
            if action.accion != "pasar":
                # a «pasar» of this actor right after is accepted as a no-op (scripts that pass explicitly)
                ctx.set_global("fin_automatico", action.actor)
            if action.accion in acc.DECLARAR_AL_INICIO and quedan_movimientos:
                # declared «al principio del turno»: the move actions it leaves (Parada, Defensa total 2/3…) may follow
                ctx.set(action.actor, "mover_tras_postura", True)
        elif interpone:
            ctx.set(action.actor, "turno_perdido_ronda", ctx.round)
            ctx.set(action.actor, "interpuesto_ronda", ctx.round,
                    tr('{actor} pierde su turno; conserva una acción de movimiento y una de comunicación.', actor=ctx.name(action.actor)))  # fmt: skip

    def _agotado(self, view: BattleView, actor: str) -> bool:
        acciones = st.live(view, actor).get("acciones", {})
        if acciones.get("estandar", 0) > 0:
            return False
        mover_despues = not MOVERSE_TRAS_ACTUAR.isdisjoint(st.maniobras(view, actor))
        return not (mover_despues and acciones.get("movimiento", 0) > 0)

    def turn_order(self, view: BattleView) -> TurnOrder:
        """INICIATIVA fixes the order at the start; «Retrasar acción» moves one's own turn (COMBATE)."""
        return TurnOrder(
            False,
            tr(
                "En Epic20 el orden lo fija la iniciativa tirada al empezar y no se cambia a mano. Un combatiente "
                "puede «Retrasar acción» en su turno."
            ),
            "retrasar",
        )

    def outcome(self, view: BattleView) -> Outcome | None:
        en_pie = {view.side(c) for c in view.ids if not st.fuera_de_combate(view, c)}
        if len(en_pie) == 1:
            bando = en_pie.pop()
            return Outcome(bando, tr("Gana el bando {bando}: sus rivales están fuera de combate.", bando=bando))
        if not en_pie:
            return Outcome(None, tr("Nadie queda en pie."))
        return None


RULESET = Epic20()
