"""Every sentence core shows a person has its English text.

The kernel's in resources/i18n/core_en.json; each ruleset's in resources/i18n/reglas_<id>_en.json,
for the ``tr()`` templates of its package (a ruleset whose text is not yet translated has no
catalogue and no ``tr()`` calls).
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from core import i18n
from core.runner import run_script
from tests.conftest import REPO

CATALOG = json.loads((REPO / "resources" / "i18n" / "core_en.json").read_text(encoding="utf-8"))
KERNEL = sorted((REPO / "core").glob("*.py"))
"""The kernel's modules (the rulesets' text is each ruleset's, under core/rulesets/)."""


RULESETS = ("caballeros", "umh", "encuentro", "epic20")


def _catalog(name: str) -> dict[str, str]:
    path = REPO / "resources" / "i18n" / f"{name}_en.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def _templates(paths: list[Path] | None = None) -> dict[str, str]:
    found: dict[str, str] = {}
    for path in KERNEL if paths is None else paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "tr"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.setdefault(node.args[0].value, path.name)
    return found


def test_cada_texto_del_nucleo_tiene_su_ingles() -> None:
    missing = [f"{where}: {text}" for text, where in _templates().items() if text not in CATALOG]
    assert missing == []


@pytest.mark.parametrize("rules", RULESETS)
def test_cada_texto_de_un_reglamento_tiene_su_ingles(rules: str) -> None:
    templates = _templates(sorted((REPO / "core" / "rulesets" / rules).glob("*.py")))
    catalog = _catalog(f"reglas_{rules}")
    missing = [f"{where}: {text}" for text, where in templates.items() if text not in catalog]
    assert missing == []


@pytest.mark.parametrize("name", ["core", *(f"reglas_{r}" for r in RULESETS)])
def test_el_ingles_usa_los_mismos_huecos_que_el_castellano(name: str) -> None:
    holes = re.compile(r"\{[^{}]*\}")
    catalog = _catalog(name)
    wrong = [es for es, en in catalog.items() if sorted(holes.findall(es)) != sorted(holes.findall(en))]
    assert wrong == []


def test_un_guion_mal_escrito_se_explica_en_ingles_con_la_interfaz_en_ingles() -> None:
    i18n.set_language("en")
    try:
        _, report = run_script({"reglas": "caballeros", "combatientes": [], "pasoss": []}, REPO)
    finally:
        i18n.set_language("es")
    assert report["error"]["mensaje"] == "«pasoss» is not a field of the script. Did you mean «pasos»?"
