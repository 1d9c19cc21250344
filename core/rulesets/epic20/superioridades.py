"""Superioridades waiting for their roll (Trabajo en equipo, Inspirar a otros, Mostrar punto débil, Excelente
apuntando, the hero point of Ataque manteniendo la distancia).

RESOLVER ACCIONES: «Acciones con superioridad: … 2d20 y se elige el resultado mayor. Doble superioridad: 3d20 y se
elige el mejor. Así sucesivamente» and «La superioridad y la inferioridad se contrarrestan»: Superioridades from several
sources add up, so every pending one that applies to a roll counts, and each is used up as its own rule says:

- Excelente apuntando: «Superioridad en su siguiente ataque contra el objetivo al que ha estado apuntando» (an attack
  on someone else leaves it waiting);
- Mostrar punto débil: «Superioridad al siguiente ataque de un compañero»;
- Trabajo en equipo: «dar superioridad a otro jugador en cualquier tirada» (the next roll: attack, liberarse, curar,
  motivar, Luchar a ciegas or the dying roll);
- Inspirar a otros: «Superioridad en su próxima acción estándar» (an attack, liberarse, curar or motivar), lost at the
  inspirer's next turn (``turnos.py``).
"""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.rulesets.epic20 import estado as st

CUALQUIER_TIRADA = "Trabajo en equipo"
ACCION_ESTANDAR = "Inspirar a otros"


def _vale(pendiente: dict[str, Any], objetivo: str | None, ataque: bool, estandar: bool) -> bool:
    origen = str(pendiente.get("origen", ""))
    if origen == CUALQUIER_TIRADA:
        return True
    if origen == ACCION_ESTANDAR:
        return ataque or estandar
    if not ataque:
        return False
    return pendiente.get("contra") in (None, objetivo)


def aplicables(
    view: BattleView, cid: str, objetivo: str | None = None, *, ataque: bool = True, estandar: bool = True
) -> list[dict[str, Any]]:
    """The pending Superioridades that count on this roll (all of them add up)."""
    return [p for p in st.live(view, cid).get("superioridad_pendiente", []) if _vale(p, objetivo, ataque, estandar)]


def neto(view: BattleView, cid: str, objetivo: str | None = None, *, ataque: bool = True, estandar: bool = True) -> int:
    return len(aplicables(view, cid, objetivo, ataque=ataque, estandar=estandar))


def consumir(
    ctx: Resolution, cid: str, objetivos: list[str] | None = None, *, ataque: bool = True, estandar: bool = True
) -> None:
    """Use up every pending Superioridad the roll just made used (an attack on several targets uses the ones aimed
    at any of them)."""
    pendientes: list[dict[str, Any]] = list(st.live(ctx, cid).get("superioridad_pendiente", []))
    if not pendientes:
        return
    destinos: list[str | None] = list(objetivos) if objetivos else [None]
    usados = [p for p in pendientes if any(_vale(p, o, ataque, estandar) for o in destinos)]
    if not usados:
        return
    quedan = [p for p in pendientes if p not in usados]
    origenes = ", ".join(str(p.get("origen", "ventaja")) for p in usados)
    ctx.set(
        cid,
        "superioridad_pendiente",
        quedan,
        tr("{actor} usa la Superioridad pendiente ({origenes}).", actor=ctx.name(cid), origenes=origenes),
    )
