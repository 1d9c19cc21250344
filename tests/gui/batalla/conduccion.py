"""Helpers that drive the battle window as a GM would: clicks, typed dice, answered dialogs."""

from __future__ import annotations

import copy
import json
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from core.battle import Battle
from core.runner import apply_step, build_battle, run_script
from core.settings import Settings
from gui.batalla import BattleWindow
from gui.batalla.dados import ManualDiceDialog
from gui.batalla.flujo import per_hit_piece
from gui.batalla.preparar import PATH_ROLE

Handler = Callable[[QWidget], None]
LEFT = Qt.MouseButton.LeftButton


class DialogDriver:
    """Answers modal dialogs and popup menus, in order, with queued handlers."""

    def __init__(self, qtbot: QtBot):
        self.qtbot = qtbot
        self.handlers: deque[Handler] = deque()
        self.requests: list[ManualDiceDialog] = []
        self.handled: list[QWidget] = []
        self.unexpected: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        # topLevelWidgets() rather than activeModalWidget(): in PySide6 6.12 on Python 3.11 each
        # None returned by the latter drops a reference to None, which aborts long tests.
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible() and not any(widget is s for s in self.handled):
                self.handled.append(widget)
                if self.handlers:
                    self.handlers.popleft()(widget)
                else:  # nobody expected this dialog: close it so the test fails instead of hanging
                    what = widget.request.purpose if isinstance(widget, ManualDiceDialog) else widget.windowTitle()
                    self.unexpected.append(what)
                    widget.reject()
                return

    def then(self, handler: Handler) -> None:
        self.handlers.append(handler)

    def die(self, value: int, link: str = "") -> None:
        """Type the value rolled on the forum (and the post's link) into the next dice dialog."""

        def answer(widget: QWidget) -> None:
            assert isinstance(widget, ManualDiceDialog), f"se esperaba el diálogo de dados, no {widget!r}"
            self.requests.append(widget)
            self.qtbot.keyClicks(widget.value_edit, str(value))
            if link:
                widget.link_edit.clear()
                self.qtbot.keyClicks(widget.link_edit, link)
            self.qtbot.mouseClick(widget.ok_button, LEFT)

        self.then(answer)

    def stop(self) -> None:
        self.timer.stop()


def prepare(
    qtbot: QtBot,
    window: BattleWindow,
    ruleset_id: str,
    sides: list[tuple[str, str]],
    *,
    manual_dice: bool = True,
    orden: list[str] | None = None,
    options: dict[str, Any] | None = None,
) -> list[str]:
    """Set up an encounter with clicks: each (sheet name in the list, side); return the ids."""
    setup = window.setup
    qtbot.waitUntil(lambda: setup.ruleset_combo.count() > 0)
    setup.ruleset_combo.setCurrentIndex(setup.ruleset_combo.findData(ruleset_id))
    qtbot.waitUntil(lambda: setup.sheet_list.count() > 0)
    for sheet_name, side in sides:
        _select(qtbot, setup.sheet_list, sheet_name)
        _choose_side(qtbot, setup.side_combo, side)
        qtbot.mouseClick(setup.add_button, LEFT)
    ids = [setup.table.item(r, 1).text() for r in range(setup.table.rowCount())]  # type: ignore[union-attr]
    if orden is not None:
        click_box(qtbot, setup.order_manual)
        listed = [setup.order_list.item(i).data(PATH_ROLE) for i in range(setup.order_list.count())]
        for position, cid in enumerate(orden):
            item = setup.order_list.takeItem(listed.index(cid))
            setup.order_list.insertItem(position, item)
            listed.remove(cid)
            listed.insert(position, cid)
    for rule_id, value in (options or {}).items():
        _set_rule(qtbot, setup.rule_widgets[rule_id], value)
    click_box(qtbot, setup.dice_foro if manual_dice else setup.dice_gesta)
    return ids


def settle() -> None:
    """Let queued shows and nested layout requests finish (before a screenshot)."""
    for _round in range(3):
        QApplication.processEvents()


def click_box(qtbot: QtBot, box: QAbstractButton) -> None:
    """Click a check box or radio button on its box (the empty width beside the text ignores clicks)."""
    qtbot.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))
    assert box.isChecked(), f"{box.text()} no quedó marcado"


def _set_rule(qtbot: QtBot, widget: QWidget, value: Any) -> None:
    if isinstance(widget, QComboBox):
        widget.setCurrentIndex(next(i for i in range(widget.count()) if widget.itemData(i) == value))
    elif isinstance(widget, QCheckBox):
        if widget.isChecked() != value:
            qtbot.mouseClick(widget, LEFT)
    elif isinstance(widget, QSpinBox | QDoubleSpinBox):
        widget.selectAll()
        qtbot.keyClicks(widget, str(value))
    elif isinstance(widget, QLineEdit):
        widget.clear()
        qtbot.keyClicks(widget, value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))


def _select(qtbot: QtBot, widget: QListWidget, text: str) -> None:
    for row in range(widget.count()):
        item = widget.item(row)
        if item.text() == text:
            widget.clearSelection()
            rect = widget.visualItemRect(item)
            qtbot.mouseClick(widget.viewport(), LEFT, pos=rect.center())
            return
    raise AssertionError(
        f"No está la ficha «{text}» en la lista: {[widget.item(r).text() for r in range(widget.count())]}"
    )


def _choose_side(qtbot: QtBot, combo: QComboBox, side: str) -> None:
    combo.lineEdit().selectAll()  # type: ignore[union-attr]
    qtbot.keyClicks(combo.lineEdit(), side)


def play(qtbot: QtBot, window: BattleWindow, driver: DialogDriver, step: dict[str, Any]) -> None:
    """Play one script step with the mouse: action button, fields, target cards, reaction, dice."""
    if step.get("deshacer"):
        before = len(window.battle.entries) if window.battle else 0
        press(qtbot, window, Qt.KeyboardModifier.ControlModifier)
        assert window.battle is not None and len(window.battle.entries) == before - 1
        return
    flow = window.flow
    assert window.battle is not None
    if flow.actor != step["actor"]:  # an action out of turn: the GM picks who acts
        combo = flow.actor_combo
        combo.setCurrentIndex(combo.findData(step["actor"]))
        combo.activated.emit(combo.currentIndex())
    assert flow.actor == step["actor"]
    count = len(window.battle.entries)
    key = _button_for(window, step)
    button = flow.buttons[key]
    assert button.isEnabled(), f"«{key}» está desactivado: {button.toolTip()}"
    for value in step.get("dados", []):
        driver.die(value)
    qtbot.mouseClick(button, LEFT)
    option = flow.options[key]
    for name, widget in flow.field_widgets.items():
        if name not in step:
            continue
        if isinstance(widget, QCheckBox):  # a yes/no field
            if widget.isChecked() != bool(step[name]):
                qtbot.mouseClick(widget, LEFT, pos=QPoint(8, widget.height() // 2))
            assert widget.isChecked() == bool(step[name])
        elif isinstance(widget, QComboBox):
            found = [i for i in range(widget.count()) if widget.itemData(i) == step[name]]
            assert found, f"{name}={step[name]!r} no está entre {[widget.itemData(i) for i in range(widget.count())]}"
            widget.setCurrentIndex(found[0])
        else:  # a typed input: a square on the grid, a number, a combatant...
            if name not in {n for n in option.campos}:
                flow.extra_box.setChecked(True)  # «Más opciones del paso»
            _type_into(qtbot, widget, step[name])
            assert widget.value() == step[name], f"{name}: {widget.value()!r} en vez de {step[name]!r}"
    missing = set(step) - {"actor", "accion", "objetivo", "respuesta", "dados", "comentario"}
    missing -= set(option.params) | set(flow.field_widgets)
    assert not missing, f"campos sin entrada en la ventana: {sorted(missing)}"
    targets = step.get("objetivo", [])
    targets = targets if isinstance(targets, list) else [targets]
    for cid in targets:
        qtbot.mouseClick(window.cards.cards[cid], LEFT)
    if option.objetivos == -1:
        qtbot.mouseClick(flow.confirm_targets, LEFT)
    wanted = step.get("respuesta")
    whole = [b for r, b in flow.reactions if isinstance(wanted, list) and r.respuesta == wanted]
    if flow.target_panel is not None:  # several targets: one pick per target, then Ejecutar
        assert isinstance(wanted, dict | type(None)), f"se esperaba una respuesta por objetivo: {wanted!r}"
        for target, answer in (wanted or {}).items():
            match = [b for r, b in flow.reactions if r.respuesta == {target: answer}]
            assert match, f"no hay reacción {answer!r} de {target}: {[r.respuesta for r, _ in flow.reactions]}"
            qtbot.mouseClick(match[0], LEFT)
        qtbot.mouseClick(flow.run_button, LEFT)
    elif whole:  # the ruleset offers this answer to every hit as one option: one click
        qtbot.mouseClick(whole[0], LEFT)
    elif flow.reactions and isinstance(wanted, list):
        click_box(qtbot, flow.per_hit)
        for hit in wanted:
            match = [b for r, b in flow.reactions if per_hit_piece(r.respuesta) == hit]
            assert match, f"no hay reacción {hit!r}: {[r.respuesta for r, _ in flow.reactions]}"
            qtbot.mouseClick(match[0], LEFT)
        qtbot.mouseClick(flow.run_button, LEFT)
    elif flow.reactions:
        match = [b for r, b in flow.reactions if r.respuesta == wanted]
        assert match, f"no hay reacción {wanted!r}: {[r.respuesta for r, _ in flow.reactions]}"
        assert match[0].isEnabled(), match[0].toolTip()
        qtbot.mouseClick(match[0], LEFT)
    else:
        assert "respuesta" not in step, f"el paso pide respuesta {step['respuesta']!r} y no se ofrece ninguna"
        qtbot.mouseClick(flow.run_button, LEFT)
    qtbot.waitUntil(lambda: not driver.handlers, timeout=3000)
    assert len(window.battle.entries) == count + 1, f"no se aplicó {step}: {flow.refusal.text()}"
    assert not driver.unexpected, f"diálogos inesperados en {step}: {driver.unexpected}"


def _type_into(qtbot: QtBot, widget: Any, value: Any) -> None:
    """Give a typed input its value as a GM would: click the square, pick the item, type the number."""
    from PySide6.QtWidgets import QDoubleSpinBox, QLineEdit, QSpinBox

    from gui.batalla.entradas import CheckList, SquarePicker

    inner = widget.widget
    if isinstance(inner, SquarePicker) and inner.buttons:
        qtbot.mouseClick(inner.buttons[(value[0], value[1])], LEFT)
    elif isinstance(inner, QSpinBox | QDoubleSpinBox | QLineEdit):
        if isinstance(inner, QLineEdit):
            inner.clear()
        else:
            inner.lineEdit().selectAll()
        qtbot.keyClicks(inner, str(value))
        if not isinstance(inner, QLineEdit):
            inner.interpretText()
    elif isinstance(inner, CheckList | SquarePicker):
        inner.set_value(value)
    elif isinstance(inner, QComboBox):
        inner.setCurrentIndex(inner.findData(value))
    else:
        widget.set_value(value)


def press(qtbot: QtBot, window: BattleWindow, modifiers: Qt.KeyboardModifier, key: Qt.Key = Qt.Key.Key_Z) -> None:
    """A keyboard shortcut on the (activated) battle window: Ctrl+Z, Ctrl+Shift+Z..."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    qtbot.keyClick(window, key, modifiers)


def _button_for(window: BattleWindow, step: dict[str, Any]) -> str:
    found = [
        key
        for key, option in window.flow.options.items()
        if option.accion == step["accion"]
        and all(step.get(k) == v for k, v in option.params.items() if k not in option.campos)
    ]
    assert found, f"no hay botón para {step['accion']!r}: {list(window.flow.options)}"
    # the most specific option: "Usar: Guardia cerrada" before the plain "Usar"
    return max(found, key=lambda key: len(window.flow.options[key].params))


def sheet_paths(window: BattleWindow) -> dict[str, str]:
    """The sheet file of every combatant of the set-up table, by id."""
    table = window.setup.table
    return {
        table.item(r, 1).text(): str(table.item(r, 3).data(PATH_ROLE))  # type: ignore[union-attr]
        for r in range(table.rowCount())
    }


def script_of(window: BattleWindow, data: dict[str, Any], steps: list[dict[str, Any]]) -> dict[str, Any]:
    """The headless script equivalent to what the GM set up and played in ``window``."""
    battle = window.battle
    assert battle is not None
    paths = sheet_paths(window)
    script: dict[str, Any] = {
        "reglas": battle.ruleset.id,
        "combatientes": [
            {"id": c.id, "nombre": c.nombre, "bando": c.bando, "ficha": paths[c.id]} for c in battle.combatants.values()
        ],
        "reglas_caseras": data.get("reglas_caseras", {}),
        "pasos": kept_steps(steps),
    }
    if data.get("orden"):
        script["orden"] = data["orden"]
    if data.get("dados_iniciales"):
        script["dados_iniciales"] = data["dados_iniciales"]
    return script


def headless(script: dict[str, Any], base: Path) -> tuple[Battle, dict[str, Any]]:
    """Run the same steps through core.runner: the battle (for its state) and the report."""
    code, report = run_script(copy.deepcopy(script), base)
    assert code == 0, report["error"]
    battle, steps = build_battle(copy.deepcopy(script), base)
    for step in steps:
        assert apply_step(battle, step) is None
    return battle, report


def kept_steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The steps that remain after the GM's undos (an undo removes the step before it)."""
    kept: list[dict[str, Any]] = []
    for step in steps:
        if step.get("deshacer"):
            kept.pop()
        else:
            kept.append(step)
    return kept


def accept(widget: QWidget) -> None:
    assert isinstance(widget, QDialog)
    widget.accept()


def crash_and_resume(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings, prompt: list[str] | None = None
) -> BattleWindow:
    """The process dies mid-battle (nothing closes the journal); the next start resumes it.

    Returns the resumed window after checking its state equals the one before the crash.
    """
    from gui.batalla import offer_resume

    assert window.battle is not None and window.journal is not None
    expected = window.battle.state
    window.battle.listeners.clear()
    window.journal = None

    def resume(box: object) -> None:
        assert isinstance(box, QMessageBox)
        if prompt is not None:  # what the GM reads before choosing
            prompt.append(box.text())
        qtbot.mouseClick(next(b for b in box.buttons() if b.objectName() == "reanudar"), Qt.MouseButton.LeftButton)

    driver.then(resume)
    opened = offer_resume(window, settings)
    assert len(opened) == 1
    again = opened[0]
    qtbot.addWidget(again)
    assert again.battle is not None and again.battle.state == expected
    return again
