"""Third check: the archetypes' trades (they replace the normal ones), and the combat mechanics the rules give that were
left to the GM: cover, firing into melee, not seeing the target, immunities, Insustancial, sizes, Velocista, Moverse
mientras actúa, Provocar choque / ataque, Contacto curativo / reparador, Motivador, the Mago's spells, Ataque manteniendo
la distancia and the dying roll written as a «pasar» with its die. The hand-worked scripts are
``tests/golden/epic20/verificacion3_*.json`` (arithmetic in their ``comentario``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.battle import IllegalAction
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.epic20.ficha import FichaEpic20
from core.rulesets.epic20.presupuesto import calcular
from core.runner import run_script
from tests.core.rulesets.epic20.ayuda import batalla, leer, paso, vivo
from tests.core.rulesets.epic20.casos_tercera import CASOS3
from tests.core.rulesets.epic20.test_constructor_verificado import comprobar

GOLDEN = Path(__file__).resolve().parents[4] / "tests" / "golden" / "epic20"


def guion(nombre: str) -> dict[str, Any]:
    data = json.loads((GOLDEN / f"verificacion3_{nombre}.json").read_text(encoding="utf-8"))
    data.pop("esperado")
    return run_script(data, GOLDEN)[1]


def valores(informe: dict[str, Any], cid: str) -> dict[str, Any]:
    return dict(informe["combatientes"][cid])


def _hoja(nombre: str, **extra: Any) -> FichaEpic20:
    atributos = {"corpulencia": 1, "agilidad": 1, "percepcion": 0.5, "inteligencia": 0.5, "presencia": 0}
    return leer({"nombre": nombre, "nivel": 8, "atributos": atributos, **extra})


# -- ARQUETIPOS: the trades ------------------------------------------------------------------


@pytest.mark.parametrize("caso", list(CASOS3))
def test_constructor_tercera_verificacion(caso: str) -> None:
    """ARQUETIPOS (Espía, Político, Vigilante, Armero, Soldado: «Cada ½ punto … sacrificado le da …»), Líder, Escolar,
    Tecnificado; LISTA DE VENTAJAS (Grande, Inspirar a otros)."""
    comprobar(*CASOS3[caso])


def test_armero_canjes_normales_presupuesto() -> None:
    """Armero with the option «canjes_normales»: armero 1 pto → +1 habilidad and +2 ventajas de equipo; ventajas ½ → +1."""
    datos, _ = CASOS3["armero_ventaja_general_con_opcion"]
    p = calcular(leer(datos))
    assert (p.habilidades_disponible, p.ventajas_disponible, p.ventajas_equipo_disponible) == (5, 3, 2)
    assert (p.poderes_gastado, p.ventajas_gastado, p.ventajas_generales_gastado) == (3, 5, 3)


# -- ATACAR EN COMBATE and Reglas de equipo: circumstances -----------------------------------------------


def test_cobertura_inferioridad_y_ataque_anti_cobertura() -> None:
    """Ataque anti cobertura: «le ataca sin aplicar Inferioridad por cobertura» (so cover gives Inferioridad)."""
    assert valores(guion("cobertura"), "bruno")["defensa"] == 13
    informe = guion("anti_cobertura")
    assert informe["ok"], informe["error"]
    assert valores(informe, "bruno")["defensa"] == 13


def test_disparar_a_un_cuerpo_a_cuerpo() -> None:
    """Reglas de equipo: «el tirador aplica Inferioridad … salvo que … esté situado a tres metros o menos (a bocajarro)»;
    «Ataque de distancia a melee … no lo hace con Inferioridad (… es el "equipo" el que tiene esta restricción)»."""
    informe = guion("disparar_a_un_cuerpo_a_cuerpo")
    assert informe["ok"], informe["error"]
    assert valores(informe, "bruno")["defensa"] == 10
    assert "Inferioridad: -1 disparar a un cuerpo a cuerpo." in informe["registro"]


def test_atacar_a_un_enemigo_invisible() -> None:
    """ATACAR EN COMBATE: «se ataca a un enemigo invisible, se ataca con Inferioridad»; Invisibilidad «Se desactiva si
    se realiza un ataque»."""
    informe = guion("invisible_hasta_que_ataca")
    assert informe["ok"], informe["error"]
    assert valores(informe, "bruno")["puntos_vida"] == 3


def test_sentir_el_entorno_y_luchar_a_ciegas() -> None:
    """Sentir el entorno anula las Inferioridades; Luchar a ciegas (1 y 2): tirada de percepción enfrentada."""
    assert valores(guion("sentir_el_entorno"), "bruno")["defensa"] == 13
    informe = guion("luchar_a_ciegas")
    assert informe["ok"], informe["error"]
    assert valores(informe, "ana")["defensa"] == 13 and valores(informe, "bruno")["defensa"] == 13
    assert guion("luchar_a_ciegas_2")["ok"]


def test_luchar_a_ciegas_requiere_la_maniobra() -> None:
    """MANIOBRAS DE COMBATE, Luchar a ciegas: only who has it makes the opposed roll."""
    b = batalla({"a": _hoja("A"), "b": _hoja("B")})
    with pytest.raises(IllegalAction, match="Luchar a ciegas"):
        b.apply(Action("a", "luchar_a_ciegas", ("b",)), ScriptedSource([10, 10]))


# -- immunities, vulnerability, Insustancial ------------------------------------------------------


def test_inmunidades_de_nivel_igual_o_menor() -> None:
    """Superdefensas, «los poderes de inmunidad se aplican a ataques de un nivel igual o menor que el poseedor»."""
    fuego = guion("inmunidad_al_fuego")
    assert valores(fuego, "bruno")["puntos_vida"] == 4 and valores(fuego, "bruno")["defensa"] == 13
    assert valores(guion("inmunidad_nivel_mayor"), "bruno")["puntos_vida"] == 2
    assert valores(guion("inmunidad_fisica"), "bruno")["puntos_vida"] == 3


def test_inmunidad_contra_arma_pesada() -> None:
    """«Igualmente si el ataque viene de un arma pesada (andador, nave espacial, etc) tampoco se aplicaría»."""
    ana = _hoja("Ana", poderes=[{"nombre": "Ataque especial a distancia", "detalle": "fuego"}])
    bruno = _hoja(
        "Bruno", poderes=[{"nombre": "Inmunidad a un elemento o tipo de energía no especial", "detalle": "fuego"}]
    )
    b = batalla({"ana": ana, "bruno": bruno})
    paso(b, "ana", "atacar", [11], objetivo="bruno", ataque="Ataque especial a distancia", arma_pesada=True)
    assert vivo(b, "bruno")["puntos_vida"] == 3  # 11 + 8 = 19 contra 14 → margen 5 → 1 PV


def test_vulnerabilidad_doble_dano() -> None:
    """COMPLICACIONES, «Vulnerabilidad a “algo”: (le aplica doble daño o daño normal si era inmune)»."""
    assert valores(guion("vulnerabilidad"), "bruno")["puntos_vida"] == 2


def test_insustancial_y_cazador_de_espiritus() -> None:
    """Insustancial: «no puede afectar a lo físico ni a lo mental, aunque sí … emocionalmente»; Cazador de espíritus."""
    informe = guion("insustancial")
    assert valores(informe, "bruno")["puntos_vida"] == 3 and valores(informe, "bruno")["defensa"] == 13
    assert valores(informe, "ana")["puntos_vida"] == 4


# -- sizes (Tumbar, FAQ naves) and movement ------------------------------------------------------


def test_tumbar_patas_tamano_y_dos_categorias() -> None:
    """Tumbar: «Si el enemigo tiene 4 o más patas, o su tamaño es superior … Inferioridad. Dos categorías de tamaño más
    implica que no puede intentar tumbarlo»."""
    assert valores(guion("tumbar_cuatro_patas"), "bruno")["estados"] == ["tumbado"]
    assert valores(guion("tumbar_grande"), "bruno")["estados"] == ["tumbado"]
    rechazo = guion("tumbar_dos_tamanos_rechazado")
    assert rechazo["error"]["paso"] == 0 and "dos categorías de tamaño" in rechazo["error"]["mensaje"]


def test_faq_naves_inferioridad_del_mas_pequeno() -> None:
    """FAQ naves: «Se aplica Inferioridad a los ataques de la unidad más pequeña, una Inferioridad por cada diferencia»."""
    informe = guion("naves_tamano")
    assert informe["ok"], informe["error"]
    assert valores(informe, "ana")["defensa"] == 13 and valores(informe, "caza")["defensa"] == 13


def test_velocista_corriendo() -> None:
    """Velocista: «Cuando está corriendo, usa la Agilidad para luchar cuerpo a cuerpo … a distancia … Inferioridad»."""
    informe = guion("velocista_corriendo")
    assert informe["ok"], informe["error"]
    assert valores(informe, "bruno")["defensa"] == 11


def test_moverse_mientras_actua() -> None:
    """Moverse mientras actúa: «moverse la mitad, actuar y volver a moverse la otra mitad … aplica Inferioridad»."""
    informe = guion("moverse_mientras_actua")
    assert informe["ok"], informe["error"]
    assert valores(informe, "bruno")["defensa"] == 13


# -- maneuvers and powers with their own action ------------------------------------------------------


def test_provocar_choque() -> None:
    """Provocar choque: «usa Agilidad», mundano salvo supermovimiento o superfuerza; Inferioridad acumulativa."""
    informe = guion("provocar_choque")
    assert informe["ok"], informe["error"]
    assert valores(informe, "bruno")["puntos_vida"] == 3 and valores(informe, "carla")["defensa"] == 13


def test_provocar_ataque_a_otro_objetivo() -> None:
    """Provocar ataque a otro objetivo: «Este ataque es un ataque extra»; «sólo puede ser exitosa una vez por combate»."""
    informe = guion("provocar_ataque_a_otro_objetivo")
    assert informe["ok"], informe["error"]
    assert valores(informe, "ana")["puntos_heroe"] == 0 and valores(informe, "carla")["defensa"] == 13
    ana = _hoja("Ana", puntos_heroe=3, maniobras=["Provocar ataque a otro objetivo"])
    b = batalla({"ana": ana, "bruno": _hoja("Bruno"), "carla": _hoja("Carla")}, bandos={"bruno": "v", "carla": "v"})
    paso(b, "ana", "provocar_ataque", objetivo=["bruno", "carla"])
    for quien in ("bruno", "carla"):
        paso(b, quien, "pasar")
    assert "una vez por combate" in str(b.why_not(Action("ana", "provocar_ataque", ("bruno", "carla"))))


def test_contacto_curativo_y_reparador() -> None:
    """Contacto curativo: «Por cada éxito cura un daño físico o mental … No cura máquinas»; estabiliza (FAQ)."""
    assert valores(guion("contacto_curativo"), "bruno")["puntos_vida"] == 4
    informe = guion("curar_moribundo_y_tirada_al_pasar")
    assert valores(informe, "bruno")["estados"] == ["inconsciente"]
    reparador = guion("contacto_reparador")
    assert reparador["error"]["paso"] == 3 and "Contacto reparador" in reparador["error"]["mensaje"]
    assert valores(reparador, "robi")["puntos_vida"] == 4


def test_motivador_cura_dano_emocional() -> None:
    """Motivador: «Cura 1 de daño emocional por cada éxito obtenido contra dificultad 10»."""
    informe = guion("motivador")
    assert valores(informe, "bruno")["puntos_vida"] == 4 and valores(informe, "dani")["puntos_heroe"] == 0


def test_mago_activa_hechizos() -> None:
    """Mago: «cada vez que quiere activar un superpoder, tiene que usar una acción de movimiento y otra de comunicación».
    After casting the shield he cannot also cast the ray and attack (no move action left)."""
    informe = guion("mago_hechizos")
    assert informe["ok"], informe["error"]
    assert valores(informe, "merlin")["defensa"] == 16 and valores(informe, "bruno")["defensa"] == 12
    mago = _hoja("Merlín", arquetipo="Mago", poderes=["Ataque especial a distancia", "Superprotección"])
    b = batalla({"m": mago, "b": _hoja("B")})
    paso(b, "m", "activar_hechizo", poder="Superprotección")
    assert "acciones suficientes" in str(
        b.why_not(Action("m", "atacar", ("b",), params={"ataque": "Ataque especial a distancia"}))
    )


def test_ataque_manteniendo_la_distancia() -> None:
    """Ataque manteniendo la distancia: «no pierde defensa … contra los enemigos que le atacan cuerpo a cuerpo cuando gasta
    1 pto de Héroe para ganar Superioridad»."""
    informe = guion("ataque_manteniendo_la_distancia")
    assert valores(informe, "ana")["defensa"] == 13 and valores(informe, "ana")["puntos_heroe"] == 1


def test_sugestion_con_condicionantes() -> None:
    """Sugestión con condicionantes: «permite establecer una condición como parte de la orden hipnótica»."""
    informe = guion("sugestion_con_condicionantes")
    assert any("condición: cuando suene la alarma" in linea for linea in informe["registro"])


# -- FAQ «¿Cómo muere un personaje?» ----------------------------------------------------------------


def test_moribundo_pasar_con_dado_es_su_tirada() -> None:
    """FAQ: «Pierde 1 punto de vida cada turno a menos que saque una tirada de 10+»: a «pasar» with a die is that roll;
    without dice it stays a plain pass."""
    assert valores(guion("moribundo_pasa_con_dado"), "bruno")["estados"] == ["muerto"]
    bruno = _hoja("Bruno", nivel=2, atributos={"corpulencia": 0.5, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5,
                                                "presencia": 0})  # fmt: skip
    b = batalla({"ana": _hoja("Ana", poderes=["Superfuerza"]), "bruno": bruno})
    paso(b, "ana", "atacar", [14], objetivo="bruno", ataque="Superfuerza")
    paso(b, "bruno", "pasar")
    assert vivo(b, "bruno")["puntos_vida"] == -1 and "moribundo" in vivo(b, "bruno")["estados"]
