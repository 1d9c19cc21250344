"""What a control power (C) may order, as the battle window offers it (``accion_forzada`` choices).

PODER TIPO CONTROL: «No esta permitido hacer que el rival se dañe a si mismo, que realice Acción
Cosmos o que realice la acción Intervención Divina»; «puede obligar a un rival a usar un poder ...
solo si el ejecutor del control ya ha visto tal poder»; «acciones de ataque basicas de todo tipo ...
(si tiene las concentraciones necesarias)». Each listed order is one the engine accepts now against
at least one target; romper and percepción are offered with their value (``"romper:brazos"``,
``"percepcion:Nombre"``), and ``respuesta_forzada`` also offers the defence powers of the possible
targets (``{"poder": nombre}``).
"""

from __future__ import annotations

from typing import Any

from core.battle import BattleView
from core.ruleset import Action
from core.rulesets.caballeros.acciones import ACCIONES, CON_OBJETIVO
from core.rulesets.caballeros.codigos import DEFENSAS_REACCION
from core.rulesets.caballeros.comprobar_poder import necesita_objetivo
from core.rulesets.caballeros.estado import PARTES, codigos, ficha, vivo
from core.rulesets.caballeros.resolucion import PROHIBIDAS_CONTROL, motivo_forzada

RESPUESTAS = ("ninguna", "esquivar", "bloquear", "contraataque")


def _valida(view: BattleView, actor: str, controlado: str, orden: str, con_objetivo: bool) -> bool:
    destinos = [c for c in view.ids if c != controlado and vivo(view, c)] if con_objetivo else [None]
    for destino in destinos:
        params: dict[str, Any] = {"poder": "", "accion_forzada": orden}
        if destino is not None:
            params["objetivo_forzado"] = destino
        if motivo_forzada(view, actor, controlado, Action(actor, "poder", (controlado,), None, params)) is None:
            return True
    return False


def ordenes(view: BattleView, actor: str, controlado: str) -> tuple[str, ...]:
    """The basic actions and the seen powers of ``controlado`` that ``actor`` may order now."""
    candidatas: list[str] = []
    for accion in ACCIONES:
        if accion == "romper":
            candidatas.extend(f"romper:{parte}" for parte in PARTES)
        elif accion == "percepcion":
            vistos = view.live(controlado).get("vistos", [])
            candidatas.extend(f"percepcion:{v.split('|', 1)[1]}" for v in vistos)
        elif accion not in PROHIBIDAS_CONTROL | {"poder"}:
            candidatas.append(accion)
    lista = [
        orden for orden in candidatas if _valida(view, actor, controlado, orden, orden.split(":", 1)[0] in CON_OBJETIVO)
    ]
    for poder in ficha(view, controlado).poderes:
        if f"{controlado}|{poder.nombre}" in view.live(actor).get("vistos", []) and _valida(
            view, actor, controlado, poder.nombre, necesita_objetivo(poder)
        ):
            lista.append(poder.nombre)
    return tuple(lista)


def campos(view: BattleView, actor: str, controlado: str) -> dict[str, tuple[Any, ...]]:
    """``accion_forzada`` (orders), ``objetivo_forzado`` (whom the controlled acts on) and
    ``respuesta_forzada`` (the answer of that target) for a C power against ``controlado``."""
    destinos = tuple(c for c in view.ids if c != controlado and vivo(view, c))
    defensas: dict[str, dict[str, str]] = {}
    for destino in destinos:
        for poder in ficha(view, destino).poderes:
            if DEFENSAS_REACCION & codigos(poder):
                defensas.setdefault(poder.nombre, {"poder": poder.nombre})
    return {
        "accion_forzada": ordenes(view, actor, controlado),
        "objetivo_forzado": destinos,
        "respuesta_forzada": (*RESPUESTAS, *defensas.values()),
    }
