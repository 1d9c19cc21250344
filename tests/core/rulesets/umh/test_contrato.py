"""The typed contract of UMH: bounded sheet numbers, unknown sheet keys reported (and kept), step fields
declared per action, refusals with a stable code."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from core import grafias, storage
from core.contract import Refusal, refusal_code, sheet_problems, unknown_sheet_fields
from core.ruleset import Action
from core.rulesets.umh import RULESET
from core.rulesets.umh.acciones import ACCIONES
from core.rulesets.umh.ficha import FichaUmh
from core.rulesets.umh.pasos_declarados import _CAMPOS
from core.rulesets.umh.rechazos import CODIGOS, antepone
from core.runner import run_script
from gui.cli import main as cli
from tests.core.rulesets.umh.ayuda import batalla, ficha, leida

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
        (lambda v: {"tiers": {"vit": v}}, "tiers", "10"),
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
        leida({"nombre": "X", **datos(valor)})
    _carga(datos(valor))


def test_listas_y_textos_tienen_tope() -> None:
    assert _carga({"inmunidades": [f"i{n}" for n in range(101)]}).campo == "inmunidades"
    assert _carga({"habilidades": [{"nombre": "G" * 201}]}).campo == "habilidades[0].nombre"
    assert _carga({"objetos": ["x" * 201]}).campo == "objetos"
    assert _carga({"habilidades": [{"nombre": "G", "requiere": ["x" * 201]}]}).campo == "habilidades[0].requiere"
    assert "200" in str(_carga({"habilidades": [{"nombre": "G", "con_arma": "x" * 201}]}))


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


# -- 3. step fields declared per action ----------------------------------------------------------


def _guion(*pasos: dict[str, Any], **ficha_a: Any) -> dict[str, Any]:
    golpe = {"nombre": "Golpe", "dano": 100, "alcance": 1}
    return {
        "reglas": "umh",
        "reglas_caseras": {"ronda_preparacion": False},
        "combatientes": [
            {
                "id": "a",
                "bando": "A",
                "ficha": {"nombre": "Ana", "vit": 500, "vel": 3, "habilidades": [golpe], **ficha_a},
            },
            {"id": "b", "bando": "B", "ficha": {"nombre": "Beto", "vit": 500}},
        ],
        "pasos": list(pasos),
    }


def _ejecuta(*pasos: dict[str, Any], **ficha_a: Any) -> tuple[int, dict[str, Any]]:
    return run_script(_guion(*pasos, **ficha_a), Path("."))


def test_campo_mal_escrito_en_un_paso_se_rechaza_antes_de_empezar() -> None:
    """Issue «One typed contract»: ``"dadoss"`` is not silently ignored: exit 2, the step, the key, a suggestion."""
    code, report = _ejecuta(
        {"actor": "a", "accion": "habilidad", "habilidad": "Golpe", "objetivo": "b"},
        {"actor": "a", "accion": "habilidad", "habilidad": "Golpe", "objetivo": "b", "dadoss": [3]},
    )
    assert code == 2
    error = report["error"]
    assert (error["paso"], error["campo"], error["codigo"]) == (1, "dadoss", "campo_desconocido")
    assert "«dados»" in error["mensaje"] and "Paso 1" in error["mensaje"]
    assert report["pasos_aplicados"] == 0


@pytest.mark.parametrize(
    ("paso", "campo"),
    [
        ({"actor": "a", "accion": "desplazarse", "casillas": "dos"}, "casillas"),
        ({"actor": "a", "accion": "desplazarse", "casillas": 10**6}, "casillas"),
        ({"actor": "a", "accion": "pactar", "acuerdo": "sí"}, "acuerdo"),
        ({"actor": "a", "accion": "equipar", "objeto": 3}, "objeto"),
        ({"actor": "a", "accion": "habilidad", "habilidad": "Golpe", "objetivo": "b", "detectado": 1}, "detectado"),
        ({"actor": "a", "accion": "irrumpir", "denegar": 3}, "denegar"),
    ],
)
def test_valor_de_otra_clase_se_rechaza(paso: dict[str, Any], campo: str) -> None:
    code, report = _ejecuta(paso)
    assert code == 2
    assert (report["error"]["campo"], report["error"]["codigo"]) == (campo, "valor_no_valido")


def test_campo_de_otra_accion_se_rechaza() -> None:
    """``denegar`` belongs to IRRUMPIR: a LLAMADA DE AUXILIO cannot be denied (1.2.4.1) and does not take it."""
    code, report = _ejecuta({"actor": "a", "accion": "llamada_de_auxilio", "objetivo": "b", "denegar": ["a"]})
    assert code == 2 and report["error"]["codigo"] == "campo_desconocido" and report["error"]["campo"] == "denegar"


def test_sinonimos_documentados_del_paso_se_aceptan() -> None:
    """``poder``/``nombre`` for ``habilidad``, ``reaccion``/``defensa`` for ``respuesta``, ``PT``, ``atacar``."""
    code, report = _ejecuta(
        {"actor": "a", "accion": "atacar", "poder": "Golpe", "objetivo": "b", "reaccion": "ninguna"},
        {"actor": "a", "accion": "PT"},
        {"actor": "b", "accion": "paso_de_turno"},
        {"actor": "a", "accion": "Golpe", "objetivo": "b"},
    )
    assert code == 0, report["error"]
    assert report["combatientes"]["b"]["vit"] == 300


def test_cada_accion_declara_sus_campos() -> None:
    for accion in RULESET.step_actions():
        declared = RULESET.step_fields(accion)
        assert declared is not None, accion
        assert all(f.etiqueta for f in declared.values()), accion
    assert set(RULESET.step_fields("desplazarse") or {}) == {"casillas", "hacia"}
    assert RULESET.step_fields("Golpe Fuerte") == RULESET.step_fields("habilidad")  # the name of a skill
    # the synonyms (``moverse``, ``poder``, ``reaccion``) are read before the step is checked (core/grafias/umh.py)
    assert grafias.leer_paso("umh", {"actor": "a", "accion": "moverse", "casillas": 1}, 0)[0]["accion"] == "desplazarse"
    assert not {"poder", "nombre", "reaccion", "defensa", "choca_con"} & set(RULESET.step_fields("habilidad") or {})


# -- 4. refusal codes --------------------------------------------------------------------------


def test_cada_codigo_usado_esta_en_la_tabla_y_en_la_pagina() -> None:
    used: set[str] = set()
    for path in Path("core/rulesets/umh").glob("*.py"):
        used |= set(re.findall(r'Refusal\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
    assert used == set(CODIGOS)
    page = Path("docs/reglas/umh.md").read_text(encoding="utf-8")
    assert {c for c in CODIGOS if f"| `{c}` |" in page} == set(CODIGOS)


@pytest.mark.parametrize(
    ("pasos", "codigo"),
    [
        ([{"actor": "b", "accion": "habilidad", "habilidad": "Golpe", "objetivo": "a"}], "habilidad_desconocida"),
        ([{"actor": "b", "accion": "paso_turno"}], "fuera_de_turno"),
        ([{"actor": "a", "accion": "golpee", "objetivo": "b"}], "accion_desconocida"),
        ([{"actor": "a", "accion": "desplazarse", "casillas": 4}], "sin_velocidad"),
        ([{"actor": "a", "accion": "levantarse"}], "no_procede"),
        ([{"actor": "a", "accion": "habilidad", "habilidad": "Golpe"}], "objetivo_no_valido"),
        (
            [
                {"actor": "a", "accion": "habilidad", "habilidad": "Golpe", "objetivo": "b"},
                {"actor": "a", "accion": "habilidad", "habilidad": "Golpe", "objetivo": "b"},
            ],
            "una_vez_por_ronda",
        ),
    ],
)
def test_cada_rechazo_lleva_su_codigo(pasos: list[dict[str, Any]], codigo: str) -> None:
    code, report = _ejecuta(*pasos)
    assert code == 1
    assert report["error"]["codigo"] == codigo, report["error"]
    assert report["error"]["paso"] == len(pasos) - 1


def test_el_prefijo_de_una_respuesta_conserva_el_codigo() -> None:
    assert refusal_code(antepone("Respuesta de Beto: ", Refusal("sin_pa", "no tiene PA."))) == "sin_pa"
    assert str(antepone("Respuesta de Beto: ", Refusal("sin_pa", "no tiene PA."))) == "Respuesta de Beto: no tiene PA."


def test_una_ficha_en_sus_topes_combate() -> None:
    """Every number at its bound still validates, derives and fights (no overflow in the engine)."""
    big = {
        "vit": 1_000_000,
        "ref": 100_000,
        "vel": 100_000,
        "vol": 100_000,
        "fue": 100_000,
        "arma": 100_000,
        "tiers": {"vit": 10, "vol": 10},
        "resistencias": 1_000_000,
        "escudos_mentales": 1_000_000,
        "regeneracion": 1_000_000,
        "potenciadores": {"fisica": 1000},
        "reducciones": {"fisica": 100},
        "armas": [{"nombre": "A", "tier": 10, "arma": 100_000}, {"nombre": "B", "tier": 1, "arma": 100_000}],
        "ambidiestro": True,
    }
    skill = {
        "nombre": "Golpe",
        "dano": 1_000_000,
        "coste_pa": 0,
        "alcance": 1000,
        "golpes": 3,
        "control": {"tipo": "aturdimiento", "duracion": 1000},
        "indirecto": {"tipo": "quemadura", "cantidad": 1_000_000, "duracion": 1000},
    }
    sheet = storage.sheet_from_data({"nombre": "X", **big, "habilidades": [skill]}, None, default_rules="umh")
    RULESET.validate(sheet)
    assert isinstance(RULESET.derived(sheet), dict)
    script = _guion({"actor": "a", "accion": "habilidad", "habilidad": "Golpe", "objetivo": "b"}, **big)
    script["combatientes"][0]["ficha"]["habilidades"] = [skill]
    script["combatientes"][1]["ficha"].update(big)
    code, report = run_script(script, Path("."))
    assert code == 0, report["error"]


@pytest.mark.parametrize(
    "datos",
    [
        {"habilidades": [{"nombre": "G", "efectos": [{"tipo": [1]}]}]},
        {"habilidades": [{"nombre": "G", "efectos": [{"tipo": {"a": 1}}]}]},
        {"habilidades": [{"nombre": "G", "indoles": [{"tipo": None}]}]},
        {"inmunidades": [["fisica"]]},
        {"habilidades": [{"nombre": "G", "ignora": math.inf}]},
        {"habilidades": [{"nombre": "G", "perfora": -math.inf}]},
        {"habilidades": [{"nombre": "G", "estado": "Aturdimiento (" + "9" * 5000 + " acciones)"}]},
    ],
)
def test_datos_malformados_solo_dan_errores_de_validacion(datos: dict[str, Any]) -> None:
    """Whatever shape a file has, loading it fails only with the model's errors, never a crash."""
    with pytest.raises(ValidationError):
        leida({"nombre": "X", **datos})


def test_los_rechazos_al_empezar_llevan_su_codigo() -> None:
    script = _guion()
    script["combatientes"][1]["bando"] = "A"
    assert run_script(script, Path("."))[1]["error"]["codigo"] == "bandos_no_validos"
    script = _guion()
    script["reglas_caseras"]["agresor"] = "z"
    assert run_script(script, Path("."))[1]["error"]["codigo"] == "ajuste_no_valido"


def test_cada_accion_tiene_su_handler_y_sus_campos() -> None:
    """One ruleset shape: ``acciones.ACCIONES`` is the one registry of the actions (check and resolve), and each id
    declares its step fields."""
    assert tuple(RULESET.step_actions()) == ACCIONES.ids()
    assert set(ACCIONES) == set(_CAMPOS)
    refusal = RULESET.check(batalla(("a", "A", ficha()), ("b", "B", ficha())).view, Action("a", "volar"))
    assert refusal is not None and refusal_code(refusal) == "accion_desconocida"
