"""2.2 Orden de turnos and 1.2.6 (a lone fighter outnumbered), with the four worked orders of 1.2.6.5."""

from __future__ import annotations

from core.rulesets.umh.orden import Turno, orden_de_ronda
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, hacer, usar, vivo


def _orden(bandos: dict[str, list[str]], vel: dict[str, int], agresor: str, primera: bool = False) -> list[Turno]:
    return orden_de_ronda(bandos, vel, list(vel), agresor=agresor, primera=primera)


def test_1_2_6_5_ejemplo_1_dos_contra_uno_empieza_la_superioridad() -> None:
    """1.2.6.5 - 1. 2 vs. 1 donde el bando en superioridad posee el primer turno:
    OPONENTE 1 - SOLITARIO (NO RECUPERA PA) - OPONENTE 2 - SOLITARIO (POSIBILIDAD DE RECUPERAR 2 PA)."""
    turns = _orden({"A": ["o1", "o2"], "B": ["s"]}, {"o1": 5, "o2": 4, "s": 3}, "o1")
    assert turns == [Turno("o1"), Turno("s", False), Turno("o2"), Turno("s", True)]


def test_1_2_6_5_ejemplo_2_dos_contra_uno_empieza_el_solitario() -> None:
    """1.2.6.5 - 2. 2 vs. 1 donde el solitario posee el primer turno:
    SOLITARIO (PELEA CON NORMALIDAD) - OPONENTE 1 - SOLITARIO (POSIBILIDAD DE RECUPERAR 2 PA) - OPONENTE 2."""
    turns = _orden({"A": ["o1", "o2"], "B": ["s"]}, {"o1": 5, "o2": 4, "s": 9}, "o1")
    assert turns == [Turno("s", False), Turno("o1"), Turno("s", True), Turno("o2")]


def test_1_2_6_5_ejemplo_3_tres_contra_uno_empieza_la_superioridad() -> None:
    """1.2.6.5 - 3. 3 vs. 1 donde el bando en superioridad posee el primer turno:
    OPONENTE 1 - SOLITARIO (NO RECUPERA PA) - OPONENTE 2 - SOLITARIO (2 PA) - OPONENTE 3 - SOLITARIO (2 PA)."""
    turns = _orden({"A": ["o1", "o2", "o3"], "B": ["s"]}, {"o1": 5, "o2": 4, "o3": 3, "s": 2}, "o1")
    assert turns == [Turno("o1"), Turno("s"), Turno("o2"), Turno("s", True), Turno("o3"), Turno("s", True)]


def test_1_2_6_5_ejemplo_4_tres_contra_uno_empieza_el_solitario() -> None:
    """1.2.6.5 - 4. 3 vs. 1 donde el solitario posee el primer turno:
    SOLITARIO (PELEA CON NORMALIDAD) - OPONENTE 1 - SOLITARIO (2 PA) - OPONENTE 2 - SOLITARIO (2 PA) - OPONENTE 3."""
    turns = _orden({"A": ["o1", "o2", "o3"], "B": ["s"]}, {"o1": 5, "o2": 4, "o3": 3, "s": 8}, "s", primera=True)
    assert turns == [Turno("s"), Turno("o1"), Turno("s", True), Turno("o2"), Turno("s", True), Turno("o3")]


def test_2_2_1_primera_ronda_agresor_y_despues_objetivos_por_velocidad() -> None:
    """2.2.1 - Durante la primera ronda el agresor realizará todo su turno y a continuación la persona objetivo
    del ataque; en caso de ser varias, por orden de velocidad (here the aggressor is the slowest)."""
    turns = _orden({"A": ["ag"], "B": ["d1", "d2"]}, {"ag": 1, "d1": 3, "d2": 7}, "ag", primera=True)
    assert [t.cid for t in turns] == ["ag", "d2", "ag", "d1"]


def test_2_2_1_1_empate_de_velocidad_comienza_el_ejecutor() -> None:
    """2.2.1.1 - Ante empate de velocidad, comienza siempre el ejecutor del ataque."""
    turns = _orden({"A": ["ag"], "B": ["d"]}, {"d": 5, "ag": 5}, "ag")
    assert [t.cid for t in turns] == ["ag", "d"]


def test_2_2_3_empate_gana_quien_se_unio_antes() -> None:
    """2.2.3 - Ante empates de velocidad, obtendrá primer turno aquel jugador que se haya unido antes."""
    turns = orden_de_ronda(
        {"A": ["x", "y"], "B": ["z", "w"]},
        {"x": 4, "y": 4, "z": 9, "w": 1},
        ["z", "y", "x", "w"],
        agresor="z",
        primera=False,
    )
    assert [t.cid for t in turns] == ["z", "y", "w", "x"]


def test_2_2_4_turnos_intercalados_entre_bandos() -> None:
    """2.2.4 - Los turnos deben ser siempre intercalados entre los bandos; 2.2.4.1 - en la medida de lo posible."""
    turns = _orden({"A": ["a1", "a2", "a3"], "B": ["b1", "b2"]}, {"a1": 9, "a2": 8, "a3": 7, "b1": 2, "b2": 1}, "b1")
    assert [t.cid for t in turns] == ["a1", "b1", "a2", "b2", "a3"]


def test_2_2_5_cada_ronda_se_reordena_por_velocidad_total() -> None:
    """2.2.5 - Al iniciar cada ronda, se reordenarán los turnos en función de la velocidad total."""
    b = batalla(("ag", "A", ficha(vel=1)), ("d", "B", ficha(vel=5)))
    assert b.state["orden"] == ["ag", "d"]
    hacer(b, "ag", "paso_turno")
    hacer(b, "d", "pasar")
    assert b.state["ronda"] == 2
    assert b.state["orden"] == ["d", "ag"]


def test_1_2_6_2_y_1_2_6_3_el_solitario_recupera_2_pa_y_los_pierde_sin_usar() -> None:
    """1.2.6.2 - El usuario recuperará 2 PA en su último turno propio y al principio de dicho turno.
    1.2.6.3 - Los 2 PA recuperados por cada uno de estos turnos propios se pierden en caso de no utilizarse."""
    skill = golpe("Puño", 10, coste_pa=3, varias_por_ronda=True)
    b = batalla(
        ("o1", "A", ficha(vel=5)),
        ("o2", "A", ficha(vel=4)),
        ("s", "B", ficha(vel=1, habilidades=[skill])),
        pa_por_ronda=6,
    )
    hacer(b, "o1", "pasar")
    assert b.state["turno"] == "s"
    usar(b, "s", "Puño", "o1")
    assert vivo(b, "s")["pa"] == 3
    hacer(b, "s", "pasar")
    hacer(b, "o2", "pasar")
    assert vivo(b, "s")["pa"] == 5
    usar(b, "s", "Puño", "o1")
    assert vivo(b, "s")["pa"] == 2
    hacer(b, "s", "pasar")
    assert b.state["ronda"] == 2 and vivo(b, "s")["pa"] == 6


def test_1_2_6_3_pa_recuperados_sin_usar_se_pierden() -> None:
    """1.2.6.3 - Los 2 PA recuperados por cada uno de estos turnos propios se pierden en caso de no utilizarse
    (3 vs. 1: his second own turn gives 2 PA, lost when he passes; the third gives 2 again)."""
    b = batalla(
        ("o1", "A", ficha(vel=5)),
        ("o2", "A", ficha(vel=4)),
        ("o3", "A", ficha(vel=3)),
        ("s", "B", ficha(vel=1)),
        pa_por_ronda=6,
    )
    for actor in ("o1", "s", "o2"):
        hacer(b, actor, "pasar")
    assert vivo(b, "s")["pa"] == 8
    hacer(b, "s", "pasar")
    assert vivo(b, "s")["pa"] == 6
    hacer(b, "o3", "pasar")
    assert b.state["turno"] == "s" and vivo(b, "s")["pa"] == 8


def test_2_2_1_tras_el_agresor_el_objetivo_del_ataque_iniciador() -> None:
    """2.2.1 - el agresor realizará todo su turno y a continuación, la persona objetivo del ataque que dió inicio al
    combate; a continuación se reordenan los turnos según la velocidad total: the target plays before a faster
    partner of his side who was not attacked."""
    turns = orden_de_ronda(
        {"A": ["a1", "a2"], "B": ["b1", "b2"]},
        {"a1": 3, "a2": 8, "b1": 5, "b2": 9},
        ["a1", "a2", "b1", "b2"],
        agresor="a1",
        primera=True,
        objetivos=["b1"],
    )
    assert [t.cid for t in turns] == ["a1", "b1", "a2", "b2"]


def test_2_2_1_el_ataque_iniciador_reordena_la_ronda_1() -> None:
    """2.2.1 - once the opening attack names its target, the rest of round 1 follows it (setting objetivos_ronda_1)."""
    people = (
        ("a1", "A", ficha(vel=3, habilidades=[golpe("Golpe", 30)])),
        ("a2", "A", ficha(vel=8)),
        ("b1", "B", ficha(vel=5)),
        ("b2", "B", ficha(vel=9)),
    )
    b = batalla(*people)
    assert b.state["orden"] == ["a1", "b2", "a2", "b1"]
    usar(b, "a1", "Golpe", "b1", "ninguna")
    assert b.state["orden"] == ["a1", "b1", "a2", "b2"]
    old = batalla(*people, objetivos_ronda_1="bando")
    usar(old, "a1", "Golpe", "b1", "ninguna")
    assert old.state["orden"] == ["a1", "b2", "a2", "b1"]


def test_2_2_2_quien_irrumpe_antes_del_ataque_iniciador_juega_en_la_ronda_siguiente() -> None:
    """2.2.2 - los que se unan se ordenan por su VELOCIDAD TOTAL desde la ronda siguiente: reordering round 1 after
    the opening attack (2.2.1) leaves out who joined in it; 1.2.6 keeps the lone fighter's turns."""
    b = batalla(
        ("a", "A", ficha(vel=1, habilidades=[golpe("G", 10)])),
        ("b1", "B", ficha(vel=5)),
        ("b2", "B", ficha(vel=2)),
        ("x", "B", ficha(vel=9)),
        reserva=["x"],
    )
    hacer(b, "x", "irrumpir")
    usar(b, "a", "G", "b2", "ninguna")
    assert b.state["orden"] == ["a", "b2", "a", "b1"]
