"""Positions in combat (10): ground, raised and flying, the reach needed to hit, the temporary change."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.rulesets.umh.estado import posicion
from core.rulesets.umh.ficha import Habilidad

ALTURA = {"suelo": 0, "alzada": 1, "voladora": 2}
POR_ALTURA = {v: k for k, v in ALTURA.items()}


def alcance_necesario(desde: str, hasta: str) -> int:
    """10.2.1 - a una posición alzada, alcance 3; 10.2.2 - a una voladora, alcance 5 (2 desde alzada)."""
    low, high = ALTURA[desde], ALTURA[hasta]
    if high <= low:
        return 0
    if high == 1:
        return 3
    return 5 if low == 0 else 2


def alcance(view: BattleView, cid: str, skill: Habilidad) -> int:
    """The skill's reach; 11.5.9 - desorientado la reduce en 3 casillas, como mínimo 1."""
    value = 0 if skill.alcance.tipo == "propio" else skill.alcance.casillas
    if "desorientado" in view.live(cid).get("estados", {}) and value > 0:
        value = max(1, value - 3)
    return value


def motivo_alcance(view: BattleView, atacante: str, skill: Habilidad, objetivo: str) -> str | None:
    """None when ``objetivo`` can be reached from the attacker's position (10.2.1, 10.2.2)."""
    own = str(view.live(atacante).get("posicion", "suelo"))  # 10.2.4: he may go back to his own position
    need = alcance_necesario(own, posicion(view, objetivo))
    reach = alcance(view, atacante, skill)
    if need and reach < need:
        return Refusal(
            "fuera_de_alcance",
            tr(
                "Para golpear a {objetivo} en posición {posicion} desde {own} hace falta la misma posición o alcance {need} o superior (10.2); «{nombre}» tiene alcance {reach}.",
                objetivo=view.name(objetivo),
                posicion=posicion(view, objetivo),
                own=own,
                need=need,
                nombre=skill.nombre,
                reach=reach,
            ),
        )
    return None


def posicion_temporal(view: BattleView, atacante: str, skill: Habilidad, objetivo: str) -> str | None:
    """10.2.3 - quien ataca desde el aire a alguien más bajo con una habilidad que implique acercarse
    pasa a esa altura hasta que finalice el turno (10.2.3.1: alcance 1 → suelo; 10.2.3.2: voladora con alcance 3 → alcance 3)."""
    real = str(view.live(atacante).get("posicion", "suelo"))
    target = posicion(view, objetivo)
    reach = alcance(view, atacante, skill)
    if ALTURA[target] >= ALTURA[real]:
        return None
    for height in range(ALTURA[real], ALTURA[target] - 1, -1):
        if reach >= alcance_necesario(target, POR_ALTURA[height]):
            return None if height == ALTURA[real] else POR_ALTURA[height]
    return target
