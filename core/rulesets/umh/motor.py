"""The UMH ruleset object: the kernel protocol wired to the modules of this package."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from core.battle import BattleView, IllegalAction, Resolution
from core.contract import Refusal, StepField, did_you_mean
from core.i18n import tr
from core.ruleset import Action, ActionOption, HouseRule, JsonValue, Migration, Outcome, Problem, ReactionOption
from core.ruleset_base import RulesetBase
from core.rulesets.umh import (
    ajustes_master,
    comandos,
    comprobar_habilidad,
    consultas_mapa,
    final,
    implicito,
    ofertas,
)
from core.rulesets.umh.acciones import ACCIONES, TRAS_EL_FINAL
from core.rulesets.umh.activas import de_preparacion
from core.rulesets.umh.condiciones_declaradas import CONDICIONES
from core.rulesets.umh.editor import SoporteFicha
from core.rulesets.umh.estado import activos, ficha, iniciales, tier_vol
from core.rulesets.umh.ficha import FichaUmh, Habilidad
from core.rulesets.umh.mapa import casillas_iniciales
from core.rulesets.umh.memo import en_consulta
from core.rulesets.umh.pasos_declarados import campos_del_paso
from core.rulesets.umh.reglas_caseras import reglas_caseras
from core.rulesets.umh.turnos import comenzar_combate
from core.rulesets.umh.uso import coste
from core.rulesets.umh.validacion import validar
from core.rulesets.umh.vivos_declarados import VIVOS
from core.sheets import SheetBase
from core.tablero import Area, Board, BoardSetup, SquareChoice, Token
from core.turns import TurnOrder

if TYPE_CHECKING:
    from core.ruleset import ActiveCondition


class Umh(SoporteFicha, RulesetBase):
    """The ruleset object the registry finds as ``core.rulesets.umh.RULESET`` (re-exported there); its
    board queries are its optional map's."""

    ACCIONES = ACCIONES
    VIVOS = VIVOS
    CONDICIONES = CONDICIONES
    id = "umh"
    nombre = "UMHRPG"
    sheet_model = FichaUmh
    schema_version = 1
    migrations: dict[int, Migration] = {}

    def new_sheet(self, nombre: str) -> FichaUmh:
        return FichaUmh(nombre=nombre)

    def validate(self, sheet: SheetBase) -> list[Problem]:
        assert isinstance(sheet, FichaUmh)
        return validar(sheet)

    def house_rules(self) -> list[HouseRule]:
        return reglas_caseras()

    def start(self, ctx: Resolution, orden: list[str] | None) -> None:
        sides = {ctx.side(c) for c in ctx.ids}
        if len(sides) != 2:
            raise IllegalAction(
                Refusal(
                    "bandos_no_validos",
                    tr(
                        "1.2.1 - Los combates se dividen en dos bandos (atacante y defensor); este tiene {n_sides}.",
                        n_sides=len(sides),
                    ),
                )
            )
        reserve_raw = ctx.option("reserva", [])
        reserve = {str(c) for c in reserve_raw} if isinstance(reserve_raw, list) else set()
        reserve |= {c for c in ctx.ids if ficha(ctx, c).en_reserva}  # 1.2.4: the sheet says it starts outside
        unknown = reserve - set(ctx.ids)
        if unknown:
            raise IllegalAction(
                Refusal(
                    "ajuste_no_valido",
                    tr("La reserva nombra combatientes que no existen: {join}.", join=", ".join(sorted(unknown))),
                )
            )
        listed = list(orden) if orden else list(ctx.ids)
        aggressor = str(ctx.option("agresor", "") or listed[0])
        if aggressor not in ctx.combatants or aggressor in reserve:
            raise IllegalAction(
                Refusal(
                    "ajuste_no_valido",
                    tr(
                        "El agresor «{aggressor}» debe ser un combatiente que empiece en el combate.",
                        aggressor=aggressor,
                    ),
                )
            )
        used: dict[str, int] = {}
        squares = casillas_iniciales(ctx)
        unknown_sq = set(squares) - set(ctx.ids)
        if unknown_sq:
            raise IllegalAction(
                Refusal(
                    "ajuste_no_valido",
                    tr("El mapa nombra combatientes que no existen: {join}.", join=", ".join(sorted(unknown_sq))),
                )
            )
        for cid in ctx.ids:
            values = iniciales(ctx, cid)
            if cid in squares:
                values["casilla"] = list(squares[cid])
            if cid in reserve:
                values.update(activo=False, en_reserva=True)
            else:
                used[ctx.side(cid)] = used.get(ctx.side(cid), 0) + 1
            for key, value in values.items():
                ctx.set(cid, key, value)
        extra: dict[str, int] = {}
        for side, count in used.items():
            if count <= comandos.CUPOS:
                continue
            raise_by = max(
                (
                    h.aumenta_cupos
                    for c in ctx.ids
                    if ctx.side(c) == side and c not in reserve
                    for h in ficha(ctx, c).habilidades
                ),
                default=0,
            )
            if count > comandos.CUPOS + raise_by:
                raise IllegalAction(
                    Refusal(
                        "bandos_no_validos",
                        tr(
                            "El bando {side} empieza con {count} combatientes: el máximo por bando es de tres, salvo habilidades que permitan más participantes (1.2.3).",
                            side=side,
                            count=count,
                        ),
                    )
                )
            extra[side] = raise_by
        union = [aggressor] + [c for c in listed if c != aggressor and c not in reserve]
        for key, value in (
            ("agresor", aggressor),
            ("union", union),
            ("cupos", used),
            ("cupos_extra", extra),
            ("turno_general", 0),
            ("accion_general", 0),
            ("rondas_sin_ataque", 0),
            ("iniciado", False),
            ("fin", None),
            ("listos", []),
            ("turnos", []),
            ("indice", 0),
        ):
            ctx.set_global(key, value)
        ctx.log(tr("Agresor: {aggressor} (bando {side}).", aggressor=ctx.name(aggressor), side=ctx.side(aggressor)))
        defenders = [c for c in ctx.ids if c not in reserve and ctx.side(c) != ctx.side(aggressor)]
        if used.get(ctx.side(aggressor), 0) > 1 or len(defenders) > 2:
            ctx.log(
                tr(
                    "1.2.2 - el combate empieza con un atacante y uno o dos defensores: el resto se entiende entrado antes de empezar."
                )
            )
        prepares = any(
            de_preparacion(ctx, c, h) for c in ctx.ids if c not in reserve for h in ficha(ctx, c).habilidades
        )
        if ctx.option("ronda_preparacion", True) and not prepares:
            ctx.log(
                tr("Nadie tiene habilidades de preparación: la ronda de preparación no tiene nada que hacer (1.3.2).")
            )
        if ctx.option("ronda_preparacion", True) and prepares:
            ctx.set_global(
                "fase", "preparacion", tr("— Ronda de preparación (1.3): cada combatiente pasa cuando termine —")
            )
            ctx.set_global("orden", [])
            ctx.set_global("turno", None)
        else:
            comenzar_combate(ctx)

    def live_values(self, view: BattleView, cid: str) -> dict[str, JsonValue]:
        live = view.live(cid)
        cds = {k: max(0, int(v) - view.round) for k, v in live.get("enfriamientos", {}).items() if int(v) > view.round}
        keys = (
            "vit",
            "vit_max",
            "pa",
            "ref",
            "vel",
            "vel_total",
            "vol",
            "fue",
            "arma",
            "escudo_mental",
            "resistencias",
            "posicion",
            "posicion_temporal",
            "control",
            "inmune_control",
            "estados",
            "indirectos",
            "usos",
            "usadas_ronda",
            "activas",
            "vigor",
            "activo",
            "derrotado",
            "huido",
            "en_reserva",
            "no_regenerable",
            "pa_recuperados",
            "potenciadores_activos",
            "reducciones_activas",
            "aumentos_activos",
            "interferencia",
            "entrada_denegada",
            "equipado",
            "casilla",
            "tamano",
            "post_combate_recibidos",
        )
        out: dict[str, JsonValue] = {k: live.get(k) for k in keys}
        out["enfriamientos"] = cds
        out["tier_vol"] = tier_vol(ficha(view, cid), live)
        out["sin_vuelo"] = bool(live.get("sin_vuelo"))
        return out

    # -- typed live state (core.live) -----------------------------------------------------
    def active_conditions(self, view: BattleView, cid: str) -> list[ActiveCondition]:
        return ajustes_master.activas(view, cid)

    def apply_condition(self, ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
        ajustes_master.aplicar(ctx, cid, condicion, duracion)

    def remove_condition(self, ctx: Resolution, cid: str, condicion: str) -> None:
        ajustes_master.quitar(ctx, cid, condicion)

    def set_by_gm(self, ctx: Resolution, cid: str, key: str, value: JsonValue) -> None:
        ajustes_master.fijar(ctx, cid, key, value)

    # -- actions ---------------------------------------------------------------------------
    # -- the board (core/tablero.py) over the optional map ---------------------------------------
    def board(self, view: BattleView) -> Board | None:
        return consultas_mapa.board(view)

    def tokens(self, view: BattleView) -> list[Token]:
        return consultas_mapa.tokens(view)

    def board_setup(self) -> BoardSetup:
        return consultas_mapa.board_setup()

    def square_field(self, view: BattleView, action: Action) -> str | None:
        return consultas_mapa.square_field(action)

    @en_consulta
    def legal_squares(self, view: BattleView, action: Action, campo: str) -> list[SquareChoice]:
        return consultas_mapa.legal_squares(view, action, campo, self.check)

    def with_square(self, view: BattleView, action: Action, campo: str, sq: tuple[int, int]) -> Action:
        return consultas_mapa.with_square(view, action, sq)

    def area(self, view: BattleView, action: Action) -> Area | None:
        return consultas_mapa.area(view, action)

    def provokes(self, view: BattleView, action: Action) -> list[str]:
        return []  # UMH has no reaction provoked by moving

    def step_actions(self) -> Sequence[str]:
        return ACCIONES.ids()

    def step_fields(self, accion: str) -> Mapping[str, StepField] | None:
        return campos_del_paso(accion)

    @en_consulta
    def check(self, view: BattleView, action: Action) -> str | None:
        action = _llamada_del_que_entra(action, view)
        if action.accion not in ACCIONES:
            skills = (
                [h.nombre for h in ficha(view, action.actor).habilidades] if action.actor in view.combatants else []
            )
            return Refusal(
                "accion_desconocida",
                tr(
                    "La acción «{accion}» no existe en UMH (son: {join}) ni es una habilidad de {texto}.",
                    accion=action.accion,
                    join=", ".join(ACCIONES),
                    texto=view.name(action.actor) if skills else "quien actúa",
                )
                + did_you_mean(action.accion, [*ACCIONES, *skills]),
            )
        if action.accion not in TRAS_EL_FINAL and final.resultado(view) is not None:
            return Refusal("combate_terminado", tr("El combate ha terminado."))
        reason = ACCIONES.check(view, action)
        if reason is None:
            return None
        holder = implicito.pasa_antes(view, action)
        if holder is None:
            return reason
        return self.check(implicito.tras_pasar(view, holder), action)

    def resolve(self, ctx: Resolution, action: Action) -> None:
        action = _llamada_del_que_entra(action, ctx)
        holder = implicito.pasa_antes(ctx, action)
        if holder is not None and ACCIONES.check(ctx, action) is not None:
            implicito.pasar_antes(ctx, holder)  # the step is out of turn: the holder's pass it implies comes first
        implicito.anotar(ctx, action, ctx.turn)
        ACCIONES.resolve(ctx, action)
        ajustes_master.seguir(ctx)

    def turn_order(self, view: BattleView) -> TurnOrder:
        """1.2.6: speed orders the turns; PASO TURNO lets whoever has the turn act later (2.3.3)."""
        return TurnOrder(
            False,
            tr(
                "En UMH el orden lo fija la Velocidad (1.2.6) y no se cambia a mano. Quien quiera actuar más tarde "
                "puede hacer *PASO TURNO*."
            ),
            "paso_turno",
        )

    def set_up_order_note(self) -> str | None:
        """1.2.2: of an order fixed in the set-up only the first counts, as the aggressor; turns follow speed."""
        return tr(
            "En UMH el orden lo fija la Velocidad (1.2.6) y no se puede fijar a mano. Quién ataca primero "
            "lo dice la regla de la casa «Agresor»."
        )

    def outcome(self, view: BattleView) -> Outcome | None:
        return final.resultado(view)

    @en_consulta
    def legal_actions(self, view: BattleView, actor: str) -> list[ActionOption]:
        options: list[ActionOption] = []
        for skill in ficha(view, actor).habilidades:
            if skill.tipo == "defensiva":
                continue
            reason = comprobar_habilidad.motivo_general(view, actor, skill)
            many = skill.area.tipo != "ninguna" or skill.objetivos > 1
            options.append(
                ActionOption(
                    "habilidad",
                    f"{skill.nombre} ({coste(view, actor, skill)} PA) (TIER {skill.tier})",
                    reason is None,
                    reason or "",
                    objetivos=-1 if many or skill.tipo == "suplementaria" else 1,
                    params={"habilidad": skill.nombre},
                    campos=ofertas.campos_habilidad(view, actor, skill),
                    detalle=ofertas.detalle(skill),
                )
            )
        live = view.live(actor)
        for accion, label, targets in (
            ("paso_turno", "*PASO TURNO*", 0),
            ("desplazarse", tr("Desplazarse"), 0),
            ("levantarse", tr("Levantarse"), 0),
            ("llamada_de_auxilio", "LLAMADA DE AUXILIO", 1),
            ("irrumpir", "IRRUMPIR", 0),
            ("huir", "HUIR", 0),
            ("pactar", tr("Pactar la retirada"), 0),
            ("equipar", tr("Equipar un objeto"), 0),
        ):
            params: dict[str, Any] = {}
            campos: dict[str, tuple[JsonValue, ...]] = {}
            if accion == "desplazarse":
                campos = {"casillas": tuple(range(1, max(1, int(live.get("vel", 0))) + 1))}
                params = {"casillas": 1}
                squares = ofertas.destinos(view, actor)
                if squares:
                    campos["hacia"] = squares  # 2.3.2.1 with the map: the destination square
            if accion == "pactar":
                params = {"acuerdo": True}
            if accion == "equipar":
                sheet = ficha(view, actor)
                items = tuple([*sheet.objetos, *(a.nombre for a in sheet.armas)])
                if not items:
                    continue
                campos = {"objeto": items}
                params = {"objeto": items[0]}
                if live.get("posicion") in ("alzada", "voladora"):
                    campos["del_suelo"] = (False, True)  # 10.2.5 - re-equipar un arma caída al suelo
            if accion == "irrumpir":
                voters = [c for c in activos(view) if c != actor and view.side(c) == view.side(actor)]
                if voters:
                    campos = {"denegar": ([], voters)}  # 1.2.4.1 - denegable por mayoría del bando
            probe = Action(actor, accion, (), None, params)
            if accion == "llamada_de_auxilio":
                waiting = [c for c in view.allies(actor) if view.live(c).get("en_reserva")]
                probe = Action(actor, accion, tuple(waiting[:1]), None, params)
            reason = self.check(view, probe)
            if accion == "paso_turno" and not live.get("activo"):
                reason = tr("{actor} no está en el combate.", actor=view.name(actor))  # a script may still write it
            options.append(
                ActionOption(
                    accion, label, reason is None, reason or "", objetivos=targets, params=params, campos=campos
                )
            )
        return options

    @en_consulta
    def reactions(self, view: BattleView, action: Action, objetivo: str | None = None) -> list[ReactionOption]:
        action = _llamada_del_que_entra(action, view)
        skill = comprobar_habilidad.skill_of(view, action)
        if skill is None or action.accion == "post_combate":
            return []  # 4.1.3 - a post-combat effect falls on the defeated, who are out of the combat
        out = []
        bare = replace(action, respuesta=None)
        whole = self.check(view, bare) is None
        direct = whole and ACCIONES.check(view, bare) is None
        for option in ofertas.reacciones(view, action, skill, objetivo):
            # when the step itself is legal, an option is legal exactly when check accepts it, and a refused one
            # shows check's own reason
            if whole:
                answered = replace(action, respuesta=option.respuesta)
                why = self._con_respuesta(view, answered, skill) if direct else self.check(view, answered)
                if why is not None or not option.legal:
                    option = replace(option, legal=why is None, motivo=why or "")
            out.append(option)
        return out

    def _con_respuesta(self, view: BattleView, answered: Action, skill: Habilidad) -> str | None:
        """``check(view, answered)`` of a step that passes ``comprobar_habilidad.check`` without its answer: only the answer
        is looked at again, and the implied *PASO TURNO* only when the answer is refused."""
        reason = comprobar_habilidad.motivo_respuesta(view, answered, skill)
        if reason is None or implicito.pasa_antes(view, answered) is None:
            return reason
        return self.check(view, answered)


def _llamada_del_que_entra(action: Action, view: BattleView) -> Action:
    """1.2.4 - a LLAMADA DE AUXILIO written by the ally who answers it (no ``objetivo``) is the call of the ally whose
    turn it is («docs/reglas/umh.md», «Pasos»): only the battle knows whose turn it is."""
    if action.accion != "llamada_de_auxilio" or action.objetivos or action.actor not in view.combatants:
        return action
    caller = view.turn
    if view.live(action.actor).get("en_reserva") and caller and view.side(caller) == view.side(action.actor):
        return replace(action, actor=caller, objetivos=(action.actor,))
    return action


RULESET = Umh()
