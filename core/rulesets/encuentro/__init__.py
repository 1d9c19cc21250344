"""The encuentro ruleset: two actions per turn, reactions paid from Puntos de Encuentro, a configurable roll."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from core.battle import BattleView, Resolution
from core.contract import StepField
from core.i18n import tr
from core.live import Condition, LiveValue
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
from core.rulesets.encuentro import (
    ajustes_master,
    catalogo,
    condiciones_declaradas,
    consultas_tablero,
    estado,
    menu,
    pasos_declarados,
    reglas,
    vivos_declarados,
)
from core.rulesets.encuentro import opciones as op
from core.rulesets.encuentro.ficha import FichaEncuentro, nueva_ficha, validar
from core.sheets import SheetBase
from core.tablero import Area, Board, BoardSetup, SquareChoice, Token


def _ficha(sheet: SheetBase) -> FichaEncuentro:
    if not isinstance(sheet, FichaEncuentro):
        raise TypeError(tr("La ficha no es de Encuentro."))
    return sheet


class Encuentro:
    """Rules 002 («Acciones»): see docs/reglas/encuentro.md."""

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
        estado.iniciar(ctx, orden)

    def live_values(self, view: BattleView, cid: str) -> dict[str, JsonValue]:
        return estado.live_values(view, cid)

    def legal_actions(self, view: BattleView, actor: str) -> list[ActionOption]:
        return menu.legal_actions(view, actor)

    def check(self, view: BattleView, action: Action) -> str | None:
        return reglas.check(view, action)

    def reactions(self, view: BattleView, action: Action, objetivo: str | None = None) -> list[ReactionOption]:
        return reglas.reactions(view, action)  # one reaction per action: an attack has a single target

    def resolve(self, ctx: Resolution, action: Action) -> None:
        reglas.resolve(ctx, action)

    def outcome(self, view: BattleView) -> Outcome | None:
        return reglas.outcome(view)

    def step_actions(self) -> Sequence[str]:
        return pasos_declarados.step_actions()

    def step_fields(self, accion: str) -> Mapping[str, StepField] | None:
        return pasos_declarados.step_fields(accion)

    # -- typed live state and conditions (contract §5) ------------------------------------------
    def live_declarations(self) -> Sequence[LiveValue]:
        return vivos_declarados.declaraciones()

    def conditions(self) -> Sequence[Condition]:
        return condiciones_declaradas.condiciones()

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
        """The set-up draws the board's size, its obstacles and the starting squares (opciones.py)."""
        return BoardSetup(op.POSICIONES, op.ANCHO, op.ALTO, op.OBSTACULOS)

    def square_field(self, view: BattleView, action: Action) -> str | None:
        return consultas_tablero.square_field(action)

    def legal_squares(self, view: BattleView, action: Action, campo: str) -> list[SquareChoice]:
        return consultas_tablero.legal_squares(view, action, campo)

    def with_square(self, view: BattleView, action: Action, campo: str, sq: tuple[int, int]) -> Action:
        return consultas_tablero.with_square(action, sq)

    def area(self, view: BattleView, action: Action) -> Area | None:
        return consultas_tablero.area(view, action)

    def provokes(self, view: BattleView, action: Action) -> list[str]:
        return consultas_tablero.provokes(view, action)

    # -- sheet editor support ---------------------------------------------------------------
    def catalogues(self) -> Mapping[str, list[CatalogueEntry]]:
        return {"acciones": catalogo.entradas()}

    def why_not_pick(self, sheet: SheetBase, catalogue: str, nombre: str) -> str | None:
        if catalogue != "acciones":
            return tr("Encuentro no tiene el catálogo «{catalogue}».", catalogue=catalogue)
        return tr(
            "«{nombre}» es una acción del reglamento: la tiene cualquier personaje, no hace falta añadirla.",
            nombre=nombre,
        )

    def budget(self, sheet: SheetBase) -> list[BudgetLine]:
        return []  # the document sets no build budget

    def derived(self, sheet: SheetBase) -> dict[str, tuple[str, JsonValue]]:
        ficha = _ficha(sheet)
        puntos = ficha.puntos_encuentro
        movimiento = ficha.movimiento
        return {
            "puntos_encuentro": (
                tr("Puntos de Encuentro"),
                puntos if puntos is not None else tr("{valor} (los de la batalla)", valor=op.DEFAULTS[op.PUNTOS]),
            ),
            "movimiento": (
                tr("Movimiento (casillas)"),
                movimiento if movimiento is not None else op.DEFAULTS[op.MOVIMIENTO],
            ),
            "salto": (tr("Salto máximo (casillas)"), max(1, ficha.valor("atletismo"))),
            "valor_ataque": (tr("Valor con el que ataca"), ficha.nombre_valor_ataque),
        }


RULESET = Encuentro()
