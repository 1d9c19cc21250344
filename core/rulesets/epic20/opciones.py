"""The options the battle window lists for an epic20 combatant (``legal_actions``): every action, legal or not."""

from __future__ import annotations

from core.battle import BattleView
from core.ruleset import Action, ActionOption
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20 import reglas
from core.rulesets.epic20.acciones import ETIQUETAS, por_que_no
from core.rulesets.epic20.combate import MANIOBRAS_ATAQUE, nivel_de


def opciones(view: BattleView, actor: str) -> list[ActionOption]:
    """Every action of the actor, legal or not, one option per attack for «atacar»."""
    result: list[ActionOption] = []
    enemigos = tuple(view.enemies(actor))
    sheet = st.ficha(view, actor)
    maniobras_ataque = tuple(m for m in st.maniobras(view, actor) if nivel_de(m)[0] in MANIOBRAS_ATAQUE)
    for nombre in reglas.ataques(sheet):
        objetivo = enemigos[0] if enemigos else actor
        action = Action(actor, "atacar", (objetivo,), params={"ataque": nombre})
        motivo = por_que_no(view, action)
        result.append(
            ActionOption(
                "atacar",
                f"Atacar: {nombre}",
                motivo is None,
                motivo or "",
                objetivos=1,
                params={"ataque": nombre},
                campos={
                    "maniobra": (None, *maniobras_ataque),
                    "punto_heroe": (None, "superioridad", "repetir", "nivel"),
                },
            )
        )
    for accion, etiqueta in ETIQUETAS.items():
        if accion == "atacar":
            continue
        objetivos = 1 if accion in ("mantener", "interponerse", "apuntar", "estudiar_objetivo", "mostrar_punto_debil",
                                    "trabajo_en_equipo", "retrasar", "ataque_defensivo", "luchar_a_ciegas", "curar",
                                    "motivar") else (-1 if accion in ("inspirar", "provocar_ataque") else 0)  # fmt: skip
        candidatos = (
            view.allies(actor)
            if accion in ("interponerse", "mostrar_punto_debil", "trabajo_en_equipo", "inspirar", "curar", "motivar")
            else list(enemigos)
        )
        destino = tuple(candidatos[:1]) if objetivos else ()
        motivo = por_que_no(view, Action(actor, accion, destino))
        result.append(ActionOption(accion, etiqueta, motivo is None, motivo or "", objetivos=objetivos))
    return result
