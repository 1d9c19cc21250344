"""Second verification pass: post-combat notes (4.2.1), desmayado (11.4.1.1) and hand-written step names."""

from __future__ import annotations

from core.ruleset import Action
from tests.core.rulesets.umh.ayuda import batalla, ficha, golpe, hacer, usar, vivo


def test_4_2_1_inmunidad_solo_para_quien_recibio_un_estado() -> None:
    """4.2.1 - Cualquier jugador que haya recibido un estado durante el combate, obtiene una inmunidad de 5 minutos."""
    cut = golpe("Corte", 20, efectos=[{"tipo": "indirecto", "nombre": "hemorragia", "cantidad": 5, "duracion": 3}])
    b = batalla(("a", "1", ficha(habilidades=[cut])), ("d", "2", ficha()))
    usar(b, "a", "Corte", "d")
    hacer(b, "a", "pactar", acuerdo=True)
    out = b.outcome()
    assert out is not None and out.ganador is None
    assert any("4.2.1" in n for n in out.estados_finales["d"]["notas"])
    assert out.estados_finales["a"]["notas"] == []


def test_11_4_1_1_desmayado_no_vuela_hasta_pasado_un_turno_propio() -> None:
    """11.4.1.1 - Desmayado: impide alcanzar posición voladora y alzada de manera activa hasta pasado un turno propio."""
    faint = golpe("Porrazo", 10, efectos=[{"tipo": "control", "nombre": "desmayado", "duracion": 1}])
    wings = {"nombre": "Alas", "tipo": "suplementaria", "coste_pa": 1, "posicion": "voladora"}
    b = batalla(("a", "1", ficha(habilidades=[faint])), ("d", "2", ficha(habilidades=[wings])))
    usar(b, "a", "Porrazo", "d")
    hacer(b, "a", "pasar")
    hacer(b, "d", "pasar")  # turno perdido: el desmayo se agota al final de este turno
    assert vivo(b, "d")["control"] is None and vivo(b, "d")["sin_vuelo"] is True
    hacer(b, "a", "pasar")
    assert "11.4.1.1" in (b.why_not(Action("d", "habilidad", (), None, {"habilidad": "Alas"})) or "")
    hacer(b, "d", "pasar")
    assert vivo(b, "d")["sin_vuelo"] is False


def test_nombres_de_habilidad_sin_mayusculas_ni_tildes_y_como_accion() -> None:
    """2.3.1.1 - Nombre de la Habilidad: a hand-written step may spell it freely or use it as the action id."""
    b = batalla(("a", "1", ficha(habilidades=[golpe("Golpe Fúrioso", 30)])), ("d", "2", ficha()))
    hacer(b, "a", "habilidad", "d", habilidad="golpe furioso")
    assert vivo(b, "d")["vit"] == 70
    hacer(b, "a", "pasar")
    hacer(b, "d", "pasar")
    hacer(b, "a", "Golpe Fúrioso", "d")
    assert vivo(b, "d")["vit"] == 40
