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
from core.live import Condition, LiveValue
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
from core.rulesets.epic20 import acciones as acc
from core.rulesets.epic20 import ataque_extra, catalogos, editor, formas, pasos_declarados, reglas
from core.rulesets.epic20 import condiciones_declaradas as cd
from core.rulesets.epic20 import especiales as esp
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20 import superioridades as sup
from core.rulesets.epic20.ataque_elegido import expresion, maniobra_efectiva, nombre_neto
from core.rulesets.epic20.circunstancias import moverse_mientras_actua
from core.rulesets.epic20.combate import dos_armas, planificar, resolver_ataque
from core.rulesets.epic20.consulta import leyendo
from core.rulesets.epic20.ficha import FichaEpic20
from core.rulesets.epic20.guion_explicito import canonical_script
from core.rulesets.epic20.legal_ataque import precio_uso_limitado
from core.rulesets.epic20.opciones import opciones
from core.rulesets.epic20.puntos_heroe import gastar_puntos_heroe
from core.rulesets.epic20.reglas_caseras import reglas_caseras
from core.rulesets.epic20.resolver_acciones import POR_ACCION, postura
from core.rulesets.epic20.turnos import empezar, terminar_turno
from core.rulesets.epic20.validacion import validar
from core.rulesets.epic20.vivos_declarados import VIVOS, fijar, valores_vivos
from core.sheets import SheetBase
from core.tablero import SinTablero


def _ficha(sheet: SheetBase) -> FichaEpic20:
    assert isinstance(sheet, FichaEpic20)
    return sheet


class Epic20(SinTablero):
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

    # -- battle ----------------------------------------------------------------------------
    def house_rules(self) -> list[HouseRule]:
        return reglas_caseras()

    def start(self, ctx: Resolution, orden: list[str] | None) -> None:
        empezar(ctx, orden)

    def live_values(self, view: BattleView, cid: str) -> dict[str, JsonValue]:
        return valores_vivos(view, cid)

    def live_declarations(self) -> Sequence[LiveValue]:
        return VIVOS

    def conditions(self) -> Sequence[Condition]:
        return cd.CONDICIONES

    def active_conditions(self, view: BattleView, cid: str) -> list[ActiveCondition]:
        return cd.activas(view, cid)

    def apply_condition(self, ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
        cd.aplicar(ctx, cid, condicion, duracion)

    def remove_condition(self, ctx: Resolution, cid: str, condicion: str) -> None:
        cd.quitar(ctx, cid, condicion)

    def set_by_gm(self, ctx: Resolution, cid: str, key: str, value: JsonValue) -> None:
        fijar(ctx, cid, key, value)

    def legal_actions(self, view: BattleView, actor: str) -> list[ActionOption]:
        with leyendo(view):
            return opciones(view, actor)

    def step_actions(self) -> Sequence[str]:
        return pasos_declarados.step_actions()

    def step_fields(self, accion: str) -> Mapping[str, StepField] | None:
        return pasos_declarados.step_fields(accion)

    def canonical_script(self, script: Mapping[str, Any], base: Path) -> tuple[dict[str, Any], list[str]]:
        """The script with what its dice used to decide written out (``guion_explicito``), and the changes."""
        return canonical_script(script, base)

    def check(self, view: BattleView, action: Action) -> str | None:
        with leyendo(view):
            return acc.por_que_no(view, action)

    def reactions(self, view: BattleView, action: Action, objetivo: str | None = None) -> list[ReactionOption]:
        with leyendo(view):
            return self._reacciones(view, action, objetivo)

    def _reacciones(self, view: BattleView, action: Action, pedido: str | None = None) -> list[ReactionOption]:
        """Epic20 has no reaction roll: the target's defence is fixed; the option shows the odds (against
        ``pedido`` when it is one of the targets)."""
        objetivo = pedido if pedido in action.objetivos else action.objetivo
        if action.accion != "atacar" or objetivo is None or acc.por_que_no(view, action):
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
        if action.accion in esp.ETIQUETAS:
            esp.resolver(ctx, action)
            if "estandar" in esp.coste(ctx, action):
                ctx.set(action.actor, "hizo_estandar", True)
        else:
            (POR_ACCION.get(action.accion) or getattr(self, f"_{action.accion}"))(ctx, action)
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
        mover_despues = {"Actuar y después moverse", "Moverse mientras actúa"} & set(st.maniobras(view, actor))
        return not (mover_despues and acciones.get("movimiento", 0) > 0)

    def outcome(self, view: BattleView) -> Outcome | None:
        en_pie = {view.side(c) for c in view.ids if not st.fuera_de_combate(view, c)}
        if len(en_pie) == 1:
            bando = en_pie.pop()
            return Outcome(bando, tr("Gana el bando {bando}: sus rivales están fuera de combate.", bando=bando))
        if not en_pie:
            return Outcome(None, tr("Nadie queda en pie."))
        return None

    # -- action handlers ---------------------------------------------------------------------
    def _atacar(self, ctx: Resolution, action: Action) -> None:
        actor = action.actor
        heroe = action.param("punto_heroe")
        if heroe:
            precio = 2 if heroe == "repetir" else 1
            if heroe == "poder":
                entrada = catalogos.poderes()[str(action.param("ataque"))]
                precio = max(1, int(-(-entrada.coste // 1)))
            gastar_puntos_heroe(ctx, actor, precio, str(heroe))
            if heroe == "maniobra":
                ctx.set(actor, "maniobra_temporal", {"nombre": action.param("maniobra"), "ronda": ctx.round})
        ataque = st.ataques(ctx, actor).get(str(action.param("ataque", reglas.SIN_ARMAS)))
        if ataque is not None and ataque.uso_limitado:
            precio = precio_uso_limitado(ctx, actor, ataque.nombre)
            restantes = int(st.live(ctx, actor).get("puntos_heroe", 0)) - precio
            ctx.set(
                actor,
                "puntos_heroe",
                restantes,
                tr(
                    "{actor} gasta {precio} punto(s) de Héroe en «{nombre}» (uso limitado).",
                    actor=ctx.name(actor),
                    precio=precio,
                    nombre=ataque.nombre,
                ),
            )
            ctx.set(actor, "usos_limitados", [*st.live(ctx, actor).get("usos_limitados", []), ataque.nombre])
        if ataque is not None and ataque.poder is not None and not esp.hechizo_activo(ctx, actor, ataque.poder):
            esp.activar(ctx, actor, ataque.poder)
        if ataque is not None and ataque.poder == "Crecer" and not st.tiene_estado(ctx, actor, "crecido"):
            formas.cambiar(ctx, actor, "crecido", "crece para atacar", "vuelve a su tamaño")
        if esp.ataque_provocado(ctx, action):
            ctx.delete_path(("combatientes", actor, "ataque_provocado"))
        base = str(maniobra_efectiva(ctx, actor, action.param("maniobra"))[0] or "")
        contra = ataque_extra.es_extra(ctx, action)
        nivel_contra: int | None = None
        if contra:
            nivel_contra = int(st.live(ctx, actor)["ataque_extra"].get("inferioridad", 0))
            ctx.delete_path(("combatientes", actor, "ataque_extra"))
        objetivos = list(action.objetivos)
        if (
            action.param("maniobra", "")
            and str(action.param("maniobra")).startswith("Ataque doble")
            and len(objetivos) == 1
        ):
            objetivos = objetivos * 2
        nivel_doble = reglas.nivel_maniobra(st.maniobras(ctx, actor), "Ataque doble")
        ambos = nivel_doble >= 2 and dos_armas(ctx, actor)  # «Ataque doble 2»: the hero point helps both attacks
        una_tirada = bool(ctx.option("area_una_tirada", False)) and base != "Ataque doble" and len(objetivos) > 1
        previa = None
        for numero, objetivo in enumerate(objetivos):
            protector = st.live(ctx, objetivo).get("protegido_por")
            if protector and protector != actor and not st.fuera_de_combate(ctx, str(protector)):
                ctx.log(
                    tr(
                        "{protector} se interpone y recibe el ataque dirigido a {objetivo}.",
                        protector=ctx.name(str(protector)),
                        objetivo=ctx.name(objetivo),
                    )
                )
                objetivo = str(protector)
            tirada = resolver_ataque(ctx, action, objetivo, contraataque=nivel_contra,
                                     sin_heroe=numero > 0 and not ambos, previa=previa,
                                     sin_pendientes=numero > 0 and base == "Ataque doble")  # fmt: skip
            previa = tirada if una_tirada else None
        self._tras_ataque(ctx, action, base, objetivos)

    def _tras_ataque(self, ctx: Resolution, action: Action, base: str, objetivos: list[str]) -> None:
        actor = action.actor
        maniobra = str(action.param("maniobra") or "")
        nivel = maniobra_efectiva(ctx, actor, maniobra or None)[1]
        if maniobra.startswith("Ataque a fondo") and not ataque_extra.es_extra(ctx, action):
            maniobra_base = "Ataque a fondo"
            postura(ctx, actor, "ataque_a_fondo", True)
            for objetivo in objetivos:
                if not st.fuera_de_combate(ctx, objetivo):
                    ctx.set(objetivo, "ataque_extra", {"contra": actor, "ronda": ctx.round, "inferioridad": nivel - 1},
                            tr('{objetivo} aguanta en pie: gana un ataque extra contra {actor} ({maniobra_base}).', objetivo=ctx.name(objetivo), actor=ctx.name(actor), maniobra_base=maniobra_base))  # fmt: skip
        elif maniobra.startswith("Ataque poderoso"):
            postura(ctx, actor, "ataque_poderoso", True)
            perdida = {1: 2, 2: 1, 3: 0}[nivel]
            if perdida and not ctx.option("poderoso_baja_acumulable", False):
                # «La defensa del luchador disminuye en 2 tras realizar su ataque»: until his next turn, like the
                # opponents' Superioridad (M&M 3ª, all-out attack); the house rule adds it to the penalties instead
                postura(ctx, actor, "defensa_poderoso", perdida)
                ctx.log(
                    tr(
                        "{actor} baja {perdida} su defensa hasta su siguiente turno (Ataque poderoso).",
                        actor=ctx.name(actor),
                        perdida=perdida,
                    )
                )
            elif perdida:
                total = int(st.live(ctx, actor).get("penalizador_defensa", 0)) + perdida
                ctx.set(
                    actor,
                    "penalizador_defensa",
                    total,
                    tr(
                        "{actor} baja {perdida} su defensa tras el Ataque poderoso.",
                        actor=ctx.name(actor),
                        perdida=perdida,
                    ),
                )
        elif maniobra.startswith("Ataque doble"):
            if not dos_armas(ctx, actor):
                postura(ctx, actor, "ataque_doble", True)
        elif maniobra.startswith("Ataque defensivo") and objetivos:
            postura(ctx, actor, "ataque_defensivo", objetivos[0])
            ctx.set(actor, "ataque_defensivo_ronda", ctx.round)
        if st.live(ctx, actor).get("ataque_defensivo_ronda") == ctx.round:
            ctx.set(actor, "ataque_defensivo_ronda", -1)  # the own Inferioridad is paid once
        if maniobra.startswith("Agarrón"):  # «Los enemigos ganan Superioridad»; Agarrón 2 and 3 only change the cost
            postura(ctx, actor, "agarron", True)
        if moverse_mientras_actua(ctx, action) and st.live(ctx, actor).get("movio"):
            ctx.set(actor, "mitad_pendiente", True)
        if str(action.param("ataque", "")) not in ("Desmoralizar", "Agotar"):  # «ni ganar Superioridad usando ventajas»
            sup.consumir(ctx, actor, objetivos)
        ctx.set(actor, "hizo_estandar", True)

    def _ataque_defensivo(self, ctx: Resolution, action: Action) -> None:
        """Declared apart (also in the enemy's turn): his own next attack this round has Inferioridad."""
        objetivo = str(action.objetivo)
        postura(ctx, action.actor, "ataque_defensivo", objetivo)
        ctx.set(action.actor, "ataque_defensivo_ronda", ctx.round,
                tr('{actor} declara Ataque defensivo contra {objetivo}: Inferioridad a su ataque contra él y a su propio ataque.', actor=ctx.name(action.actor), objetivo=ctx.name(objetivo)))  # fmt: skip


RULESET = Epic20()
