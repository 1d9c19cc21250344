"""Dice notation, sources and exact probabilities (core/dice.py)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core import dice


@pytest.mark.parametrize(
    ("text", "count", "constant"),
    [("1d9", 1, 0), ("1d20+5", 1, 5), ("2d20kh1", 2, 0), ("3d20kl1", 3, 0), ("d6 + 2d4 - 3", 3, -3), ("7", 0, 7)],
)
def test_parse_reconoce_la_notacion_de_los_cuatro_sistemas(text: str, count: int, constant: int) -> None:
    expr = dice.parse(text)
    assert expr.dice_count == count
    assert expr.constant == constant


@pytest.mark.parametrize("text", ["", "1d", "d0", "2d20kh3", "1d9 1d9", "abc", "1d9+", "101d6"])
def test_parse_rechaza_expresiones_mal_escritas_con_mensaje_en_castellano(text: str) -> None:
    with pytest.raises(dice.DiceError) as error:
        dice.parse(text)
    assert any(word in str(error.value) for word in ("dados", "expresión", "conservar", "signo"))


def test_probabilidad_exacta_de_1d9_igual_o_mayor_que_6() -> None:
    assert dice.probability("1d9", ">=", 6) == Fraction(4, 9)


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("target", [2, 9, 14, 20])
def test_probabilidad_del_mejor_de_n_d20_coincide_con_la_formula_cerrada(n: int, target: int) -> None:
    expected = 1 - Fraction(target - 1, 20) ** n
    assert dice.probability(f"{n}d20kh1", ">=", target) == expected


def test_probabilidad_del_mejor_de_2d20_mas_5_contra_14() -> None:
    assert dice.probability("2d20kh1+5", ">=", 14) == 1 - Fraction(8, 20) ** 2


def test_probabilidad_del_peor_de_3d20() -> None:
    assert dice.probability("3d20kl1", ">=", 14) == Fraction(7, 20) ** 3


def test_tirada_con_semilla_es_reproducible() -> None:
    first = [dice.roll("2d20kh1+5", dice.RandomSource(42)) for _ in range(3)]
    second = [dice.roll("2d20kh1+5", dice.RandomSource(42)) for _ in range(3)]
    assert first == second
    assert all(r.source == "aleatorio" for r in first)


@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_tiradas_aleatorias_siempre_dentro_del_rango(seed: int) -> None:
    result = dice.roll("3d20kl1", dice.RandomSource(seed))
    assert 1 <= result.total <= 20
    assert result.total == min(result.values)


def test_fuente_guionizada_entrega_los_valores_en_orden_y_registra_la_tirada() -> None:
    source = dice.ScriptedSource([4, 17, 9])
    result = dice.roll("2d20kh1+5", source)
    assert result.values == (4, 17)
    assert result.kept == (17,)
    assert result.total == 22
    assert result.expression == "2d20kh1+5"
    assert result.source == "guion"
    assert source.remaining == [9]


def test_fuente_guionizada_sin_valores_avisa_de_que_faltan_dados() -> None:
    with pytest.raises(dice.DiceExhausted, match="Faltan dados"):
        dice.roll("1d9", dice.ScriptedSource([]), purpose="Esquivar")


def test_fuente_guionizada_rechaza_un_valor_imposible_para_el_dado() -> None:
    with pytest.raises(dice.DiceError, match="no es posible en un d9"):
        dice.roll("1d9", dice.ScriptedSource([12]))


def test_fuente_manual_pregunta_cada_dado_con_su_contexto_y_probabilidad() -> None:
    asked: list[dice.RollRequest] = []

    def ask(request: dice.RollRequest) -> int:
        asked.append(request)
        return 7

    result = dice.roll("1d9", dice.ManualSource(ask), purpose="Esquivar", success="6-9", probability=4 / 9)
    assert result.total == 7
    assert result.source == "manual"
    assert asked[0].sides == 9
    assert asked[0].purpose == "Esquivar"
    assert asked[0].probability == pytest.approx(4 / 9)


def test_fuente_manual_cancelada_aborta_la_tirada() -> None:
    with pytest.raises(dice.RollCancelled):
        dice.roll("1d9", dice.ManualSource(lambda request: None))


def test_tirada_registrada_ida_y_vuelta_en_json() -> None:
    result = dice.roll("2d20kl1+1", dice.ScriptedSource([3, 12]))
    assert dice.Roll.from_json(result.to_json()) == result


def test_cada_dado_de_una_tirada_sabe_cual_es_de_cuantos() -> None:
    asked: list[tuple[int, int]] = []

    def ask(request: dice.RollRequest) -> int:
        asked.append((request.index, request.count))
        return 1

    dice.roll("2d20kh1+1d6", dice.ManualSource(ask))
    assert asked == [(1, 3), (2, 3), (3, 3)]
