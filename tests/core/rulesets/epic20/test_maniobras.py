"""MANIOBRAS DE COMBATE applied by the engine, each with the rule's numbers (level 8: +8 against 14)."""

from __future__ import annotations

import pytest

from core.battle import IllegalAction
from tests.core.rulesets.epic20.ayuda import batalla, ficha, paso, vivo

SIN_PESADO = ["Excelente atleta", "Contactos"]


def pelea(maniobras_ana: list[str], **extra: object):  # type: ignore[no-untyped-def]
    """Ana (+8 Superfuerza, defence 18) with the maneuvers given, against Bruno (+8, defence 14)."""
    datos_ana: dict[str, object] = {"ventajas": SIN_PESADO, "maniobras": maniobras_ana, **extra.pop("ana", {})}  # type: ignore[dict-item]
    datos_bruno: dict[str, object] = {"ventajas": SIN_PESADO, "poderes": [{"nombre": "Superfuerza"}, {"nombre": "Volar"}],
                                      **extra.pop("bruno", {})}  # type: ignore[dict-item]  # fmt: skip
    fichas = {
        "ana": ficha(nombre="Ana", **datos_ana),
        "bruno": ficha(nombre="Bruno", **datos_bruno),
        **extra.pop("otros", {}),
    }  # type: ignore[dict-item]
    orden = extra.pop("orden", list(fichas))
    return batalla(fichas, orden=orden, **extra)  # type: ignore[arg-type]


def otra(nombre: str, **cambios: object):  # type: ignore[no-untyped-def]
    return ficha(nombre=nombre, ventajas=SIN_PESADO, **cambios)


def test_ataque_a_fondo_superioridad_y_ataque_extra_del_oponente() -> None:
    """«Ataque a fondo»: Superioridad en su ataque; los oponentes ganan Superioridad contra él; si el
    oponente aguanta en pie gana un ataque extra (sin esa Superioridad). «Ataque a fondo 2»: con Inferioridad."""
    b = pelea(["Ataque a fondo", "Ataque a fondo 2"])
    paso(b, "ana", "atacar", [2, 12], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque a fondo 2")
    assert vivo(b, "bruno")["puntos_vida"] == 3
    assert b.view.turn == "bruno"
    paso(b, "bruno", "atacar", [12, 2], objetivo="ana", ataque="Superfuerza")  # Superioridad contra Ana: 12
    assert vivo(b, "ana")["defensa"] == 17
    c = pelea(["Ataque a fondo", "Ataque a fondo 2"], orden=["ana", "bruno", "carla"],
              otros={"carla": otra("Carla")})  # fmt: skip
    paso(c, "ana", "atacar", [2, 12], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque a fondo 2")
    paso(c, "bruno", "pasar")
    paso(c, "carla", "pasar")
    c2 = pelea(["Ataque a fondo"], otros={"carla": otra("Carla")})
    paso(c2, "ana", "atacar", [2, 12], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque a fondo")
    paso(c2, "bruno", "pasar")
    paso(c2, "carla", "pasar")  # Ana's turn again in round 2 — Bruno's extra attack expired
    with pytest.raises(IllegalAction, match="No es el turno"):
        paso(c2, "bruno", "atacar", [15], objetivo="ana", ataque="Superfuerza")


def test_ataque_a_fondo_ataque_extra_fuera_de_turno() -> None:
    b = pelea(["Ataque a fondo", "Ataque a fondo 2"], otros={"carla": otra("Carla")})
    paso(b, "ana", "atacar", [2, 12], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque a fondo 2")
    assert b.view.turn == "bruno"
    paso(b, "bruno", "pasar")
    assert b.view.turn == "carla"
    paso(b, "bruno", "atacar", [18, 9], objetivo="ana", ataque="Superfuerza")  # out of turn, Inferioridad: 9+8 < 18
    assert vivo(b, "ana")["defensa"] == 18
    assert b.view.turn == "carla"


def test_ataque_poderoso_superioridad_y_baja_la_defensa() -> None:
    """«Ataque poderoso»: estándar + movimiento, Superioridad; la defensa del luchador baja 2 (2: 1; 3: 0)."""
    b = pelea(["Ataque poderoso", "Ataque poderoso 2"])
    paso(b, "ana", "atacar", [4, 11], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque poderoso 2")
    assert vivo(b, "bruno")["puntos_vida"] == 3
    assert vivo(b, "ana")["defensa"] == 17
    assert vivo(b, "ana")["acciones"]["movimiento"] == 0


def test_ataque_defensivo_inferioridad_para_ambos() -> None:
    """«Ataque defensivo»: Inferioridad al ataque de un enemigo a elegir contra él, y a su propio ataque."""
    b = pelea(["Ataque defensivo", "Parada"])
    paso(b, "ana", "atacar", [15, 5], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque defensivo")
    assert vivo(b, "bruno")["defensa"] == 14
    paso(b, "bruno", "atacar", [20, 3], objetivo="ana", ataque="Superfuerza")
    assert vivo(b, "ana")["defensa"] == 18


def test_defensa_total_inferioridad_a_los_enemigos_y_usa_el_turno() -> None:
    """«Defensa total»: usa todas sus acciones menos las gratuitas; Inferioridad a los ataques enemigos."""
    b = pelea(["Defensa total", "Parada"], orden=["bruno", "ana"])
    paso(b, "bruno", "pasar")
    paso(b, "ana", "defensa_total")
    assert b.view.turn == "bruno"
    paso(b, "bruno", "atacar", [19, 4], objetivo="ana", ataque="Superfuerza")
    assert vivo(b, "ana")["defensa"] == 18


def test_defensa_a_la_carrera_solo_contra_ataques_a_distancia() -> None:
    """«Defensa a la carrera 2»: Doble Inferioridad a los ataques a distancia."""
    bruno = {"poderes": [{"nombre": "Superfuerza"}, {"nombre": "Ataque especial a distancia"}]}
    b = pelea(["Defensa a la carrera", "Defensa a la carrera 2"], orden=["ana", "bruno"], bruno=bruno)
    paso(b, "ana", "defensa_a_la_carrera")
    assert b.view.turn == "bruno"
    with pytest.raises(Exception, match="Faltan dados"):
        paso(b, "bruno", "atacar", [19, 18], objetivo="ana", ataque="Ataque especial a distancia")
    paso(b, "bruno", "atacar", [19, 18, 2], objetivo="ana", ataque="Ataque especial a distancia")
    assert vivo(b, "ana")["defensa"] == 18


def test_parada_se_declara_al_principio_y_suma_un_cuarto_de_nivel() -> None:
    """«Parada»: se declara al principio del turno sacrificando la acción estándar; +¼ nivel de defensa mundana
    (no se acumula con defensas especiales, sí con armadura mundana)."""
    cota = [{"nombre": "Cota", "tipo": "mundano", "categoria": "armadura"}]
    b = pelea(["Parada", "Esquiva"], ana={"poderes": [{"nombre": "Superfuerza"}], "equipo": cota})
    assert b.live_values("ana")["defensa"] == 16
    paso(b, "ana", "parada")
    assert b.view.turn == "bruno"
    paso(b, "bruno", "atacar", [10], objetivo="ana", ataque="Superfuerza")  # 18 contra 18 → impacta, -1
    assert vivo(b, "ana")["penalizador_defensa"] == 1
    c = pelea(["Parada", "Esquiva"])
    paso(c, "ana", "mover")
    with pytest.raises(IllegalAction, match="al principio del turno"):
        paso(c, "ana", "parada")


def test_aturdir_no_hace_dano_ni_resta_defensa() -> None:
    """«Aturdir»: no hace daño, aplica Inferioridad durante 1 turno si hay algún éxito; no resta defensa."""
    b = pelea(["Aturdir", "Parada"])
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Superfuerza", maniobra="Aturdir")
    assert vivo(b, "bruno")["puntos_vida"] == 4 and vivo(b, "bruno")["aturdido"]
    c = pelea(["Aturdir", "Parada"])
    paso(c, "ana", "atacar", [7], objetivo="bruno", ataque="Superfuerza", maniobra="Aturdir")
    assert vivo(c, "bruno")["defensa"] == 14 and not vivo(c, "bruno")["aturdido"]


def test_cegar_aturde_gasta_un_punto_y_impide_atacar_a_distancia() -> None:
    """«Cegar»: como Aturdir pero gasta 1 punto de Héroe al tener éxito; el objetivo no ataca a distancia."""
    bruno = {"poderes": [{"nombre": "Superfuerza"}, {"nombre": "Ataque especial a distancia"}]}
    b = pelea(["Cegar", "Parada"], ana={"puntos_heroe": 2}, bruno=bruno)
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Superfuerza", maniobra="Cegar")
    assert vivo(b, "ana")["puntos_heroe"] == 1
    assert "cegado" in vivo(b, "bruno")["estados"]
    with pytest.raises(IllegalAction, match="cegado"):
        paso(b, "bruno", "atacar", [12], objetivo="ana", ataque="Ataque especial a distancia")


def test_tumbar_y_caer_si_falla_por_5() -> None:
    """«Tumbar»: si causaría daño tumba al enemigo; no resta defensa; si falla por 5 o más cae él."""
    b = pelea(["Tumbar", "Parada"])
    paso(b, "ana", "atacar", [11], objetivo="bruno", ataque="Superfuerza", maniobra="Tumbar")
    assert "tumbado" in vivo(b, "bruno")["estados"] and vivo(b, "bruno")["puntos_vida"] == 4
    paso(b, "bruno", "levantarse")
    assert "tumbado" not in vivo(b, "bruno")["estados"]
    c = pelea(["Tumbar", "Parada"])
    paso(c, "ana", "atacar", [1], objetivo="bruno", ataque="Superfuerza", maniobra="Tumbar")
    assert "tumbado" in vivo(c, "ana")["estados"]


def test_pesado_da_inferioridad_a_tumbarle() -> None:
    """VENTAJAS «Pesado»: Inferioridad a intentos de empujarle y de tumbarle."""
    b = pelea(["Tumbar", "Parada"], bruno={"ventajas": ["Pesado", "Excelente atleta"]})
    paso(b, "ana", "atacar", [18, 5], objetivo="bruno", ataque="Superfuerza", maniobra="Tumbar")
    assert "tumbado" not in vivo(b, "bruno")["estados"]


def test_desarmar_tira_el_arma() -> None:
    """«Desarmar»: si logra causar daño el oponente es desarmado; no resta defensa."""
    espada = [{"nombre": "Espada", "tipo": "especial", "categoria": "arma"}]
    b = pelea(["Desarmar", "Parada"], bruno={"equipo": espada})
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Superfuerza", maniobra="Desarmar")
    with pytest.raises(IllegalAction, match="desarmado"):
        paso(b, "bruno", "atacar", [12], objetivo="ana", ataque="Espada")
    paso(b, "bruno", "recoger_arma")
    paso(b, "bruno", "atacar", [12], objetivo="ana", ataque="Espada")


def test_empujar_solo_resta_defensa_a_esbirros() -> None:
    """«Empujar»: no causa daño ni disminuye la defensa a «no esbirros» (sí a esbirros)."""
    b = pelea(["Empujar", "Parada"], otros={"esbirro": otra("Esbirro", esbirro=True, poderes=[{"nombre": "Volar"}])})
    paso(b, "ana", "atacar", [7], objetivo="bruno", ataque="Superfuerza", maniobra="Empujar")
    assert vivo(b, "bruno")["defensa"] == 14
    paso(b, "bruno", "pasar")
    paso(b, "esbirro", "pasar")
    paso(b, "ana", "atacar", [7], objetivo="esbirro", ataque="Superfuerza", maniobra="Empujar")
    assert vivo(b, "esbirro")["defensa"] == 13


def test_agotar_resta_defensa_1_mas_1_por_exito() -> None:
    """«Agotar»: ataque mundano basado en Inteligencia; no resta PV; defensa −(1 + éxitos). Agotar 2: Superioridad."""
    atributos = {"corpulencia": 0.5, "agilidad": 0.5, "percepcion": 1, "inteligencia": 1, "presencia": 0}
    b = pelea(["Agotar", "Agotar 2"], ana={"atributos": atributos})
    paso(
        b, "ana", "atacar", [3, 20], objetivo="bruno", ataque="sin_armas", maniobra="Agotar 2"
    )  # 20+4=24: 10 → 2 éxitos
    assert vivo(b, "bruno")["defensa"] == 11 and vivo(b, "bruno")["puntos_vida"] == 4


def test_desmoralizar_dano_emocional_y_huida() -> None:
    """«Desmoralizar»: estándar + comunicación, ataque mundano de Presencia; resta PV (emocional) sin restar
    defensa; a 0 PV con daño emocional huye o se rinde."""
    atributos = {"corpulencia": 0.5, "agilidad": 0.5, "percepcion": 1, "inteligencia": 0, "presencia": 1}
    b = pelea(["Desmoralizar", "Parada"], ana={"atributos": atributos, "nivel": 40},
              bruno={"esbirro": True, "puntos_vida_esbirro": 1}, otros={"carla": otra("Carla")})  # fmt: skip
    paso(b, "ana", "atacar", [5], objetivo="bruno", ataque="sin_armas", maniobra="Desmoralizar")
    assert vivo(b, "bruno")["estados"] == ["huido"]
    assert vivo(b, "bruno")["puntos_vida"] == 0
    assert vivo(b, "bruno")["defensa"] == 14
    cambios = [c for e in b.entries[-1].eventos for c in e.cambios if c.path == ("combatientes", "ana", "acciones")]
    assert cambios[0].new["comunicacion"] == 1 and cambios[0].new["estandar"] == 0


def test_ataque_doble_dos_ataques_con_inferioridad() -> None:
    """«Ataque doble»: todas las acciones estándar, 2 ataques con Inferioridad; los enemigos ganan Superioridad."""
    b = pelea(["Ataque doble", "Parada"], otros={"carla": otra("Carla", poderes=[{"nombre": "Volar"}])})
    paso(
        b, "ana", "atacar", [12, 13, 20, 11], objetivo=["bruno", "carla"], ataque="Superfuerza", maniobra="Ataque doble"
    )
    assert vivo(b, "bruno")["puntos_vida"] == 3
    assert vivo(b, "carla")["puntos_vida"] == 3
    paso(b, "bruno", "atacar", [3, 10], objetivo="ana", ataque="Superfuerza")
    assert vivo(b, "ana")["penalizador_defensa"] == 1


def test_interponerse_recibe_el_ataque() -> None:
    """«Interponerse»: protege a otros con su cuerpo usando la acción estándar."""
    b = pelea(["Interponerse", "Parada"], orden=["ana", "carla", "bruno"], bandos={"ana": "h", "carla": "h", "bruno": "v"},
              otros={"carla": otra("Carla", poderes=[{"nombre": "Volar"}])})  # fmt: skip
    paso(b, "ana", "interponerse", objetivo="carla")
    paso(b, "carla", "pasar")
    paso(b, "bruno", "atacar", [15], objetivo="carla", ataque="Superfuerza")  # 23 contra la defensa 18 de Ana
    assert vivo(b, "carla")["puntos_vida"] == 4
    assert vivo(b, "ana")["puntos_vida"] == 3


def test_retrasar_accion_cambia_el_orden() -> None:
    """«Retrasar acción»: actúa justo después de otro luchador."""
    b = pelea(["Retrasar acción", "Parada"], otros={"carla": otra("Carla")})
    paso(b, "ana", "retrasar", objetivo="bruno")
    assert b.state["orden"] == ["bruno", "ana", "carla"]
    assert b.view.turn == "bruno"
    paso(b, "bruno", "pasar")
    assert b.view.turn == "ana"


def test_excelente_apuntando_da_superioridad_al_siguiente_ataque() -> None:
    """«Excelente apuntando»: tomando 1 turno para apuntar gana Superioridad en su siguiente ataque."""
    b = pelea(["Excelente apuntando", "Parada"])
    paso(b, "ana", "apuntar", objetivo="bruno")
    paso(b, "bruno", "pasar")
    paso(b, "ana", "atacar", [2, 12], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 3


def test_maniobra_que_no_tiene_se_rechaza() -> None:
    b = pelea(["Parada", "Esquiva"])
    with pytest.raises(IllegalAction, match="no tiene la maniobra «Aturdir»"):
        paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Superfuerza", maniobra="Aturdir")


def test_esquiva_tambien_contra_ataques_a_distancia_e_imparable() -> None:
    """«Esquiva»: como Parada pero también contra ataques a distancia (estándar + movimiento).
    «Imparable»: ignora la maniobra de Parada."""
    bruno = {
        "poderes": [{"nombre": "Superfuerza"}, {"nombre": "Ataque especial a distancia"}],
        "maniobras": ["Imparable", "Parada"],
    }
    b = pelea(["Esquiva", "Parada"], orden=["ana", "bruno"], ana={"poderes": [{"nombre": "Superfuerza"}]}, bruno=bruno)
    paso(b, "ana", "esquiva")
    assert b.view.turn == "bruno"
    paso(b, "bruno", "atacar", [8], objetivo="ana", ataque="Ataque especial a distancia")  # 16 contra 14 + 2
    assert vivo(b, "ana")["penalizador_defensa"] == 1
    c = pelea(["Parada", "Esquiva"], orden=["ana", "bruno"], ana={"poderes": [{"nombre": "Superfuerza"}]}, bruno=bruno)
    paso(c, "ana", "parada")
    paso(c, "bruno", "atacar", [7], objetivo="ana", ataque="Superfuerza")  # Imparable: 15 contra 14
    assert vivo(c, "ana")["penalizador_defensa"] == 1


def test_levantarse_rapido_es_accion_libre() -> None:
    """«Levantarse rápido»: se levanta usando una acción gratuita."""
    b = pelea(["Tumbar", "Parada"], bruno={"maniobras": ["Levantarse rápido", "Parada"]})
    paso(b, "ana", "atacar", [11], objetivo="bruno", ataque="Superfuerza", maniobra="Tumbar")
    paso(b, "bruno", "levantarse")
    assert vivo(b, "bruno")["acciones"]["movimiento"] == 1 and vivo(b, "bruno")["acciones"]["libre"] == 2


def test_agarron_como_agarrar_y_los_enemigos_ganan_superioridad() -> None:
    """«Agarrón»: todas las acciones menos libres y comunicación; funciona como Agarrar; los enemigos ganan
    Superioridad contra él."""
    b = pelea(["Agarrón", "Parada"])
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Superfuerza", maniobra="Agarrón")
    assert vivo(b, "bruno")["efectos"]["ana"]["grado"] == 1
    assert vivo(b, "ana")["posturas"] == {"agarron": True}


def test_mostrar_punto_debil_da_superioridad_a_un_aliado() -> None:
    """«Mostrar punto débil»: movimiento + estándar + comunicación; Superioridad al siguiente ataque de un compañero."""
    atributos = {"corpulencia": 0.5, "agilidad": 1, "percepcion": 0.5, "inteligencia": 1, "presencia": 0}
    b = pelea(["Mostrar punto débil", "Parada"], ana={"atributos": atributos}, orden=["ana", "carla", "bruno"],
              bandos={"ana": "h", "carla": "h", "bruno": "v"}, otros={"carla": otra("Carla")})  # fmt: skip
    paso(b, "ana", "mostrar_punto_debil", objetivo="carla")
    paso(b, "carla", "atacar", [3, 12], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 3


def test_usar_la_maniobra_base_aplica_el_mejor_nivel_conocido() -> None:
    """«Ataque poderoso 2»: la defensa sólo disminuye en 1, aunque el paso nombre «Ataque poderoso»."""
    b = pelea(["Ataque poderoso", "Ataque poderoso 2"])
    paso(b, "ana", "atacar", [4, 11], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque poderoso")
    assert vivo(b, "ana")["defensa"] == 17
