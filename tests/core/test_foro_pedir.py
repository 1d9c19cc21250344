"""«Pedir al foro»: the post lists exactly the engine's reactions with the engine's odds and rolls."""

from __future__ import annotations

import json

import pytest

from core.battle import Battle
from core.dice import format_percent
from core.foro_hilo import ForumSetup
from core.foro_pedir import opciones, pedir
from core.ruleset import Action
from tests.gui.batalla.ejemplos import REPO, ejemplo


def _declared(reglas: str, pasos: int, indice: int) -> tuple[Battle, Action]:
    battle = ejemplo(reglas, pasos)
    step = json.loads((REPO / "docs" / "ejemplos" / f"{reglas}.json").read_text(encoding="utf-8"))["pasos"][indice]
    action = Action.from_json({k: v for k, v in step.items() if k not in ("dados", "comentario", "respuesta")})
    battle.declare(action)
    return battle, action


def _items(text: str) -> list[str]:
    return [line[3:] for line in text.splitlines() if line.startswith("[*]")]


CASES = [("caballeros", 3, 3), ("umh", 0, 0), ("epic20", 0, 0)]


@pytest.mark.parametrize(("reglas", "pasos", "indice"), CASES)
def test_el_post_lista_exactamente_las_reacciones_legales_con_sus_probabilidades(
    reglas: str, pasos: int, indice: int
) -> None:
    battle, action = _declared(reglas, pasos, indice)
    legal = [r for r in battle.reactions(action) if r.legal]
    items = _items(pedir(battle))
    assert len(items) == len(legal)
    for item, reaction in zip(items, legal, strict=True):
        assert reaction.etiqueta in item
        if reaction.probabilidad is not None:
            assert format_percent(reaction.probabilidad) in item


def test_caballeros_el_defensor_ve_su_tirada_lo_que_necesita_y_que_pasa_en_cada_resultado() -> None:
    battle, _action = _declared("caballeros", 3, 3)
    text = pedir(battle)
    assert (
        "Tira [b]1d9[/b] en el tirador del foro (Esquivar de Morvan de Mantícora (Zarpazo de Luz)): necesita 6-9 (44 %)."
        in text
    )
    assert "Con 6-9: Morvan de Mantícora esquiva Zarpazo de Luz." in text
    assert "Con 1-5: Morvan de Mantícora no logra esquivar." in text


def test_caballeros_los_resultados_son_los_del_motor_al_resolver() -> None:
    """What the post promises for a 5 on «Bloquear» is what answering with a 5 writes to the log."""
    battle, _action = _declared("caballeros", 3, 3)
    bloquear = next(o for o in opciones(battle, battle.pending.accion) if o.reaccion.respuesta == "bloquear")
    promised = next(r for r in bloquear.resultados if r.caras == "5-9")
    from core.dice import ScriptedSource

    battle.answer("bloquear", ScriptedSource([5]))
    for line in promised.lineas:
        assert line in battle.log_lines()


def test_umh_la_defensa_no_tira_y_dice_lo_que_pasa_con_cada_habilidad() -> None:
    battle, _action = _declared("umh", 0, 0)
    text = pedir(battle)
    assert "Tira" not in text
    assert "[*][b]Muro de acero (2 PA)[/b]\n→ Brann Ferrum reacciona con «Muro de acero»" in text
    assert "No puedes: RESISTIR (" in text


def test_epic20_el_atacante_tira_su_d20_con_lo_que_necesita() -> None:
    battle, _action = _declared("epic20", 0, 0)
    text = pedir(battle)
    assert "[b]Grulla de Hierro[/b]: tira en el foro." in text
    assert "Tira [b]1d20[/b] en el tirador del foro" in text
    assert "necesita 4+ en el d20 (+10 contra defensa 14, tirada normal) (85 %)" in text
    assert "Con 20: ¡Crítico de Grulla de Hierro! Un 20 siempre impacta." in text


def test_el_post_menciona_al_jugador_como_dice_la_batalla() -> None:
    battle, _action = _declared("caballeros", 3, 3)
    battle.set_forum(ForumSetup(jugadores={"morvan": "Lucan"}))
    assert "[b]@Lucan[/b] (Morvan de Mantícora): ¿cómo reaccionas?" in pedir(battle)
    battle.set_forum(ForumSetup(mencion="mention", jugadores={"morvan": "Lucan"}))
    assert "[mention]Lucan[/mention] (Morvan de Mantícora)" in pedir(battle)
    assert "**@Lucan** (Morvan de Mantícora)" in pedir(battle, "markdown")


def test_pedir_no_cambia_la_batalla() -> None:
    battle, _action = _declared("caballeros", 3, 3)
    before = battle.to_json()
    pedir(battle)
    assert battle.to_json() == before
