"""Honest statistics: a copy twice as tough as the sheet it fights wins more than 90 % where the rules make it so.

"Twice as tough" is each ruleset's own: every source on the sheet of a value the ruleset declares
``vital`` doubled (and, for caballeros, the armour damage goes through first), checked against the
values the battle starts with. Where the rules do not make such a copy win 90 % of the time, the
test says so and asserts what they do make (docs/simulador.md, «Twice as tough»).
"""

from __future__ import annotations

import copy
import json
from typing import Any

from core.simulador import Execution, Simulation, prepare, simulate
from core.simulador.simulacion import start_battle
from tests.conftest import REPO

SHEETS = REPO / "sheets"


def sheet(rules: str, name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SHEETS / rules / f"{name}.json").read_text(encoding="utf-8"))
    return data


def duel(rules: str, first: dict[str, Any], second: dict[str, Any], **options: Any) -> Simulation:
    people = [
        {"id": side, "bando": side, "nombre": f"{data['nombre']} ({side})", "ficha": data}
        for side, data in (("A", first), ("B", second))
    ]
    return Simulation({"reglas": rules, "combatientes": people}, **options)


def start_values(simulation: Simulation, key: str) -> tuple[Any, Any]:
    """``key`` of A and of B as the battle starts."""
    battle = start_battle(prepare(simulation), 0).battle
    return battle.live_values("A")[key], battle.live_values("B")[key]


def run(simulation: Simulation) -> dict[str, Any]:
    return simulate(simulation, Execution(processes=1))


def caballeros_doble() -> tuple[dict[str, Any], dict[str, Any]]:
    """Iván with vida and armadura doubled: vida is the declared vital value, the armour takes the blows first."""
    original = sheet("caballeros", "ivan_de_lince")
    return {**original, "vida": 2 * original["vida"], "armadura": 2 * original["armadura"]}, original


def test_caballeros_el_doble_de_vida_y_armadura_gana_mas_del_90_con_aleatoria() -> None:
    """Vida alone doubled wins 86 % (the armour absorbs the first blows of both): vida and armadura, > 90 %.

    With 60 rounds, as a random player takes longer to finish a sturdier rival: with 30 rounds about
    3 % of the battles are cut unfinished and the rate is 91 % (95 %: 89–93 % in 1,000 battles).
    """
    sturdier, original = caballeros_doble()
    simulation = duel("caballeros", sturdier, original, n=600, semilla=1, politica="aleatoria", rondas_max=60)
    assert start_values(simulation, "vida") == (600, 300)
    assert start_values(simulation, "armadura") == (240, 120)
    report = run(simulation)
    assert report["intervalo"]["A"][0] > 0.9, (report["tasa"], report["intervalo"]["A"])


def test_caballeros_el_doble_de_vida_y_armadura_gana_mas_del_90_con_sensata() -> None:
    sturdier, original = caballeros_doble()
    report = run(duel("caballeros", sturdier, original, n=150, semilla=1, politica="sensata"))
    assert report["intervalo"]["A"][0] > 0.9, (report["tasa"], report["intervalo"]["A"])


def test_umh_el_doble_de_vit_gana_mas_del_90_con_sensata() -> None:
    """VIT is umh's vital value (VIT. TOTAL on the sheet). Only with ``sensata``: ``aleatoria`` flees
    (HUIR) within a few actions in most battles, which ends them without a winner whatever the VIT
    (26 % against 28.5 % with 46 % draws in 200 battles), so with it the copy cannot win 90 %."""
    original = sheet("umh", "espadachin")
    sturdier = {**original, "vit": 2 * original["vit"]}
    simulation = duel("umh", sturdier, original, n=60, semilla=1, politica="sensata")
    assert start_values(simulation, "vit") == (2 * original["vit"], original["vit"])
    report = run(simulation)
    assert report["intervalo"]["A"][0] > 0.9, (report["tasa"], report["intervalo"]["A"])


def test_epic20_el_doble_de_puntos_de_vida_gana_claramente_pero_no_el_90() -> None:
    """NOT 90 %: the rules do not make it so, and this test asserts less on purpose.

    epic20's vital value is puntos_vida: ½ level (1 to 4) + each «Vida extra» + «Grande», at most the
    level; Lince Plateado (level 8) has 4, four «Vida extra» make 8. With ``sensata`` and 80 rounds
    the copy wins about 73 % (30 battles: 95 % interval 55–86 %); with 30 rounds a third of the
    battles do not end, and ``aleatoria`` ends none in 30 rounds. Points of life are few and a
    single hit can take several, or leave the target unconscious or dying, so twice the points is
    far from twice the blows. Asserted: the copy wins most battles and more than three times as
    often as the original.
    """
    original = sheet("epic20", "lince_plateado")
    sturdier = copy.deepcopy(original)
    sturdier["poderes"] += [{"nombre": "Vida extra"}] * 4
    simulation = duel("epic20", sturdier, original, n=30, semilla=1, politica="sensata", rondas_max=80)
    assert start_values(simulation, "puntos_vida") == (8, 4)
    report = run(simulation)
    assert report["intervalo"]["A"][0] > 0.5, (report["tasa"], report["intervalo"]["A"])
    assert report["victorias"]["A"] > 2.5 * report["victorias"]["B"], report["victorias"]


def test_encuentro_no_tiene_valor_que_haga_a_una_ficha_el_doble_de_dura() -> None:
    """No test of 90 % for encuentro: the rules keep no life.

    Its only vital value is puntos_encuentro, the pool reactions are paid from; a combatant is out
    of the fight when the GM says so or after the number of hits a house rule sets for everyone
    (``impactos_para_caer``, 0 by default: not counted). So no value of one sheet makes it twice as
    tough: with 3 hits to fall, a copy of Gorvak with 6 points instead of 3 won 10 % against 35 %
    (20 battles, ``sensata``, 11 unfinished). Asserted: the declarations are what this says.
    """
    simulation = duel("encuentro", sheet("encuentro", "gorvak_el_tuerto"), sheet("encuentro", "iria_valdecasas"))
    prepared = prepare(simulation)
    vital = [d.id for d in prepared.gauge_vitals if d.vital]
    out = [d.id for d in prepared.gauge_vitals if d.fuera_si]
    assert (vital, out) == (["puntos_encuentro"], ["fuera_de_combate"])
    rules = {r.id: r.default for r in prepared.battle.ruleset.house_rules()}
    assert rules["impactos_para_caer"] == 0
