"""``gesta simular``: JSON on standard output with the documented keys, Spanish errors with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.runner import run_file
from gui.cli import main
from tests.conftest import REPO

IVAN = str(REPO / "sheets/caballeros/ivan_de_lince.json")
MORVAN = str(REPO / "sheets/caballeros/morvan_de_manticora.json")


def test_dos_fichas_dan_el_json_con_sus_claves(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simular", IVAN, MORVAN, "--n", "3", "--semilla", "4", "--procesos", "1", "--politica", "A=aleatoria"])
    out = capsys.readouterr()
    assert code == 0, out.err
    report = json.loads(out.out)
    for key in ("batallas", "victorias", "intervalo", "empates", "sin_terminar", "rondas", "semilla"):
        assert key in report, key
    for key in ("primero", "danio_por_accion", "acciones", "por_combatiente", "politicas"):
        assert key in report, key
    assert report["batallas"] == 3 and report["semilla"] == 4
    assert set(report["victorias"]) == {"A", "B"}
    assert report["politicas"] == {"A": "aleatoria", "B": "sensata"}
    assert all(len(v) == 2 and v[0] <= v[1] for v in report["intervalo"].values())
    assert out.err == "", "sin terminal no hay barra de progreso"


def test_la_batalla_guardada_se_ejecuta(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "batalla.json"
    code = main(["simular", IVAN, MORVAN, "--n", "2", "--guardar-batalla", "1", "--salida", str(target)])
    assert code == 0, capsys.readouterr().err
    code, report = run_file(target)
    assert code == 0, report["error"]
    assert report["pasos_aplicados"] == len(json.loads(target.read_text(encoding="utf-8"))["pasos"])
    assert str(tmp_path) not in target.read_text(encoding="utf-8")
    assert str(REPO) not in target.read_text(encoding="utf-8"), "las fichas van en línea, sin rutas"


def test_un_guion_sin_pasos(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = {
        "reglas": "umh",
        "combatientes": [
            {"id": "c", "bando": "rojo", "ficha": str(REPO / "sheets/umh/coloso.json")},
            {"id": "e", "bando": "azul", "ficha": str(REPO / "sheets/umh/espadachin.json")},
        ],
    }
    path = tmp_path / "guion.json"
    path.write_text(json.dumps(script), encoding="utf-8")
    code = main(["simular", str(path), "--n", "2", "--procesos", "1", "--rondas-max", "3", "--politica", "aleatoria"])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert set(json.loads(out.out)["victorias"]) == {"rojo", "azul"}


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ([IVAN], "dos o más fichas"),
        ([IVAN, str(REPO / "sheets/umh/coloso.json")], "sistemas distintos"),
        ([str(REPO / "docs/ejemplos/caballeros.json")], "pasos"),
        ([IVAN, MORVAN, "--politica", "C=sensata"], "bando «C»"),
        ([IVAN, MORVAN, "--politica", "lista"], "política «lista»"),
        ([IVAN, MORVAN, "--politica", "=sensata"], "BANDO=POLITICA"),
        ([IVAN, MORVAN, "--n", "0"], "número de batallas"),
        ([IVAN, MORVAN, "--procesos", "0"], "procesos"),
        ([IVAN, MORVAN, "--guardar-batalla", "9", "--n", "2"], "van de 0 a 1"),
        ([IVAN, str(REPO / "sheets/caballeros/no_existe.json")], "no existe"),
    ],
)
def test_errores_en_castellano_con_codigo_2(args: list[str], words: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simular", *args])
    out = capsys.readouterr()
    assert code == 2
    assert words in out.err
    assert "Traceback" not in out.err and out.out == ""


def test_un_lector_que_cierra_la_salida_no_da_una_traza(tmp_path: Path) -> None:
    """``gesta simular … | head -c 20``: the reader goes away early; no traceback, exit code 1."""
    import os
    import subprocess
    import sys

    code = "import sys; from gui.cli import main; sys.exit(main(sys.argv[1:]))"
    options = ["--n", "20", "--procesos", "1", "--politica", "aleatoria"]
    command = [sys.executable, "-c", code, "simular", IVAN, MORVAN, *options]
    env = dict(os.environ, PYTHONPATH=str(REPO))
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=REPO)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.read(20)
    process.stdout.close()  # as head does once it has its bytes
    with process.stderr:
        errors = process.stderr.read().decode()
    assert process.wait(timeout=120) == 1
    assert "Traceback" not in errors
