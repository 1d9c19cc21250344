"""Fresh-eyes review of the battle window: redraw in place, 1024×700 layouts, odds that say whose they are."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QContextMenuEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QProgressBar, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from core import foro, registry
from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import LEFT, DialogDriver, play, prepare, settle
from tests.gui.batalla.test_reglamentos import ESCENARIOS, GORVAK, IRIA


def _needs(ruleset: str) -> None:
    if ruleset not in registry.known_ids():
        pytest.skip(f"El sistema {ruleset} aún no está instalado.")


def _shown_whole(widget: QWidget, scroll: QScrollArea) -> bool:
    """``widget`` lies entirely inside the visible part of ``scroll`` (nothing to scroll to see it)."""
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().contains(QRect(top_left, widget.size()))


def _start(qtbot: QtBot, window: BattleWindow, ruleset: str) -> None:
    data = ESCENARIOS[ruleset]
    window.resize(1024, 700)
    prepare(qtbot, window, ruleset, data["fichas"], orden=data.get("orden"), options=data.get("reglas_caseras"))
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None, window.setup.error_label.text()
    settle()


@pytest.mark.usefixtures("duelo")
def test_una_accion_actualiza_la_carta_sin_reconstruirla(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    """Redrawing after an action updates the card's bars in place (rebuilding every card was the slow step)."""
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Bea", "sombra")], orden=["ana", "bea"])
    qtbot.mouseClick(window.setup.start_button, LEFT)
    card = window.cards.cards["bea"]
    bar = card.value_widgets["vida"]
    play(qtbot, window, driver, {"actor": "ana", "accion": "golpe", "objetivo": "bea", "respuesta": "ninguna"})
    assert card.value_widgets["vida"] is bar
    assert isinstance(bar, QProgressBar) and bar.text() == "2/6" and bar.value() == 2
    assert "Vida: 2/6" in card.toolTip()


def test_a_1024x700_se_ven_las_cartas_y_todas_las_reacciones(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    """Caballeros lists some thirty actions: they scroll in their own box instead of squeezing the cards."""
    _needs("caballeros")
    _start(qtbot, window, "caballeros")
    scroll = window.cards.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    for card in window.cards.cards.values():
        assert _shown_whole(card.value_widgets["vida"], scroll), "la vida de la carta queda oculta"
    viewport = window.flow.actions_scroll.viewport()
    assert window.flow.actions_scroll.widget().width() <= viewport.width()
    for button in window.flow.buttons.values():  # no action is cut on the right
        assert button.mapTo(viewport, QPoint(button.width(), 0)).x() <= viewport.width(), button.text()
        assert button.width() >= button.sizeHint().width(), f"«{button.text()}» no cabe"
    qtbot.mouseClick(window.flow.buttons["accion_golpe"], LEFT)
    qtbot.mouseClick(window.cards.cards["morvan_de_manticora"], LEFT)
    settle()
    assert len(window.flow.reactions) == 4
    for _reaction, button in window.flow.reactions:
        assert not button.visibleRegion().isEmpty(), f"«{button.text()}» no se ve"
        assert button.visibleRegion().boundingRect().height() == button.height()
    *_rest, before_last, last = [b for b in window.flow.buttons.values() if b.isEnabled()]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    before_last.setFocus()
    qtbot.keyClick(before_last, Qt.Key.Key_Tab)  # reaching the last action with the keyboard shows it
    settle()
    assert last.hasFocus()
    assert _shown_whole(last, window.flow.actions_scroll)


def test_las_reglas_de_la_casa_no_se_salen_por_la_derecha(qtbot: QtBot, window: BattleWindow) -> None:
    """Long house-rule labels wrap; every value stays in the box without scrolling sideways."""
    _needs("umh")
    window.resize(1024, 700)
    data = ESCENARIOS["umh"]
    prepare(qtbot, window, "umh", data["fichas"])
    settle()
    scroll = window.setup.rules_body.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    viewport = scroll.viewport()
    assert window.setup.rule_widgets
    for rule_id, widget in window.setup.rule_widgets.items():
        left = widget.mapTo(viewport, QPoint(0, 0)).x()
        assert left >= 0 and left + widget.width() <= viewport.width(), f"{rule_id} queda cortado"
    assert window.setup.rules_body.width() <= viewport.width()


def test_la_probabilidad_de_la_reaccion_dice_de_quien_es(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    """Encuentro's «Ninguna» quotes the attacker's 65 %; the 35 % beside it is the defender's."""
    _needs("encuentro")
    _start(qtbot, window, "encuentro")
    assert window.flow.actor == IRIA
    key = next(k for k, o in window.flow.options.items() if o.accion == "atacar" and not o.params)
    qtbot.mouseClick(window.flow.buttons[key], LEFT)
    qtbot.mouseClick(window.cards.cards[GORVAK], LEFT)
    texts = {reaction.respuesta: button.text() for reaction, button in window.flow.reactions}
    ninguna = window.battle.reactions(window.flow.action())[0] if window.battle else None
    assert ninguna is not None and ninguna.probabilidad is not None
    assert texts["ninguna"].endswith(" a favor del defensor")
    assert "., " not in texts["ninguna"] and ". ·" not in texts["ninguna"]
    assert f"{round(ninguna.probabilidad * 100)} % a favor del defensor" in texts["ninguna"]


def test_la_probabilidad_del_defensor_no_se_repite(qtbot: QtBot, window: BattleWindow) -> None:
    """Caballeros' «Bloquear: 5-9, 56 %» is already the defender's chance: it is said once, with whose it is."""
    _needs("caballeros")
    _start(qtbot, window, "caballeros")
    qtbot.mouseClick(window.flow.buttons["accion_golpe"], LEFT)
    qtbot.mouseClick(window.cards.cards["morvan_de_manticora"], LEFT)
    settle()
    texts = {str(reaction.respuesta): button.text() for reaction, button in window.flow.reactions}
    bloquear = texts["bloquear"]
    assert bloquear.endswith(" % a favor del defensor"), bloquear
    assert bloquear.count("%") == 1, bloquear


def test_el_dialogo_del_dado_no_repite_el_nombre(qtbot: QtBot) -> None:
    """«Esquivar de Morvan — Morvan» said the name twice; a purpose without the name still gets it."""
    from core.dice import RollRequest
    from gui.batalla.dados import ManualDiceDialog

    named = ManualDiceDialog(RollRequest(10, "Esquivar de Morvan", "morvan", "6-9", 0.4), who="Morvan")
    plain = ManualDiceDialog(RollRequest(6, "Esquivar", "bea", ">= 5", 1 / 3), who="Bea")
    for dialog in (named, plain):
        qtbot.addWidget(dialog)
    assert named.findChild(QWidget, "propositoDado").text() == "<b>Esquivar de Morvan</b>"
    assert plain.findChild(QWidget, "propositoDado").text() == "<b>Esquivar</b> — Bea"


@pytest.mark.usefixtures("duelo")
def test_sin_raton_se_elige_el_objetivo_y_se_copia_la_accion(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    """A card takes the focus; Space picks it as target, the Menu key opens the GM's menu; Ctrl+Shift+C copies."""
    prepare(qtbot, window, "duelo", [("Ana", "luz"), ("Bea", "sombra")], orden=["ana", "bea"], manual_dice=False)
    qtbot.mouseClick(window.setup.start_button, LEFT)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    golpe = window.flow.buttons["accion_golpe"]
    golpe.setFocus()
    qtbot.keyClick(golpe, Qt.Key.Key_Space)
    card = window.cards.cards["bea"]
    assert card.focusPolicy() == Qt.FocusPolicy.StrongFocus
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Space)
    assert window.flow.targets == ["bea"] and card.flags.get("objetivo") is True
    ninguna = next(b for r, b in window.flow.reactions if r.respuesta == "ninguna")
    ninguna.setFocus()
    qtbot.keyClick(ninguna, Qt.Key.Key_Space)
    assert window.battle is not None and window.battle.live_values("bea") == {"vida": 2}
    card.menu_requested.disconnect(window._card_menu)  # the menu itself would wait for a choice
    with qtbot.waitSignal(card.menu_requested, timeout=2000) as asked:
        card.setFocus()
        QApplication.sendEvent(
            card, QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(0, 0), QPoint(-500, -500))
        )
    assert card.rect().contains(card.mapFromGlobal(asked.args[1]))
    QGuiApplication.clipboard().clear()
    qtbot.keyClick(window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QGuiApplication.clipboard().text() == foro.ultima_accion(window.battle, "bbcode")


def test_hit_by_hit_a_whole_combo_option_stands_for_the_hit_being_answered(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    """UMH offers «Brazos cruzados (primer golpe)» for a combo; answering hit by hit, the GM can put it on the second."""
    _needs("umh")
    _start(qtbot, window, "umh")
    dorian, brann = "dorian_quel", "brann_ferrum"
    play(
        qtbot,
        window,
        driver,
        {
            "actor": dorian,
            "accion": "habilidad",
            "habilidad": "Tajo cruzado",
            "objetivo": brann,
            "respuesta": "ninguna",
        },
    )
    key = next(k for k, o in window.flow.options.items() if o.params.get("habilidad") == "Ráfaga de cortes")
    qtbot.mouseClick(window.flow.buttons[key], LEFT)
    qtbot.mouseClick(window.cards.cards[brann], LEFT)
    settle()
    qtbot.mouseClick(window.flow.per_hit, LEFT, pos=QPoint(4, window.flow.per_hit.height() // 2))
    buttons = {json_key(r.respuesta): b for r, b in window.flow.reactions}
    defend = next(b for k, b in buttons.items() if "Brazos cruzados" in k)
    for button in (buttons['"ninguna"'], defend, buttons['"ninguna"']):
        qtbot.mouseClick(button, LEFT)
    assert window.flow.hits == ["ninguna", {"habilidad": "Brazos cruzados"}, "ninguna"]
    before = len(window.battle.entries) if window.battle else 0
    qtbot.mouseClick(window.flow.run_button, LEFT)
    assert window.battle is not None and len(window.battle.entries) == before + 1
    applied = window.battle.entries[-1].accion
    assert applied is not None and applied.respuesta == ["ninguna", {"habilidad": "Brazos cruzados"}, "ninguna"]


def json_key(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)
