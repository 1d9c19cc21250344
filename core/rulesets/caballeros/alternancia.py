"""ALTERNANCIA: an action is not repeated until two different actions have come between.

The history is the actor's live ``historial``: one entry per action (concentration plus its
action count as one), each marked when it was done within extra turns of a T power.
"""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr

EXCEPCIONES = frozenset({"concentracion", "cosmos", "pasar"})
"""Concentration, cosmos (and defences, which are not turns) may be repeated at will."""


def etiqueta(clave: str) -> str:
    return f"poder «{clave[6:]}»" if clave.startswith("poder:") else clave


def motivo(view: BattleView, actor: str, clave: str, es_turnos_extra: bool = False) -> str | None:
    """Why ``clave`` would break alternancia now (None when it may be done)."""
    if clave in EXCEPCIONES:
        return None
    historial: list[dict[str, Any]] = view.live(actor).get("historial", [])
    ultimo = None
    for index in range(len(historial) - 1, -1, -1):
        if historial[index]["clave"] == clave:
            ultimo = index
            break
    if ultimo is None:
        return None
    despues = historial[ultimo + 1 :]
    entrada = historial[ultimo]
    if entrada.get("extra") or entrada.get("turnos_extra") or es_turnos_extra:
        normales = sum(1 for e in despues if not e.get("extra"))
        if normales < 2:
            if normales == 1:
                texto = tr(
                    "{etiqueta}: falta 1 turno normal desde los turnos extra (alternancia con poderes de turnos extra).",
                    etiqueta=etiqueta(clave),
                )
            else:
                texto = tr(
                    "{etiqueta}: faltan 2 turnos normales desde los turnos extra "
                    "(alternancia con poderes de turnos extra).",
                    etiqueta=etiqueta(clave),
                )
            return Refusal("alternancia", texto)
        return None
    if view.option("alternancia_intermedias") == "cualesquiera":
        distintas = len(despues)
    else:
        distintas = len({e["clave"] for e in despues})
    if distintas < 2:
        if distintas == 1:
            texto = tr(
                "{etiqueta}: falta 1 acción distinta desde la última vez (alternancia).", etiqueta=etiqueta(clave)
            )
        else:
            texto = tr(
                "{etiqueta}: faltan 2 acciones distintas desde la última vez (alternancia).", etiqueta=etiqueta(clave)
            )
        return Refusal("alternancia", texto)
    return None


def registrar(ctx: Resolution, actor: str, clave: str, turnos_extra: bool = False) -> None:
    """Add the action to the actor's history (nothing for pasar)."""
    if clave == "pasar" or clave == "concentracion":
        return
    historial = list(ctx.live(actor).get("historial", []))
    entrada: dict[str, Any] = {"clave": clave}
    if ctx.live(actor).get("en_turno_extra"):
        entrada["extra"] = True
    if turnos_extra:
        entrada["turnos_extra"] = True
    historial.append(entrada)
    ctx.set(actor, "historial", historial[-12:])
