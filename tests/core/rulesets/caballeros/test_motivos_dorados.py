"""Golden scripts that end in a refusal may say why (``esperado.motivo_rechazo``, a fragment of the
reason): the engine must refuse that step for that reason, in a clear Spanish sentence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.runner import run_script
from tests.conftest import REPO

DORADOS = sorted(
    p
    for p in (REPO / "tests" / "golden" / "caballeros").glob("*.json")
    if "motivo_rechazo" in json.loads(p.read_text(encoding="utf-8")).get("esperado", {})
)


def test_hay_guiones_con_motivo() -> None:
    assert len(DORADOS) >= 10


@pytest.mark.parametrize("path", DORADOS, ids=[p.stem for p in DORADOS])
def test_rechazo_con_su_motivo(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    esperado = data.pop("esperado")
    motivo = esperado["motivo_rechazo"]
    _, report = run_script(data, path.parent)
    assert report["ok"] is False
    assert report["error"]["paso"] == esperado["paso_rechazado"]
    assert motivo in report["error"]["mensaje"], report["error"]["mensaje"]
