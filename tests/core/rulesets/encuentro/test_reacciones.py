"""Sections «Respuesta (reacción)», «Esquiva (reacción)» and «Ayuda (reacción)»."""

from __future__ import annotations

from core.ruleset import Action
from tests.core.rulesets.encuentro.utiles import batalla, duelo, paso, paso_escrito, pj, rechazo, rechazo_escrito, vivo


def test_respuesta_ataque_cuerpo_a_cuerpo_a_una_accion_no_ofensiva() -> None:
    """Respuesta: «Durante la realización de una acción o maniobra de un personaje adyacente, que NO sea un
    ataque ... El personaje realiza un único ataque cuerpo a cuerpo contra el oponente»."""
    b = duelo()
    paso(b, "ana", "usar", descripcion="bebe una poción")
    paso(b, "bruno", "respuesta", "ana", dados=[10])  # Atletismo 2 + 10 = 12 against Defensa Física 12
    assert vivo(b, "ana")["impactos"] == 1
    assert vivo(b, "bruno")["puntos_encuentro"] == 2  # a reaction: 1 point (house rule coste_reaccion)
    assert vivo(b, "bruno")["acciones"] == 2


def test_respuesta_no_la_activan_los_ataques() -> None:
    """Respuesta: «Las acciones o maniobras que se consideran ataques (incluyendo conjuros) no activan esta acción»."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[1])
    assert (
        rechazo(b, "bruno", "respuesta", "ana") == "«atacar» es un ataque: las acciones ofensivas no activan Respuesta."
    )
    paso(b, "ana", "usar", descripcion="conjuro de fuego", ofensiva=True)
    assert "es un ataque" in rechazo(b, "bruno", "respuesta", "ana")


def test_respuesta_una_por_accion() -> None:
    """Respuesta: «Solo se puede realizar una Respuesta por acción o maniobra no ofensiva del oponente»."""
    b = batalla(pj("ana", "a", (2, 2)), pj("bruno", "b", (3, 2)), pj("carlos", "b", (2, 3)))
    paso(b, "ana", "usar")
    paso(b, "bruno", "respuesta", dados=[1])
    assert rechazo(b, "bruno", "respuesta", "ana") == "Bruno ya ha hecho una Respuesta a esta acción."
    paso(b, "carlos", "respuesta", dados=[1])  # each adjacent opponent once (default)


def test_respuesta_una_en_total_regla_casera() -> None:
    b = batalla(
        pj("ana", "a", (2, 2)),
        pj("bruno", "b", (3, 2)),
        pj("carlos", "b", (2, 3)),
        opciones={"respuesta_limite": "una_en_total"},
    )
    paso(b, "ana", "usar")
    paso(b, "bruno", "respuesta", dados=[1])
    assert (
        rechazo(b, "carlos", "respuesta", "ana")
        == "Solo se puede realizar una Respuesta por acción no ofensiva, y esta ya tuvo una."
    )


def test_respuesta_solo_oponentes_adyacentes() -> None:
    """Respuesta: «Solo se activa por acciones o maniobras no ofensivas de oponentes adyacentes»."""
    b = batalla(pj("ana", "a", (2, 2)), pj("bruno", "b", (4, 2)))
    paso(b, "ana", "usar")
    assert rechazo(b, "bruno", "respuesta", "ana") == "Bruno no estaba adyacente a Ana durante «usar»."
    assert rechazo(b, "ana", "respuesta", "ana") == "Ana no puede responder a su propia acción."


def test_respuesta_terminar_un_movimiento_en_la_primera_casilla_adyacente() -> None:
    """Respuesta: «Terminar un movimiento, en la primera casilla adyacente, no activa respuesta»."""
    b = batalla(pj("ana", "a", (0, 2)), pj("bruno", "b", (4, 2)))
    paso(b, "ana", "moverse", destino=[3, 2])
    assert rechazo(b, "bruno", "respuesta", "ana") == (
        "Ana termina su movimiento en la primera casilla adyacente a Bruno: eso no activa Respuesta."
    )
    paso(b, "ana", "moverse", destino=[3, 0])  # moving away from an adjacent opponent provokes
    paso(b, "bruno", "respuesta", "ana", dados=[20])
    assert vivo(b, "ana")["impactos"] == 1


def test_respuesta_al_pasar_junto_a_un_oponente() -> None:
    """A ``camino`` that goes past an opponent (adjacent before its last square) provokes Respuesta."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (2, 1)))
    paso(b, "ana", "moverse", camino=[[1, 0], [2, 0], [3, 0], [4, 0]])
    paso(b, "bruno", "respuesta", "ana", dados=[20])


def test_respuesta_dentro_del_paso_que_la_provoca() -> None:
    """The triggering step's ``respuesta`` field: the Respuesta is rolled first, during the action."""
    b = duelo()
    entry = paso(b, "ana", "moverse", destino=[0, 2], respuesta={"respuesta": "bruno"}, dados=[10])
    assert vivo(b, "ana")["impactos"] == 1
    assert vivo(b, "ana")["posicion"] == [0, 2]
    assert entry.dados == (10,)
    assert vivo(b, "bruno")["puntos_encuentro"] == 2
    assert rechazo(b, "bruno", "respuesta", "ana") == "Bruno ya ha hecho una Respuesta a esta acción."


def test_respuesta_no_en_el_turno_propio_ni_sin_puntos() -> None:
    """Reactions «no se realizan en el turno del personaje»; they need Puntos de Encuentro."""
    b = batalla(pj("ana", "a", (2, 2)), pj("bruno", "b", (3, 2), puntos_encuentro=0))
    paso(b, "ana", "usar")
    assert (
        rechazo(b, "bruno", "respuesta", "ana")
        == "Bruno no tiene Puntos de Encuentro suficientes: necesita 1 y puede usar 0."
    )


def test_esquiva_mas_uno_a_las_defensas_hasta_su_siguiente_turno() -> None:
    """Esquiva: «Hasta el inicio de tu siguiente turno, tu Defensa Física y Mental aumentan en +1»."""
    b = duelo()
    paso(b, "bruno", "esquiva")
    assert (vivo(b, "bruno")["defensa_fisica"], vivo(b, "bruno")["defensa_mental"]) == (13, 11)
    paso(b, "ana", "atacar", "bruno", dados=[10])  # 12 < 13
    assert vivo(b, "bruno")["impactos"] == 0
    paso(b, "ana", "atacar", "bruno", dados=[11])
    assert vivo(b, "bruno")["impactos"] == 1
    paso(b, "ana", "pasar")
    assert vivo(b, "bruno")["esquiva"] is False
    assert vivo(b, "bruno")["defensa_fisica"] == 12


def test_esquiva_declarada_en_el_ataque_antes_del_resultado() -> None:
    """Esquiva: «antes de conocer el resultado del ataque»: the attack's ``respuesta: "esquiva"``."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", respuesta="esquiva", dados=[10])
    assert vivo(b, "bruno")["impactos"] == 0
    assert vivo(b, "bruno")["puntos_encuentro"] == 2
    assert rechazo(b, "bruno", "esquiva") == "Bruno ya está esquivando hasta el inicio de su siguiente turno."


def test_esquiva_en_cualquier_momento_con_puntos() -> None:
    """Esquiva: «puede utilizarse en cualquier momento en que tu personaje tenga puntos de encuentro disponibles»
    (also in its own turn, against a Respuesta); house rule: only outside its own turn."""
    b = duelo()
    paso(b, "ana", "esquiva")
    assert vivo(b, "ana")["esquiva"] is True
    b = duelo(esquiva_en_turno_propio=False)
    assert rechazo(b, "ana", "esquiva") == "Con esta regla de la casa, Esquiva no se usa en el turno propio."
    b = batalla(pj("ana", "a", (2, 2)), pj("bruno", "b", (3, 2), puntos_encuentro=0))
    assert rechazo(b, "bruno", "esquiva") == "Bruno no tiene Puntos de Encuentro para Esquiva (necesita 1, tiene 0)."


def equipo(**opciones: object) -> object:
    """Ana and Dora (heroes) against Bruno; Dora knows «Golpe de escudo» and has Atletismo 0."""
    return batalla(
        pj("ana", "h", (2, 2), {"espada": 3}, maniobras=["Golpe de escudo"], atributos=["sabiduria"]),
        pj("dora", "h", (2, 4), {"atletismo": 0, "espada": 0}, maniobras=["Golpe de escudo"], atributos=["sabiduria"]),
        pj("bruno", "v", (3, 2)),
        opciones=dict(opciones),
    )


def test_ayuda_ceder_puntos_al_aliado_que_actua() -> None:
    """Ayuda: «El personaje que recibe la ayuda, añade a su reserva, los mismos puntos de encuentro que el
    personaje se gastó en prestarle ayuda» and «El aliado que presta ayuda pierde los puntos»."""
    b = equipo()
    paso(b, "dora", "ayuda", "ana", puntos=2, para="Golpe de escudo")
    assert vivo(b, "dora")["puntos_encuentro"] == 1
    assert vivo(b, "ana")["puntos_encuentro"] == 5
    assert vivo(b, "ana")["puntos_prestados"] == 2
    paso(b, "ana", "usar", maniobra="Golpe de escudo", puntos=2)
    assert vivo(b, "ana")["puntos_encuentro"] == 3
    assert vivo(b, "ana")["ayudas"] == []


def test_ayuda_solo_para_lo_especificado() -> None:
    """Ayuda: «Esta acción sólo puede ser utilizada para la maniobra, acción o tirada, especificada»."""
    b = equipo()
    paso(b, "dora", "ayuda", "ana", puntos=3, para="sabiduria")
    assert "solo puede usar 3" in rechazo(b, "ana", "atacar", "bruno", puntos=4)
    paso(b, "ana", "usar", valor="sabiduria", dificultad=20, puntos=5, dados=[13])  # 13 + 2 + 5 = 20
    assert "Lo consigue." in b.log_lines()
    assert vivo(b, "ana")["puntos_encuentro"] == 1


def test_ayuda_puntos_sin_usar_se_pierden_al_final_del_turno() -> None:
    """Ayuda: the points are added «para su turno actual»."""
    b = equipo()
    paso(b, "dora", "ayuda", "ana", puntos=2, para="Golpe de escudo")
    paso(b, "ana", "pasar")
    assert vivo(b, "ana")["puntos_encuentro"] == 3
    assert vivo(b, "ana")["puntos_prestados"] == 0


def test_ayuda_requisitos_de_habilidad_o_maniobra() -> None:
    """Ayuda: «debe conocer la maniobra, o tener al menos 1 nivel efectivo en la misma habilidad que el receptor»."""
    b = equipo()
    assert rechazo(b, "dora", "ayuda", "ana", puntos=1, para="espada") == (
        "Dora no tiene ningún nivel en «espada» ni conoce «espada»: su ayuda no sería efectiva."
    )
    assert "ningún nivel en «atletismo»" in rechazo(b, "dora", "ayuda", "ana", puntos=1, para="derribar")
    assert (
        rechazo_escrito(b, "dora", "ayuda", "ana", puntos=1, para="Vuelo")
        == "Dora no conoce la maniobra «vuelo» (no está en sus maniobras)."
    )
    paso_escrito(b, "dora", "ayuda", "ana", puntos=1, para="golpe de escudo")


def test_ayuda_sin_requisitos_para_atributos() -> None:
    """Ayuda: «Para acciones o maniobras basadas en Atributos, cualquier aliado puede prestar ayuda»."""
    b = equipo()
    paso(b, "dora", "ayuda", "ana", puntos=1, para="sabiduria")


def test_ayuda_una_por_aliado_y_turno() -> None:
    """Ayuda: «Un personaje solo puede recibir ayuda para una maniobra, acción o tirada específica por turno de cada aliado»."""
    b = equipo()
    paso(b, "dora", "ayuda", "ana", puntos=1, para="sabiduria")
    assert (
        rechazo(b, "dora", "ayuda", "ana", puntos=1, para="Golpe de escudo")
        == "Ana ya ha recibido ayuda de Dora este turno."
    )


def test_ayuda_al_aliado_que_esta_actuando() -> None:
    """Ayuda: «a otro personaje que esté actualmente actuando»; allies only; «a una distancia razonable»."""
    b = equipo()
    assert rechazo(b, "ana", "ayuda", "dora", puntos=1, para="sabiduria") == (
        "Ayuda se presta a un aliado que esté actuando, y ahora actúa Ana."
    )
    assert rechazo(b, "bruno", "ayuda", "ana", puntos=1, para="sabiduria") == "Ana no es aliado de Bruno."
    b = equipo(alcance_ayuda=1)
    assert rechazo(b, "dora", "ayuda", "ana", puntos=1, para="sabiduria") == (
        "Dora está a 2 casillas de Ana; la distancia razonable es 1."
    )


def test_ayuda_no_mas_puntos_de_los_que_tiene() -> None:
    b = equipo()
    assert (
        rechazo(b, "dora", "ayuda", "ana", puntos=4, para="sabiduria")
        == "Dora solo tiene 3 Puntos de Encuentro para ceder."
    )


def test_reactions_odds_of_esquiva_and_respuesta() -> None:
    """The battle window's reaction list shows the exact odds of each choice."""
    b = duelo()
    options = b.reactions(Action("ana", "atacar", ("bruno",)))
    ninguna, esquiva = options  # probabilidad: the chance the target avoids the attack
    assert "12 o más con 1d20+2 (Defensa Física de Bruno): 55 %" in ninguna.detalle
    assert abs((ninguna.probabilidad or 0) - 0.45) < 1e-9
    assert esquiva.legal and abs((esquiva.probabilidad or 0) - 0.5) < 1e-9
    assert "necesitaría 13 o más (50 %" in esquiva.detalle
    options = b.reactions(Action("ana", "usar"))
    assert [o.respuesta for o in options] == ["ninguna", {"respuesta": "bruno"}]
    assert "12 o más con 1d20+2" in options[1].detalle  # probabilidad: the Respuesta hits
    assert abs((options[1].probabilidad or 0) - 0.55) < 1e-9


def test_ayuda_el_aliado_debe_estar_consciente() -> None:
    """Ayuda: «El aliado que presta ayuda debe estar consciente»."""
    b = equipo()
    b.override(("combatientes", "dora", "fuera_de_combate"), True)
    assert rechazo(b, "dora", "ayuda", "ana", puntos=1, para="sabiduria") == "Dora está fuera de combate."


def test_respuesta_a_una_accion_preparada_fuera_de_turno() -> None:
    """A prepared action outside its owner's turn is still an action: a non-offensive one provokes Respuesta."""
    b = batalla(pj("ana", "a", (2, 2)), pj("bruno", "b", (3, 2)))
    paso(b, "ana", "prepararse", condicion="si Bruno ataca", acciones=1)
    paso(b, "ana", "pasar")
    paso(b, "ana", "usar", descripcion="tira la cuerda de la trampa")
    assert vivo(b, "ana")["acciones_reservadas"] == 0
    assert rechazo(b, "bruno", "respuesta", "ana") == "Las reacciones no se realizan en el turno propio."


def test_reactions_esquiva_contra_una_respuesta() -> None:
    """The one attacked by a Respuesta may dodge it (Esquiva «en cualquier momento»), with its odds."""
    b = duelo()
    paso(b, "ana", "usar")
    ninguna, esquiva = b.reactions(Action("bruno", "respuesta", ("ana",)))
    assert ninguna.respuesta == "ninguna"
    assert esquiva.respuesta == "esquiva" and esquiva.legal
    assert abs((esquiva.probabilidad or 0) - 0.5) < 1e-9
    paso(b, "bruno", "respuesta", "ana", respuesta="esquiva", dados=[10])
    assert vivo(b, "ana")["impactos"] == 0
    assert vivo(b, "ana")["esquiva"] is True


def test_respuesta_al_pasar_junto_a_un_oponente_en_linea_recta() -> None:
    """Respuesta: «Durante la realización de una acción o maniobra de un personaje adyacente» and «Terminar un
    movimiento, en la primera casilla adyacente, no activa respuesta»: a move that goes past an enemy provokes
    it (without ``camino`` the straight line to ``destino`` is the path: [2, 1], [3, 1], [4, 1], [5, 1])."""
    b = batalla(pj("ana", "h", (1, 1)), pj("bruno", "v", (3, 2)))
    paso(b, "ana", "moverse", destino=[5, 1])
    paso(b, "bruno", "respuesta", "ana", dados=[10])  # 2 + 10 = 12 >= Defensa Física 12
    assert vivo(b, "ana")["impactos"] == 1
    assert vivo(b, "bruno")["puntos_encuentro"] == 2
    b = batalla(pj("ana", "h", (0, 1)), pj("bruno", "v", (3, 2)))
    paso(b, "ana", "moverse", destino=[2, 1])  # [1, 1] is not adjacent; [2, 1] is the first adjacent square
    assert "primera casilla adyacente" in rechazo(b, "bruno", "respuesta", "ana")
    b = batalla(pj("ana", "h", (1, 1)), pj("bruno", "v", (3, 2)))
    paso(b, "ana", "moverse", destino=[5, 1], camino=[[2, 0], [3, 0], [4, 0], [5, 1]])  # round it
    assert "no estaba adyacente" in rechazo(b, "bruno", "respuesta", "ana")


def test_respuesta_durante_ocultarse() -> None:
    """Respuesta: «Durante la realización de una acción o maniobra» — Ocultarse next to an enemy can be answered:
    while it is being done it does not hide yet from that enemy, who has seen it hide."""
    b = duelo()
    paso(b, "ana", "ocultarse", condicion="sombra")
    paso(b, "bruno", "respuesta", "ana", dados=[10])  # 2 + 10 = 12 >= 12
    assert vivo(b, "ana")["impactos"] == 1
    assert vivo(b, "ana")["oculto"] is True
    paso(b, "ana", "pasar")
    paso(b, "bruno", "atacar", "ana", dados=[10])  # Bruno saw her hide: he may attack her
    assert vivo(b, "ana")["impactos"] == 2
    b = duelo()
    paso_escrito(b, "ana", "ocultarse", condicion="sombra", respuesta="bruno", dados=[10])  # the same, inside the step
    assert (vivo(b, "ana")["impactos"], vivo(b, "ana")["visto_por"]) == (1, ["bruno"])


def test_prepararse_la_reaccion_paga_con_los_puntos_reservados() -> None:
    """Prepararse: «Ejecutar Acciones o Maniobras Reservadas: Si la condición declarada se cumple antes del
    inicio del siguiente turno del personaje, este puede ... usar las acciones y maniobras reservadas»: an
    Esquiva out of turn by a character who reserved points pays with them, and the condition counts as met."""
    b = duelo()
    paso(b, "ana", "prepararse", condicion="si Bruno me ataca", acciones=1, puntos=1)
    assert (vivo(b, "ana")["puntos_encuentro"], vivo(b, "ana")["puntos_reservados"]) == (2, 1)
    paso(b, "bruno", "atacar", "ana", respuesta="esquiva", dados=[10])  # 2 + 10 = 12 < 12 + 1
    vivos = vivo(b, "ana")
    assert (vivos["impactos"], vivos["puntos_encuentro"], vivos["puntos_reservados"]) == (0, 2, 0)
    assert vivos["preparado"]["activado"] is True
    b = duelo()
    paso(b, "ana", "prepararse", condicion="si Bruno me ataca", acciones=1, puntos=1)
    paso(b, "bruno", "pasar")
    paso(b, "ana", "pasar")
    paso_escrito(b, "bruno", "esquivar")  # no preparation: his own free point
    assert (vivo(b, "bruno")["puntos_encuentro"], vivo(b, "bruno")["puntos_reservados"]) == (2, 0)


def test_prepararse_reaccion_sin_usar_lo_reservado() -> None:
    """Prepararse, «No Activación»: with ``"preparada": false`` the Esquiva pays with free points and the reserved
    one is returned at the start of the next turn, which loses an action."""
    b = duelo()
    paso(b, "ana", "prepararse", condicion="si Bruno se mueve", acciones=1, puntos=1)
    paso(b, "bruno", "atacar", "ana", dados=[1])
    paso(b, "ana", "esquiva", preparada=False)
    assert (vivo(b, "ana")["puntos_encuentro"], vivo(b, "ana")["puntos_reservados"]) == (1, 1)
    paso(b, "bruno", "pasar")
    assert (vivo(b, "ana")["acciones"], vivo(b, "ana")["puntos_encuentro"]) == (1, 2)
