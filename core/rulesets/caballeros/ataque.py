"""An incoming hit as the defences see it: damage, block damage, allowed reactions, modifiers."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from core.battle import BattleView
from core.rulesets.caballeros.danos import Modo
from core.rulesets.caballeros.modificadores import bono_general, bono_golpe, dano_golpe

TODAS = frozenset({"esquivar", "bloquear", "contraataque"})


@dataclass(frozen=True)
class Ataque:
    """One hit. ``bloqueo`` None means the rayo rule (1/3 of the damage, 1/4 with ESC)."""

    nombre: str
    accion: str
    dano: int
    bloqueo: int | None = 10
    permitidas: frozenset[str] = TODAS
    mods: Mapping[str, int] = field(default_factory=dict)
    rayo: bool = False
    poder: str | None = None
    codigos: frozenset[str] = frozenset()
    modo: Modo = "mixto"
    elemento: str | None = None
    directo: bool = False
    """No reaction at all (D, RD, RSD, presa...): only DefDT can return it."""
    minimo_directo: int = 9
    origen_ausente: bool = False
    """The attacker is an ally of AYUDA, already gone: counters and returns hit nobody."""
    """RSD: the least 1d9 result that makes the damage land (also after breaking a barrier)."""

    @property
    def defendible(self) -> bool:
        """Can be dodged, blocked or countered (what DefA, DefContA and DefDA answer)."""
        return bool(self.permitidas) and not self.directo

    @property
    def rayo_defendible(self) -> bool:
        """A ray that DefR, DefA and DefCont can answer (every ray but RD and RSD)."""
        return self.rayo and not ({"RD", "RSD"} & self.codigos)


def dano_engano(view: BattleView, cid: str, golpe: int) -> int:
    """ENGAÑO: 10 (+10 with Acción Especial Cosmos) then 30 (+20), plus damage and golpe bonuses."""
    aec = bool(view.live(cid).get("especial_cosmos"))
    general = bono_general(view, cid) - (20 if aec else 0)
    if golpe == 1:
        return 10 + (10 if aec else 0) + general + bono_golpe(view, cid)
    return 30 + (20 if aec else 0) + general + bono_golpe(view, cid)


def dano_accion(view: BattleView, cid: str, accion: str) -> int:
    """This knight's own damage for a physical action (what a counterattack halves)."""
    if accion in ("golpe", "velocidad_luz", "combo", "combo_velocidad_luz", "invocacion", "ayuda"):
        return dano_golpe(view, cid)
    if accion == "salto":
        return dano_golpe(view, cid) + 20
    if accion == "doble_salto":
        return dano_golpe(view, cid) + 40
    if accion == "lanzar_objeto":
        return 40 + bono_general(view, cid)
    if accion == "engano1":
        return dano_engano(view, cid, 1)
    if accion == "engano2":
        return dano_engano(view, cid, 2)
    return dano_golpe(view, cid)


def dano_contraataque(view: BattleView, contraatacante: str, ataque: Ataque) -> int:
    """CONTRAATAQUE: half the counterattacker's own damage for that action, or half the power's."""
    if ataque.rayo or ataque.poder is not None:
        return max(0, ataque.dano) // 2
    return max(0, dano_accion(view, contraatacante, ataque.accion)) // 2
