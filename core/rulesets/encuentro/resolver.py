"""Resolution of the turn actions once checked: rolls in the documented order, live value changes."""

from __future__ import annotations

from collections.abc import Callable

from core import dice
from core.battle import BattleView, Resolution
from core.ruleset import Action
from core.rulesets.encuentro import estado, tablero
from core.rulesets.encuentro import opciones as op
from core.rulesets.encuentro.comprobar import efecto_librarse, reserva_pedida
from core.rulesets.encuentro.comunes import bono, entero, nombre_valor, ofensiva, por_accion, tirada_ataque
from core.rulesets.encuentro.reacciones import esquivar_si_pide
from core.rulesets.encuentro.tiradas import Tirada, plural, probabilidad_enfrentada, puntos_txt, tirar, valor


def _en_su_turno(ctx: Resolution, action: Action) -> bool:
    return ctx.turn == action.actor


def _ataque(ctx: Resolution, action: Action, que: str) -> bool:
    """The common start of an offensive action: leave hiding, the target's Esquiva, then the roll."""
    objetivo = action.objetivo
    assert objetivo is not None
    estado.revelar(ctx, action.actor, "atacar", ganar_accion=_en_su_turno(ctx, action))
    esquivar_si_pide(ctx, action.respuesta, objetivo)
    _total, exito = tirar(ctx, tirada_ataque(ctx, action, action.actor, objetivo), f"{que} de {ctx.name(action.actor)}")
    return exito


def atacar(ctx: Resolution, action: Action) -> None:
    assert action.objetivo is not None
    if _ataque(ctx, action, "Ataque"):
        estado.impacto(ctx, action.actor, action.objetivo, action)
    else:
        ctx.log(f"{ctx.name(action.objetivo)} evita el ataque.")


def derribar(ctx: Resolution, action: Action) -> None:
    objetivo = action.objetivo
    assert objetivo is not None
    if _ataque(ctx, action, "Derribo"):
        ctx.set(
            objetivo,
            "derribado",
            True,
            f"{ctx.name(objetivo)} cae derribado al suelo: su Defensa se reduce a la mitad.",
        )
    else:
        ctx.log(f"{ctx.name(objetivo)} resiste el derribo.")


def empujar(ctx: Resolution, action: Action) -> None:
    objetivo = action.objetivo
    assert objetivo is not None
    desde = tablero.posicion(ctx, objetivo)
    elegido = tablero.casilla(action.param("destino"))
    destino = elegido or tablero.empuje(ctx, action.actor, objetivo)[0]
    if not _ataque(ctx, action, "Empuje"):
        ctx.log(f"{ctx.name(objetivo)} resiste el empuje.")
        return
    ctx.set(objetivo, "posicion", list(destino), f"{ctx.name(objetivo)} es empujado a {tablero.texto(destino)}.")
    if action.param("ocupar") is True:
        estado.mover(ctx, action.actor, desde, f"{ctx.name(action.actor)} ocupa la casilla {tablero.texto(desde)}.")
    else:
        estado.revisar_agarres(ctx)


def agarrar(ctx: Resolution, action: Action) -> None:
    objetivo = action.objetivo
    assert objetivo is not None
    if not _ataque(ctx, action, "Agarre"):
        ctx.log(f"{ctx.name(objetivo)} resiste el agarre.")
        return
    estado.agarrar(ctx, objetivo, action.actor)


def _levantarse(ctx: Resolution, actor: str) -> None:
    if ctx.live(actor).get("derribado"):
        ctx.set(actor, "derribado", False, f"{ctx.name(actor)} se levanta.")


def moverse(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    _levantarse(ctx, actor)
    raw = action.param("camino")
    destino = tablero.casilla(raw[-1]) if isinstance(raw, list) else tablero.casilla(action.param("destino"))
    if destino is None:
        ctx.set(actor, "movio_este_turno", True)
        return
    if action.param("evidente", True) is not False:
        estado.revelar(ctx, actor, "moverse", ganar_accion=_en_su_turno(ctx, action))
    estado.mover(ctx, actor, destino, f"{ctx.name(actor)} se mueve a {tablero.texto(destino)}.")


def salto(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    if action.param("evidente", True) is not False:
        estado.revelar(ctx, actor, "saltar", ganar_accion=_en_su_turno(ctx, action))
    altura = entero(action.param("altura"))
    if altura:
        ctx.log(f"{ctx.name(actor)} salta {altura} casillas de altura.")
    destino = tablero.casilla(action.param("destino"))
    if destino is not None:
        estado.mover(ctx, actor, destino, f"{ctx.name(actor)} salta a {tablero.texto(destino)}.")
    else:
        ctx.set(actor, "movio_este_turno", True)


def desmarcarse(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    destino = tablero.casilla(action.param("destino"))
    assert destino is not None
    if action.param("evidente", True) is not False:
        estado.revelar(ctx, actor, "moverse", ganar_accion=_en_su_turno(ctx, action))
    estado.mover(
        ctx, actor, destino, f"{ctx.name(actor)} se desmarca a {tablero.texto(destino)} sin provocar Respuesta."
    )


def ocultarse(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    raw = action.param("vieron") or []
    vieron = [raw] if isinstance(raw, str) else [str(v) for v in raw]
    agarrador = ctx.live(actor).get("agarrado_por")
    if agarrador is not None and agarrador not in vieron:
        vieron.append(agarrador)
    raw_condicion = action.param("condicion")
    condicion = (
        str(raw_condicion).replace("_", " ") if raw_condicion else "el DJ da por buenas las condiciones del entorno"
    )
    ctx.set(actor, "oculto", True, f"{ctx.name(actor)} se oculta ({condicion}).")
    ctx.set(actor, "visto_por", vieron)
    if vieron:
        ctx.log(f"Lo han visto ocultarse: {', '.join(ctx.name(v) for v in vieron)}.")


def usar(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    descripcion = action.param("descripcion") or action.param("maniobra") or "el entorno"
    ctx.log(f"{ctx.name(actor)} usa: {descripcion}.", actor=actor)
    if ofensiva(action):
        estado.revelar(ctx, actor, "atacar", ganar_accion=_en_su_turno(ctx, action))
        if action.objetivo is not None:
            esquivar_si_pide(ctx, action.respuesta, action.objetivo)
    localizar = action.param("localizar")
    if isinstance(localizar, str):
        _localizar(ctx, actor, localizar, bono(ctx, action))
        return
    dificultad = entero(action.param("dificultad"))
    if dificultad is not None:
        nombre = nombre_valor(ctx, action, "sabiduria")
        tirada = Tirada(
            actor, nombre, valor(ctx, actor, nombre), bono(ctx, action), dificultad, f"dificultad {dificultad}"
        )
        _total, exito = tirar(ctx, tirada, f"Usar de {ctx.name(actor)}")
        ctx.log("Lo consigue." if exito else "No lo consigue.")


def _localizar(ctx: Resolution, buscador: str, oculto: str, extra: int) -> None:
    """«tirada enfrentada de Sabiduría (buscadores) contra tu habilidad de Atletismo (oculto)»."""
    sab, atl = valor(ctx, buscador, "sabiduria") + extra, valor(ctx, oculto, "atletismo")
    gana_empate = op.opcion(ctx, op.EMPATE_LOCALIZAR) == "buscador"
    odds = dice.format_percent(probabilidad_enfrentada(ctx, sab, atl, gana_empate))
    empate = "gana el buscador si empata" if gana_empate else "el oculto gana los empates"
    a = ctx.roll(
        op.expresion(ctx, sab),
        who=buscador,
        purpose=f"Localizar (Sabiduría {sab})",
        success_text=f"superar la tirada de Atletismo de {ctx.name(oculto)}, {empate}; {odds}",
    )
    b = ctx.roll(op.expresion(ctx, atl), who=oculto, purpose=f"Seguir oculto (Atletismo {atl})")
    exito = a.total > b.total or (a.total == b.total and gana_empate)
    if not exito:
        ctx.log(f"{ctx.name(buscador)} no localiza a {ctx.name(oculto)} ({a.total} contra {b.total}).")
        return
    if op.opcion(ctx, op.LOCALIZAR_REVELA) == "todos":
        ctx.set(
            oculto,
            "oculto",
            False,
            f"{ctx.name(buscador)} localiza a {ctx.name(oculto)} ({a.total} contra {b.total}): pierde la ocultación.",
        )
        ctx.set(oculto, "visto_por", [])
    else:
        vistos = [*ctx.live(oculto).get("visto_por", []), buscador]
        ctx.set(
            oculto,
            "visto_por",
            vistos,
            f"{ctx.name(buscador)} localiza a {ctx.name(oculto)} ({a.total} contra {b.total}).",
        )


def librarse(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    found = efecto_librarse(ctx, action)
    assert not isinstance(found, str)
    nombre, nombre_v, dificultad = found
    tirada = Tirada(
        actor, nombre_v, valor(ctx, actor, nombre_v), bono(ctx, action), dificultad, f"dificultad {dificultad}"
    )
    _total, exito = tirar(ctx, tirada, f"Librarse de {nombre}")
    if not exito:
        fallidos = [*ctx.live(actor).get("librarse_fallido", []), nombre]
        ctx.set(
            actor, "librarse_fallido", fallidos, f"{ctx.name(actor)} no se libra de «{nombre}»: el efecto continúa."
        )
        return
    if nombre == "agarre":
        estado.soltar(ctx, actor, f"{ctx.name(actor)} se libera del agarre.")
    else:
        efectos = {k: v for k, v in ctx.live(actor).get("efectos", {}).items() if k != nombre}
        ctx.set(actor, "efectos", efectos, f"{ctx.name(actor)} se libra de «{nombre}».")


def prepararse(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    live = ctx.live(actor)
    acciones, puntos = (n or 0 for n in reserva_pedida(ctx, action, gastada=True))
    condicion = str(action.param("condicion")).strip()
    ctx.set(
        actor,
        "preparado",
        {"condicion": condicion, "acciones": acciones, "puntos": puntos, "activado": False},
        f"{ctx.name(actor)} se prepara: «{condicion}» (reserva {plural(acciones, 'acción', 'acciones')} y {puntos_txt(puntos)}).",
    )
    if acciones:
        quedan = int(live["acciones"]) - acciones
        ctx.set(actor, "acciones", quedan)
        if int(live.get("acciones_extra", 0)) > quedan:
            ctx.set(actor, "acciones_extra", quedan)
        ctx.set(actor, "acciones_reservadas", acciones)
    if puntos:
        ctx.set(actor, "puntos_encuentro", int(live["puntos_encuentro"]) - puntos)
        ctx.set(actor, "puntos_reservados", puntos)


RESOLVERS: dict[str, Callable[[Resolution, Action], None]] = por_accion(
    atacar, moverse, salto, derribar, empujar, agarrar, ocultarse, desmarcarse, usar, librarse, prepararse
)


def valor_de_accion(view: BattleView, action: Action) -> str | None:
    """The value an action rolls, for matching Ayuda points (``para`` naming a skill)."""
    if action.accion in ("atacar", "derribar", "empujar", "agarrar") and action.objetivo is not None:
        return tirada_ataque(view, action, action.actor, action.objetivo).nombre_valor
    if action.accion == "librarse":
        found = efecto_librarse(view, action)
        return None if isinstance(found, str) else found[1]
    if action.accion == "usar":
        if isinstance(action.param("localizar"), str):
            return "sabiduria"
        return nombre_valor(view, action, "sabiduria") if action.param("dificultad") is not None else None
    return None
