"""Sections «Atacar», «Derribar», «Empujar» and «Agarrar»: rolls against the target's Defensa."""

from __future__ import annotations

import pytest

from tests.core.rulesets.encuentro.utiles import batalla, duelo, paso, pj, rechazo, vivo


def test_atacar_iguala_la_defensa_y_acierta() -> None:
    """Atacar: 1d20 + valor against the target's Defensa Física; meeting it succeeds (default formula)."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[10])  # 10 + 2 = 12 = Defensa Física 12
    assert vivo(b, "bruno")["impactos"] == 1
    paso(b, "ana", "atacar", "bruno", dados=[9])  # 11 < 12
    assert vivo(b, "bruno")["impactos"] == 1


def test_atacar_valor_de_ataque_de_la_ficha_y_del_paso() -> None:
    """Atacar uses the sheet's attack value (``ataque`` if listed, else Atletismo) or the step's ``valor``."""
    b = batalla(pj("ana", "a", (0, 0), {"espada": 6}, valor_ataque="espada"), pj("bruno", "b", (1, 0)))
    paso(b, "ana", "atacar", "bruno", dados=[6])  # 6 + 6 = 12
    assert vivo(b, "bruno")["impactos"] == 1
    paso(b, "ana", "atacar", "bruno", dados=[6], valor="sabiduria")  # 6 + 2 = 8
    assert vivo(b, "bruno")["impactos"] == 1


def test_atacar_contra_defensa_mental() -> None:
    """Atacar with magic: ``defensa: mental`` rolls against Defensa Mental (10)."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[8], defensa="mental")
    assert vivo(b, "bruno")["impactos"] == 1


def test_atacar_solo_dentro_de_su_alcance() -> None:
    """Atacar: «a un oponente dentro de su alcance»: melee by default, the sheet's ``alcance`` for ranged."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (3, 0)), pj("carla", "a", (0, 3), alcance=6))
    assert rechazo(b, "ana", "atacar", "bruno") == (
        "Bruno está a 3 casillas: Atacar solo alcanza cuerpo a cuerpo (casilla adyacente)."
    )
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    paso(b, "carla", "atacar", "bruno", dados=[10])
    assert vivo(b, "bruno")["impactos"] == 1


def test_atacar_solo_a_oponentes() -> None:
    b = batalla(pj("ana", "a", (0, 0)), pj("carla", "a", (1, 0)), pj("bruno", "b", (0, 1)))
    assert rechazo(b, "ana", "atacar", "carla") == "Carla no es un oponente de Ana."
    assert rechazo(b, "ana", "atacar") == "Atacar necesita un «objetivo»."


def test_atacar_aplica_danio_y_efecto_perjudicial() -> None:
    """Atacar: «infligir daño o aplicar un efecto perjudicial»."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[15], danio=3, efecto="aturdido", efecto_dificultad=14)
    assert vivo(b, "bruno")["danio"] == 3
    assert vivo(b, "bruno")["efectos"] == {"aturdido": {"dificultad": 14, "valor": None}}


def test_atacar_impactos_para_caer_y_resultado() -> None:
    """House rule: with ``impactos_para_caer`` the hits put a character out of the fight."""
    b = duelo(impactos_para_caer=2)
    paso(b, "ana", "atacar", "bruno", dados=[15])
    assert b.outcome() is None
    paso(b, "ana", "atacar", "bruno", dados=[15])
    assert vivo(b, "bruno")["fuera_de_combate"] is True
    outcome = b.outcome()
    assert outcome is not None and outcome.ganador == "heroes"


@pytest.mark.parametrize(
    ("formula", "dados", "impacta"),
    [("2d6+valor", [5, 5], True), ("2d6+valor", [5, 4], False), ("1d10+valor", [10], True)],
)
def test_atacar_formula_configurable(formula: str, dados: list[int], impacta: bool) -> None:
    """Setting: the roll formula (the document never names the die)."""
    b = duelo(formula=formula)
    paso(b, "ana", "atacar", "bruno", dados=dados)
    assert vivo(b, "bruno")["impactos"] == int(impacta)


def test_atacar_puntos_gastados_dan_bono() -> None:
    """Points spent on a roll give +1 each (house rule ``bono_por_punto``, 0 turns it off)."""
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[8], puntos=2)  # 8 + 2 + 2 = 12
    assert vivo(b, "bruno")["impactos"] == 1
    assert vivo(b, "ana")["puntos_encuentro"] == 1
    b = duelo(bono_por_punto=0)
    paso(b, "ana", "atacar", "bruno", dados=[8], puntos=2)
    assert vivo(b, "bruno")["impactos"] == 0
    assert "solo puede usar 1" in rechazo(b, "ana", "atacar", "bruno", puntos=2)


def test_derribar_tirada_de_atletismo_contra_defensa_fisica() -> None:
    """Derribar: «El objetivo de la tirada es igual a la Defensa Física del oponente. Si la tirada del
    personaje es mayor o igual, el oponente es derribado»."""
    b = duelo()
    paso(b, "ana", "derribar", "bruno", dados=[9])  # 11 < 12: resists
    assert vivo(b, "bruno")["derribado"] is False
    paso(b, "ana", "derribar", "bruno", dados=[10])  # 12 >= 12
    assert vivo(b, "bruno")["derribado"] is True


def test_derribar_reduce_la_defensa_a_la_mitad() -> None:
    """Derribar: «Mientras está derribado su Defensa se reduce a la mitad» (both, rounded down by default)."""
    b = batalla(pj("ana", "a", (0, 0)), pj("bruno", "b", (1, 0), {"defensa_fisica": 13, "defensa_mental": 11}))
    paso(b, "ana", "derribar", "bruno", dados=[20])
    assert vivo(b, "bruno")["defensa_fisica"] == 6
    assert vivo(b, "bruno")["defensa_mental"] == 5
    paso(b, "ana", "atacar", "bruno", dados=[4])  # 4 + 2 = 6
    assert vivo(b, "bruno")["impactos"] == 1


@pytest.mark.parametrize(
    ("opciones", "fisica", "mental"), [({"derribado_defensas": "fisica"}, 6, 11), ({"redondeo_mitad": "arriba"}, 7, 6)]
)
def test_derribar_reglas_caseras_de_la_mitad(opciones: dict[str, str], fisica: int, mental: int) -> None:
    """House rules: which Defensa halves, and how the half rounds."""
    b = batalla(
        pj("ana", "a", (0, 0)),
        pj("bruno", "b", (1, 0), {"defensa_fisica": 13, "defensa_mental": 11}),
        opciones=opciones,
    )
    paso(b, "ana", "derribar", "bruno", dados=[20])
    assert (vivo(b, "bruno")["defensa_fisica"], vivo(b, "bruno")["defensa_mental"]) == (fisica, mental)


def test_derribar_ya_derribado_rechazado_y_levantarse_al_moverse() -> None:
    """Derribar: «Un personaje derribado puede levantarse como parte de la acción de Movimiento»."""
    b = duelo()
    paso(b, "ana", "derribar", "bruno", dados=[20])
    assert rechazo(b, "ana", "derribar", "bruno") == "Bruno ya está derribado."
    paso(b, "ana", "pasar")
    paso(b, "bruno", "moverse")  # only stands up
    assert vivo(b, "bruno")["derribado"] is False
    assert vivo(b, "bruno")["defensa_fisica"] == 12


def test_derribar_con_otro_rasgo() -> None:
    """Derribar: «o cualquier otro rasgo, objeto, arma o conjuro que permita derribar» (step ``valor``)."""
    b = batalla(pj("ana", "a", (0, 0), {"latigo": 7}), pj("bruno", "b", (2, 0)))
    paso(b, "ana", "derribar", "bruno", dados=[5], valor="latigo", alcance=2)
    assert vivo(b, "bruno")["derribado"] is True


def test_empujar_una_casilla_y_ocupar() -> None:
    """Empujar: «el oponente es empujado 1 casilla. El personaje puede ocupar la casilla que deja»."""
    b = duelo()
    paso(b, "ana", "empujar", "bruno", dados=[10], ocupar=True)
    assert vivo(b, "bruno")["posicion"] == [4, 2]
    assert vivo(b, "ana")["posicion"] == [3, 2]
    paso(b, "ana", "empujar", "bruno", dados=[10])
    assert vivo(b, "bruno")["posicion"] == [5, 2]
    assert vivo(b, "ana")["posicion"] == [3, 2]


def test_empujar_resistido() -> None:
    """Empujar: «Si la tirada del personaje es menor, el oponente resiste el empuje»."""
    b = duelo()
    paso(b, "ana", "empujar", "bruno", dados=[9], ocupar=True)
    assert vivo(b, "bruno")["posicion"] == [3, 2]
    assert vivo(b, "ana")["posicion"] == [2, 2]


def test_empujar_sin_casilla_libre_rechazado() -> None:
    b = batalla(pj("ana", "a", (10, 0)), pj("bruno", "b", (11, 0)))
    assert rechazo(b, "ana", "empujar", "bruno") == "No hay ninguna casilla libre a la que empujar a Bruno."
    b = duelo()
    assert "debe mandar a Bruno" in rechazo(b, "ana", "empujar", "bruno", destino=[2, 3])
    paso(b, "ana", "empujar", "bruno", dados=[10], destino=[4, 3])
    assert vivo(b, "bruno")["posicion"] == [4, 3]


def test_agarrar_necesita_una_mano_libre() -> None:
    """Agarrar: «debe tener una mano libre para realizar esta acción»."""
    b = batalla(pj("ana", "a", (0, 0), manos_libres=0), pj("bruno", "b", (1, 0)))
    assert rechazo(b, "ana", "agarrar", "bruno") == "Ana no tiene ninguna mano libre para agarrar."


def test_agarrar_anula_el_movimiento_hasta_librarse() -> None:
    """Agarrar: «El movimiento del objetivo queda anulado mientras esté agarrado. El objetivo permanece
    agarrado hasta que se libere con la acción de Librarse»."""
    b = duelo()
    paso(b, "ana", "agarrar", "bruno", dados=[10])
    assert vivo(b, "bruno")["agarrado_por"] == "ana"
    assert vivo(b, "ana")["manos_libres"] == 1
    paso(b, "ana", "pasar")
    assert rechazo(b, "bruno", "moverse", destino=[5, 2]) == (
        "Bruno está agarrado por Ana: su movimiento queda anulado hasta que se libere (Librarse)."
    )
    paso(b, "bruno", "pasar")
    assert vivo(b, "bruno")["agarrado_por"] == "ana"  # still held after the turn
    paso(b, "ana", "pasar")
    paso(b, "bruno", "librarse", dados=[10])  # Atletismo 2 + 10 = 12 >= Defensa Física of Ana (12)
    assert vivo(b, "bruno")["agarrado_por"] is None
    assert vivo(b, "ana")["manos_libres"] == 2


def test_agarrar_resistido_y_ya_agarrado() -> None:
    """Agarrar: «Si la tirada del personaje es menor, el oponente resiste el agarre»."""
    b = batalla(pj("ana", "a", (0, 0)), pj("carla", "a", (0, 1)), pj("bruno", "b", (1, 0)))
    paso(b, "ana", "agarrar", "bruno", dados=[9])
    assert vivo(b, "bruno")["agarrado_por"] is None
    paso(b, "ana", "agarrar", "bruno", dados=[10])
    paso(b, "carla", "atacar", "bruno", dados=[1])
    assert rechazo(b, "carla", "agarrar", "bruno") == "Bruno ya está agarrado por Ana."


def test_agarrar_permanece_hasta_librarse_aunque_se_separen() -> None:
    """Agarrar: «El objetivo permanece agarrado hasta que se libere con la acción de Librarse» — also when the
    holder moves away (default)."""
    b = duelo()
    paso(b, "ana", "agarrar", "bruno", dados=[10])
    paso(b, "ana", "moverse", destino=[0, 0])
    assert vivo(b, "bruno")["agarrado_por"] == "ana"
    assert vivo(b, "ana")["manos_libres"] == 1
    assert "agarrado por Ana" in rechazo(b, "bruno", "moverse", destino=[5, 2])


def test_agarrar_termina_si_dejan_de_estar_adyacentes_regla_casera() -> None:
    """House rule «agarre_al_separarse: termina»: a grab ends when the two are no longer adjacent."""
    b = duelo(agarre_al_separarse="termina")
    paso(b, "ana", "agarrar", "bruno", dados=[10])
    paso(b, "ana", "moverse", destino=[0, 0])
    assert vivo(b, "bruno")["agarrado_por"] is None
    assert vivo(b, "ana")["manos_libres"] == 2
