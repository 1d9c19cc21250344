"""A sheet from another player is safe: numbers inside declared bounds, unknown keys reported and kept.

Issue «Files from other players are safe»: NaN, Infinity, 10**30, 2**63 or 2147483648 never load
(the message names the field and its bound). Issue «One typed contract»: a misspelt key (``"vdia"``,
a power's ``"cooste"``) is a problem tied to that key with the closest names, and survives a save.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from core.contract import sheet_problems, unknown_sheet_fields
from core.rulesets.caballeros import RULESET
from core.rulesets.caballeros.ficha import PUNTOS, FichaCaballero
from core.storage import LoadError, load_sheet, parse_json_bytes, save_sheet, sheet_from_data
from gui.cli import main

ENORMES = [float("nan"), float("inf"), float("-inf"), 10**30, 2**63, 2147483648]


def _ficha(**campos: object) -> dict[str, object]:
    return {"formato": "gesta-ficha", "version": 2, "reglas": "caballeros", "nombre": "Alba", **campos}


def _poder(**campos: object) -> dict[str, object]:
    return {"nombre": "Rayo", "codigos": ["R"], "coste": 20, "dano": 40, **campos}


RUTAS = {
    "vida": lambda v: _ficha(vida=v),
    "recargas_cosmos": lambda v: _ficha(recargas_cosmos=v),
    "resistencias.fuego": lambda v: _ficha(resistencias={"fuego": v}),
    "poderes.0.coste": lambda v: _ficha(poderes=[_poder(coste=v)]),
    "poderes.0.rayos": lambda v: _ficha(poderes=[_poder(codigos=["R", "RMult"], rayos=v)]),
    "poderes.0.niveles.0.dano": lambda v: _ficha(poderes=[_poder(niveles=[{"nombre": "I", "coste": 10, "dano": v}])]),
    "poderes.0.ambiente.dano_por_turno": lambda v: _ficha(
        poderes=[_poder(codigos=["A"], ambiente={"dano_por_turno": v})]
    ),
    "aliados.0.dano_golpe": lambda v: _ficha(aliados=[{"nombre": "Beto", "dano_golpe": v}]),
    "bonos.0.valor": lambda v: _ficha(bonos=[{"a": "dano", "valor": v}]),
}


@pytest.mark.parametrize("valor", ENORMES, ids=repr)
@pytest.mark.parametrize("ruta", list(RUTAS))
def test_numero_fuera_de_limites_no_carga(ruta: str, valor: float) -> None:
    datos = RUTAS[ruta](valor)
    with pytest.raises(ValidationError) as error:
        FichaCaballero.model_validate(datos)
    (problema,) = error.value.errors()
    lugar = ".".join(str(p) for p in problema["loc"])
    assert lugar == ruta or (ruta == "resistencias.fuego" and lugar == "resistencias")
    if isinstance(valor, int):
        limite = problema.get("ctx", {}).get("le", PUNTOS)
        assert problema["type"] in ("less_than_equal", "value_error")
        assert str(limite) in str(error.value)
    else:
        assert problema["type"] in ("finite_number", "less_than_equal", "greater_than_equal")


@pytest.mark.parametrize("valor", [2147483648, -2147483648, 10**12])
def test_fichero_con_numero_enorme_dice_el_campo_y_el_limite(valor: int) -> None:
    raw = json.dumps(_ficha(vida=valor)).encode()
    with pytest.raises(LoadError) as error:
        sheet_from_data(parse_json_bytes(raw), None)
    mensaje = str(error.value)
    assert "vida" in mensaje
    assert str(PUNTOS) in mensaje.replace(".", "").replace(" ", "").replace("_", "")


@pytest.mark.parametrize("texto", [b"1" + b"0" * 30, b"9223372036854775808", b"NaN", b"Infinity"])
def test_fichero_con_numero_imposible_no_se_abre(texto: bytes) -> None:
    raw = json.dumps(_ficha(vida=0)).encode().replace(b'"vida": 0', b'"vida": ' + texto)
    with pytest.raises(LoadError):
        sheet_from_data(parse_json_bytes(raw), None)


def test_el_limite_cabe_en_un_spin_box_de_32_bits() -> None:
    assert FichaCaballero.model_validate(_ficha(vida=PUNTOS)).vida == PUNTOS
    assert PUNTOS < 2**31 - 1


def test_listas_y_textos_tienen_tope() -> None:
    with pytest.raises(ValidationError):
        FichaCaballero.model_validate(_ficha(poderes=[_poder(nombre=f"P{i}") for i in range(501)]))
    with pytest.raises(ValidationError):
        FichaCaballero.model_validate(_ficha(descripcion="x" * 20_001))


def test_los_numeros_de_la_validacion_siguen_siendo_avisos() -> None:
    """The build rules' own ranges (vida ≥ 1, recargas 0-9...) stay problems: the sheet still loads."""
    ficha = FichaCaballero.model_validate(_ficha(vida=0, armadura=-5, recargas_cosmos=12))
    campos = {p.campo for p in RULESET.validate(ficha)}
    assert {"vida", "armadura", "recargas_cosmos"} <= campos


def test_bono_de_texto_con_un_numero_enorme_no_revienta() -> None:
    """A forum bonus with thousands of digits is left unread (the load names its field), never a crash."""
    datos = _ficha(version=1, bonos=["+" + "9" * 5000 + " esquivar"])
    with pytest.raises(LoadError) as error:
        sheet_from_data(datos, None)
    assert "bonos" in str(error.value)


# -- unknown keys ------------------------------------------------------------------------------


def test_clave_desconocida_arriba_y_en_un_poder() -> None:
    ficha = sheet_from_data(_ficha(vdia=500, armaduraa=50, poderes=[_poder(cooste=30)]), None)
    problemas = {p.campo: p for p in sheet_problems(RULESET, ficha)}
    assert "«vida»" in problemas["vdia"].mensaje
    assert "«armadura»" in problemas["armaduraa"].mensaje
    assert "«coste»" in problemas["poderes[0].cooste"].mensaje
    assert all(problemas[c].gravedad == "error" for c in ("vdia", "armaduraa", "poderes[0].cooste"))
    assert ficha.vida == 300  # the misspelt life was not read


def test_clave_desconocida_en_un_aliado_un_nivel_y_un_ambiente() -> None:
    poder = _poder(niveles=[{"nombre": "I", "coste": 10, "dano": 20, "dnao": 5}], ambiente={"esquivr": 1})
    ficha = sheet_from_data(
        _ficha(aliados=[{"nombre": "Beto", "poderes": [poder]}], bonos=[{"a": "dano", "valor": 5, "amr": True}]), None
    )
    campos = {p.campo for p in unknown_sheet_fields(ficha)}
    assert campos == {
        "aliados[0].poderes[0].niveles[0].dnao",
        "aliados[0].poderes[0].ambiente.esquivr",
        "bonos[0].amr",
    }


def test_gesta_validar_dice_la_sugerencia(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "alba.json"
    path.write_text(json.dumps(_ficha(vdia=500, poderes=[_poder(cooste=30)])), encoding="utf-8")
    assert main(["validar", str(path)]) == 1
    salida = capsys.readouterr().out
    assert "vdia" in salida and "«vida»" in salida
    assert "cooste" in salida and "«coste»" in salida


def test_la_clave_desconocida_sobrevive_al_guardar(tmp_path: Path) -> None:
    path = tmp_path / "alba.json"
    save_sheet(path, sheet_from_data(_ficha(vdia=500, poderes=[_poder(cooste=30)]), None))
    datos = json.loads(path.read_text(encoding="utf-8"))
    assert datos["vdia"] == 500 and datos["poderes"][0]["cooste"] == 30
    vuelta = load_sheet(path)
    assert {p.campo for p in unknown_sheet_fields(vuelta)} == {"vdia", "poderes[0].cooste"}


def test_nombres_documentados_se_leen_con_aviso() -> None:
    """docs/reglas/caballeros.md: ``turnos`` of a T is ``turnos_extra``, ``{"F": 20}`` is fuego, a bonus
    to ``"rayo"`` is ``dano_rayo``, codes in any case: read, and said, never reported as unknown."""
    datos = _ficha(
        resistencias={"F": 20},
        bonos=[{"a": "rayo", "valor": 10}],
        poderes=[{"nombre": "Prisa", "codigos": ["t"], "turnos": 2}, _poder(codigos="R, RMult", numero_rayos=3)],
    )
    ficha = sheet_from_data(datos, None)
    assert isinstance(ficha, FichaCaballero)
    assert ficha.poderes[0].turnos_extra == 2 and ficha.poderes[1].rayos == 3
    assert ficha.resistencias == {"fuego": 20} and ficha.bonos[0].a == "dano_rayo"
    assert unknown_sheet_fields(ficha) == []
    assert set(ficha.lecturas) == {
        ("poderes[0].codigos", "t", "T"),
        ("poderes[0].turnos_extra", "turnos", "turnos_extra"),
        ("poderes[1].rayos", "numero_rayos", "rayos"),
        ("resistencias.fuego", "F", "fuego"),
        ("bonos[0].a", "rayo", "dano_rayo"),
    }
    avisos = [p for p in sheet_problems(RULESET, ficha) if "se lee como" in p.mensaje]
    assert len(avisos) == 5 and all(p.gravedad == "aviso" for p in avisos)


def test_un_nombre_alternativo_que_no_se_usa_se_dice() -> None:
    """``turnos`` in a power with no T, INM or V has no effect: it is reported, not silently ignored."""
    ficha = sheet_from_data(_ficha(poderes=[_poder(turnos=2)]), None)
    assert [p.campo for p in unknown_sheet_fields(ficha)] == ["poderes[0].turnos"]


def test_fichas_incluidas_sin_claves_desconocidas() -> None:
    for path in sorted((Path(__file__).parents[4] / "sheets" / "caballeros").glob("*.json")):
        assert unknown_sheet_fields(load_sheet(path)) == [], path.name
