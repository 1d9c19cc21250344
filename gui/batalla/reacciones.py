"""How the action flow shows the target's reactions: their text with odds, and one choice per target."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from core.dice import format_percent
from core.ruleset import ReactionOption

TARGET_COLUMNS = 3  # targets side by side before wrapping: each column still reads at 1024 px


def reaction_text(option: ReactionOption) -> str:
    """``Esquivar: 6-9 con -2 → 8-9, 22 % a favor del defensor`` — the reaction with its exact odds.

    ``probabilidad`` is the chance that the reaction works for the target, which is not the
    attacker's chance the detail may quote: the percentage says whose it is.
    """
    text = option.etiqueta
    if option.detalle:
        detail = option.detalle
        head, sep, rest = detail.partition(": ")
        if sep and not detail.startswith(text) and text.startswith(head):
            # «Esquivar con el bono de agilidad» + «Esquivar: 6-9 con +2» → say «Esquivar» once
            detail = rest
        text = detail if detail.startswith(text) else f"{text}: {detail}"
    if option.probabilidad is not None:
        percent = format_percent(option.probabilidad)
        odds = QCoreApplication.translate("ActionFlow", "%1 a favor del defensor").replace("%1", percent)
        body = text.rstrip(". ")
        if option.detalle and body.endswith(percent):
            # The detail already quotes the defender's own chance: say whose it is, once.
            text = body[: -len(percent)] + odds
        else:
            text = f"{body} · {odds}" if option.detalle else f"{text} ({odds})"
    return text


def per_hit_piece(respuesta: Any) -> Any:
    """What a reaction contributes to the hit being answered when the GM answers hit by hit.

    A ruleset may offer a whole multi-hit answer as one option («defend the first hit, take the
    rest»: ``[defence, "ninguna", ...]``); hit by hit, that option stands for its first entry.
    """
    return respuesta[0] if isinstance(respuesta, list) and respuesta else respuesta


def show_value(value: Any) -> str:
    if value is None:
        return "—"
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def answered_target(option: ReactionOption, targets: Sequence[str]) -> str | None:
    """The target a reaction answers for when a ruleset offers them as ``{target: respuesta}``."""
    answer = option.respuesta
    if isinstance(answer, dict) and len(answer) == 1:
        (key,) = answer
        if key in targets:
            return str(key)
    return None


def by_target(options: Sequence[ReactionOption], targets: Sequence[str]) -> bool:
    """Several targets, each reaction for one of them: the GM picks one per target."""
    return len(targets) > 1 and bool(options) and all(answered_target(o, targets) for o in options)


def whole_answer(option: ReactionOption, targets: Sequence[str]) -> bool:
    """A reaction that is the step's whole answer, one piece per target (a caballeros group power)."""
    return isinstance(option.respuesta, list) and len(option.respuesta) == len(targets)


def own_reactions(
    options: Sequence[ReactionOption],
    targets: Sequence[str],
    per_target: Callable[[str], Sequence[ReactionOption]],
) -> dict[str, list[ReactionOption]] | None:
    """Each target's own reactions when several targets each answer for themselves, else None.

    ``options`` is what the engine offers for the action; ``per_target(t)`` what it offers ``t``
    (``Battle.reactions(action, objetivo=t)``). Either every reaction names its target
    (``{target: respuesta}``) or each target's are whole answers of the step with its own piece.
    """
    if len(targets) < 2:
        return None
    if by_target(options, targets):
        return {t: [o for o in options if answered_target(o, targets) == t] for t in targets}
    own = {t: list(per_target(t)) for t in targets}
    listed = [o for found in own.values() for o in found]
    if len([t for t, found in own.items() if found]) < 2 or not all(whole_answer(o, targets) for o in listed):
        return None
    return own


class ElidedButton(QPushButton):
    """A button whose long text ends in «…» when its column is narrow (the whole text is its tip)."""

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(text, parent)
        self.full_text = text
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M" * 8))

    def resizeEvent(self, event: QResizeEvent) -> None:
        room = max(0, self.width() - 2 * self.fontMetrics().horizontalAdvance("M"))
        self.setText(self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room))
        super().resizeEvent(event)


class TargetReactions(QWidget):
    """One column per target with its reactions: a click picks that target's answer (``changed``).

    ``respuesta()`` merges the picks into the one step answer ``{target: respuesta, ...}``; a target
    without a pick is left out, which the rulesets read as receiving the action.
    """

    changed = Signal()

    def __init__(
        self,
        own: Mapping[str, Sequence[ReactionOption]],
        targets: Sequence[str],
        names: Mapping[str, str],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("reaccionesPorObjetivo")
        self.names = dict(names)
        self.targets = list(targets)
        self.own = {t: list(own.get(t, ())) for t in targets}
        self.picked: dict[str, ReactionOption] = {}
        self.buttons: list[tuple[ReactionOption, QPushButton]] = []
        self.columns: dict[str, list[tuple[ReactionOption, QPushButton]]] = {t: [] for t in targets}
        self.groups: dict[str, QButtonGroup] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for index, target in enumerate(targets):
            column = QVBoxLayout()
            header = QLabel(
                QCoreApplication.translate("ActionFlow", "<b>Reacción de %1</b>").replace(
                    "%1", names.get(target, target)
                )
            )
            header.setObjectName(f"reaccionDe_{target}")
            column.addWidget(header)
            group = QButtonGroup(self)
            self.groups[target] = group
            if not self.own[target]:
                column.addWidget(QLabel(QCoreApplication.translate("ActionFlow", "Sin reacción posible")))
            for option in self.own[target]:
                button = ElidedButton(self._without_name(reaction_text(option), target))
                button.setCheckable(True)
                button.setEnabled(option.legal)
                button.setToolTip(option.motivo if not option.legal else button.full_text)
                button.setObjectName("reaccion_" + show_value(option.respuesta).replace(" ", "_").replace('"', ""))
                button.setMinimumHeight(button.sizeHint().height())
                button.clicked.connect(lambda _checked=False, t=target, o=option: self._pick(t, o))
                group.addButton(button)
                column.addWidget(button)
                self.buttons.append((option, button))
                self.columns[target].append((option, button))
            column.addStretch(1)
            grid.addLayout(column, index // TARGET_COLUMNS, index % TARGET_COLUMNS)

    def _without_name(self, text: str, target: str) -> str:
        # the column's header already names the target: «Brann Ferrum: Muro de acero» → «Muro de acero»
        prefix = f"{self.names.get(target, target)}: "
        return text[len(prefix) :] if text.startswith(prefix) else text

    def _pick(self, target: str, option: ReactionOption) -> None:
        self.picked[target] = option
        self.changed.emit()

    def respuesta(self) -> Any:
        """The step's answer: each target's pick in its place; a target without a pick receives the action."""
        whole = [o for found in self.own.values() for o in found if whole_answer(o, self.targets)]
        if whole:
            merged_list = list(whole[0].respuesta)
            for index, target in enumerate(self.targets):
                found = self.own[target]
                chosen = self.picked.get(target) or (found[0] if found else None)
                if chosen is not None and whole_answer(chosen, self.targets):
                    merged_list[index] = chosen.respuesta[index]
            return merged_list
        merged: dict[str, Any] = {}
        for option in self.picked.values():
            assert isinstance(option.respuesta, dict)
            merged.update(option.respuesta)
        return merged

    def summary(self) -> str:
        return " · ".join(o.etiqueta for o in self.picked.values())
