"""Dice formulas with bounds: parse refuses what is too large, odds never take long nor crash."""

from __future__ import annotations

import json
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core import dice, registry
from core import odds as odds_internals
from core.runner import run_script

REPO = Path(__file__).resolve().parents[2]
EJEMPLOS = REPO / "docs" / "ejemplos"


@pytest.mark.parametrize(
    ("text", "limit"),
    [
        ("101d6", "máximo es 100"),
        ("50d6+51d6", "máximo es 100"),
        ("1d1001", "máximo es 1000"),
        ("1d6+1+1+1+1+1+1+1+1", "máximo es 8"),
        ("1d6+99999999999", "pasa de 1.000.000.000"),
        ("1d6+1" * 60, "máximo es 200 caracteres"),
    ],
)
def test_parse_rechaza_lo_que_pasa_de_los_limites_nombrando_el_limite(text: str, limit: str) -> None:
    with pytest.raises(dice.DiceError, match=limit):
        dice.parse(text)


def test_cien_dados_de_mil_caras_si_se_aceptan() -> None:
    assert dice.parse("100d1000kh1+7").dice_count == 100


@pytest.mark.parametrize(
    "expression",
    ["20d1000+7", "100d1000+7", "100d1000kh1+7", "100d1000kl1+7", "20d1000-20d1000", "100d1000kh1-100d1000kh1"],
)
def test_las_probabilidades_de_formulas_enormes_son_exactas_y_rapidas(expression: str) -> None:
    dice.odds.cache_clear()
    start = time.perf_counter()
    found = dice.odds(expression, ">=", 500)
    assert time.perf_counter() - start < 1.0  # about 15 ms on a loaded two-core machine
    assert found.exact and 0 <= found.value <= 1


def test_el_mejor_de_cien_dados_de_mil_tiene_su_formula_cerrada() -> None:
    assert dice.probability("100d1000kh1", "<=", 990) == Fraction(990, 1000) ** 100
    assert dice.probability("3d1000kh1", ">=", 1000) == 1 - Fraction(999, 1000) ** 3


def test_mas_alla_del_presupuesto_la_probabilidad_es_aproximada_y_se_marca() -> None:
    expression = "10d1000kh3+7"
    assert dice.odds_cost(expression) > dice.ODDS_BUDGET
    start = time.perf_counter()
    found = dice.odds(expression, ">=", 2000)
    assert time.perf_counter() - start < 1.0
    assert not found.exact and Fraction(0) <= found.value <= Fraction(1)
    assert dice.format_percent(found).startswith("≈ ")
    assert dice.probability(expression, ">=", 2000) == found.value, "rulesets still get a number"
    assert dice.probability_or_none(expression, ">=", 2000) is None
    with pytest.raises(dice.OddsUnavailable):
        dice.exact_probability(expression, ">=", 2000)
    assert dice.probability_or_none("1d9", ">=", 6) == Fraction(4, 9)
    assert dice.probability_or_none("201d6", ">=", 6) is None


def test_la_aproximacion_se_parece_a_la_exacta() -> None:
    for expression, target in (("30d20+30d12", 520), ("6d20kh3-6d20kh3", 0), ("8d10kh4+3", 30)):
        exact = float(dice.exact_probability(expression, ">=", target))
        parts, constant = odds_internals._parts(dice.parse(expression))
        approximate = float(odds_internals._normal_at_least(parts, constant, target))
        assert abs(exact - approximate) < 0.05, (expression, exact, approximate)


def test_sumas_restas_y_conservados_coinciden_con_icepool() -> None:
    icepool = pytest.importorskip("icepool")
    pool = icepool.d(20).pool(3)
    reference = pool.highest(2).sum() - icepool.d(6) + 2 @ icepool.d(8) - (pool.lowest(1).sum())
    for target in range(-20, 60, 7):
        expected = Fraction(reference.probability(">=", target - 4))
        assert dice.probability("3d20kh2-1d6+2d8-3d20kl1+4", ">=", target) == expected


def _encuentro(formula: str, dados: list[int]) -> dict[str, Any]:
    data = json.loads((EJEMPLOS / "encuentro.json").read_text(encoding="utf-8"))
    keep = {"iria", "gorvak"}
    return {
        "reglas": "encuentro",
        "reglas_caseras": {"formula": formula, "posiciones": {"iria": [4, 5], "gorvak": [5, 5]}},
        "combatientes": [c for c in data["combatientes"] if c["id"] in keep],
        "orden": ["iria", "gorvak"],
        "pasos": [{"actor": "iria", "accion": "atacar", "objetivo": "gorvak", "respuesta": "ninguna", "dados": dados}],
    }


@pytest.mark.parametrize(
    ("formula", "dados"),
    [("20d1000+valor", [500] * 20), ("100d1000kh1+valor", [1000] + [1] * 99), ("100d1000kl1+valor", [1] * 100)],
)
def test_un_guion_de_encuentro_con_una_formula_enorme_no_se_cuelga(formula: str, dados: list[int]) -> None:
    if "encuentro" not in registry.known_ids():
        pytest.skip("El sistema encuentro aún no está instalado.")
    dice.odds.cache_clear()
    start = time.perf_counter()
    code, report = run_script(_encuentro(formula, dados), EJEMPLOS)
    assert time.perf_counter() - start < 10.0
    assert code == 0, report
    assert any("%" in line for line in report["registro"]), report["registro"]


def test_un_guion_con_una_formula_demasiado_grande_se_rechaza_con_el_limite() -> None:
    if "encuentro" not in registry.known_ids():
        pytest.skip("El sistema encuentro aún no está instalado.")
    code, report = run_script(_encuentro("101d6+valor", [1] * 101), EJEMPLOS)
    assert code != 0
    assert "máximo es 100" in json.dumps(report, ensure_ascii=False)
