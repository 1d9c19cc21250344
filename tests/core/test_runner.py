"""The headless battle runner: results and exit codes (core/runner.py, gesta batalla ejecutar)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core import registry
from core.runner import EXIT_MALFORMED, EXIT_OK, EXIT_REFUSED, run_file, run_script
from tests.core.duelo_simple import RULESET


@pytest.fixture(autouse=True)
def duelo() -> Iterator[None]:
    registry.register(RULESET)
    yield
    registry.unregister("duelo")


def _script(**overrides: Any) -> dict[str, Any]:
    script: dict[str, Any] = {
        "reglas": "duelo",
        "orden": ["a", "b"],
        "combatientes": [
            {"id": "a", "bando": "A", "ficha": "ana.json"},
            {"id": "b", "bando": "B", "ficha": {"nombre": "Beto", "vida": 4}},
        ],
        "pasos": [
            {"actor": "a", "accion": "golpe", "objetivo": "b", "respuesta": "esquivar", "dados": [2]},
            {"actor": "b", "accion": "pasar"},
            {"actor": "a", "accion": "golpe", "objetivo": "b", "respuesta": "ninguna"},
        ],
    }
    script.update(overrides)
    return script


@pytest.fixture
def base(tmp_path: Path) -> Path:
    (tmp_path / "ana.json").write_text(
        json.dumps({"formato": "gesta-ficha", "version": 2, "reglas": "duelo", "nombre": "Ana", "dano": 2})
    )
    return tmp_path


def test_un_guion_completo_termina_con_codigo_0_y_el_estado_final(base: Path) -> None:
    code, report = run_script(_script(), base)
    assert code == EXIT_OK
    assert report["ok"] is True
    assert report["pasos_aplicados"] == 3
    assert report["error"] is None
    assert report["combatientes"] == {"a": {"vida": 10}, "b": {"vida": 0}}
    assert report["resultado"]["ganador"] == "A"
    assert "Beto recibe 2 de daño (vida 2)." in report["registro"]


def test_un_paso_fuera_de_turno_para_la_ejecucion_con_codigo_1(base: Path) -> None:
    script = _script(pasos=[{"actor": "b", "accion": "pasar"}])
    code, report = run_script(script, base)
    assert code == EXIT_REFUSED
    assert report["error"] == {
        "paso": 0,
        "codigo": "fuera_de_turno",
        "mensaje": "No es el turno de Beto: le toca a Ana.",
    }
    assert report["combatientes"]["b"] == {"vida": 4}


def test_faltan_dados(base: Path) -> None:
    script = _script(pasos=[{"actor": "a", "accion": "golpe", "objetivo": "b", "respuesta": "esquivar"}])
    code, report = run_script(script, base)
    assert code == EXIT_REFUSED
    assert "Faltan dados" in report["error"]["mensaje"]


def test_sobran_dados_y_el_estado_es_el_anterior_al_paso(base: Path) -> None:
    script = _script(
        pasos=[
            {"actor": "a", "accion": "pasar"},
            {"actor": "b", "accion": "golpe", "objetivo": "a", "respuesta": "ninguna", "dados": [3]},
        ]
    )
    code, report = run_script(script, base)
    assert code == EXIT_REFUSED
    assert report["pasos_aplicados"] == 1
    assert report["error"]["paso"] == 1
    assert "Sobran dados" in report["error"]["mensaje"]
    assert report["combatientes"]["a"] == {"vida": 10}


def test_un_solo_dado_puede_escribirse_sin_lista(base: Path) -> None:
    """``"dados": 2`` is the die of a one-die roll, as a forum post would write it."""
    script = _script()
    script["pasos"][0]["dados"] = 2
    code, report = run_script(script, base)
    assert code == EXIT_OK, report["error"]
    assert report["combatientes"]["b"] == {"vida": 0}


def test_iniciativa_tirada_con_dados_iniciales(base: Path) -> None:
    script = _script(orden=None, dados_iniciales=[2, 6], pasos=[{"actor": "b", "accion": "pasar"}])
    code, _report = run_script(script, base)
    assert code == EXIT_OK


@pytest.mark.parametrize(
    "script",
    [
        [],
        {"combatientes": []},
        {"reglas": "ajedrez", "combatientes": [{"id": "a", "ficha": {"nombre": "A"}}]},
        {"reglas": "duelo", "combatientes": [{"id": "a", "ficha": "no-existe.json"}]},
        {"reglas": "duelo", "combatientes": [{"id": "a", "ficha": {"nombre": "A"}}], "pasos": [{"accion": "pasar"}]},
        {"reglas": "duelo", "combatientes": [{"id": "a", "ficha": {"nombre": "A"}}], "orden": ["z"]},
        {"reglas": "duelo", "combatientes": [{"id": "a", "ficha": {"nombre": "A", "vida": "x"}}]},
    ],
)
def test_un_guion_mal_formado_sale_con_codigo_2_y_mensaje_claro(script: Any, base: Path) -> None:
    code, report = run_script(script, base)
    assert code == EXIT_MALFORMED
    assert report["ok"] is False
    assert report["error"]["mensaje"]
    assert "Traceback" not in report["error"]["mensaje"]


def test_la_orden_de_consola_escribe_json_y_devuelve_el_codigo(tmp_path: Path) -> None:
    script = tmp_path / "roto.json"
    script.write_text("{no es json")
    result = subprocess.run(
        [sys.executable, "-m", "gui", "batalla", "ejecutar", str(script)], capture_output=True, text=True, check=False
    )
    assert result.returncode == EXIT_MALFORMED
    assert json.loads(result.stdout)["error"]["mensaje"].startswith("No se puede abrir «roto.json»")
    assert "Traceback" not in result.stderr


def test_archivo_de_guion_inexistente(tmp_path: Path) -> None:
    code, report = run_file(tmp_path / "nada.json")
    assert code == EXIT_MALFORMED
    assert "no existe" in report["error"]["mensaje"]


# -- nothing silent: every key of a script is a documented one (docs/guion-de-batalla.md) --------


def test_una_clave_mal_escrita_del_guion_se_rechaza_con_la_mas_cercana(base: Path) -> None:
    script = _script()
    script["pasoss"] = script.pop("pasos")
    code, report = run_script(script, base)
    assert code == EXIT_MALFORMED
    assert report["error"]["codigo"] == "campo_desconocido"
    assert "«pasoss»" in report["error"]["mensaje"] and "«pasos»" in report["error"]["mensaje"]


def test_una_clave_desconocida_de_un_combatiente_se_rechaza(base: Path) -> None:
    script = _script()
    script["combatientes"][0]["bandoo"] = "A"
    code, report = run_script(script, base)
    assert code == EXIT_MALFORMED
    assert "«bandoo»" in report["error"]["mensaje"] and "«bando»" in report["error"]["mensaje"]


def test_un_campo_de_paso_mal_escrito_se_rechaza_con_su_paso_y_su_campo(base: Path) -> None:
    script = _script()
    script["pasos"][2]["fuerzza"] = 2
    code, report = run_script(script, base)
    assert code == EXIT_MALFORMED
    assert report["pasos_aplicados"] == 0
    assert report["error"]["paso"] == 2
    assert report["error"]["campo"] == "fuerzza"
    assert report["error"]["codigo"] == "campo_desconocido"
    assert report["error"]["mensaje"] == "Paso 2: «fuerzza» no es un campo de «golpe». ¿Quisiste decir «fuerza»?"


def test_un_valor_fuera_de_sus_limites_se_rechaza_con_ellos(base: Path) -> None:
    script = _script()
    script["pasos"][0]["fuerza"] = 7
    code, report = run_script(script, base)
    assert code == EXIT_MALFORMED
    assert report["error"]["codigo"] == "valor_no_valido"
    assert "como máximo 3" in report["error"]["mensaje"]


def test_una_accion_desconocida_se_rechaza_con_las_mas_cercanas(base: Path) -> None:
    script = _script()
    script["pasos"][0]["accion"] = "golpes"
    code, report = run_script(script, base)
    assert code == EXIT_MALFORMED
    assert report["error"]["codigo"] == "accion_desconocida"
    assert "«golpe»" in report["error"]["mensaje"]


def test_una_clave_desconocida_de_una_ficha_en_linea_se_rechaza(base: Path) -> None:
    script = _script()
    script["combatientes"][1]["ficha"]["vdia"] = 4
    code, report = run_script(script, base)
    assert code == EXIT_MALFORMED
    assert report["error"]["campo"] == "vdia"
    assert "«vida»" in report["error"]["mensaje"]


def test_una_opcion_mal_escrita_sugiere_la_cercana(base: Path) -> None:
    code, report = run_script(_script(reglas_caseras={"esquiva_minim": 4}), base)
    assert code == EXIT_MALFORMED
    assert report["error"]["codigo"] == "opcion_desconocida"
    assert "«esquiva_minima»" in report["error"]["mensaje"]
