"""The typed edge of encuentro: bounded numbers, unknown sheet keys, declared step fields, coded refusals."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from core import dice, grafias
from core.contract import sheet_problems, unknown_sheet_fields
from core.grafias.encuentro import ACCIONES as ALIAS_ACCIONES
from core.rulesets.encuentro.codigos import CODIGOS
from core.rulesets.encuentro.ficha import FichaEncuentro
from core.runner import EXIT_MALFORMED, run_script
from core.storage import LoadError, load_sheet, save_sheet, sheet_from_data
from gui.cli import main
from tests.core.rulesets.encuentro.utiles import RULESET, duelo

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
    ``{x, y}``) are read only when they have exactly the documented keys; with another key the part is left
    as written (core/grafias/encuentro.py) and the sheet is refused, naming the field."""
    sheet = sheet_from_data(_ficha(habilidades=[{"nombre": "Sigilo", "valr": 2}]), None, default_rules="encuentro")
    assert [p.campo for p in unknown_sheet_fields(sheet)] == ["habilidades"]
    with pytest.raises(LoadError) as error:
        sheet_from_data(_ficha(posicion={"x": 1, "yy": 2}), None, default_rules="encuentro")
    assert error.value.campo == "posicion"


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


# -- steps ---------------------------------------------------------------------------------------


def _guion(*pasos: dict[str, Any]) -> dict[str, Any]:
    """Ana and Bruno side by side, with the document's four values."""
    valores = {"atletismo": 5, "sabiduria": 1, "defensa_fisica": 12, "defensa_mental": 10}
    return {
        "reglas": "encuentro",
        "combatientes": [
            {"id": "ana", "bando": "a", "ficha": {"nombre": "Ana", "valores": valores, "posicion": [2, 2]}},
            {"id": "bruno", "bando": "b", "ficha": {"nombre": "Bruno", "valores": valores, "posicion": [3, 2]}},
        ],
        "pasos": list(pasos),
    }


def test_punto_en_vez_de_puntos_detiene_el_guion() -> None:
    """A typo must never change a fight: «punto» would have rolled 1d20+5 instead of +7."""
    code, report = run_script(
        _guion({"actor": "ana", "accion": "atacar", "objetivo": "bruno", "punto": 2, "dados": [5]}), Path(".")
    )
    assert code == EXIT_MALFORMED
    error = report["error"]
    assert (error["paso"], error["campo"], error["codigo"]) == (0, "punto", "campo_desconocido")
    assert "«puntos»" in error["mensaje"]


@pytest.mark.parametrize(
    ("paso", "campo"),
    [
        ({"accion": "atacar", "objetivo": "bruno", "puntos": "2"}, "puntos"),
        ({"accion": "atacar", "objetivo": "bruno", "puntos": -1}, "puntos"),
        ({"accion": "atacar", "objetivo": "bruno", "puntos": 2147483648}, "puntos"),
        ({"accion": "atacar", "objetivo": "bruno", "defensa": "astral"}, "defensa"),
        ({"accion": "empujar", "objetivo": "bruno", "ocupar": "si"}, "ocupar"),
        ({"accion": "usar", "dificultad": float("nan"), "valor": "sabiduria"}, "dificultad"),
        ({"accion": "salto", "altura": 10**30}, "altura"),
        ({"accion": "ayuda", "objetivo": "ana", "puntos": 0, "para": "atacar"}, "puntos"),
    ],
)
def test_valor_de_tipo_o_cota_equivocados(paso: dict[str, Any], campo: str) -> None:
    code, report = run_script(_guion({"actor": "ana", **paso}), Path("."))
    assert code == EXIT_MALFORMED
    assert (report["error"]["codigo"], report["error"]["campo"]) == ("valor_no_valido", campo)


def test_accion_desconocida_sugiere_la_mas_parecida() -> None:
    code, report = run_script(_guion({"actor": "ana", "accion": "atakar", "objetivo": "bruno"}), Path("."))
    assert code == EXIT_MALFORMED
    assert report["error"]["codigo"] == "accion_desconocida" and "«atacar»" in report["error"]["mensaje"]


def test_nombres_documentados_de_campos_y_acciones_se_aceptan() -> None:
    """Accents, capitals and the documented aliases are declared: «Condición», ``casilla``, ``testigos``, «Daño»."""
    code, report = run_script(
        _guion(
            {"actor": "ana", "accion": "Atacar", "objetivo": "bruno", "Daño": 2, "dados": [10]},
            {"actor": "ana", "accion": "mover", "casilla": {"x": 2, "y": 5}},
            {"actor": "bruno", "accion": "esconderse", "Condición": "tras la columna", "testigos": ["ana"]},
        ),
        Path("."),
    )
    assert code == 0, report["error"]
    assert report["combatientes"]["bruno"]["danio"] == 2
    assert report["combatientes"]["ana"]["posicion"] == [2, 5]


def test_campo_de_otra_accion_no_se_acepta() -> None:
    """``puntos_reservados`` is Prepararse's; on Atacar it would have been silently read as ``puntos``."""
    code, report = run_script(
        _guion({"actor": "ana", "accion": "atacar", "objetivo": "bruno", "puntos_reservados": 1, "dados": [5]}),
        Path("."),
    )
    assert code == EXIT_MALFORMED and report["error"]["campo"] == "puntos_reservados"


def test_cada_accion_declara_sus_campos() -> None:
    for accion in RULESET.step_actions():
        assert RULESET.step_fields(accion) is not None, accion
    for alias, canonica in ALIAS_ACCIONES.items():  # read by core/grafias/encuentro.py, before the engine
        step, notas = grafias.leer_paso("encuentro", {"actor": "ana", "accion": alias}, 0)
        assert step["accion"] == canonica and notas, alias
        assert RULESET.step_fields(alias) is None
    assert RULESET.step_fields("golpe") is None
    assert grafias.leer_paso("encuentro", {"actor": "ana", "accion": "Esquivar"}, 0)[0]["accion"] == "esquiva"


def test_el_menu_solo_ofrece_campos_declarados() -> None:
    """Every field a form shows (``campos``) or fixes (``params``) is one a script step may carry."""
    b = duelo()
    for cid in ("ana", "bruno"):
        for option in RULESET.legal_actions(b.view, cid):
            declared = RULESET.step_fields(option.accion)
            assert declared is not None
            for campo in (*option.campos, *option.params):
                assert campo in declared, (option.accion, campo)


# -- refusal codes -----------------------------------------------------------------------------------

PAQUETE = Path(__file__).resolve().parents[4] / "core" / "rulesets" / "encuentro"
PAGINA = Path(__file__).resolve().parents[4] / "docs" / "reglas" / "encuentro.md"


def test_cada_codigo_usado_esta_en_la_tabla_y_al_reves() -> None:
    fuente = "".join(p.read_text(encoding="utf-8") for p in PAQUETE.glob("*.py") if p.name != "codigos.py")
    usados = set(re.findall(r'(?:Refusal|_rechazo)\(\s*"([a-z_]+)"', fuente))
    usados |= set(re.findall(r'"([a-z_]+_no_valida)"', fuente)) | set(re.findall(r': "(ya_[a-z_]+)"', fuente))
    assert usados == set(CODIGOS)
    assert all(re.fullmatch(r"[a-z]+(_[a-z]+)*", codigo) for codigo in CODIGOS)


def test_la_pagina_lista_los_codigos() -> None:
    texto = PAGINA.read_text(encoding="utf-8")
    tabla = texto[texto.index("## Códigos de rechazo") :]
    assert set(re.findall(r"^\| `([a-z_]+)` \|", tabla, re.MULTILINE)) == set(CODIGOS)


def test_rechazo_en_un_guion_lleva_su_codigo() -> None:
    code, report = run_script(
        _guion({"actor": "bruno", "accion": "atacar", "objetivo": "ana", "dados": [5]}), Path(".")
    )
    assert code == 1
    assert report["error"]["codigo"] == "fuera_de_turno"


@pytest.mark.parametrize(
    ("opciones", "codigo"),
    [
        ({"formula": "101d6+valor"}, "formula_no_valida"),
        ({"formula": "1d20+valor+valor"}, "formula_no_valida"),
        ({"tablero_ancho": 0}, "opcion_no_valida"),
        ({"posiciones": {"ana": [3, 2]}}, "posicion_no_valida"),
    ],
)
def test_opciones_invalidas_impiden_empezar(opciones: dict[str, Any], codigo: str) -> None:
    guion = {**_guion(), "reglas_caseras": opciones}
    code, report = run_script(guion, Path("."))
    assert code == EXIT_MALFORMED
    assert report["error"]["codigo"] == codigo, report["error"]


def test_formula_fuera_de_las_cotas_de_los_dados_impide_empezar() -> None:
    """``20d1000+valor`` would take most of a minute computing odds: core.dice.parse bounds it, and the battle
    refuses to start with the dice's own sentence instead of hanging at the first roll."""
    try:
        dice.parse("20d1000+0")
    except dice.DiceError as error:
        motivo = str(error)
    else:
        pytest.skip("core.dice.parse does not bound 20d1000 yet")
    code, report = run_script({**_guion(), "reglas_caseras": {"formula": "20d1000+valor"}}, Path("."))
    assert code == EXIT_MALFORMED
    assert report["error"]["codigo"] == "formula_no_valida"
    assert motivo in report["error"]["mensaje"]
