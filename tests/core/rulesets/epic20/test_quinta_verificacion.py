"""Fifth pass: what earlier passes left to the GM, each test named after its rule with the text quoted.

Level-8 sheets from ``ayuda.ficha``: Superfuerza +8, Superprotección (defence 18); without it, defence 14."""

from __future__ import annotations

from typing import Any

import pytest

from core.battle import Battle, IllegalAction
from core.ruleset import Action
from core.rulesets.epic20 import estado as st
from tests.core.rulesets.epic20.ayuda import batalla, ficha, paso, vivo

SIN_PESADO = ["Excelente atleta", "Contactos"]
SIN_PROTECCION = [{"nombre": "Superfuerza"}, {"nombre": "Volar"}]


def crudo(b: Battle, cid: str) -> dict[str, Any]:
    return dict(b.state["combatientes"][cid])


def trio(**fichas: Any) -> Battle:
    nombres = list(fichas)
    bandos = {n: ("h" if i < len(nombres) - 1 else "v") for i, n in enumerate(nombres)}
    hojas = {n: ficha(nombre=n.capitalize(), **{"ventajas": SIN_PESADO, **datos}) for n, datos in fichas.items()}
    return batalla(hojas, orden=nombres, bandos=bandos)


def test_resolver_acciones_superioridades_de_varias_fuentes_se_suman() -> None:
    """RESOLVER ACCIONES: «Doble superioridad: 3d20 y se elige el mejor. Así sucesivamente»; two allies' Trabajo en
    equipo («dar superioridad a otro jugador en cualquier tirada») add up: 3d20, both used by the attack."""
    ayuda = {"ventajas": ["Trabajo en equipo", "Contactos"]}
    b = trio(ana=ayuda, berta=ayuda, carla={}, ogro={"poderes": SIN_PROTECCION})
    paso(b, "ana", "trabajo_en_equipo", objetivo="carla")
    paso(b, "berta", "trabajo_en_equipo", objetivo="carla")
    paso(b, "carla", "atacar", [2, 3, 12], objetivo="ogro", ataque="Superfuerza")  # 12 + 8 = 20 vs 14: 1 PV
    assert vivo(b, "ogro")["puntos_vida"] == 3
    assert crudo(b, "carla")["superioridad_pendiente"] == []


def test_excelente_apuntando_espera_al_ataque_contra_su_objetivo() -> None:
    """Excelente apuntando: «gana Superioridad en su siguiente ataque contra el objetivo al que ha estado apuntando»:
    an attack on another enemy leaves it waiting."""
    hojas = {
        "ana": ficha(nombre="Ana", ventajas=SIN_PESADO, maniobras=["Excelente apuntando", "Parada"]),
        "bruno": ficha(nombre="Bruno", ventajas=SIN_PESADO, poderes=SIN_PROTECCION),
        "carlos": ficha(nombre="Carlos", ventajas=SIN_PESADO, poderes=SIN_PROTECCION),
    }
    b = batalla(hojas, orden=["ana", "bruno", "carlos"], bandos={"ana": "h", "bruno": "v", "carlos": "v"})
    paso(b, "ana", "apuntar", objetivo="bruno")
    paso(b, "bruno", "pasar")
    paso(b, "carlos", "pasar")
    paso(b, "ana", "atacar", [11], objetivo="carlos", ataque="Superfuerza")  # one die: 19 vs 14
    assert vivo(b, "carlos")["puntos_vida"] == 3
    assert len(crudo(b, "ana")["superioridad_pendiente"]) == 1
    paso(b, "bruno", "pasar")
    paso(b, "carlos", "pasar")
    paso(b, "ana", "atacar", [3, 16], objetivo="bruno", ataque="Superfuerza")  # 16 + 8 = 24 vs 14: 2 PV
    assert vivo(b, "bruno")["puntos_vida"] == 2 and crudo(b, "ana")["superioridad_pendiente"] == []


def test_trabajo_en_equipo_vale_en_cualquier_tirada() -> None:
    """Trabajo en equipo: «dar superioridad a otro jugador en cualquier tirada»: also Luchar a ciegas' opposed roll."""
    b = trio(ana={"ventajas": ["Trabajo en equipo", "Contactos"]}, berta={"maniobras": ["Luchar a ciegas", "Parada"]},
             ogro={"poderes": SIN_PROTECCION})  # fmt: skip
    paso(b, "ana", "trabajo_en_equipo", objetivo="berta")
    paso(b, "berta", "luchar_a_ciegas", [3, 15, 10], objetivo="ogro")  # 15 + 4 = 19 vs 10 + 8 = 18
    assert crudo(b, "berta")["a_ciegas"]["objetivo"] == "ogro"
    assert crudo(b, "berta")["superioridad_pendiente"] == []


def test_luchar_a_ciegas_con_habilidad_de_percepcion() -> None:
    """Luchar a ciegas: «una tirada de percepción enfrentada contra la agilidad»; HABILIDADES «Con valor 1 se tiran con
    Superioridad»: Percepción auditiva 1 rolls 2d20 (the best, 15 + 4 = 19 vs 10 + 8)."""
    b = trio(berta={"maniobras": ["Luchar a ciegas", "Parada"], "habilidades": {"Percepción auditiva": 1}},
             ogro={"poderes": SIN_PROTECCION})  # fmt: skip
    paso(b, "berta", "luchar_a_ciegas", [3, 15, 10], objetivo="ogro")
    assert crudo(b, "berta")["a_ciegas"]["objetivo"] == "ogro"


def test_luchar_a_ciegas_sin_habilidad_con_la_regla_casera() -> None:
    """House rule `luchar_a_ciegas_sin_habilidad`: without a Percepción skill it rolls as a skill at 0 (Inferioridad)."""
    hojas = {"berta": ficha(nombre="Berta", ventajas=SIN_PESADO, maniobras=["Luchar a ciegas", "Parada"]),
             "ogro": ficha(nombre="Ogro", ventajas=SIN_PESADO, poderes=SIN_PROTECCION)}  # fmt: skip
    b = batalla(hojas, orden=["berta", "ogro"], luchar_a_ciegas_sin_habilidad=True)
    paso(b, "berta", "luchar_a_ciegas", [15, 3, 10], objetivo="ogro")  # worst 3 + 4 = 7 vs 18
    assert "a_ciegas" not in crudo(b, "berta")


def test_puntos_de_heroe_repetir_la_tirada_de_moribundo() -> None:
    """PUNTOS DE HÉROE: «Repetir un dado de 20 ya lanzado. Sólo será válido el segundo resultado. Cuesta 2 puntos de
    héroe si la acción es de combate»: on the dying roll too (Corpulencia ½: 1d20; 5, repeated: 12 → no PV lost)."""
    atributos = {"corpulencia": 0.5, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5, "presencia": 0}
    b = batalla({"ana": ficha(nombre="Ana", atributos=atributos, puntos_heroe=3), "bruno": ficha(nombre="Bruno")},
                orden=["bruno", "ana"])  # fmt: skip
    b.override(("combatientes", "ana", "puntos_vida"), -1)
    b.override(("combatientes", "ana", "estados"), ["inconsciente", "moribundo"])
    paso(b, "ana", "tirada_moribundo", [5, 12], punto_heroe="repetir")
    assert vivo(b, "ana")["puntos_vida"] == -1 and vivo(b, "ana")["puntos_heroe"] == 1


def test_puntos_de_heroe_repetir_al_curar() -> None:
    """Contacto curativo with the reroll: 2, repeated: 17 → 17 + 8 = 25 against 15 → 2 successes, 2 PV."""
    atributos = {"corpulencia": 0.5, "agilidad": 0.5, "percepcion": 0, "inteligencia": 1, "presencia": 1}
    cura = ficha(nombre="Cura", atributos=atributos, puntos_heroe=2, ventajas=SIN_PESADO,
                 poderes=[{"nombre": "Contacto curativo"}])  # fmt: skip
    b = batalla({"cura": cura, "ana": ficha(nombre="Ana"), "ogro": ficha(nombre="Ogro")},
                orden=["cura", "ana", "ogro"], bandos={"cura": "h", "ana": "h", "ogro": "v"})  # fmt: skip
    b.override(("combatientes", "ana", "puntos_vida"), 1)
    paso(b, "cura", "curar", [2, 17], objetivo="ana", punto_heroe="repetir")
    assert vivo(b, "ana")["puntos_vida"] == 3 and vivo(b, "cura")["puntos_heroe"] == 0


def test_repetir_sin_dos_puntos_se_rechaza() -> None:
    """«Cuesta 2 puntos de héroe si la acción es de combate»: with one point the reroll is refused with the reason."""
    atributos = {"corpulencia": 0.5, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5, "presencia": 0}
    b = batalla({"ana": ficha(nombre="Ana", atributos=atributos, puntos_heroe=1), "bruno": ficha(nombre="Bruno")})
    b.override(("combatientes", "ana", "puntos_vida"), -1)
    b.override(("combatientes", "ana", "estados"), ["inconsciente", "moribundo"])
    assert "2 punto(s)" in str(b.why_not(Action("ana", "tirada_moribundo", params={"punto_heroe": "repetir"})))


def test_interponerse_fuera_de_turno_conserva_movimiento_y_comunicacion() -> None:
    """Interponerse: «Esto puede permitir al jugador actuar antes de su momento de iniciativa pero en ese caso sus
    acciones del turno se pierden y sólo conserva una acción estándar y una acción de movimiento y una acción de
    comunicación»: the standard one interposes; one move and one communication are left; the turn is lost."""
    hojas = {
        "ogro": ficha(nombre="Ogro", ventajas=SIN_PESADO, poderes=SIN_PROTECCION),
        "ana": ficha(nombre="Ana", ventajas=SIN_PESADO),
        "carla": ficha(nombre="Carla", ventajas=SIN_PESADO, maniobras=["Interponerse", "Parada"]),
    }
    b = batalla(hojas, orden=["ogro", "ana", "carla"], bandos={"ogro": "v", "ana": "h", "carla": "h"})
    paso(b, "carla", "interponerse", objetivo="ana")
    assert vivo(b, "carla")["acciones"] == {"estandar": 0, "movimiento": 1, "objeto": 0, "comunicacion": 1, "libre": 0}
    paso(b, "carla", "mover")
    paso(b, "carla", "comunicar")
    with pytest.raises(IllegalAction):
        paso(b, "carla", "comunicar")
    with pytest.raises(IllegalAction):
        paso(b, "carla", "usar_objeto")
    paso(b, "ogro", "atacar", [12], objetivo="ana", ataque="Superfuerza")  # Carla takes it: 20 vs 18, margin 2
    assert vivo(b, "carla")["defensa"] == 17 and vivo(b, "ana")["defensa"] == 18
    paso(b, "ana", "pasar")
    assert b.view.turn == "ogro" and b.view.round == 2  # Carla's turn of round 1 was lost


def test_ataque_a_fondo_ataque_extra_escrito_primero() -> None:
    """Ataque a fondo: «gana además un ataque extra contra él ese turno, sin la Superioridad que le conferiría esta
    maniobra»: in a duel the extra attack may come first in the target's turn (one die, marked ``ataque_extra``),
    then the normal one (two)."""
    hojas = {"ana": ficha(nombre="Ana", ventajas=SIN_PESADO, maniobras=["Ataque a fondo", "Parada"]),
             "bruno": ficha(nombre="Bruno", ventajas=SIN_PESADO, poderes=SIN_PROTECCION)}  # fmt: skip
    b = batalla(hojas, orden=["ana", "bruno"])
    paso(b, "ana", "atacar", [2, 12], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque a fondo")
    assert vivo(b, "bruno")["puntos_vida"] == 3 and b.view.turn == "bruno"
    paso(b, "bruno", "atacar", [12], objetivo="ana", ataque="Superfuerza", ataque_extra=True)  # 20 vs 18, margin 2
    assert vivo(b, "ana")["defensa"] == 17 and b.view.turn == "bruno"
    paso(b, "bruno", "atacar", [3, 12], objetivo="ana", ataque="Superfuerza")  # normal, Superioridad: 20 vs 17
    assert vivo(b, "ana")["defensa"] == 16 and b.view.turn == "ana"


def test_ataque_a_fondo_2_ataque_extra_marcado() -> None:
    """Ataque a fondo 2: «El ataque que recibe se hace con Inferioridad»: with as many dice as the normal attack
    (2), the step marks the extra one with ``ataque_extra: true`` (worst of [12, 2]: 10 vs 18, miss)."""
    hojas = {"ana": ficha(nombre="Ana", ventajas=SIN_PESADO, maniobras=["Ataque a fondo", "Ataque a fondo 2"]),
             "bruno": ficha(nombre="Bruno", ventajas=SIN_PESADO, poderes=SIN_PROTECCION)}  # fmt: skip
    b = batalla(hojas, orden=["ana", "bruno"])
    paso(b, "ana", "atacar", [2, 12], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque a fondo 2")
    paso(b, "bruno", "atacar", [12, 2], objetivo="ana", ataque="Superfuerza", ataque_extra=True)
    assert vivo(b, "ana")["defensa"] == 18 and b.view.turn == "bruno"
    paso(b, "bruno", "atacar", [12, 2], objetivo="ana", ataque="Superfuerza")  # best 12: 20 vs 18
    assert vivo(b, "ana")["defensa"] == 17


def test_crecer_cuenta_como_superfuerza_solo_crecido() -> None:
    """Crecer: «cuenta como Superfuerza pero sólo al estar crecido. Gana la maniobra "interponerse"»: attacking with it
    grows first (a move action), and Interponerse comes with growing."""
    b = trio(
        gigante={"poderes": [{"nombre": "Crecer"}, {"nombre": "Superprotección"}]}, ogro={"poderes": SIN_PROTECCION}
    )
    assert "Interponerse" not in st.maniobras(b.view, "gigante")
    paso(b, "gigante", "atacar", [11], objetivo="ogro", ataque="Crecer")  # 11 + 8 = 19 vs 14: 1 PV
    assert vivo(b, "ogro")["puntos_vida"] == 3 and "crecido" in vivo(b, "gigante")["estados"]
    assert vivo(b, "gigante")["acciones"]["movimiento"] == 0


def test_crecer_y_volver_a_su_tamano_con_movimiento() -> None:
    """Crecer / volver: a move action each (as «Cambiar de forma es una acción de movimiento»); the standard action
    «se puede convertir en acción de movimiento»."""
    b = trio(
        gigante={"poderes": [{"nombre": "Crecer"}, {"nombre": "Superprotección"}]}, ogro={"poderes": SIN_PROTECCION}
    )
    assert "Interponerse" not in st.maniobras(b.view, "gigante")
    paso(b, "gigante", "crecer")
    assert "crecido" in vivo(b, "gigante")["estados"] and "Interponerse" in st.maniobras(b.view, "gigante")
    paso(b, "gigante", "crecer")
    assert "crecido" not in vivo(b, "gigante")["estados"]
    assert b.view.turn == "ogro"  # the second change used the standard action as a move one: the turn is over


def test_disminuirse_inferioridad_en_corpulencia_incluso_ataques() -> None:
    """Disminuirse: «Las tiradas de Corpulencia, incluso ataques, se harán con Inferioridad»: [15, 4] → 4 + 8 = 12."""
    b = trio(hormiga={"poderes": [{"nombre": "Superfuerza"}, {"nombre": "Disminuirse"}]},
             ogro={"poderes": SIN_PROTECCION})  # fmt: skip
    paso(b, "hormiga", "disminuirse")
    paso(b, "hormiga", "atacar", [15, 4], objetivo="ogro", ataque="Superfuerza")
    assert vivo(b, "ogro")["defensa"] == 14 and vivo(b, "ogro")["puntos_vida"] == 4


def test_forma_sin_superpoderes_activada_por_el_director() -> None:
    """Forma sin superpoderes: «necesita una acción de movimiento para adoptar su forma con superpoderes»; COMPLICACIONES
    «cuando el director activa una complicación puede decidir un punto de Héroe en compensación»."""
    b = trio(heroe={"complicaciones": ["Forma sin superpoderes"]}, ogro={"poderes": SIN_PROTECCION})
    assert vivo(b, "heroe")["defensa"] == 18
    paso(b, "heroe", "activar_complicacion", complicacion="forma sin superpoderes", punto_heroe=True)
    assert vivo(b, "heroe")["defensa"] == 14 and vivo(b, "heroe")["puntos_heroe"] == 1
    assert "forma con superpoderes" in str(
        b.why_not(Action("heroe", "atacar", ("ogro",), params={"ataque": "Superfuerza"}))
    )
    paso(b, "heroe", "adoptar_forma")
    assert vivo(b, "heroe")["defensa"] == 18 and vivo(b, "heroe")["acciones"]["movimiento"] == 0


def test_forma_sin_superpoderes_desaparece_inconsciente() -> None:
    """Forma sin superpoderes: «esta desaparece cuando está dormido o inconsciente» (4 PV, 20 vs 14 … to 0)."""
    b = trio(heroe={"complicaciones": ["Forma sin superpoderes"], "poderes": SIN_PROTECCION},
             ogro={"poderes": SIN_PROTECCION})  # fmt: skip
    b.override(("combatientes", "heroe", "puntos_vida"), 1)
    paso(b, "heroe", "pasar")
    paso(b, "ogro", "atacar", [11], objetivo="heroe", ataque="Superfuerza")  # 19 vs 14: 1 PV → 0
    assert "sin_superpoderes" in vivo(b, "heroe")["estados"] and "inconsciente" in vivo(b, "heroe")["estados"]


def test_tecnificado_viste_su_armadura() -> None:
    """Tecnificado: «Añade la complicación "forma sin superpoderes" … Su armadura por lo general sólo necesita 1 acción
    de movimiento para ser vestida»; the house rule `forma_sin_superpoderes_al_empezar` starts without it."""
    hojas = {"robo": ficha(nombre="Robo", arquetipo="Tecnificado", ventajas=SIN_PESADO),
             "ogro": ficha(nombre="Ogro", ventajas=SIN_PESADO, poderes=SIN_PROTECCION)}  # fmt: skip
    b = batalla(hojas, orden=["robo", "ogro"], forma_sin_superpoderes_al_empezar=True)
    assert vivo(b, "robo")["defensa"] == 14
    paso(b, "robo", "adoptar_forma")
    assert vivo(b, "robo")["defensa"] == 18


def test_perdida_de_poderes_y_necesita_un_elemento() -> None:
    """Pérdida de poderes cuando…: the GM takes the powers away until he ends it (``fin``); Necesita un elemento para
    subsistir: «recibe 1 pto de daño»."""
    b = trio(heroe={"complicaciones": ["Pérdida de poderes cuando ve sangre", "Necesita un elemento para subsistir: agua"]},
             ogro={"poderes": SIN_PROTECCION})  # fmt: skip
    paso(b, "heroe", "activar_complicacion", complicacion="Pérdida de poderes")
    assert vivo(b, "heroe")["defensa"] == 14
    assert "director" in str(b.why_not(Action("heroe", "adoptar_forma")))
    paso(b, "heroe", "activar_complicacion", complicacion="Pérdida de poderes", fin=True)
    assert vivo(b, "heroe")["defensa"] == 18
    paso(b, "heroe", "activar_complicacion", complicacion="necesita un elemento")
    assert vivo(b, "heroe")["puntos_vida"] == 3
    assert "complicación" in str(b.why_not(Action("heroe", "activar_complicacion", params={"complicacion": "Fobia"})))


def test_desenfunda_rapido_como_accion_gratuita() -> None:
    """Desenfunda rápido: «enfunda o desenfunda armas como acción gratuita y no como acción de objeto»."""
    b = trio(rapida={"maniobras": ["Desenfunda rápido", "Parada"]}, lenta={}, ogro={"poderes": SIN_PROTECCION})
    paso(b, "rapida", "desenfundar")
    assert vivo(b, "rapida")["acciones"]["objeto"] == 1 and vivo(b, "rapida")["acciones"]["libre"] == 2
    paso(b, "rapida", "atacar", [11], objetivo="ogro", ataque="Superfuerza")
    paso(b, "lenta", "desenfundar")
    assert vivo(b, "lenta")["acciones"]["objeto"] == 0


def test_areas_no_afectan_al_propio_personaje_ni_repiten_objetivo() -> None:
    """«Ataque especial de área circular, cuerpo a cuerpo … El personaje no resulta afectado»; «Ataque de ráfaga …
    hasta tres enemigos diferentes»: refused with the reason."""
    area = [{"nombre": "Ataque especial de área circular, cuerpo a cuerpo"}, {"nombre": "Ataque de ráfaga"}]
    b = trio(ana={"poderes": area}, berta={}, ogro={"poderes": SIN_PROTECCION})
    circulo = {"ataque": "Ataque especial de área circular, cuerpo a cuerpo"}
    assert "propio ataque de área" in str(b.why_not(Action("ana", "atacar", ("ogro", "ana"), params=circulo)))
    assert "repetido" in str(b.why_not(Action("ana", "atacar", ("ogro", "ogro"), params=circulo)))
    rafaga = {"ataque": "Ataque de ráfaga"}
    assert "enemigos diferentes" in str(b.why_not(Action("ana", "atacar", ("ogro", "berta"), params=rafaga)))
    assert b.why_not(Action("ana", "atacar", ("ogro", "berta"), params=circulo)) is None  # an area may catch allies


def test_puntos_de_heroe_subir_dos_niveles_al_curar() -> None:
    """PUNTOS DE HÉROE: «Subir 2 niveles para una acción estándar que sea instantánea»: curing is one (level 8 + 2:
    [10] + 10 = 20 against 15 → 1 success); a move action such as Luchar a ciegas is not."""
    atributos = {"corpulencia": 0.5, "agilidad": 0.5, "percepcion": 0, "inteligencia": 1, "presencia": 1}
    cura = ficha(nombre="Cura", atributos=atributos, puntos_heroe=2, ventajas=SIN_PESADO,
                 poderes=[{"nombre": "Contacto curativo"}], maniobras=["Luchar a ciegas", "Parada"])  # fmt: skip
    b = batalla({"cura": cura, "ana": ficha(nombre="Ana"), "ogro": ficha(nombre="Ogro")},
                orden=["cura", "ana", "ogro"], bandos={"cura": "h", "ana": "h", "ogro": "v"})  # fmt: skip
    b.override(("combatientes", "ana", "puntos_vida"), 1)
    ciegas = Action("cura", "luchar_a_ciegas", ("ogro",), params={"punto_heroe": "nivel"})
    assert "acción estándar" in str(b.why_not(ciegas))
    paso(b, "cura", "curar", [10], objetivo="ana", punto_heroe="nivel")
    assert vivo(b, "ana")["puntos_vida"] == 2 and vivo(b, "cura")["puntos_heroe"] == 1


def test_insustancial_se_vuelve_solido_con_la_regla_casera() -> None:
    """Insustancial: «no puede afectar a lo físico ni a lo mental»; the text gives no way back to solid: refused by
    default, and with `insustancial_a_voluntad` a move action makes him solid (his blow then lands: 19 vs 14)."""
    hojas = {"sombra": ficha(nombre="Sombra", ventajas=SIN_PESADO, poderes=[{"nombre": "Superfuerza"}, {"nombre": "Insustancial"}]),
             "ogro": ficha(nombre="Ogro", ventajas=SIN_PESADO, poderes=SIN_PROTECCION)}  # fmt: skip
    normal = batalla(hojas, orden=["sombra", "ogro"])
    assert "insustancial_a_voluntad" in str(normal.why_not(Action("sombra", "cambiar_sustancia")))
    b = batalla(hojas, orden=["sombra", "ogro"], insustancial_a_voluntad=True)
    paso(b, "sombra", "cambiar_sustancia")
    paso(b, "sombra", "atacar", [11], objetivo="ogro", ataque="Superfuerza")
    assert vivo(b, "ogro")["puntos_vida"] == 3


def test_puntos_de_heroe_ganar_un_superpoder_que_no_es_ataque() -> None:
    """PUNTOS DE HÉROE: «Ganar 1 superpoder, de coste hasta 1 por pto de Héroe usado … tantos turnos como su nivel, si
    el poder normalmente tiene duración superior a la instantánea»: Superprotección (1 punto) gives +4 (14 → 18), also out
    of turn, for 8 of his turns; an attack power is refused here."""
    hojas = {"ana": ficha(nombre="Ana", ventajas=SIN_PESADO, poderes=SIN_PROTECCION, puntos_heroe=2),
             "ogro": ficha(nombre="Ogro", ventajas=SIN_PESADO, poderes=SIN_PROTECCION)}  # fmt: skip
    b = batalla(hojas, orden=["ogro", "ana"])
    assert "es un ataque" in str(b.why_not(Action("ana", "ganar_poder", params={"poder": "Superfuerza"})))
    paso(b, "ana", "ganar_poder", poder="Superprotección")
    assert vivo(b, "ana")["defensa"] == 18 and vivo(b, "ana")["puntos_heroe"] == 1
    paso(b, "ogro", "atacar", [9], objetivo="ana", ataque="Superfuerza")  # 17 vs 18: miss
    assert vivo(b, "ana")["defensa"] == 18
    for _ in range(8):
        paso(b, "ana", "pasar")
        paso(b, "ogro", "pasar")
    assert b.view.round == 9 and vivo(b, "ana")["defensa"] == 14


def test_superioridad_pendiente_solo_en_el_primero_del_ataque_doble() -> None:
    """Trabajo en equipo / Mostrar punto débil give Superioridad to the «siguiente ataque»: in Ataque doble («realiza 2
    ataques con Inferioridad») only the first one: [12] (Inferioridad and Superioridad cancel) then [15, 3] (the worst)."""
    b = trio(ana={"ventajas": ["Trabajo en equipo", "Contactos"]}, carla={"maniobras": ["Ataque doble", "Parada"]},
             ogro={"poderes": SIN_PROTECCION})  # fmt: skip
    paso(b, "ana", "trabajo_en_equipo", objetivo="carla")
    paso(b, "carla", "atacar", [12, 15, 3], objetivo=["ogro", "ogro"], ataque="Superfuerza", maniobra="Ataque doble")
    assert vivo(b, "ogro")["defensa"] == 14 and vivo(b, "ogro")["puntos_vida"] == 3  # 20 vs 14: 1 PV; 11 vs 14: miss


def test_crecer_escrito_como_superfuerza() -> None:
    """Crecer «cuenta como Superfuerza»: a step that writes ``ataque: "Superfuerza"`` for a character with Crecer (and
    without Superfuerza) attacks with Crecer, growing first."""
    b = trio(
        gigante={"poderes": [{"nombre": "Crecer"}, {"nombre": "Superprotección"}]}, ogro={"poderes": SIN_PROTECCION}
    )
    paso(b, "gigante", "atacar", [11], objetivo="ogro", ataque="superfuerza")  # 19 vs 14: 1 PV
    assert vivo(b, "ogro")["puntos_vida"] == 3 and "crecido" in vivo(b, "gigante")["estados"]
