"""Golden battle scripts (tests/golden/encuentro) and the documented example run through the headless runner."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.runner import EXIT_OK, run_file, run_script

REPO = Path(__file__).resolve().parents[4]
GOLDEN = sorted((REPO / "tests" / "golden" / "encuentro").glob("*.json"))
ESCRITOS = sorted((Path(__file__).parent / "escritos_a_mano").glob("*.json"))
"""Some goldens as first written by hand, with the documented alternative spellings (issue 13 §6)."""


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


def _corre(path: Path) -> tuple[int, dict[str, Any], dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    esperado = data.pop("esperado")
    code, report = run_script(data, path.parent)
    return code, report, esperado


def _lecturas(report: dict[str, Any]) -> list[str]:
    """The spelling readings reported (core/grafias: «"mover" se lee como "moverse"»)."""
    return [a for a in report["advertencias"] if "se lee como" in a]


def _contiene(esperado: Any, real: Any) -> bool:
    if isinstance(esperado, dict):
        return isinstance(real, dict) and all(k in real and _contiene(v, real[k]) for k, v in esperado.items())
    return bool(esperado == real)


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_los_guiones_dorados_estan_en_forma_canonica(path: Path) -> None:
    """Issue 13 §6: every golden is written with the canonical names: running it reads no other spelling."""
    _code, report, _esperado = _corre(path)
    assert _lecturas(report) == []


@pytest.mark.parametrize("path", ESCRITOS, ids=lambda p: p.stem)
def test_un_guion_escrito_a_mano_da_lo_mismo_que_su_forma_canonica(path: Path) -> None:
    """The goldens as they were first written by hand (top-level values, accents, action and field aliases,
    ``{x, y}`` squares, ``reserva``, a ``respuesta`` object): core/grafias/encuentro.py reads each spelling,
    says so in ``advertencias``, and the battle ends as its canonical golden does."""
    code, report, esperado = _corre(path)
    canonica = REPO / "tests" / "golden" / "encuentro" / path.name
    code_c, report_c, esperado_c = _corre(canonica)
    assert esperado == esperado_c
    assert (code, report["ok"]) == (code_c, report_c["ok"])
    assert report["combatientes"] == report_c["combatientes"]
    assert report["registro"] == report_c["registro"]
    assert _lecturas(report), "a hand-written script reads some documented spelling"
    known = {"ok", "paso_rechazado", "codigo", "registro_contiene", "combatientes", "ganador"}
    gente = esperado.get("combatientes", {k: v for k, v in esperado.items() if k not in known})
    assert _contiene(gente, report["combatientes"])
