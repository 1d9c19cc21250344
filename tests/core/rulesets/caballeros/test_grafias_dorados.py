"""The golden scripts are canonical; the documented other spellings they used to carry are read here.

Every golden of tests/golden/caballeros runs without a single spelling reading in ``advertencias``.
Each documented spelling the goldens were first written with (docs/reglas/caballeros.md: «Grafía
flexible», the other names of a power's numbers, resistances) is put back into its golden: the script
gives the very same result, and ``advertencias`` says what was read as what
(``core/grafias/caballeros.py``)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from core.runner import run_script
from tests.conftest import REPO

CARPETA = REPO / "tests" / "golden" / "caballeros"
DORADOS = sorted(CARPETA.glob("*.json"))
LECTURA = "se lee como"

Ruta = tuple[str | int, ...]
ESCRITOS: list[tuple[str, str, Ruta, Any]] = [
    # (golden, "valor" at a path | "clave" renamed in the object at a path, path, as written)
    ("ciega_accion_enie.json", "valor", ("pasos", 2, "accion"), "engaño"),
    ("ciega_intervencion_texto.json", "valor", ("pasos", 0, "intervencion"), "Sanación de Athena"),
    ("ciega_ll_llave.json", "valor", ("pasos", 0, "accion"), "llave"),
    ("ciega_respuesta_bloqueo.json", "valor", ("pasos", 0, "respuesta"), "bloqueo"),
    ("ciega_respuesta_poder_str.json", "valor", ("pasos", 0, "respuesta"), "Espejo"),
    ("verificacion3_grafia_flexible.json", "valor", ("pasos", 1, "respuesta"), "Contraatacar"),
    ("verificacion3_grafia_flexible.json", "valor", ("pasos", 2, "parte"), "Brazo"),
    ("ciega_defb_barrera_por_cosmos.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "barrera_por_cosmos"),
    ("ciega_inm_golpe.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "turnos"),
    ("ciega_inm_pasar_escrito.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "turnos"),
    ("ciega_inm_turnos_2.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "turnos"),
    ("ciega_m_tercer_uso.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "tirada_minima"),
    ("ciega_m_tirada_min.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "tirada_minima"),
    ("ciega_m_tirada_lista.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), ("tirada", [7, 8, 9])),
    ("ciega_resist_lista.json", "clave", ("combatientes", 1, "ficha", "resistencias"), "F"),
    ("ciega_rmult_numero.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "numero_rayos"),
    ("ciega_t_turnos.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "turnos"),
    ("ciega_v_duracion.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "turnos"),
    ("ciega_v_veneno.json", "clave", ("combatientes", 0, "ficha", "poderes", 0), "turnos"),
]
"""Where each golden used a documented other spelling, and how it was written."""

_CANONICAS = {
    "barrera_por_cosmos": "puntos_por_cosmos",
    "tirada_minima": "tirada_mortal",
    "tirada": "tirada_mortal",
    "numero_rayos": "rayos",
    "F": "fuego",
}
_TURNOS = {"INM": "turnos_inmovilizado", "T": "turnos_extra", "V": "veneno_turnos"}


def _ejecutar(data: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    data = copy.deepcopy(data)
    data.pop("esperado", None)
    return run_script(data, CARPETA)


def _en(data: Any, ruta: Ruta) -> Any:
    for paso in ruta:
        data = data[paso]
    return data


def _escrito(data: dict[str, Any], forma: str, ruta: Ruta, escrito: Any) -> tuple[dict[str, Any], str]:
    """The golden with the spelling put back, and the name as written."""
    data = copy.deepcopy(data)
    if forma == "valor":
        *arriba, ultimo = ruta
        _en(data, tuple(arriba))[ultimo] = escrito
        return data, escrito
    objeto = _en(data, ruta)
    nombre, valor = escrito if isinstance(escrito, tuple) else (escrito, None)
    propio = _CANONICAS.get(nombre) or next(t for c, t in _TURNOS.items() if c in objeto.get("codigos", []))
    leido = objeto.pop(propio)
    objeto[nombre] = leido if valor is None else valor
    return data, nombre


@pytest.mark.parametrize("path", DORADOS, ids=[p.stem for p in DORADOS])
def test_ningun_dorado_lee_otra_grafia(path: Path) -> None:
    _code, report = _ejecutar(json.loads(path.read_text(encoding="utf-8")))
    assert not [a for a in report["advertencias"] if LECTURA in a], report["advertencias"]


@pytest.mark.parametrize(("nombre", "forma", "ruta", "escrito"), ESCRITOS, ids=[f"{e[0]}:{e[3]}" for e in ESCRITOS])
def test_la_grafia_documentada_da_el_mismo_resultado_y_se_dice(
    nombre: str, forma: str, ruta: Ruta, escrito: Any
) -> None:
    canonico = json.loads((CARPETA / nombre).read_text(encoding="utf-8"))
    code, report = _ejecutar(canonico)
    escrito_data, como = _escrito(canonico, forma, ruta, escrito)
    assert escrito_data != canonico
    code_escrito, report_escrito = _ejecutar(escrito_data)
    lecturas = [a for a in report_escrito.pop("advertencias") if LECTURA in a]
    report.pop("advertencias")
    assert (code_escrito, report_escrito) == (code, report)
    assert any(f"«{como}» {LECTURA}" in a for a in lecturas), lecturas
