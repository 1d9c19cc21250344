"""Each landed ruleset run with the mouse in manual dice mode, then as a headless script: same log and state."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from core import registry
from core.settings import Settings
from gui.batalla import BattleWindow
from tests.gui.batalla.conduccion import (
    LEFT,
    DialogDriver,
    crash_and_resume,
    headless,
    play,
    prepare,
    script_of,
    settle,
)

ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts"

IVAN, MORVAN = "ivan_de_lince", "morvan_de_manticora"
DORIAN, MIREL, BRANN = "dorian_quel", "mirel_asta", "brann_ferrum"
IRIA, GORVAK, TOMAS = "iria_valdecasas", "gorvak_el_tuerto", "tomas_ferrocal"
LUSA, NEREA = "lusa_ventisca", "nerea_solvento"
GRULLA, LINCE, TONELADA = "grulla_de_hierro", "lince_plateado", "tonelada"
GUARDIA, MATON = "guardia_de_la_corporacion", "maton_del_muelle"
ESPECIAL_CC, ESPECIAL_D = "Ataque especial cuerpo a cuerpo", "Ataque especial a distancia"

ESCENARIOS: dict[str, dict[str, Any]] = {
    "caballeros": {
        "fichas": [("Iván de Lince (ejemplo)", "athena"), ("Morvan de Mantícora (ejemplo)", "hades")],
        "orden": [IVAN, MORVAN],
        "pasos": [
            {"actor": IVAN, "accion": "golpe", "objetivo": MORVAN, "respuesta": "esquivar", "dados": [3]},
            {"actor": MORVAN, "accion": "poder", "poder": "Cola Paralizante", "objetivo": IVAN, "respuesta": "ninguna"},
            {"actor": MORVAN, "accion": "golpe", "objetivo": IVAN, "respuesta": "ninguna"},
            {
                "actor": IVAN,
                "accion": "poder",
                "poder": "Zarpazo de Luz",
                "nivel": 2,
                "objetivo": MORVAN,
                "respuesta": "bloquear",
                "dados": [6],
            },
            {"actor": MORVAN, "accion": "poder", "poder": "Ponzoña Negra", "objetivo": IVAN, "respuesta": "ninguna"},
            {"actor": IVAN, "accion": "cosmos"},
            {"actor": MORVAN, "accion": "concentracion"},
            {"actor": IVAN, "accion": "golpe", "objetivo": MORVAN, "respuesta": "bloquear", "dados": [2]},
            {"deshacer": True},
            {"actor": IVAN, "accion": "puntos_vitales", "objetivo": MORVAN, "respuesta": "ninguna", "dados": [8]},
            {"actor": MORVAN, "accion": "velocidad_luz", "objetivo": IVAN, "respuesta": "esquivar", "dados": [9]},
            {
                "actor": IVAN,
                "accion": "poder",
                "poder": "Lluvia de Garras",
                "objetivo": MORVAN,
                "respuesta": ["esquivar", "bloquear", "ninguna", "contraataque", "esquivar"],
                "dados": [9, 7, 2, 4],
            },
        ],
    },
    "umh": {
        "fichas": [
            ("Dorian Quel (ejemplo)", "atacante"),
            ("Mirel Asta (ejemplo)", "atacante"),
            ("Brann Ferrum (ejemplo)", "defensor"),
        ],
        "reglas_caseras": {"pa_por_ronda": 10},
        "pasos": [
            {
                "actor": DORIAN,
                "accion": "habilidad",
                "habilidad": "Tajo cruzado",
                "objetivo": BRANN,
                "respuesta": "ninguna",
            },
            {
                "actor": DORIAN,
                "accion": "habilidad",
                "habilidad": "Ráfaga de cortes",
                "objetivo": BRANN,
                "respuesta": [{"habilidad": "Brazos cruzados"}, "ninguna", "ninguna"],
            },
            {"actor": DORIAN, "accion": "paso_turno"},
            {
                "actor": BRANN,
                "accion": "habilidad",
                "habilidad": "Puño de hierro",
                "objetivo": DORIAN,
                "respuesta": {"habilidad": "Bloqueo de hoja"},
            },
            {"actor": BRANN, "accion": "paso_turno"},
            {
                "actor": MIREL,
                "accion": "habilidad",
                "habilidad": "Disparo certero",
                "objetivo": BRANN,
                "respuesta": {"habilidad": "Muro de acero"},
            },
            {
                "actor": MIREL,
                "accion": "habilidad",
                "habilidad": "Flecha ígnea",
                "objetivo": BRANN,
                "respuesta": "ninguna",
            },
            {"deshacer": True},
            {"actor": MIREL, "accion": "paso_turno"},
            {
                "actor": BRANN,
                "accion": "habilidad",
                "habilidad": "Embestida",
                "objetivo": MIREL,
                "respuesta": {"habilidad": "Rodar"},
            },
        ],
    },
    "encuentro": {
        "fichas": [
            ("Iria Valdecasas (ejemplo)", "heroes"),
            ("Gorvak el Tuerto (ejemplo)", "bandidos"),
            ("Tomás Ferrocal (ejemplo)", "heroes"),
            ("Lusa Ventisca (ejemplo)", "bandidos"),
            ("Nerea Solvento (ejemplo)", "heroes"),
        ],
        "orden": [IRIA, GORVAK, TOMAS, LUSA, NEREA],
        "reglas_caseras": {
            "impactos_para_caer": 3,
            "posiciones": {IRIA: [4, 5], GORVAK: [5, 5], TOMAS: [1, 7], LUSA: [8, 8], NEREA: [2, 4]},
        },
        "pasos": [
            {"actor": TOMAS, "accion": "ayuda", "objetivo": IRIA, "puntos": 2, "para": "combate"},
            {"actor": IRIA, "accion": "atacar", "objetivo": GORVAK, "respuesta": "ninguna", "dados": [8]},
            {"actor": IRIA, "accion": "usar", "descripcion": "vuelca los barriles para cerrar el paso del vado"},
            {"actor": GORVAK, "accion": "respuesta", "objetivo": IRIA, "respuesta": "esquiva", "dados": [11]},
            {"actor": IRIA, "accion": "pasar"},
            {"actor": GORVAK, "accion": "derribar", "objetivo": IRIA, "respuesta": "ninguna", "dados": [12]},
            {"actor": GORVAK, "accion": "atacar", "objetivo": IRIA, "respuesta": "ninguna", "dados": [5]},
            {"deshacer": True},
            {"actor": GORVAK, "accion": "pasar"},
            {
                "actor": TOMAS,
                "accion": "prepararse",
                "condicion": "si aparece un enemigo oculto",
                "acciones": 1,
                "puntos": 1,
            },
            {"actor": LUSA, "accion": "ocultarse", "condicion": "sombra"},
            {"actor": LUSA, "accion": "moverse", "destino": [6, 6]},
        ],
    },
    "epic20": {
        "fichas": [
            ("Grulla de Hierro (ejemplo)", "heroes"),
            ("Lince Plateado (ejemplo)", "heroes"),
            ("Tonelada (ejemplo)", "villanos"),
            ("Guardia de la Corporación (ejemplo)", "villanos"),
            ("Matón del Muelle (ejemplo)", "villanos"),
        ],
        "dados_iniciales": [11, 8, 9, 6, 4],
        "pasos": [
            {
                "actor": GRULLA,
                "accion": "atacar",
                "respuesta": "ninguna",
                "objetivo": MATON,
                "ataque": ESPECIAL_CC,
                "dados": [9],
            },
            {
                "actor": LINCE,
                "accion": "atacar",
                "respuesta": "ninguna",
                "objetivo": GUARDIA,
                "ataque": ESPECIAL_D,
                "dados": [4],
            },
            {
                "actor": GUARDIA,
                "accion": "atacar",
                "respuesta": "ninguna",
                "objetivo": LINCE,
                "ataque": ESPECIAL_D,
                "dados": [14],
            },
            {
                "actor": TONELADA,
                "accion": "atacar",
                "respuesta": "ninguna",
                "objetivo": GRULLA,
                "ataque": "Superfuerza",
                "maniobra": "Ataque poderoso",
                "dados": [5, 13],
            },
            {
                "actor": GRULLA,
                "accion": "atacar",
                "respuesta": "ninguna",
                "objetivo": TONELADA,
                "ataque": ESPECIAL_CC,
                "maniobra": "Tumbar",
                "dados": [6, 9],  # Tonelada is Pesado: Inferioridad, two d20
            },
            {"deshacer": True},
            {
                "actor": GRULLA,
                "accion": "atacar",
                "respuesta": "ninguna",
                "objetivo": TONELADA,
                "ataque": ESPECIAL_CC,
                "maniobra": "Ataque a fondo 2",
                "dados": [6, 17, 3],
            },
            {
                "actor": TONELADA,
                "accion": "atacar",
                "respuesta": "ninguna",
                "objetivo": GRULLA,
                "ataque": "Superfuerza",
                "dados": [15, 4],
            },
            {
                "actor": LINCE,
                "accion": "atacar",
                "respuesta": "ninguna",
                "objetivo": GUARDIA,
                "ataque": ESPECIAL_D,
                "punto_heroe": "superioridad",
                "dados": [3, 16],
            },
            {"actor": GUARDIA, "accion": "tirada_moribundo", "dados": [12]},
        ],
    },
}


@pytest.mark.parametrize("reglas", sorted(ESCENARIOS))
def test_un_combate_a_clics_es_igual_que_su_guion(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, reglas: str
) -> None:
    if reglas not in registry.known_ids():
        pytest.skip(f"El sistema {reglas} aún no está instalado.")
    data = ESCENARIOS[reglas]
    prepare(qtbot, window, reglas, data["fichas"], orden=data.get("orden"), options=data.get("reglas_caseras"))
    for value in data.get("dados_iniciales", []):
        driver.die(value)
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None, window.setup.error_label.text()
    for step in data["pasos"]:
        play(qtbot, window, driver, step)
    battle = window.battle
    other, report = headless(script_of(window, data, data["pasos"]), Path.cwd())
    assert battle.log_lines() == report["registro"]
    assert battle.state == other.state
    assert {cid: battle.live_values(cid) for cid in battle.combatants} == report["combatientes"]
    _start_an_attack(qtbot, window)  # the capture shows a reaction being asked, with its odds
    settle()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(ARTIFACTS / f"batalla_{reglas}.png"))


def _start_an_attack(qtbot: QtBot, window: BattleWindow) -> None:
    battle = window.battle
    assert battle is not None and window.flow.actor is not None
    enemies = battle.view.enemies(window.flow.actor)
    for key, option in window.flow.options.items():
        if option.legal and option.objetivos == 1 and enemies:
            qtbot.mouseClick(window.flow.buttons[key], LEFT)
            qtbot.mouseClick(window.cards.cards[enemies[0]], LEFT)
            return


def test_caballeros_sin_concentracion_velocidad_luz_sale_desactivada_con_el_motivo(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver
) -> None:
    if "caballeros" not in registry.known_ids():
        pytest.skip("El sistema caballeros aún no está instalado.")
    data = ESCENARIOS["caballeros"]
    prepare(qtbot, window, "caballeros", data["fichas"], orden=data["orden"])
    qtbot.mouseClick(window.setup.start_button, LEFT)
    assert window.battle is not None
    button = window.flow.buttons["accion_velocidad_luz"]
    assert not button.isEnabled()
    reason = next(o.motivo for o in window.battle.legal_actions(IVAN) if o.accion == "velocidad_luz")
    assert "concentración" in reason
    assert button.toolTip() == reason
    play(qtbot, window, driver, {"actor": IVAN, "accion": "concentracion"})
    play(qtbot, window, driver, {"actor": MORVAN, "accion": "pasar"})
    assert window.flow.buttons["accion_velocidad_luz"].isEnabled()


def test_captura_de_la_preparacion_con_muchas_reglas_de_la_casa(qtbot: QtBot, window: BattleWindow) -> None:
    if "encuentro" not in registry.known_ids():
        pytest.skip("El sistema encuentro aún no está instalado.")
    data = ESCENARIOS["encuentro"]
    prepare(qtbot, window, "encuentro", data["fichas"], orden=data["orden"], options=data["reglas_caseras"])
    assert window.setup.options()["posiciones"] == data["reglas_caseras"]["posiciones"]
    settle()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    assert window.grab().save(str(ARTIFACTS / "batalla_preparacion_encuentro.png"))


def test_caballeros_se_reanuda_tras_un_cierre_inesperado(
    qtbot: QtBot, window: BattleWindow, driver: DialogDriver, settings: Settings
) -> None:
    if "caballeros" not in registry.known_ids():
        pytest.skip("El sistema caballeros aún no está instalado.")
    data = ESCENARIOS["caballeros"]
    prepare(qtbot, window, "caballeros", data["fichas"], orden=data["orden"])
    qtbot.mouseClick(window.setup.start_button, LEFT)
    for step in data["pasos"][:4]:
        play(qtbot, window, driver, step)
    again = crash_and_resume(qtbot, window, driver, settings)
    play(qtbot, again, driver, data["pasos"][4])
    other, report = headless(script_of(window, data, data["pasos"][:5]), Path.cwd())
    assert again.battle.log_lines() == report["registro"]
    assert again.battle.state == other.state
