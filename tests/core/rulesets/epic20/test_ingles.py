"""With the interface in English, the epic20 example battle shows no Spanish sentence of the catalogue.

The catalogue (resources/i18n/reglas_epic20_en.json) maps each Spanish template to its English; the example battle
(docs/ejemplos/epic20.json) is run with ``core.i18n.set_language("en")`` and its log lines, the reasons and labels of
every option of every combatant at each step, the reactions' labels and odds and the house rules' labels must not
match any Spanish template whose English differs.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from core import i18n
from core.battle import Battle
from core.ruleset import Action
from core.rulesets.epic20 import RULESET
from core.runner import apply_step, build_battle

REPO = Path(__file__).resolve().parents[4]
CATALOGO: dict[str, str] = json.loads(
    (REPO / "resources" / "i18n" / "reglas_epic20_en.json").read_text(encoding="utf-8")
)
HUECO = re.compile(r"\{[^{}]*\}")


def _patron(plantilla: str) -> re.Pattern[str] | None:
    """The Spanish template as a pattern (each hole any text); None when too little of it is words to tell."""
    trozos = HUECO.split(plantilla.replace("{{", "{").replace("}}", "}"))
    if sum(len(re.sub(r"\W", "", t)) for t in trozos) < 8:
        return None
    return re.compile(".+?".join(re.escape(t) for t in trozos))


PATRONES = [(es, p) for es, en in CATALOGO.items() if es != en and (p := _patron(es)) is not None]


def _textos_del_ejemplo() -> list[str]:
    datos = json.loads((REPO / "docs" / "ejemplos" / "epic20.json").read_text(encoding="utf-8"))
    battle, pasos = build_battle(datos, REPO / "docs" / "ejemplos")
    textos = [r.etiqueta for r in RULESET.house_rules()]
    for paso in pasos:
        textos += _de_la_ventana(battle)
        accion = Action.from_json(paso)
        textos += [t for r in battle.reactions(accion) for t in (r.etiqueta, r.motivo, r.detalle)]
        assert apply_step(battle, paso) is None
    textos += _de_la_ventana(battle)
    return [*battle.log_lines(), *(t for t in textos if t)]


def _de_la_ventana(battle: Battle) -> list[str]:
    return [t for cid in battle.view.ids for o in battle.legal_actions(cid) for t in (o.etiqueta, o.motivo)]


def test_el_ejemplo_en_ingles_no_deja_frases_del_catalogo_en_castellano() -> None:
    i18n.set_language("en")
    try:
        textos = _textos_del_ejemplo()
    finally:
        i18n.set_language("es")
    sin_traducir = sorted(
        {f"{texto!r} ← {es!r}" for texto in textos for es, patron in PATRONES if patron.search(texto)}
    )
    assert sin_traducir == []
    assert any(t.endswith("'s turn.") for t in textos)  # the log is in English: «Turno de X.» → «X's turn.»
    assert "Pass" in textos and "Sin reacción" not in textos


def test_en_castellano_el_ejemplo_sigue_igual() -> None:
    """The Spanish text is the template itself: the example's log still reads as before (also after English)."""
    assert i18n.language() == "es"
    textos = _textos_del_ejemplo()
    assert any(t.startswith("Turno de ") for t in textos)
    assert "Pasar" in textos
