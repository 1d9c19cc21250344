"""10 POSICIONES EN COMBATE: reach to hit raised and flying fighters, and the temporary position change."""

from __future__ import annotations

from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, hacer, motivo, usar, vivo


def _b(atk_pos: str, tgt_pos: str, alcance: int):  # type: ignore[no-untyped-def]
    return batalla(
        ("b", "1", ficha(posicion=atk_pos, habilidades=[golpe("Ataque", 10, alcance=alcance, varias_por_ronda=True)])),
        ("a", "2", ficha(vit=1000, posicion=tgt_pos)),
        ("c", "2", ficha(vit=1000, posicion="alzada")),
    )


def test_10_2_1_a_una_posicion_alzada_hace_falta_alcance_3() -> None:
    """10.2.1 - para golpear a cualquiera en posición alzada es necesario adquirir la misma posición o bien ataques de alcance 3 o superior."""
    assert "10.2" in (motivo(_b("suelo", "alzada", 2), "b", "Ataque", "a") or "")
    assert motivo(_b("suelo", "alzada", 3), "b", "Ataque", "a") is None
    assert motivo(_b("alzada", "alzada", 1), "b", "Ataque", "a") is None


def test_10_2_2_a_una_posicion_voladora_alcance_5_o_2_desde_alzada() -> None:
    """10.2.2 - posición voladora: ataques de alcance 5 o superior; si el atacante está en posición alzada, alcance 2 o superior."""
    assert motivo(_b("suelo", "voladora", 4), "b", "Ataque", "a") is not None
    assert motivo(_b("suelo", "voladora", 5), "b", "Ataque", "a") is None
    assert motivo(_b("alzada", "voladora", 1), "b", "Ataque", "a") is not None
    assert motivo(_b("alzada", "voladora", 2), "b", "Ataque", "a") is None


def test_10_2_3_1_alzado_que_ataca_cuerpo_a_cuerpo_pasa_al_suelo_hasta_fin_de_turno() -> None:
    """10.2.3.1 - A en posición alzada ataca con alcance 1 a B situado en el suelo: hasta que finalice dicho turno, A pasa a encontrarse en el suelo."""
    b = _b("alzada", "suelo", 1)
    usar(b, "b", "Ataque", "a")
    assert vivo(b, "b")["posicion_temporal"] == "suelo"
    hacer(b, "b", "pasar")
    assert vivo(b, "b")["posicion_temporal"] is None and vivo(b, "b")["posicion"] == "alzada"


def test_10_2_3_2_volador_que_ataca_con_alcance_3_pasa_a_alcance_3() -> None:
    """10.2.3.2 - C en posición voladora ataca con una habilidad de alcance 3 a D en el suelo: C pasa a encontrarse a alcance 3."""
    b = _b("voladora", "suelo", 3)
    usar(b, "b", "Ataque", "a")
    assert vivo(b, "b")["posicion_temporal"] == "alzada"


def test_10_2_4_1_al_atacar_a_otra_posicion_se_vuelve_a_modificar() -> None:
    """10.2.4.1 - A alzado ataca cuerpo a cuerpo a B en el suelo y después a C en posición alzada: A pasaría a encontrarse de nuevo en posición alzada."""
    b = _b("alzada", "suelo", 1)
    usar(b, "b", "Ataque", "a")
    assert vivo(b, "b")["posicion_temporal"] == "suelo"
    usar(b, "b", "Ataque", "c")
    assert vivo(b, "b")["posicion_temporal"] is None
    assert vivo(b, "b")["posicion"] == "alzada"


def test_10_2_6_control_de_masas_en_el_aire_derriba() -> None:
    """10.2.6 - en posición alzada o voladora, un control de masas produce los efectos de derribo (11.5.3)."""
    stun = golpe("Rayo", 0, alcance=5, efectos=[{"tipo": "control", "nombre": "aturdimiento", "duracion": 1}])
    b = batalla(("b", "1", ficha(habilidades=[stun])), ("a", "2", ficha(vit=1000, posicion="voladora")))
    usar(b, "b", "Rayo", "a")
    assert vivo(b, "a")["posicion"] == "suelo" and vivo(b, "a")["vit"] == 900
