"""Property tests: PA never negative, cooldowns respected, one indirect per type, one crowd control at a time, replay determinism."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from core.battle import Battle, Combatant, IllegalAction
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.umh import RULESET
from core.storage import load_sheet
from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe

SKILLS = [
    golpe("Tajo", 80, coste_pa=2, enfriamiento=1),
    golpe("Puño", 30, coste_pa=1, varias_por_ronda=True),
    golpe(
        "Quemar",
        20,
        coste_pa=1,
        indoles=["ignea"],
        efectos=[{"tipo": "indirecto", "nombre": "quemadura", "cantidad": 10, "duracion": 2}],
    ),
    golpe(
        "Ascua",
        20,
        coste_pa=1,
        indoles=["ignea"],
        efectos=[{"tipo": "indirecto", "nombre": "quemadura", "cantidad": 25, "duracion": 1}],
    ),
    golpe("Aturdir", 10, coste_pa=2, efectos=[{"tipo": "control", "nombre": "aturdimiento", "duracion": 2}]),
    golpe("Paralizar", 10, coste_pa=2, efectos=[{"tipo": "control", "nombre": "paralisis", "duracion": 1}]),
]
DEFENCES = [defensa("Muro", "defensa_externa", defensa=40), defensa("Esquiva", "evasion")]
MOVES = st.lists(
    st.tuples(
        st.sampled_from(["Tajo", "Puño", "Quemar", "Ascua", "Aturdir", "Paralizar", "pasar"]),
        st.sampled_from(["ninguna", "Muro", "Esquiva"]),
    ),
    max_size=25,
)


@settings(max_examples=40, deadline=None)
@given(MOVES)
def test_invariantes_de_combate(moves: list[tuple[str, str]]) -> None:
    """3: PA never negative; 2.3.4: cooldowns respected; 11.3.1: one indirect per type; 11.5.18: one crowd control."""
    sheet = ficha(vit=3000, ref=3, vel=3, habilidades=SKILLS + DEFENCES)
    b = batalla(("a", "1", sheet), ("b", "2", sheet), pa_por_ronda=6)
    for name, answer in moves:
        actor = b.state["turno"]
        if actor is None:
            break
        other = "b" if actor == "a" else "a"
        if name == "pasar":
            action = Action(actor, "pasar")
        else:
            response = "ninguna" if answer == "ninguna" else {"habilidad": answer}
            action = Action(actor, "habilidad", (other,), response, {"habilidad": name})
        if b.why_not(action) is not None:
            action = Action(actor, "pasar")
            if b.why_not(action) is not None:
                break
        ready_before = dict(b.state["combatientes"][actor].get("enfriamientos", {}))
        round_before = b.view.round
        controls_before = {c: b.state["combatientes"][c]["control"] for c in ("a", "b")}
        try:
            b.apply(action, ScriptedSource())
        except IllegalAction:
            break
        if action.accion == "habilidad":
            assert ready_before.get(name, 0) <= round_before
            if name == "Tajo":
                assert b.state["combatientes"][actor]["enfriamientos"]["Tajo"] == round_before + 2
        for cid in ("a", "b"):
            before, after = controls_before[cid], b.state["combatientes"][cid]["control"]
            if before is not None and after is not None:
                assert after["nombre"] == before["nombre"], "11.5.18: a second crowd control replaced the first"
        for cid in ("a", "b"):
            live = b.state["combatientes"][cid]
            assert live["pa"] >= 0
            assert 0 <= live["vel"] <= live["vel_total"]
            assert 0 <= live["vit"] <= live["vit_max"]
            burn = live["indirectos"].get("quemadura")
            if burn is not None:
                assert burn["cantidad"] in (10, 25)
                assert 1 <= burn["duracion"] <= 2
            control = live["control"]
            if control is not None:
                assert control["nombre"] in ("aturdimiento", "paralisis")
                assert control["duracion"] >= 1
    assert b.replay() == b.state


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=30))
def test_lo_que_se_ofrece_como_legal_se_acepta(choices: list[int]) -> None:
    """The battle window's promise: an action offered as legal (with the allowed values of its fields) and a
    reaction offered as legal for it are accepted as they stand."""
    sheets = [load_sheet(p) for p in sorted((Path(__file__).parents[4] / "sheets" / "umh").glob("*.json"))]
    people = [Combatant(f"c{i}", f"C{i}", "AB"[i % 2], sheets[i % len(sheets)]) for i in range(3)]
    b = Battle.start(RULESET, people, ScriptedSource(), {"ronda_preparacion": False})
    picks = iter(choices)
    for pick in picks:
        actor = b.view.turn
        if actor is None or b.outcome() is not None:
            break
        legal = [o for o in b.legal_actions(actor) if o.legal]
        option = legal[pick % len(legal)]
        params = {**option.params, **{k: v[pick % len(v)] for k, v in option.campos.items()}}
        targets: tuple[str, ...] = ()
        if option.objetivos:
            targets = (b.view.enemies(actor) or [actor])[:1] if option.objetivos == 1 else tuple(b.view.enemies(actor))
        action = Action(actor, option.accion, tuple(targets), None, params)
        if b.why_not(action) is not None:
            continue  # the target was the GUI's choice, not part of the offer
        answers = [r for r in b.reactions(action) if r.legal] if targets else []
        if answers:
            action = Action(
                actor, option.accion, tuple(targets), answers[next(picks, 0) % len(answers)].respuesta, params
            )
        assert b.why_not(action) is None, (action, b.why_not(action))
        b.apply(action, ScriptedSource())
