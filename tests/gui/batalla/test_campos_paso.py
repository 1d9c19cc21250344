"""The step fields and reactions the rulesets offer, as a GM reads and picks them in the battle window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from core import registry
from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import LEFT, DialogDriver, play, prepare, settle

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"

CASIO, SELENE, MORVAN = "casio_del_reloj", "selene_de_lebrel", "morvan_de_manticora"
MIREL, BRANN, ORIS = "mirel_asta", "brann_ferrum", "oris_vell"
GRULLA, TONELADA = "grulla_de_hierro", "tonelada"


def _needs(ruleset_id: str) -> None:
    if ruleset_id not in registry.known_ids():
        pytest.skip(f"El sistema {ruleset_id} aún no está instalado.")


def _start(qtbot: QtBot, window: BattleWindow, ruleset_id: str, sides: list[tuple[str, str]], orden: list[str]) -> None:
    if ruleset_id == "umh":  # speed sets umh's turns; a given order only names the aggressor (1.2.2)
        prepare(qtbot, window, ruleset_id, sides, options={"agresor": orden[0]}, manual_dice=False)
    else:
        prepare(qtbot, window, ruleset_id, sides, orden=orden, manual_dice=False)
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None, window.setup.error_label.text()
    window.resize(1024, 700)
    settle()


def _label_of(window: BattleWindow, widget: QWidget) -> str:
    label = window.flow.fields_form.labelForField(widget)
    assert isinstance(label, QLabel)
    return label.text()


def _items(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def _fits(window: BattleWindow, widget: QWidget) -> bool:
    """The widget is inside the 1024×700 window (the window did not grow past it to hold it)."""
    corner = widget.mapTo(window, QPoint(widget.width(), widget.height()))
    return window.width() <= 1024 and window.height() <= 700 and corner.y() <= window.height()


def _shot(window: BattleWindow, name: str) -> None:
    settle()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(ARTIFACTS / name))


def test_caballeros_el_control_ofrece_acciones_objetivos_y_respuestas_legibles(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    """PODER TIPO CONTROL: the orders, whom the controlled acts on and that target's answer are
    combo boxes with Spanish labels; combatants by name, powers as «Poder: X»; the pick is applied."""
    _needs("caballeros")
    sides = [
        ("Casio del Reloj (ejemplo)", "athena"),
        ("Selene de Lebrel (ejemplo)", "hades"),
        ("Morvan de Mantícora (ejemplo)", "hades"),
    ]
    _start(qtbot, window, "caballeros", sides, [CASIO, SELENE, MORVAN])
    for _round in range(2):  # the Acción Especial Cosmos: two cosmos actions with the bar full
        play(qtbot, window, driver, {"actor": CASIO, "accion": "cosmos"})
        play(qtbot, window, driver, {"actor": SELENE, "accion": "pasar"})
        play(qtbot, window, driver, {"actor": MORVAN, "accion": "pasar"})
    flow = window.flow
    qtbot.mouseClick(flow.buttons["accion_poder_Péndulo Dominante"], LEFT)
    qtbot.mouseClick(window.cards.cards[SELENE], LEFT)
    orders, target, answer = (
        flow.field_widgets[n] for n in ("accion_forzada", "objetivo_forzado", "respuesta_forzada")
    )
    assert isinstance(orders, QComboBox) and isinstance(target, QComboBox) and isinstance(answer, QComboBox)
    assert [_label_of(window, w) for w in (orders, target, answer)] == [
        "Acción obligada (poder de control):",
        "Objetivo de la acción obligada:",
        "Respuesta a la acción obligada:",
    ]
    assert _items(orders)[:4] == ["Golpe", "Llave", "Lanzar objeto", "Séptimo sentido"]
    assert "Romper: brazos" in _items(orders)
    assert _items(target) == ["Casio del Reloj", "Morvan de Mantícora"]
    assert "Poder: Reloj Inverso" in _items(answer)
    assert not any("{" in text or "_" in text for w in (orders, target, answer) for text in _items(w))
    # the stored-bonus reactions are listed only when the bonus is stored (Selene has none); each
    # button says its reaction once, then its odds
    texts = {r.etiqueta: b.text() for r, b in flow.reactions}
    assert texts["Esquivar"].startswith("Esquivar: 6-9"), texts
    assert "Esquivar con el bono de agilidad" not in texts
    assert all(text.count(label) == 1 for label, text in texts.items()), texts
    _shot(window, "batalla_caballeros_control.png")
    assert _fits(window, flow.reactions[0][1])
    target.setFocus()
    qtbot.keyClicks(target, "Morvan")  # a closed combo box picks the item the GM starts typing
    answer.setFocus()
    qtbot.keyClicks(answer, "Bloquear")
    assert target.currentData() == MORVAN and answer.currentData() == "bloquear"
    none = next(b for r, b in flow.reactions if r.respuesta == "ninguna")
    count = len(window.battle.entries)  # type: ignore[union-attr]
    qtbot.mouseClick(none, LEFT)
    assert window.battle is not None and len(window.battle.entries) == count + 1, flow.refusal.text()
    action = window.battle.entries[-1].accion
    assert action is not None
    assert action.params["objetivo_forzado"] == MORVAN
    assert action.params["respuesta_forzada"] == "bloquear"
    assert action.params["accion_forzada"] == "golpe"  # the first order, left as it was offered


def test_epic20_las_situaciones_son_casillas_y_el_punto_de_heroe_puede_quedar_vacio(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    """The yes/no circumstances of an attack are check boxes; «Punto de héroe» and «Maniobra» start
    empty («—») and stay out of the step unless chosen; a ticked box reaches the action."""
    _needs("epic20")
    sides = [("Grulla de Hierro (ejemplo)", "a"), ("Tonelada (ejemplo)", "b")]
    _start(qtbot, window, "epic20", sides, [GRULLA, TONELADA])
    flow = window.flow
    key = next(k for k, o in flow.options.items() if o.accion == "atacar" and o.legal and o.params.get("ataque"))
    qtbot.mouseClick(flow.buttons[key], LEFT)
    cover, heroe = flow.field_widgets["cobertura"], flow.field_widgets["punto_heroe"]
    assert isinstance(cover, QCheckBox) and cover.text() == "Cobertura" and not cover.isChecked()
    assert isinstance(flow.field_widgets["cuerpo_a_cuerpo"], QCheckBox)
    assert flow.field_widgets["cuerpo_a_cuerpo"].text() == "Cuerpo a cuerpo"
    assert isinstance(heroe, QComboBox) and _label_of(window, heroe) == "Punto de Héroe:"
    assert _items(heroe)[:3] == ["—", "Superioridad", "Repetir"] and heroe.currentIndex() == 0
    qtbot.mouseClick(cover, LEFT, pos=QPoint(8, cover.height() // 2))
    assert cover.isChecked()
    qtbot.mouseClick(window.cards.cards[TONELADA], LEFT)
    qtbot.mouseClick(flow.confirm_targets, LEFT)
    assert flow.reactions
    _shot(window, "batalla_epic20_situaciones.png")
    assert _fits(window, flow.reactions[-1][1])
    count = len(window.battle.entries)  # type: ignore[union-attr]
    qtbot.mouseClick(flow.reactions[0][1], LEFT)
    assert window.battle is not None and len(window.battle.entries) == count + 1, flow.refusal.text()
    action = window.battle.entries[-1].accion
    assert action is not None
    assert action.params["cobertura"] is True and action.params["invisible"] is False
    assert "punto_heroe" not in action.params and "maniobra" not in action.params


def test_umh_varios_objetivos_eligen_cada_uno_su_reaccion(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    """A skill on two targets: one column of reactions per target, one pick each, then Ejecutar;
    the step's answer is ``{target: respuesta}`` with both picks."""
    _needs("umh")
    sides = [
        ("Mirel Asta (ejemplo)", "atacante"),
        ("Brann Ferrum (ejemplo)", "defensor"),
        ("Oris Vell (ejemplo)", "defensor"),
    ]
    _start(qtbot, window, "umh", sides, [MIREL, BRANN, ORIS])
    flow = window.flow
    key = next(k for k, o in flow.options.items() if o.params.get("habilidad") == "Lluvia de saetas")
    qtbot.mouseClick(flow.buttons[key], LEFT)
    qtbot.mouseClick(window.cards.cards[BRANN], LEFT)
    qtbot.mouseClick(window.cards.cards[ORIS], LEFT)
    qtbot.mouseClick(flow.confirm_targets, LEFT)
    panel = flow.target_panel
    assert panel is not None
    qtbot.waitUntil(panel.isVisible)
    headers = [panel.findChild(QLabel, f"reaccionDe_{t}") for t in (BRANN, ORIS)]
    assert [h.text() for h in headers if h is not None] == [
        "<b>Reacción de Brann Ferrum</b>",
        "<b>Reacción de Oris Vell</b>",
    ]
    assert not flow.per_hit.isVisible()
    wall = next(b for r, b in flow.reactions if r.respuesta == {BRANN: {"habilidad": "Muro de acero"}})
    annul = next(b for r, b in flow.reactions if r.respuesta == {ORIS: {"habilidad": "Disolución mental"}})
    assert not wall.text().startswith("Brann Ferrum:")  # the column already says whose reaction it is
    _shot(window, "batalla_umh_varios_objetivos.png")
    assert _fits(window, flow.run_button)
    count = len(window.battle.entries)  # type: ignore[union-attr]
    qtbot.mouseClick(wall, LEFT)
    assert window.battle is not None and len(window.battle.entries) == count  # a pick, not yet the step
    qtbot.mouseClick(annul, LEFT)
    assert "Muro de acero" in flow.hits_label.text() and "Disolución mental" in flow.hits_label.text()
    qtbot.mouseClick(flow.run_button, LEFT)
    assert len(window.battle.entries) == count + 1, flow.refusal.text()
    action = window.battle.entries[-1].accion
    assert action is not None
    assert action.respuesta == {BRANN: {"habilidad": "Muro de acero"}, ORIS: {"habilidad": "Disolución mental"}}


def _marked_rows(window: BattleWindow) -> list[int]:
    model = window.turn_model
    assert model is not None
    return [r for r in range(model.rowCount()) if "◀" in str(model.index(r).data())]


def test_umh_con_dos_turnos_en_el_orden_solo_se_marca_el_que_se_juega(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    """umh gives the aggressor a second place in the order: the list marks the place being played, once."""
    _needs("umh")
    sides = [
        ("Mirel Asta (ejemplo)", "atacante"),
        ("Brann Ferrum (ejemplo)", "defensor"),
        ("Oris Vell (ejemplo)", "defensor"),
    ]
    _start(qtbot, window, "umh", sides, [MIREL, BRANN, ORIS])
    assert window.battle is not None
    order = [str(c) for c in window.battle.state["orden"]]
    if order.count(MIREL) < 2:
        pytest.skip("Este orden de umh no repite a Mirel Asta.")
    first, second = (i for i, c in enumerate(order) if c == MIREL)
    assert _marked_rows(window) == [first]
    for cid in order[first:second]:
        play(qtbot, window, driver, {"actor": cid, "accion": "paso_turno"})
    assert window.battle.view.turn == MIREL
    assert _marked_rows(window) == [second]


def test_una_reaccion_por_golpe_se_lee_por_su_nombre(qtbot: QtBot, window: BattleWindow, driver: DialogDriver) -> None:
    """Hit by hit, the answers chosen so far read as the reactions' labels, not as raw JSON."""
    _needs("umh")
    sides = [("Brann Ferrum (ejemplo)", "atacante"), ("Dorian Quel (ejemplo)", "defensor")]
    _start(qtbot, window, "umh", sides, [BRANN, "dorian_quel"])
    flow = window.flow
    key = next(k for k, o in flow.options.items() if o.legal and o.accion == "habilidad" and o.objetivos == 1)
    qtbot.mouseClick(flow.buttons[key], LEFT)
    qtbot.mouseClick(window.cards.cards["dorian_quel"], LEFT)
    defence = next(
        ((r, b) for r, b in flow.reactions if isinstance(r.respuesta, dict) and b.isEnabled()),
        None,
    )
    if defence is None:
        pytest.skip("Dorian Quel no tiene una defensa disponible contra esa habilidad.")
    qtbot.mouseClick(flow.per_hit, LEFT, pos=QPoint(8, flow.per_hit.height() // 2))
    qtbot.mouseClick(defence[1], LEFT)
    assert flow.hits_label.text() == f"1. {defence[0].etiqueta}"
    assert "{" not in flow.hits_label.text()
    assert flow.run_button.isEnabled()
