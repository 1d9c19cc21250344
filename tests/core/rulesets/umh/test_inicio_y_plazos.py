"""1.1.2 (opening attack), 1.2.4.1 (denied IRRUMPIR), 1.3.2/10.2.5 (equipment), 2.3.4.2 (weekly uses),
4.1.1.1.1/4.2.3.1 (HUIR cooldowns), 4.1.3/4.4/4.5 (post-combat report)."""

from __future__ import annotations

from core.battle import Battle
from core.ruleset import Action
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, hacer, motivo, usar, vivo

AREA = golpe("Onda", 10, area={"tipo": "sobre_el_usuario", "tamano": 2})


def _hasta(b: Battle, cid: str) -> None:
    """Everyone passes until it is ``cid``'s turn."""
    while b.state["turno"] != cid:
        hacer(b, str(b.state["turno"]), "pasar")


def _tres() -> list[tuple[str, str, object]]:
    return [("a", "1", ficha(habilidades=[AREA])), ("b", "2", ficha()), ("c", "2", ficha()), ("d", "2", ficha())]


def test_1_1_2_maximo_dos_atacados_fuera_de_combate() -> None:
    """1.1.2 - «El máximo de jugadores atacados fuera de combate es de dos»: the opening attack may name two."""
    b = batalla(*_tres())  # type: ignore[arg-type]
    reason = motivo(b, "a", "Onda", None, None)
    assert reason is not None  # no target at all
    why = b.why_not(Action("a", "habilidad", ("b", "c", "d"), None, {"habilidad": "Onda"}))
    assert why is not None and "1.1.2" in why
    usar(b, "a", "Onda", ["b", "c"])
    assert vivo(b, "b")["vit"] == 90 and vivo(b, "c")["vit"] == 90 and vivo(b, "d")["vit"] == 100


def test_1_1_2_solo_el_ataque_iniciador() -> None:
    """1.1.2 - the limit is for players attacked «fuera de combate»: once the fight began, an area takes all three."""
    b = batalla(*_tres())  # type: ignore[arg-type]
    usar(b, "a", "Onda", ["b"])
    while b.state["ronda"] == 1:
        hacer(b, str(b.state["turno"]), "pasar")
    usar(b, "a", "Onda", ["b", "c", "d"])
    assert [vivo(b, c)["vit"] for c in "bcd"] == [80, 90, 90]


def test_1_1_2_si_el_agresor_no_ataca_en_su_primer_turno_ya_no_hay_ataque_fuera_de_combate() -> None:
    """1.1.2 - the opening attack is the aggressor's first turn; an attack in a later turn is made in combat."""
    b = batalla(*_tres())  # type: ignore[arg-type]
    _hasta(b, "b")
    _hasta(b, "a")
    usar(b, "a", "Onda", ["b", "c", "d"])
    assert vivo(b, "d")["vit"] == 90


def test_1_1_1_2_combate_por_reto_sin_limite() -> None:
    """1.1.1.2 - Emitir un Reto de combate: there is no attack out of combat to limit (setting ``inicio``)."""
    b = batalla(*_tres(), inicio="reto")  # type: ignore[arg-type]
    usar(b, "a", "Onda", ["b", "c", "d"])
    assert vivo(b, "d")["vit"] == 90


def test_1_2_4_1_irrumpir_denegado_queda_registrado() -> None:
    """1.2.4.1 - Es posible denegar el uso de Irrumpir por mayoría: by default the attempt applies, the fighter stays
    out (``entrada_denegada``) and no slot is spent (1.2.5 only counts who enters)."""
    b = batalla(("a", "1", ficha()), ("a2", "1", ficha()), ("b", "2", ficha()), ("x", "1", ficha()), reserva=["x"])
    hacer(b, "x", "irrumpir", denegar=["a", "a2"])
    live = vivo(b, "x")
    assert live["entrada_denegada"] is True and live["en_reserva"] is True and live["activo"] is False
    assert b.state["cupos"]["1"] == 2
    hacer(b, "x", "irrumpir", denegar=["a"])  # one of two is no majority
    assert vivo(b, "x")["activo"] is True and vivo(b, "x")["entrada_denegada"] is False


def test_1_2_4_1_irrumpir_denegado_como_rechazo() -> None:
    """1.2.4.1 with ``irrumpir_denegado`` = rechazar: the step is refused with the reason."""
    b = batalla(
        ("a", "1", ficha()), ("b", "2", ficha()), ("x", "1", ficha()), reserva=["x"], irrumpir_denegado="rechazar"
    )
    why = b.why_not(Action("x", "irrumpir", (), None, {"denegar": ["a"]}))
    assert why is not None and "1.2.4.1" in why
    assert b.why_not(Action("x", "irrumpir", (), None, {"denegar": []})) is None


def test_1_2_4_1_la_llamada_de_auxilio_no_se_deniega() -> None:
    """1.2.4.1 - No es posible denegar la entrada mediante otro tipo de habilidades que permitan introducirse."""
    b = batalla(("a", "1", ficha()), ("a2", "1", ficha()), ("b", "2", ficha()), ("x", "1", ficha()), reserva=["x"])
    hacer(b, "a", "llamada_de_auxilio", "x", denegar=["a", "a2"])
    assert vivo(b, "x")["activo"] is True


def test_1_3_2_equipar_objetos_en_la_ronda_de_preparacion() -> None:
    """1.3.2 - Todo jugador que se encuentre en el combate al inicio cuenta con una ronda de preparación donde puede
    equipar objetos."""
    prep = {"nombre": "Aura", "tipo": "suplementaria", "preparacion": True, "coste_pa": 1}
    b = batalla(
        ("a", "1", ficha(habilidades=[golpe(), prep], objetos=["Escudo"])), ("b", "2", ficha()), ronda_preparacion=True
    )
    assert b.state["fase"] == "preparacion"
    hacer(b, "a", "equipar", objeto="Escudo")
    assert vivo(b, "a")["equipado"] == ["Escudo"]
    why = b.why_not(Action("a", "equipar", (), None, {"objeto": "Lanza"}))
    assert why is not None and "Lanza" in why


def test_10_2_5_reequipar_un_arma_caida_pasa_al_suelo() -> None:
    """10.2.5 - al momento de re-equipar el arma se considera que pasa a encontrarse en esta posición suelo hasta la
    finalización del turno en el que recupera el arma."""
    b = batalla(("a", "1", ficha(posicion="voladora", armas=[{"nombre": "Espada", "tier": 2}])), ("b", "2", ficha()))
    hacer(b, "a", "equipar", objeto="Espada", del_suelo=True)
    assert vivo(b, "a")["posicion_temporal"] == "suelo" and vivo(b, "a")["posicion"] == "voladora"
    hacer(b, "a", "pasar")
    assert vivo(b, "a")["posicion_temporal"] is None


def test_2_3_4_2_usos_semanales_cuentan_desde_el_lunes() -> None:
    """2.3.4.2 - los usos semanales son los comprendidos entre las 00:00 del lunes a las 23:59 del domingo (hpe)."""
    weekly = golpe("Sello", 5, usos=1, usos_periodo="semana", usos_gastados_semana=1, usos_semana_de="2026-03-01")
    sheets = (("a", "1", ficha(habilidades=[weekly])), ("b", "2", ficha()))
    same = batalla(*sheets, fecha="2026-02-25T10:00")  # Wednesday of the week of Sunday 1 March
    reason = motivo(same, "a", "Sello", "b")
    assert reason is not None and "usos" in reason
    monday = batalla(*sheets, fecha="2026-03-02T00:00")  # Monday 00:00: a new week
    assert motivo(monday, "a", "Sello", "b") is None
    undated = batalla(*sheets)
    assert motivo(undated, "a", "Sello", "b") is not None


def test_4_1_1_1_1_huir_72_horas() -> None:
    """4.1.1.1.1 - En caso de que la habilidad para huir no posea tiempo de reutilización se considera que el mismo es
    de 72 horas."""
    sheet = ficha(ultima_huida="2026-03-01T20:00")
    early = batalla(("a", "1", sheet), ("b", "2", ficha()), fecha="2026-03-04T19:59")
    why = early.why_not(Action("a", "huir"))
    assert why is not None and "4.1.1.1.1" in why and "1 min" in why
    late = batalla(("a", "1", sheet), ("b", "2", ficha()), fecha="2026-03-04T20:00")
    hacer(late, "a", "huir")
    out = late.outcome()
    assert out is not None and out.ganador == "2"
    assert out.estados_finales["a"]["huir_disponible"] == "2026-03-07T20:00"


def test_4_2_3_1_no_irrumpe_hasta_15_minutos_despues_de_huir() -> None:
    """4.2.3.1 - Tampoco es posible irrumpir en otros combates que se produzcan hasta pasado dicho tiempo (15 min)."""
    people = (("a", "1", ficha()), ("b", "2", ficha()), ("x", "1", ficha(ultima_huida="2026-03-01T20:00")))
    b = batalla(*people, reserva=["x"], fecha="2026-03-01T20:10")
    why = b.why_not(Action("x", "irrumpir"))
    assert why is not None and "4.2.3.1" in why and "5 min" in why
    b2 = batalla(*people, reserva=["x"], fecha="2026-03-01T20:15")
    assert b2.why_not(Action("x", "irrumpir")) is None


def test_4_1_3_post_combate_y_4_5_1_encarcelamiento() -> None:
    """4.1.3 - Solo los ganadores del combate pueden realizar habilidades o acciones post-combate sobre los derrotados,
    siempre y cuando no hayan huido o reducido su vitalidad a 0; 4.5.1 - si este tiene una pérdida de 2 puntos o más
    de vigor, ya sea por el enfrentamiento actual o por enfrentamientos pasados, encarcelarlo o secuestrarlo."""
    post = {"nombre": "Cadenas", "tipo": "suplementaria", "post_combate": True, "encarcela": True}
    b = batalla(
        ("a", "1", ficha(habilidades=[golpe("Golpe", 100), post])),
        ("b", "2", ficha(vit=100, vigor_perdido=1)),
        ("c", "2", ficha(vit=500)),
    )
    usar(b, "a", "Golpe", "b")  # b llega a 0 VIT: pierde 1 punto de vigor (4.1.4), 1 + 1 = 2
    assert vivo(b, "b")["vigor"] == 2
    _hasta(b, "c")
    hacer(b, "c", "huir")
    out = b.outcome()
    assert out is not None and out.ganador == "1"
    a = out.estados_finales["a"]
    assert a["post_combate"] == ["Cadenas"] and a["sobre"] == ["b"] and a["encarcelables"] == ["b"]
    assert "4.5.1" in out.resumen


def test_4_1_3_un_ganador_caido_no_aplica_post_combate() -> None:
    """4.1.3 - «siempre y cuando no hayan huido o reducido su vitalidad a 0»: a winner who fell applies nothing."""
    post = {"nombre": "Marca", "tipo": "suplementaria", "post_combate": True}
    b = batalla(
        ("a", "1", ficha(vit=50, habilidades=[post])),
        ("a2", "1", ficha(habilidades=[golpe("Golpe", 300), post])),
        ("b", "2", ficha(vit=300, habilidades=[golpe("Tajo", 50)])),
        agresor="b",
    )
    usar(b, "b", "Tajo", "a")
    assert vivo(b, "a")["derrotado"] is True
    _hasta(b, "a2")
    usar(b, "a2", "Golpe", "b")
    out = b.outcome()
    assert out is not None and out.ganador == "1"
    assert out.estados_finales["a"]["post_combate"] == [] and out.estados_finales["a2"]["sobre"] == ["b"]


def test_4_4_1_un_requisito_de_combate_y_4_4_5_agrupacion() -> None:
    """4.4.1 - Cada combate otorga un único requisito de combate general; 4.4.5 - no de personajes con los que se
    comparta agrupación o alianza; 2.3.1.2 - ninguno si ambos bandos pierden por pasividad."""
    b = batalla(("a", "1", ficha(agrupacion="Sede")), ("b", "2", ficha(agrupacion="sede")), ("c", "2", ficha()))
    hacer(b, "a", "pactar", acuerdo=True)
    out = b.outcome()
    assert out is not None
    assert out.estados_finales["a"]["requisito_combate"] == 1  # c no comparte agrupación
    assert out.estados_finales["b"]["requisito_combate"] == 0 and out.estados_finales["c"]["requisito_combate"] == 1
    solo = batalla(("a", "1", ficha(agrupacion="Sede")), ("b", "2", ficha(agrupacion="Sede")))
    hacer(solo, "a", "pactar", acuerdo=True)
    final = solo.outcome()
    assert final is not None and final.estados_finales["a"]["requisito_combate"] == 0
