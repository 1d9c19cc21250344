"""DefDT against lanzamiento sucesivo, control (C) and invocation (Inv) powers: «La tercera devolvería
todo poder o ataque a quien lo lanzo» (TIPOS DE PODER, Poderes de Defensa de Devolución); and the written
forms of a control order (Poder Tipo Control)."""

from __future__ import annotations

from typing import Any

from core.ruleset import Action

from .utiles import batalla, ficha, hacer, hacer_escrito, por_que_no, vivo

ESPEJO = {"nombre": "Espejo Total", "codigos": ["DefDT"], "coste": 40, "dano": 0}
DOMINIO = {"nombre": "Dominio", "codigos": ["C"], "coste": 60, "dano": 0}
BESTIA = {"nombre": "Bestia", "codigos": ["Inv"], "coste": 50, "dano": 40}


def _con_especial(a: Any, b: Any) -> Any:
    """Both knights; A does Acción Especial Cosmos (two cosmos with a full bar) while B passes."""
    batalla_ = batalla(a, b)
    for actor, accion in (("a", "cosmos"), ("b", "pasar"), ("a", "cosmos"), ("b", "pasar")):
        hacer(batalla_, actor, accion)
    return batalla_


def test_defdt_devuelve_el_lanzamiento_sucesivo_en_la_primera_tirada_ganada() -> None:
    """ACCIÓN LANZAMIENTO SUCESIVO + DefDT «devolvería todo poder o ataque»: A gana la 1.ª (5+1=6 contra 3);
    B paga 40 y devuelve ese lanzamiento: 20 a A (10/10) y la serie acaba."""
    b = batalla(ficha("A"), ficha("B", poderes=[ESPEJO]))
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "lanzamiento_sucesivo", [5, 3], respuesta={"poder": "Espejo Total"})
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (290, 90)
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"], vivo(b, "b")["cosmos"]) == (300, 100, 160)


def test_defdt_no_se_usa_si_el_rival_gana_el_primer_lanzamiento() -> None:
    """ACCIÓN LANZAMIENTO SUCESIVO: «La acción acaba cuando el rival gana una de las tiradas»: 2+1=3
    contra 6, B gana y hace 20 a A; el DefDT no llega a usarse (B no paga)."""
    b = batalla(ficha("A"), ficha("B", poderes=[ESPEJO]))
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    hacer(b, "a", "lanzamiento_sucesivo", [2, 6], respuesta={"poder": "Espejo Total"})
    assert (vivo(b, "a")["vida"], vivo(b, "b")["cosmos"]) == (290, 200)


def test_lanzamiento_sucesivo_solo_admite_devolucion_total() -> None:
    """ACCIÓN LANZAMIENTO SUCESIVO «sufre las mismas restricciones que la Acción Llave»: no se esquiva."""
    b = batalla(ficha("A"), ficha("B", poderes=[ESPEJO]))
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    assert "DefDT" in (por_que_no(b, "a", "lanzamiento_sucesivo", respuesta="esquivar") or "")


def test_defdt_devuelve_la_invocacion_contra_su_invocador() -> None:
    """Poderes de Invocación: «ataca en el turno del invocador ... Su efecto se aplica en el siguiente
    turno»; devuelta con DefDT, la invocación es de B y ataca a A desde el siguiente turno de B (el que
    sigue al de A), antes de que B actúe: 40 → 20/20, y otra vez en el turno siguiente de B."""
    b = batalla(ficha("A", poderes=[BESTIA]), ficha("B", poderes=[ESPEJO]))
    hacer(b, "a", "poder", poder="Bestia", respuesta={"poder": "Espejo Total"})
    assert vivo(b, "a").get("invocaciones", []) == []
    assert [i["objetivo"] for i in vivo(b, "b")["invocaciones"]] == ["a"]
    hacer(b, "b", "pasar")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (280, 80)
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar", respuesta_invocacion="ninguna")
    assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == (260, 60)
    assert (vivo(b, "a")["cosmos"], vivo(b, "b")["cosmos"]) == (150, 160)


def test_invocacion_solo_admite_devolucion_total() -> None:
    """Poderes de Invocación: no es un ataque que se esquive; solo un DefDT la devuelve."""
    b = batalla(ficha("A", poderes=[BESTIA]), ficha("B", poderes=[ESPEJO]))
    assert "DefDT" in (por_que_no(b, "a", "poder", poder="Bestia", respuesta="esquivar") or "")


def test_defdt_devuelve_el_control_al_controlador() -> None:
    """Poder Tipo Control + DefDT: A (especial cosmos, paga 30) obliga a B a dar un golpe contra A; B
    devuelve el control (paga 40): A da el golpe contra B, que no responde: 30 + 20 de la especial = 50 →
    275/75. Las acciones
    obligadas no cuentan en la alternancia («No influye en la alternancia del rival»)."""
    b = _con_especial(ficha("A", poderes=[DOMINIO]), ficha("B", poderes=[ESPEJO]))
    hacer(
        b,
        "a",
        "poder",
        poder="Dominio",
        accion_forzada="golpe",
        respuesta={"poder": "Espejo Total"},
        respuesta_forzada="ninguna",
    )
    assert (vivo(b, "a")["vida"], vivo(b, "a")["cosmos"]) == (300, 170)
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"], vivo(b, "b")["cosmos"]) == (275, 75, 160)


def test_control_devuelto_con_orden_de_poder_ajeno_no_surte_efecto() -> None:
    """Poder Tipo Control devuelto: A no tiene el poder de B que ordenaba; la orden se pierde (nadie sufre
    daño), pero A paga su control y B su DefDT."""
    rayo = {"nombre": "Rayo Negro", "codigos": ["R"], "coste": 50, "dano": 60}
    b = _con_especial(ficha("A", poderes=[DOMINIO]), ficha("B", poderes=[ESPEJO, rayo]))
    hacer(b, "a", "pasar")
    hacer(b, "b", "poder", [1], poder="Rayo Negro", respuesta="esquivar")
    hacer(b, "a", "poder", poder="Dominio", accion_forzada="Rayo Negro", respuesta={"poder": "Espejo Total"})
    assert (vivo(b, "a")["vida"], vivo(b, "a")["cosmos"]) == (270, 170)
    assert (vivo(b, "b")["vida"], vivo(b, "b")["cosmos"]) == (300, 110)


def test_control_ordena_romper_con_la_parte_en_el_texto() -> None:
    """Poder Tipo Control «acciones de ataque basicas de todo tipo» y ACCIÓN ROMPER «2 veces seguidas una
    puntuación entre 6-9»: "romper:brazos" obliga a B a romper los brazos de A (tira B: 7 y 8)."""
    b = _con_especial(ficha("A", poderes=[DOMINIO]), ficha("B"))
    notas = hacer_escrito(b, "a", "poder", [7, 8], poder="Dominio", accion_forzada="romper:Brazos")
    assert notas == ["Paso 0: «Brazos» se lee como «brazos»."]
    assert vivo(b, "a")["roturas"]["brazos"] == 1


def test_control_ordena_romper_con_parte_forzada() -> None:
    """Poder Tipo Control: la parte también puede ir en el campo de paso ``parte_forzada``."""
    b = _con_especial(ficha("A", poderes=[DOMINIO]), ficha("B"))
    hacer(b, "a", "poder", [6, 9], poder="Dominio", accion_forzada="romper", parte_forzada="piernas")
    assert vivo(b, "a")["roturas"]["piernas"] == 1
    b = _con_especial(ficha("A", poderes=[DOMINIO]), ficha("B"))
    assert "parte" in (por_que_no(b, "a", "poder", poder="Dominio", accion_forzada="romper") or "")


def test_control_ordena_percepcion_del_poder_visto() -> None:
    """ACCIÓN PERCEPCIÓN «se debe haber visto al menos una vez el poder del rival»: "percepcion:Rayo Azul"
    obliga a B a intentar percibir el rayo de A (tira B: 9 → la consigue)."""
    rayo = {"nombre": "Rayo Azul", "codigos": ["R"], "coste": 40, "dano": 50}
    b = _con_especial(ficha("A", poderes=[DOMINIO, rayo]), ficha("B"))
    assert "no ha visto" in (por_que_no(b, "a", "poder", poder="Dominio", accion_forzada="percepcion:Rayo Azul") or "")
    hacer(b, "a", "poder", [1], poder="Rayo Azul", respuesta="esquivar")
    hacer(b, "b", "pasar")
    hacer(b, "a", "pasar")
    hacer(b, "b", "pasar")
    hacer(b, "a", "poder", [9], poder="Dominio", accion_forzada="percepcion:Rayo Azul")
    assert "a|Rayo Azul" in vivo(b, "b")["percepciones"]


def test_campos_del_control_ofrecen_romper_con_parte_y_poderes_de_defensa() -> None:
    """La ventana de batalla ofrece ``accion_forzada`` "romper:brazos"... y en ``respuesta_forzada`` los
    poderes defensivos de quien recibirá la acción obligada; cada valor ofrecido se acepta."""
    b = _con_especial(ficha("A", poderes=[DOMINIO, ESPEJO]), ficha("B"))
    opcion = next(o for o in b.legal_actions("a") if o.accion == "poder" and o.params.get("poder") == "Dominio")
    ordenes = opcion.campos["accion_forzada"]
    assert {"romper:brazos", "romper:piernas", "romper:costillas"} <= set(ordenes)
    assert "romper" not in ordenes
    assert {"poder": "Espejo Total"} in opcion.campos["respuesta_forzada"]
    for orden in ordenes:
        assert b.why_not(Action("a", "poder", ("b",), None, {**opcion.params, "accion_forzada": orden})) is None


def test_reacciones_a_invocacion_control_y_lanzamiento_solo_devolucion_total() -> None:
    """La ventana de batalla ofrece contra una invocación, un control o un lanzamiento sucesivo solo
    ninguna y el DefDT; las demás respuestas salen con su motivo."""
    muro = {"nombre": "Muro", "codigos": ["DefA"], "coste": 40, "dano": 0}
    b = _con_especial(ficha("A", poderes=[BESTIA, DOMINIO]), ficha("B", poderes=[ESPEJO, muro]))
    for accion, params in (("poder", {"poder": "Bestia"}), ("poder", {"poder": "Dominio", "accion_forzada": "golpe"})):
        legales = [r.respuesta for r in b.reactions(Action("a", accion, ("b",), None, params)) if r.legal]
        assert legales == ["ninguna", {"poder": "Espejo Total"}]
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    opciones = b.reactions(Action("a", "lanzamiento_sucesivo", ("b",), None, {}))
    assert [r.respuesta for r in opciones if r.legal] == ["ninguna", {"poder": "Espejo Total"}]
    assert all(r.motivo for r in opciones if not r.legal)


def test_probabilidad_de_intervencion_cuatro_o_cinco() -> None:
    """ACCIÓN INTERVENCIÓN DIVINA «se consigue con un 4 o 5 en 1d9»: 2 de 9 (22 %), no «4 o más»."""
    b = batalla(ficha("A", dios="hades", vida=90))
    hacer(b, "a", "intervencion_divina", [4], intervencion="aura_de_hades")
    assert any("necesita 4-5, 22" in linea for linea in b.log_lines())
