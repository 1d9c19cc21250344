"""Property tests over random legal action sequences (hypothesis)."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.battle import Battle, Combatant, IllegalAction
from core.dice import RandomSource
from core.paths import examples_dir
from core.ruleset import Action
from core.rulesets.caballeros.acciones import ACCIONES
from core.rulesets.caballeros.alternancia import EXCEPCIONES
from core.storage import load_sheet

from .utiles import RULESET

FICHAS = sorted((examples_dir() / "caballeros").glob("*.json"))
CURAN = {"intervencion_divina"}


def _batalla(i: int, j: int) -> Battle:
    a, b = load_sheet(FICHAS[i % len(FICHAS)]), load_sheet(FICHAS[j % len(FICHAS)])
    gente = [Combatant("a", a.nombre, "a", a), Combatant("b", b.nombre, "b", b)]
    return Battle.start(RULESET, gente, RandomSource(0), {}, ["a", "b"])


def _accion(battle: Battle, eleccion: int, respuesta: int) -> Action | None:
    actor = battle.view.turn
    if actor is None or battle.outcome() is not None:
        return None
    legales = [o for o in battle.legal_actions(actor) if o.legal]
    if not legales:
        return None
    opcion = legales[eleccion % len(legales)]
    params: dict[str, Any] = dict(opcion.params)
    for campo, valores in opcion.campos.items():
        if campo not in params and valores:
            params[campo] = valores[0]
    rival = "b" if actor == "a" else "a"
    objetivos = (rival,) if opcion.objetivos else ()
    action = Action(actor, opcion.accion, objetivos, None, params)
    reacciones = [
        r.respuesta
        for r in battle.reactions(action)
        if r.legal and r.respuesta not in ("esquivar_agilidad", "bloquear_fortaleza")
    ]
    elegida = reacciones[respuesta % len(reacciones)] if reacciones else None
    return Action(actor, opcion.accion, objetivos, elegida, params)


def _alternancia_respetada(historial: list[dict[str, Any]]) -> bool:
    for j, entrada in enumerate(historial):
        if entrada["clave"] in EXCEPCIONES:
            continue
        previas = [i for i in range(j) if historial[i]["clave"] == entrada["clave"]]
        if not previas:
            continue
        i = previas[-1]
        entre = historial[i + 1 : j]
        if historial[i].get("extra") or historial[i].get("turnos_extra"):
            if sum(1 for e in entre if not e.get("extra")) < 2:
                return False
        elif len({e["clave"] for e in entre}) < 2:
            return False
    return True


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 5),
    st.integers(0, 5),
    st.lists(st.tuples(st.integers(0, 60), st.integers(0, 6), st.integers(0, 2**16)), min_size=1, max_size=25),
)
def test_secuencias_legales_respetan_las_invariantes(i: int, j: int, pasos: list[tuple[int, int, int]]) -> None:
    battle = _batalla(i, j)
    for eleccion, respuesta, semilla in pasos:
        action = _accion(battle, eleccion, respuesta)
        if action is None:
            break
        antes = copy.deepcopy(battle.state)
        try:
            battle.apply(action, RandomSource(semilla))
        except IllegalAction:
            action = Action(action.actor, action.accion, action.objetivos, None, action.params)
            battle.apply(action, RandomSource(semilla))
        despues = battle.state
        for cid in ("a", "b"):
            vivo_antes, vivo_despues = antes["combatientes"][cid], despues["combatientes"][cid]
            assert vivo_despues["armadura"] >= 0 and vivo_despues["vida"] >= 0
            if action.accion not in CURAN:
                assert vivo_despues["vida"] <= vivo_antes["vida"]
                assert vivo_despues["armadura"] <= vivo_antes["armadura"]
            assert _alternancia_respetada(vivo_despues.get("historial", []))
        battle.undo()
        assert battle.state == antes
        battle.redo()
        assert battle.state == despues
    assert battle.replay() == battle.state


_VALORES = st.one_of(
    st.none(),
    st.integers(-2, 5),
    st.sampled_from(
        [
            "esquivar",
            "bloquear",
            "contraataque",
            "ninguna",
            "brazos",
            "x",
            "Zarpazo de Luz",
            "Cola Paralizante",
            "aura_de_hades",
        ]
    ),
    st.dictionaries(
        st.sampled_from(["poder", "accion", "objetivo"]),
        st.sampled_from(["golpe", "a", "b", "Espejo Abisal", "Rayo"]),
        max_size=2,
    ),
    st.lists(st.sampled_from(["esquivar", "bloquear", "ninguna", "contraataque"]), max_size=6),
)


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 5),
    st.lists(
        st.tuples(
            st.sampled_from(sorted(ACCIONES)),
            st.sampled_from([(), ("a",), ("b",), ("a", "b")]),
            _VALORES,
            st.dictionaries(
                st.sampled_from(["poder", "nivel", "parte", "intervencion", "aliado", "accion_forzada"]),
                _VALORES,
                max_size=3,
            ),
            st.integers(0, 2**16),
        ),
        max_size=12,
    ),
)
def test_pasos_mal_formados_se_rechazan_con_motivo(
    i: int, pasos: list[tuple[str, tuple[str, ...], Any, dict[str, Any], int]]
) -> None:
    """Any step, however malformed, is either applied or refused with a Spanish sentence: never a traceback."""
    battle = _batalla(i, i + 1)
    for accion, objetivos, respuesta, params, semilla in pasos:
        actor = battle.view.turn or "a"
        action = Action(actor, accion, objetivos, respuesta, params)
        battle.reactions(action)
        try:
            battle.apply(action, RandomSource(semilla))
        except IllegalAction as error:
            assert str(error) and "Traceback" not in str(error)
    assert battle.replay() == battle.state
