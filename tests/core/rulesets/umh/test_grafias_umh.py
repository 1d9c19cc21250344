"""Hand-written sheets and steps: the names of docs/reglas/umh.md «Nombres para guiones» and their synonyms."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from core.contract import unknown_sheet_fields
from core.paths import resources_dir
from core.rulesets.umh import ficha as modelo
from core.rulesets.umh.ficha import FichaUmh
from core.rulesets.umh.orden import orden_de_ronda
from core.rulesets.umh.validacion import validar
from core.runner import run_script
from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, hacer, leida, usar, vivo


def test_ficha_con_tildes_mayusculas_y_sinonimos() -> None:
    """Keys and values as the rule text spells them load into the documented fields."""
    sheet = leida(
        {
            "VIT": 300,
            "Reflejos": 4,
            "RES": {"valor": 100, "dureza": "Acero orgánico"},
            "inmunidades": "Eléctrica",
            "reducciones": {"Física": 10},
            "habilidades": [
                {"nombre": "Llamarada", "PA": 3, "daño": 200, "índole": "Ígnea", "TR": 1},
                {"nombre": "Bloqueo", "tipo": "Defensiva", "variación": "Defensa interna", "resistencia": 150},
                {"nombre": "Aguja", "daño": 20, "ignora_resistencias": 10},
                {"nombre": "Rayo", "efectos": [{"tipo": "Control", "nombre": "Parálisis", "duración": 2}]},
            ],
        }
    )
    assert (sheet.nombre, sheet.vit, sheet.ref) == ("Sin nombre", 300, 4)
    assert sheet.resistencias[0].valor == 100 and sheet.resistencias[0].dureza == "acero_organico"
    assert sheet.inmunidades == ["electrica"]
    assert sheet.reducciones[0].indole == "fisica" and sheet.reducciones[0].porcentaje == 10
    fire, block, needle, bolt = sheet.habilidades
    assert (fire.coste_pa, fire.dano, fire.indoles, fire.enfriamiento) == (3, 200, ["ignea"], 1)
    assert (block.tipo, block.variacion, block.defensa) == ("defensiva", "defensa_interna", 150)
    assert needle.ignora is not None and (needle.ignora.porcentaje, needle.ignora.pasivas) == (10, True)
    assert (bolt.efectos[0].tipo, bolt.efectos[0].nombre, bolt.efectos[0].duracion) == ("control", "paralisis", 2)


def test_pasos_con_sinonimos_pt_poder_y_recibir() -> None:
    """`PT` is *PASO TURNO* (2.3.3); `poder` names the skill; {"poder": ...} names the defence."""
    b = batalla(
        ("a", "A", ficha(vel=5, habilidades=[golpe("Golpe", 50)])),
        ("d", "B", ficha(habilidades=[defensa("Muro", "defensa_externa", defensa=30)])),
    )
    hacer(b, "a", "habilidad", "d", {"poder": "Muro"}, poder="Golpe")
    assert vivo(b, "d")["vit"] == 80
    hacer(b, "a", "PT")
    assert b.state["turno"] == "d"


def test_2_2_3_empate_entre_quien_empezo_y_quien_irrumpio() -> None:
    """2.2.3 - Ante empates de velocidad, obtendrá primer turno aquel jugador que se haya unido antes:
    b (from the start) before c (IRRUMPIR), although c is on the aggressor's side."""
    b = batalla(
        ("a", "A", ficha(vel=3)),
        ("b", "B", ficha(vel=5)),
        ("c", "A", ficha(vel=5)),
        reserva=["c"],
    )
    hacer(b, "c", "irrumpir")
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert b.state["orden"] == ["b", "c", "b", "a"]


def test_regla_casera_empate_bando_agresor() -> None:
    """House rule `empate_bando_agresor`: any tie for the first turn goes to the aggressor's side."""
    sides = {"A": ["a", "c"], "B": ["b"]}
    speed = {"a": 3, "b": 5, "c": 5}
    literal = orden_de_ronda(sides, speed, ["a", "b", "c"], agresor="a", primera=False)
    house = orden_de_ronda(sides, speed, ["a", "b", "c"], agresor="a", primera=False, empate_bando_agresor=True)
    assert [t.cid for t in literal] == ["b", "c", "b", "a"]
    assert [t.cid for t in house] == ["c", "b", "a", "b"]


def test_8_2_1_4_la_mitad_de_un_indirecto_es_la_mitad_de_la_cantidad() -> None:
    """8.2.1.4 - evadir sin los requisitos produce un 50 % del daño y los efectos asociados; la reducción de
    efectos se redondea a la baja pero no es posible reducir a 0 (an indirect keeps its duration)."""
    skill = golpe(
        "Luz",
        40,
        indoles=["luminica"],
        efectos=[{"tipo": "indirecto", "nombre": "quemadura", "cantidad": 5, "duracion": 3}],
    )
    b = batalla(
        ("a", "A", ficha(habilidades=[skill])),
        ("d", "B", ficha(ref=1, vel=3, habilidades=[defensa("Salto", "evasion")])),
    )
    usar(b, "a", "Luz", "d", "Salto")
    assert vivo(b, "d")["vit"] == 80
    assert vivo(b, "d")["indirectos"]["quemadura"]["cantidad"] == 2
    assert vivo(b, "d")["indirectos"]["quemadura"]["duracion"] == 3


def test_5_y_6_alcances_y_areas_con_los_nombres_del_texto() -> None:
    """5.1.1 (Propio, Contacto, Distancia) and 6.1.1 (Lineal, Área simple, Área sobre el usuario, Área sobre el
    objetivo, Cónico, Área especial) as a reader writes them, with their sizes («Área 3, alcance 1»)."""
    cases = [
        ({"area": "Área simple"}, ("area_simple", 0)),
        ({"Área": "Área 3", "alcance": 1}, ("area_simple", 3)),
        ({"area": 2}, ("area_simple", 2)),
        ({"area": {"tipo": "Sobre el objetivo", "tamaño": 1}}, ("sobre_el_objetivo", 1)),
        ({"area": "Área sobre el usuario 2"}, ("sobre_el_usuario", 2)),
        ({"area": "Cónico 1"}, ("conico", 1)),
        ({"area": "Lineal"}, ("lineal", 0)),
        ({"area": "Área especial"}, ("especial", 0)),
    ]
    for fields, (kind, size) in cases:
        skill = leida({"nombre": "F", "habilidades": [{"nombre": "H", **fields}]}).habilidades[0]
        assert (skill.area.tipo, skill.area.tamano) == (kind, size), fields
    far = leida({"nombre": "F", "habilidades": [{"nombre": "H", "Alcance": "Distancia 5"}]})
    assert (far.habilidades[0].alcance.tipo, far.habilidades[0].alcance.casillas) == ("distancia", 5)
    own = leida({"nombre": "F", "habilidades": [{"nombre": "H", "alcance": "Propio"}]})
    assert own.habilidades[0].alcance.tipo == "propio"
    many = leida({"nombre": "F", "habilidades": [{"nombre": "H", "impactos": "Múltiples"}]})
    assert many.habilidades[0].impactos == "multiples"


def test_respuesta_y_campos_del_paso_con_mayusculas_y_tildes() -> None:
    """«Nombres para guiones»: `{"Habilidad": "escudo"}` in a respuesta and `"Casillas"` in a step read as their
    lower-case ASCII forms (9.2.1: the defence is then subtracted)."""
    b = batalla(
        ("a", "A", ficha(vel=2, habilidades=[golpe("Golpe Fuerte", 50)])),
        ("d", "B", ficha(habilidades=[defensa("Escudo", "defensa_externa", defensa=20)])),
    )
    usar(b, "a", "golpe fuerte", "d", {"Habilidad": "escudo"})
    assert vivo(b, "d")["vit"] == 70
    hacer(b, "a", "desplazarse", Casillas=2)
    assert vivo(b, "a")["vel"] == 0


def test_11_efectos_con_los_nombres_del_texto() -> None:
    """11.2 daño indirecto, 11.4 controles de masas, 11.5 estados alterados, written as the text names them."""
    skill = leida(
        {
            "nombre": "F",
            "habilidades": [
                {
                    "nombre": "H",
                    "efectos": [
                        {"Tipo": "Daño indirecto", "Nombre": "Veneno", "Daño": 10, "Duración": 3},
                        {"tipo": "Control de masas", "nombre": "Parálisis", "duracion": 1},
                        {"tipo": "Estado alterado", "nombre": "Inhabilitación de ambas piernas"},
                    ],
                }
            ],
        }
    ).habilidades[0]
    assert [(e.tipo, e.nombre) for e in skill.efectos] == [
        ("indirecto", "envenenamiento"),
        ("control", "paralisis"),
        ("estado", "inhabilitacion_piernas"),
    ]
    assert skill.efectos[0].cantidad == 10 and skill.efectos[0].duracion == 3


def test_2_6_4_y_2_8_claves_de_ficha_con_los_nombres_del_texto() -> None:
    """2.6.4 (STATs de la TIENDA DE EXPERIENCIA), 2.8 (aumentos), 4.1.4 (puntos de vigor) with the documented
    spellings: capitals and accents folded, ``vigor`` and ``inmunidad`` for their fields."""
    sheet = leida(
        {
            "Nombre": "F",
            "Vigor": 2,
            "Tienda_experiencia": {"VIT": 10},
            "Aumentos": [{"Atributo": "FUE", "Tipo": "Numérico", "Valor": 3}],
            "Inmunidad": "Ígnea",
        }
    )
    assert sheet.puntos_vigor == 2 and sheet.tienda_experiencia == {"vit": 10}
    assert (sheet.aumentos[0].atributo, sheet.aumentos[0].tipo, sheet.aumentos[0].valor) == ("fue", "numerico", 3)
    assert sheet.inmunidades == ["ignea"]


def test_7_1_1_elemental_con_su_subindole_es_una_sola_indole() -> None:
    """7.1.1 - «Elemental: Variación del daño físico que engloba habilidades de agua, fuego, hielo...» with its
    sub-kinds (7.1.1.2–7.1.1.6): «Elemental ígnea», «Elemental (eléctrica)» and ["Elemental", "Ígnea"] are one
    índole, the sub-kind, so that 9.5.2 (inmune a la índole: 100 %) applies in full and not as one of two (9.5.3)."""
    sheet = ficha(
        habilidades=[
            {"nombre": "A", "indoles": ["Elemental", "Ígnea"]},
            {"nombre": "B", "índole": "Elemental ígnea"},
            {"nombre": "C", "indoles": ["elemental (eléctrica)"]},
            {"nombre": "D", "indoles": ["Energética: psiónica"]},
        ]
    )
    assert [h.indoles for h in sheet.habilidades] == [["ignea"], ["ignea"], ["electrica"], ["psionica"]]
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Llamarada", 60, indoles=["Elemental", "Ígnea"])])),
        ("d", "B", ficha(inmunidades=["Ígnea"])),
    )
    usar(b, "a", "Llamarada", "d", "ninguna")
    assert vivo(b, "d")["vit"] == 100


def test_inmunidad_a_la_familia_no_se_colapsa() -> None:
    """9.5.1 - inmunidad a una índole: an immunity list keeps «Elemental» next to «Ígnea» (both are immunities)."""
    assert ficha(inmunidades=["Elemental", "Ígnea"]).inmunidades == ["elemental", "ignea"]


def test_tier_de_cada_stat_con_mayusculas() -> None:
    """Issue names: «TIER of each stat»: ``"TIER": {"VIT": 3}`` is read as ``tiers``."""
    assert ficha(**{"TIER": {"VIT": 3, "VOL": 2}}).tiers == {"vit": 3, "vol": 2}


def test_respuesta_con_la_variacion_o_con_reaccion() -> None:
    """8.2 - the answer may name the defensive variation when the target has only one skill of it («Evasión»,
    «Defensa interna»), be written ``{"defensa": nombre}``, or be given as ``"reaccion"`` in the step."""
    d = ficha(
        vel=3,
        habilidades=[
            defensa("Bloqueo", "defensa_interna", defensa=10),
            defensa("Muro", "defensa_externa", defensa=20),
            defensa("Esquiva", "evasion", desplazamiento=1),
        ],
    )
    b = batalla(("a", "A", ficha(habilidades=[golpe("Uno", 30), golpe("Dos", 30), golpe("Tres", 30)])), ("d", "B", d))
    usar(b, "a", "Uno", "d", "Evasión")
    assert vivo(b, "d")["vit"] == 100
    usar(b, "a", "Dos", "d", {"defensa": "Muro"})
    assert vivo(b, "d")["vit"] == 90
    hacer(b, "a", "habilidad", "d", None, habilidad="Tres", reaccion="Defensa interna")
    assert vivo(b, "d")["vit"] == 70


def test_efecto_nombrado_por_su_estado_y_plurales() -> None:
    """11.3–11.5 names as a GM types them: ``{"tipo": "Aturdimiento"}`` is a crowd control (11.4.1),
    ``{"tipo": "Derribo"}`` an altered state (11.5.2), «Quemaduras» the indirect «quemadura» (11.3)."""
    sheet = ficha(
        habilidades=[
            golpe(
                "H",
                10,
                efectos=[
                    {"tipo": "Aturdimiento", "duración": 1},
                    {"tipo": "Derribo"},
                    {"tipo": "Daño indirecto", "nombre": "Quemaduras", "cantidad": 5, "duración": 2},
                ],
            )
        ]
    )
    got = [(e.tipo, e.nombre) for e in sheet.habilidades[0].efectos]
    assert got == [("control", "aturdimiento"), ("estado", "derribo"), ("indirecto", "quemadura")]


def test_1_3_4_equipar_sin_distinguir_mayusculas() -> None:
    """1.3.4 - el método de equipamiento tradicional: «espada» names the sheet's «Espada»."""
    b = batalla(("a", "A", ficha(armas=[{"nombre": "Espada", "tier": 1, "arma": 10}])), ("d", "B", ficha()))
    hacer(b, "a", "equipar", objeto="espada")
    assert vivo(b, "a")["equipado"] == ["Espada"]


def test_9_3_1_nivel_de_la_escala_con_mayusculas() -> None:
    """9.3.1 - escala de resistencias; 11.5.3: «No aplica si se posee una defensa pasiva sobrehumana o superior»:
    «Sobrehumana» as typed is the scale level ``sobrehumana``."""
    assert ficha(RES={"valor": 5, "escala": "Sobrehumana"}).resistencias[0].escala == "sobrehumana"


@pytest.mark.parametrize(
    ("escrito", "cercano"),
    [("Puntos de vigor", "puntos_vigor"), ("Tienda de experiencia", "tienda_experiencia"), ("Inmune", "inmunidades")],
)
def test_una_grafia_no_documentada_es_un_problema_con_el_nombre_mas_cercano(escrito: str, cercano: str) -> None:
    """Issue 13 §3: only the spellings of docs/reglas/umh.md («Nombres para guiones») are read; any other is not
    read silently as a field but reported with the closest canonical name."""
    sheet = leida({"nombre": "F", escrito: 2})
    problems = unknown_sheet_fields(sheet)
    assert len(problems) == 1 and f"«{cercano}»" in problems[0].mensaje


@pytest.mark.parametrize(
    ("campo", "valor"),
    [("variacion", "Esquiva"), ("area", "Cono 2"), ("alcance", "Melee")],
)
def test_un_valor_no_documentado_se_rechaza(campo: str, valor: str) -> None:
    """The undocumented value spellings that used to be read («Esquiva», «Cono», «Melee») are refused."""
    skill = {"nombre": "H", "tipo": "defensiva" if campo == "variacion" else "ofensiva", campo: valor}
    with pytest.raises(ValidationError):
        leida({"nombre": "F", "habilidades": [skill]})


def test_una_indole_no_documentada_es_un_problema() -> None:
    sheet = leida({"nombre": "F", "habilidades": [{"nombre": "H", "indoles": "Psíquica"}]})
    assert any("«psiquica» no es una índole" in p.mensaje for p in validar(sheet))


# -- the one place that reads them (core/grafias/umh.py) ---------------------------------------------------------


def test_los_campos_de_la_ficha_en_resources_son_los_del_modelo() -> None:
    """core/grafias/umh.py imports no ruleset: it folds keys onto the fields listed in resources/umh/campos_ficha.json,
    which must be exactly those of each part of the model."""
    listed = json.loads((resources_dir() / "umh" / "campos_ficha.json").read_text(encoding="utf-8"))
    parts = {
        "ficha": modelo.FichaUmh,
        "habilidad": modelo.Habilidad,
        "efecto": modelo.Efecto,
        "alcance": modelo.Alcance,
        "area": modelo.Area,
        "penetracion": modelo.Penetracion,
        "resistencia": modelo.Resistencia,
        "reduccion": modelo.Reduccion,
        "potenciador": modelo.Potenciador,
        "escudo_mental": modelo.EscudoMental,
        "arma": modelo.Arma,
        "aumento": modelo.Aumento,
    }
    for name, model in parts.items():
        assert listed[name] == list(model.model_fields), name


def test_el_modelo_no_lee_otra_grafia() -> None:
    """The sheet model is strict about names: given directly, ``daño`` is an unknown key, «Ígnea» is not read."""
    sheet = FichaUmh.model_validate({"nombre": "F", "habilidades": [{"nombre": "H", "daño": 3, "indoles": ["Ígnea"]}]})
    assert sheet.habilidades[0].dano == 0 and sheet.habilidades[0].indoles == ["Ígnea"]
    assert [p.campo for p in unknown_sheet_fields(sheet)] == ["habilidades[0].daño"]


def test_cada_lectura_de_un_paso_y_de_una_ficha_se_avisa() -> None:
    """Each documented spelling read (a sheet's ``VIT``, a step's ``PT``, ``poder`` and ``recibir``) is a line of the
    script's ``advertencias``, and the run is the same as with the canonical names."""
    script = {
        "reglas": "umh",
        "reglas_caseras": {"ronda_preparacion": False},
        "combatientes": [
            {"id": "a", "bando": "A", "ficha": {"nombre": "A", "VIT": 300, "habilidades": [golpe("Golpe", 50)]}},
            {"id": "b", "bando": "B", "ficha": {"nombre": "B", "vit": 300}},
        ],
        "pasos": [
            {"actor": "a", "accion": "atacar", "poder": "golpe", "objetivo": "b", "reaccion": "recibir"},
            {"actor": "a", "accion": "PT"},
        ],
    }
    code, report = run_script(script, Path("."))
    assert code == 0, report["error"]
    assert report["combatientes"]["b"]["vit"] == 250
    notes = "\n".join(report["advertencias"])
    for written, read in (
        ("VIT", "vit"),
        ("atacar", "habilidad"),
        ("poder", "habilidad"),
        ("golpe", "Golpe"),
        ("reaccion", "respuesta"),
        ("recibir", "ninguna"),
        ("PT", "paso_turno"),
    ):
        assert f"«{written}» se lee como «{read}»" in notes, written
