"""What a second blind check taught: effects written as fields of the skill, fighters that start outside the combat,
temor on a will whose TIER cannot go down, and more spellings of a hand-written sheet or step."""

from __future__ import annotations

from core.battle import Battle
from core.ruleset import Action
from core.rulesets.umh.ficha import FichaUmh
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, hacer, motivo, usar, vivo


def _contra(atacante: FichaUmh, objetivo: FichaUmh, **opciones: object) -> Battle:
    return batalla(("a", "A", atacante), ("b", "B", objetivo), **opciones)


def test_11_5_3_1_derribo_escrito_como_campo_estado_de_la_habilidad() -> None:
    """11.5.3.1 - «Si se produce el derribo desde posicion voladora el daño sería de 10% VIT. TOTAL»: a skill that
    says ``"estado": "Derribo"`` instead of an ``efectos`` list knocks down all the same (10 + 100 of the fall)."""
    red = golpe("Red", 10, alcance=5, estado="Derribo")
    b = _contra(ficha(habilidades=[red]), ficha(vit=1000, posicion="voladora"))
    usar(b, "a", "Red", "b")
    assert vivo(b, "b")["vit"] == 890 and "derribo" in vivo(b, "b")["estados"]


def test_11_4_1_aturdimiento_escrito_como_campo_control_con_su_duracion() -> None:
    """11.4.1 - Aturdimiento «Impide al receptor de este control, el uso de habilidades de cualquier tipo»: ``"control"``
    as a text (with the skill's ``duracion``) or as an object is the crowd control of the skill."""
    for campos in ({"control": "Aturdimiento", "duracion": 2}, {"control": {"nombre": "aturdimiento", "duración": 2}}):
        b = _contra(ficha(habilidades=[golpe("Porrazo", 10, **campos)]), ficha(habilidades=[golpe("Patada")]))
        usar(b, "a", "Porrazo", "b")
        assert vivo(b, "b")["control"]["nombre"] == "aturdimiento"
        assert vivo(b, "b")["control"]["duracion"] == 2


def test_11_3_3_indirecto_escrito_como_campo_con_su_tipo() -> None:
    """11.3.3 - «El daño indirecto siempre se aplica al principio de cada turno y da inicio en el turno siguiente»:
    ``"indirecto": {"tipo": "veneno", "cantidad": 20, "duracion": 3}`` is an indirect damage of envenenamiento."""
    dardo = golpe("Dardo", 100, indirecto={"tipo": "veneno", "cantidad": 20, "duracion": 3})
    b = _contra(ficha(habilidades=[dardo]), ficha(vit=1000))
    usar(b, "a", "Dardo", "b")
    assert vivo(b, "b")["vit"] == 900 and "envenenamiento" in vivo(b, "b")["indirectos"]
    hacer(b, "a", "pasar")
    assert vivo(b, "b")["vit"] == 880


def test_11_5_4_2_inhabilitacion_con_extremidad_ambas_piernas() -> None:
    """11.5.4.2 - «en caso de ambas piernas, el usuario no puede desplazarse y ve su velocidad reducida a 0»:
    ``"estado": "Inhabilitación", "extremidad": "ambas piernas"`` is inhabilitacion_piernas; with «brazo», the arm."""
    piernas = golpe("Barrido", 10, estado="Inhabilitación", extremidad="ambas piernas", duracion=5)
    brazo = golpe("Corte", 10, estado="Inhabilitación", extremidad="brazo", duracion=5)
    b = _contra(ficha(habilidades=[piernas, brazo]), ficha(vel=5, fue=100))
    usar(b, "a", "Barrido", "b")
    usar(b, "a", "Corte", "b")
    assert (vivo(b, "b")["vel"], vivo(b, "b")["fue"]) == (0, 50)


def test_11_6_2_colision_escrita_como_campo_y_choca_con_en_el_paso() -> None:
    """11.6.1.1 - «En caso de chocar con otro jugador, esta persona recibirá un 50% [*0.50] de los efectos de la
    colisión ... en el caso de los controles de masa el resultado no puede ser inferior a 1»; 11.6.2 - una acción de
    aturdimiento: ``"colision": true`` on the skill and ``choca_con`` in the step."""
    empujon = golpe("Empujón", 100, colision=True)
    b = batalla(("a", "A", ficha(habilidades=[empujon])), ("b", "B", ficha(vit=1000)), ("c", "B", ficha(vit=1000)))
    usar(b, "a", "Empujón", "b", choca_con="c")
    assert vivo(b, "b")["control"]["nombre"] == "aturdimiento"
    assert vivo(b, "c")["control"]["nombre"] == "aturdimiento" and vivo(b, "c")["control"]["duracion"] == 1


def test_1_2_4_ficha_fuera_de_combate_entra_con_irrumpir() -> None:
    """1.2.4 - «Para unirse a un combate, existen 2 comandos básicos: "IRRUMPIR" y "LLAMADA DE AUXILIO"»: a sheet that
    says ``"fuera_de_combate": true`` (or ``en_reserva``) starts outside, like the setting ``reserva``."""
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Puñetazo")])),
        ("b", "B", ficha(vit=1000)),
        ("d", "B", ficha("D", fuera_de_combate=True)),
    )
    assert vivo(b, "d")["en_reserva"] is True and vivo(b, "d")["activo"] is False
    usar(b, "a", "Puñetazo", "b")
    hacer(b, "d", "irrumpir")
    assert vivo(b, "d")["activo"] is True


def test_1_2_3_cuarto_fuera_de_combate_no_irrumpe_en_un_bando_de_tres() -> None:
    """1.2.3 - «Siempre el máximo de participantes por bando será de tres»: the fourth of a side, outside at the start,
    cannot IRRUMPIR."""
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Puñetazo")])),
        ("b", "B", ficha(vit=1000)),
        ("c", "B", ficha()),
        ("d", "B", ficha()),
        ("e", "B", ficha("E", en_reserva=True)),
    )
    usar(b, "a", "Puñetazo", "b")
    assert "cupos" in (b.why_not(Action("e", "irrumpir", (), None, {})) or "")


def test_11_5_11_temor_con_tier_1_la_vol_pasa_a_ser_1() -> None:
    """11.5.11 - «En caso de no ser posible reducir el TIER de la voluntad del usuario pasará a ser de 1. No es posible
    reducir la VOL a cero»: a VOL 4 of TIER 1 becomes 1 while the fear lasts; of TIER 3 the TIER goes down and the
    number stays (the text gives no TIER → value table)."""
    aullido = golpe("Aullido", 0, varias_por_ronda=True, estado="temor", duracion=3)
    b = batalla(
        ("a", "A", ficha(habilidades=[aullido])),
        ("b", "B", ficha(vol=4, tiers={"vol": 1})),
        ("c", "B", ficha(vol=4, tiers={"vol": 3})),
    )
    usar(b, "a", "Aullido", "b")
    usar(b, "a", "Aullido", "c")
    assert (vivo(b, "b")["vol"], vivo(b, "b")["tier_vol"]) == (1, 1)
    assert (vivo(b, "c")["vol"], vivo(b, "c")["tier_vol"]) == (4, 2)


def test_11_5_11_regla_casera_temor_sin_tier_sin_cambio() -> None:
    """11.5.11 - house rule ``temor_sin_tier = sin_cambio``: only the TIER stays at 1, the VOL number does not change."""
    aullido = golpe("Aullido", 0, estado="temor", duracion=3)
    b = _contra(ficha(habilidades=[aullido]), ficha(vol=4, tiers={"vol": 1}), temor_sin_tier="sin_cambio")
    usar(b, "a", "Aullido", "b")
    assert (vivo(b, "b")["vol"], vivo(b, "b")["tier_vol"]) == (4, 1)


def test_9_5_3_indoles_escritas_en_un_texto_con_comas() -> None:
    """9.5.3 - «recibe una habilidad con dos índoles, siendo inmune a una de ellas, reduce un 50%»: «Física, ígnea»
    written as one text is two índoles."""
    b = _contra(
        ficha(habilidades=[golpe("Puño ígneo", 100, indoles="Física, ígnea")]), ficha(vit=1000, inmunidades=["física"])
    )
    usar(b, "a", "Puño ígneo", "b")
    assert vivo(b, "b")["vit"] == 950


def test_9_5_2_inmunidad_al_fuego_es_a_la_indole_ignea() -> None:
    """9.5.2 - «El usuario con inmunidad a una índole, reduce al 100% el daño»: «fuego» names the ígnea índole
    (7.1.1.5 «Habilidades ígneas»), «fuego infernal» stays its own (7.1: ser inmune al fuego no vuelve inmune a él)."""
    llama = golpe("Llamarada", 100, indoles=["Elemental ígnea"])
    averno = golpe("Averno", 100, indoles=["fuego infernal"])
    b = _contra(ficha(habilidades=[llama, averno]), ficha(vit=1000, inmunidades=["fuego"]))
    usar(b, "a", "Llamarada", "b")
    assert vivo(b, "b")["vit"] == 1000
    usar(b, "a", "Averno", "b")
    assert vivo(b, "b")["vit"] < 1000


def test_7_3_1_potenciadores_como_objeto_por_indole() -> None:
    """7.3.1 - «Únicamente es posible aplicar dos potenciadores porcentuales de daño de una misma índole, sumándose
    entre sí»: ``{"física": 20}`` is one booster of 20 %: 100 → 120."""
    b = _contra(ficha(potenciadores={"física": 20}, habilidades=[golpe("Puñetazo", 100)]), ficha(vit=1000))
    usar(b, "a", "Puñetazo", "b")
    assert vivo(b, "b")["vit"] == 880


def test_2_3_1_1_habilidades_como_objeto_por_nombre() -> None:
    """2.3.1.1 - «Nombre de la Habilidad (Coste de PA) (TIER) + Efectos»: skills written as an object keyed by their
    name are those skills."""
    sheet = ficha(habilidades={"Puñetazo": {"daño": 100, "PA": 2}})
    assert [h.nombre for h in sheet.habilidades] == ["Puñetazo"] and sheet.habilidades[0].coste_pa == 2
    b = _contra(sheet, ficha(vit=1000))
    assert motivo(b, "a", "Puñetazo", "b") is None


def test_8_2_2_2_anticipar_una_suplementaria_sin_decir_quien() -> None:
    """8.2.2.2 - «Es posible anticipar habilidades suplementarias»; 3.2 - «devuelven a su jugador un 50% [*0.50] del
    coste»: ``{"poder": "Golpe previo"}`` without ``defensor`` is the only opponent who has that anticipation."""
    concentrar = {"nombre": "Concentrar", "tipo": "suplementaria", "coste_pa": 4}
    previo = {"nombre": "Golpe previo", "tipo": "defensiva", "variacion": "anticipacion", "dano": 50}
    b = _contra(ficha(vit=1000, habilidades=[concentrar]), ficha(habilidades=[previo]))
    usar(b, "a", "Concentrar", None, {"poder": "Golpe previo"})
    assert (vivo(b, "a")["vit"], vivo(b, "a")["pa"]) == (950, 8)


def test_8_1_1_2_1_aumentos_escritos_como_campo_solo_prevalece_el_mayor() -> None:
    """8.1.1.2.1 - «Ante habilidades suplementarias que aumenten un mismo atributo ... Solo prevalece la de mayor
    beneficio numérico»: ``"aumento": {"atributo": "FUE", "valor": 20}`` and then +30: FUE 100 → 130."""
    vigor = {"nombre": "Vigor", "tipo": "suplementaria", "aumento": {"atributo": "FUE", "valor": 20}}
    titan = {"nombre": "Titán", "tipo": "suplementaria", "aumento": {"atributo": "FUE", "valor": 30}}
    b = _contra(ficha(fue=100, habilidades=[golpe("Puñetazo", 10), vigor, titan]), ficha(vit=1000))
    usar(b, "a", "Puñetazo", "b")
    usar(b, "a", "Titán")
    usar(b, "a", "Vigor")
    assert vivo(b, "a")["fue"] == 130


def test_2_3_6_regeneracion_escrita_como_objeto_y_curacion_como_campo() -> None:
    """2.3.6 - «Las regeneraciones se aplican al finalizar cada turno propio»: ``"regeneracion": {"VIT": 20}`` is 20 of
    VIT; a supplementary with ``"curacion": 50`` heals 50."""
    sanar = {"nombre": "Sanar", "tipo": "suplementaria", "curacion": 50}
    b = _contra(
        ficha(habilidades=[golpe("Puñetazo", 100)]), ficha(vit=1000, regeneracion={"VIT": 20}, habilidades=[sanar])
    )
    usar(b, "a", "Puñetazo", "b")
    hacer(b, "a", "pasar")
    usar(b, "b", "Sanar")
    assert vivo(b, "b")["vit"] == 950
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["vit"] == 970


def test_9_4_3_porcentajes_y_alcances_escritos_como_texto() -> None:
    """9.4.3 - «Si un mismo jugador cuenta con varias reducciones porcentuales de una misma índole, estas se suman»:
    «20%» is 20; 10.2.2 - «ataques de alcance 5 o superior»: «5 casillas» and «Distancia (5)» are reach 5."""
    flecha = golpe("Flecha", 100, alcance="5 casillas")
    dardo = golpe("Dardo", 100, alcance="Distancia (5)")
    b = _contra(ficha(habilidades=[flecha, dardo]), ficha(vit=1000, posicion="voladora", reducciones={"física": "20%"}))
    usar(b, "a", "Flecha", "b")
    usar(b, "a", "Dardo", "b")
    assert vivo(b, "b")["vit"] == 840


def test_9_2_3_1_ignora_resistencias_en_texto_con_porcentaje() -> None:
    """9.2.3.1 - «Si A posee 100 RES y es atacado por B con una habilidad que provoca 20 de daño pero un 10% ignora
    resistencias ... 2 de daño»: ``"ignora_resistencias": "10%"``."""
    b = _contra(ficha(habilidades=[golpe("Aguja", 20, ignora_resistencias="10%")]), ficha(vit=1000, resistencias=100))
    usar(b, "a", "Aguja", "b")
    assert vivo(b, "b")["vit"] == 998


def test_2_6_stats_agrupados_en_la_ficha() -> None:
    """2.6.1 - «Todos los STATs ...»: STATs written inside ``stats`` or ``atributos`` are the sheet's STATs."""
    sheet = ficha(stats={"VIT": 1000, "REF": 3, "VEL": 5})
    other = ficha(atributos={"Vitalidad": 800})
    assert (sheet.vit, sheet.ref, sheet.vel, other.vit) == (1000, 3, 5, 800)


def test_8_2_1_respuesta_por_variacion_en_un_objeto() -> None:
    """8.2.1 - «Evasión: Consisten en habilidades defensivas que tienen como objetivo ... evitar completamente el
    daño»: ``{"variacion": "evasión"}`` is the defender's only evasion."""
    esquiva = {"nombre": "Esquiva", "tipo": "defensiva", "variacion": "evasion"}
    b = _contra(ficha(habilidades=[golpe("Puñetazo", 100)]), ficha(vit=1000, vel=5, habilidades=[esquiva]))
    usar(b, "a", "Puñetazo", "b", {"variacion": "evasión"})
    assert vivo(b, "b")["vit"] == 1000


def test_8_1_1_3_tipo_defensiva_con_su_variacion_entre_parentesis() -> None:
    """8.1.1.3 - «Defensiva: Son habilidades que tienen como objetivo la protección del usuario»; 8.2 - variaciones:
    ``"tipo": "Defensiva (evasión)"`` is a defensive skill of the evasion variation."""
    sheet = ficha(habilidades=[{"nombre": "Esquiva", "tipo": "Defensiva (evasión)"}])
    assert (sheet.habilidades[0].tipo, sheet.habilidades[0].variacion) == ("defensiva", "evasion")


def test_11_5_14_efectos_como_textos_con_su_duracion() -> None:
    """11.5.14 - «Normalmente, tienen una duración en acciones generales»: ``"efectos": ["Derribo"]`` and
    ``"control": "Aturdimiento (2 acciones)"`` are those effects, the second with duration 2."""
    sheet = ficha(
        habilidades=[golpe("Red", 10, efectos=["Derribo"]), golpe("Porrazo", 10, control="Aturdimiento (2 acciones)")]
    )
    red, porrazo = sheet.habilidades
    assert (red.efectos[0].tipo, red.efectos[0].nombre) == ("estado", "derribo")
    assert (porrazo.efectos[0].tipo, porrazo.efectos[0].nombre, porrazo.efectos[0].duracion) == (
        "control",
        "aturdimiento",
        2,
    )


def test_1_2_4_llamada_de_auxilio_escrita_por_quien_entra() -> None:
    """1.2.4 - «Para unirse a un combate, existen 2 comandos básicos: "IRRUMPIR" y "LLAMADA DE AUXILIO"»: the step
    written by the ally who answers (without ``objetivo``) is the call of the ally whose turn it is."""
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Puñetazo")])),
        ("b", "B", ficha(vit=1000)),
        ("c", "B", ficha("C", fuera_de_combate=True)),
    )
    usar(b, "a", "Puñetazo", "b")
    hacer(b, "a", "pasar")
    hacer(b, "c", "llamada_de_auxilio")
    assert vivo(b, "c")["activo"] is True and vivo(b, "c")["en_reserva"] is False


def test_4_1_1_2_el_paso_de_turno_de_un_caido_no_hace_nada() -> None:
    """4.1.1.2 - «Reducir a 0 la vitalidad de todos los jugadores de un bando supone la victoria»; 2.1.5.1 - «Pasar
    turno ... no se consideran acciones»: a script that still writes the pass of a fallen fighter is accepted and
    changes nothing; the window does not offer it."""
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Golpe final", 1500)])),
        ("b", "B", ficha(vit=1000)),
        ("c", "B", ficha(vit=1000)),
    )
    usar(b, "a", "Golpe final", "b")
    hacer(b, "a", "pasar")
    turn = b.view.turn
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["derrotado"] is True and b.view.turn == turn == "a"
    paso = next(o for o in b.legal_actions("b") if o.accion == "paso_turno")
    assert paso.legal is False


def test_11_5_6_metodos_de_deteccion_como_lista() -> None:
    """11.5.6 - «Si el afectado posee métodos de detección para localizar la posición de los oponentes, ignora los
    efectos de este estado al momento de atacar»: ``"metodos_de_deteccion": ["eco"]`` is having one; 7.1.1.5
    «fisionomía ignífuga» as ``fisionomia_ignifuga``."""
    sheet = ficha(metodos_de_deteccion=["eco"], fisionomia_ignifuga=True)
    assert sheet.deteccion is True and sheet.ignifugo is True
    assert ficha(metodos_de_deteccion=[]).deteccion is False


def test_7_1_1_5_ignea_y_magmatica_es_una_sola_indole() -> None:
    """7.1.1.5 - «Habilidades ígneas/magmáticas»: «Ígnea y magmática» written as a text is one índole, not two (which
    would halve an immunity, 9.5.3)."""
    sheet = ficha(habilidades=[{"nombre": "Lava", "indoles": "Ígnea y magmática"}])
    assert sheet.habilidades[0].indoles == ["ignea"]
