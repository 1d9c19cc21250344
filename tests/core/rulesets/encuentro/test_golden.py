"""Golden battle scripts (tests/golden/encuentro) and the documented example run through the headless runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.runner import EXIT_OK, run_file, run_script

REPO = Path(__file__).resolve().parents[4]
GOLDEN = sorted((REPO / "tests" / "golden" / "encuentro").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_guion_dorado(path: Path) -> None:
    """Each script's final live values; ``ok``/``paso_rechazado`` for a script ending in a refused step."""
    data = json.loads(path.read_text(encoding="utf-8"))
    esperado = dict(data["esperado"])
    code, report = run_script(data, path.parent)
    ok = esperado.pop("ok", True)
    assert (code == EXIT_OK) is ok, report["error"]
    if "paso_rechazado" in esperado:
        assert report["error"]["paso"] == esperado.pop("paso_rechazado")
    for line in esperado.pop("registro_contiene", []):
        assert line in report["registro"]
    for cid, values in esperado.items():
        for key, value in values.items():
            assert report["combatientes"][cid][key] == value, f"{cid}.{key}"
    if "resultado" in data:
        assert report["resultado"] is not None
        assert report["resultado"]["ganador"] == data["resultado"]["ganador"]


def test_hay_guiones_dorados() -> None:
    assert len(GOLDEN) >= 4


def test_ejemplo_documentado_se_ejecuta() -> None:
    """docs/ejemplos/encuentro.json: a skirmish using Prepararse, Respuesta and Ayuda."""
    path = REPO / "docs" / "ejemplos" / "encuentro.json"
    code, report = run_file(path)
    assert code == EXIT_OK, report["error"]
    acciones = {step["accion"] for step in json.loads(path.read_text(encoding="utf-8"))["pasos"]}
    assert {"prepararse", "respuesta", "ayuda"} <= acciones
    assert report["combatientes"]["gorvak"]["fuera_de_combate"] is True
    assert report["combatientes"]["tomas"]["preparado"]["activado"] is True
