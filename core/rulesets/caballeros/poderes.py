"""The PODER action: paying cosmos and applying each type code's mechanic (TIPOS DE PODER)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import danos, defensa, devolucion_total, efectos_poder, fisicas
from core.rulesets.caballeros.ataque import TODAS, Ataque
from core.rulesets.caballeros.codigos import SIN_BONOS
from core.rulesets.caballeros.efectos_poder import elemento
from core.rulesets.caballeros.estado import codigos, coste_y_dano, ficha, vivo
from core.rulesets.caballeros.ficha import Poder
from core.rulesets.caballeros.modificadores import bono_rayo, bono_rayo_multiple, logra

Forzar = Callable[[Resolution, Action, str], None]
ATAQUES = frozenset({"R", "Comb", "D", "M", "V", "INM", "LL", "P"})
"""Codes whose attack has its own answer; a C or Inv power without them is answered only by a DefDT."""
_ETIQUETAS = frozenset({"Ment", "K", "ARM", "G", "F", "H"})
"""Codes that only qualify another mechanic: a power with nothing else is «no clasificable»."""


def ataque_rayo(ctx: BattleView, actor: str, poder: Poder, dano: int) -> Ataque:
    """The hit of a ray power with its subtype's allowed reactions, target pool and bonuses."""
    found = codigos(poder)
    con_bonos = not (found & SIN_BONOS) and ("RSD" not in found or poder.con_bonos)
    if "RMult" in found:
        total = dano + (bono_rayo_multiple(ctx, actor) if con_bonos else 0)
    else:
        total = dano + (bono_rayo(ctx, actor) if con_bonos else 0)
    permitidas: frozenset[str] = TODAS
    if "RB" in found:
        permitidas = frozenset({"bloquear"})
    elif "RE" in found:
        permitidas = frozenset({"esquivar"})
    modo: danos.Modo = "mixto"
    if "RVid" in found:
        modo = "vida"
    elif "RArm" in found:
        modo = "solo_armadura"
    directo = bool({"RD", "RSD"} & found)
    return Ataque(
        poder.nombre,
        "poder",
        max(0, total),
        None,
        frozenset() if directo else permitidas,
        {},
        rayo=True,
        poder=poder.nombre,
        codigos=found,
        modo=modo,
        elemento=elemento(found),
        directo=directo,
        minimo_directo=poder.tirada_minima or 9,
    )


def pagar(ctx: Resolution, actor: str, poder: Poder, coste: int, con_vida: bool) -> None:
    if coste <= 0:
        return
    clave = "vida" if con_vida else "cosmos"
    antes = int(ctx.live(actor)[clave])
    ctx.set(
        actor,
        clave,
        antes - coste,
        tr(
            "{actor} paga {coste} de {clave} por «{poder}» ({antes} → {valor}).",
            actor=ctx.name(actor),
            coste=coste,
            clave=clave,
            poder=poder.nombre,
            antes=antes,
            valor=antes - coste,
        ),
    )
    if con_vida and antes - coste <= 0:
        danos.caer(ctx, actor)


def marcar_visto(ctx: Resolution, actor: str, poder: Poder, objetivos: tuple[str, ...]) -> None:
    clave = f"{actor}|{poder.nombre}"
    for cid in ctx.ids:
        vistos = list(ctx.live(cid).get("vistos", []))
        if cid != actor and clave not in vistos:
            ctx.set(cid, "vistos", [*vistos, clave])
    usos = dict(ctx.live(actor).get("usos", {}))
    por_rival = dict(usos.get(poder.nombre, {}))
    for target in objetivos:
        por_rival[target] = int(por_rival.get(target, 0)) + 1
    if objetivos:
        usos[poder.nombre] = por_rival
        ctx.set(actor, "usos", usos)


def usar(ctx: Resolution, action: Action, poder: Poder, coste: int, dano: int, con_vida: bool, forzar: Forzar) -> None:
    """Resolve a power (the extra turns a T grants are :func:`turnos_extra`)."""
    actor = action.actor
    found = codigos(poder)
    objetivos = action.objetivos
    ctx.log(
        tr(
            "{actor} usa «{poder}» ({valor}).",
            actor=ctx.name(actor),
            poder=poder.nombre,
            valor=", ".join(poder.codigos) or "sin tipo",
        ),
        tipo="poder",
    )
    pagar(ctx, actor, poder, coste, con_vida)
    marcar_visto(ctx, actor, poder, objetivos)
    if not found - _ETIQUETAS:
        # TIPOS DE PODER: «Algunos son totalmente únicos no siendo clasificables».
        ctx.log(
            tr("«{poder}» no tiene código de tipo con mecánica: su efecto lo resuelve el máster.", poder=poder.nombre)
        )
    if "DefB" in found and action.param("forzada"):
        ctx.log(
            tr(
                "La barrera es unipersonal: {actor}, controlado, solo pierde el cosmos de «{poder}».",
                actor=ctx.name(actor),
                poder=poder.nombre,
            )
        )
    elif "DefB" in found:
        precio = coste_y_dano(poder, action.param("nivel"))
        nominal = precio[0] if isinstance(precio, tuple) else poder.coste
        if ctx.option("barrera_coste") == "pagado":
            nominal = coste
        puntos = nominal * int(poder.puntos_por_cosmos or 1)
        ctx.set(
            actor,
            "barrera",
            puntos,
            tr("{actor} levanta una barrera defensiva de {puntos} puntos.", actor=ctx.name(actor), puntos=puntos),
        )
    if "A" in found:
        _ambiente(ctx, actor, poder)
    if "Inv" in found and objetivos:
        _invocar(ctx, action, poder, found, dano)
    if "C" in found and objetivos:
        forzar(ctx, action, objetivos[0])
    for index, objetivo in enumerate(objetivos):
        if not vivo(ctx, objetivo):
            continue
        respuesta = fisicas.respuesta_objetivo(action, found, index)
        _sobre_objetivo(ctx, action, poder, found, objetivo, dano, respuesta)


def turnos_extra(view: BattleView, action: Action) -> int:
    """PODERES DE TURNOS EXTRA: the extra turns a resolved action grants its actor (a T power: its
    ``turnos_extra``, 1 when the sheet does not say; any other action: none)."""
    if action.accion not in ("poder", "ultimo_suspiro"):
        return 0
    poder = ficha(view, action.actor).poder(str(action.param("poder")))
    if poder is None or "T" not in codigos(poder):
        return 0
    return int(poder.turnos_extra or 1)


def _invocar(ctx: Resolution, action: Action, poder: Poder, found: frozenset[str], dano: int) -> None:
    """PODERES DE INVOCACIÓN: the invocation attacks ``objetivo`` from its invoker's next turn. A DefDT
    of the target («devolvería todo poder o ataque a quien lo lanzo») turns it against its invoker: it
    becomes the defender's, attacking the invoker from the defender's next turn."""
    invocador, contra = action.actor, action.objetivos[0]
    if not found & ATAQUES and devolucion_total.intentar(
        ctx, invocador, contra, fisicas.respuesta_objetivo(action, found, 0), f"«{poder.nombre}»"
    ):
        invocador, contra = contra, invocador
    lista = list(ctx.live(invocador).get("invocaciones", []))
    lista.append(
        {
            "poder": poder.nombre,
            "objetivo": contra,
            "dano": dano,
            "desde": int(ctx.live(invocador).get("turnos", 0)),
            **({"vida": poder.vida_invocacion} if poder.vida_invocacion else {}),
        }
    )
    quien = "" if invocador == action.actor else tr(" por {nombre}", nombre=ctx.name(invocador))
    ctx.set(
        invocador,
        "invocaciones",
        lista,
        tr("«{poder}» queda invocado{quien}: atacará desde el siguiente turno.", poder=poder.nombre, quien=quien),
    )


def _sobre_objetivo(
    ctx: Resolution, action: Action, poder: Poder, found: frozenset[str], objetivo: str, dano: int, respuesta: Any
) -> None:
    actor = action.actor
    unico = Action(actor, action.accion, (objetivo,), respuesta, action.params)
    resultado = "impacto"
    if "LL" in found:
        ganador, devuelta = fisicas.llave(ctx, unico, dano, poder.nombre)
        resultado = "devuelto" if devuelta else ("impacto" if ganador == actor else "fallo")
    elif "P" in found:
        resultado = fisicas.presa(ctx, unico, dano, poder.nombre)
    elif "Comb" in found:
        resultados = fisicas.combo(ctx, unico, dano, poder.nombre)
        resultado = "impacto" if "impacto" in resultados else resultados[-1]
    elif "R" in found:
        resultado = _rayo(ctx, unico, poder, found, objetivo, dano, respuesta)
    elif "D" in found and dano > 0:
        ataque = Ataque(
            poder.nombre,
            "poder",
            dano,
            None,
            frozenset(),
            poder=poder.nombre,
            codigos=found,
            elemento=elemento(found),
            directo=True,
        )
        resultado = _directo(ctx, actor, objetivo, ataque, respuesta)
    elif {"M", "V", "INM"} & found and defensa.normalizar(respuesta) != ("ninguna", None):
        ataque = Ataque(poder.nombre, "poder", 0, None, frozenset(), poder=poder.nombre, codigos=found, directo=True)
        resultado = _directo(ctx, actor, objetivo, ataque, respuesta)
    if resultado in ("impacto", "bloqueado") and (elemento(found)):
        _elemental(ctx, actor, objetivo, str(elemento(found)))
    if resultado == "devuelto" and vivo(ctx, actor):
        # DEFENSA DE DEVOLUCIÓN «devuelven el ataque a quien lo lanzó»: with its mortal, poison or
        # immobilisation, now sent by the defender.
        efectos_poder.aplicar(ctx, objetivo, actor, poder, dano)
        return
    if resultado != "impacto" or not vivo(ctx, objetivo):
        return
    efectos_poder.aplicar(ctx, actor, objetivo, poder, dano)


def _directo(ctx: Resolution, actor: str, objetivo: str, ataque: Ataque, respuesta: Any) -> str:
    if defensa.normalizar(respuesta) != ("ninguna", None):
        return defensa.resolver(ctx, actor, objetivo, ataque, respuesta)
    if ataque.dano <= 0:
        return "impacto"
    return defensa.impactar(ctx, actor, objetivo, ataque)


def _rayo(
    ctx: Resolution, action: Action, poder: Poder, found: frozenset[str], objetivo: str, dano: int, respuesta: Any
) -> str:
    actor = action.actor
    ataque = ataque_rayo(ctx, actor, poder, dano)
    if "RSD" in found and int(ctx.live(objetivo).get("barrera", 0)) > 0:
        ctx.log(tr("«{poder}» daña la barrera de forma directa, sin tirada.", poder=poder.nombre))
    elif "RSD" in found and not logra(
        ctx, actor, tr("«{poder}» (semidirecto)", poder=poder.nombre), ataque.minimo_directo
    ):
        ctx.log(tr("«{poder}» no alcanza a {objetivo}.", poder=poder.nombre, objetivo=ctx.name(objetivo)))
        return "fallo"
    if "RMult" in found and not isinstance(respuesta, dict):
        rayos = poder.num_rayos(respuesta)
        resultados = []
        habia_barrera = int(ctx.live(objetivo).get("barrera", 0)) > 0
        for numero in range(rayos):
            ctx.log(
                tr(
                    "Rayo {valor} de {rayos} de «{poder}»: {dano} de daño.",
                    valor=numero + 1,
                    rayos=rayos,
                    poder=poder.nombre,
                    dano=ataque.dano,
                )
            )
            propia = fisicas.respuesta_de(respuesta, numero)
            resultados.append(defensa.resolver_golpe(ctx, actor, objetivo, ataque, propia, habia_barrera))
            if not vivo(ctx, objetivo):
                break
        return "impacto" if "impacto" in resultados else ("bloqueado" if "bloqueado" in resultados else resultados[-1])
    if "RMult" in found:
        rayos = poder.num_rayos(respuesta)
        ataque = Ataque(
            tr("{poder} ({rayos} rayos)", poder=poder.nombre, rayos=rayos),
            "poder",
            ataque.dano * rayos,
            None,
            ataque.permitidas,
            {},
            True,
            poder.nombre,
            found,
            ataque.modo,
            ataque.elemento,
        )
    ctx.log(
        tr(
            "«{poder}» contra {objetivo}: {dano} de daño.",
            poder=poder.nombre,
            objetivo=ctx.name(objetivo),
            dano=ataque.dano,
        )
    )
    return defensa.resolver(ctx, actor, objetivo, ataque, respuesta)


def _elemental(ctx: Resolution, actor: str, objetivo: str, nombre: str) -> None:
    """COMBO ELEMENTAL: fuego-hielo-fuego or hielo-fuego-hielo «en menos de 3 rondas de turnos, comenzando en
    el primer turno de alguien y finalizando el plazo en el 3er turno de ese mismo personaje» (house rule
    ``combo_elemental`` = ``turnos_seguidos``: one hit in each of three consecutive turns, as the example)."""
    turno = int(ctx.live(actor).get("turnos", 0))
    previos = [e for e in ctx.live(objetivo).get("elementos", []) if e["de"] == actor and turno - int(e["turno"]) < 3]
    previos.append({"de": actor, "elemento": nombre, "turno": turno})
    otros = [e for e in ctx.live(objetivo).get("elementos", []) if e["de"] != actor]
    ctx.set(objetivo, "elementos", otros + previos[-3:])
    ultimos = previos[-3:]
    if len(ultimos) == 3:
        secuencia = [e["elemento"] for e in ultimos]
        turnos = [int(e["turno"]) for e in ultimos]
        seguidos = turnos == list(range(turnos[0], turnos[0] + 3))
        en_plazo = turnos[2] - turnos[0] <= 2 and (seguidos or ctx.option("combo_elemental") != "turnos_seguidos")
        if secuencia in (["fuego", "hielo", "fuego"], ["hielo", "fuego", "hielo"]) and en_plazo:
            ctx.log(tr("¡Combo Elemental! {objetivo} pierde la armadura.", objetivo=ctx.name(objetivo)))
            if int(ctx.live(objetivo)["armadura"]) > 0:
                ctx.set(objetivo, "armadura", 0)
            danos.romper_armadura(ctx, objetivo)
            ctx.set(objetivo, "elementos", otros)


def _ambiente(ctx: Resolution, actor: str, poder: Poder) -> None:
    efecto = poder.ambiente
    datos: dict[str, Any] = {"de": actor, "poder": poder.nombre, "desde": int(ctx.live(actor).get("turnos", 0))}
    if efecto is not None:
        datos.update(
            {
                "esquivar": efecto.esquivar,
                "bloquear": efecto.bloquear,
                "contraataque": efecto.contraataque,
                "llave": efecto.llave,
                "dano_por_turno": efecto.dano_por_turno,
                "dano_por_turno_a": efecto.dano_por_turno_a,
                "turnos": efecto.turnos,
                **{
                    k: getattr(efecto, k)
                    for k in ("dano", "dano_golpe", "dano_rayo", "dano_presa")
                    if getattr(efecto, k)
                },
            }
        )
    ctx.set_global("ambiente", datos, tr("«{poder}» crea un ambiente que afecta a todos.", poder=poder.nombre))
