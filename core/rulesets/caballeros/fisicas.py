"""The physical actions: golpe, lanzar objeto, velocidad luz, salto, doble salto, combos, engaño,
llave, presa and lanzamiento sucesivo."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import danos, defensa, devolucion_total, invocaciones
from core.rulesets.caballeros.ataque import TODAS, Ataque, dano_accion
from core.rulesets.caballeros.estado import vivo
from core.rulesets.caballeros.ficha import Poder
from core.rulesets.caballeros.memo import memo
from core.rulesets.caballeros.modificadores import bono_general, bono_presa, mod_tirada

CONCENTRACIONES = {
    "velocidad_luz": 1,
    "salto": 1,
    "combo": 1,
    "engano": 1,
    "lanzamiento_sucesivo": 1,
    "combo_velocidad_luz": 2,
    "doble_salto": 2,
}
MULTIGOLPE = frozenset({"combo", "combo_velocidad_luz", "engano"})
SIN_REACCION = frozenset({"llave", "presa", "lanzamiento_sucesivo"})


def respuesta_de(respuesta: Any, golpe: int) -> Any:
    """The reaction to hit ``golpe`` (0-based): a list gives one per hit, a single value serves all."""
    if isinstance(respuesta, list):
        return respuesta[golpe] if golpe < len(respuesta) else "ninguna"
    return respuesta


def respuesta_objetivo(action: Action, found: frozenset[str], index: int) -> Any:
    """The answer of the ``index``-th target: a G power with several targets takes a list with one
    answer per target (a missing one is ``ninguna``); otherwise the step's answer serves its target."""
    return respuesta_del_objetivo(action.respuesta, len(action.objetivos), found, index)


def respuesta_del_objetivo(respuesta: Any, objetivos: int, found: frozenset[str], index: int) -> Any:
    """:func:`respuesta_objetivo` of an answer to an action with ``objetivos`` targets."""
    if "G" in found and isinstance(respuesta, list) and objetivos > 1:
        return respuesta_de(respuesta, index)
    return respuesta


@memo
def ataque_simple(ctx: BattleView, actor: str, accion: str) -> Ataque:
    """The single hit of golpe, lanzar objeto, velocidad luz, salto or doble salto."""
    dano = dano_accion(ctx, actor, accion)
    if accion == "lanzar_objeto":
        esquivar = -1 if ctx.option("lanzar_objeto_esquivar") == "ejemplo" else 1
        return Ataque(tr("Lanzar Objeto"), accion, dano, 20, TODAS, {"esquivar": esquivar, "bloquear": -1})
    if accion == "velocidad_luz":
        return Ataque(
            tr("Velocidad Luz"), accion, dano, 10, frozenset({"esquivar", "bloquear"}), {"esquivar": -2, "bloquear": -3}
        )
    if accion == "salto":
        return Ataque(tr("Salto"), accion, dano, 20, TODAS, {"esquivar": -1, "bloquear": -1})
    if accion == "doble_salto":
        if ctx.option("doble_salto") == "como_salto":
            return Ataque(tr("Doble Salto"), accion, dano, 20, TODAS, {"esquivar": -1, "bloquear": -1})
        return Ataque(tr("Doble Salto"), accion, dano, None, frozenset({"esquivar"}), {"esquivar": -2})
    return Ataque(tr("Golpe"), "golpe", dano, 10)


@memo
def ataque_combo(
    ctx: BattleView, actor: str, accion: str, golpe: int, dano: int | None = None, nombre: str = ""
) -> Ataque:
    """Hit ``golpe`` (0-based) of a combo, combo a velocidad luz, engaño or Comb power."""
    if accion == "combo_velocidad_luz":
        return Ataque(
            tr("Combo a Velocidad Luz (golpe {valor})", valor=golpe + 1),
            accion,
            dano_accion(ctx, actor, accion),
            10,
            frozenset({"esquivar", "bloquear"}),
            {"esquivar": -2, "bloquear": -3},
        )
    if accion == "engano":
        if golpe == 0:
            return Ataque(
                tr("Engaño (golpe de engaño)"),
                "engano1",
                dano_accion(ctx, actor, "engano1"),
                10,
                TODAS,
                {"esquivar": 1},
            )
        return Ataque(
            tr("Engaño (golpe real)"),
            "engano2",
            dano_accion(ctx, actor, "engano2"),
            10,
            TODAS,
            {"esquivar": -1, "bloquear": -2},
        )
    mods = {"esquivar": -golpe, "bloquear": -golpe}
    etiqueta = nombre or "Combo"
    if dano is None:
        return Ataque(
            tr("{etiqueta} (golpe {valor})", etiqueta=etiqueta, valor=golpe + 1),
            "combo",
            dano_accion(ctx, actor, "combo"),
            10,
            TODAS,
            mods,
        )
    return Ataque(
        tr("{etiqueta} (golpe {valor})", etiqueta=etiqueta, valor=golpe + 1),
        "combo",
        dano,
        10,
        TODAS,
        mods,
        poder=nombre,
    )


def golpe_simple(ctx: Resolution, action: Action) -> None:
    objetivo = action.objetivo
    assert objetivo is not None
    ataque = ataque_simple(ctx, action.actor, action.accion)
    ctx.log(
        tr(
            "{valor} realiza {ataque} contra {objetivo} ({dano} de daño).",
            valor=ctx.name(action.actor),
            ataque=ataque.nombre,
            objetivo=ctx.name(objetivo),
            dano=ataque.dano,
        )
    )
    defensa.resolver(ctx, action.actor, objetivo, ataque, action.respuesta)


def combo(ctx: Resolution, action: Action, dano: int | None = None, nombre: str = "") -> list[str]:
    """COMBO / COMBO A VELOCIDAD LUZ / Comb powers: up to 3 hits, ending at the first not taken."""
    objetivo = action.objetivo
    assert objetivo is not None
    resultados: list[str] = []
    for golpe in range(3):
        ataque = ataque_combo(ctx, action.actor, action.accion, golpe, dano, nombre)
        ctx.log(tr("{ataque}: {dano} de daño.", ataque=ataque.nombre, dano=ataque.dano))
        resultado = defensa.resolver(ctx, action.actor, objetivo, ataque, respuesta_de(action.respuesta, golpe))
        resultados.append(resultado)
        if resultado != "impacto" or not _sigue(ctx, action.actor, objetivo):
            break
    return resultados


def engano(ctx: Resolution, action: Action) -> None:
    """ENGAÑO: the feint and then the real blow, whatever happened with the feint."""
    objetivo = action.objetivo
    assert objetivo is not None
    habia_barrera = int(ctx.live(objetivo).get("barrera", 0)) > 0
    for golpe in range(2):
        if not _sigue(ctx, action.actor, objetivo):
            break
        ataque = ataque_combo(ctx, action.actor, "engano", golpe)
        ctx.log(tr("{ataque}: {dano} de daño.", ataque=ataque.nombre, dano=ataque.dano))
        propia = respuesta_de(action.respuesta, golpe)
        defensa.resolver_golpe(ctx, action.actor, objetivo, ataque, propia, habia_barrera)


def _sigue(ctx: Resolution, actor: str, objetivo: str) -> bool:
    return vivo(ctx, actor) and vivo(ctx, objetivo)


def enfrentar(
    ctx: Resolution, quien: str, rival: str, que: str, invocacion: dict[str, Any] | None = None
) -> tuple[str | None, int]:
    """Opposed 1d9 (llave, lanzamiento sucesivo): the asker rolls first with +1; ties are forcejeos.
    Against an invocation its invoker rolls for it, with no modifiers (they are the knight's).

    Returns the winner (None when three ties in a row annul it) and the number of forcejeos.
    """
    empates = 0
    rival_nombre = tr("la invocación «{invocacion}»", invocacion=invocacion["poder"]) if invocacion else ctx.name(rival)
    while True:
        mod_a = 1 + mod_tirada(ctx, quien, "llave", rival)
        mod_b = 0 if invocacion else mod_tirada(ctx, rival, "llave", quien)
        etapa = (
            que[0].upper() + que[1:] if empates == 0 else tr("Forcejeo {empates} de {que}", empates=empates, que=que)
        )
        tirada_a = ctx.roll("1d9", who=quien, purpose=f"{etapa} ({mod_a:+d})").total + mod_a
        tirada_b = ctx.roll("1d9", who=rival, purpose=f"{etapa}, {rival_nombre} ({mod_b:+d})").total + mod_b
        ctx.log(
            tr(
                "{que}: {quien} {tirada_a} contra {rival_nombre} {tirada_b}.",
                que=que,
                quien=ctx.name(quien),
                tirada_a=tirada_a,
                rival_nombre=rival_nombre,
                tirada_b=tirada_b,
            )
        )
        if tirada_a != tirada_b:
            return (quien if tirada_a > tirada_b else rival), empates
        empates += 1
        if empates == 3:
            ctx.log(tr("Tres empates seguidos: {que} queda anulada y nadie sufre daño.", que=que))
            return None, empates
        ctx.log(tr("Empate: forcejeo (+10 de daño a {que}).", que=que))


def llave(ctx: Resolution, action: Action, dano_poder: int | None = None, poder: str = "") -> tuple[str | None, bool]:
    """LLAVE: 40 damage (+10 per forcejeo) to the loser; a LL power replaces it when the asker wins.

    Returns the winner (None: annulled) and whether the target returned it with a DefDT."""
    objetivo = action.objetivo
    assert objetivo is not None
    invocacion = invocaciones.elegida(ctx, action)
    if isinstance(invocacion, dict):
        return _llave_a_invocacion(ctx, action.actor, objetivo, invocacion), False
    ganador, forcejeos = enfrentar(ctx, action.actor, objetivo, tr("la llave"))
    if ganador is None:
        return None, False
    perdedor = objetivo if ganador == action.actor else action.actor
    con_poder = ganador == action.actor and dano_poder is not None
    dano = dano_poder if con_poder and dano_poder is not None else 40 + 10 * forcejeos + bono_general(ctx, ganador)
    que = f"«{poder}»" if con_poder else tr("la llave")
    if ganador == action.actor:
        devuelta = devolucion_total.intentar(ctx, action.actor, objetivo, action.respuesta, que)
        if devuelta is not None:
            _devuelto(ctx, action.actor, objetivo, devuelta, dano, tr("{que} devuelta", que=que))
            return ganador, True
    if con_poder:
        ctx.log(tr("{ganador} gana la llave y aplica «{poder}».", ganador=ctx.name(ganador), poder=poder))
        danos.aplicar(ctx, perdedor, dano, "mixto", f"«{poder}»")
        return ganador, False
    ctx.log(tr("{ganador} gana la llave.", ganador=ctx.name(ganador)))
    danos.aplicar(ctx, perdedor, dano, "mixto", tr("llave"))
    return ganador, False


def presa(ctx: Resolution, action: Action, dano_poder: int | None = None, poder: str = "") -> str:
    """PRESA: odd keeps it going (10 to life per repetition), even stops it; at most 3 repetitions.

    Returns "impacto" (at least one repetition), "fallo" or "devuelto" (a DefDT of the target sent it
    back: the defender rolls the repetitions against the launcher, with the DefDT's ``dano`` if it has one)."""
    objetivo = action.objetivo
    assert objetivo is not None
    por_presa = dano_poder is None and ctx.option("bono_presa") == "por_presa"
    extra = bono_presa(ctx, action.actor) if dano_poder is None else 0
    por_rep = dano_poder if dano_poder is not None else 10 + (0 if por_presa else extra)
    que = f"«{poder}»" if poder else tr("Presa")
    tirador, victima = action.actor, objetivo
    devuelta = devolucion_total.intentar(ctx, action.actor, objetivo, action.respuesta, que)
    if devuelta is not None:
        tirador, victima = objetivo, action.actor
        if devuelta.dano:
            por_rep, extra = devuelta.dano, 0
    repeticiones = 0
    total = 0
    while repeticiones < 3:
        tirada = ctx.roll(
            "1d9",
            who=tirador,
            purpose=tr("{que} ({valor}.ª repetición)", que=que, valor=repeticiones + 1),
            success_text=tr("impar"),
        ).total
        if tirada % 2 == 0:
            ctx.log(tr("{que}: sale par ({tirada}) y se detiene.", que=que, tirada=tirada))
            break
        repeticiones += 1
        dano = max(0, por_rep + (extra if por_presa and repeticiones == 1 else 0))
        total += dano
        danos.aplicar(
            ctx, victima, dano, "vida", tr("{que}, repetición {repeticiones}", que=que, repeticiones=repeticiones)
        )
        if not _sigue(ctx, action.actor, objetivo):
            break
    veces = "repetición" if repeticiones == 1 else "repeticiones"
    ctx.log(
        tr(
            "{que}: {repeticiones} {veces}, {total} de daño a vida.",
            que=que,
            repeticiones=repeticiones,
            veces=veces,
            total=total,
        )
    )
    if devuelta is not None:
        defensa.mecanica_propia(ctx, objetivo, action.actor, devuelta)
        return "devuelto"
    return "impacto" if repeticiones else "fallo"


def lanzamiento_sucesivo(ctx: Resolution, action: Action) -> None:
    """LANZAMIENTO SUCESIVO: up to 3 llaves of 20 in a row; it ends when the rival wins one.

    A DefDT of the target (one ``respuesta`` for the whole series) acts on the first throw the asker
    wins, as against a llave: it is paid then and that throw's damage (or the DefDT's ``dano``) goes to
    the asker, which ends the series; if the rival wins the first throw, the DefDT is not used."""
    objetivo = action.objetivo
    assert objetivo is not None
    invocacion = invocaciones.elegida(ctx, action)
    for numero in range(1, 4):
        if isinstance(invocacion, dict):
            if not _lanzamiento_a_invocacion(ctx, action.actor, objetivo, invocacion, numero):
                return
            continue
        ganador, forcejeos = enfrentar(ctx, action.actor, objetivo, tr("el {numero}.º lanzamiento", numero=numero))
        if ganador is None:
            return
        perdedor = objetivo if ganador == action.actor else action.actor
        dano = 20 + 10 * forcejeos + bono_general(ctx, ganador)
        if ganador == action.actor:
            que = tr("el {numero}.º lanzamiento", numero=numero)
            devuelta = devolucion_total.intentar(ctx, action.actor, objetivo, action.respuesta, que)
            if devuelta is not None:
                # DefDT «devolvería todo poder o ataque a quien lo lanzo»: the throw just won goes back to
                # the asker and the series ends (whoever is thrown no longer throws).
                _devuelto(ctx, action.actor, objetivo, devuelta, dano, tr("{que} devuelto", que=que))
                return
        danos.aplicar(ctx, perdedor, dano, "mixto", tr("lanzamiento sucesivo {numero}", numero=numero))
        if ganador != action.actor or not _sigue(ctx, action.actor, objetivo):
            return


def _llave_a_invocacion(ctx: Resolution, actor: str, invocador: str, invocacion: dict[str, Any]) -> str | None:
    """LLAVE against an invocation: «Si la invocación devuelve una llave y no viene fijado su daño, el
    daño que realizará será al correspondiente a un golpe suyo» (+10 per forcejeo, as every llave)."""
    ganador, forcejeos = enfrentar(ctx, actor, invocador, tr("la llave"), invocacion)
    if ganador is None:
        return None
    if ganador == actor:
        dano = 40 + 10 * forcejeos + bono_general(ctx, actor)
        invocaciones.recibir(ctx, invocador, invocacion, dano, tr("{actor} gana la llave", actor=ctx.name(actor)))
        return actor
    dano = invocaciones.dano_golpe_invocacion(ctx, invocador, invocacion) + 10 * forcejeos
    ctx.log(tr("La invocación «{invocacion}» devuelve la llave.", invocacion=invocacion["poder"]))
    danos.aplicar(ctx, actor, danos.contra_barrera(ctx, actor, dano), "mixto", tr("llave de la invocación"))
    return invocador


def _lanzamiento_a_invocacion(
    ctx: Resolution, actor: str, invocador: str, invocacion: dict[str, Any], numero: int
) -> bool:
    """LANZAMIENTO SUCESIVO against an invocation: «el daño será el correspondiente al golpe -10» when
    the invocation wins a throw. Returns whether the action goes on."""
    ganador, forcejeos = enfrentar(ctx, actor, invocador, tr("el {numero}.º lanzamiento", numero=numero), invocacion)
    if ganador is None:
        return False
    if ganador == actor:
        dano = 20 + 10 * forcejeos + bono_general(ctx, actor)
        sigue = invocaciones.recibir(
            ctx, invocador, invocacion, dano, tr("lanzamiento sucesivo {numero}", numero=numero)
        )
        return sigue and vivo(ctx, actor)
    dano = max(0, invocaciones.dano_golpe_invocacion(ctx, invocador, invocacion) - 10) + 10 * forcejeos
    danos.aplicar(ctx, actor, danos.contra_barrera(ctx, actor, dano), "mixto", tr("lanzamiento de la invocación"))
    return False


def _devuelto(ctx: Resolution, atacante: str, defensor: str, devuelta: Poder, dano: int, texto: str) -> None:
    """A DefDT returned the llave or throw: its own damage (or the attack's) goes to the asker."""
    danos.aplicar(ctx, atacante, danos.contra_barrera(ctx, atacante, devuelta.dano or dano), "mixto", texto)
    defensa.mecanica_propia(ctx, defensor, atacante, devuelta)
