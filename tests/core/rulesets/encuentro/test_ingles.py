"""Issue 15 «A complete English UI»: with the interface in English, the encuentro example battle
(docs/ejemplos/encuentro.json) shows no sentence of the ruleset's catalogue
(resources/i18n/reglas_encuentro_en.json) still in Spanish — in its log, the labels, reasons and odds of
every legal action and reaction, the house rules and the result. The rules' own names of actions
(Moverse, Librarse...) may stay inside an English sentence."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from core import i18n, storage
from core.ruleset import Action
from core.rulesets.encuentro import RULESET
from core.runner import apply_step, build_battle
from tests.conftest import REPO

EJEMPLO = REPO / "docs" / "ejemplos" / "encuentro.json"
INGLES: dict[str, str] = json.loads(
    (REPO / "resources" / "i18n" / "reglas_encuentro_en.json").read_text(encoding="utf-8")
)


@pytest.fixture
def ingles() -> Iterator[None]:
    i18n.set_language("en")
    try:
        yield
    finally:
        i18n.set_language("es")


def _lo_que_se_ve() -> list[str]:
    """Every text of the ruleset the battle window shows along the example battle."""
    battle, pasos = build_battle(storage.read_json(EJEMPLO), EJEMPLO.parent)
    vistos = [t for regla in RULESET.house_rules() for t in (regla.etiqueta, regla.ayuda)]
    for paso in pasos:
        if battle.view.turn is not None:
            for opcion in battle.legal_actions(battle.view.turn):
                vistos.extend((opcion.etiqueta, opcion.motivo, opcion.detalle))
        accion = Action.from_json(paso)
        if battle.why_not(accion) is None:
            vistos.extend(t for r in battle.reactions(accion) for t in (r.etiqueta, r.motivo, r.detalle))
        assert apply_step(battle, paso) is None
    resultado = battle.outcome()
    return [t for t in (*vistos, *battle.log_lines(), resultado.resumen if resultado else "") if t]


def _trozos_en_castellano() -> set[str]:
    """The fixed stretches (12 characters or more) of each template whose English is another text."""
    trozos: set[str] = set()
    for es, en in INGLES.items():
        fijo = es.replace("{{", "{").replace("}}", "}")
        trozos.update(
            t for t in (t.strip(" .,:;()") for t in re.split(r"\{[^{}]*\}", fijo)) if len(t) >= 12 and t not in en
        )
    return trozos


def test_la_batalla_de_ejemplo_en_ingles_no_deja_frases_del_catalogo_en_castellano(ingles: None) -> None:
    vistos = _lo_que_se_ve()
    assert len(vistos) > 50
    trozos = _trozos_en_castellano()
    assert sorted({f"{t!r} en {v!r}" for v in vistos for t in trozos if t in v}) == []


def test_en_castellano_la_batalla_de_ejemplo_sigue_en_castellano() -> None:
    assert i18n.language() == "es"
    vistos = _lo_que_se_ve()
    assert any("Puntos de Encuentro" in v for v in vistos)
    assert not any("Encounter Points" in v for v in vistos)
