"""The golden scripts of tests/golden/umh and the example script docs/ejemplos/umh.json through the headless runner."""

from __future__ import annotations

import json

from core.runner import EXIT_OK, run_file, run_script
from core.storage import load_sheet
from tests.conftest import REPO

GOLDEN = sorted((REPO / "tests" / "golden" / "umh").glob("*.json"))
_LECTURA = "» se lee como «"
"""The kernel's sentence for a spelling read («Paso 3: «daño» se lee como «dano».», «a: «VIT» se lee como «vit».»)."""


def test_ejemplo_2_contra_1_se_ejecuta_entero() -> None:
    """docs/ejemplos/umh.json: a 2 vs 1 fight for the headless runner."""
    code, report = run_file(REPO / "docs" / "ejemplos" / "umh.json")
    assert code == EXIT_OK, report["error"]
    assert len({c for c in report["combatientes"]}) == 3


def test_ningun_guion_dorado_ni_de_ejemplo_lee_otra_grafia() -> None:
    """The golden scripts, the example and the shipped sheets are written in canonical form (``gesta importar``): running
    them reads no alternative spelling (no «… se lee como …» in ``advertencias``). The documented spellings are
    tested on purpose in test_grafias_umh.py."""
    readings = {}
    for path in [*GOLDEN, REPO / "docs" / "ejemplos" / "umh.json"]:
        data = json.loads(path.read_text(encoding="utf-8"))
        data.pop("esperado", None)
        _code, report = run_script(data, path.parent)
        found = [line for line in report.get("advertencias", []) if _LECTURA in line]
        if found:
            readings[path.name] = found
    assert readings == {}


def test_las_fichas_de_ejemplo_estan_en_forma_canonica() -> None:
    for path in sorted((REPO / "sheets" / "umh").glob("*.json")):
        assert load_sheet(path).lecturas == [], path.name
