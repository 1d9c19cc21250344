"""The typed contract of UMH: bounded sheet numbers, unknown sheet keys reported (and kept), step fields
declared per action, refusals with a stable code."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from core import storage
from core.contract import sheet_problems, unknown_sheet_fields
from core.rulesets.umh import RULESET
from core.rulesets.umh.ficha import FichaUmh
from gui.cli import main as cli

# -- 1. numbers with declared bounds ---------------------------------------------------------

ENORMES = (10**30, 2**63, 2147483648)


def _carga(data: dict[str, Any]) -> storage.LoadError:
    with pytest.raises(storage.LoadError) as error:
        storage.sheet_from_data({"nombre": "X", **data}, None, default_rules="umh")
    return error.value


@pytest.mark.parametrize("valor", ENORMES)
@pytest.mark.parametrize(
    ("datos", "campo", "tope"),
    [
        (lambda v: {"vit": v}, "vit", "1000000"),
        (lambda v: {"VIT": v}, "vit", "1000000"),
        (lambda v: {"fue": v}, "fue", "100000"),
        (lambda v: {"tiers": {"vit": v}}, "tiers.vit", "10"),
        (lambda v: {"resistencias": v}, "resistencias[0].valor", "1000000"),
        (lambda v: {"habilidades": [{"nombre": "G", "dano": v}]}, "habilidades[0].dano", "1000000"),
        (lambda v: {"habilidades": [{"nombre": "G", "coste_pa": v}]}, "habilidades[0].coste_pa", "1000"),
        (lambda v: {"habilidades": [{"nombre": "G", "alcance": v}]}, "habilidades[0].alcance.casillas", "1000"),
        (
            lambda v: {"habilidades": [{"nombre": "G", "efectos": [{"tipo": "indirecto", "cantidad": v}]}]},
            "habilidades[0].efectos[0].cantidad",
            "1000000",
        ),
        (lambda v: {"armas": [{"nombre": "Espada", "arma": v}]}, "armas[0].arma", "100000"),
    ],
)
def test_numeros_enormes_se_rechazan_con_su_tope(datos: Any, campo: str, tope: str, valor: int) -> None:
    """Issue «Files from other players are safe»: a number past the field's bound is refused, naming it."""
    error = _carga(datos(valor))
    assert error.campo == campo
    assert tope in str(error)


@pytest.mark.parametrize("valor", [math.nan, math.inf, -math.inf])
@pytest.mark.parametrize(
    "datos",
    [
        lambda v: {"vit": v},
        lambda v: {"tiers": {"vol": v}},
        lambda v: {"habilidades": [{"nombre": "G", "dano": v}]},
        lambda v: {"habilidades": [{"nombre": "G", "control": "aturdimiento", "duracion": v}]},
        lambda v: {"reducciones": {"fisica": v}},
    ],
)
def test_nan_e_infinito_se_rechazan(datos: Any, valor: float) -> None:
    """NaN and ±Infinity never reach the engine, also when the model is given them directly."""
    with pytest.raises(ValidationError):
        FichaUmh.model_validate({"nombre": "X", **datos(valor)})
    _carga(datos(valor))


def test_listas_y_textos_tienen_tope() -> None:
    assert _carga({"inmunidades": [f"i{n}" for n in range(101)]}).campo == "inmunidades"
    assert _carga({"habilidades": [{"nombre": "G" * 201}]}).campo == "habilidades[0].nombre"


def test_los_topes_no_tocan_las_fichas_de_ejemplo() -> None:
    for path in sorted(Path("sheets/umh").glob("*.json")):
        assert RULESET.validate(storage.load_sheet(path)) == [], path


# -- 2. unknown sheet keys ---------------------------------------------------------------------


def _problemas(data: dict[str, Any]) -> dict[str, str]:
    sheet = storage.sheet_from_data({"nombre": "X", **data}, None, default_rules="umh")
    return {p.campo: p.mensaje for p in sheet_problems(RULESET, sheet) if p.gravedad == "error"}


def test_clave_desconocida_de_una_habilidad_con_sugerencia() -> None:
    """``"danyo": 99`` is not read as damage: it is a problem tied to that key, suggesting «dano»."""
    problems = _problemas({"habilidades": [{"nombre": "Golpe", "danyo": 99}]})
    assert "habilidades[0].danyo" in problems
    assert "«dano»" in problems["habilidades[0].danyo"]


def test_clave_desconocida_de_la_ficha() -> None:
    """``"vitalidd": 500`` does not change the VIT: a problem tied to that key (the VIT stays 100)."""
    sheet = storage.sheet_from_data({"nombre": "X", "vitalidd": 500}, None, default_rules="umh")
    assert isinstance(sheet, FichaUmh) and sheet.vit == 100
    problems = {p.campo: p.mensaje for p in sheet_problems(RULESET, sheet)}
    assert "vitalidd" in problems and "«vitalidd»" in problems["vitalidd"]


def test_claves_desconocidas_de_efectos_armas_y_partes() -> None:
    sheet = storage.sheet_from_data(
        {
            "nombre": "X",
            "armas": [{"nombre": "Espada", "filo": 3}],
            "resistencias": [{"valor": 10, "duresa": "acero"}],
            "habilidades": [{"nombre": "G", "efectos": [{"tipo": "control", "nombre": "aturdimiento", "duracon": 2}]}],
        },
        None,
        default_rules="umh",
    )
    found = {p.campo: p.mensaje for p in unknown_sheet_fields(sheet)}
    assert set(found) == {"armas[0].filo", "resistencias[0].duresa", "habilidades[0].efectos[0].duracon"}
    assert "«dureza»" in found["resistencias[0].duresa"]
    assert "«duracion»" in found["habilidades[0].efectos[0].duracon"]


def test_gesta_validar_muestra_la_sugerencia(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ficha.json"
    data = {"formato": "gesta-ficha", "version": 1, "reglas": "umh", "nombre": "X"}
    path.write_text(json.dumps({**data, "habilidades": [{"nombre": "Golpe", "danyo": 99}]}), encoding="utf-8")
    assert cli(["validar", str(path)]) == 1
    out = capsys.readouterr().out
    assert "habilidades[0].danyo" in out and "«dano»" in out


def test_la_clave_desconocida_se_conserva_al_guardar(tmp_path: Path) -> None:
    """The sheet is never changed behind the user's back: the unknown keys survive save and reload."""
    sheet = storage.sheet_from_data(
        {"nombre": "X", "vitalidd": 500, "habilidades": [{"nombre": "Golpe", "danyo": 99}]}, None, default_rules="umh"
    )
    path = tmp_path / "ficha.json"
    storage.save_sheet(path, sheet)
    again = storage.load_sheet(path)
    assert {p.campo for p in unknown_sheet_fields(again)} == {"vitalidd", "habilidades[0].danyo"}
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["vitalidd"] == 500 and saved["habilidades"][0]["danyo"] == 99


def test_una_grafia_documentada_se_avisa() -> None:
    """«VIT», «daño», «TR», «alas: true» are read (Nombres para guiones) and each reading is a notice."""
    sheet = storage.sheet_from_data(
        {"nombre": "X", "VIT": 500, "alas": True, "habilidades": [{"nombre": "G", "daño": 30, "TR": 2}]},
        None,
        default_rules="umh",
    )
    assert isinstance(sheet, FichaUmh)
    assert sheet.vit == 500 and sheet.extremidades_movimiento == ["alas"]
    assert sheet.habilidades[0].dano == 30 and sheet.habilidades[0].enfriamiento == 2
    notices = {p.campo: p.mensaje for p in sheet_problems(RULESET, sheet) if p.gravedad == "aviso"}
    assert notices["vit"] == "«VIT» se lee como «vit»."
    assert notices["habilidades[0].dano"] == "«daño» se lee como «dano»."
    assert notices["habilidades[0].enfriamiento"] == "«TR» se lee como «enfriamiento»."
    assert "extremidades_movimiento" in notices
    assert unknown_sheet_fields(sheet) == []


def test_duracion_y_extremidad_de_la_habilidad_son_campos() -> None:
    """The skill's ``duracion`` and ``extremidad`` are read by its shorthand effects (Nombres para guiones)."""
    sheet = storage.sheet_from_data(
        {
            "nombre": "X",
            "habilidades": [{"nombre": "G", "estado": "Inhabilitación", "extremidad": "ambas piernas", "duracion": 2}],
        },
        None,
        default_rules="umh",
    )
    assert isinstance(sheet, FichaUmh)
    effect = sheet.habilidades[0].efectos[0]
    assert (effect.nombre, effect.duracion) == ("inhabilitacion_piernas", 2)
    assert unknown_sheet_fields(sheet) == []
