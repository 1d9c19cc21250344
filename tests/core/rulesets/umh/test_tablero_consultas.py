"""UMH's board queries over the optional map: moves within speed, and areas whose targets are the engine's."""

from __future__ import annotations

from core.ruleset import Action
from core.rulesets.umh import RULESET
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe


def test_sin_mapa_no_hay_tablero() -> None:
    b = batalla(("a", "1", ficha()), ("d", "2", ficha()))
    assert RULESET.board(b.view) is None and RULESET.tokens(b.view)[0].casilla is None


def test_desplazarse_ilumina_lo_que_acepta_el_motor() -> None:
    b = batalla(("a", "1", ficha()), ("d", "2", ficha()), mapa={"a": [0, 0], "d": [2, 1]})
    view = b.view
    board = RULESET.board(view)
    assert board is not None and board.clave == "casilla" and board.mover == "desplazarse"
    base = Action("a", "desplazarse")
    assert RULESET.square_field(view, base) == "hacia"
    lit = {c.casilla: c.accion for c in RULESET.legal_squares(view, base, "hacia")}
    assert lit and (2, 1) not in lit
    for sq in board.squares():
        action = RULESET.with_square(view, base, "hacia", sq)
        assert (RULESET.check(view, action) is None) == (sq in lit), sq


def _onda(area: dict[str, object], alcance: object = 1) -> dict[str, object]:
    return golpe("Onda", 10, area=area, alcance=alcance)


def test_las_fichas_marcadas_por_un_area_son_las_que_acepta_el_motor() -> None:
    for area, alcance in (
        ({"tipo": "sobre_el_usuario", "tamano": 1}, 1),
        ({"tipo": "sobre_el_objetivo", "tamano": 1}, {"tipo": "distancia", "casillas": 3}),
        ({"tipo": "lineal", "tamano": 0}, {"tipo": "distancia", "casillas": 3}),
    ):
        b = batalla(
            ("a", "1", ficha(habilidades=[_onda(area, alcance)])),
            ("d", "2", ficha()),
            ("e", "2", ficha()),
            ("f", "2", ficha()),
            mapa={"a": [0, 0], "d": [1, 1], "e": [2, 1], "f": [3, 3]},
        )
        view = b.view
        first = ("d",)
        marked = RULESET.area(view, Action("a", "habilidad", first, None, {"habilidad": "Onda"}))
        assert marked is not None and marked.objetivos, area
        assert b.why_not(Action("a", "habilidad", marked.objetivos, None, {"habilidad": "Onda"})) is None, area
        for other in {"d", "e", "f"} - set(marked.objetivos):
            targets = (*marked.objetivos, other)
            assert b.why_not(Action("a", "habilidad", targets, None, {"habilidad": "Onda"})) is not None, (area, other)
