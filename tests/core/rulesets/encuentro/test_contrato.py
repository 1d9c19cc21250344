"""The typed edge of encuentro: bounded numbers, unknown sheet keys, declared step fields, coded refusals."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from core.contract import sheet_problems, unknown_sheet_fields
from core.rulesets.encuentro.ficha import FichaEncuentro
from core.storage import LoadError, load_sheet, save_sheet, sheet_from_data
from gui.cli import main
from tests.core.rulesets.encuentro.utiles import RULESET

RAROS = [float("nan"), float("inf"), float("-inf"), 10**30, 2**63, 2147483648]
"""Numbers a file from another player may carry: none fits any field of the sheet."""


def _ficha(**campos: Any) -> dict[str, Any]:
    return {"nombre": "X", **campos}


@pytest.mark.parametrize("raro", RAROS, ids=repr)
@pytest.mark.parametrize(
    ("campos", "donde", "cota"),
    [
        (lambda n: {"puntos_encuentro": n}, "puntos_encuentro", "99"),
        (lambda n: {"manos_libres": n}, "manos_libres", "20"),
        (lambda n: {"alcance": n}, "alcance", "99"),
        (lambda n: {"valores": {"atletismo": n}}, "valores.atletismo", "99"),
        (lambda n: {"Defensa Física": n}, "valores.defensa_fisica", "99"),
        (lambda n: {"posicion": [0, n]}, "posicion", "9999"),
    ],
    ids=["puntos", "manos", "alcance", "valores", "primer_nivel", "posicion"],
)
def test_numeros_fuera_de_sus_cotas_no_cargan(
    raro: float, campos: Callable[[float], dict[str, Any]], donde: str, cota: str
) -> None:
    """NaN, the infinities and integers past any 32-bit spin box are refused with the field and its bound."""
    with pytest.raises(LoadError) as error:
        sheet_from_data(_ficha(**campos(raro)), None, default_rules="encuentro")
    assert donde in str(error.value) and cota in str(error.value), str(error.value)


def test_model_validate_con_nan_da_validation_error() -> None:
    with pytest.raises(ValidationError, match="entre -99 y 99"):
        FichaEncuentro.model_validate(_ficha(valores={"sabiduria": float("nan")}))
    with pytest.raises(ValidationError, match="entre 0 y 99"):
        FichaEncuentro.model_validate(_ficha(movimiento=float("inf")))


def test_textos_y_listas_acotados() -> None:
    with pytest.raises(LoadError, match="maniobras"):
        sheet_from_data(_ficha(maniobras=["x"] * 501), None, default_rules="encuentro")
    with pytest.raises(LoadError, match="valor_ataque"):
        sheet_from_data(_ficha(valor_ataque="a" * 81), None, default_rules="encuentro")
    with pytest.raises(LoadError, match="notas"):
        sheet_from_data(_ficha(notas="n" * 20_001), None, default_rules="encuentro")


def test_clave_mal_escrita_en_el_primer_nivel() -> None:
    """«movimento» is neither a field nor one of the document's four values: a problem with the suggestion."""
    sheet = sheet_from_data(_ficha(movimento=6, atletismo=2), None, default_rules="encuentro")
    problemas = {p.campo: p for p in sheet_problems(RULESET, sheet)}
    assert problemas["movimento"].gravedad == "error"
    assert "«movimiento»" in problemas["movimento"].mensaje
    assert sheet.model_dump()["movimiento"] is None  # not read as anything


def test_valor_de_la_mesa_en_el_primer_nivel_no_se_lee() -> None:
    """Only the document's four values may stand at the top level; a table's own value goes in ``valores``."""
    sheet = sheet_from_data(_ficha(sigilo=3, atletismo=2), None, default_rules="encuentro")
    assert sheet.model_dump()["valores"] == {"atletismo": 2}
    assert [p.campo for p in unknown_sheet_fields(sheet)] == ["sigilo"]


def test_lecturas_de_nombres_documentados_son_avisos() -> None:
    sheet = sheet_from_data(_ficha(**{"Atletismo": 3, "manos": 1}), None, default_rules="encuentro")
    avisos = {p.mensaje for p in sheet_problems(RULESET, sheet) if p.gravedad == "aviso"}
    assert "«Atletismo» se lee como «valores.atletismo»." in avisos
    assert "«manos» se lee como «manos_libres»." in avisos
    assert unknown_sheet_fields(sheet) == []


def test_dos_escrituras_del_mismo_dato_no_se_pierden_en_silencio() -> None:
    """``puntos`` beside ``puntos_encuentro``, or a top-level value also in ``valores``: the canonical one is read
    and the other is reported, not dropped."""
    sheet = sheet_from_data(
        _ficha(puntos=5, puntos_encuentro=2, atletismo=1, valores={"atletismo": 4}), None, default_rules="encuentro"
    )
    assert (sheet.model_dump()["puntos_encuentro"], sheet.model_dump()["valores"]) == (2, {"atletismo": 4})
    assert sorted(p.campo for p in unknown_sheet_fields(sheet)) == ["atletismo", "puntos"]


def test_clave_mal_escrita_dentro_de_una_parte() -> None:
    """The nested parts a hand-written sheet may have (a value as ``{nombre, valor}``, ``posicion`` as
    ``{x, y}``) refuse another key, naming it and the closest one."""
    with pytest.raises(LoadError) as error:
        sheet_from_data(_ficha(habilidades=[{"nombre": "Sigilo", "valr": 2}]), None, default_rules="encuentro")
    assert "habilidades[0]" in str(error.value) and "«valr»" in str(error.value) and "«valor»" in str(error.value)
    with pytest.raises(LoadError, match=r"«yy».*«y»"):
        sheet_from_data(_ficha(posicion={"x": 1, "yy": 2}), None, default_rules="encuentro")


def test_clave_desconocida_se_conserva_al_guardar(tmp_path: Path) -> None:
    path = tmp_path / "ana.json"
    path.write_text(json.dumps({**_ficha(movimento=6), "formato": "gesta-ficha", "version": 1, "reglas": "encuentro"}))
    save_sheet(path, load_sheet(path))
    again = load_sheet(path)
    assert json.loads(path.read_text())["movimento"] == 6
    assert [p.campo for p in unknown_sheet_fields(again)] == ["movimento"]


def test_gesta_validar_muestra_la_sugerencia(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ana.json"
    ficha = {
        "formato": "gesta-ficha",
        "version": 1,
        "reglas": "encuentro",
        "nombre": "Ana",
        "valores": {},
        "manos_libre": 1,
    }
    path.write_text(json.dumps(ficha))
    assert main(["validar", str(path)]) == 1
    salida = capsys.readouterr().out
    assert "manos_libre" in salida and "«manos_libres»" in salida
