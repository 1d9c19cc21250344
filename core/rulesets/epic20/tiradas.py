"""The d20 rolls of a fight that are not attacks (dying roll, liberarse, curar, motivar, Luchar a ciegas) with the
hero point and the pending Superioridades they may use.

PUNTOS DE HÉROE: «Ganar Superioridad en una tirada» and «Repetir un dado de 20 ya lanzado. Sólo será válido el
segundo resultado. Cuesta 2 puntos de héroe si la acción es de combate»: both work on any roll of the fight, not only
on attacks. A step writes ``punto_heroe: "superioridad"`` or ``"repetir"``; the repeated roll brings its dice again
after the first ones.
"""

from __future__ import annotations

from collections.abc import Callable

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.dice import Comparison, Roll
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20 import superioridades as sup
from core.rulesets.epic20.ataque_elegido import expresion, nombre_neto
from core.rulesets.epic20.danos import actualizar_estado_vida
from core.rulesets.epic20.puntos_heroe import critico_estresante, gastar_puntos_heroe

USOS_EN_TIRADA = ("superioridad", "repetir", "nivel")
PRECIO = {"superioridad": 1, "repetir": 2, "nivel": 1}  # «Cuesta 2 puntos de héroe si la acción es de combate»


def por_que_no_heroe(view: BattleView, action: Action, *, estandar: bool = False) -> str | None:
    """``punto_heroe`` on a roll that is not an attack: Superioridad (1 point, one per turn), repetir (2) or, on a
    standard action (liberarse, curar), «Subir 2 niveles para una acción estándar que sea instantánea» (``nivel``)."""
    heroe = action.param("punto_heroe")
    if heroe is None:
        return None
    if heroe not in USOS_EN_TIRADA:
        return Refusal(
            "uso_heroe_no_valido",
            tr(
                "En esta tirada el punto de Héroe da Superioridad («superioridad»), la repite («repetir») o sube 2 niveles en una acción estándar («nivel»), no «{heroe}».",
                heroe=heroe,
            ),
        )
    if heroe == "nivel" and not estandar:
        return Refusal(
            "uso_heroe_no_valido",
            tr("Subir 2 niveles («nivel») solo vale en una acción estándar instantánea (atacar, liberarse, curar…)."),
        )
    precio = PRECIO[str(heroe)]
    if int(st.live(view, action.actor).get("puntos_heroe", 0)) < precio:
        return Refusal(
            "sin_puntos_heroe",
            tr("{actor} no tiene {precio} punto(s) de Héroe.", actor=view.name(action.actor), precio=precio),
        )
    if heroe != "repetir" and st.heroe_usado(view, action.actor):
        return Refusal("punto_heroe_ya_usado", tr("Solo se puede gastar 1 punto de Héroe por turno."))
    return None


def niveles(action: Action) -> int:
    """The 2 levels a hero point adds to a standard action («Subir 2 niveles»)."""
    return 2 if action.param("punto_heroe") == "nivel" else 0


def gastar_heroe(ctx: Resolution, action: Action, que: str) -> int:
    """Spend the step's hero point on the roll; the Superioridad it adds (1, or 0 for a reroll)."""
    heroe = action.param("punto_heroe")
    if heroe not in USOS_EN_TIRADA:
        return 0
    texto = {"superioridad": "Superioridad", "repetir": "repetir la tirada", "nivel": "+2 niveles"}[str(heroe)]
    gastar_puntos_heroe(ctx, action.actor, PRECIO[str(heroe)], f"{texto} ({que})")
    return 1 if heroe == "superioridad" else 0


def tirar(
    ctx: Resolution,
    action: Action,
    expresion_de: Callable[[int], str],
    neto: int,
    *,
    purpose: Callable[[int], str],
    success: tuple[Comparison, int] | None = None,
    success_text: str = "",
    estandar: bool = False,
) -> Roll:
    """Roll the actor's d20 with ``neto`` plus his pending Superioridades (Trabajo en equipo on any roll, Inspirar a
    otros on a standard action), used up by the roll, and again if the step repeats it (the second one counts)."""
    cid = action.actor
    pendientes = sup.neto(ctx, cid, ataque=False, estandar=estandar)
    if pendientes:
        sup.consumir(ctx, cid, ataque=False, estandar=estandar)
    total = neto + pendientes
    expr = expresion_de(total)
    que = purpose(total)
    tirada = ctx.roll(expr, who=cid, purpose=que, success=success, success_text=success_text)
    if action.param("punto_heroe") == "repetir":
        tirada = ctx.roll(expr, who=cid, purpose=tr('Repetición: {que} (2 puntos de Héroe)', que=que), success=success,
                          success_text=success_text)  # fmt: skip
    return tirada


def neto_moribundo(view: BattleView, cid: str) -> int:
    """Corpulencia 0 Inferioridad, 1 Superioridad; Difícil de matar adds a Superioridad."""
    corpulencia = st.ficha(view, cid).atributos.corpulencia
    neto = {0.0: -1, 1.0: 1}.get(corpulencia, 0)
    if derivados.tiene_ventaja(st.ficha(view, cid), "Difícil de matar"):
        neto += 1
    return neto


def tirada_moribundo(ctx: Resolution, action: Action, extra: int = 0) -> None:
    """1d20: 10+ loses no PV, 16+ also stabilises; otherwise 1 PV is lost. ``extra``: a hero point's Superioridad
    (the step may also repeat the roll, and an ally's Trabajo en equipo counts)."""
    cid = action.actor
    tirada = tirar(ctx, action, expresion, neto_moribundo(ctx, cid) + extra,
                   purpose=lambda n: tr("Tirada de moribundo de {actor} ({neto})", actor=ctx.name(cid), neto=nombre_neto(n)),
                   success=(">=", 10), success_text=tr("10+ no pierde PV, 16+ se estabiliza"))  # fmt: skip
    critico_estresante(ctx, cid, tirada.total)
    if tirada.total >= 16:
        estados = [e for e in st.estados(ctx, cid) if e != "moribundo"] + ["estabilizado"]
        ctx.set(cid, "estados", estados, tr("{actor} se estabiliza.", actor=ctx.name(cid)))
    elif tirada.total >= 10:
        ctx.log(tr("{actor} no pierde puntos de vida.", actor=ctx.name(cid)))
    else:
        vida = int(st.live(ctx, cid)["puntos_vida"]) - 1
        ctx.set(cid, "puntos_vida", vida, tr("{actor} pierde 1 PV ({vida}).", actor=ctx.name(cid), vida=vida))
        actualizar_estado_vida(ctx, cid)
