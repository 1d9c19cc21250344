"""The start of an encuentro battle: every live value set, and each combatant placed on the grid (the
settings' ``posiciones``, the sheet's own square, or the default placement)."""

from __future__ import annotations

from typing import Any

from core.battle import IllegalAction, Resolution
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro import tablero
from core.rulesets.encuentro.estado import ACCIONES_POR_TURNO, reserva_inicial
from core.rulesets.encuentro.tiradas import ficha


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
