"""Advice on an epic20 budget: points that buy nothing are said, and the sheet stays legal."""

from __future__ import annotations

from core import registry, storage
from core.paths import examples_dir
from core.ruleset import Problem
from core.rulesets.epic20.ficha import FichaEpic20, PoderFicha
from tests.core.rulesets.epic20.ayuda import leer

RULESET = registry.get("epic20")


def _cobalto() -> FichaEpic20:
    sheet = storage.load_sheet(examples_dir() / "epic20" / "cobalto.json")
    assert isinstance(sheet, FichaEpic20)
    return sheet


def _problems(sheet: FichaEpic20) -> list[Problem]:
    return RULESET.validate(leer(sheet.model_dump(mode="json")))


def test_los_puntos_de_superpoderes_sin_gastar_son_un_aviso_y_la_ficha_sigue_legal() -> None:
    """Cobalto (nivel 8) spends its 3 points; without its powers 1½ are left over, said as advice."""
    sheet = _cobalto()
    assert _problems(sheet) == [], "the shipped example spends every point"
    sheet.poderes = []
    problems = _problems(sheet)
    assert problems == [
        Problem(
            "poderes",
            "Quedan 1½ puntos de superpoderes sin gastar: se pueden comprar más poderes o canjearlos.",
            "aviso",
        )
    ]
    assert not [p for p in problems if p.gravedad == "error"], "unspent points never make a sheet illegal"


def test_medio_punto_sin_gastar_se_dice_en_singular() -> None:
    sheet = _cobalto()
    sheet.poderes = sheet.poderes[:1]
    assert [p.mensaje for p in _problems(sheet)] == [
        "Queda ½ punto de superpoderes sin gastar: se pueden comprar más poderes o canjearlos."
    ]


def test_vida_extra_por_encima_del_nivel_se_marca_como_desperdiciada() -> None:
    """«Los personajes jugadores están limitados a un máximo de tantos puntos de vida como su nivel» (Vida extra).

    Nivel 8: 4 puntos de vida (½ nivel, máximo 4); 4 Vida extra llegan a 8; la quinta no da nada."""
    sheet = _cobalto()
    first = len(sheet.poderes)
    sheet.poderes = [*sheet.poderes, *(PoderFicha(nombre="Vida extra") for _ in range(5))]
    wasted = [p for p in _problems(sheet) if "Vida extra" in p.mensaje]
    assert [p.campo for p in wasted] == [f"poderes[{first + 4}]"]
    assert wasted[0].gravedad == "aviso"
    assert "como máximo tantos puntos de vida como su nivel (8)" in wasted[0].mensaje


def test_un_esbirro_no_tiene_tope_de_vida_por_nivel() -> None:
    sheet = _cobalto()
    sheet.esbirro = True
    sheet.poderes = [*sheet.poderes, *(PoderFicha(nombre="Vida extra") for _ in range(5))]
    assert not [p for p in _problems(sheet) if "Vida extra" in p.mensaje]
