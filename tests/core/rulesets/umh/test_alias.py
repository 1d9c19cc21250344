"""Hand-written sheets and steps: the names of docs/reglas/umh.md «Nombres para guiones» and their synonyms."""

from __future__ import annotations

from core.rulesets.umh.ficha import FichaUmh
from core.rulesets.umh.orden import orden_de_ronda
from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, hacer, usar, vivo


def test_ficha_con_tildes_mayusculas_y_sinonimos() -> None:
    """Keys and values as the rule text spells them load into the documented fields."""
    sheet = FichaUmh.model_validate(
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
        skill = FichaUmh.model_validate({"nombre": "F", "habilidades": [{"nombre": "H", **fields}]}).habilidades[0]
        assert (skill.area.tipo, skill.area.tamano) == (kind, size), fields
    far = FichaUmh.model_validate({"nombre": "F", "habilidades": [{"nombre": "H", "Alcance": "Distancia 5"}]})
    assert (far.habilidades[0].alcance.tipo, far.habilidades[0].alcance.casillas) == ("distancia", 5)
    own = FichaUmh.model_validate({"nombre": "F", "habilidades": [{"nombre": "H", "alcance": "Propio"}]})
    assert own.habilidades[0].alcance.tipo == "propio"
    many = FichaUmh.model_validate({"nombre": "F", "habilidades": [{"nombre": "H", "impactos": "Múltiples"}]})
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
    skill = FichaUmh.model_validate(
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
    """2.6.4 (STATs de la TIENDA DE EXPERIENCIA), 2.8 (aumentos), 4.1.4 (puntos de vigor) written as the text does."""
    sheet = FichaUmh.model_validate(
        {
            "Nombre": "F",
            "Puntos de vigor": 2,
            "Tienda de experiencia": {"VIT": 10},
            "Aumentos": [{"Atributo": "FUE", "Tipo": "Numérico", "Valor": 3}],
            "Inmune a": "Ígnea",
        }
    )
    assert sheet.puntos_vigor == 2 and sheet.tienda_experiencia == {"vit": 10}
    assert (sheet.aumentos[0].atributo, sheet.aumentos[0].tipo, sheet.aumentos[0].valor) == ("fue", "numerico", 3)
    assert sheet.inmunidades == ["ignea"]
