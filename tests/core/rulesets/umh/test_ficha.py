"""The UMH sheet model and its validation (each problem tied to its field), the catalogues and the example sheets."""

from __future__ import annotations

from pathlib import Path

from core import storage
from core.ruleset import SheetSupport
from core.rulesets.umh import RULESET
from tests.conftest import REPO
from tests.core.rulesets.umh.ayuda import defensa, ficha, golpe


def _campos(**campos: object) -> dict[str, str]:
    return {p.campo: p.mensaje for p in RULESET.validate(ficha(**campos)) if p.gravedad == "error"}


def test_ficha_minima_carga_con_valores_por_defecto() -> None:
    """Every field has a default: a sheet with only the named fields loads."""
    sheet = storage.sheet_from_data({"nombre": "Ana", "vit": 500, "ref": 3}, None, default_rules="umh")
    assert RULESET.validate(sheet) == []


def test_atajos_de_resistencia_y_escudo_mental() -> None:
    """A bare number is accepted for ``resistencias`` and ``escudos_mentales``; a mapping for ``reducciones``."""
    sheet = ficha(resistencias=100, escudos_mentales=50, reducciones={"fisica": 10})
    assert sheet.resistencias[0].valor == 100 and sheet.escudos_mentales[0].valor == 50
    assert sheet.reducciones[0].indole == "fisica"


def test_7_1_1_indoles_de_una_a_tres_y_conocidas() -> None:
    """7.1.1/9.5.4 - a skill has one to three índoles from the list."""
    errors = _campos(
        habilidades=[golpe("A", indoles=["fisica", "ignea", "mental", "sonora"]), golpe("B", indoles=["plasma"])]
    )
    assert "habilidades[0].indoles" in errors
    assert "habilidades[1].indoles[0]" in errors


def test_8_2_defensiva_necesita_variacion() -> None:
    """8.2 - Variaciones defensivas: a defensive skill states its variation; others do not have one."""
    errors = _campos(habilidades=[{"nombre": "Muro", "tipo": "defensiva"}, golpe("Tajo", variacion="evasion")])
    assert "habilidades[0].variacion" in errors and "habilidades[1].variacion" in errors


def test_9_2_5_1_sin_armas_de_fuego_en_defensas_internas() -> None:
    """9.2.5.1 - No es posible utilizar para Bloquear o realizar defensas internas ningún tipo de arma de fuego."""
    errors = _campos(habilidades=[defensa("Culatazo", "defensa_interna", arma_de_fuego=True)])
    assert "9.2.5.1" in errors["habilidades[0].arma_de_fuego"]


def test_2_3_4_1_mas_de_5_usos_de_anulacion() -> None:
    """2.3.4.1 - Las anulaciones y anticipaciones poseen un máximo de 5 usos por combate salvo que sea capaz de superarlo."""
    assert "habilidades[0].usos" in _campos(habilidades=[defensa("Anular", "anulacion", usos=6)])
    assert _campos(habilidades=[defensa("Anular", "anulacion", usos=6, supera_limite_anulaciones=True)]) == {}


def test_9_6_1_dureza_desconocida() -> None:
    """9.6.1 - the hardness must be one of the eight materials."""
    assert "resistencias[0].dureza" in _campos(resistencias=[{"valor": 10, "dureza": "titanio"}])


def test_efectos_con_nombre_valido_y_duracion() -> None:
    """11.3/11.4 - indirect types and crowd controls come from the lists; they need a duration (11.5.14)."""
    errors = _campos(
        habilidades=[
            golpe(
                "A",
                efectos=[
                    {"tipo": "indirecto", "nombre": "acido", "cantidad": 5, "duracion": 2},
                    {"tipo": "control", "nombre": "aturdimiento"},
                ],
            )
        ]
    )
    assert "habilidades[0].efectos[0].nombre" in errors
    assert "habilidades[0].efectos[1].duracion" in errors


def test_12_ambidiestro_solo_hasta_tres_tier_de_diferencia() -> None:
    """12.2.4 - the formula covers up to three TIER of difference."""
    armas = [{"nombre": "A", "tier": 5, "arma": 10}, {"nombre": "B", "tier": 1, "arma": 5}]
    assert "armas" in _campos(ambidiestro=True, armas=armas)


def test_fichas_de_ejemplo_son_legales() -> None:
    """sheets/umh: five example characters (melee, ranged, mental, evasion, tank with hardness)."""
    paths = sorted((REPO / "sheets" / "umh").glob("*.json"))
    assert len(paths) >= 5
    for path in paths:
        sheet = storage.load_sheet(Path(path))
        assert [p for p in RULESET.validate(sheet) if p.gravedad == "error"] == [], path.name


def test_soporte_de_ficha_catalogos_con_texto() -> None:
    """SheetSupport: catalogues of índoles, states, hardness and resistance scale, each with its rule text."""
    assert isinstance(RULESET, SheetSupport)
    cats = RULESET.catalogues()
    assert {"indoles", "estados", "durezas", "escala_resistencias"} <= set(cats)
    assert all(e.texto for entries in cats.values() for e in entries)
    sheet = ficha(inmunidades=["ignea"])
    assert RULESET.why_not_pick(sheet, "indoles", "ignea") is not None
    assert RULESET.why_not_pick(sheet, "indoles", "oscura") is None
    assert RULESET.derived(ficha(vel=4))["vel_total"][1] == 4


def test_3_1_1_no_se_pueden_aumentar_los_pa() -> None:
    """3.1.1 - No es posible aumentar ni disminuir los PA de ningún jugador por ningún método."""
    buff = {
        "nombre": "Prisa",
        "tipo": "suplementaria",
        "efectos": [{"tipo": "aumento", "atributo": "pa", "cantidad": 2}],
    }
    assert "3.1.1" in _campos(habilidades=[buff])["habilidades[0].efectos[0].atributo"]


def test_2_3_4_2_y_4_1_1_1_1_fechas_ilegibles_se_senalan_en_su_campo() -> None:
    """2.3.4.2 / 4.1.1.1.1 - the dates the tool counts real-time limits from are ISO dates; a bad one is a problem
    tied to its field."""
    sheet = ficha("F", ultima_huida="ayer", habilidades=[{"nombre": "S", "usos_semana_de": "lunes"}])
    fields = {p.campo for p in RULESET.validate(sheet)}
    assert "ultima_huida" in fields and "habilidades[0].usos_semana_de" in fields
