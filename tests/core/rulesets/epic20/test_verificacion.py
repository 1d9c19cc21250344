"""Checks from the independent verification: hand-written scripts, turn passing and rule readings."""

from __future__ import annotations

import pytest

from core.battle import Battle, IllegalAction
from core.rulesets.epic20 import derivados
from core.rulesets.epic20.ficha import FichaEpic20
from tests.core.rulesets.epic20.ayuda import batalla, ficha, leer, paso, vivo


def _duelo(**fichas: FichaEpic20) -> Battle:
    return batalla(dict(fichas), orden=list(fichas))


def _bruno(**cambios: object) -> FichaEpic20:
    """Level 8, Superfuerza (+8), defence 14, 4 PV."""
    datos: dict[str, object] = {"nombre": "Bruno", "poderes": [{"nombre": "Superfuerza"}, {"nombre": "Volar"}]}
    datos.update(cambios)
    return ficha(**datos)


def test_pasar_tras_tumbar_al_rival_no_gasta_el_turno_nuevo() -> None:
    """DAÑO EN COMBATE: 0 PV inconsciente, se salta su turno. Un guion que alterna «atacar» y «pasar»:
    el «pasar» justo después del ataque no cambia nada aunque el turno haya vuelto al atacante."""
    b = _duelo(ana=ficha(nombre="Ana", nivel=10), bruno=_bruno(nivel=2))
    paso(b, "ana", "atacar", [6], objetivo="bruno", ataque="Superfuerza")  # 16 contra 11 → 1 PV → 0
    assert vivo(b, "bruno")["estados"] == ["inconsciente"]
    assert b.view.turn == "ana" and b.view.round == 2
    paso(b, "ana", "pasar")
    assert b.view.turn == "ana" and b.view.round == 2
    paso(b, "bruno", "pasar")  # no puede actuar: se acepta y no hace nada
    assert b.view.turn == "ana" and b.view.round == 2
    paso(b, "ana", "pasar")  # ahora sí pasa su turno de la ronda 2
    assert b.view.round == 3


def test_tras_el_fin_automatico_quedan_objeto_comunicacion_y_libres() -> None:
    """Tipos de acciones en el turno: gastada la estándar quedan las de objeto, comunicación y libres;
    las de movimiento deben ir antes de la estándar."""
    b = _duelo(ana=ficha(nombre="Ana"), bruno=_bruno())
    paso(b, "ana", "atacar", [2], objetivo="bruno", ataque="Superfuerza")
    assert b.view.turn == "bruno"
    paso(b, "ana", "comunicar")
    paso(b, "ana", "usar_objeto")
    with pytest.raises(IllegalAction, match="terminó al gastar su acción estándar"):
        paso(b, "ana", "mover")
    paso(b, "ana", "pasar")
    assert b.view.turn == "bruno"
    with pytest.raises(IllegalAction, match="No es el turno de Ana"):
        paso(b, "ana", "comunicar")


def test_ataque_extra_de_ataque_a_fondo_justo_despues_de_su_turno() -> None:
    """MANIOBRAS «Ataque a fondo»: si el oponente aguanta en pie gana un ataque extra contra él ese turno,
    sin la Superioridad de la maniobra. Bruno ataca en su turno (con Superioridad) y luego el extra (1 d20)."""
    b = _duelo(ana=ficha(nombre="Ana", maniobras=["Ataque a fondo", "Parada"]), bruno=_bruno())
    paso(b, "ana", "atacar", [5, 8], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque a fondo")
    paso(b, "bruno", "atacar", [3, 11], objetivo="ana", ataque="Superfuerza")  # 19 contra 18 → -1
    assert b.view.turn == "ana"
    paso(b, "bruno", "atacar", [10], objetivo="ana", ataque="Superfuerza")  # 18 contra 17 → -1
    assert vivo(b, "ana")["defensa"] == 16
    paso(b, "bruno", "pasar")
    with pytest.raises(IllegalAction, match="No es el turno de Bruno"):
        paso(b, "bruno", "atacar", [10], objetivo="ana", ataque="Superfuerza")


def test_ataque_emocional_resta_defensa_salvo_desmoralizar() -> None:
    """DAÑO EN COMBATE: un éxito por menos de 5 resta 1 de defensa; solo Desmoralizar dice «no resta defensa».
    Regla casera `emocional_no_resta`: ningún ataque emocional resta defensa."""
    atributos = {"corpulencia": 0.5, "agilidad": 1, "percepcion": 0.5, "inteligencia": 0, "presencia": 1}
    emotivo = ficha(nombre="Ana", atributos=atributos, poderes=[{"nombre": "Ataque emocional a distancia"}])
    for opciones, defensa in (({}, 13), ({"emocional_no_resta": True}, 14)):
        b = batalla({"ana": emotivo, "bruno": _bruno()}, orden=["ana", "bruno"], **opciones)
        paso(b, "ana", "atacar", [8], objetivo="bruno", ataque="Ataque emocional a distancia")  # 16 contra 14
        assert vivo(b, "bruno")["defensa"] == defensa


def test_controlar_grado_2_deja_la_accion_estandar() -> None:
    """SUPERPODERES CON PROGRESIÓN, Controlar mentes: «controladas todas las acciones menos la estándar»."""
    atributos = {"corpulencia": 0, "agilidad": 0.5, "percepcion": 1, "inteligencia": 1, "presencia": 0.5}
    mente = ficha(nombre="Ana", atributos=atributos, poderes=[{"nombre": "Controlar mentes inteligentes"}])
    b = _duelo(ana=mente, bruno=_bruno())
    paso(b, "ana", "atacar", [16], objetivo="bruno", ataque="Controlar mentes inteligentes")  # 24 contra 14: 2
    acciones = vivo(b, "bruno")["acciones"]
    assert acciones["estandar"] == 1 and acciones["movimiento"] == 0 and acciones["comunicacion"] == 0


def test_esbirro_con_puntos_de_vida_en_la_ficha() -> None:
    """Esbirros: el director fija sus PV (mínimo 1); una ficha a mano puede escribirlos como «puntos_vida»."""
    esbirro = leer({"nombre": "Secuaz", "nivel": 6, "esbirro": True, "puntos_vida": 1})
    assert esbirro.puntos_vida_esbirro == 1 and derivados.puntos_vida(esbirro) == 1
    normal = leer({"nombre": "Héroe", "nivel": 6, "puntos_vida": 1})
    assert derivados.puntos_vida(normal) == 3


@pytest.mark.parametrize(
    ("campo", "valor"),
    [("maniobra", ["Ataque a fondo"]), ("superioridad", "x"), ("ataque", 5), ("punto_heroe", ["superioridad"])],
)
def test_campos_de_paso_mal_escritos_se_rechazan(campo: str, valor: object) -> None:
    """Un paso con un campo de tipo equivocado se rechaza con una razón, nunca con una excepción."""
    b = _duelo(ana=ficha(nombre="Ana"), bruno=_bruno())
    params = {"objetivo": "bruno", "ataque": "Superfuerza", campo: valor}
    with pytest.raises(IllegalAction, match=f"«{campo}»"):
        paso(b, "ana", "atacar", [10], **params)


def test_ataque_de_area_una_tirada_por_objetivo_o_una_sola() -> None:
    """LISTA DE PODERES «Ataque especial de área circular a distancia»: el documento no dice si es una tirada por
    enemigo (por defecto) o una sola contra todos (regla casera `area_una_tirada`)."""
    atributos = {"corpulencia": 0.5, "agilidad": 1, "percepcion": 1, "inteligencia": 0, "presencia": 0.5}
    area = ficha(
        nombre="Ana", atributos=atributos, poderes=[{"nombre": "Ataque especial de área circular a distancia"}]
    )
    fichas = {"ana": area, "bruno": _bruno(), "carla": ficha(nombre="Carla")}
    b = batalla(fichas, orden=list(fichas))
    ataque = "Ataque especial de área circular a distancia"
    paso(b, "ana", "atacar", [10, 10], objetivo=["bruno", "carla"], ataque=ataque)  # 18 contra 14 y contra 18
    assert vivo(b, "bruno")["defensa"] == 13 and vivo(b, "carla")["defensa"] == 17
    b = batalla(fichas, orden=list(fichas), area_una_tirada=True)
    paso(b, "ana", "atacar", [12], objetivo=["bruno", "carla"], ataque=ataque)  # 20: margen 6 y 2
    assert vivo(b, "bruno")["puntos_vida"] == 3 and vivo(b, "bruno")["defensa"] == 14
    assert vivo(b, "carla")["defensa"] == 17
