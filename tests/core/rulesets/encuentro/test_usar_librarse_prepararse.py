"""Sections «Usar», «Librarse» and «Prepararse»."""

from __future__ import annotations

from tests.core.rulesets.encuentro.utiles import batalla, duelo, paso, paso_escrito, pj, rechazo, vivo


def test_usar_cualquier_accion_no_definida() -> None:
    """Usar: «cualquier acción que no esté explícitamente definida en el manual», with an optional roll."""
    b = duelo()
    paso(b, "ana", "usar", descripcion="tira de la palanca")
    paso(b, "ana", "usar", descripcion="descifra la runa", valor="sabiduria", dificultad=15, dados=[13])
    assert "Lo consigue." in b.log_lines()


def test_usar_tirada_necesita_valor_y_dificultad() -> None:
    b = duelo()
    assert (
        rechazo(b, "ana", "usar", dificultad=12)
        == "Una tirada de Usar necesita el «valor» que se tira (por ejemplo «sabiduria»)."
    )
    assert rechazo(b, "ana", "usar", valor="sabiduria") == "Una tirada de Usar necesita la «dificultad» que fija el DJ."


def test_usar_maniobras_conocidas() -> None:
    """Usar: «ejecutar habilidades, atributos o maniobras que requieran una acción»: only maneuvers it knows."""
    b = batalla(pj("ana", "a", (0, 0), maniobras=["Golpe de escudo"]), pj("bruno", "b", (5, 5)))
    assert (
        rechazo(b, "ana", "usar", maniobra="Bola de fuego")
        == "Ana no conoce la maniobra «Bola de fuego» (no está en sus maniobras)."
    )
    paso(b, "ana", "usar", maniobra="Golpe de escudo")


def test_librarse_del_agarre_contra_la_defensa_fisica_del_agarrador() -> None:
    """Librarse: «Si no se especifica una tirada o dificultad, el DJ decide»: default for a grab is
    Atletismo against the holder's Defensa Física; the step may set ``valor`` and ``dificultad``."""
    b = duelo()
    paso(b, "ana", "agarrar", "bruno", dados=[10])
    paso(b, "ana", "pasar")
    paso(b, "bruno", "librarse", dados=[9])  # 11 < 12
    assert vivo(b, "bruno")["agarrado_por"] == "ana"


def test_librarse_fallo_reintento_en_turno_posterior() -> None:
    """Librarse: «Fallo: ... el efecto negativo continúa. El personaje puede intentar usar esta maniobra
    nuevamente en un turno posterior, si el DJ lo permite»."""
    b = duelo()
    paso(b, "ana", "agarrar", "bruno", dados=[10])
    paso(b, "ana", "pasar")
    paso(b, "bruno", "librarse", dados=[9])
    assert "podrá intentarlo en un turno posterior" in rechazo(b, "bruno", "librarse")
    paso(b, "bruno", "pasar")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "librarse", dificultad=8, dados=[6])  # the GM sets the difficulty: 8 <= 6 + 2
    assert vivo(b, "bruno")["agarrado_por"] is None


def test_librarse_reintento_en_el_mismo_turno_regla_casera() -> None:
    b = duelo(librarse_reintento="mismo_turno")
    paso(b, "ana", "agarrar", "bruno", dados=[10])
    paso(b, "ana", "pasar")
    paso(b, "bruno", "librarse", dados=[9])
    paso(b, "bruno", "librarse", dados=[10])
    assert vivo(b, "bruno")["agarrado_por"] is None


def test_librarse_de_un_efecto_con_su_dificultad() -> None:
    """Librarse: «Éxito: Si la tirada del personaje es igual o mayor que la dificultad, el efecto negativo termina»."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[15], efecto="aturdido", efecto_dificultad=14, efecto_valor="sabiduria")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "librarse", dados=[12])  # Sabiduría 2 + 12 = 14
    assert vivo(b, "bruno")["efectos"] == {}


def test_librarse_sin_dificultad_la_pone_el_dj() -> None:
    """Librarse: «Si no se especifica una tirada o dificultad, el DJ decide qué habilidad, atributo y dificultad usar»."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[15], efecto="asustado")
    paso(b, "ana", "pasar")
    assert rechazo(b, "bruno", "librarse") == "El DJ debe indicar el «valor» que se tira para librarse de «asustado»."
    assert (
        rechazo(b, "bruno", "librarse", valor="sabiduria")
        == "El DJ debe indicar la «dificultad» para librarse de «asustado»."
    )
    paso(b, "bruno", "librarse", valor="sabiduria", dificultad=10, dados=[8])
    assert vivo(b, "bruno")["efectos"] == {}
    assert rechazo(b, "bruno", "librarse") == "Bruno no sufre ningún efecto negativo del que librarse."


def test_prepararse_reserva_acciones_y_puntos() -> None:
    """Prepararse: «Estás acciones y puntos de encuentro reservados, no se pueden usar en el turno actual»."""
    b = duelo()
    assert (
        rechazo(b, "ana", "prepararse", acciones=1)
        == "Prepararse exige declarar la «condicion» precisa que activará lo reservado."
    )
    assert "solo puede reservar 1 acción" in rechazo(b, "ana", "prepararse", condicion="si Bruno huye", acciones=2)
    paso(b, "ana", "prepararse", condicion="si Bruno huye", acciones=1, puntos=2)
    live = vivo(b, "ana")
    assert (live["acciones"], live["acciones_reservadas"], live["puntos_encuentro"], live["puntos_reservados"]) == (
        0,
        1,
        1,
        2,
    )
    assert "solo puede pasar" in rechazo(b, "ana", "atacar", "bruno")


def test_prepararse_ejecutar_lo_reservado_antes_del_siguiente_turno() -> None:
    """Prepararse: «Si la condición declarada se cumple antes del inicio del siguiente turno del personaje, este
    puede interrumpir la acción o maniobra en curso (si la hay) y usar las acciones y maniobras reservadas»."""
    b = batalla(pj("ana", "a", (2, 2)), pj("bruno", "b", (5, 2)))
    paso(b, "ana", "prepararse", condicion="si Bruno se acerca", acciones=1, puntos=1)
    paso(b, "ana", "pasar")
    paso(b, "bruno", "moverse", destino=[3, 2])
    paso(b, "ana", "atacar", "bruno", dados=[9], puntos=1)  # reserved point: 9 + 2 + 1 = 12
    assert vivo(b, "bruno")["impactos"] == 1
    live = vivo(b, "ana")
    assert (live["acciones_reservadas"], live["puntos_reservados"], live["puntos_encuentro"]) == (0, 0, 2)
    assert live["preparado"]["activado"] is True
    paso(b, "bruno", "pasar")
    assert vivo(b, "ana")["acciones"] == 2  # the condition was met: no action lost


def test_prepararse_no_activacion_pierde_una_accion_y_recupera_puntos() -> None:
    """Prepararse: «Si la condición declarada no se cumple ... pierde una acción de su turno. Los puntos de
    encuentro reservados se reintegran a su reserva»."""
    b = duelo()
    paso(b, "ana", "prepararse", condicion="si llegan refuerzos", acciones=1, puntos=2)
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    live = vivo(b, "ana")
    assert (live["acciones"], live["puntos_encuentro"], live["puntos_reservados"], live["preparado"]) == (1, 3, 0, None)


def test_prepararse_gratuita_regla_casera() -> None:
    """House rule: declaring Prepararse costs no action (both actions can be reserved)."""
    b = duelo(prepararse_cuesta_accion=False)
    paso(b, "ana", "prepararse", condicion="si Bruno ataca", acciones=2)
    assert vivo(b, "ana")["acciones_reservadas"] == 2


def test_prepararse_reserva_como_objeto() -> None:
    """Prepararse, «Reservar Puntos de Encuentro: El personaje elige qué acciones y cuantos puntos de encuentro
    ... va a reservar»: ``{"reserva": {"acciones": 1, "puntos": 2}}`` says the same as the two fields."""
    b = duelo()
    paso_escrito(
        b, "ana", "prepararse", condicion="si Bruno se mueve", reserva={"acciones": 1, "puntos_de_encuentro": 2}
    )
    vivos = vivo(b, "ana")
    assert (vivos["acciones"], vivos["acciones_reservadas"], vivos["puntos_reservados"]) == (0, 1, 2)
    assert vivos["puntos_encuentro"] == 1
