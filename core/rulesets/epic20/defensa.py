"""DEFENDERSE EN COMBATE: a combatant's defence now, with its declared maneuvers, its powers that count now and
its accumulated penalties."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.consulta import por_consulta
from core.rulesets.epic20.especiales import hechizos_inactivos
from core.rulesets.epic20.poder_ganado import ficha_con_ganados


def defensa_actual(
    view: BattleView, cid: str, naturaleza: str = "fisico", alcance: str = "", terror: bool = True
) -> int:
    """10 + ½ level + best defence (with the declared Parada/Esquiva) − the accumulated penalties."""
    sheet = ficha_con_ganados(view, cid)
    data = st.live(view, cid)
    posturas: dict[str, Any] = data.get("posturas", {})
    bono = derivados.bono_defensa(
        sheet,
        naturaleza,
        alcance=alcance,
        parada=bool(posturas.get("parada")) and not _imparable(view, alcance),
        esquiva=bool(posturas.get("esquiva")),
        equipo_inutil=st.equipo_inutil(view, cid),
        uso_superpoder=bool(data.get("uso_superpoder")),
        sin_poderes=_hechizos_inactivos(view, cid) | st.poderes_consultados_fuera(view, cid),
        terror=terror or bool(view.option("sin_miedo_todo_emocional", False)),
    )
    poderoso = int(posturas.get("defensa_poderoso", 0))  # Ataque poderoso: until his next turn
    return 10 + st.nivel_actual(view, cid) // 2 + bono - int(data.get("penalizador_defensa", 0)) - poderoso


def _imparable(view: BattleView, alcance: str) -> bool:
    atacante = view.turn
    return atacante is not None and "Imparable" in st.maniobras(view, atacante)


@por_consulta
def _hechizos_inactivos(view: BattleView, cid: str) -> frozenset[str]:
    return hechizos_inactivos(view, cid)
