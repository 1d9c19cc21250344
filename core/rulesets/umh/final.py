"""End of combat (4): a side down or fled, a pact, mutual passivity; the post-combat summary."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from core.battle import BattleView
from core.i18n import tr
from core.ruleset import Outcome
from core.rulesets.umh.calendario import leer_fecha
from core.rulesets.umh.estado import activos, ficha
from core.rulesets.umh.memo import guardado, sin_argumentos

PERSISTENTES = ("amputacion_brazo", "amputacion_pierna")
"""11.5.5 - la amputación se mantiene tras finalizar el combate y hasta ser sanado."""


@guardado(sin_argumentos)
def resultado(view: BattleView) -> Outcome | None:
    end = view.state.get("fin")
    if view.state.get("fase") is None:
        return None
    if end is not None:
        kind = end.get("tipo")
        text = (
            tr("Pacto de retirada: sin un ganador claro (4.1.1.3).")
            if kind == "pacto"
            else tr("Ambos bandos pierden el combate y un punto de vigor (2.3.3.1).")
        )
        return _con_resumen(view, None, text)
    sides = {view.side(c) for c in view.ids if not view.live(c).get("en_reserva")}
    standing = {view.side(c) for c in activos(view)}
    if len(sides) >= 2 and len(standing) <= 1:
        if not standing:
            return _con_resumen(view, None, tr("Todos los combatientes han caído."))
        winner = standing.pop()
        return _con_resumen(
            view, winner, tr("Gana el bando {bando}: el otro bando está incapacitado o ha huido (4.1.1).", bando=winner)
        )
    return None


def _con_resumen(view: BattleView, ganador: str | None, text: str) -> Outcome:
    """The outcome with a one-line post-combat summary per fighter (4.1.7) appended to its text."""
    summary = resumen_final(view)
    lines = [text]
    for cid, data in summary.items():
        extra = [f"VIT {data['vit']}", tr("vigor {vigor}", vigor=data["vigor"])]
        if data["estados"] or data["indirectos"]:
            extra.append(tr("estados: {estados}", estados=", ".join(data["estados"] + data["indirectos"])))
        if data["se_mantienen"]:
            extra.append(tr("se mantienen tras el combate: {estados}", estados=", ".join(data["se_mantienen"])))
        extra += data["notas"]
        if data["post_combate"] and data["sobre"]:
            extra.append(
                tr(
                    "puede aplicar un efecto post-combate (4.1.2, 4.1.3) con {habilidades} sobre {derrotados}",
                    habilidades=", ".join(data["post_combate"]),
                    derrotados=", ".join(view.name(c) for c in data["sobre"]),
                )
            )
        if data["encarcelables"]:
            extra.append(
                tr(
                    "puede encarcelar o secuestrar a {derrotados} (4.5.1)",
                    derrotados=", ".join(view.name(c) for c in data["encarcelables"]),
                )
            )
        extra.append(tr("requisito de combate: {requisito} (4.4.1)", requisito=data["requisito_combate"]))
        lines.append(f"{view.name(cid)}: " + "; ".join(extra))
    return Outcome(ganador, " | ".join(lines), summary)


def resumen_final(view: BattleView) -> dict[str, Any]:
    """4.1.7/4.2/4.3 - VIT, vigor, estados que se mantienen e inmunidades post combate de cada combatiente."""
    out: dict[str, Any] = {}
    end = view.state.get("fin") or {}
    standing = {view.side(c) for c in activos(view)}
    winner = standing.pop() if end.get("tipo") is None and len(standing) == 1 else None
    for cid in view.ids:
        live = view.live(cid)
        if live.get("en_reserva"):
            continue
        notes: list[str] = []
        if live.get("huido"):
            notes.append(tr("Inmunidad de 5 minutos a retos (4.2.2)."))
            notes.append(
                tr("No puede volver a la sala ni irrumpir en otros combates hasta pasados 15 minutos (4.2.3).")
            )
        elif live.get("recibio_estado"):
            notes.append(tr("Inmunidad de 5 minutos en los que no puede ser retado (4.2.1); atacar la cancela."))
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
            "post_combate_recibidos": [str(e["habilidad"]) for e in live.get("post_combate_recibidos", [])],
            "notas": notes,
            **_requisitos(view, cid, end.get("tipo") == "pasividad"),
            **_post_combate(view, cid, winner),
        }
        if live.get("huido") and live.get("huida_fecha"):
            fled = leer_fecha(str(live["huida_fecha"]))
            if fled is not None:
                again = fled + timedelta(hours=ficha(view, cid).tr_huida_horas)
                out[cid]["huir_disponible"] = again.isoformat(timespec="minutes")
                notes.append(
                    tr(
                        "HUIR vuelve a estar disponible el {fecha} (4.1.1.1.1).",
                        fecha=again.isoformat(timespec="minutes"),
                    )
                )
    return out


def _requisitos(view: BattleView, cid: str, pasividad: bool) -> dict[str, Any]:
    """4.4.1 - cada combate otorga un único requisito de combate general; 2.3.1.2 - ninguno si ambos bandos pierden
    por pasividad; 4.4.5 - ninguno de quienes comparten agrupación o alianza; 4.4.3 - uno por habilidad usada."""
    own = ficha(view, cid).agrupacion.strip().lower()
    rivals = [c for c in view.ids if view.side(c) != view.side(cid) and not view.live(c).get("en_reserva")]
    valid = [c for c in rivals if not own or ficha(view, c).agrupacion.strip().lower() != own]
    mine = rango(view, cid)
    if mine is not None:  # 4.4.4 - No se pueden obtener Requisitos de personajes de rango inferior.
        valid = [c for c in valid if _no_inferior(rango(view, c), mine)]
    used = sorted(str(k) for k, v in view.live(cid).get("usos", {}).items() if int(v) > 0)
    return {"requisito_combate": 0 if pasividad or not valid else 1, "habilidades_usadas": [] if pasividad else used}


def rango(view: BattleView, cid: str) -> int | None:
    """4.4.4 - a fighter's rank as a number: the sheet's ``rango`` written as a number, or its place in the battle
    setting ``rangos`` (lowest first); None when it cannot be compared (then 4.4.4 is the GM's)."""
    raw = ficha(view, cid).rango.strip()
    if not raw:
        return None
    if raw.lstrip("-").isdigit():
        return int(raw)
    order = view.option("rangos", [])
    names = [str(r) for r in order] if isinstance(order, list) else []
    return names.index(raw) if raw in names else None


def _no_inferior(rival: int | None, propio: int) -> bool:
    return rival is None or rival >= propio


def _post_combate(view: BattleView, cid: str, winner: str | None) -> dict[str, Any]:
    """4.1.3 - solo los ganadores pueden realizar habilidades post-combate sobre los derrotados, «siempre y cuando no
    hayan huido o reducido su vitalidad a 0»: read of the winners (the losers all fell or fled, 4.1.1), so a winner
    who fell during the fight applies nothing; the targets are the losers who did not flee. 4.1.2: only one such
    effect unless the skill allows stacking. 4.5.1: encarcelar o secuestrar a quien tenga una pérdida de 2 puntos
    de vigor o más, con una habilidad o celda que lo permita."""
    live = view.live(cid)
    if winner is None or view.side(cid) != winner or live.get("derrotado") or live.get("huido"):
        return {"post_combate": [], "sobre": [], "encarcelables": []}
    sheet = ficha(view, cid)
    losers = [
        c
        for c in view.ids
        if view.side(c) != winner and not view.live(c).get("en_reserva") and not view.live(c).get("huido")
    ]
    jail = sheet.celda or any(h.encarcela for h in sheet.habilidades)
    prisoners = [c for c in losers if jail and _vigor_perdido(view, c) >= 2]
    return {
        "post_combate": [h.nombre for h in sheet.habilidades if h.post_combate],
        "sobre": losers,
        "encarcelables": prisoners,
    }


def _vigor_perdido(view: BattleView, cid: str) -> int:
    """4.5.1 - «ya sea por el enfrentamiento actual o por enfrentamientos pasados»."""
    sheet = ficha(view, cid)
    return sheet.vigor_perdido + max(0, sheet.puntos_vigor - int(view.live(cid)["vigor"]))
