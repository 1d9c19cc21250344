"""``gesta importar``: sheets and scripts rewritten canonically, every change listed (core/importar.py)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from core import registry
from core.importar import import_file
from core.runner import EXIT_OK, run_file
from gui.cli import main
from tests.core.duelo_simple import RULESET


@pytest.fixture(autouse=True)
def duelo() -> Iterator[None]:
    registry.register(RULESET)
    yield
    registry.unregister("duelo")


def _write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def test_un_guion_con_grafias_alternativas_queda_canonico_y_dice_cada_cambio(tmp_path: Path) -> None:
    script = _write(
        tmp_path / "guion.json",
        {
            "reglas": "duelo",
            "orden": ["a", "b"],
            "combatientes": [
                {"id": "a", "ficha": {"nombre": "Ana"}},
                {"id": "b", "ficha": {"nombre": "Beto", "vida": 2}},
            ],
            "pasos": [{"actor": "a", "accion": "Golpe", "objetivo": "b", "Fuerza": 1, "respuesta": "ninguna"}],
        },
    )
    result = import_file(script)
    assert result.escrito and not result.problemas
    assert result.cambios == [
        "a: versión — → 2 del formato.",
        "b: versión — → 2 del formato.",
        "Paso 0: «Golpe» se lee como «golpe».",
        "Paso 0: «Fuerza» se lee como «fuerza».",
    ]
    step = json.loads(script.read_text(encoding="utf-8"))["pasos"][0]
    assert step == {"actor": "a", "accion": "golpe", "objetivo": "b", "fuerza": 1, "respuesta": "ninguna"}
    code, report = run_file(script)
    assert code == EXIT_OK, report["error"]
    assert report["advertencias"] == []


def test_una_ficha_de_una_version_antigua_se_migra_y_se_dice(tmp_path: Path) -> None:
    sheet = _write(
        tmp_path / "ana.json", {"formato": "gesta-ficha", "version": 1, "reglas": "duelo", "nombre": "Ana", "pv": 7}
    )
    result = import_file(sheet)
    assert result.cambios == ["versión 1 → 2 del formato."]
    data = json.loads(sheet.read_text(encoding="utf-8"))
    assert data["version"] == 2 and data["vida"] == 7 and "pv" not in data


def test_una_clave_desconocida_no_se_pierde_ni_se_reescribe(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    original = {"formato": "gesta-ficha", "version": 1, "reglas": "duelo", "nombre": "Ana", "vdia": 7}
    sheet = _write(tmp_path / "ana.json", original)
    assert main(["importar", str(sheet)]) == 1
    out = capsys.readouterr().out
    assert "«vdia»" in out and "«vida»" in out and "sin reescribir" in out
    assert json.loads(sheet.read_text(encoding="utf-8")) == original


def test_comprobar_no_escribe_nada(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    original = {"formato": "gesta-ficha", "version": 1, "reglas": "duelo", "nombre": "Ana"}
    sheet = _write(tmp_path / "ana.json", original)
    assert main(["importar", "--comprobar", str(sheet)]) == 0
    assert "versión 1 → 2" in capsys.readouterr().out
    assert json.loads(sheet.read_text(encoding="utf-8")) == original


def test_las_fichas_de_un_guion_en_archivo_tambien_guian_la_lectura_de_sus_pasos(tmp_path: Path) -> None:
    """A step is read against each combatant's sheet, inline or a file beside the script (as the runner reads it)."""
    from core.importar import _script_sheets

    sheet = {"formato": "gesta-ficha", "version": 1, "reglas": "encuentro", "nombre": "Ana", "atletismo": 3}
    (tmp_path / "ana.json").write_text(json.dumps(sheet), encoding="utf-8")
    people = [
        {"id": "ana", "ficha": "ana.json"},
        {"id": "bea", "ficha": {"nombre": "Bea"}},
        {"id": "rota", "ficha": "no_existe.json"},
    ]
    found = _script_sheets(people, "encuentro", tmp_path)
    assert {cid: s.nombre for cid, s in found.items()} == {"ana": "Ana", "bea": "Bea"}
