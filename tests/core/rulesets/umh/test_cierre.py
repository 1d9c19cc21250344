"""Third pass: the sections that were still partial (1.3.5–1.3.6, 4.1.2, 4.1.5, 4.4.4, 7.1.2.1 with 9.5, 11.3.6,
11.5.4.3, 12.3), each test quoting its section."""

from __future__ import annotations

from core.battle import Battle
from core.ruleset import Action
from core.rulesets.umh.ficha import FichaUmh
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, hacer, motivo, usar, vivo


def test_7_1_2_1_inmunidad_mental_cancela_la_mitad_mental_de_una_psionica() -> None:
    """7.1.2.1 - «un 50% del daño se considera mental, y el 50% restante se considera energético»; 9.5.2 - «El usuario
    con inmunidad a una índole, reduce al 100% el daño y efectos de una habilidad con el índole de la inmunidad»:
    immune to mental, the mental half of a psiónica hit (100) does nothing: 50 enter, and its effects are halved
    (9.5.3: aturdimiento 2 → 1)."""
    onda = golpe(
        "Onda psíquica",
        100,
        indoles=["psionica"],
        efectos=[{"tipo": "control", "nombre": "aturdimiento", "duracion": 2}],
    )
    b = batalla(("a", "A", ficha(habilidades=[onda])), ("d", "B", ficha(inmunidades=["mental"])))
    usar(b, "a", "Onda psíquica", "d", "ninguna")
    assert vivo(b, "d")["vit"] == 50
    assert vivo(b, "d")["control"]["duracion"] == 1


def test_7_1_2_1_la_mitad_mental_inmune_no_toca_el_escudo_mental() -> None:
    """9.7.3 - «Habilidades que causen daño podrán afectar con normalidad al escudo mental, reduciéndolo en la parte del
    daño producido»: with immunity to mental the mental half of a psiónica produces no damage, so the shield stays."""
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Onda psíquica", 100, indoles=["psionica"])])),
        ("d", "B", ficha(inmunidades=["mental"], escudos_mentales=30)),
    )
    usar(b, "a", "Onda psíquica", "d", "ninguna")
    assert vivo(b, "d")["escudo_mental"] == 30
    assert vivo(b, "d")["vit"] == 50


def test_7_1_2_1_con_res_la_mitad_inmune_se_quita_al_final() -> None:
    """9.1.1 then 9.5.3 (house rule ``inmunidad_en_cadena``): psiónica 100 against RES 20 and immunity to mental:
    (100 - 20) × 50 % = 40 by default; with «antes» the mental half goes first: 50 - 20 = 30."""
    for option, expected in (("final", 60), ("antes", 70)):
        b = batalla(
            ("a", "A", ficha(habilidades=[golpe("Onda psíquica", 100, indoles=["psionica"])])),
            ("d", "B", ficha(inmunidades=["mental"], resistencias=20)),
            inmunidad_en_cadena=option,
        )
        usar(b, "a", "Onda psíquica", "d", "ninguna")
        assert vivo(b, "d")["vit"] == expected


def test_7_1_1_fuego_infernal_la_inmunidad_al_fuego_no_cubre_su_mitad_ignea() -> None:
    """7.1.1 Fuego infernal - «Ser inmune al fuego no vuelve a alguien inmune al fuego infernal salvo que la inmunidad
    lo especifique» and «El daño íntegro ... 50% como daño al alma y el 50% restante como fuego elemental»: immune to
    soul damage cancels the soul half (100 → 50); immune to fire cancels nothing."""
    for immunity, expected in (("dano_al_alma", 50), ("ignea", 0)):
        b = batalla(
            ("a", "A", ficha(habilidades=[golpe("Llama negra", 100, indoles=["fuego_infernal"])])),
            ("d", "B", ficha(inmunidades=[immunity])),
        )
        usar(b, "a", "Llama negra", "d", "ninguna")
        assert vivo(b, "d")["vit"] == expected


def test_11_3_6_asfixia_no_regenerable_hasta_que_finaliza_la_habilidad() -> None:
    """11.3.6 - «En el caso de indirectos por asfixia o ahogamiento el indirecto no se puede regenerar hasta que finalice
    la habilidad causante del mismo»: the skill lasts as long as its asphyxia (2 turns). Estrangular 10 → VIT 90; d's
    turn: asfixia 5 → 85, regenerates 20 up to 100 - 5 = 95; round 2, a's turn: asfixia 5 → 90 and the skill ends: the
    10 are regenerable again, so d's regeneration at the end of his turn takes him to 100 (before: 90)."""
    estrangular = golpe(
        "Estrangular", 10, efectos=[{"tipo": "indirecto", "nombre": "asfixia", "cantidad": 5, "duracion": 2}]
    )
    b = batalla(("a", "A", ficha(habilidades=[estrangular])), ("d", "B", ficha(regeneracion=20)))
    usar(b, "a", "Estrangular", "d", "ninguna")
    hacer(b, "a", "paso_turno")
    assert vivo(b, "d")["vit"] == 85 and vivo(b, "d")["no_regenerable"] == 5
    hacer(b, "d", "paso_turno")  # regenerates to 95, then round 2 opens with a's turn: asfixia 5 → 90, it ends
    assert vivo(b, "d")["vit"] == 90 and vivo(b, "d")["no_regenerable"] == 0
    assert "asfixia" not in vivo(b, "d")["indirectos"]
    hacer(b, "a", "paso_turno")
    hacer(b, "d", "paso_turno")
    assert vivo(b, "d")["vit"] == 100


def test_11_3_4_dolor_sigue_sin_regenerarse_al_acabar() -> None:
    """11.3.4 - «El daño indirecto por Dolor se considera daño mental y no es regenerable»: unlike asphyxia (11.3.6) it
    stays out of regeneration after it ends."""
    pena = golpe("Pena", 10, efectos=[{"tipo": "indirecto", "nombre": "dolor", "cantidad": 5, "duracion": 1}])
    b = batalla(("a", "A", ficha(habilidades=[pena])), ("d", "B", ficha(regeneracion=50)))
    usar(b, "a", "Pena", "d", "ninguna")
    hacer(b, "a", "paso_turno")
    hacer(b, "d", "paso_turno")
    assert vivo(b, "d")["no_regenerable"] == 5
    assert vivo(b, "d")["vit"] == 95


def _buff(nombre: str, **campos: object) -> dict[str, object]:
    return {
        "nombre": nombre,
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "reduccion", "indole": "general", "porcentaje": 50, "sobre": "aliado"}],
        **campos,
    }


def test_4_1_5_al_caer_finalizan_sus_habilidades_activas_tambien_sobre_aliados() -> None:
    """4.1.5 - «Al momento de caer en combate cualquier habilidad activa del jugador finaliza»: m's «Escudo» (general
    reduction 50 % on ally c) ends when m falls; 4.1.5.1 - the hemorrhage m applied to a stays."""
    sangrar = golpe("Corte", 10, efectos=[{"tipo": "indirecto", "nombre": "hemorragia", "cantidad": 3, "duracion": 3}])
    b = batalla(
        ("m", "A", ficha(vit=10, habilidades=[_buff("Escudo"), sangrar])),
        ("c", "A", ficha()),
        ("a", "B", ficha(habilidades=[golpe("Hacha", 10)])),
        ("z", "B", ficha()),
    )
    usar(b, "m", "Escudo", "c")
    usar(b, "m", "Corte", "a", "ninguna")
    assert vivo(b, "c")["reducciones_activas"]
    hacer(b, "m", "paso_turno")
    usar(b, "a", "Hacha", "m", "ninguna")
    assert vivo(b, "m")["derrotado"]
    assert vivo(b, "c")["reducciones_activas"] == []
    assert "hemorragia" in vivo(b, "a")["indirectos"]


def test_4_1_5_2_una_habilidad_que_sigue_activa_inconsciente() -> None:
    """4.1.5.2 - «Existen ciertas habilidades que debe indicar el documento, que permiten ignorar este punto»: with
    ``activa_inconsciente`` the buff on the ally stays after m falls."""
    b = batalla(
        ("m", "A", ficha(vit=10, habilidades=[_buff("Escudo", activa_inconsciente=True)])),
        ("c", "A", ficha()),
        ("a", "B", ficha(habilidades=[golpe("Hacha", 10)])),
    )
    usar(b, "m", "Escudo", "c")
    hacer(b, "m", "paso_turno")
    usar(b, "a", "Hacha", "m", "ninguna")
    assert vivo(b, "m")["derrotado"]
    assert vivo(b, "c")["reducciones_activas"][0]["habilidad"] == "Escudo"


def test_11_4_1_el_aturdimiento_anula_lo_que_usaba_sobre_otros() -> None:
    """11.4.1 - «anula habilidades que el usuario esté usando en ese momento ya sea sobre sí mismo, sobre otros»: m's
    «Escudo» on c ends when m is stunned."""
    stun = golpe("Mazazo", 10, efectos=[{"tipo": "control", "nombre": "aturdimiento", "duracion": 1}])
    b = batalla(
        ("m", "A", ficha(habilidades=[_buff("Escudo")])),
        ("c", "A", ficha(habilidades=[_buff("Égida")])),
        ("a", "B", ficha(habilidades=[stun])),
    )
    usar(b, "m", "Escudo", "c")
    hacer(b, "m", "paso_turno")
    usar(b, "a", "Mazazo", "m", "ninguna")
    assert vivo(b, "c")["reducciones_activas"] == []


def _requisito(rango_a: object, rango_d: object, **opciones: object) -> int:
    b = batalla(
        ("a", "A", ficha(rango=rango_a, habilidades=[golpe("Hacha", 200)])),
        ("d", "B", ficha(rango=rango_d)),
        **opciones,
    )
    usar(b, "a", "Hacha", "d", "ninguna")
    outcome = b.outcome()
    assert outcome is not None and outcome.ganador == "A"
    return int(outcome.estados_finales["a"]["requisito_combate"])  # type: ignore[index,call-overload]


def test_4_4_4_no_hay_requisito_de_un_rival_de_rango_inferior() -> None:
    """4.4.4 - «No se pueden obtener Requisitos de personajes de rango inferior»: ranks as numbers (3 beats 2: no
    requisito; 2 against 3 or equal ranks: 1)."""
    assert _requisito(3, 2) == 0
    assert _requisito(2, 3) == 1
    assert _requisito(2, 2) == 1


def test_4_4_4_rangos_con_nombre_en_el_orden_del_ajuste() -> None:
    """4.4.4 with named ranks: the battle setting ``rangos`` orders them, lowest first; without it the GM decides
    (the general requisito stays 1)."""
    order = ["Genin", "Chunin", "Jonin"]
    assert _requisito("Jonin", "Chunin", rangos=order) == 0
    assert _requisito("Chunin", "Jonin", rangos=order) == 1
    assert _requisito("Jonin", "Chunin") == 1


def _ambidiestro() -> dict[str, object]:
    veneno = {"tipo": "indirecto", "nombre": "envenenamiento", "cantidad": 4, "duracion": 2}
    fuego = {"tipo": "indirecto", "nombre": "quemadura", "cantidad": 6, "duracion": 2}
    return {
        "ambidiestro": True,
        "armas": [
            {"nombre": "Daga verde", "tier": 2, "arma": 10, "efectos": [veneno]},
            {"nombre": "Espada roja", "tier": 2, "arma": 10, "efectos": [fuego]},
        ],
        "habilidades": [golpe("Doble tajo", 20, con_arma=True), golpe("Llamarada", 20, arma="Espada roja")],
    }


def test_12_3_solo_los_efectos_adicionales_de_una_de_las_armas_elegida() -> None:
    """12.3 - «Únicamente se aplican los efectos adicionales de la espada por una de ellas, pudiendo ser elegidas por el
    jugador»: the step's ``arma`` chooses (the red sword: burn 6, no poison); without it, the first weapon."""
    b = batalla(("a", "A", ficha(**_ambidiestro())), ("d", "B", ficha()))
    usar(b, "a", "Doble tajo", "d", "ninguna", arma="espada roja")
    assert set(vivo(b, "d")["indirectos"]) == {"quemadura"}
    b = batalla(("a", "A", ficha(**_ambidiestro())), ("d", "B", ficha()))
    usar(b, "a", "Doble tajo", "d", "ninguna")
    assert set(vivo(b, "d")["indirectos"]) == {"envenenamiento"}


def test_12_4_la_habilidad_propia_de_un_arma_solo_lleva_sus_efectos() -> None:
    """12.4 - «el 12.3 tampoco se aplica debiendo aplicarse los efectos adicionales únicamente de dicha arma»: a skill
    of the red sword always brings its burn, and choosing the other weapon is refused."""
    b = batalla(("a", "A", ficha(**_ambidiestro())), ("d", "B", ficha()))
    assert "12.4" in (motivo(b, "a", "Llamarada", "d", "ninguna", arma="Daga verde") or "")
    usar(b, "a", "Llamarada", "d", "ninguna")
    assert set(vivo(b, "d")["indirectos"]) == {"quemadura"}


def test_12_3_un_arma_que_no_lleva_se_rechaza() -> None:
    """12.3 - the weapon chosen must be one of the two the user carries."""
    b = batalla(("a", "A", ficha(**_ambidiestro())), ("d", "B", ficha()))
    assert "no lleva el arma" in (motivo(b, "a", "Doble tajo", "d", "ninguna", arma="Hacha") or "")


def test_11_5_4_3_con_alas_solo_inhabilitarlas_reduce_la_velocidad() -> None:
    """11.5.4.3 - «En el caso de personajes con alas u otro tipo de extremidades para moverse será necesario inhabilitar
    estas para reducir la velocidad»: with ``extremidades_movimiento`` = alas, a disabled leg leaves VEL 8; a disabled
    wing halves it (4); both wings: 0 and no moving (as both legs, 11.5.4.2)."""
    pierna = golpe(
        "Patada baja", 1, efectos=[{"tipo": "estado", "nombre": "Inhabilitación de una pierna", "duracion": 9}]
    )
    ala = golpe(
        "Desgarro", 1, efectos=[{"tipo": "estado", "nombre": "Inhabilitación de una extremidad", "duracion": 9}]
    )
    alas = golpe(
        "Cercenar", 1, efectos=[{"tipo": "estado", "nombre": "Inhabilitación de ambas extremidades", "duracion": 9}]
    )
    b = batalla(
        ("a", "A", ficha(habilidades=[pierna, ala, alas])),
        ("d", "B", ficha(vel=8, extremidades_movimiento=["alas"])),
    )
    usar(b, "a", "Patada baja", "d", "ninguna")
    assert vivo(b, "d")["vel"] == 8
    usar(b, "a", "Desgarro", "d", "ninguna")
    assert vivo(b, "d")["vel"] == 4
    usar(b, "a", "Cercenar", "d", "ninguna")
    assert vivo(b, "d")["vel"] == 0
    hacer(b, "a", "paso_turno")
    assert "no puede desplazarse" in (b.why_not(_paso("d", "desplazarse", casillas=1)) or "")


def test_11_5_4_2_sin_alas_la_pierna_sigue_reduciendo() -> None:
    """11.5.4.2 - «Pierna: El usuario ve su velocidad reducida en un 50%»: without other limbs for moving, as before."""
    pierna = golpe("Patada baja", 1, efectos=[{"tipo": "estado", "nombre": "inhabilitacion_pierna", "duracion": 9}])
    b = batalla(("a", "A", ficha(habilidades=[pierna])), ("d", "B", ficha(vel=8)))
    usar(b, "a", "Patada baja", "d", "ninguna")
    assert vivo(b, "d")["vel"] == 4


def _paso(actor: str, accion: str, **params: object) -> Action:
    return Action(actor, accion, (), None, params)


def _canalizador() -> FichaUmh:
    canal = {"nombre": "Canalización de auras", "tipo": "suplementaria", "coste_pa": 1}
    return ficha(habilidades=[canal, golpe("Rayo místico", 30, requiere=["Canalización de auras"])])


def test_1_3_6_el_ataque_iniciador_puede_ir_antes_de_su_preparacion() -> None:
    """1.3.6 - «Un usuario que ha iniciado combate mediante el uso de una habilidad ofensiva que requiere una habilidad de
    preparación previa, puede utilizar dicha habilidad de preparación justo después del ataque»: the opening «Rayo
    místico» goes without «Canalización de auras» active; right after, a uses it; later uses of «Rayo místico» need it."""
    b = batalla(("a", "A", _canalizador()), ("d", "B", ficha()))
    usar(b, "a", "Rayo místico", "d", "ninguna")
    assert vivo(b, "d")["vit"] == 70
    usar(b, "a", "Canalización de auras")
    assert vivo(b, "a")["activas"] == ["Canalización de auras"]


def test_2_5_3_2_fuera_del_ataque_iniciador_la_suplementaria_debe_estar_activa() -> None:
    """2.5.3.2 - «este podrá realizar la canalización de auras en caso de no poseerla activa»: a skill that requires
    another one (``requiere``) is refused while it is not active, once the opening attack is done."""
    b = batalla(("d", "B", ficha(habilidades=[golpe("Puño", 1)])), ("a", "A", _canalizador()))
    usar(b, "d", "Puño", "a", "ninguna")
    hacer(b, "d", "paso_turno")
    assert "requiere tener activa" in (motivo(b, "a", "Rayo místico", "d", "ninguna") or "")
    usar(b, "a", "Canalización de auras")
    usar(b, "a", "Rayo místico", "d", "ninguna")
    assert vivo(b, "d")["vit"] == 70


def test_1_3_5_en_la_preparacion_las_suplementarias_necesarias_para_responder() -> None:
    """1.3.5 - «En la ronda de preparación es posible hacer uso de habilidades suplementarias que fueron necesarias para
    responder o ejecutar el ataque que dio inicio al combate»: d's «Piel de hierro» is required by his defence «Bloqueo
    férreo», so he uses it in the preparation round (which goes on); a skill nobody needs is refused there."""
    piel = {"nombre": "Piel de hierro", "tipo": "suplementaria", "coste_pa": 1}
    otra = {"nombre": "Silbido", "tipo": "suplementaria", "coste_pa": 1}
    bloqueo = {
        "nombre": "Bloqueo férreo",
        "tipo": "defensiva",
        "variacion": "defensa_interna",
        "defensa": 20,
        "coste_pa": 1,
        "requiere": ["Piel de hierro"],
    }
    prep = {"nombre": "Afilar", "tipo": "suplementaria", "coste_pa": 1, "preparacion": True}
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Hacha", 50), prep])),
        ("d", "B", ficha(habilidades=[piel, otra, bloqueo])),
        ronda_preparacion=True,
    )
    assert "1.3.5" in (motivo(b, "d", "Silbido") or "")
    assert "requiere tener activa" in (motivo(b, "a", "Hacha", "d", "Bloqueo férreo") or "")
    usar(b, "d", "Piel de hierro")
    assert b.state["fase"] == "preparacion"
    hacer(b, "d", "paso_turno")
    hacer(b, "a", "paso_turno")
    usar(b, "a", "Hacha", "d", "Bloqueo férreo")
    assert vivo(b, "d")["vit"] == 70


def test_1_3_5_una_habilidad_que_depende_de_un_objeto_necesita_equiparlo() -> None:
    """1.3.5 - «Lo mismo aplica para el uso y equipación de objetos y habilidades activas o pasivas que dependan de
    estos»: «Disparo» depends on «Arco» (``objeto``); it is refused until the bow is equipped."""
    disparo = golpe("Disparo", 25, objeto="Arco", alcance=5)
    b = batalla(("a", "A", ficha(objetos=["Arco"], habilidades=[disparo])), ("d", "B", ficha()))
    assert "Arco" in (motivo(b, "a", "Disparo", "d", "ninguna") or "")
    hacer(b, "a", "equipar", objeto="Arco")
    usar(b, "a", "Disparo", "d", "ninguna")
    assert vivo(b, "d")["vit"] == 75


def test_4_1_5_al_caer_finalizan_sus_suplementarias_activas() -> None:
    """4.1.5 - «cualquier habilidad activa del jugador finaliza» also takes his active supplementaries (``activas``)."""
    b = batalla(
        ("a", "A", ficha(vit=5, habilidades=[{"nombre": "Canalización", "tipo": "suplementaria"}])),
        ("d", "B", ficha(habilidades=[golpe("Hacha", 10)])),
    )
    usar(b, "a", "Canalización")
    hacer(b, "a", "paso_turno")
    usar(b, "d", "Hacha", "a", "ninguna")
    assert vivo(b, "a")["activas"] == []


def _post(**campos: object) -> dict[str, object]:
    return {"nombre": "Marca", "tipo": "suplementaria", "post_combate": True, **campos}


def _vencido(*habilidades: dict[str, object]) -> Battle:
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Hacha", 200), *habilidades])),
        ("d", "B", ficha()),
    )
    usar(b, "a", "Hacha", "d", "ninguna")
    assert b.outcome() is not None
    return b


def test_4_1_2_un_solo_efecto_post_combate_salvo_acumulable() -> None:
    """4.1.2 - «Únicamente es posible aplicar uno de estos efectos salvo que la habilidad en particular permita
    acumularse con otras»: after «Quebranto» (−1 vigor more: 3 − 1 − 1 = 1) a second effect of the same kind is
    refused; two stackable ones go together."""
    b = _vencido(_post(nombre="Quebranto", reduce_vigor=1), _post(nombre="Condena", reduce_vigor=1))
    hacer(b, "a", "post_combate", "d", habilidad="Quebranto")
    assert vivo(b, "d")["vigor"] == 1
    assert "4.1.2" in (b.why_not(Action("a", "post_combate", ("d",), None, {"habilidad": "Condena"})) or "")
    b = _vencido(
        _post(nombre="Quebranto", reduce_vigor=1, acumulable=True),
        _post(nombre="Condena", reduce_vigor=1, acumulable=True),
    )
    hacer(b, "a", "post_combate", "d", habilidad="Quebranto")
    hacer(b, "a", "post_combate", "d", habilidad="Condena")
    assert vivo(b, "d")["vigor"] == 0


def test_4_1_2_otro_tipo_de_efecto_post_combate_si_no_se_solapan() -> None:
    """4.1.2 - «sí es posible aplicar otro tipo de efecto post-combate siempre que no se solapen»: a vigor reduction and
    a curse (``tipo_post_combate`` different) both apply; the summary lists them."""
    b = _vencido(_post(nombre="Quebranto", reduce_vigor=1, tipo_post_combate="vigor"), _post(nombre="Maldición"))
    hacer(b, "a", "post_combate", "d", habilidad="Quebranto")
    hacer(b, "a", "post_combate", "d", habilidad="Maldición")
    outcome = b.outcome()
    assert outcome is not None
    assert outcome.estados_finales["d"]["post_combate_recibidos"] == ["Quebranto", "Maldición"]  # type: ignore[index,call-overload]


def test_4_1_3_solo_los_ganadores_y_antes_del_final_no() -> None:
    """4.1.3 - «Solo los ganadores del combate pueden realizar habilidades o acciones post-combate sobre los
    derrotados»: the loser cannot, and nobody can before the end."""
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Hacha", 200), _post()])),
        ("d", "B", ficha(habilidades=[_post()])),
    )
    assert "terminado" in (b.why_not(Action("a", "post_combate", ("d",), None, {"habilidad": "Marca"})) or "")
    usar(b, "a", "Hacha", "d", "ninguna")
    assert "ganadores" in (b.why_not(Action("d", "post_combate", ("a",), None, {"habilidad": "Marca"})) or "")


def test_validacion_de_las_referencias_nuevas() -> None:
    """Validation ties each problem to its field: ``requiere`` names a skill of the sheet, ``con_arma`` a weapon,
    ``objeto`` an object (1.3.5), and the post-combat fields need ``post_combate`` (4.1.2); weapon effects are checked."""
    from core.rulesets.umh.validacion import validar

    sheet = ficha(
        armas=[{"nombre": "Daga", "efectos": [{"tipo": "estado", "nombre": "volando"}]}],
        habilidades=[
            golpe("Rayo", 10, requiere=["Canalización"], con_arma="Hacha", objeto="Arco"),
            {"nombre": "Quebranto", "tipo": "suplementaria", "reduce_vigor": 1},
        ],
    )
    fields = {p.campo for p in validar(sheet)}
    assert {
        "habilidades[0].requiere[0]",
        "habilidades[0].con_arma",
        "habilidades[0].objeto",
        "habilidades[1].post_combate",
        "armas[0].efectos[0].nombre",
    } <= fields


def test_1_3_6_la_preparacion_justo_despues_del_ataque_en_la_ronda_de_preparacion() -> None:
    """1.3.6 with 1.3.1: the opening «Rayo místico» is made in the preparation round and «Canalización de auras» (which
    it requires) is used right after it, still in the preparation round, which goes on; a TR used there counts from
    it (2.3.4: TR 1 in the preparation round → back in round 2)."""
    canal = {"nombre": "Canalización de auras", "tipo": "suplementaria"}
    rayo = golpe("Rayo místico", 30, requiere=["Canalización de auras"], enfriamiento=1)
    prep = {"nombre": "Guardia", "tipo": "suplementaria", "preparacion": True}
    b = batalla(
        ("a", "A", ficha(habilidades=[canal, rayo])), ("d", "B", ficha(habilidades=[prep])), ronda_preparacion=True
    )
    usar(b, "a", "Rayo místico", "d", "ninguna")
    usar(b, "a", "Canalización de auras")
    assert b.state["fase"] == "preparacion" and vivo(b, "a")["activas"] == ["Canalización de auras"]
    hacer(b, "a", "pasar")
    hacer(b, "d", "pasar")
    assert "tiempo de reutilización hasta la ronda 2" in (motivo(b, "a", "Rayo místico", "d", "ninguna") or "")


def test_grafias_de_los_campos_nuevos() -> None:
    """Hand-written spellings of the new fields: ``alas: true``, «Inhabilitación de ambas alas», a skill's ``arma``
    (12.4) or ``usa_arma`` (12.3), ``requisitos`` as one name, ``depende_de``, a numeric ``rango``."""
    sheet = ficha(
        alas=True,
        rango=4,
        armas=[{"nombre": "Espada"}],
        habilidades=[
            golpe("Corte", 5, arma="Espada", requisitos="Foco", depende_de="Espada"),
            golpe(
                "Tajo",
                5,
                usa_arma=True,
                efectos=[{"tipo": "Estado alterado", "nombre": "Inhabilitación de ambas extremidades"}],
            ),
            {"nombre": "Foco", "tipo": "suplementaria"},
        ],
    )
    assert sheet.extremidades_movimiento == ["alas"] and sheet.rango == "4"
    corte, tajo = sheet.habilidades[0], sheet.habilidades[1]
    assert corte.con_arma == "Espada" and corte.requiere == ["Foco"] and corte.objeto == "Espada"
    assert tajo.con_arma is True and tajo.efectos[0].nombre == "inhabilitacion_extremidades"


def test_4_1_5_1_regla_casera_las_mejoras_dadas_a_otros_siguen() -> None:
    """4.1.5.1 - «El punto anterior no se aplica a habilidades que se hayan realizado con anterioridad y hayan surtido sus
    efectos»: house rule ``mejoras_al_caer`` = sobre_otros_siguen keeps m's «Escudo» on c after m falls."""
    b = batalla(
        ("m", "A", ficha(vit=10, habilidades=[_buff("Escudo")])),
        ("c", "A", ficha()),
        ("a", "B", ficha(habilidades=[golpe("Hacha", 10)])),
        mejoras_al_caer="sobre_otros_siguen",
    )
    usar(b, "m", "Escudo", "c")
    hacer(b, "m", "paso_turno")
    usar(b, "a", "Hacha", "m", "ninguna")
    assert vivo(b, "m")["derrotado"] and vivo(b, "c")["reducciones_activas"]


def test_1_3_quien_termino_la_preparacion_ya_no_la_usa() -> None:
    """1.3 - each fighter passes when he has finished his preparation round: after that he uses nothing more in it."""
    prep = {"nombre": "Guardia", "tipo": "suplementaria", "preparacion": True}
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Tajo", 10)])),
        ("d", "B", ficha(habilidades=[prep])),
        ronda_preparacion=True,
    )
    hacer(b, "d", "pasar")
    assert "ya terminó su ronda de preparación" in (motivo(b, "d", "Guardia") or "")
