"""The round summary for the thread: each action, every roll with its value and source, each side's status."""

from __future__ import annotations

from core.dice import ManualSource, RandomSource
from core.foro_hilo import ForumSetup
from core.foro_resumen import resumen_ronda
from core.ruleset import Action
from tests.gui.batalla.ejemplos import ejemplo

LINK = "https://foro.example/hilo/7#p12"


def test_cada_tirada_dice_su_valor_y_si_salio_del_foro_o_de_gesta() -> None:
    battle = ejemplo("caballeros", 3)
    battle.set_forum(ForumSetup("https://foro.example/hilo/7"))
    zarpazo = Action("ivan", "poder", ("morvan",), None, {"poder": "Zarpazo de Luz", "nivel": 2})
    battle.declare(zarpazo)
    entry = battle.answer("bloquear", ManualSource(lambda _request: 6), nota=LINK)
    battle.apply(Action("morvan", "puntos_vitales", ("ivan",)), RandomSource(3))
    text = resumen_ronda(battle, 3)
    assert text.startswith("[b]Resumen de la ronda 3[/b]\nHilo: https://foro.example/hilo/7")
    assert "• [b]Iván de Lince[/b]: Poder: Zarpazo de Luz → Morvan de Mantícora" in text
    rolled = next(e.texto for e in entry.eventos if e.tirada is not None)
    assert f"    Tirada del foro: {rolled} ([url={LINK}]ver el mensaje[/url])" in text
    assert "    Tirada de Gesta: " in text
    assert "[b]Estado al final de la ronda:[/b]" in text
    assert "[b]athena[/b]" in text and "[b]hades[/b]" in text
    assert "Morvan de Mantícora (hades): " in text
