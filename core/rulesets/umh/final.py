"""End of combat (4): a side down or fled, a pact, mutual passivity; the post-combat summary."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView
from core.ruleset import Outcome
from core.rulesets.umh.vivos import activos

PERSISTENTES = ("amputacion_brazo", "amputacion_pierna")
"""11.5.5 - la amputación se mantiene tras finalizar el combate y hasta ser sanado."""


def resultado(view: BattleView) -> Outcome | None:
    end = view.state.get("fin")
    if view.state.get("fase") is None:
        return None
    if end is not None:
        kind = end.get("tipo")
        text = (
            "Pacto de retirada: sin un ganador claro (4.1.1.3)."
            if kind == "pacto"
            else "Ambos bandos pierden el combate y un punto de vigor (2.3.3.1)."
        )
        return _con_resumen(view, None, text)
    sides = {view.side(c) for c in view.ids if not view.live(c).get("en_reserva")}
    standing = {view.side(c) for c in activos(view)}
    if len(sides) >= 2 and len(standing) <= 1:
        if not standing:
            return _con_resumen(view, None, "Todos los combatientes han caído.")
        winner = standing.pop()
        return Outcome(
            winner, f"Gana el bando {winner}: el otro bando está incapacitado o ha huido (4.1.1).", resumen_final(view)
        )
    return None


def _con_resumen(view: BattleView, ganador: str | None, text: str) -> Outcome:
    """The outcome with a one-line post-combat summary per fighter (4.1.7) appended to its text."""
    summary = resumen_final(view)
    lines = [text]
    for cid, data in summary.items():
        extra = [f"VIT {data['vit']}", f"vigor {data['vigor']}"]
        if data["estados"] or data["indirectos"]:
            extra.append("estados: " + ", ".join(data["estados"] + data["indirectos"]))
        if data["se_mantienen"]:
            extra.append("se mantienen tras el combate: " + ", ".join(data["se_mantienen"]))
        extra += data["notas"]
        lines.append(f"{view.name(cid)}: " + "; ".join(extra))
    return Outcome(ganador, " | ".join(lines), summary)


def resumen_final(view: BattleView) -> dict[str, Any]:
    """4.1.7/4.2/4.3 - VIT, vigor, estados que se mantienen e inmunidades post combate de cada combatiente."""
    out: dict[str, Any] = {}
    for cid in view.ids:
        live = view.live(cid)
        if live.get("en_reserva"):
            continue
        notes: list[str] = []
        if live.get("huido"):
            notes.append("Inmunidad de 5 minutos a retos (4.2.2).")
            notes.append("No puede volver a la sala ni irrumpir en otros combates hasta pasados 15 minutos (4.2.3).")
        elif live.get("recibio_estado"):
            notes.append("Inmunidad de 5 minutos en los que no puede ser retado (4.2.1); atacar la cancela.")
        kept = [s for s in live.get("estados", {}) if s in PERSISTENTES]
        out[cid] = {
            "vit": live["vit"],
            "vigor": live["vigor"],
            "derrotado": bool(live.get("derrotado")),
            "huido": bool(live.get("huido")),
            "estados": sorted(live.get("estados", {})),
            "indirectos": sorted(live.get("indirectos", {})),
            "control": None if live.get("control") is None else live["control"]["nombre"],
            "se_mantienen": kept,
            "notas": notes,
        }
    return out
