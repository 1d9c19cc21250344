"""Modifiers that stack on defences, llave and damage: sheet bonuses, cosmos, 7º sentido, puntos vitales..."""

from __future__ import annotations

from functools import lru_cache

from core.battle import BattleView, Resolution
from core.dice import format_percent, probability
from core.i18n import language, tr
from core.rulesets.caballeros.estado import efectos, ficha, suma_bonos, tiene_efecto, vivo
from core.rulesets.caballeros.memo import memo

BASES = {"esquivar": 6, "bloquear": 5, "contraataque": 7}
NOMBRES = {"esquivar": "Esquivar", "bloquear": "Bloquear", "contraataque": "Contraataque"}
_ROTURAS = {"bloquear": "brazos", "esquivar": "piernas", "llave": "costillas"}


@memo
def mod_tirada(view: BattleView, cid: str, tirada: str, rival: str | None) -> int:
    """Every standing modifier of ``cid`` to one roll (not counting the attack's own modifiers)."""
    live = view.live(cid)
    total = suma_bonos(view, cid, tirada)
    if live.get("especial_cosmos") and tirada != "contraataque":
        total += 1
    if live.get("puntos_vitales") and tirada != "contraataque":
        total -= 1
    parte = _ROTURAS.get(tirada)
    if parte:
        total -= int(live.get("roturas", {}).get(parte, 0))
    if tirada != "contraataque":
        rivales = [rival] if rival else []
        for other in view.enemies(cid):
            if other in rivales and view.live(other).get("septimo_sentido"):
                total -= 1
        # Atmósfera Marina: «Poseidón crea una atmósfera»: one atmosphere, however many rivals obtained it.
        if any(tiene_efecto(view, o, "atmosfera_marina") and ayuda_en_pie(view, o) for o in view.enemies(cid)):
            total -= 1
    ambiente = view.state.get("ambiente")
    if ambiente:
        total += int(ambiente.get(tirada, 0))
    return total


def ayuda_en_pie(view: BattleView, cid: str) -> bool:
    """Whether the divine aid ``cid`` obtained still acts: house rule ``intervencion_al_caer`` = ``terminan``
    (default) ends it when ``cid`` falls, as Frío de Asgard ends (it acts in its turns)."""
    return vivo(view, cid) or view.option("intervencion_al_caer") == "siguen"


def umbral(view: BattleView, tirada: str, mod: int) -> int:
    """The least 1d9 result that succeeds (10 or more: impossible)."""
    return _umbral(tirada, mod, _literal(view))


def _literal(view: BattleView) -> bool:
    """House rule ``bloquear_modificador`` = ``literal``: any modifier to bloquear starts from 6-9."""
    return bool(view.option("bloquear_modificador") == "literal")


def _umbral(tirada: str, mod: int, literal: bool) -> int:
    base = BASES[tirada]
    if tirada == "bloquear" and mod != 0 and literal:
        base = 6
    return base - mod


def texto_rango(view: BattleView, tirada: str, mod: int) -> str:
    """``"6-9 con -2 → 8-9"`` (or just ``"6-9"`` without modifiers)."""
    return _texto_rango(tirada, mod, _literal(view))


def _texto_rango(tirada: str, mod: int, literal: bool) -> str:
    base = f"{BASES[tirada]}-9"
    if mod == 0:
        return base
    return tr("{base} con {mod:+d} → {rango}", base=base, mod=mod, rango=rango(_umbral(tirada, mod, literal)))


def rango(minimo: int) -> str:
    if minimo > 9:
        return tr("imposible")
    minimo = max(1, minimo)
    return "9" if minimo == 9 else f"{minimo}-9"


def logra(ctx: Resolution, who: str, purpose: str, minimo: int) -> bool:
    """One 1d9 by ``who`` that succeeds from ``minimo`` up (mortal rolls, semidirect rays, puntos vitales...)."""
    roll = ctx.roll("1d9", who=who, purpose=purpose, success=(">=", max(1, minimo)), success_text=rango(minimo))
    return roll.total >= minimo


def probabilidad(minimo: int) -> float:
    if minimo > 9:
        return 0.0
    return float(probability("1d9", ">=", max(1, minimo)))


def detalle(view: BattleView, tirada: str, mod: int) -> tuple[str, float]:
    """The reaction's odds as the battle window shows them: ``"Esquivar: 6-9 con -2 → 8-9, 33 %"``."""
    return _detalle(tirada, mod, _literal(view), language())


@lru_cache(maxsize=512)
def _detalle(tirada: str, mod: int, literal: bool, idioma: str) -> tuple[str, float]:
    """The odds of one roll with one modifier: the same text for every reaction, listing and battle that
    asks for them (``idioma`` only keeps the text of each language apart: :func:`tr` reads the current one)."""
    chance = probabilidad(_umbral(tirada, mod, literal))
    texto = tr(
        "{tirada}: {rango}, {probabilidad}",
        tirada=tr(NOMBRES[tirada]),
        rango=_texto_rango(tirada, mod, literal),
        probabilidad=format_percent(chance),
    )
    return texto, chance


# -- damage -------------------------------------------------------------------------------


def _por_estados(view: BattleView, cid: str, especial: int, septimo: int, vitales: int) -> int:
    """What Acción Especial Cosmos, séptimo sentido and puntos vitales add to one kind of damage."""
    live = view.live(cid)
    total = 0
    if live.get("especial_cosmos"):
        total += especial
    if live.get("septimo_sentido"):
        total += septimo
    if live.get("puntos_vitales"):
        total += vitales
    return total


def del_ambiente(view: BattleView, clave: str) -> int:
    """PODERES DE AMBIENTE «afecta tanto a enemigos como aliados por igual»: the ambient's value for everyone."""
    ambiente = view.state.get("ambiente")
    return int(ambiente.get(clave, 0)) if ambiente else 0


@memo
def bono_general(view: BattleView, cid: str) -> int:
    """The general "X ptos daño" bonus: every offensive action except powers and presa."""
    total = suma_bonos(view, cid, "dano") + _por_estados(view, cid, 20, 30, -20) + del_ambiente(view, "dano")
    if tiene_efecto(view, cid, "espada_valbunga"):
        total += 30
    return total


@memo
def bono_golpe(view: BattleView, cid: str) -> int:
    """Specific golpe bonuses (sheet "ptos daño a golpe", Aura de Hades)."""
    total = suma_bonos(view, cid, "dano_golpe") + del_ambiente(view, "dano_golpe")
    if tiene_efecto(view, cid, "aura_de_hades"):
        total += 20
    return total


@memo
def dano_golpe(view: BattleView, cid: str) -> int:
    """The damage of this knight's golpe with every bonus (also the base of velocidad luz, salto, combo)."""
    return ficha(view, cid).dano_golpe + bono_general(view, cid) + bono_golpe(view, cid)


@memo
def bono_presa(view: BattleView, cid: str) -> int:
    return suma_bonos(view, cid, "dano_presa") + _por_estados(view, cid, 5, 5, -5) + del_ambiente(view, "dano_presa")


@memo
def bono_rayo(view: BattleView, cid: str) -> int:
    total = suma_bonos(view, cid, "dano_rayo") + _por_estados(view, cid, 20, 30, -20) + del_ambiente(view, "dano_rayo")
    if tiene_efecto(view, cid, "aura_de_hades"):
        total += 40
    return total


def bono_rayo_multiple(view: BattleView, cid: str) -> int:
    """Per ray of a RMult: only +10 (cosmos), +10 (7º sentido), -10 (puntos vitales); house rule
    ``rayo_multiple_bonos`` = ``por_rayo`` also adds the sheet's rayo bonus and Aura de Hades to each ray."""
    total = _por_estados(view, cid, 10, 10, -10)
    if view.option("rayo_multiple_bonos") == "por_rayo":
        total += suma_bonos(view, cid, "dano_rayo") + (40 if tiene_efecto(view, cid, "aura_de_hades") else 0)
    return total


def efectos_activos(view: BattleView, cid: str) -> list[str]:
    return [str(e.get("id")) for e in efectos(view, cid)]
