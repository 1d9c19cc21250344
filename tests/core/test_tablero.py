"""core.tablero: the board values, the «no board» answer and the text form of positions for the forum."""

from __future__ import annotations

from core import registry
from core.ruleset import Action
from core.tablero import Board, BoardSetup, Token, board_of, board_setup_of, siglas, texto_posiciones, visibles
from tests.core.rulesets.encuentro.utiles import batalla, pj


def test_caballeros_y_epic20_no_tienen_tablero() -> None:
    for rules in ("caballeros", "epic20"):
        ruleset = registry.get(rules)
        assert ruleset.tokens(None) == [] and ruleset.legal_squares(None, Action("a", "x"), "destino") == []  # type: ignore[arg-type]
        assert board_of(ruleset, None) is None  # type: ignore[arg-type]


def test_un_tablero_con_origen_contiene_sus_casillas() -> None:
    board = Board(3, 2, origen=(-1, 5))
    assert list(board.squares()) == [(-1, 5), (0, 5), (1, 5), (-1, 6), (0, 6), (1, 6)]
    assert board.contains((1, 6)) and not board.contains((2, 6))


def test_las_siglas_de_una_ficha_sin_retrato() -> None:
    assert (siglas("Ana Ruiz"), siglas("bruno"), siglas("")) == ("AR", "BR", "?")


def test_el_texto_de_posiciones_no_muestra_a_quien_esta_oculto() -> None:
    b = batalla(
        pj("ana", "heroes", (0, 0)), pj("bruno", "villanos", (2, 1)), opciones={"tablero_ancho": 4, "tablero_alto": 3}
    )
    b.gm_set("bruno", "oculto", True)
    board = b.ruleset.board(b.view)
    assert board is not None
    tokens = b.ruleset.tokens(b.view)
    text = texto_posiciones(b.view, board, tokens)
    assert text.splitlines()[2:5] == ["  0 A . . .", "  1 . . . .", "  2 . . . ."]
    assert "Bruno" not in text and "A = Ana (heroes) [0, 0]" in text
    master = texto_posiciones(b.view, board, tokens, para_jugadores=False)
    assert "B = Bruno (villanos) [2, 1] [oculto]" in master


def test_visibles_deja_fuera_a_quien_no_esta_en_el_tablero() -> None:
    tokens = [Token("a", (0, 0)), Token("b", None, "reserva"), Token("c", (1, 1), oculto_para=("a",))]
    assert [t.cid for t in visibles(tokens, True)] == ["a"]
    assert [t.cid for t in visibles(tokens, False)] == ["a", "c"]


def test_la_preparacion_dibuja_los_ajustes_que_cada_sistema_declara() -> None:
    """encuentro: size, obstacles and starting squares are house rules; umh: only the squares of «mapa» (no
    edges, no obstacles in its rules); caballeros and epic20: no board to draw. Each id is a declared setting."""
    found = {rules: board_setup_of(registry.get(rules)) for rules in ("encuentro", "umh", "caballeros", "epic20")}
    assert found["caballeros"] is None and found["epic20"] is None
    encuentro, umh = found["encuentro"], found["umh"]
    assert encuentro == BoardSetup("posiciones", "tablero_ancho", "tablero_alto", "obstaculos")
    assert umh == BoardSetup("mapa") and umh.ancho is None and umh.obstaculos is None
    for rules, setup in (("encuentro", encuentro), ("umh", umh)):
        declared = {rule.id for rule in registry.get(rules).house_rules()}
        assert {setup.posiciones, setup.ancho, setup.alto, setup.obstaculos} - {None} <= declared
