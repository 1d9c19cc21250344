"""Who decides the turn order once the battle has begun: each ruleset declares it (core.turns.TurnOrder)."""

from __future__ import annotations

import json
from pathlib import Path

from core import registry
from core.runner import build_battle
from core.turns import turn_order
from tests.core.duelo_simple import RULESET as DUELO

EJEMPLOS = Path(__file__).resolve().parents[2] / "docs" / "ejemplos"


def _view(reglas: str, **caseras: object):
    script = json.loads((EJEMPLOS / f"{reglas}.json").read_text(encoding="utf-8"))
    script["reglas_caseras"] = {**script.get("reglas_caseras", {}), **caseras}
    battle, _steps = build_battle(script, EJEMPLOS)
    return battle


def test_en_caballeros_el_orden_es_del_master_salvo_con_iniciativa_tirada() -> None:
    battle = _view("caballeros")
    assert turn_order(battle.ruleset, battle.view).a_mano
    tirada = _view("caballeros", iniciativa="tirada")
    order = turn_order(tirada.ruleset, tirada.view)
    assert not order.a_mano and "1d9" in order.motivo and order.en_su_lugar is None


def test_umh_y_epic20_lo_fijan_y_dan_la_accion_de_actuar_mas_tarde() -> None:
    for reglas, accion, regla in (("umh", "paso_turno", "Velocidad (1.2.6)"), ("epic20", "retrasar", "iniciativa")):
        battle = _view(reglas)
        order = turn_order(battle.ruleset, battle.view)
        assert not order.a_mano and regla in order.motivo
        assert order.en_su_lugar == accion and accion in battle.ruleset.step_actions()


def test_un_reglamento_que_no_lo_declara_deja_el_orden_como_empezo() -> None:
    encuentro = _view("encuentro")
    assert not turn_order(encuentro.ruleset, encuentro.view).a_mano
    assert not hasattr(DUELO, "turn_order")  # a stand-in written before the query
    assert turn_order(DUELO, encuentro.view).motivo == turn_order(encuentro.ruleset, encuentro.view).motivo
    assert registry.get("umh").set_up_order_note() and registry.get("epic20").set_up_order_note() is None
