"""Issue 15 «A complete English UI»: with the interface in English, the caballeros example battle
(docs/ejemplos/caballeros.json) shows no Spanish sentence of the ruleset's catalogue untranslated — in
its log lines, the labels, reasons and odds of the legal actions and reactions, and its result.
Power, technique and other proper names of the rules stay as they are."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from core import i18n, storage
from core.ruleset import Action
from core.runner import apply_step, build_battle
from tests.conftest import REPO

EJEMPLO = REPO / "docs" / "ejemplos" / "caballeros.json"
CATALOGO: dict[str, str] = json.loads(
    (REPO / "resources" / "i18n" / "reglas_caballeros_en.json").read_text(encoding="utf-8")
)


@pytest.fixture
def en_ingles() -> Iterator[None]:
    i18n.set_language("en")
    try:
        yield
    finally:
        i18n.set_language("es")


def _textos() -> list[str]:
    battle, steps = build_battle(storage.read_json(EJEMPLO), EJEMPLO.parent)
    textos: list[str] = []
    for step in steps:
        actor = battle.view.turn
        if actor is not None:
            for opcion in battle.legal_actions(actor):
                textos += [opcion.etiqueta, opcion.motivo, opcion.detalle]
        action = Action.from_json(step)
        if action.objetivos and battle.why_not(action) is None:
            for reaccion in battle.reactions(action):
                textos += [reaccion.etiqueta, reaccion.motivo, reaccion.detalle]
        assert apply_step(battle, step) is None
    textos += battle.log_lines()
    outcome = battle.outcome()
    if outcome is not None:
        textos.append(outcome.resumen)
    return [t for t in textos if t]


def _frases_en_castellano() -> list[str]:
    """The fixed pieces (12 characters or more) of every template whose English differs."""
    piezas: list[str] = []
    for es, en in CATALOGO.items():
        if es == en:
            continue
        for pieza in re.split(r"\{[^{}]*\}", es.replace("{{", "{").replace("}}", "}")):
            pieza = pieza.strip(" .,:;()")
            if len(pieza) >= 12 and pieza not in en:
                piezas.append(pieza)
    return piezas


def test_la_batalla_de_ejemplo_en_ingles_no_deja_frases_en_castellano(en_ingles: None) -> None:
    textos = _textos()
    assert len(textos) > 50
    sin_traducir = sorted({f"{p!r} en {t!r}" for t in textos for p in _frases_en_castellano() if p in t})
    assert sin_traducir == []


def test_en_castellano_la_batalla_de_ejemplo_sigue_igual() -> None:
    assert i18n.language() == "es"
    textos = _textos()
    assert any("de daño" in t for t in textos)
