"""Live state of an encuentro battle: start, turn changes, actions and points spent, shared effects."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, IllegalAction, Resolution
from core.i18n import tr
from core.ruleset import Action, JsonValue
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro import tablero
from core.rulesets.encuentro.tiradas import defensa, ficha, puntos_txt
from core.turns import next_in_order

ACCIONES_POR_TURNO = 2
"""«Cada personaje dispone de 2 Acciones por turno, que son gratuitas y se reinician al comienzo de cada turno.»"""


def reserva_inicial(view: BattleView, cid: str) -> int:
    propia = ficha(view, cid).puntos_encuentro
    return propia if propia is not None else op.entero(view, op.PUNTOS)


def movimiento(view: BattleView, cid: str) -> int:
    propio = ficha(view, cid).movimiento
    return propio if propio is not None else op.entero(view, op.MOVIMIENTO)


def fuera(view: BattleView, cid: str) -> bool:
    return bool(view.live(cid).get("fuera_de_combate", False))


# -- start ---------------------------------------------------------------------------------


def iniciar(ctx: Resolution, orden: list[str] | None) -> None:
    """Check the settings, place everyone on the grid and set every live value."""
    problema = op.problema_de_opciones(ctx)
    if problema:
        raise IllegalAction(problema)
    sitios = _posiciones_iniciales(ctx)
    for cid in ctx.ids:
        sheet = ficha(ctx, cid)
        values: dict[str, JsonValue] = {
            "acciones": ACCIONES_POR_TURNO,
            "acciones_extra": 0,
            "acciones_usadas": 0,
            "acciones_ganadas": 0,
            "acciones_reservadas": 0,
            "puntos_encuentro": reserva_inicial(ctx, cid),
            "puntos_reservados": 0,
            "ayudas": [],
            "ayudado_por": [],
            "posicion": list(sitios[cid]),
            "derribado": False,
            "agarrado_por": None,
            "agarrando": [],
            "manos_libres": sheet.manos_libres,
            "oculto": False,
            "visto_por": [],
            "esquiva": False,
            "preparado": None,
            "efectos": {},
            "impactos": 0,
            "danio": 0,
            "fuera_de_combate": False,
            "movio_este_turno": False,
            "movio_turno_anterior": False,
            "librarse_fallido": [],
        }
        for key, value in values.items():
            ctx.set(cid, key, value)
    order = list(orden) if orden else list(ctx.ids)
    ctx.set_global("orden", order)
    ctx.set_global("ultima_accion", None)
    ctx.set_global("turno", order[0], tr("Turno de {nxt}.", nxt=ctx.name(order[0])))
    ctx.log(
        tr(
            "Ronda 1. Cada personaje dispone de {acciones_por_turno} acciones por turno.",
            acciones_por_turno=ACCIONES_POR_TURNO,
        )
    )


def _ampliar_tablero(ctx: Resolution, sitios: dict[str, tablero.Casilla]) -> None:
    """A starting square beyond the board's settings grows the board to hold it (the log says so)."""
    ancho, alto = tablero.tamano(ctx)
    nuevo = (max([ancho, *(sq[0] + 1 for sq in sitios.values())]), max([alto, *(sq[1] + 1 for sq in sitios.values())]))
    if nuevo == (ancho, alto):
        return
    if nuevo[0] * nuevo[1] > 10_000:
        raise IllegalAction(
            tr(
                "Las posiciones iniciales necesitan un tablero de {valor}×{valor2}: demasiado grande.",
                valor=nuevo[0],
                valor2=nuevo[1],
            ),
            "opcion_no_valida",
        )
    ctx.set_global(
        "tablero",
        list(nuevo),
        tr("El tablero se amplía a {ancho}×{alto} casillas para que quepan todos.", ancho=nuevo[0], alto=nuevo[1]),
    )


def _posiciones_iniciales(ctx: Resolution) -> dict[str, tablero.Casilla]:
    dadas: dict[str, Any] = dict(op.opcion(ctx, op.POSICIONES) or {})
    for cid in dadas:
        if cid not in ctx.combatants:
            raise IllegalAction(
                tr("La opción «posiciones» nombra a «{cid}», que no está en la batalla.", cid=cid), "opcion_no_valida"
            )
    sitios: dict[str, tablero.Casilla] = {}
    for cid in ctx.ids:
        raw = dadas.get(cid, ficha(ctx, cid).posicion)
        if raw is None:
            continue
        sq = tablero.casilla(list(raw))
        if sq is None:
            raise IllegalAction(
                tr("La posición de {cid} debe ser [x, y] con dos números enteros.", cid=ctx.name(cid)),
                "posicion_no_valida",
            )
        if min(sq) < 0:
            raise IllegalAction(
                tr(
                    "La posición {texto} de {cid} está fuera del tablero: las coordenadas empiezan en 0.",
                    texto=tablero.texto(sq),
                    cid=ctx.name(cid),
                ),
                "posicion_no_valida",
            )
        if tablero.bloqueada(ctx, sq):
            raise IllegalAction(
                tr(
                    "{cid} no puede empezar en {texto}: es una casilla bloqueada (obstáculo).",
                    cid=ctx.name(cid),
                    texto=tablero.texto(sq),
                ),
                "posicion_no_valida",
            )
        sitios[cid] = sq
    _ampliar_tablero(ctx, sitios)
    sin_sitio = [(cid, ctx.side(cid)) for cid in ctx.ids if cid not in sitios]
    if sin_sitio:
        ancho, alto = tablero.tamano(ctx)
        libres = tablero.colocar(ancho, alto, sin_sitio)
        ocupadas = set(sitios.values()) | tablero.bloqueadas(ctx)
        for cid, sq in libres.items():
            sq = _libre_desde(ctx, sq, ocupadas, ancho, alto)
            sitios[cid] = sq
            ocupadas.add(sq)
    vistos: dict[tablero.Casilla, str] = {}
    for cid, sq in sitios.items():
        if sq in vistos:
            raise IllegalAction(
                tr(
                    "{name} y {cid} empiezan en la misma casilla {texto}.",
                    name=ctx.name(vistos[sq]),
                    cid=ctx.name(cid),
                    texto=tablero.texto(sq),
                ),
                "posicion_no_valida",
            )
        vistos[sq] = cid
    return sitios


def _libre_desde(
    ctx: Resolution, sq: tablero.Casilla, ocupadas: set[tablero.Casilla], ancho: int, alto: int
) -> tablero.Casilla:
    """The default square, or the next free one down its column (then the next columns): a sheet's own square
    or an obstacle may stand on the default column."""
    for dx in range(ancho):
        for dy in range(alto):
            otra = ((sq[0] + dx) % ancho, (sq[1] + dy) % alto)
            if otra not in ocupadas:
                return otra
    raise IllegalAction(tr("No caben todos en el tablero: no quedan casillas libres."), "posicion_no_valida")


# -- turns ---------------------------------------------------------------------------------


def inicio_turno(ctx: Resolution, cid: str) -> None:
    """«se reinician al comienzo de cada turno»: actions, dodge, preparation and move memory."""
    live = ctx.live(cid)
    acciones = ACCIONES_POR_TURNO
    preparado = live.get("preparado")
    if live.get("esquiva"):
        ctx.set(cid, "esquiva", False, tr("Termina la Esquiva de {cid}.", cid=ctx.name(cid)))
    if preparado:
        if not preparado.get("activado"):
            acciones -= 1
            ctx.log(
                tr(
                    "La condición de {cid} («{get}») no se cumplió: pierde una acción de su turno.",
                    cid=ctx.name(cid),
                    get=preparado.get("condicion"),
                )
            )
        devueltos = int(live.get("puntos_reservados", 0))
        if devueltos:
            total = int(live["puntos_encuentro"]) + devueltos
            ctx.set(
                cid,
                "puntos_encuentro",
                total,
                tr(
                    "{cid} recupera {devueltos} puntos reservados (reserva {total}).",
                    cid=ctx.name(cid),
                    devueltos=devueltos,
                    total=total,
                ),
            )
        ctx.set(cid, "puntos_reservados", 0)
        ctx.set(cid, "acciones_reservadas", 0)
        ctx.set(cid, "preparado", None)
    if op.opcion(ctx, op.RECARGA) == "turno":
        _recargar(ctx, cid)
    ctx.set(cid, "acciones", acciones, tr("{cid} tiene {acciones} acciones.", cid=ctx.name(cid), acciones=acciones))
    ctx.set(cid, "acciones_extra", 0)
    ctx.set(cid, "acciones_usadas", 0)
    ctx.set(cid, "acciones_ganadas", 0)
    ctx.set(cid, "movio_turno_anterior", bool(live.get("movio_este_turno")))
    ctx.set(cid, "movio_este_turno", False)
    if live.get("librarse_fallido"):
        ctx.set(cid, "librarse_fallido", [])


def fin_turno(ctx: Resolution) -> str | None:
    """End the current turn (unused extra actions and lent points are lost) and start the next."""
    actual = ctx.turn
    if actual is not None:
        live = ctx.live(actual)
        extra = int(live.get("acciones_extra", 0))
        if extra:
            restantes = max(0, int(live["acciones"]) - extra)
            ctx.set(
                actual,
                "acciones",
                restantes,
                tr("{actual} pierde la acción extra que no usó.", actual=ctx.name(actual)),
            )
            ctx.set(actual, "acciones_extra", 0)
        prestados = sum(int(a["puntos"]) for a in live.get("ayudas", []))
        if prestados:
            total = int(live["puntos_encuentro"]) - prestados
            ctx.set(
                actual,
                "puntos_encuentro",
                total,
                tr(
                    "{actual} pierde {prestados} puntos de Ayuda sin usar.",
                    actual=ctx.name(actual),
                    prestados=prestados,
                ),
            )
        if live.get("ayudas"):
            ctx.set(actual, "ayudas", [])
        if live.get("ayudado_por"):
            ctx.set(actual, "ayudado_por", [])
    ctx.set_global("ultima_accion", None)
    skip = frozenset(c for c in ctx.ids if fuera(ctx, c))
    nxt, new_round = next_in_order(ctx, skip)
    if new_round:
        ctx.set_global("ronda", ctx.round + 1, tr("— Ronda {valor} —", valor=ctx.round + 1))
        if op.opcion(ctx, op.RECARGA) == "ronda":
            for cid in ctx.ids:
                _recargar(ctx, cid)
    ctx.set_global("turno", nxt, tr("Turno de {nxt}.", nxt=ctx.name(nxt)) if nxt else "")
    if nxt is not None:
        inicio_turno(ctx, nxt)
    return nxt


def _recargar(ctx: Resolution, cid: str) -> None:
    lleno = reserva_inicial(ctx, cid)
    prestados = sum(int(a["puntos"]) for a in ctx.live(cid).get("ayudas", []))
    if int(ctx.live(cid)["puntos_encuentro"]) - prestados < lleno:
        ctx.set(
            cid,
            "puntos_encuentro",
            lleno + prestados,
            tr("{cid} recarga su reserva ({lleno}).", cid=ctx.name(cid), lleno=lleno),
        )


def siguiente(view: BattleView) -> str | None:
    skip = frozenset(c for c in view.ids if fuera(view, c))
    return next_in_order(view, skip)[0]


# -- points --------------------------------------------------------------------------------


def puntos_libres(view: BattleView, cid: str) -> int:
    """Own points usable for anything: the pool minus points lent for one named action."""
    live = view.live(cid)
    return int(live["puntos_encuentro"]) - sum(int(a["puntos"]) for a in live.get("ayudas", []))


def claves_de(action: Action, nombre_valor: str | None) -> set[str]:
    """What an Ayuda's ``para`` may name to be usable on this action: its id, its roll, its maneuver."""
    keys = {action.accion}
    if nombre_valor:
        keys.add(nombre_valor)
    maniobra = action.param("maniobra")
    if isinstance(maniobra, str):
        keys.add(maniobra)
    return keys


def puntos_ayuda(view: BattleView, cid: str, claves: set[str]) -> int:
    return sum(int(a["puntos"]) for a in view.live(cid).get("ayudas", []) if str(a["para"]) in claves)


def gastar_puntos(ctx: Resolution, cid: str, n: int, claves: set[str], reservados: bool = False) -> None:
    """Spend ``n`` points: lent points for this action first, then reserved ones (prepared), then own."""
    if n <= 0:
        return
    live = ctx.live(cid)
    restante = n
    ayudas = [dict(a) for a in live.get("ayudas", [])]
    usados_ayuda = 0
    for ayuda in ayudas:
        if restante and str(ayuda["para"]) in claves:
            toma = min(restante, int(ayuda["puntos"]))
            ayuda["puntos"] = int(ayuda["puntos"]) - toma
            restante -= toma
            usados_ayuda += toma
    if usados_ayuda:
        ctx.set(cid, "ayudas", [a for a in ayudas if int(a["puntos"]) > 0])
    de_reserva = 0
    if reservados and restante:
        de_reserva = min(restante, int(live.get("puntos_reservados", 0)))
        if de_reserva:
            ctx.set(cid, "puntos_reservados", int(live["puntos_reservados"]) - de_reserva)
            restante -= de_reserva
    total = int(live["puntos_encuentro"]) - usados_ayuda - restante
    partes = []
    if usados_ayuda:
        partes.append(tr("{usados_ayuda} de Ayuda", usados_ayuda=usados_ayuda))
    if de_reserva:
        partes.append(tr("{de_reserva} reservados", de_reserva=de_reserva))
    origen = f" ({', '.join(partes)})" if partes else ""
    ctx.set(
        cid,
        "puntos_encuentro",
        total,
        tr(
            "{cid} gasta {puntos_txt}{origen}; reserva {total}.",
            cid=ctx.name(cid),
            puntos_txt=puntos_txt(n),
            origen=origen,
            total=total,
        ),
    )


# -- actions -------------------------------------------------------------------------------


def gastar_accion(ctx: Resolution, cid: str, preparada: bool) -> None:
    live = ctx.live(cid)
    if preparada:
        ctx.set(cid, "acciones_reservadas", int(live["acciones_reservadas"]) - 1)
        preparado = dict(live["preparado"])
        if not preparado.get("activado"):
            preparado["activado"] = True
            ctx.set(
                cid,
                "preparado",
                preparado,
                tr(
                    "Se cumple la condición de {cid}: «{condicion}».",
                    cid=ctx.name(cid),
                    condicion=preparado["condicion"],
                ),
            )
        return
    quedan = int(live["acciones"]) - 1
    ctx.set(cid, "acciones", quedan)
    ctx.set(cid, "acciones_usadas", int(live.get("acciones_usadas", 0)) + 1)
    if int(live.get("acciones_extra", 0)) > quedan:  # the extra one is used last
        ctx.set(cid, "acciones_extra", quedan)


def solo_extra(view: BattleView, cid: str) -> bool:
    """Nothing left of its own actions (only an unused extra one, lost if the next one acts)."""
    live = view.live(cid)
    return int(live["acciones"]) - int(live.get("acciones_extra", 0)) <= 0


def revelar(ctx: Resolution, cid: str, motivo: str, ganar_accion: bool) -> None:
    """«Al realizar voluntariamente un ataque o un movimiento evidente desde la ocultación, ganas
    inmediatamente una Acción extra, que se pierde al final del turno si no se utiliza.»"""
    live = ctx.live(cid)
    if not live.get("oculto"):
        return
    ctx.set(cid, "oculto", False, tr("{cid} sale de la ocultación al {motivo}.", cid=ctx.name(cid), motivo=motivo))
    ctx.set(cid, "visto_por", [])
    if ganar_accion:
        ctx.set(
            cid,
            "acciones",
            int(live["acciones"]) + 1,
            tr("{cid} gana una acción extra por actuar desde la ocultación.", cid=ctx.name(cid)),
        )
        ctx.set(cid, "acciones_extra", int(live.get("acciones_extra", 0)) + 1)
        ctx.set(cid, "acciones_ganadas", int(live.get("acciones_ganadas", 0)) + 1)


def mover(ctx: Resolution, cid: str, sq: tablero.Casilla, texto: str) -> None:
    ctx.set(cid, "posicion", list(sq), texto)
    ctx.set(cid, "movio_este_turno", True)
    revisar_agarres(ctx)


def revisar_agarres(ctx: Resolution) -> None:
    """A grab lasts until Librarse; it ends when one falls, or (house rule) when they are no longer adjacent."""
    separarse = op.opcion(ctx, op.AGARRE_SEPARADOS) == "termina"
    for cid in ctx.ids:
        agarrador = ctx.live(cid).get("agarrado_por")
        if agarrador is None:
            continue
        if fuera(ctx, cid) or fuera(ctx, agarrador) or (separarse and not tablero.adyacentes(ctx, cid, agarrador)):
            soltar(ctx, cid, tr("{agarrador} ya no sujeta a {cid}.", agarrador=ctx.name(agarrador), cid=ctx.name(cid)))


def agarrar(ctx: Resolution, agarrado: str, agarrador: str) -> None:
    """«el oponente queda agarrado»: its grabber, the grabber's list and one hand (who grabs it sees it)."""
    ctx.set(
        agarrado,
        "agarrado_por",
        agarrador,
        tr(
            "{agarrador} agarra a {agarrado}: no podrá moverse hasta librarse.",
            agarrador=ctx.name(agarrador),
            agarrado=ctx.name(agarrado),
        ),
    )
    ctx.set(agarrador, "agarrando", [*ctx.live(agarrador).get("agarrando", []), agarrado])
    ctx.set(agarrador, "manos_libres", int(ctx.live(agarrador)["manos_libres"]) - 1)
    vieron = list(ctx.live(agarrado).get("visto_por", []))
    if ctx.live(agarrado).get("oculto") and agarrador not in vieron:
        ctx.set(agarrado, "visto_por", [*vieron, agarrador])


def soltar(ctx: Resolution, agarrado: str, texto: str) -> None:
    agarrador = ctx.live(agarrado).get("agarrado_por")
    if agarrador is None:
        return
    ctx.set(agarrado, "agarrado_por", None, texto)
    lista = [c for c in ctx.live(agarrador).get("agarrando", []) if c != agarrado]
    ctx.set(agarrador, "agarrando", lista)
    ctx.set(agarrador, "manos_libres", int(ctx.live(agarrador)["manos_libres"]) + 1)


def impacto(ctx: Resolution, atacante: str, objetivo: str, action: Action) -> None:
    """A successful attack: one more hit, optional damage and a named negative effect."""
    live = ctx.live(objetivo)
    hits = int(live.get("impactos", 0)) + 1
    ctx.set(
        objetivo,
        "impactos",
        hits,
        tr(
            "{atacante} impacta a {objetivo} (impactos: {hits}).",
            atacante=ctx.name(atacante),
            objetivo=ctx.name(objetivo),
            hits=hits,
        ),
    )
    danio = action.param("danio")
    if isinstance(danio, int) and not isinstance(danio, bool) and danio > 0:
        total = int(live.get("danio", 0)) + danio
        ctx.set(
            objetivo,
            "danio",
            total,
            tr(
                "{objetivo} recibe {danio} de daño (total {total}).",
                objetivo=ctx.name(objetivo),
                danio=danio,
                total=total,
            ),
        )
    efecto = action.param("efecto")
    if isinstance(efecto, str) and efecto.strip():
        efectos = dict(live.get("efectos", {}))
        efectos[efecto] = {
            "dificultad": action.param("efecto_dificultad"),
            "valor": action.param("efecto_valor"),
        }
        ctx.set(
            objetivo,
            "efectos",
            efectos,
            tr("{objetivo} sufre «{efecto}».", objetivo=ctx.name(objetivo), efecto=efecto),
        )
    limite = op.entero(ctx, op.IMPACTOS_PARA_CAER)
    if limite and hits >= limite and not fuera(ctx, objetivo):
        ctx.set(
            objetivo,
            "fuera_de_combate",
            True,
            tr("{objetivo} queda fuera de combate ({hits} impactos).", objetivo=ctx.name(objetivo), hits=hits),
        )
        revisar_agarres(ctx)


def live_values(view: BattleView, cid: str) -> dict[str, JsonValue]:
    live = view.live(cid)
    keys = (
        "acciones",
        "acciones_extra",
        "acciones_reservadas",
        "puntos_encuentro",
        "puntos_reservados",
        "posicion",
        "derribado",
        "agarrado_por",
        "agarrando",
        "manos_libres",
        "oculto",
        "visto_por",
        "esquiva",
        "preparado",
        "efectos",
        "impactos",
        "danio",
        "fuera_de_combate",
    )
    values: dict[str, JsonValue] = {key: live.get(key) for key in keys}
    values["agarrado"] = live.get("agarrado_por") is not None
    values["puntos_prestados"] = sum(int(a["puntos"]) for a in live.get("ayudas", []))
    values["ayudas"] = list(live.get("ayudas", []))
    values["defensa_fisica"] = defensa(view, cid, "fisica")
    values["defensa_mental"] = defensa(view, cid, "mental")
    values["movimiento"] = movimiento(view, cid)
    return values
