"""The lasting mechanics of a power that lands: mortal roll (M), poison (V), immobilisation (INM).

Shared by the power's owner and by a defence that returns it (DefDR/DefDA/DefDT) or whose own sheet
mechanic is one of these (DefCont*/DefD* with M, V or INM among their codes)."""

from __future__ import annotations

from core.battle import Resolution
from core.i18n import tr
from core.rulesets.caballeros import danos
from core.rulesets.caballeros.codigos import expandir
from core.rulesets.caballeros.ficha import Poder
from core.rulesets.caballeros.modificadores import logra

_ELEMENTOS = {"F": "fuego", "H": "hielo"}


def elemento(found: frozenset[str]) -> str | None:
    """F / H: the element of a power's codes (None: no element)."""
    for code, name in _ELEMENTOS.items():
        if code in found:
            return name
    return None


def aplicar(ctx: Resolution, de: str, a: str, poder: Poder, dano: int) -> None:
    """Apply the power's M, V and INM to ``a``, as sent by ``de`` (who rolls the mortal die)."""
    found = expandir(poder.codigos)
    if "M" in found:
        mortal(ctx, de, a, poder)
    if "V" in found and _en_pie(ctx, a):
        veneno(ctx, de, a, poder, dano)
    if "INM" in found and _en_pie(ctx, a):
        inmovilizar(ctx, de, a, poder)


def _en_pie(ctx: Resolution, cid: str) -> bool:
    return bool(ctx.live(cid).get("resucitado")) or int(ctx.live(cid)["vida"]) > 0


def inmovilizar(ctx: Resolution, de: str, a: str, poder: Poder) -> None:
    turnos = int(poder.turnos_inmovilizado or 1)
    ctx.set(
        a,
        "inmovilizado",
        {"por": de, "turnos": turnos, "desde": int(ctx.live(de).get("turnos", 0))},
        tr("{a} queda inmovilizado ({turnos} turno(s)).", a=ctx.name(a), turnos=turnos),
    )


def mortal(ctx: Resolution, actor: str, objetivo: str, poder: Poder) -> None:
    """PODERES MORTALES: the mortal roll of ``actor`` (whoever sends the power: its owner, or the
    defender who returns it); «de otra variante» (``mortal_sin_tirada``) there is no roll."""
    minimo = int(poder.tirada_mortal or 9)
    if poder.mortal_sin_tirada:
        ctx.log(tr("«{poder}» es mortal sin tirada (otra variante).", poder=poder.nombre))
    else:
        if not logra(ctx, actor, tr("Efecto mortal de «{poder}»", poder=poder.nombre), minimo):
            ctx.log(tr("El efecto mortal de «{poder}» no se cumple.", poder=poder.nombre))
            return
    if poder.mortal_armadura:
        if int(ctx.live(objetivo)["armadura"]) > 0:
            ctx.set(
                objetivo,
                "armadura",
                0,
                tr("«{poder}» destruye la armadura de {objetivo}.", poder=poder.nombre, objetivo=ctx.name(objetivo)),
            )
        danos.romper_armadura(ctx, objetivo)
        return
    danos.matar(ctx, objetivo, tr("Efecto mortal de «{poder}»", poder=poder.nombre))


def veneno(ctx: Resolution, actor: str, objetivo: str, poder: Poder, dano: int) -> None:
    por_turno = int(poder.veneno_dano if poder.veneno_dano is not None else dano)
    turnos = poder.veneno_turnos
    venenos = list(ctx.live(objetivo).get("venenos", []))
    venenos.append(
        {
            "de": actor,
            "poder": poder.nombre,
            "dano": por_turno,
            "turnos": turnos,
            "a": poder.veneno_a,
            "elemento": elemento(expandir(poder.codigos)),
            "desde": int(ctx.live(actor).get("turnos", 0)),
        }
    )
    ctx.set(objetivo, "venenos", venenos, _envenenado(ctx.name(objetivo), poder, por_turno, turnos))


def _envenenado(objetivo: str, poder: Poder, por_turno: int, turnos: int | None) -> str:
    """The log line of a new poison: one whole sentence for each of its resource and duration."""
    valores = {"objetivo": objetivo, "poder": poder.nombre, "por_turno": por_turno, "turnos": turnos}
    if poder.veneno_a == "armadura" and turnos is None:
        return tr(
            "{objetivo} queda envenenado por «{poder}»: {por_turno} a armadura hasta el final del combate, "
            "desde el siguiente turno.",
            **valores,
        )
    if poder.veneno_a == "armadura":
        return tr(
            "{objetivo} queda envenenado por «{poder}»: {por_turno} a armadura durante {turnos} turnos, "
            "desde el siguiente turno.",
            **valores,
        )
    if turnos is None:
        return tr(
            "{objetivo} queda envenenado por «{poder}»: {por_turno} a vida hasta el final del combate, "
            "desde el siguiente turno.",
            **valores,
        )
    return tr(
        "{objetivo} queda envenenado por «{poder}»: {por_turno} a vida durante {turnos} turnos, desde el siguiente turno.",
        **valores,
    )
