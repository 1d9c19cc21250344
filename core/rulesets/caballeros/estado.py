"""Reading a knight's sheet and live state: bonuses in force, armour, life, powers available."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.rulesets.caballeros.codigos import expandir
from core.rulesets.caballeros.ficha import FichaCaballero, Poder
from core.rulesets.caballeros.memo import memo

PARTES = ("brazos", "piernas", "costillas")


def ficha(view: BattleView, cid: str) -> FichaCaballero:
    sheet = view.sheet(cid)
    assert isinstance(sheet, FichaCaballero)
    return sheet


def vivo(view: BattleView, cid: str) -> bool:
    """Still fighting: life above 0, or risen by Gran Resurrección."""
    live = view.live(cid)
    if live.get("resucitado"):
        return True
    return int(live["vida"]) > 0


def armadura_rota(view: BattleView, cid: str) -> bool:
    return bool(view.live(cid).get("armadura_rota"))


@memo
def arm_perdido(view: BattleView, cid: str) -> bool:
    """ARMADURA: «Al perderse la armadura, estos bonos y poderes desaparecen»: for the rest of the combat
    (house rule ``arm_tras_fortificacion`` = ``vuelven``: only while the armour stays broken)."""
    if view.option("arm_tras_fortificacion") == "vuelven":
        return armadura_rota(view, cid)
    return bool(view.live(cid).get("arm_perdido")) or armadura_rota(view, cid)


def tiene_habilidad(view: BattleView, cid: str, habilidad: str) -> bool:
    if habilidad == "ESC" and view.live(cid).get("esc_extra"):
        return True
    return habilidad in ficha(view, cid).habilidades


@memo
def suma_bonos(view: BattleView, cid: str, destino: str) -> int:
    """The sheet bonuses of one kind; ARM bonuses are lost once the armour breaks."""
    rota = arm_perdido(view, cid)
    return sum(b.valor for b in ficha(view, cid).bonos if b.a == destino and not (b.arm and rota))


def recargas_iniciales(sheet: FichaCaballero) -> int:
    """2 recharges plus the "+1 Cosmos" bonuses; a sheet that writes another number gives the total."""
    if sheet.recargas_cosmos != 2:
        return sheet.recargas_cosmos
    return 2 + sum(b.valor for b in sheet.bonos if b.a == "cosmos")


def efectos(view: BattleView, cid: str) -> list[dict[str, Any]]:
    value: list[dict[str, Any]] = view.live(cid).get("efectos", [])
    return value


def tiene_efecto(view: BattleView, cid: str, efecto: str) -> bool:
    return any(e.get("id") == efecto for e in efectos(view, cid))


def poder_disponible(view: BattleView, cid: str, poder: Poder) -> str | None:
    """Why a power of the sheet cannot be used now for reasons of the power itself (ARM)."""
    if "ARM" in poder.codigos and arm_perdido(view, cid):
        return Refusal(
            "poder_perdido",
            tr(
                "«{poder}» es un poder ARM y la armadura de {cid} se rompió: lo perdió.",
                poder=poder.nombre,
                cid=view.name(cid),
            ),
        )
    return None


def codigos(poder: Poder) -> frozenset[str]:
    return expandir(poder.codigos)


def coste_y_dano(poder: Poder, nivel: Any) -> tuple[int, int] | str:
    """The cost and damage of a power at a potency level (None: the power's own numbers)."""
    if nivel is None:
        return poder.coste, poder.dano
    if isinstance(nivel, bool):
        return Refusal(
            "nivel_no_valido",
            tr("El nivel de «{poder}» debe ser un número o el nombre de un nivel.", poder=poder.nombre),
        )
    if isinstance(nivel, int):
        if not poder.niveles and nivel == 1:
            return poder.coste, poder.dano
        if 1 <= nivel <= len(poder.niveles):
            level = poder.niveles[nivel - 1]
            return level.coste, level.dano
        if not poder.niveles:
            return Refusal(
                "nivel_no_valido",
                tr(
                    "«{poder}» no tiene niveles de potencia: solo el nivel 1 (sus propios coste y daño).",
                    poder=poder.nombre,
                ),
            )
        return Refusal(
            "nivel_no_valido",
            tr(
                "«{poder}» no tiene nivel {nivel}: tiene {n} niveles (1 a {n}).",
                poder=poder.nombre,
                nivel=nivel,
                n=len(poder.niveles),
            ),
        )
    for level in poder.niveles:
        if level.nombre and level.nombre == str(nivel):
            return level.coste, level.dano
    return Refusal("nivel_no_valido", tr("«{poder}» no tiene ningún nivel «{nivel}».", poder=poder.nombre, nivel=nivel))


def coste_efectivo(view: BattleView, cid: str, coste: int) -> int:
    """Half the cost (rounded up) after Acción Especial Cosmos."""
    if view.live(cid).get("especial_cosmos"):
        return (coste + 1) // 2
    return coste


def enemigos_vivos(view: BattleView, cid: str) -> list[str]:
    return [e for e in view.enemies(cid) if vivo(view, e)]


def clave_poder(nombre: str) -> str:
    return f"poder:{nombre}"


def visto(view: BattleView, observador: str, dueno: str, poder: str) -> bool:
    return f"{dueno}|{poder}" in view.live(observador).get("vistos", [])


def percibido(view: BattleView, victima: str, dueno: str, poder: str) -> bool:
    return f"{dueno}|{poder}" in view.live(victima).get("percepciones", [])
