"""SUPERPODERES CON PROGRESIÓN, «Librarse de efectos que no son daño» and PUNTOS DE HÉROE."""

from __future__ import annotations

import pytest

from core.battle import IllegalAction
from tests.core.rulesets.epic20.ayuda import batalla, ficha, paso, vivo

SIN_PESADO = ["Excelente atleta", "Contactos"]


def dos(ana: dict[str, object] | None = None, bruno: dict[str, object] | None = None, **opciones: object):  # type: ignore[no-untyped-def]
    a = ficha(
        nombre="Ana",
        ventajas=SIN_PESADO,
        **{"poderes": [{"nombre": "Agarrar a distancia"}, {"nombre": "Superfuerza"}], **(ana or {})},
    )  # type: ignore[arg-type]
    b = ficha(nombre="Bruno", ventajas=SIN_PESADO, **{"poderes": [{"nombre": "Volar"}], **(bruno or {})})  # type: ignore[arg-type]
    return batalla({"ana": a, "bruno": b}, orden=["ana", "bruno"], **opciones)  # type: ignore[arg-type]


def test_agarrar_acumula_grados_y_quita_acciones() -> None:
    """SUPERPODERES CON PROGRESIÓN: los éxitos se acumulan; Agarrar: pierde 1 acción de movimiento, luego
    estándar y movimiento, luego todas."""
    b = dos()
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Agarrar a distancia")  # 20 contra 14: 1 éxito
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 1
    assert vivo(b, "bruno")["acciones"]["movimiento"] == 0
    assert vivo(b, "bruno")["puntos_vida"] == 4
    paso(b, "bruno", "pasar")
    paso(b, "ana", "mantener", objetivo="bruno")  # lo mantiene: no baja al empezar su turno
    paso(b, "ana", "atacar", [17], objetivo="bruno", ataque="Agarrar a distancia")  # 25: 2 éxitos → grado 3
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 3
    assert vivo(b, "bruno")["acciones"]["estandar"] == 0
    with pytest.raises(IllegalAction, match="no tiene acciones suficientes"):
        paso(b, "bruno", "liberarse", [20])


def test_impacto_sin_exitos_resta_defensa() -> None:
    """DAÑO EN COMBATE: un intento de agarrón que supera por menos de cinco aplica -1 a la defensa."""
    b = dos()
    paso(b, "ana", "atacar", [7], objetivo="bruno", ataque="Agarrar a distancia")
    assert vivo(b, "bruno")["defensa"] == 13 and vivo(b, "bruno")["efectos"] == {}


def test_sin_mantener_baja_un_grado_al_inicio_del_turno() -> None:
    """SUPERPODERES CON PROGRESIÓN: «Estos poderes tienen que ser mantenidos o cada turno se reduce en 1 el grado de
    éxito automáticamente, al inicio del turno. Para mantenerlo hay que sacrificar una acción de movimiento.»
    Al empezar el turno de Ana baja un grado; su «mantener» de ese turno lo devuelve."""
    b = dos(fin_turno_automatico=False)
    paso(b, "ana", "atacar", [17], objetivo="bruno", ataque="Agarrar a distancia")  # 25 contra 14: grado 2
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 1  # ronda 2: al empezar el turno de Ana
    paso(b, "ana", "mantener", objetivo="bruno")
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 2
    paso(b, "ana", "pasar")
    assert vivo(b, "bruno")["acciones"]["estandar"] == 0  # Bruno empieza su turno con grado 2
    paso(b, "bruno", "pasar")
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 1  # ronda 3: baja
    paso(b, "ana", "mover")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    assert vivo(b, "bruno")["efectos"] == {}  # ronda 4: baja a 0 y desaparece
    paso(b, "ana", "pasar")  # no lo mantiene en su turno de la ronda 4
    paso(b, "bruno", "pasar")
    with pytest.raises(IllegalAction, match="que mantener"):
        paso(b, "ana", "mantener", objetivo="bruno")  # la bajada de una ronda anterior ya no se recupera


def test_regla_casera_mantener_vale_para_el_turno_siguiente() -> None:
    """Regla casera `progresion_decae_turno_siguiente`: el «mantener» de un turno evita la bajada al empezar el
    siguiente y el turno en que se aplica cuenta como mantenido."""
    b = dos(fin_turno_automatico=False, progresion_decae_turno_siguiente=True)
    paso(b, "ana", "atacar", [17], objetivo="bruno", ataque="Agarrar a distancia")  # grado 2
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 2  # applied this turn: counts as maintained
    paso(b, "ana", "mover")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 1
    paso(b, "ana", "mantener", objetivo="bruno")
    paso(b, "ana", "pasar")
    paso(b, "bruno", "pasar")
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 1


def test_librarse_1d20_mas_atributo_contra_10_mas_nivel() -> None:
    """Librarse de efectos: acción estándar, 1d20 + Corpulencia contra 10 + nivel del aplicador; un grado por
    cada 5 puntos de diferencia."""
    b = dos()
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Agarrar a distancia")  # grado 1
    paso(b, "bruno", "liberarse", [15])  # 15 + 8 = 23 contra 18: 5 → 1 grado
    assert vivo(b, "bruno")["efectos"] == {}


def test_superfuerza_y_escapismo_dan_superioridad_para_liberarse() -> None:
    """Superfuerza: tiradas de fuerza (soltarse de un agarrón) con Superioridad; Escapismo también."""
    b = dos(bruno={"poderes": [{"nombre": "Superfuerza"}], "maniobras": ["Escapismo", "Parada"]})
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Agarrar a distancia")
    paso(b, "bruno", "liberarse", [1, 2, 15], con="objeto")
    assert vivo(b, "bruno")["efectos"] == {}


def test_punto_de_heroe_superioridad_y_uno_por_turno() -> None:
    """PUNTOS DE HÉROE: ganar Superioridad; limitado a 1 punto por turno."""
    b = dos(ana={"puntos_heroe": 3}, fin_turno_automatico=False)
    paso(b, "ana", "atacar", [3, 16], objetivo="bruno", ataque="Superfuerza", punto_heroe="superioridad")
    assert vivo(b, "bruno")["puntos_vida"] == 2
    with pytest.raises(IllegalAction, match="1 punto de Héroe por turno"):
        paso(b, "ana", "usar_punto_heroe")


def test_repetir_cuesta_2_en_combate_y_vale_el_segundo() -> None:
    """PUNTOS DE HÉROE: repetir un d20; sólo vale el segundo resultado; 2 puntos si la acción es de combate."""
    b = dos(ana={"puntos_heroe": 2})
    paso(b, "ana", "atacar", [19, 3], objetivo="bruno", ataque="Superfuerza", punto_heroe="repetir")
    assert vivo(b, "ana")["puntos_heroe"] == 0
    assert vivo(b, "bruno")["puntos_vida"] == 4 and vivo(b, "bruno")["defensa"] == 14


def test_subir_2_niveles_para_una_accion_estandar() -> None:
    """PUNTOS DE HÉROE: subir 2 niveles para una acción estándar instantánea (+8 → +10)."""
    b = dos(ana={"puntos_heroe": 1})
    paso(b, "ana", "atacar", [9], objetivo="bruno", ataque="Superfuerza", punto_heroe="nivel")  # 19 contra 14
    assert vivo(b, "bruno")["puntos_vida"] == 3


def test_ganar_1_pv_incluso_al_caer_derrotado() -> None:
    """PUNTOS DE HÉROE: ganar 1 pto de vida, incluso en el momento de caer derrotado (fuera de turno)."""
    b = dos(ana={"nivel": 30}, bruno={"puntos_heroe": 1})
    paso(b, "ana", "atacar", [2], objetivo="bruno", ataque="Superfuerza")  # 32 - 14 = 18 → 3
    assert vivo(b, "bruno")["puntos_vida"] == 1
    paso(b, "bruno", "usar_punto_heroe")
    assert vivo(b, "bruno")["puntos_vida"] == 2 and vivo(b, "bruno")["puntos_heroe"] == 0


def test_ganar_una_maniobra_durante_un_turno() -> None:
    """PUNTOS DE HÉROE: ganar 1 maniobra de combate durante 1 turno."""
    b = dos(ana={"puntos_heroe": 1})
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Superfuerza", punto_heroe="maniobra", maniobra="Aturdir")
    assert vivo(b, "bruno")["aturdido"] and vivo(b, "bruno")["puntos_vida"] == 4


def test_ganar_un_superpoder_de_coste_hasta_1_por_punto() -> None:
    """PUNTOS DE HÉROE: ganar 1 superpoder de coste hasta 1 por punto («área circular a distancia»: 3)."""
    b = dos(ana={"puntos_heroe": 4})
    paso(
        b,
        "ana",
        "atacar",
        [12],
        objetivo="bruno",
        ataque="Ataque especial de área circular a distancia",
        punto_heroe="poder",
    )
    assert vivo(b, "ana")["puntos_heroe"] == 1
    assert vivo(b, "bruno")["defensa"] == 14 and vivo(b, "bruno")["puntos_vida"] == 3


def test_maximo_de_puntos_de_heroe_medio_nivel() -> None:
    """El máximo de puntos de Héroe a la vez es ½ nivel: un 20 con el máximo no da más."""
    b = dos(ana={"puntos_heroe": 4})
    paso(b, "ana", "atacar", [20], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "ana")["puntos_heroe"] == 4


def test_escapismo_2_dos_intentos_y_sin_el_uno_por_turno() -> None:
    """«Escapismo»: libera con la acción de objeto (un intento por turno); «Escapismo 2»: dos intentos."""
    b = dos(bruno={"maniobras": ["Escapismo", "Parada"]}, fin_turno_automatico=False)
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Agarrar a distancia")  # grado 1
    paso(b, "ana", "pasar")
    paso(b, "bruno", "liberarse", [3, 4], con="objeto")
    with pytest.raises(IllegalAction, match="1 vez"):
        paso(b, "bruno", "liberarse", [20, 20])
    c = dos(bruno={"maniobras": ["Escapismo", "Escapismo 2"]}, fin_turno_automatico=False)
    paso(c, "ana", "atacar", [12], objetivo="bruno", ataque="Agarrar a distancia")  # grado 1
    paso(c, "ana", "pasar")
    paso(c, "bruno", "liberarse", [3, 4], con="objeto")
    paso(c, "bruno", "liberarse", [3, 15])  # second attempt with the standard action: 23 contra 18
    assert vivo(c, "bruno")["efectos"] == {}
