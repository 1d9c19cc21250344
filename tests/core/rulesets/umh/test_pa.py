"""3 PUNTOS DE ACCIÓN and the limits of 2.3 (once a round, cooldowns, uses, 5 annulments)."""

from __future__ import annotations

from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, hacer, motivo, usar, vivo


def _b(*skills: dict[str, object], pa: int = 10, defender: list[dict[str, object]] | None = None):  # type: ignore[no-untyped-def]
    return batalla(
        ("b", "1", ficha(habilidades=list(skills))),
        ("a", "2", ficha(vit=5000, ref=5, habilidades=defender or [])),
        pa_por_ronda=pa,
    )


def test_3_1_2_el_coste_se_descuenta_y_3_1_3_se_regenera_al_final_de_la_ronda() -> None:
    """3.1.2 - Cada habilidad posee un coste de PA; 3.1.3 - Al finalizar cada ronda todos regeneran todos sus PA."""
    b = _b(golpe("Tajo", 10, coste_pa=4))
    usar(b, "b", "Tajo", "a")
    assert vivo(b, "b")["pa"] == 6
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    assert vivo(b, "b")["pa"] == 10


def test_3_1_1_el_pa_por_ronda_es_un_ajuste_de_batalla() -> None:
    """3.1.1 - todos los jugadores cuentan con el mismo número de puntos de acción (battle setting)."""
    b = _b(pa=7)
    assert vivo(b, "a")["pa"] == vivo(b, "b")["pa"] == 7


def test_3_pa_insuficientes_rechaza() -> None:
    """3.1.2 - without enough PA the skill cannot be used (PA never negative)."""
    b = _b(golpe("Gran tajo", 10, coste_pa=11))
    reason = motivo(b, "b", "Gran tajo", "a")
    assert reason is not None and "PA suficientes" in reason


def test_3_2_anticipada_en_su_totalidad_devuelve_el_50_por_ciento_minimo_1() -> None:
    """3.2 - Los PA de las habilidades anticipadas en su totalidad devuelven un 50% [*0.50] del coste,
    se redondee a la baja pero el mínimo siempre será 1."""
    antic = defensa("Corte previo", "anticipacion", dano=30)
    b = _b(golpe("Tajo", 10, coste_pa=3), golpe("Toque", 10, coste_pa=1), defender=[antic])
    usar(b, "b", "Tajo", "a", {"habilidad": "Corte previo"})
    assert vivo(b, "b")["pa"] == 10 - 3 + 1
    assert vivo(b, "a")["vit"] == 5000
    assert vivo(b, "b")["vit"] == 70
    assert vivo(b, "a")["pa"] == 9 and vivo(b, "a")["usos"] == {"Corte previo": 1}


def test_3_2_1_reaccionar_a_una_anticipacion_no_devuelve_pa() -> None:
    """3.2.1 - Al reaccionar a una anticipación, el jugador consume los PA de la acción realizada en primer lugar;
    8.2.2.4 - la acción realizada en primer lugar no se produce."""
    antic = defensa("Corte previo", "anticipacion", dano=30)
    attacker = ficha(habilidades=[golpe("Tajo", 10, coste_pa=4), defensa("Guardia", "defensa_interna", defensa=50)])
    b = batalla(("b", "1", attacker), ("a", "2", ficha(vit=5000, ref=5, habilidades=[antic])))
    usar(b, "b", "Tajo", "a", {"habilidad": "Corte previo", "respuesta": {"habilidad": "Guardia"}})
    assert vivo(b, "b")["pa"] == 10 - 4 - 1
    assert vivo(b, "a")["vit"] == 5000
    assert vivo(b, "b")["vit"] == 100


def test_8_2_2_4_1_no_se_reacciona_a_una_anticipacion_con_otra() -> None:
    """8.2.2.4.1 - No es posible reaccionar a una anticipación con otra anticipación."""
    attacker = ficha(habilidades=[golpe("Tajo", 10), defensa("Contra previo", "anticipacion", dano=10)])
    b = batalla(
        ("b", "1", attacker), ("a", "2", ficha(ref=5, habilidades=[defensa("Corte previo", "anticipacion", dano=30)]))
    )
    reason = motivo(b, "b", "Tajo", "a", {"habilidad": "Corte previo", "respuesta": {"habilidad": "Contra previo"}})
    assert reason is not None and "8.2.2.4.1" in reason


def test_3_3_maximo_dos_acciones_de_0_pa_por_turno_propio() -> None:
    """3.3 - Como máximo solo se pueden realizar por turno propio dos acciones que cuesten 0 PA."""
    b = _b(golpe("A", 1, coste_pa=0), golpe("B", 1, coste_pa=0), golpe("C", 1, coste_pa=0))
    usar(b, "b", "A", "a")
    usar(b, "b", "B", "a")
    reason = motivo(b, "b", "C", "a")
    assert reason is not None and "3.3" in reason


def test_3_4_cuarta_ofensiva_de_1_pa_cuesta_1_mas() -> None:
    """3.4 - Únicamente se puede realizar tres habilidades ofensivas de 1 PA por ronda. La cuarta y siguientes
    ven su coste aumentado en 1 PA adicional. No aplica a habilidades defensas o suplementarias."""
    b = _b(golpe("Puño", 1, coste_pa=1, varias_por_ronda=True))
    for _ in range(3):
        usar(b, "b", "Puño", "a")
    assert vivo(b, "b")["pa"] == 7
    usar(b, "b", "Puño", "a")
    assert vivo(b, "b")["pa"] == 5


def test_2_3_1_3_la_misma_habilidad_una_vez_por_ronda() -> None:
    """2.3.1.3 - El usuario no puede utilizar la misma habilidad más de una vez en la misma ronda."""
    b = _b(golpe("Tajo", 10))
    usar(b, "b", "Tajo", "a")
    reason = motivo(b, "b", "Tajo", "a")
    assert reason is not None and "2.3.1.3" in reason


def test_2_3_4_tiempo_de_reutilizacion_por_rondas() -> None:
    """2.3.4 - debiendo acontecer tantas rondas como TR posea para poder volver a ser utilizada
    (used in round 1 with TR 1: round 2 must pass, back in round 3)."""
    b = _b(golpe("Tajo", 10, enfriamiento=1))
    usar(b, "b", "Tajo", "a")
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    assert b.state["ronda"] == 2
    reason = motivo(b, "b", "Tajo", "a")
    assert reason is not None and "2.3.4" in reason
    assert vivo(b, "b")["enfriamientos"] == {"Tajo": 1}
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    assert motivo(b, "b", "Tajo", "a") is None


def test_2_3_4_regla_casera_el_tr_cuenta_la_ronda_de_uso() -> None:
    """2.3.4 (house rule ``tr_incluye_ronda_de_uso``): TR 1 used in round 1 is back in round 2."""
    b = batalla(
        ("b", "1", ficha(habilidades=[golpe("Tajo", 10, enfriamiento=1)])),
        ("a", "2", ficha(vit=500)),
        tr_incluye_ronda_de_uso=True,
    )
    usar(b, "b", "Tajo", "a")
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    assert motivo(b, "b", "Tajo", "a") is None


def test_2_3_4_1_anulaciones_y_anticipaciones_maximo_5_por_combate() -> None:
    """2.3.4.1 - Las anulaciones y anticipaciones poseen un máximo de 5 usos por combate."""
    b = _b(
        golpe("Tajo", 10, varias_por_ronda=True),
        pa=30,
        defender=[defensa("Desvanecer", "anulacion", varias_por_ronda=True)],
    )
    for _ in range(5):
        usar(b, "b", "Tajo", "a", {"habilidad": "Desvanecer"})
    assert vivo(b, "a")["usos"] == {"Desvanecer": 5}
    reason = motivo(b, "b", "Tajo", "a", {"habilidad": "Desvanecer"})
    assert reason is not None and "2.3.4.1" in reason


def test_usos_por_combate() -> None:
    """Uses per combat (``usos``) run out."""
    b = _b(golpe("Tajo", 10, usos=1, varias_por_ronda=True))
    usar(b, "b", "Tajo", "a")
    reason = motivo(b, "b", "Tajo", "a")
    assert reason is not None and "usos" in reason


def test_2_3_4_2_usos_semanales_ya_gastados() -> None:
    """2.3.4.2 - Cuando la habilidad establezca usos semanales (the sheet records those already spent this week)."""
    b = _b(golpe("Tajo", 10, usos=2, usos_periodo="semana", usos_gastados_semana=1, varias_por_ronda=True))
    usar(b, "b", "Tajo", "a")
    reason = motivo(b, "b", "Tajo", "a")
    assert reason is not None and "semana" in reason
