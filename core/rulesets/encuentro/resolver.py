"""Resolution of the turn actions once checked: rolls in the documented order, live value changes."""

from __future__ import annotations

from core import dice
from core.battle import BattleView, Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.encuentro import estado, tablero
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.comprobar import efecto_librarse, reserva_pedida
from core.rulesets.encuentro.comunes import bono, entero, nombre_valor, ofensiva, tirada_ataque
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
    _total, exito = tirar(
        ctx,
        tirada_ataque(ctx, action, action.actor, objetivo),
        tr("{que} de {actor}", que=que, actor=ctx.name(action.actor)),
    )
    return exito


def atacar(ctx: Resolution, action: Action) -> None:
    assert action.objetivo is not None
    if _ataque(ctx, action, tr("Ataque")):
        estado.impacto(ctx, action.actor, action.objetivo, action)
    else:
        ctx.log(tr("{objetivo} evita el ataque.", objetivo=ctx.name(action.objetivo)))


def derribar(ctx: Resolution, action: Action) -> None:
    objetivo = action.objetivo
    assert objetivo is not None
    if _ataque(ctx, action, tr("Derribo")):
        ctx.set(
            objetivo,
            "derribado",
            True,
            tr("{objetivo} cae derribado al suelo: su Defensa se reduce a la mitad.", objetivo=ctx.name(objetivo)),
        )
    else:
        ctx.log(tr("{objetivo} resiste el derribo.", objetivo=ctx.name(objetivo)))


def empujar(ctx: Resolution, action: Action) -> None:
    objetivo = action.objetivo
    assert objetivo is not None
    desde = tablero.posicion(ctx, objetivo)
    elegido = tablero.casilla(action.param("destino"))
    destino = elegido or tablero.empuje(ctx, action.actor, objetivo)[0]
    if not _ataque(ctx, action, tr("Empuje")):
        ctx.log(tr("{objetivo} resiste el empuje.", objetivo=ctx.name(objetivo)))
        return
    ctx.set(
        objetivo,
        "posicion",
        list(destino),
        tr("{objetivo} es empujado a {texto}.", objetivo=ctx.name(objetivo), texto=tablero.texto(destino)),
    )
    if action.param("ocupar") is True:
        estado.mover(
            ctx,
            action.actor,
            desde,
            tr("{actor} ocupa la casilla {texto}.", actor=ctx.name(action.actor), texto=tablero.texto(desde)),
        )
    else:
        estado.revisar_agarres(ctx)


def agarrar(ctx: Resolution, action: Action) -> None:
    objetivo = action.objetivo
    assert objetivo is not None
    if not _ataque(ctx, action, tr("Agarre")):
        ctx.log(tr("{objetivo} resiste el agarre.", objetivo=ctx.name(objetivo)))
        return
    estado.agarrar(ctx, objetivo, action.actor)


def _levantarse(ctx: Resolution, actor: str) -> None:
    if ctx.live(actor).get("derribado"):
        ctx.set(actor, "derribado", False, tr("{actor} se levanta.", actor=ctx.name(actor)))


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
    estado.mover(
        ctx, actor, destino, tr("{actor} se mueve a {texto}.", actor=ctx.name(actor), texto=tablero.texto(destino))
    )


def salto(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    if action.param("evidente", True) is not False:
        estado.revelar(ctx, actor, "saltar", ganar_accion=_en_su_turno(ctx, action))
    altura = entero(action.param("altura"))
    if altura:
        ctx.log(tr("{actor} salta {altura} casillas de altura.", actor=ctx.name(actor), altura=altura))
    destino = tablero.casilla(action.param("destino"))
    if destino is not None:
        estado.mover(
            ctx, actor, destino, tr("{actor} salta a {texto}.", actor=ctx.name(actor), texto=tablero.texto(destino))
        )
    else:
        ctx.set(actor, "movio_este_turno", True)


def desmarcarse(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    destino = tablero.casilla(action.param("destino"))
    assert destino is not None
    if action.param("evidente", True) is not False:
        estado.revelar(ctx, actor, "moverse", ganar_accion=_en_su_turno(ctx, action))
    estado.mover(
        ctx,
        actor,
        destino,
        tr(
            "{actor} se desmarca a {texto} sin provocar Respuesta.", actor=ctx.name(actor), texto=tablero.texto(destino)
        ),
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
        str(raw_condicion).replace("_", " ") if raw_condicion else tr("el DJ da por buenas las condiciones del entorno")
    )
    ctx.set(actor, "oculto", True, tr("{actor} se oculta ({condicion}).", actor=ctx.name(actor), condicion=condicion))
    ctx.set(actor, "visto_por", vieron)
    if vieron:
        ctx.log(tr("Lo han visto ocultarse: {join}.", join=", ".join(ctx.name(v) for v in vieron)))


def usar(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    descripcion = action.param("descripcion") or action.param("maniobra") or tr("el entorno")
    ctx.log(tr("{actor} usa: {descripcion}.", actor=ctx.name(actor), descripcion=descripcion), actor=actor)
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
            actor,
            nombre,
            valor(ctx, actor, nombre),
            bono(ctx, action),
            dificultad,
            tr("dificultad {dificultad}", dificultad=dificultad),
        )
        _total, exito = tirar(ctx, tirada, tr("Usar de {actor}", actor=ctx.name(actor)))
        ctx.log(tr("Lo consigue.") if exito else tr("No lo consigue."))


def _localizar(ctx: Resolution, buscador: str, oculto: str, extra: int) -> None:
    """«tirada enfrentada de Sabiduría (buscadores) contra tu habilidad de Atletismo (oculto)»."""
    sab, atl = valor(ctx, buscador, "sabiduria") + extra, valor(ctx, oculto, "atletismo")
    gana_empate = op.opcion(ctx, op.EMPATE_LOCALIZAR) == "buscador"
    odds = dice.format_percent(probabilidad_enfrentada(ctx, sab, atl, gana_empate))
    empate = tr("gana el buscador si empata") if gana_empate else tr("el oculto gana los empates")
    a = ctx.roll(
        op.expresion(ctx, sab),
        who=buscador,
        purpose=tr("Localizar (Sabiduría {sab})", sab=sab),
        success_text=tr(
            "superar la tirada de Atletismo de {oculto}, {empate}; {odds}",
            oculto=ctx.name(oculto),
            empate=empate,
            odds=odds,
        ),
    )
    b = ctx.roll(op.expresion(ctx, atl), who=oculto, purpose=tr("Seguir oculto (Atletismo {atl})", atl=atl))
    exito = a.total > b.total or (a.total == b.total and gana_empate)
    if not exito:
        ctx.log(
            tr(
                "{buscador} no localiza a {oculto} ({total} contra {total2}).",
                buscador=ctx.name(buscador),
                oculto=ctx.name(oculto),
                total=a.total,
                total2=b.total,
            )
        )
        return
    if op.opcion(ctx, op.LOCALIZAR_REVELA) == "todos":
        ctx.set(
            oculto,
            "oculto",
            False,
            tr(
                "{buscador} localiza a {oculto} ({total} contra {total2}): pierde la ocultación.",
                buscador=ctx.name(buscador),
                oculto=ctx.name(oculto),
                total=a.total,
                total2=b.total,
            ),
        )
        ctx.set(oculto, "visto_por", [])
    else:
        vistos = [*ctx.live(oculto).get("visto_por", []), buscador]
        ctx.set(
            oculto,
            "visto_por",
            vistos,
            tr(
                "{buscador} localiza a {oculto} ({total} contra {total2}).",
                buscador=ctx.name(buscador),
                oculto=ctx.name(oculto),
                total=a.total,
                total2=b.total,
            ),
        )


def librarse(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    found = efecto_librarse(ctx, action)
    assert not isinstance(found, str)
    nombre, nombre_v, dificultad = found
    tirada = Tirada(
        actor,
        nombre_v,
        valor(ctx, actor, nombre_v),
        bono(ctx, action),
        dificultad,
        tr("dificultad {dificultad}", dificultad=dificultad),
    )
    _total, exito = tirar(ctx, tirada, tr("Librarse de {nombre}", nombre=nombre))
    if not exito:
        fallidos = [*ctx.live(actor).get("librarse_fallido", []), nombre]
        ctx.set(
            actor,
            "librarse_fallido",
            fallidos,
            tr("{actor} no se libra de «{nombre}»: el efecto continúa.", actor=ctx.name(actor), nombre=nombre),
        )
        return
    if nombre == "agarre":
        estado.soltar(ctx, actor, tr("{actor} se libera del agarre.", actor=ctx.name(actor)))
    else:
        efectos = {k: v for k, v in ctx.live(actor).get("efectos", {}).items() if k != nombre}
        ctx.set(actor, "efectos", efectos, tr("{actor} se libra de «{nombre}».", actor=ctx.name(actor), nombre=nombre))


def prepararse(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    live = ctx.live(actor)
    acciones, puntos = (n or 0 for n in reserva_pedida(ctx, action, gastada=True))
    condicion = str(action.param("condicion")).strip()
    ctx.set(
        actor,
        "preparado",
        {"condicion": condicion, "acciones": acciones, "puntos": puntos, "activado": False},
        tr(
            "{actor} se prepara: «{condicion}» (reserva {plural} y {puntos_txt}).",
            actor=ctx.name(actor),
            condicion=condicion,
            plural=plural(acciones, "acción", "acciones"),
            puntos_txt=puntos_txt(puntos),
        ),
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
