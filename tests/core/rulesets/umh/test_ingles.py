"""Issue 15 «A complete English UI»: with the interface in English, the umh example battle (docs/ejemplos/umh.json)
leaves no sentence of the ruleset's catalogue in Spanish — in its log, the labels, reasons and details of the
legal actions and reactions, and its result. Skill names, índoles and other proper names of the rules stay."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from core import i18n, storage
from core.ruleset import Action
from core.runner import apply_step, build_battle
from tests.conftest import REPO

EJEMPLO = REPO / "docs" / "ejemplos" / "umh.json"
CATALOGO: dict[str, str] = json.loads((REPO / "resources" / "i18n" / "reglas_umh_en.json").read_text("utf-8"))


@pytest.fixture
def ingles() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("es")


def _lo_que_se_ve() -> Iterator[str]:
    """Every text the battle window and the log show over the example battle."""
    battle, steps = build_battle(storage.read_json(EJEMPLO), EJEMPLO.parent)
    for step in steps:
        if battle.view.turn is not None:
            for option in battle.legal_actions(battle.view.turn):
                yield from (option.etiqueta, option.motivo, option.detalle)
        action = Action.from_json(step)
        if action.objetivos and battle.why_not(action) is None:
            for reaction in battle.reactions(action):
                yield from (reaction.etiqueta, reaction.motivo, reaction.detalle)
        assert apply_step(battle, step) is None
    yield from battle.log_lines()
    outcome = battle.outcome()
    yield outcome.resumen if outcome is not None else ""


def _piezas_en_castellano() -> set[str]:
    """The fixed pieces (12 characters or more) of each template whose English is another text."""
    pieces: set[str] = set()
    for es, en in CATALOGO.items():
        for piece in re.split(r"\{[^{}]*\}", es.replace("{{", "{").replace("}}", "}")):
            piece = piece.strip(" .,:;()")
            if es != en and len(piece) >= 12 and piece not in en:
                pieces.add(piece)
    return pieces


def test_la_batalla_de_ejemplo_en_ingles_no_deja_frases_del_catalogo(ingles: None) -> None:
    shown = [t for t in _lo_que_se_ve() if t]
    assert len(shown) > 50
    pieces = _piezas_en_castellano()
    assert sorted({f"{p!r} en {t!r}" for t in shown for p in pieces if p in t}) == []


def test_en_castellano_la_batalla_de_ejemplo_no_cambia() -> None:
    assert i18n.language() == "es"
    shown = list(_lo_que_se_ve())
    assert any(t.startswith("Turno de ") for t in shown)
    assert not any(t.startswith("Turn of ") for t in shown)
