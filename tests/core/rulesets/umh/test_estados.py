"""11 ESTADOS EN COMBATE: indirect damage, crowd controls, altered states and collisions."""

from __future__ import annotations

from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, hacer, motivo, usar, vivo


def _ind(nombre: str, tipo: str, cantidad: int, duracion: int, **extra: object) -> dict[str, object]:
    return golpe(
        nombre,
        10,
        varias_por_ronda=True,
        efectos=[{"tipo": "indirecto", "nombre": tipo, "cantidad": cantidad, "duracion": duracion}],
        **extra,
    )


def test_11_3_3_el_indirecto_se_aplica_al_principio_de_cada_turno_desde_el_siguiente() -> None:
    """11.3.3 - El daño indirecto siempre se aplica al principio de cada turno y da inicio en el turno siguiente al que se origina."""
    b = batalla(("b", "1", ficha(habilidades=[_ind("Corte", "hemorragia", 25, 2)])), ("a", "2", ficha(vit=1000)))
    usar(b, "b", "Corte", "a")
    assert vivo(b, "a")["vit"] == 990
    hacer(b, "b", "pasar")
    assert vivo(b, "a")["vit"] == 965
    hacer(b, "a", "pasar")
    assert vivo(b, "a")["vit"] == 940
    assert vivo(b, "a")["indirectos"] == {}


def test_11_3_1_y_11_3_2_uno_de_cada_tipo_y_el_mayor_sustituye() -> None:
    """11.3.1 - no podrá tener dos quemaduras al mismo tiempo; 11.3.2 - si recibe uno de mayor número, se sustituye;
    la duración del indirecto se renueva, no se acumula."""
    b = batalla(
        (
            "b",
            "1",
            ficha(
                habilidades=[
                    _ind("Ascua", "quemadura", 10, 3),
                    _ind("Hoguera", "quemadura", 30, 2),
                    _ind("Veneno", "envenenamiento", 5, 2),
                ]
            ),
        ),
        ("a", "2", ficha(vit=1000)),
    )
    usar(b, "b", "Ascua", "a")
    usar(b, "b", "Hoguera", "a")
    usar(b, "b", "Veneno", "a")
    ind = vivo(b, "a")["indirectos"]
    assert set(ind) == {"quemadura", "envenenamiento"}
    assert ind["quemadura"]["cantidad"] == 30 and ind["quemadura"]["duracion"] == 2


def test_11_3_4_dolor_es_mental_y_no_regenerable() -> None:
    """11.3.4 - El daño indirecto por Dolor se considera daño mental y no es regenerable (11.3.5 Maleficio: alma)."""
    b = batalla(
        ("b", "1", ficha(habilidades=[_ind("Tortura", "dolor", 40, 1)])), ("a", "2", ficha(vit=1000, regeneracion=1000))
    )
    usar(b, "b", "Tortura", "a")
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    assert vivo(b, "a")["vit"] == 960 and vivo(b, "a")["no_regenerable"] == 40


def test_11_4_1_aturdimiento_impide_habilidades_y_desplazamiento() -> None:
    """11.4.1 - Aturdimiento: Impide el uso de habilidades de cualquier tipo o desplazamiento mientras dure."""
    stun = golpe("Mazazo", 10, efectos=[{"tipo": "control", "nombre": "aturdimiento", "duracion": 2}])
    b = batalla(("b", "1", ficha(habilidades=[stun])), ("a", "2", ficha(vit=1000, habilidades=[golpe("Tajo", 10)])))
    usar(b, "b", "Mazazo", "a")
    hacer(b, "b", "pasar")
    assert "aturdimiento" in (motivo(b, "a", "Tajo", "b") or "")
    assert (
        b.why_not(__import__("core.ruleset", fromlist=["Action"]).Action("a", "desplazarse", (), None, {"casillas": 1}))
        is not None
    )


def test_11_5_18_un_solo_control_y_11_5_16_inmune_hasta_un_turno_libre() -> None:
    """11.5.18 - No se puede poseer más de un control de masa al mismo tiempo; 11.5.16 - tras completar un control,
    no puede verse afectado por otro hasta que no cuente con un turno activo libre de estos."""
    stun = golpe(
        "Mazazo", 10, varias_por_ronda=True, efectos=[{"tipo": "control", "nombre": "aturdimiento", "duracion": 1}]
    )
    para = golpe("Red", 10, varias_por_ronda=True, efectos=[{"tipo": "control", "nombre": "paralisis", "duracion": 3}])
    b = batalla(("b", "1", ficha(habilidades=[stun, para], vel=9)), ("a", "2", ficha(vit=1000)), pa_por_ronda=20)
    usar(b, "b", "Mazazo", "a")
    usar(b, "b", "Red", "a")
    assert vivo(b, "a")["control"] is None
    assert vivo(b, "a")["inmune_control"] is True
    usar(b, "b", "Red", "a")
    assert vivo(b, "a")["control"] is None
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    assert vivo(b, "a")["inmune_control"] is False
    usar(b, "b", "Red", "a")
    assert vivo(b, "a")["control"]["nombre"] == "paralisis"
    usar(b, "b", "Mazazo", "a")
    assert vivo(b, "a")["control"]["nombre"] == "paralisis"


def test_11_4_1_2_dormido_despierta_al_recibir_dano() -> None:
    """11.4.1.2 - Dormido: hasta que finalice o hasta que el jugador afectado reciba daño o efectos de otra habilidad ofensiva."""
    sleep = golpe("Nana", 0, efectos=[{"tipo": "control", "nombre": "dormido", "duracion": 5}])
    b = batalla(("b", "1", ficha(habilidades=[sleep, golpe("Tajo", 10)])), ("a", "2", ficha(vit=1000)))
    usar(b, "b", "Nana", "a")
    assert vivo(b, "a")["control"]["nombre"] == "dormido"
    usar(b, "b", "Tajo", "a")
    assert vivo(b, "a")["control"] is None


def test_11_4_12_petrificacion_ataque_fisico_hace_20_por_ciento_mas_e_ignora_pasivas() -> None:
    """11.4.12 - hasta que el oponente sufra un ataque de índole física: producirá un 20% [*1.20] más de daño
    e ignorará defensas pasivas y reducciones de índole física (11.4.13 congelamiento: 30%)."""
    stone = golpe(
        "Mirada pétrea",
        0,
        indoles=["mistica_tangible"],
        efectos=[{"tipo": "control", "nombre": "petrificacion", "duracion": 5}],
    )
    b = batalla(
        ("b", "1", ficha(habilidades=[stone, golpe("Mazazo", 100)])),
        ("a", "2", ficha(vit=1000, resistencias=[{"valor": 50}], reducciones=[{"indole": "fisica", "porcentaje": 20}])),
    )
    usar(b, "b", "Mirada pétrea", "a")
    usar(b, "b", "Mazazo", "a")
    assert vivo(b, "a")["vit"] == 880
    assert vivo(b, "a")["control"] is None


def test_11_5_3_derribo_desde_posicion_voladora_10_por_ciento() -> None:
    """11.5.3.1 - Derribo desde posición voladora: 10% VIT TOTAL; 11.5.3.2 - alzada 5%; no aplica con defensa pasiva sobrehumana o superior."""
    fall = golpe("Red", 0, alcance=5, varias_por_ronda=True, efectos=[{"tipo": "estado", "nombre": "derribo"}])
    b = batalla(
        ("b", "1", ficha(habilidades=[fall])),
        ("a", "2", ficha(vit=1000, posicion="voladora")),
        ("c", "2", ficha(vit=1000, posicion="alzada")),
        ("d", "2", ficha(vit=1000, posicion="voladora", resistencias=[{"valor": 1, "escala": "sobrehumana"}])),
    )
    for target in ("a", "c", "d"):
        usar(b, "b", "Red", target)
    assert vivo(b, "a")["vit"] == 900 and vivo(b, "a")["posicion"] == "suelo"
    assert vivo(b, "c")["vit"] == 950
    assert vivo(b, "d")["vit"] == 1000
    assert "derribo" in vivo(b, "a")["estados"]


def test_11_5_2_derribo_dura_hasta_levantarse() -> None:
    """11.5.2 - Derribo: duración indeterminada. El usuario deberá levantarse mediante el comando *Levantarse*."""
    fall = golpe("Zancadilla", 0, efectos=[{"tipo": "estado", "nombre": "derribo"}])
    b = batalla(
        ("b", "1", ficha(habilidades=[fall])),
        ("a", "2", ficha(vit=1000, vel=3, habilidades=[defensa("Salto", "evasion")])),
    )
    usar(b, "b", "Zancadilla", "a")
    hacer(b, "b", "pasar")
    assert "derribo" in vivo(b, "a")["estados"]
    hacer(b, "a", "levantarse")
    assert vivo(b, "a")["estados"] == {}


def test_11_5_1_inmovilizado_no_evade_con_las_piernas() -> None:
    """11.5.1 - Inmovilización: Impide el desplazamiento voluntario y el uso de habilidades evasivas que requieran las piernas."""
    grab = golpe("Presa", 0, efectos=[{"tipo": "estado", "nombre": "inmovilizacion", "duracion": 5}])
    b = batalla(
        ("b", "1", ficha(habilidades=[grab, golpe("Tajo", 50)])),
        ("a", "2", ficha(vel=3, habilidades=[defensa("Salto", "evasion")])),
    )
    usar(b, "b", "Presa", "a")
    assert "11.5.1" in (motivo(b, "b", "Tajo", "a", {"habilidad": "Salto"}) or "")


def test_11_5_12_mojado_electricas_mas_25_igneas_menos_25() -> None:
    """11.5.12 - Mojado: eléctricas producen un 25% [1.25] más de daño; ígneas ven sus daños mermados un 25% [0.75]."""
    wet = golpe("Ola", 0, indoles=["acuatica"], efectos=[{"tipo": "estado", "nombre": "mojado", "duracion": 9}])
    b = batalla(
        (
            "b",
            "1",
            ficha(habilidades=[wet, golpe("Rayo", 100, indoles=["electrica"]), golpe("Fuego", 100, indoles=["ignea"])]),
        ),
        ("a", "2", ficha(vit=1000)),
    )
    usar(b, "b", "Ola", "a")
    usar(b, "b", "Rayo", "a")
    assert vivo(b, "a")["vit"] == 875
    usar(b, "b", "Fuego", "a")
    assert vivo(b, "a")["vit"] == 800


def test_11_5_15_no_dos_estados_identicos() -> None:
    """11.5.15 - un mismo jugador no puede tener dos estados idénticos simultáneamente."""
    blind = golpe("Arena", 0, varias_por_ronda=True, efectos=[{"tipo": "estado", "nombre": "ceguera", "duracion": 4}])
    b = batalla(("b", "1", ficha(habilidades=[blind])), ("a", "2", ficha()))
    usar(b, "b", "Arena", "a")
    usar(b, "b", "Arena", "a")
    assert list(vivo(b, "a")["estados"]) == ["ceguera"]


def test_11_5_10_enamorado_impide_atacar_y_se_anula_superando_en_vol() -> None:
    """11.5.10 - Enamorado: Impide atacar al objetivo del que se enamora. Anulable si se supera en VOL a quien enamora."""
    charm = golpe(
        "Encanto", 0, indoles=["mistica_tangible"], efectos=[{"tipo": "estado", "nombre": "enamorado", "duracion": 5}]
    )
    b = batalla(
        ("b", "1", ficha(vol=5, habilidades=[charm])),
        ("a", "2", ficha(vol=2, habilidades=[golpe("Tajo", 10)])),
        ("c", "2", ficha(vol=9)),
    )
    usar(b, "b", "Encanto", "a")
    hacer(b, "b", "pasar")
    assert "11.5.10" in (motivo(b, "a", "Tajo", "b") or "")
    b = batalla(("b", "1", ficha(vol=5, habilidades=[charm])), ("c", "2", ficha(vol=9)))
    usar(b, "b", "Encanto", "c")
    assert vivo(b, "c")["estados"] == {}


def test_11_5_13_ocultamiento_no_puede_ser_atacado_sin_deteccion() -> None:
    """11.5.13 - Ocultamiento: no puede ser atacado mientras no le detecten otros usuarios."""
    hide = {
        "nombre": "Sombra",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "estado", "nombre": "ocultamiento", "duracion": 5}],
    }
    b = batalla(("a", "2", ficha(habilidades=[hide])), ("b", "1", ficha(habilidades=[golpe("Tajo", 10)])))
    usar(b, "a", "Sombra")
    hacer(b, "a", "pasar")
    assert "11.5.13" in (motivo(b, "b", "Tajo", "a") or "")
    assert motivo(b, "b", "Tajo", "a", None, detectado=True) is None


def test_11_6_colision_aturde_1_accion_y_el_otro_jugador_recibe_el_50() -> None:
    """11.6.1.1 - el jugador chocado recibe un 50% de los efectos; 11.6.2 - de manera base una acción de aturdimiento."""
    push = golpe("Empujón", 0, efectos=[{"tipo": "colision", "cantidad": 100}])
    b = batalla(("b", "1", ficha(habilidades=[push])), ("a", "2", ficha(vit=1000)), ("c", "2", ficha(vit=1000)))
    usar(b, "b", "Empujón", "a", None, colision_con="c")
    assert vivo(b, "a")["vit"] == 900 and vivo(b, "c")["vit"] == 950
    assert vivo(b, "a")["control"]["nombre"] == "aturdimiento"
    assert vivo(b, "c")["control"]["nombre"] == "aturdimiento"


def test_11_4_1_aturdimiento_anula_las_habilidades_que_estaba_usando() -> None:
    """11.4.1 - anula habilidades que el usuario esté usando ya sea sobre sí mismo, sobre otros o sobre el terreno."""
    buff = {
        "nombre": "Furia",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "potenciador", "indole": "fisica", "porcentaje": 30}],
    }
    stun = golpe("Mazazo", 10, efectos=[{"tipo": "control", "nombre": "aturdimiento", "duracion": 1}])
    b = batalla(("a", "2", ficha(vit=1000, habilidades=[buff])), ("b", "1", ficha(habilidades=[stun])))
    usar(b, "a", "Furia")
    assert vivo(b, "a")["potenciadores_activos"]
    hacer(b, "a", "pasar")
    usar(b, "b", "Mazazo", "a")
    assert vivo(b, "a")["potenciadores_activos"] == []


def test_11_4_1_1_desmayado_impide_volar_hasta_pasado_un_turno_propio() -> None:
    """11.4.1.1 - Desmayado: impide alcanzar posición voladora y alzada de manera activa hasta pasado un turno propio."""
    faint = golpe("Golpe seco", 10, efectos=[{"tipo": "control", "nombre": "desmayado", "duracion": 1}])
    fly = {"nombre": "Alas", "tipo": "suplementaria", "coste_pa": 1, "posicion": "voladora"}
    b = batalla(
        ("b", "1", ficha(habilidades=[faint, golpe("Toque", 1)])), ("a", "2", ficha(vit=1000, habilidades=[fly]))
    )
    usar(b, "b", "Golpe seco", "a")
    usar(b, "b", "Toque", "a")
    hacer(b, "b", "pasar")
    assert vivo(b, "a")["control"] is None and vivo(b, "a")["sin_vuelo"] is True
    assert "11.4.1.1" in (motivo(b, "a", "Alas") or "")
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    assert motivo(b, "a", "Alas") is None


def test_11_5_11_temor_reduce_un_tier_la_voluntad_minimo_1() -> None:
    """11.5.11 - Temor: Reduce en un TIER la voluntad; si no es posible, pasará a ser de 1."""
    fear = golpe("Aullido", 0, varias_por_ronda=True, efectos=[{"tipo": "estado", "nombre": "temor", "duracion": 3}])
    b = batalla(
        ("b", "1", ficha(habilidades=[fear])), ("a", "2", ficha(tiers={"vol": 3})), ("c", "2", ficha(tiers={"vol": 1}))
    )
    usar(b, "b", "Aullido", "a")
    usar(b, "b", "Aullido", "c")
    assert vivo(b, "a")["tier_vol"] == 2 and vivo(b, "c")["tier_vol"] == 1


def test_11_5_3_regla_casera_nivel_de_la_escala_que_evita_la_caida() -> None:
    """11.5.3 - «No aplica si se posee una defensa pasiva sobrehumana o superior» (house rule ``caida_sin_dano_desde``)."""
    fall = golpe("Red", 0, alcance=5, efectos=[{"tipo": "estado", "nombre": "derribo"}])
    target = ficha(vit=1000, posicion="voladora", resistencias=[{"valor": 1, "escala": "entrenada"}])
    b = batalla(("b", "1", ficha(habilidades=[fall])), ("a", "2", target), caida_sin_dano_desde="entrenada")
    usar(b, "b", "Red", "a")
    assert vivo(b, "a")["vit"] == 1000


def test_11_5_17_resistir_un_control_mistico_lo_anula_y_no_repite_hasta_su_turno() -> None:
    """11.5.17 - Tras anular un control de masas de índole místico o mental mediante RESISTIR, el jugador no puede verse
    afectado por la misma habilidad hasta que no cuente con un turno propio (the damage of a tangible mystic skill still enters)."""
    bind = golpe(
        "Cadenas rúnicas",
        100,
        indoles=["mistica_tangible"],
        varias_por_ronda=True,
        efectos=[{"tipo": "control", "nombre": "paralisis", "duracion": 2}],
    )
    b = batalla(("b", "1", ficha(vol=3, habilidades=[bind])), ("a", "2", ficha(vit=1000, vol=5)))
    usar(b, "b", "Cadenas rúnicas", "a", "resistir")
    assert vivo(b, "a")["vit"] == 900 and vivo(b, "a")["control"] is None
    usar(b, "b", "Cadenas rúnicas", "a")
    assert vivo(b, "a")["vit"] == 800 and vivo(b, "a")["control"] is None
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    usar(b, "b", "Cadenas rúnicas", "a")
    assert vivo(b, "a")["control"]["nombre"] == "paralisis"


def test_11_2_1_regla_casera_indirecto_por_accion_general() -> None:
    """11.2.1 - Este reduce por cada acción general del combate (house rule ``indirecto_por`` = accion):
    from the next action on, after each general action."""
    b = batalla(
        ("b", "1", ficha(habilidades=[_ind("Corte", "hemorragia", 25, 2), golpe("Toque", 1), golpe("Roce", 1)])),
        ("a", "2", ficha(vit=1000)),
        indirecto_por="accion",
    )
    usar(b, "b", "Corte", "a")
    assert vivo(b, "a")["vit"] == 990
    usar(b, "b", "Toque", "a")
    assert vivo(b, "a")["vit"] == 964
    hacer(b, "b", "pasar")
    assert vivo(b, "a")["vit"] == 964
    hacer(b, "a", "pasar")
    usar(b, "b", "Roce", "a")
    assert vivo(b, "a")["vit"] == 938
    assert vivo(b, "a")["indirectos"] == {}
