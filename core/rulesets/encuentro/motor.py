"""The encuentro ruleset object: two actions per turn, reactions paid from Puntos de Encuentro, a configurable roll.

Each protocol method delegates to the module that holds it (docs/reglas/encuentro.md, «Módulos»); an action
is dispatched only through ``acciones.ACCIONES``, after what is common to every action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from core.battle import BattleView, Resolution
from core.contract import Refusal, StepField
from core.i18n import tr
from core.ruleset import (
    Action,
    ActionOption,
    ActiveCondition,
    BudgetLine,
    CatalogueEntry,
    HouseRule,
    JsonValue,
    Migration,
    Outcome,
    Problem,
    ReactionOption,
)
from core.ruleset_base import RulesetBase
from core.rulesets.encuentro import (
    ajustes_master,
    condiciones_declaradas,
    consultas_tablero,
    editor,
    estado,
    final,
    inicio,
    menu,
    pasos_declarados,
    reacciones,
    vivos_declarados,
)
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.acciones import ACCIONES
from core.rulesets.encuentro.comunes import TODAS, localizar_implicito
from core.rulesets.encuentro.ficha import FichaEncuentro, nueva_ficha
from core.rulesets.encuentro.validacion import validar
from core.sheets import SheetBase
from core.tablero import Area, Board, BoardSetup, SquareChoice, Token


def _ficha(sheet: SheetBase) -> FichaEncuentro:
    if not isinstance(sheet, FichaEncuentro):
        raise TypeError(tr("La ficha no es de Encuentro."))
    return sheet


class Encuentro(RulesetBase):
    """Rules 002 («Acciones»): see docs/reglas/encuentro.md. Its board queries are its grid's."""

    ACCIONES = ACCIONES
    VIVOS = vivos_declarados.DECLARACIONES
    CONDICIONES = condiciones_declaradas.CONDICIONES

    id = "encuentro"
    nombre = "Encuentro (2 acciones y reacciones)"
    sheet_model: type[SheetBase] = FichaEncuentro
    schema_version = 1
    migrations: Mapping[int, Migration] = {}

    def new_sheet(self, nombre: str) -> SheetBase:
        return nueva_ficha(nombre)

    def validate(self, sheet: SheetBase) -> list[Problem]:
        return validar(_ficha(sheet))

    def house_rules(self) -> list[HouseRule]:
        return op.house_rules()

    def start(self, ctx: Resolution, orden: list[str] | None) -> None:
        inicio.iniciar(ctx, orden)

    def live_values(self, view: BattleView, cid: str) -> dict[str, JsonValue]:
        return estado.live_values(view, cid)

    def legal_actions(self, view: BattleView, actor: str) -> list[ActionOption]:
        return menu.legal_actions(view, actor, self.check)

    def check(self, view: BattleView, action: Action) -> str | None:
        """What every action shares (an action Encuentro has, an actor still in the fight), then its handler."""
        action = localizar_implicito(view, action)
        if action.accion not in ACCIONES:
            return Refusal(
                "accion_desconocida",
                tr(
                    "La acción «{accion}» no existe en Encuentro. Acciones: {join}.",
                    accion=action.accion,
                    join=", ".join(TODAS),
                ),
            )
        if estado.fuera(view, action.actor):
            return Refusal("fuera_de_combate", tr("{actor} está fuera de combate.", actor=view.name(action.actor)))
        return ACCIONES.check(view, action)

    def reactions(self, view: BattleView, action: Action, objetivo: str | None = None) -> list[ReactionOption]:
        # one reaction per action: an attack has a single target
        return reacciones.reacciones_a(view, localizar_implicito(view, action))

    def resolve(self, ctx: Resolution, action: Action) -> None:
        ACCIONES.resolve(ctx, localizar_implicito(ctx, action))

    def outcome(self, view: BattleView) -> Outcome | None:
        return final.resultado(view)

    def step_actions(self) -> Sequence[str]:
        return pasos_declarados.step_actions()

    def step_fields(self, accion: str) -> Mapping[str, StepField] | None:
        return pasos_declarados.step_fields(accion)

    # -- typed live state and conditions (contract §5) ------------------------------------------
    def active_conditions(self, view: BattleView, cid: str) -> list[ActiveCondition]:
        return ajustes_master.active_conditions(view, cid)

    def apply_condition(self, ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
        ajustes_master.apply_condition(ctx, cid, condicion, duracion)

    def remove_condition(self, ctx: Resolution, cid: str, condicion: str) -> None:
        ajustes_master.remove_condition(ctx, cid, condicion)

    def set_by_gm(self, ctx: Resolution, cid: str, key: str, value: JsonValue) -> None:
        ajustes_master.set_by_gm(ctx, cid, key, value)

    # -- the board (core/tablero.py) ------------------------------------------------------------
    def board(self, view: BattleView) -> Board | None:
        return consultas_tablero.board(view)

    def tokens(self, view: BattleView) -> list[Token]:
        return consultas_tablero.tokens(view)

    def board_setup(self) -> BoardSetup:
        """The set-up draws the board's size, its obstacles and the starting squares (reglas_caseras.py)."""
        return BoardSetup(op.POSICIONES, op.ANCHO, op.ALTO, op.OBSTACULOS)

    def square_field(self, view: BattleView, action: Action) -> str | None:
        return consultas_tablero.square_field(action)

    def legal_squares(self, view: BattleView, action: Action, campo: str) -> list[SquareChoice]:
        return consultas_tablero.legal_squares(view, action, campo, self.check)

    def with_square(self, view: BattleView, action: Action, campo: str, sq: tuple[int, int]) -> Action:
        return consultas_tablero.with_square(action, sq)

    def area(self, view: BattleView, action: Action) -> Area | None:
        return consultas_tablero.area(view, action)

    def provokes(self, view: BattleView, action: Action) -> list[str]:
        return consultas_tablero.provokes(view, action)

    # -- sheet editor support ---------------------------------------------------------------
    def catalogues(self) -> Mapping[str, list[CatalogueEntry]]:
        return editor.catalogues()

    def why_not_pick(self, sheet: SheetBase, catalogue: str, nombre: str) -> str | None:
        return editor.why_not_pick(catalogue, nombre)

    def budget(self, sheet: SheetBase) -> list[BudgetLine]:
        return editor.budget(_ficha(sheet))

    def derived(self, sheet: SheetBase) -> dict[str, tuple[str, JsonValue]]:
        return editor.derived(_ficha(sheet))


RULESET = Encuentro()
