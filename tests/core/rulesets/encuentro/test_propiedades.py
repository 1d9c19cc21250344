"""Property tests: random legal play never breaks the action economy, the pool, or replay."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.battle import Battle, IllegalAction
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.encuentro.comunes import ACCIONES_TURNO
from tests.core.rulesets.encuentro.utiles import RULESET, batalla, pj


def escena() -> Battle:
    return batalla(
        pj("ana", "a", (3, 3), {"atletismo": 3}, maniobras=["Finta"]),
        pj("dora", "a", (3, 5), {"sabiduria": 4}, alcance=4, atributos=["sabiduria"]),
        pj("bruno", "b", (4, 3), {"atletismo": 4}),
        pj("carlos", "b", (5, 5), puntos_encuentro=1),
        opciones={"tablero_ancho": 8, "tablero_alto": 8},
    )


def elegir(data: st.DataObject, b: Battle, actor: str) -> Action | None:
    options = [o for o in b.legal_actions(actor) if o.legal]
    if not options:
        return None
    option = data.draw(st.sampled_from(options))
    params: dict[str, Any] = dict(option.params)
    for campo, valores in option.campos.items():
        if valores:
            params[campo] = data.draw(st.sampled_from(list(valores)))
    if option.accion == "prepararse":
        params["condicion"] = "si alguien se mueve"
    if option.accion == "usar" and "valor" in params:
        params["dificultad"] = data.draw(st.integers(5, 20))
    if option.accion == "ayuda":
        params["puntos"] = 1
    objetivos: tuple[str, ...] = ()
    if option.objetivos:
        if option.accion == "ayuda":
            objetivos = (str(b.state["turno"]),)
        elif option.accion == "respuesta":
            objetivos = (str(b.state["ultima_accion"]["actor"]),)
        else:
            objetivos = (data.draw(st.sampled_from(b.view.enemies(actor))),)
    respuesta = data.draw(st.sampled_from([None, "esquiva"])) if option.accion in ("atacar", "derribar") else None
    if option.accion in ("atacar", "derribar", "empujar", "agarrar") and data.draw(st.booleans()):
        params["puntos"] = 1
    return Action(actor, option.accion, objetivos, respuesta, params)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_propiedades_de_una_batalla_al_azar(data: st.DataObject) -> None:
    """Two actions per turn plus earned extras; the pool never goes negative; replay is deterministic."""
    b = escena()
    usadas: dict[tuple[int, str], int] = {}
    for _ in range(data.draw(st.integers(5, 30))):
        actor = data.draw(st.sampled_from(b.view.ids))
        action = elegir(data, b, actor)
        if action is None:
            continue
        dados = data.draw(st.lists(st.integers(1, 20), min_size=6, max_size=6))
        antes = b.state
        try:
            b.apply(action, ScriptedSource(dados))
        except IllegalAction:
            assert b.state is antes  # a refusal leaves the battle unchanged
            continue
        if action.accion in ACCIONES_TURNO and b.state["turno"] == actor:
            clave = (int(b.state["ronda"]), actor)
            usadas[clave] = usadas.get(clave, 0) + 1
            ganadas = int(b.state["combatientes"][actor]["acciones_ganadas"])
            assert usadas[clave] <= 2 + ganadas
        for cid in b.view.ids:
            live = b.live_values(cid)
            assert live["puntos_encuentro"] >= 0
            assert live["puntos_reservados"] >= 0
            assert live["acciones"] >= 0
            assert live["puntos_prestados"] <= live["puntos_encuentro"]
    assert b.replay() == b.state
    again = Battle.from_json(b.to_json(), RULESET)
    assert again.state == b.state
