"""Applying damage: the 50 % armour / 50 % life split, blocked damage, armour breaking, death."""

from __future__ import annotations

from typing import Literal

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.rulesets.caballeros.estado import ficha, tiene_efecto

Modo = Literal["mixto", "vida", "armadura", "bloqueo", "solo_armadura"]


def reducir_por_elemento(view: BattleView, objetivo: str, dano: int, elemento: str | None) -> int:
    """F and H: the target's resistance reduces each attack separately."""
    if elemento is None or dano <= 0:
        return dano
    resistencia = next((int(v) for k, v in ficha(view, objetivo).resistencias.items() if k == elemento), 0)
    return max(0, dano - resistencia)


def contra_barrera(ctx: Resolution, objetivo: str, dano: int) -> int:
    """The barrier (DefB) absorbs the damage first; returns what is left after it breaks."""
    barrera = int(ctx.live(objetivo).get("barrera", 0))
    if barrera <= 0 or dano <= 0:
        return dano
    absorbido = min(barrera, dano)
    quedan = barrera - absorbido
    nombre = ctx.name(objetivo)
    if quedan > 0:
        ctx.set(
            objetivo,
            "barrera",
            quedan,
            tr(
                "La barrera de {nombre} absorbe {absorbido} (le quedan {quedan}).",
                nombre=nombre,
                absorbido=absorbido,
                quedan=quedan,
            ),
        )
    else:
        ctx.set(
            objetivo,
            "barrera",
            0,
            tr("La barrera de {nombre} absorbe {absorbido} y se rompe.", nombre=nombre, absorbido=absorbido),
        )
    return dano - absorbido


def aplicar(ctx: Resolution, objetivo: str, dano: int, modo: Modo = "mixto", motivo: str = "") -> None:
    """Subtract ``dano`` from the target as ``modo`` says and log it.

    ``mixto`` splits it in halves (the odd point goes to life); armour that cannot take its
    half passes the rest to life. ``bloqueo`` goes to armour with the overflow to life.
    """
    if dano <= 0:
        return
    live = ctx.live(objetivo)
    nombre = ctx.name(objetivo)
    sufijo = f" ({motivo})" if motivo else ""
    if live.get("resucitado"):
        ctx.log(
            tr(
                "{nombre} está resucitado por Hades: el daño ({dano}) no le afecta{sufijo}.",
                nombre=nombre,
                dano=dano,
                sufijo=sufijo,
            )
        )
        return
    armadura = int(live["armadura"])
    vida = int(live["vida"])
    if modo == "mixto":
        a_armadura = (dano + 1) // 2 if ctx.option("punto_impar") == "armadura" else dano // 2
    elif modo in ("armadura", "bloqueo", "solo_armadura"):
        a_armadura = dano
    else:
        a_armadura = 0
    recibe_armadura = min(armadura, a_armadura)
    sobrante = a_armadura - recibe_armadura
    a_vida = dano - a_armadura
    if modo != "solo_armadura":
        a_vida += sobrante
    nueva_armadura = armadura - recibe_armadura
    nueva_vida = max(0, vida - a_vida)
    ctx.log(
        tr(
            "{nombre} recibe {dano} de daño{sufijo}: {recibe_armadura} a armadura, {valor} a vida.",
            nombre=nombre,
            dano=dano,
            sufijo=sufijo,
            recibe_armadura=recibe_armadura,
            valor=vida - nueva_vida,
        ),
        tipo="dano",
        objetivo=objetivo,
        dano=dano,
    )
    if nueva_armadura != armadura:
        ctx.set(
            objetivo,
            "armadura",
            nueva_armadura,
            tr(
                "Armadura de {nombre}: {armadura} → {nueva_armadura}.",
                nombre=nombre,
                armadura=armadura,
                nueva_armadura=nueva_armadura,
            ),
        )
        if nueva_armadura == 0:
            romper_armadura(ctx, objetivo)
    if nueva_vida != vida:
        ctx.set(
            objetivo,
            "vida",
            nueva_vida,
            tr("Vida de {nombre}: {vida} → {nueva_vida}.", nombre=nombre, vida=vida, nueva_vida=nueva_vida),
        )
        if nueva_vida == 0:
            caer(ctx, objetivo)


def romper_armadura(ctx: Resolution, objetivo: str) -> None:
    """ARMADURA: at 0 points the armour breaks and every ARM bonus and power is lost."""
    if ctx.live(objetivo).get("armadura_rota"):
        return
    if int(ctx.live(objetivo)["armadura"]) != 0:
        ctx.set(objetivo, "armadura", 0)
    ctx.set(
        objetivo,
        "armadura_rota",
        True,
        tr("La armadura de {objetivo} se rompe: pierde sus bonos y poderes ARM.", objetivo=ctx.name(objetivo)),
    )
    if not ctx.live(objetivo).get("arm_perdido"):
        ctx.set(objetivo, "arm_perdido", True)


def caer(ctx: Resolution, objetivo: str) -> None:
    """Life at 0: out of the fight, unless Gran Resurrección raises the knight for 4 turns."""
    if tiene_efecto(ctx, objetivo, "gran_resurreccion") and not ctx.live(objetivo).get("resurreccion_usada"):
        ctx.set(objetivo, "resurreccion_usada", True)
        ctx.set(
            objetivo,
            "resucitado",
            4,
            tr("{objetivo} muere y Hades lo resucita durante 4 turnos.", objetivo=ctx.name(objetivo)),
        )
        return
    ctx.log(tr("{objetivo} queda fuera de combate.", objetivo=ctx.name(objetivo)), tipo="derrota", objetivo=objetivo)


def matar(ctx: Resolution, objetivo: str, motivo: str) -> None:
    """A mortal effect: the life drops to 0."""
    vida = int(ctx.live(objetivo)["vida"])
    if ctx.live(objetivo).get("resucitado"):
        ctx.log(
            tr(
                "{objetivo} ya está resucitado por Hades: {motivo} no le afecta.",
                objetivo=ctx.name(objetivo),
                motivo=motivo,
            )
        )
        return
    ctx.set(
        objetivo,
        "vida",
        0,
        tr("{motivo}: {objetivo} pasa de {vida} a 0 de vida.", motivo=motivo, objetivo=ctx.name(objetivo), vida=vida),
    )
    caer(ctx, objetivo)


def curar(ctx: Resolution, objetivo: str, clave: str, cantidad: int, motivo: str) -> None:
    """Recover life or armour (house rule ``curacion``: never above the sheet's starting value)."""
    actual = int(ctx.live(objetivo)[clave])
    nuevo = actual + cantidad
    if ctx.option("curacion") == "valor_inicial":
        nuevo = max(actual, min(int(ctx.live(objetivo)[f"{clave}_max"]), nuevo))
    ctx.set(
        objetivo,
        clave,
        nuevo,
        tr(
            "{motivo}: {clave} de {objetivo} {actual} → {nuevo}.",
            motivo=motivo,
            clave=clave,
            objetivo=ctx.name(objetivo),
            actual=actual,
            nuevo=nuevo,
        ),
    )
    if clave == "armadura" and nuevo > 0 and ctx.live(objetivo).get("armadura_rota"):
        ctx.set(
            objetivo,
            "armadura_rota",
            False,
            tr("La armadura de {objetivo} vuelve a estar en pie.", objetivo=ctx.name(objetivo)),
        )
