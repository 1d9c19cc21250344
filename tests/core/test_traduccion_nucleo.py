"""Every sentence the kernel shows a person has its English text (resources/i18n/core_en.json)."""

from __future__ import annotations

import ast
import json
import re

from core import i18n
from core.runner import run_script
from tests.conftest import REPO

CATALOG = json.loads((REPO / "resources" / "i18n" / "core_en.json").read_text(encoding="utf-8"))
KERNEL = sorted((REPO / "core").glob("*.py"))
"""The kernel's modules (the rulesets' text is each ruleset's, under core/rulesets/)."""


def _templates() -> dict[str, str]:
    found: dict[str, str] = {}
    for path in KERNEL:
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


def test_el_ingles_usa_los_mismos_huecos_que_el_castellano() -> None:
    holes = re.compile(r"\{[^{}]*\}")
    wrong = [es for es, en in CATALOG.items() if sorted(holes.findall(es)) != sorted(holes.findall(en))]
    assert wrong == []


def test_un_guion_mal_escrito_se_explica_en_ingles_con_la_interfaz_en_ingles() -> None:
    i18n.set_language("en")
    try:
        _, report = run_script({"reglas": "caballeros", "combatientes": [], "pasoss": []}, REPO)
    finally:
        i18n.set_language("es")
    assert report["error"]["mensaje"] == "«pasoss» is not a field of the script. Did you mean «pasos»?"
