"""The battle window speaks the GM's language (issue 15): typed GM overrides through the engine,
declared conditions with their effect and expiry, taking a combatant out, ending the battle."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QMessageBox, QPushButton, QSpinBox
from pytestqt.qtbot import QtBot

from core.battle import Battle
from core.ruleset import Action
from gui.batalla import BattleWindow
from gui.batalla.ajuste import ConditionDialog, OverrideDialog
from tests.gui.batalla.conduccion import LEFT, DialogDriver, play
from tests.gui.batalla.ejemplos import abrir, ejemplo


def _menu_action(window: BattleWindow, cid: str, name: str) -> None:
    menu = window.card_menu(cid)
    found = {a.objectName(): a for a in menu.actions()}
    for sub in menu.findChildren(type(menu)):
        found.update({a.objectName(): a for a in sub.actions()})
    assert found[name].isEnabled(), name
    found[name].trigger()


def _apply_condition(qtbot: QtBot, window: BattleWindow, driver: DialogDriver, cid: str, condicion: str) -> None:
    """Card menu → «Añadir un estado…» → pick ``condicion`` in the list → Aceptar."""

    def pick(dialog: object) -> None:
        assert isinstance(dialog, ConditionDialog)
        dialog.choose(condicion)
        qtbot.mouseClick(dialog.ok_button, LEFT)

    driver.then(pick)
    _menu_action(window, cid, "anadirEstado")


def _open(window: BattleWindow, tmp_path: Path, reglas: str, pasos: int = 0) -> Battle:
    return abrir(window, ejemplo(reglas, pasos), tmp_path)


def test_umh_la_vitalidad_solo_acepta_numeros_hasta_su_total(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    battle = _open(window, tmp_path, "umh")
    seen: dict[str, object] = {}

    def fill(dialog: object) -> None:
        assert isinstance(dialog, OverrideDialog)
        keys = [dialog.key_combo.itemData(i) for i in range(dialog.key_combo.count())]
        seen["keys"] = keys
        dialog.key_combo.setCurrentIndex(dialog.key_combo.findData("vit"))
        spin = dialog.inputs["vit"].widget
        assert isinstance(spin, QSpinBox)
        seen["max"] = spin.maximum()
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin, "abc")  # letters do not get in
        seen["after_abc"] = spin.text()
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin, "900")
        qtbot.keyClicks(dialog.note_edit, "hemorragia")
        qtbot.mouseClick(dialog.ok_button, LEFT)

    driver.then(fill)
    _menu_action(window, "brann", "cambiarValor")
    assert "vit" in seen["keys"] and "vit_max" not in seen["keys"]  # only what a GM may set
    assert seen["max"] == 1500 and "abc" not in str(seen["after_abc"])
    assert battle.live_values("brann")["vit"] == 900
    assert window.cards.cards["brann"].value_text("vit") == "900/1500"
    assert any("Vitalidad = 900 (hemorragia)" in line for line in window.log_model.lines())
    window.undo_action.trigger()
    assert battle.live_values("brann")["vit"] == 1500


def test_umh_un_valor_fuera_de_las_reglas_se_explica_y_no_cambia_nada(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    battle = _open(window, tmp_path, "umh")
    entries = len(battle.entries)
    said: list[str] = []

    def fill(dialog: object) -> None:
        assert isinstance(dialog, OverrideDialog)
        dialog.key_combo.setCurrentIndex(dialog.key_combo.findData("pa"))
        dialog.inputs["pa"].widget.setMaximum(99)  # a bound the dialog would not offer: the engine refuses
        dialog.inputs["pa"].set_value(50)
        qtbot.mouseClick(dialog.ok_button, LEFT)
        said.append(dialog.error.text())
        assert dialog.isVisible()
        dialog.reject()

    driver.then(fill)
    _menu_action(window, "dorian", "cambiarValor")
    assert said and said[0].startswith("«Puntos de acción» debe ser como máximo")
    assert len(battle.entries) == entries


def test_encuentro_fuera_de_combate_es_si_o_no_y_saca_del_combate(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    battle = _open(window, tmp_path, "encuentro")
    kinds: dict[str, object] = {}

    def look(dialog: object) -> None:
        assert isinstance(dialog, OverrideDialog)
        kinds["fuera"] = type(dialog.inputs["fuera_de_combate"].widget)
        kinds["posicion"] = type(dialog.inputs["posicion"].widget).__name__
        dialog.reject()

    driver.then(look)
    _menu_action(window, "gorvak", "cambiarValor")
    assert kinds == {"fuera": QCheckBox, "posicion": "SquarePicker"}
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    _menu_action(window, "gorvak", "sacar_fuera_de_combate")
    assert battle.live_values("gorvak")["fuera_de_combate"] is True
    assert window.cards.cards["gorvak"].flags.get("fuera") is True


def test_epic20_menos_3_pv_deja_moribundo_como_dicen_las_reglas(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    battle = _open(window, tmp_path, "epic20")

    def fill(dialog: object) -> None:
        assert isinstance(dialog, OverrideDialog)
        dialog.key_combo.setCurrentIndex(dialog.key_combo.findData("puntos_vida"))
        spin = dialog.inputs["puntos_vida"].widget
        assert isinstance(spin, QSpinBox)
        spin.lineEdit().selectAll()
        qtbot.keyClicks(spin, "-3")
        qtbot.mouseClick(dialog.ok_button, LEFT)

    driver.then(fill)
    _menu_action(window, "guardia", "cambiarValor")
    assert battle.live_values("guardia")["puntos_vida"] == -3
    conditions = window.cards.cards["guardia"].conditions_label.text()
    assert "Inconsciente" in conditions and "Moribundo" in conditions


def test_encuentro_derribado_aplicado_por_el_master_se_levanta_al_moverse(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    battle = _open(window, tmp_path, "encuentro")
    actor = str(battle.view.turn)

    _apply_condition(qtbot, window, driver, actor, "derribado")
    assert battle.live_values(actor)["derribado"] is True
    assert "Derribado" in window.cards.cards[actor].conditions_label.text()
    key = next(k for k in window.flow.buttons if k.startswith("accion_moverse"))
    qtbot.mouseClick(window.flow.buttons[key], LEFT)
    picker = window.flow.field_widgets["destino"].widget
    square = next(s for s, b in picker.buttons.items() if b.isEnabled())
    qtbot.mouseClick(picker.buttons[square], LEFT)
    qtbot.mouseClick(window.flow.run_button, LEFT)
    assert not battle.live_values(actor)["derribado"]


@pytest.mark.parametrize(("reglas", "condicion"), [("umh", "derribo")])
def test_un_estado_declarado_hace_efecto_levantarse(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path, reglas: str, condicion: str
) -> None:
    battle = _open(window, tmp_path, reglas)
    actor = battle.view.turn
    assert actor is not None
    rise = next(b for k, b in window.flow.buttons.items() if k.startswith("accion_levantarse"))
    assert not rise.isEnabled()
    shown: dict[str, str] = {}

    def pick(dialog: object) -> None:
        assert isinstance(dialog, ConditionDialog)
        dialog.choose(condicion)
        shown["effect"] = dialog.effect.text()
        shown["length"] = str(dialog.length.isVisible())
        qtbot.mouseClick(dialog.ok_button, LEFT)

    driver.then(pick)
    _menu_action(window, actor, "anadirEstado")
    assert shown["length"] == "False"  # it lasts until standing up: no length to choose
    assert condicion in {c.id for c in battle.ruleset.active_conditions(battle.view, actor)}
    rise = next(b for k, b in window.flow.buttons.items() if k.startswith("accion_levantarse"))
    assert rise.isEnabled(), rise.toolTip()
    assert window.cards.cards[actor].conditions_label.isVisible()
    _menu_action(window, actor, f"quitarEstado_{condicion}")
    assert condicion not in {c.id for c in battle.ruleset.active_conditions(battle.view, actor)}


def test_epic20_aturdido_muestra_lo_que_queda_y_se_va_al_acabar(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    battle = _open(window, tmp_path, "epic20")
    actor = battle.view.turn
    assert actor is not None

    _apply_condition(qtbot, window, driver, actor, "aturdido")
    card = window.cards.cards[actor]
    assert "Aturdido (quedan 1 rondas" in card.conditions_label.text()
    start = battle.view.round
    for _ in range(30):
        if battle.view.round > start + 1 or "Aturdido" not in card.conditions_label.text():
            break
        turn = battle.view.turn
        assert turn is not None
        play(qtbot, window, driver, {"actor": turn, "accion": "pasar"})
    assert "Aturdido" not in card.conditions_label.text()


def test_la_nota_del_master_no_cambia_nada_y_se_deshace(
    qtbot: QtBot, window: BattleWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QInputDialog

    battle = _open(window, tmp_path, "umh")
    state = dict(battle.state)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("sangra mucho", True))
    _menu_action(window, "brann", "notaMaster")
    assert window.log_model.lines()[-1] == "Nota del máster — Brann Ferrum: sangra mucho"
    assert battle.state == state
    window.undo_action.trigger()
    assert not any("sangra mucho" in line for line in window.log_model.lines())


def test_terminar_la_batalla_pide_confirmacion_y_el_resumen_se_lee(
    qtbot: QtBot, window: BattleWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _open(window, tmp_path, "caballeros", 4)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.end_action.trigger()
    assert window.ended and not window.flow.actions_box.isEnabled()
    text = window.summary.text()
    assert "el máster termina la batalla" in text and "Vida " in text
    assert text.count("—") <= 1
    window.undo_action.trigger()
    assert not window.ended


def test_caballeros_deja_reordenar_y_umh_dice_que_lo_fija_la_velocidad(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gui.batalla.orden import OrderDialog

    battle = _open(window, tmp_path, "caballeros")
    before = list(battle.state["orden"])

    def swap(dialog: object) -> None:
        assert isinstance(dialog, OrderDialog)
        dialog.move(1, 0)
        dialog.accept()

    driver.then(swap)
    window.order_action.trigger()
    assert battle.state["orden"] == [before[1], before[0], *before[2:]]
    assert "orden de turno" in window.log_model.lines()[-1]
    told: list[str] = []

    def take_instead(box: object) -> None:
        """The rules fix the order: read why, and take what they allow instead (PASO TURNO)."""
        assert isinstance(box, QMessageBox)
        told.append(box.text())
        qtbot.mouseClick(box.findChild(QPushButton, "enSuLugar"), Qt.MouseButton.LeftButton)

    other = BattleWindow(window.settings)
    qtbot.addWidget(other)
    (tmp_path / "umh").mkdir()
    abrir(other, ejemplo("umh", 0), tmp_path / "umh")
    driver.then(take_instead)
    other.order_action.trigger()
    qtbot.waitUntil(lambda: bool(told))
    assert "Velocidad (1.2.6)" in told[0]
    assert other.flow.option is not None and other.flow.option.accion == "paso_turno"
    assert not other.flow.run_button.isHidden()  # PASO TURNO takes no target: Ejecutar is offered


def test_epic20_ofrece_retrasar_la_accion_en_lugar_de_reordenar(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    told: list[str] = []

    def take_instead(box: object) -> None:
        assert isinstance(box, QMessageBox)
        told.append(box.text())
        offer = box.findChild(QPushButton, "enSuLugar")
        assert offer is not None and offer.text().startswith("Retrasar")
        qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)

    abrir(window, ejemplo("epic20", 0), tmp_path)
    driver.then(take_instead)
    window.order_action.trigger()
    qtbot.waitUntil(lambda: bool(told))
    assert "iniciativa" in told[0]
    assert window.flow.option is not None and window.flow.option.accion == "retrasar"
    assert "objetivo" in window.flow.prompt.text()  # Retrasar acción: until just before or after whom


def test_el_menu_batalla_llega_al_ajuste_con_el_teclado(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    _open(window, tmp_path, "umh")
    assert window.change_action.shortcut().toString() == "Ctrl+M"
    titles: list[str] = []

    def look(dialog: object) -> None:
        assert isinstance(dialog, OverrideDialog)
        titles.append(dialog.windowTitle())
        dialog.reject()

    driver.then(look)
    window.change_action.trigger()
    assert titles == ["Cambiar un valor — Dorian Quel"]


def test_la_preparacion_de_umh_no_ofrece_un_orden_a_mano_que_se_ignora(qtbot: QtBot, window: BattleWindow) -> None:
    from tests.gui.batalla.conduccion import prepare

    prepare(qtbot, window, "umh", [("Dorian Quel (ejemplo)", "atacante"), ("Brann Ferrum (ejemplo)", "defensor")])
    assert not window.setup.order_manual.isEnabled()
    assert "Velocidad" in window.setup.order_note.text() and window.setup.order_note.isVisible()


def test_los_campos_de_casilla_se_eligen_en_la_cuadricula(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, tmp_path: Path
) -> None:
    battle = _open(window, tmp_path, "encuentro")
    actor = battle.view.turn
    key = next(k for k in window.flow.buttons if k.startswith("accion_moverse"))
    qtbot.mouseClick(window.flow.buttons[key], LEFT)
    field = window.flow.field_widgets["destino"]
    from gui.batalla.entradas import SquarePicker, TypedInput

    assert isinstance(field, TypedInput) and isinstance(field.widget, SquarePicker)
    allowed = [s for s, b in field.widget.buttons.items() if b.isEnabled()]
    assert len(field.widget.buttons) == 144 and allowed
    qtbot.mouseClick(field.widget.buttons[allowed[0]], LEFT)
    assert field.value() == list(allowed[0])
    assert not window.flow.findChildren(QComboBox, "otrosCampos")
    qtbot.mouseClick(window.flow.run_button, LEFT)
    assert battle.live_values(str(actor))["posicion"] == list(allowed[0])
    assert isinstance(battle.entries[-1].accion, Action)


def _shown(label: QLabel) -> str:
    """What a label shows: its text as markup when Qt renders it as such, else as written."""
    fmt = label.textFormat()
    rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and "<" in label.text())
    return QTextDocumentFragment.fromHtml(label.text()).toPlainText() if rich else label.text()


@pytest.mark.usefixtures("duelo")
def test_una_regla_de_la_casa_con_apostrofo_se_lee_tal_cual(
    qtbot: QtBot, window: BattleWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A house rule label is shown as written, whether or not it has a choice list."""
    from core.ruleset import HouseRule
    from tests.core.duelo_simple import RULESET as DUELO

    rules = [
        HouseRule("con_lista", "Regla d'Artagnan <de capa>", 5, (4, 5, 6)),
        HouseRule("libre", "Daño d'espada", 3),
    ]
    monkeypatch.setattr(DUELO, "house_rules", lambda: rules)
    setup = window.setup
    qtbot.waitUntil(lambda: setup.ruleset_combo.count() > 0)
    setup.ruleset_combo.setCurrentIndex(setup.ruleset_combo.findData("duelo"))
    labels = [w for w in setup.findChildren(QLabel) if w.buddy() in setup.rule_widgets.values()]
    shown = sorted(_shown(w) for w in labels)
    assert shown == ["Daño d'espada (por defecto: 3)", "Regla d'Artagnan <de capa>"]


def test_las_opciones_de_las_reglas_de_la_casa_se_leen_con_sus_nombres(qtbot: QtBot, window: BattleWindow) -> None:
    """The set-up's choices read as the rules word them («VOL 1»), never as the script's ids (``vol_1``)."""
    setup = window.setup
    qtbot.waitUntil(lambda: setup.ruleset_combo.count() > 0)
    for reglas in ("caballeros", "umh", "encuentro"):
        setup.ruleset_combo.setCurrentIndex(setup.ruleset_combo.findData(reglas))
        combos = [w for w in setup.rule_widgets.values() if isinstance(w, QComboBox)]
        assert combos, reglas
        shown = [c.itemText(i) for c in combos for i in range(c.count())]
        assert [t for t in shown if "_" in t] == [], reglas
        if reglas == "umh":
            temor = setup.rule_widgets["temor_sin_tier"]
            assert isinstance(temor, QComboBox)
            assert "VOL 1" in [temor.itemText(i).replace(" (por defecto)", "") for i in range(temor.count())]
