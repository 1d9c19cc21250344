"""Live state of an encuentro battle, read and written: the reserve and movement a sheet gives, actions and
points spent, hiding, grabs, hits, and the live values reported. The start is in inicio.py, the turn in turnos.py."""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.ruleset import Action, JsonValue
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro import tablero
from core.rulesets.encuentro.tiradas import defensa, ficha, puntos_txt

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
