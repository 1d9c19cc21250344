"""Who rolls a battle's dice (Gesta or the forum) is kept in its file and its journal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import registry
from core.battle import Battle, Combatant
from core.battle_file import BattleFormatError, check_battle_data
from core.dice import ScriptedSource
from core.journal import Journal, load_battle
from tests.core.duelo_simple import RULESET as DUELO
from tests.core.duelo_simple import FichaDuelo


def duel() -> Battle:
    people = [Combatant(c, c.upper(), c, FichaDuelo(nombre=c.upper())) for c in ("a", "b")]
    return Battle.start(DUELO, people, ScriptedSource(), orden=["a", "b"])


@pytest.fixture(autouse=True)
def _duelo():
    registry.register(DUELO)
    yield
    registry.unregister(DUELO.id)


def test_el_modo_de_los_dados_se_guarda_y_se_lee() -> None:
    battle = duel()
    battle.set_dice_mode("foro")
    data = battle.to_json()
    assert data["dados"]["modo"] == "foro"
    again = Battle.from_json(json.loads(json.dumps(data)), DUELO)
    assert again.dados is not None and again.dados.modo == "foro"


def test_un_modo_desconocido_se_rechaza_con_su_campo() -> None:
    data = duel().to_json()
    data["dados"] = {"semilla": 1, "tirados": 0, "modo": "dados_de_papel"}
    with pytest.raises(BattleFormatError, match="modo"):
        check_battle_data(data)
    with pytest.raises(ValueError):
        duel().set_dice_mode("dados_de_papel")


def test_el_diario_recuerda_el_cambio_de_modo(tmp_path: Path) -> None:
    battle = duel()
    path = tmp_path / "b.diario.jsonl"
    journal = Journal(battle, path, None)
    battle.set_dice_mode("gesta")
    battle.set_dice_mode("foro")
    journal.closed = True  # the process dies here
    resumed = load_battle(path)
    assert resumed.dados is not None and resumed.dados.modo == "foro"
