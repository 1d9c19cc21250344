"""Poderes de Invocación (Inv): the invocation attacks first and can be the target of llave and
lanzamiento sucesivo (step field ``invocacion``) — TIPOS DE PODER."""

from __future__ import annotations

from typing import Any

from .utiles import batalla, ficha, hacer, por_que_no, vivo


def lobo(**campos: Any) -> dict[str, Any]:
    return {"nombre": "Lobo", "codigos": ["Inv"], "coste": 40, "dano": 30, **campos}


def test_invocacion_que_devuelve_una_llave_hace_su_golpe() -> None:
    """Poderes de Invocación: «Si la invocación devuelve una llave y no viene fijado su daño, el daño que
    realizará será al correspondiente a un golpe suyo»."""
    b = batalla(ficha("A", poderes=[lobo()]))
    hacer(b, "a", "poder", poder="Lobo")
    hacer(b, "b", "llave", [3, 6], objetivo="a", invocacion="Lobo")  # 4 contra 6: gana el Lobo
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (285, 85)
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (300, 100)


def test_invocacion_con_dano_de_llave_fijado() -> None:
    """Poderes de Invocación: «si no viene fijado su daño»: con ``dano_llave`` en la ficha, ese daño."""
    b = batalla(ficha("A", poderes=[lobo(dano_llave=50)]))
    hacer(b, "a", "poder", poder="Lobo")
    hacer(b, "b", "llave", [1, 9], objetivo="a", invocacion=True)
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (275, 75)


def test_invocacion_que_pierde_la_llave_desaparece() -> None:
    """Poderes de Invocación: el documento no les da vida; quien le gana la llave la deshace y ya no ataca."""
    b = batalla(ficha("A", poderes=[lobo()]))
    hacer(b, "a", "poder", poder="Lobo")
    hacer(b, "b", "llave", [6, 2], objetivo="a", invocacion="Lobo")
    assert vivo(b, "a").get("invocaciones") == []
    hacer(b, "a", "golpe", respuesta="ninguna")
    assert vivo(b, "b")["vida"] == 285


def test_invocacion_con_vida_pierde_el_dano_de_la_llave() -> None:
    """Poderes de Invocación con ``vida_invocacion``: la llave ganada le resta 40 de su vida."""
    b = batalla(ficha("A", poderes=[lobo(vida_invocacion=100)]))
    hacer(b, "a", "poder", poder="Lobo")
    hacer(b, "b", "llave", [6, 2], objetivo="a", invocacion="Lobo")
    assert vivo(b, "a")["invocaciones"][0]["vida"] == 60


def test_lanzamiento_sucesivo_contra_invocacion_golpe_menos_10() -> None:
    """Poderes de Invocación: «En el caso de un lanzamiento sucesivo el daño será el correspondiente al golpe -10»."""
    b = batalla(ficha("A", poderes=[lobo()]))
    hacer(b, "a", "poder", poder="Lobo")
    hacer(b, "b", "concentracion")
    hacer(b, "a", "pasar")  # el Lobo ataca antes: 30 → b 285/85
    hacer(b, "b", "lanzamiento_sucesivo", [2, 8], objetivo="a", invocacion="Lobo")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (275, 75)


def test_contra_invocacion_solo_llave_y_lanzamiento() -> None:
    """Poderes de Invocación: el documento solo nombra la llave y el lanzamiento sucesivo contra ellas."""
    b = batalla(ficha("A", poderes=[lobo()]))
    hacer(b, "a", "poder", poder="Lobo")
    assert "solo puede hacerse llave" in (por_que_no(b, "b", "golpe", invocacion="Lobo") or "")
    assert "no tiene invocada" in (por_que_no(b, "b", "llave", invocacion="Sierpe") or "")


def test_invocacion_sin_invocaciones_se_rechaza() -> None:
    """Una llave a «la invocación» de quien no tiene ninguna se rechaza con el motivo."""
    b = batalla()
    assert "ninguna invocación" in (por_que_no(b, "a", "llave", invocacion=True) or "")


def test_la_barrera_del_invocador_no_cubre_a_la_invocacion() -> None:
    """Defensa con Barrera: «Su uso es unipersonal, solo el que realiza el poder puede protegerse bajo él»."""
    muro = {"nombre": "Muro", "codigos": ["DefB"], "coste": 50, "dano": 0}
    b = batalla(ficha("A", poderes=[lobo(), muro]))
    hacer(b, "a", "poder", poder="Lobo")
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [], poder="Muro", sin_objetivo=True, respuesta_invocacion="ninguna")
    assert por_que_no(b, "b", "llave", invocacion="Lobo") is None
    assert "barrera" in (por_que_no(b, "b", "llave") or "")


def test_la_ventana_lista_la_llave_a_la_invocacion() -> None:
    """Las acciones contra una invocación aparecen entre las del rival, con el campo ``invocacion``."""
    b = batalla(ficha("A", poderes=[lobo()]))
    hacer(b, "a", "poder", poder="Lobo")
    opciones = [o for o in b.legal_actions("b") if o.params.get("invocacion") == "Lobo"]
    assert {o.accion for o in opciones} == {"llave", "lanzamiento_sucesivo"}
    llave = next(o for o in opciones if o.accion == "llave")
    assert llave.legal and "Lobo" in llave.etiqueta
    assert not next(o for o in opciones if o.accion == "lanzamiento_sucesivo").legal  # falta la concentración
