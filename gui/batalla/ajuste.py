"""The GM's tools on a combatant: change a declared value, apply or end a declared condition,
take it out of the fight, write a note. Everything goes through the engine (``Battle.gm_set``,
``Battle.apply_condition``, ``Battle.remove_condition``): a refusal is shown and nothing changes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core import foro
from core.battle import Battle, IllegalAction
from core.events import Event
from core.live import Condition, LiveValue, maximum
from gui.batalla.entradas import TypedInput, board_of
from gui.batalla.registro_master import record


def _names(battle: Battle) -> dict[str, str]:
    return {cid: c.nombre for cid, c in battle.combatants.items()}


def _occupied(battle: Battle) -> dict[tuple[int, int], str]:
    """Who stands on which square (declared ``casilla`` values), by their initials."""
    found: dict[tuple[int, int], str] = {}
    for cid, combatant in battle.combatants.items():
        values = battle.live_values(cid)
        for spec in foro.declaraciones(battle.ruleset):
            square = values.get(spec.id)
            if spec.tipo == "casilla" and isinstance(square, list) and len(square) == 2:
                found[(int(square[0]), int(square[1]))] = "".join(w[0] for w in combatant.nombre.split()[:2])
    return found


def value_input(battle: Battle, cid: str, spec: LiveValue) -> TypedInput:
    """The input of a declared live value with the bounds a GM's change has."""
    values = battle.live_values(cid)
    low = spec.ajuste_minimo if spec.ajuste_minimo is not None else spec.minimo
    high = spec.ajuste_maximo if spec.ajuste_maximo is not None else spec.maximo
    top = values.get(spec.maximo_de) if spec.maximo_de else None
    if isinstance(top, int | float) and not isinstance(top, bool):
        high = top if high is None else min(high, top)
    kind = spec.tipo
    valores: tuple[Any, ...] = spec.valores
    names = _names(battle)
    if kind == "combatiente" and spec.nulo:
        valores = (None, *names)
    if kind == "lista" and not valores:
        kind = "combatientes"  # a GM's list of names is a list of combatants (who saw whom)
    widget = TypedInput(
        kind,
        minimo=low,
        maximo=high,
        valores=valores,
        names={**names, "": "—"},
        board=board_of(battle.options),
        occupied=_occupied(battle),
    )
    if kind == "combatiente" and isinstance(widget.widget, QComboBox) and spec.nulo:
        widget.widget.setItemText(0, QDialog.tr("nadie"))
    widget.set_value(values.get(spec.id))
    widget.setObjectName(f"entrada_{spec.id}")
    return widget


def bounds_text(battle: Battle, cid: str, spec: LiveValue) -> str:
    parts = [foro.legible(spec.texto_ayuda(), battle.ruleset)] if spec.texto_ayuda() else []
    if spec.tipo in ("entero", "numero"):
        values = battle.live_values(cid)
        low = spec.ajuste_minimo if spec.ajuste_minimo is not None else spec.minimo
        top = maximum(spec, values, {})
        if low is not None and top is not None:
            parts.append(QDialog.tr("De %1 a %2.").replace("%1", foro.texto(low)).replace("%2", foro.texto(top)))
        elif low is not None:
            parts.append(QDialog.tr("Como mínimo %1.").replace("%1", foro.texto(low)))
    return " ".join(parts)


def refusal_and_buttons(dialog: Any, layout: QVBoxLayout, ok_name: str) -> tuple[QLabel, QPushButton]:
    """The line where the engine's refusal is shown, then Aceptar (runs ``dialog.apply``) and Cancelar."""
    error = QLabel("")
    error.setObjectName("motivoRechazo")
    error.setProperty("rol", "problema")
    error.setWordWrap(True)
    layout.addWidget(error)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    ok.setObjectName(ok_name)
    buttons.accepted.connect(dialog.apply)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return error, ok


class OverrideDialog(QDialog):
    """Change one of the values the ruleset lets a GM set, with an input of its kind and bounds."""

    def __init__(self, battle: Battle, cid: str, parent: QWidget | None = None, key: str = ""):
        super().__init__(parent)
        self.battle = battle
        self.cid = cid
        nombre = battle.combatants[cid].nombre
        self.setObjectName("dialogoAjuste")
        self.setWindowTitle(self.tr("Cambiar un valor — %1").replace("%1", nombre))
        self.specs = [s for s in foro.declaraciones(battle.ruleset) if s.ajustable]
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Cambia un valor de <b>%1</b> como lo permiten las reglas; queda en el registro y se puede deshacer."
            ).replace("%1", nombre)
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.key_combo = QComboBox()
        self.key_combo.setObjectName("claveAjuste")
        live = battle.live_values(cid)
        names = _names(battle)
        self.inputs: dict[str, TypedInput] = {}
        self.stack = QStackedWidget()
        for spec in self.specs:
            self.key_combo.addItem(f"{spec.nombre()} ({foro.texto(live.get(spec.id), names)})", spec.id)
            entry = value_input(battle, cid, spec)
            self.inputs[spec.id] = entry
            self.stack.addWidget(entry)
        form.addRow(self.tr("Valor:"), self.key_combo)
        form.addRow(self.tr("Nuevo valor:"), self.stack)
        self.help = QLabel("")
        self.help.setObjectName("ayudaAjuste")
        self.help.setWordWrap(True)
        form.addRow("", self.help)
        self.note_edit = QLineEdit()
        self.note_edit.setObjectName("notaAjuste")
        self.note_edit.setPlaceholderText(self.tr("Por qué (opcional; sale en el registro)"))
        form.addRow(self.tr("Nota:"), self.note_edit)
        layout.addLayout(form)
        self.error, self.ok_button = refusal_and_buttons(self, layout, "aceptarAjuste")
        self.ok_button.setEnabled(bool(self.specs))
        if not self.specs:
            self.error.setText(self.tr("Estas reglas no declaran ningún valor que el máster pueda cambiar a mano."))
        self.key_combo.currentIndexChanged.connect(self._key_changed)
        if key and self.key_combo.findData(key) >= 0:
            self.key_combo.setCurrentIndex(self.key_combo.findData(key))
        self._key_changed()

    def _key_changed(self) -> None:
        key = self.key()
        if key in self.inputs:
            self.stack.setCurrentWidget(self.inputs[key])
            spec = next(s for s in self.specs if s.id == key)
            self.help.setText(bounds_text(self.battle, self.cid, spec))
        self.error.setText("")

    def key(self) -> str:
        return str(self.key_combo.currentData() or "")

    def value(self) -> Any:
        return self.inputs[self.key()].value()

    def note(self) -> str:
        return self.note_edit.text().strip()

    def apply(self) -> None:
        """Through the engine: a refusal stays in the dialog, nothing changed."""
        try:
            self.battle.gm_set(self.cid, self.key(), self.value(), self.note())
        except IllegalAction as error:
            self.error.setText(str(error))
            return
        self.accept()


def duration_unit(spec: Condition) -> str:
    units = {
        "rondas": QDialog.tr("rondas"),
        "turnos": QDialog.tr("turnos"),
        "acciones": QDialog.tr("acciones"),
    }
    return units.get(spec.duracion, "")


class ConditionDialog(QDialog):
    """Put a combatant in one of the ruleset's declared conditions, with its effect and its length."""

    def __init__(self, battle: Battle, cid: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.battle = battle
        self.cid = cid
        nombre = battle.combatants[cid].nombre
        self.setObjectName("dialogoEstado")
        self.setWindowTitle(self.tr("Añadir un estado — %1").replace("%1", nombre))
        self.conditions = foro.estados_declarados(battle.ruleset)
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setObjectName("listaEstados")
        for spec in self.conditions:
            item = QListWidgetItem(spec.nombre())
            item.setData(Qt.ItemDataRole.UserRole, spec.id)
            item.setToolTip(spec.descripcion())
            self.list.addItem(item)
        layout.addWidget(self.list, 1)
        self.effect = QLabel("")
        self.effect.setObjectName("efectoEstado")
        self.effect.setWordWrap(True)
        self.effect.setMinimumHeight(60)
        layout.addWidget(self.effect)
        form = QFormLayout()
        self.length = QSpinBox()
        self.length.setObjectName("duracionEstado")
        self.length.setRange(1, 99)
        self.length_label = QLabel(self.tr("Duración:"))
        form.addRow(self.length_label, self.length)
        self.note_edit = QLineEdit()
        self.note_edit.setObjectName("notaEstado")
        self.note_edit.setPlaceholderText(self.tr("Por qué (opcional; sale en el registro)"))
        form.addRow(self.tr("Nota:"), self.note_edit)
        layout.addLayout(form)
        self.error, self.ok_button = refusal_and_buttons(self, layout, "aceptarEstado")
        self.list.currentRowChanged.connect(self._chosen)
        if self.conditions:
            self.list.setCurrentRow(0)
        else:
            self.ok_button.setEnabled(False)
            self.error.setText(self.tr("Estas reglas no declaran estados que el máster pueda aplicar."))
        self.resize(520, 480)

    def condition(self) -> Condition | None:
        row = self.list.currentRow()
        return self.conditions[row] if 0 <= row < len(self.conditions) else None

    def choose(self, condicion: str) -> None:
        ids = [c.id for c in self.conditions]
        self.list.setCurrentRow(ids.index(condicion))

    def _chosen(self) -> None:
        spec = self.condition()
        self.error.setText("")
        if spec is None:
            return
        rules = self.battle.ruleset
        self.effect.setText(
            f"<b>{spec.nombre()}</b> ({spec.seccion})<br>{foro.legible(spec.descripcion(), rules)}"
            f"<br><i>{foro.legible(spec.fin(), rules)}</i>"
        )
        self.length.setVisible(spec.con_duracion)
        self.length_label.setVisible(spec.con_duracion)
        if spec.con_duracion:
            self.length.setValue(spec.duracion_por_defecto or 1)
            self.length.setSuffix(f" {duration_unit(spec)}")

    def apply(self) -> None:
        spec = self.condition()
        if spec is None:
            return
        length = self.length.value() if spec.con_duracion else None
        try:
            self.battle.apply_condition(self.cid, spec.id, length, self.note_edit.text().strip())
        except IllegalAction as error:
            self.error.setText(str(error))
            return
        self.accept()


class GmOverride(QObject):
    """The GM's menu of a combatant: each choice goes through the engine, logged and undoable."""

    def __init__(self, battle: Battle, parent: QWidget):
        super().__init__(parent)
        self.battle = battle
        self.window = parent

    def _name(self, cid: str) -> str:
        return self.battle.combatants[cid].nombre

    def menu(self, cid: str) -> QMenu:
        menu = QMenu(self.window)
        menu.setObjectName("menuTarjeta")
        declared = foro.declaraciones(self.battle.ruleset)
        change = menu.addAction(self.tr("Cambiar un valor…"))
        change.setObjectName("cambiarValor")
        change.setEnabled(any(s.ajustable for s in declared))
        change.triggered.connect(lambda: self.edit_value(cid))
        add = menu.addAction(self.tr("Añadir un estado…"))
        add.setObjectName("anadirEstado")
        add.setEnabled(bool(foro.estados_declarados(self.battle.ruleset)))
        add.triggered.connect(lambda: self.add_state(cid))
        remove = menu.addMenu(self.tr("Quitar un estado"))
        remove.setObjectName("quitarEstado")
        declared_conditions = {c.id: c for c in foro.estados_declarados(self.battle.ruleset)}
        for active in foro.estados_activos(self.battle, self.battle.view, cid):
            spec = declared_conditions.get(active.id)
            if spec is None:
                continue
            action = remove.addAction(foro.condicion_texto(spec, active))
            action.setObjectName(f"quitarEstado_{active.id}")
            action.triggered.connect(lambda _c=False, s=active.id: self.remove_state(cid, s))
        remove.setEnabled(not remove.isEmpty())
        out = menu.addMenu(self.tr("Sacar del combate"))
        out.setObjectName("sacarDelCombate")
        for spec, value in self.out_choices(cid):
            action = out.addAction(self.tr("%1: %2").replace("%1", spec.nombre()).replace("%2", foro.texto(value)))
            action.setObjectName(f"sacar_{spec.id}")
            action.triggered.connect(lambda _c=False, s=spec, v=value: self.take_out(cid, s, v))
        out.setEnabled(not out.isEmpty())
        menu.addSeparator()
        note = menu.addAction(self.tr("Nota del máster (sin efecto)…"))
        note.setObjectName("notaMaster")
        note.triggered.connect(lambda: self.add_note(cid))
        return menu

    def out_choices(self, cid: str) -> list[tuple[LiveValue, Any]]:
        """The overridable values whose declared ``fuera_si`` marks the combatant out of the fight."""
        live = self.battle.live_values(cid)
        found: list[tuple[LiveValue, Any]] = []
        for spec in foro.declaraciones(self.battle.ruleset):
            if not spec.ajustable or not spec.fuera_si:
                continue
            for value in spec.fuera_si:
                if live.get(spec.id) != value:
                    found.append((spec, value))
        return found

    def edit_value(self, cid: str, key: str = "") -> None:
        OverrideDialog(self.battle, cid, self.window, key).exec()

    def add_state(self, cid: str) -> None:
        ConditionDialog(self.battle, cid, self.window).exec()

    def remove_state(self, cid: str, condicion: str) -> None:
        self._through_engine(lambda: self.battle.remove_condition(cid, condicion))

    def take_out(self, cid: str, spec: LiveValue, value: Any) -> None:
        answer = QMessageBox.question(
            self.window,
            self.tr("Sacar del combate"),
            self.tr("¿Marcar a %1 como «%2: %3»? Se puede deshacer.")
            .replace("%1", self._name(cid))
            .replace("%2", spec.nombre())
            .replace("%3", foro.texto(value)),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._through_engine(lambda: self.battle.gm_set(cid, spec.id, value, self.tr("sacado del combate")))

    def _through_engine(self, change: Any) -> None:
        try:
            change()
        except IllegalAction as error:
            QMessageBox.warning(self.window, self.tr("El sistema de reglas no lo permite"), str(error))

    def add_note(self, cid: str) -> None:
        """A note in the log about a combatant; it changes nothing (undoable like any entry)."""
        text, ok = QInputDialog.getText(
            self.window,
            self.tr("Nota del máster"),
            self.tr("Nota sobre %1 (solo queda en el registro, no cambia nada):").replace("%1", self._name(cid)),
        )
        if not ok or not text.strip():
            return
        line = self.tr("Nota del máster — %1: %2").replace("%1", self._name(cid)).replace("%2", text.strip())
        record(self.battle, Event("nota", line))
