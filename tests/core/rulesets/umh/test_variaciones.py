"""8 TIPOS DE HABILIDADES: defence variations (8.2), combos (8.1.1.1) and multi-target damage (8.1.1.3.2–3)."""

from __future__ import annotations

from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, hacer, motivo, usar, vivo


def _duelo(atk: list[dict[str, object]], dfn: list[dict[str, object]], **extra: object):  # type: ignore[no-untyped-def]
    return batalla(
        ("b", "1", ficha("B", vit=1000, ref=3, habilidades=atk)),
        ("a", "2", ficha("A", vit=1000, ref=3, vel=4, habilidades=dfn, **extra)),
    )


def test_8_2_1_evasion_evita_el_dano_y_consume_velocidad() -> None:
    """8.2.1 - evitar completamente el daño o efectos; 8.2.1.1 - toda evasión consume la velocidad utilizada;
    8.2.1.2 - La velocidad se recupera al finalizar la ronda."""
    b = _duelo([golpe("Tajo", 200)], [defensa("Esquiva", "evasion", desplazamiento=3)])
    usar(b, "b", "Tajo", "a", {"habilidad": "Esquiva"})
    assert vivo(b, "a")["vit"] == 1000
    assert vivo(b, "a")["vel"] == 1
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    assert vivo(b, "a")["vel"] == 4


def test_8_2_1_evasion_sin_velocidad_suficiente_se_rechaza() -> None:
    """8.2.1.3 - No es posible consumir más velocidad de la que se posee."""
    b = _duelo([golpe("Tajo", 200)], [defensa("Esquiva", "evasion", desplazamiento=5)])
    reason = motivo(b, "b", "Tajo", "a", {"habilidad": "Esquiva"})
    assert reason is not None and "velocidad" in reason


def test_8_2_1_4_evadir_sin_requisitos_produce_el_50_por_ciento() -> None:
    """8.2.1.4 - Es posible evadir habilidades sin poseer los requisitos de reacción provocando que la habilidad
    produzca un 50% del daño; únicamente se reduce por resistencias pasivas; efectos a la baja pero nunca a 0."""
    light = golpe(
        "Rayo de luz",
        200,
        indoles=["luminica"],
        efectos=[{"tipo": "indirecto", "nombre": "quemadura", "cantidad": 10, "duracion": 1}],
    )
    b = batalla(
        ("b", "1", ficha(habilidades=[light])),
        (
            "a",
            "2",
            ficha(vit=1000, ref=2, vel=4, resistencias=[{"valor": 20}], habilidades=[defensa("Esquiva", "evasion")]),
        ),
    )
    usar(b, "b", "Rayo de luz", "a", {"habilidad": "Esquiva"})
    assert vivo(b, "a")["vit"] == 1000 - (100 - 20)
    assert vivo(b, "a")["indirectos"]["quemadura"]["cantidad"] == 5
    assert vivo(b, "a")["indirectos"]["quemadura"]["duracion"] == 1


def test_8_2_1_4_la_mitad_evadida_no_la_reducen_las_reducciones_activas() -> None:
    """8.2.1.4 - «Este daño únicamente se puede reducir por resistencias pasivas (defensa pasiva y reducción), así como
    armaduras»: a reduction granted by a skill in use does not reduce it; a passive one does."""
    light = golpe("Rayo de luz", 200, indoles=["luminica"])
    guard = {
        "nombre": "Guardia",
        "tipo": "suplementaria",
        "efectos": [{"tipo": "reduccion", "indole": "general", "porcentaje": 50, "sobre": "usuario"}],
    }
    b = batalla(
        (
            "a",
            "2",
            ficha(ref=1, vel=2, reducciones={"general": 10}, habilidades=[guard, defensa("Esquiva", "evasion")]),
        ),
        ("b", "1", ficha(habilidades=[light])),
    )
    usar(b, "a", "Guardia")
    hacer(b, "a", "pasar")
    usar(b, "b", "Rayo de luz", "a", {"habilidad": "Esquiva"})
    assert vivo(b, "a")["vit"] == 100 - 90  # 200 × 0,5 = 100; × 0,90 (solo la pasiva) = 90


def test_8_2_2_2_1_suplementaria_sin_preparacion_fisica_solo_con_precognicion() -> None:
    """8.2.2.2.1 - Es necesario que la habilidad suplementaria posea una preparación física para poderse anticipar o
    tener acceso a la mente del usuario/poseer habilidades que permitan conocer lo que hará de antemano."""
    mind = {"nombre": "Plan", "tipo": "suplementaria", "preparacion_fisica": False}
    seer = defensa("Previsión", "anticipacion", dano=10, precognicion=True)
    b = batalla(
        ("a", "1", ficha(habilidades=[mind])),
        ("d", "2", ficha(habilidades=[defensa("Corte", "anticipacion", dano=10), seer])),
    )
    why = motivo(b, "a", "Plan", None, {"habilidad": "Corte", "defensor": "d"})
    assert why is not None and "8.2.2.2.1" in why
    assert motivo(b, "a", "Plan", None, {"habilidad": "Previsión", "defensor": "d"}) is None


def test_8_1_1_3_1_1_defensa_externa_contra_habilidad_sin_dano() -> None:
    """8.1.1.3.1.1 - Es posible defenderse de habilidades sin daño directo mediante defensas externas siempre que
    provoquen algún efecto sobre el jugador: the external defence keeps the effects away; an internal one is refused."""
    spell = golpe("Maldición", 0, efectos=[{"tipo": "estado", "nombre": "ceguera", "duracion": 2}])
    wall = defensa("Barrera", "defensa_externa", defensa=10)
    block = defensa("Bloqueo", "defensa_interna", defensa=10)
    b = batalla(("a", "1", ficha(habilidades=[spell])), ("d", "2", ficha(habilidades=[wall, block])))
    assert motivo(b, "a", "Maldición", "d", "Bloqueo") is not None
    usar(b, "a", "Maldición", "d", "Barrera")
    assert vivo(b, "d")["estados"] == {} and vivo(b, "d")["pa"] == 9


def test_8_2_2_anticipacion_requiere_danar_al_objetivo() -> None:
    """8.2.2.1 - Requieren de dañar al objetivo para que se aplique el efecto anticipador."""
    b = batalla(
        ("b", "1", ficha(vit=1000, resistencias=[{"valor": 50}], habilidades=[golpe("Tajo", 100, coste_pa=2)])),
        ("a", "2", ficha(vit=1000, ref=3, habilidades=[defensa("Corte previo", "anticipacion", dano=30)])),
    )
    usar(b, "b", "Tajo", "a", {"habilidad": "Corte previo"})
    assert vivo(b, "b")["vit"] == 1000
    assert vivo(b, "a")["vit"] == 900
    assert vivo(b, "b")["pa"] == 8


def test_8_2_2_4_anticipada_no_se_puede_volver_a_usar_esa_ronda() -> None:
    """8.2.2.4 - la acción realizada en primer lugar no se produce. Aún así, no es posible volver a utilizar esta habilidad durante la misma ronda."""
    b = _duelo([golpe("Tajo", 100)], [defensa("Corte previo", "anticipacion", dano=30, varias_por_ronda=True)])
    usar(b, "b", "Tajo", "a", {"habilidad": "Corte previo"})
    reason = motivo(b, "b", "Tajo", "a")
    assert reason is not None and "2.3.1.3" in reason


def test_8_2_3_anulacion_sin_dano_y_8_2_3_4_empieza_el_tr() -> None:
    """8.2.3 - anulaciones no producen daño; 8.2.3.4 - la habilidad se entiende realizada iniciándose su tiempo de reutilización."""
    b = _duelo([golpe("Tajo", 100, enfriamiento=2)], [defensa("Anular", "anulacion")])
    usar(b, "b", "Tajo", "a", {"habilidad": "Anular"})
    assert vivo(b, "a")["vit"] == 1000 and vivo(b, "b")["vit"] == 1000
    assert vivo(b, "b")["enfriamientos"] == {"Tajo": 3}


def test_8_1_1_1_2_anular_un_combo_cancela_los_impactos_posteriores() -> None:
    """8.1.1.1.1 - Cada impacto se considera una acción y deberá ser reaccionado individualmente;
    8.1.1.1.2 - Anular un combo, cancela los impactos posteriores."""
    b = _duelo([golpe("Ráfaga", 100, golpes=3)], [defensa("Anular", "anulacion")])
    usar(b, "b", "Ráfaga", "a", ["ninguna", {"habilidad": "Anular"}, "ninguna"])
    assert vivo(b, "a")["vit"] == 900


def test_8_1_1_1_3_potenciadores_solo_en_el_primer_golpe() -> None:
    """8.1.1.1.3 - Cualquier potenciador de habilidades solo se aplica al primer golpe del combo."""
    b = batalla(
        (
            "b",
            "1",
            ficha(potenciadores=[{"indole": "fisica", "porcentaje": 50}], habilidades=[golpe("Ráfaga", 100, golpes=3)]),
        ),
        ("a", "2", ficha(vit=1000)),
    )
    usar(b, "b", "Ráfaga", "a")
    assert vivo(b, "a")["vit"] == 1000 - 150 - 100 - 100


def test_8_2_4_2_contraataque_el_dano_que_supera_entra_al_defensor() -> None:
    """8.2.4.2 - Si el daño del ataque supera el del contraataque, el restante entrará al jugador defensor."""
    b = _duelo([golpe("Tajo", 300)], [defensa("Réplica", "contraataque", defensa=100)])
    usar(b, "b", "Tajo", "a", {"habilidad": "Réplica"})
    assert vivo(b, "a")["vit"] == 800 and vivo(b, "b")["vit"] == 1000


def test_8_2_4_3_contraataque_la_resistencia_sobrante_dana_al_atacante() -> None:
    """8.2.4.3 - Si la resistencia del contraataque es superior, la resistencia restante se convierte en daño que recibe el atacante."""
    b = _duelo([golpe("Tajo", 100)], [defensa("Réplica", "contraataque", defensa=250)])
    usar(b, "b", "Tajo", "a", {"habilidad": "Réplica"})
    assert vivo(b, "a")["vit"] == 1000 and vivo(b, "b")["vit"] == 850


def test_8_2_4_1_contraataque_solo_contra_dano_directo() -> None:
    """8.2.4.1 - Únicamente pueden ser empleadas contra habilidades ofensivas con daño directo."""
    b = _duelo(
        [golpe("Mirada", 0, efectos=[{"tipo": "estado", "nombre": "ceguera", "duracion": 2}])],
        [defensa("Réplica", "contraataque", defensa=250)],
    )
    reason = motivo(b, "b", "Mirada", "a", {"habilidad": "Réplica"})
    assert reason is not None and "8.2.4.1" in reason


def test_8_2_5_reflexion_anula_y_devuelve_la_habilidad() -> None:
    """8.2.5.1 - se consideran anulación; 8.2.5.2 - devolver el ataque a un oponente, la habilidad se mantiene anulada."""
    b = _duelo([golpe("Rayo", 120)], [defensa("Espejo", "reflexion")])
    usar(b, "b", "Rayo", "a", {"habilidad": "Espejo"})
    assert vivo(b, "a")["vit"] == 1000 and vivo(b, "b")["vit"] == 880
    assert vivo(b, "a")["usos"] == {"Espejo": 1}


def test_8_1_1_3_1_solo_se_defienden_habilidades_sobre_el_usuario_salvo_que_lo_indique() -> None:
    """8.1.1.3.1 - Los jugadores tan solo podrán defender habilidades que tengan como objetivo al usuario;
    existen habilidades defensivas capaces de defender a aliados."""
    guard = ficha(
        "G",
        habilidades=[
            defensa("Muro", "defensa_externa", defensa=100, defiende_aliados=True),
            defensa("Bloqueo", "defensa_interna", defensa=100),
        ],
    )
    b = batalla(("b", "1", ficha(habilidades=[golpe("Tajo", 150)])), ("a", "2", ficha(vit=1000)), ("g", "2", guard))
    reason = motivo(b, "b", "Tajo", "a", {"habilidad": "Bloqueo", "defensor": "g"})
    assert reason is not None and "8.1.1.3.1" in reason
    usar(b, "b", "Tajo", "a", {"habilidad": "Muro", "defensor": "g"})
    assert vivo(b, "a")["vit"] == 950 and vivo(b, "g")["pa"] == 9


def test_8_1_1_3_2_impactos_multiples_se_suman_y_se_reparten() -> None:
    """8.1.1.3.2 - Todos los daños se suman en uno, y requiere de una defensa que iguale o supere en resistencia;
    si la resistencia es menor, el daño restante se divide equitativamente entre los objetivos."""
    atk = ficha(habilidades=[golpe("Doble rayo", 100, objetivos=2, impactos="multiples", alcance=5)])
    b = batalla(
        ("b", "1", atk),
        ("a", "2", ficha(vit=1000, habilidades=[defensa("Muro", "defensa_externa", defensa=150)])),
        ("c", "2", ficha(vit=1000)),
    )
    usar(b, "b", "Doble rayo", ["a", "c"], {"a": {"habilidad": "Muro"}})
    assert vivo(b, "a")["vit"] == 975 and vivo(b, "c")["vit"] == 975


def test_8_1_1_3_3_impactos_individuales_mismo_dano_a_cada_uno() -> None:
    """8.1.1.3.3 - En el caso de áreas o golpes individuales, produce el mismo daño sobre cada uno de los objetivos."""
    atk = ficha(habilidades=[golpe("Onda", 100, area={"tipo": "sobre_el_usuario", "tamano": 2})])
    b = batalla(("b", "1", atk), ("a", "2", ficha(vit=1000)), ("c", "2", ficha(vit=1000)))
    usar(b, "b", "Onda", ["a", "c"])
    assert vivo(b, "a")["vit"] == 900 and vivo(b, "c")["vit"] == 900


def test_8_1_1_2_suplementarias_no_afectan_a_enemigos() -> None:
    """8.1.1.2 - Suplementaria: beneficio del usuario, un aliado o el campo, sin afectar a los enemigos."""
    buff = {
        "nombre": "Ánimo",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "potenciador", "indole": "fisica", "porcentaje": 20}],
    }
    b = batalla(("b", "1", ficha(habilidades=[buff, golpe("Tajo", 100)])), ("a", "2", ficha(vit=1000)))
    reason = motivo(b, "b", "Ánimo", "a")
    assert reason is not None and "8.1.1.2" in reason
    usar(b, "b", "Ánimo")
    usar(b, "b", "Tajo", "a")
    assert vivo(b, "a")["vit"] == 880


def test_8_1_1_2_1_mejoras_iguales_no_se_suman() -> None:
    """8.1.1.2.1 - suplementarias que aumenten un mismo atributo o de daño no se suman; prevalece la mayor."""
    small = {
        "nombre": "Ánimo",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "potenciador", "indole": "fisica", "porcentaje": 20}],
    }
    big = {
        "nombre": "Furia",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "potenciador", "indole": "fisica", "porcentaje": 30}],
    }
    b = batalla(("b", "1", ficha(habilidades=[big, small])), ("a", "2", ficha()))
    usar(b, "b", "Furia")
    usar(b, "b", "Ánimo")
    assert vivo(b, "b")["potenciadores_activos"] == [{"indole": "fisica", "valor": 30, "habilidad": "Furia"}]


def test_8_2_2_3_defensivas_solo_en_respuesta() -> None:
    """8.1.1.3 - Defensiva: no pueden ser utilizadas en cualquier momento, sino en respuesta a habilidades ofensivas."""
    b = _duelo([defensa("Muro", "defensa_externa", defensa=100)], [])
    reason = motivo(b, "b", "Muro")
    assert reason is not None and "8.1.1.3" in reason


def test_2_3_1_3_la_misma_defensa_no_responde_dos_golpes_de_un_combo() -> None:
    """2.3.1.3 / 8.1.1.3 - Únicamente es posible realizar una habilidad defensiva como reacción a una habilidad, salvo que
    la misma se pueda reaccionar varias veces: the same defence cannot answer two hits of one combo (once a round)."""
    b = _duelo(
        [golpe("Ráfaga", 100, golpes=2)],
        [defensa("Muro", "defensa_externa", defensa=100), defensa("Bloqueo", "defensa_interna", defensa=50)],
    )
    reason = motivo(b, "b", "Ráfaga", "a", [{"habilidad": "Muro"}, {"habilidad": "Muro"}])
    assert reason is not None and "2.3.1.3" in reason
    usar(b, "b", "Ráfaga", "a", [{"habilidad": "Muro"}, {"habilidad": "Bloqueo"}])
    assert vivo(b, "a")["vit"] == 950 and vivo(b, "a")["pa"] == 8


def test_mejora_suplementaria_con_duracion_termina() -> None:
    """11.5.14 - Normalmente, tienen una duración en acciones generales (a buff lasting 1 action ends after the next one)."""
    buff = {
        "nombre": "Furia",
        "tipo": "suplementaria",
        "coste_pa": 1,
        "efectos": [{"tipo": "potenciador", "indole": "fisica", "porcentaje": 50, "duracion": 1}],
    }
    b = batalla(
        ("b", "1", ficha(habilidades=[buff, golpe("Tajo", 100), golpe("Corte", 100)])), ("a", "2", ficha(vit=1000))
    )
    usar(b, "b", "Furia")
    usar(b, "b", "Tajo", "a")
    assert vivo(b, "a")["vit"] == 850 and vivo(b, "b")["potenciadores_activos"] == []
    usar(b, "b", "Corte", "a")
    assert vivo(b, "a")["vit"] == 750


def test_11_4_2_paralizado_solo_habilidades_telepaticas() -> None:
    """11.4.2 - Parálisis: se ve limitado al uso de habilidades telepáticas o habilidades que indiquen poder realizarse en este estado."""
    net = golpe("Red", 0, efectos=[{"tipo": "control", "nombre": "paralisis", "duracion": 5}])
    victim = ficha(
        vit=1000,
        habilidades=[
            golpe("Tajo", 10),
            golpe("Susurro", 10, indoles=["mental"]),
            golpe("Chispa", 10, en_paralisis=True),
        ],
    )
    b = batalla(("b", "1", ficha(habilidades=[net])), ("a", "2", victim), turno_perdido_cuenta=False)
    usar(b, "b", "Red", "a")
    hacer(b, "b", "pasar")
    assert "parálisis" in (motivo(b, "a", "Tajo", "b") or "")
    assert motivo(b, "a", "Susurro", "b") is None
    assert motivo(b, "a", "Chispa", "b") is None


def _contra(alcance: object, respuesta: object) -> tuple[str | None, int]:
    counter = defensa("Réplica", "contraataque", defensa=80, alcance=alcance)
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Puño", 50), defensa("Muro", "defensa_externa", defensa=20)])),
        ("d", "B", ficha(habilidades=[counter])),
    )
    answer = {"habilidad": "Réplica", "respuesta": respuesta}
    why = motivo(b, "a", "Puño", "d", answer)
    if why is None:
        usar(b, "a", "Puño", "d", answer)
    return why, int(vivo(b, "a")["vit"])


def test_8_2_4_4_no_se_reacciona_a_un_contraataque_cuerpo_a_cuerpo() -> None:
    """8.2.4.4 - No se puede reaccionar a un contraataque cuerpo a cuerpo."""
    why, vit = _contra(1, "Muro")
    assert why is not None and "8.2.4.4" in why
    assert vit == 100


def test_8_2_4_4_a_un_contraataque_a_distancia_se_reacciona() -> None:
    """8.2.4.3 - la resistencia restante se convierte en daño que recibe el atacante; 8.2.4.4 read a contrario: a
    ranged counterattack can be answered: 80 - 50 = 30 against «Muro» (20) → 10."""
    assert _contra({"tipo": "distancia", "casillas": 3}, "Muro") == (None, 90)
    assert _contra({"tipo": "distancia", "casillas": 3}, "ninguna") == (None, 70)


def test_8_2_2_3_no_se_anticipa_ni_anula_una_defensiva() -> None:
    """8.2.2.3 - No es posible anticiparse a habilidades defensivas. 8.2.3.1 - Las anulaciones solo pueden ser
    realizadas sobre habilidades ofensivas ... y también en suplementarias."""
    counter = defensa("Réplica", "contraataque", defensa=80, alcance={"tipo": "distancia", "casillas": 3})
    b = batalla(
        (
            "a",
            "A",
            ficha(
                habilidades=[
                    golpe("Puño", 50),
                    defensa("Previo", "anticipacion", dano=10),
                    defensa("Sello", "anulacion"),
                ]
            ),
        ),
        ("d", "B", ficha(habilidades=[counter])),
    )
    why = motivo(b, "a", "Puño", "d", {"habilidad": "Réplica", "respuesta": "Previo"})
    assert why is not None and "8.2.2.3" in why
    why = motivo(b, "a", "Puño", "d", {"habilidad": "Réplica", "respuesta": "Sello"})
    assert why is not None and "8.2.3.1" in why
