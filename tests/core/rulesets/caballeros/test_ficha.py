"""The sheet: model, migration 1 → 2, validation, the code catalogue and the editor support."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import registry
from core.grafias.caballeros import partes_de_codigos
from core.paths import examples_dir
from core.ruleset import SheetSupport
from core.rulesets.caballeros.ficha import FichaCaballero
from core.rulesets.caballeros.migracion import bono_de_texto, v1_a_v2
from core.storage import LoadError, load_sheet

RULESET = registry.get("caballeros")


def _escribir(tmp_path: Path, datos: dict[str, object]) -> Path:
    path = tmp_path / "ficha.json"
    path.write_text(json.dumps(datos, ensure_ascii=False), encoding="utf-8")
    return path


def test_una_ficha_con_solo_los_campos_del_issue_carga() -> None:
    ficha = FichaCaballero.model_validate(
        {
            "nombre": "X", "dios": "athena", "vida": 300, "armadura": 100, "cosmos": 200, "recargas_cosmos": 2,
            "dano_golpe": 30, "habilidades": ["ESC"], "bonos": [{"a": "dano", "valor": 10, "arm": True}],
            "acciones_prohibidas": ["presa"], "poderes": [{"nombre": "R", "codigos": ["R", "RB"], "coste": 50, "dano": 50}],
        }
    )  # fmt: skip
    assert ficha.poderes[0].codigos == ["R", "RB"] and ficha.version == 2
    assert RULESET.validate(ficha) == []


def test_schema_version_2_con_migracion_real() -> None:
    assert RULESET.schema_version == 2
    assert set(RULESET.migrations) == {1}


@pytest.mark.parametrize("texto", ["R, RB", "R/RB", "R RB", " R ,RB "])
def test_migracion_codigos_como_texto(tmp_path: Path, texto: str) -> None:
    path = _escribir(
        tmp_path,
        {
            "formato": "gesta-ficha",
            "version": 1,
            "reglas": "caballeros",
            "nombre": "Vieja",
            "poderes": [{"nombre": "Rayo", "codigos": texto, "coste": 80, "dano": 80}],
        },
    )
    ficha = load_sheet(path)
    assert isinstance(ficha, FichaCaballero)
    assert ficha.poderes[0].codigos == ["R", "RB"] and ficha.version == 2


def test_migracion_bonos_como_texto(tmp_path: Path) -> None:
    path = _escribir(
        tmp_path,
        {
            "formato": "gesta-ficha", "version": 1, "reglas": "caballeros", "nombre": "Vieja",
            "bonos": ["+10 ptos daño ARM", "+1 esquivar", "+20 ptos daño a golpe", "+1 Cosmos", "-1 bloquear", "+5 ptos daño presa"],
        },
    )  # fmt: skip
    ficha = load_sheet(path)
    assert isinstance(ficha, FichaCaballero)
    assert [(b.a, b.valor, b.arm) for b in ficha.bonos] == [
        ("dano", 10, True), ("esquivar", 1, False), ("dano_golpe", 20, False), ("cosmos", 1, False),
        ("bloquear", -1, False), ("dano_presa", 5, False),
    ]  # fmt: skip


def test_migracion_es_idempotente_con_datos_estructurados(tmp_path: Path) -> None:
    datos = {
        "formato": "gesta-ficha", "version": 1, "reglas": "caballeros", "nombre": "Nueva",
        "bonos": [{"a": "dano", "valor": 10, "arm": True}],
        "poderes": [{"nombre": "Rayo", "codigos": ["R", "RB"], "coste": 80, "dano": 80}],
    }  # fmt: skip
    assert v1_a_v2(datos) == datos
    assert v1_a_v2(v1_a_v2(datos)) == datos
    ficha = load_sheet(_escribir(tmp_path, datos))
    assert isinstance(ficha, FichaCaballero)
    assert ficha.poderes[0].codigos == ["R", "RB"] and ficha.bonos[0].arm


def test_migracion_deja_un_bono_ilegible_para_que_la_carga_diga_el_campo(tmp_path: Path) -> None:
    path = _escribir(
        tmp_path,
        {"formato": "gesta-ficha", "version": 1, "reglas": "caballeros", "nombre": "Vieja", "bonos": ["muy fuerte"]},
    )
    with pytest.raises(LoadError) as error:
        load_sheet(path)
    assert "bonos[0]" in str(error.value)
    assert bono_de_texto("muy fuerte") == "muy fuerte"
    assert partes_de_codigos("INM;V") == ["INM", "V"]


def test_validacion_codigos_desconocidos_y_contradictorios() -> None:
    ficha = FichaCaballero(
        nombre="X",
        poderes=[
            {"nombre": "A", "codigos": ["R"], "dano": 10},
            {"nombre": "B", "codigos": ["R", "RB", "RE", "ZZ"], "dano": 10},
        ],
    )  # type: ignore[list-item]
    problemas = RULESET.validate(ficha)
    campos = {p.campo for p in problemas}
    assert campos == {"poderes[1].codigos"}
    textos = " ".join(p.mensaje for p in problemas)
    assert "ZZ" in textos and "contradictorios" in textos


@pytest.mark.parametrize(
    ("codigos", "campo"),
    [(["M"], "tirada_mortal"), (["T"], "turnos_extra"), (["INM"], "turnos_inmovilizado"), (["V"], "veneno_turnos"),
     (["RV"], "veneno_dano"), (["DefB"], "puntos_por_cosmos"), (["DefEsq"], "bono"), (["RMult"], "rayos"), (["RSD"], "tirada_minima")],
)  # fmt: skip
def test_validacion_numeros_que_necesita_cada_codigo(codigos: list[str], campo: str) -> None:
    ficha = FichaCaballero(
        nombre="X",
        poderes=[{"nombre": "Z", "codigos": ["R"], "dano": 10}, {"nombre": "P", "codigos": codigos, "dano": 30}],
    )  # type: ignore[list-item]
    assert f"poderes[1].{campo}" in {p.campo for p in RULESET.validate(ficha)}


def test_validacion_mortal_de_otra_variante_no_pide_tirada() -> None:
    """Poderes Mortales «de otra variante»: con ``mortal_sin_tirada`` no falta ``tirada_mortal``."""
    ficha = FichaCaballero(
        nombre="X",
        poderes=[{"nombre": "J", "codigos": ["M"], "mortal_sin_tirada": True}],  # type: ignore[list-item]
    )
    assert "poderes[0].tirada_mortal" not in {p.campo for p in RULESET.validate(ficha)}


def test_validacion_valores_fuera_de_rango() -> None:
    ficha = FichaCaballero(
        nombre="X", vida=0, recargas_cosmos=12, bonos=[{"a": "esquivar", "valor": 5}],  # type: ignore[list-item]
        acciones_prohibidas=["volar"], poderes=[{"nombre": "M", "codigos": ["M"], "tirada_mortal": 12}],  # type: ignore[list-item]
    )  # fmt: skip
    campos = {p.campo for p in RULESET.validate(ficha)}
    assert {"vida", "recargas_cosmos", "bonos[0].valor", "acciones_prohibidas[0]", "poderes[0].tirada_mortal"} <= campos


def test_catalogo_de_codigos_completo_con_texto_familia_y_campos() -> None:
    assert isinstance(RULESET, SheetSupport)
    entradas = {e.nombre: e for e in RULESET.catalogues()["codigos"]}
    esperados = "D T INM Inv M V P LL Comb R RB RE RVid RArm RMult RM RV RD RSD DefR DefA DefContR DefContA DefDR DefDA DefDT DefEsq DefBloq DefCtr DefB A F H G C Ment K ARM"
    assert set(esperados.split()) == set(entradas)
    assert entradas["M"].campos[0] == "tirada_mortal" and entradas["RB"].grupo == "Rayo"
    assert "solo pueden ser bloqueados" in entradas["RB"].texto or "solo puede ser bloqueado" in entradas["RB"].texto
    assert all(e.texto for e in entradas.values())


def test_why_not_pick_codigos_contradictorios() -> None:
    assert isinstance(RULESET, SheetSupport)
    ficha = FichaCaballero(nombre="X", poderes=[{"nombre": "Rayo", "codigos": ["RB"], "dano": 10}])  # type: ignore[list-item]
    assert "solo bloqueable" in (RULESET.why_not_pick(ficha, "codigos", "Rayo:RE") or "")
    assert RULESET.why_not_pick(ficha, "codigos", "Rayo:F") is None
    assert "ya tiene" in (RULESET.why_not_pick(ficha, "codigos", "RB") or "")
    assert "no es un código" in (RULESET.why_not_pick(ficha, "codigos", "XYZ") or "")
    assert RULESET.budget(ficha) == []
    assert RULESET.derived(FichaCaballero(nombre="Y", bonos=[{"a": "cosmos", "valor": 1}]))["recargas_cosmos"][1] == 3  # type: ignore[list-item]


def test_fichas_de_ejemplo_cargan_y_son_legales() -> None:
    rutas = sorted((examples_dir() / "caballeros").glob("*.json"))
    assert len(rutas) >= 5
    codigos: set[str] = set()
    dioses: set[str] = set()
    for ruta in rutas:
        ficha = load_sheet(ruta)
        assert isinstance(ficha, FichaCaballero)
        errores = [p for p in RULESET.validate(ficha) if p.gravedad == "error"]
        if ruta.stem.startswith("ilegal"):
            # A deliberately illegal sample (forum text with mistakes) shows the validator's messages.
            assert errores, ruta.name
            continue
        assert errores == [], ruta.name
        codigos |= {c for p in ficha.poderes for c in p.codigos}
        dioses.add(str(ficha.dios))
        if "DefB" in {c for p in ficha.poderes for c in p.codigos}:
            assert "ESC" in ficha.habilidades
    assert {
        "R",
        "RB",
        "RE",
        "RMult",
        "RD",
        "RSD",
        "RVid",
        "RArm",
        "RM",
        "RV",
        "INM",
        "V",
        "T",
        "DefB",
        "Inv",
        "DefR",
    } <= codigos
    assert len(dioses - {"None"}) >= 4


def test_migracion_dios_y_listas_escritas_como_texto(tmp_path: Path) -> None:
    path = _escribir(
        tmp_path,
        {
            "formato": "gesta-ficha",
            "version": 1,
            "reglas": "caballeros",
            "nombre": "V",
            "dios": "Poseidón",
            "habilidades": "ESC",
            "acciones_prohibidas": "presa, llave",
        },
    )
    ficha = load_sheet(path)
    assert isinstance(ficha, FichaCaballero)
    assert (ficha.dios, ficha.habilidades, ficha.acciones_prohibidas) == ("poseidon", ["ESC"], ["presa", "llave"])


def test_recargas_de_la_ficha() -> None:
    """III ACCIÓN COSMOS: "2 recargas de cosmos ... (serán 3 si en la ficha del personaje viene reflejado el bono +1 Cosmos)"."""
    from core.rulesets.caballeros.estado import recargas_iniciales

    assert recargas_iniciales(FichaCaballero(nombre="X")) == 2
    assert recargas_iniciales(FichaCaballero(nombre="X", bonos=[{"a": "cosmos", "valor": 1}])) == 3  # type: ignore[list-item]
    assert recargas_iniciales(FichaCaballero(nombre="X", recargas_cosmos=3, bonos=[{"a": "cosmos", "valor": 1}])) == 3  # type: ignore[list-item]


def test_los_campos_del_catalogo_existen_en_el_modelo_de_poder() -> None:
    from core.rulesets.caballeros.ficha import Poder

    for entrada in RULESET.catalogues()["codigos"]:  # type: ignore[attr-defined]
        for campo in entrada.campos:
            assert campo in Poder.model_fields, (entrada.nombre, campo)


def test_catalogo_de_intervenciones_por_dios() -> None:
    """III ACCIÓN INTERVENCIÓN DIVINA: dos intervenciones por dios, cada una "solo válida para los caballeros que sirven a" su dios."""
    assert isinstance(RULESET, SheetSupport)
    entradas = RULESET.catalogues()["intervenciones"]
    assert len(entradas) == 18
    assert {e.grupo for e in entradas} == {
        "athena",
        "hades",
        "poseidon",
        "odin",
        "abel",
        "lucifer",
        "eris",
        "artemisa",
        "kronos",
    }
    ficha = FichaCaballero(nombre="X", dios="eris")
    assert RULESET.why_not_pick(ficha, "intervenciones", "lanza_de_eris") is None
    assert "athena" in (RULESET.why_not_pick(ficha, "intervenciones", "sanacion_de_athena") or "")
