"""More rule effects: equipment (Reglas de equipo), maneuvers with weapons, archetypes in combat, actions."""

from __future__ import annotations

import pytest

from core.battle import IllegalAction
from core.ruleset import Action
from core.rulesets.epic20 import RULESET
from tests.core.rulesets.epic20.ayuda import batalla, ficha, paso, vivo

SIN_PESADO = ["Excelente atleta", "Contactos"]
RIFLE = {"nombre": "Rifle", "tipo": "especial", "categoria": "arma", "alcance": "distancia"}
MANDOBLE = {"nombre": "Mandoble", "tipo": "especial", "categoria": "arma", "dos_manos": True}


def dos(ana: dict[str, object], bruno: dict[str, object] | None = None, **opciones: object):  # type: ignore[no-untyped-def]
    a = ficha(nombre="Ana", **{"ventajas": SIN_PESADO, **ana})  # type: ignore[arg-type]
    b = ficha(
        nombre="Bruno",
        **{"ventajas": SIN_PESADO, "poderes": [{"nombre": "Superfuerza"}, {"nombre": "Volar"}], **(bruno or {})},
    )  # type: ignore[arg-type]
    fichas = {"ana": a, "bruno": b, **opciones.pop("otros", {})}  # type: ignore[dict-item]
    orden = opciones.pop("orden", list(fichas))
    return batalla(fichas, orden=orden, **opciones)  # type: ignore[arg-type]


def test_ataque_sostenido_agota_la_municion_salvo_un_20() -> None:
    """«Ataque sostenido»: todas las acciones de movimiento y estándar, Superioridad; el arma queda sin munición
    como con un 1 (un turno completo para reactivarla)."""
    b = dos({"equipo": [RIFLE], "maniobras": ["Ataque sostenido", "Parada"]})
    paso(b, "ana", "atacar", [5, 12], objetivo="bruno", ataque="Rifle", maniobra="Ataque sostenido")
    assert vivo(b, "bruno")["puntos_vida"] == 3
    assert vivo(b, "ana")["equipo_estropeado"] == {"Rifle": "turno"}
    paso(b, "bruno", "pasar")
    with pytest.raises(IllegalAction, match="estropeado"):
        paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Rifle")
    paso(b, "ana", "reactivar_equipo")
    assert vivo(b, "ana")["equipo_estropeado"] == {}


def test_ataque_brutal_con_punto_de_heroe_es_penetrante() -> None:
    """«Ataque brutal»: arma a dos manos; al gastar 1 punto de Héroe en Superioridad gana «ataque penetrante»
    (resta 1 a la defensa siempre que impacta)."""
    b = dos({"equipo": [MANDOBLE], "maniobras": ["Ataque brutal", "Parada"], "puntos_heroe": 1})
    paso(
        b,
        "ana",
        "atacar",
        [2, 12],
        objetivo="bruno",
        ataque="Mandoble",
        maniobra="Ataque brutal",
        punto_heroe="superioridad",
    )
    assert vivo(b, "bruno")["puntos_vida"] == 3 and vivo(b, "bruno")["defensa"] == 13


def test_defensa_con_escudo_evita_el_menos_1() -> None:
    """«Defensa con escudo»: no pierde 1 de defensa si el atacante tiene el mismo valor de ataque o menos
    (+2 por cada Superioridad del atacante)."""
    escudo = {"equipo": [{"nombre": "Escudo", "categoria": "escudo"}], "maniobras": ["Defensa con escudo", "Parada"]}
    b = dos({"puntos_heroe": 1}, escudo, fin_turno_automatico=False)
    paso(b, "ana", "atacar", [8], objetivo="bruno", ataque="Superfuerza")  # +8 contra +8: no pierde
    assert vivo(b, "bruno")["defensa"] == 14
    c = dos({"puntos_heroe": 1}, escudo)
    paso(c, "ana", "atacar", [1, 8], objetivo="bruno", ataque="Superfuerza", punto_heroe="superioridad")  # 8 + 2 > 8
    assert vivo(c, "bruno")["defensa"] == 13


def test_estudiar_objetivo_hace_especial_el_ataque_mundano() -> None:
    """«Estudiar objetivo 1»: movimiento + objeto; los ataques mundanos c/c contra él son especiales."""
    atributos = {"corpulencia": 1, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 1, "presencia": 0}
    porra = {"nombre": "Porra", "tipo": "mundano", "categoria": "arma"}
    b = dos({"atributos": atributos, "equipo": [porra], "maniobras": ["Estudiar objetivo 1", "Parada"]})
    paso(b, "ana", "estudiar_objetivo", objetivo="bruno")
    paso(b, "ana", "atacar", [11], objetivo="bruno", ataque="Porra")  # 11 + 8 = 19 contra 14
    assert vivo(b, "bruno")["puntos_vida"] == 3


def test_golpe_en_los_nervios_es_especial_y_no_contra_armaduras() -> None:
    """«Golpe en los nervios»: con las manos, se considera ataque especial; no contra superdefensas o armadura."""
    b = dos({"maniobras": ["Golpe en los nervios", "Parada"]})
    paso(b, "ana", "atacar", [11], objetivo="bruno", ataque="sin_armas", maniobra="Golpe en los nervios")
    assert vivo(b, "bruno")["puntos_vida"] == 3
    c = dos({"maniobras": ["Golpe en los nervios", "Parada"]}, {"poderes": [{"nombre": "Superprotección"}]})
    with pytest.raises(IllegalAction, match="superdefensas o armadura"):
        paso(c, "ana", "atacar", [11], objetivo="bruno", ataque="sin_armas", maniobra="Golpe en los nervios")


def test_inspirar_y_trabajo_en_equipo_dan_superioridad() -> None:
    """VENTAJAS «Inspirar a otros» (punto de Héroe, acción de comunicación) y «Trabajo en equipo» (estándar)."""
    atributos = {"corpulencia": 1, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 0, "presencia": 1}
    carla = ficha(nombre="Carla", ventajas=SIN_PESADO)
    b = dos({"atributos": atributos, "ventajas": ["Inspirar a otros", "Trabajo en equipo"], "puntos_heroe": 1},
            otros={"carla": carla}, bandos={"ana": "h", "carla": "h", "bruno": "v"}, orden=["ana", "carla", "bruno"])  # fmt: skip
    paso(b, "ana", "inspirar", objetivo=["carla"])
    assert vivo(b, "ana")["puntos_heroe"] == 0 and b.view.turn == "ana"
    paso(b, "ana", "trabajo_en_equipo", objetivo="carla")
    assert b.view.turn == "carla"
    # RESOLVER ACCIONES «Doble superioridad: 3d20 y se elige el mejor»: the two sources add up and are both used
    paso(b, "carla", "atacar", [2, 12, 5], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["puntos_vida"] == 3
    assert b.state["combatientes"]["carla"]["superioridad_pendiente"] == []


def test_regeneracion_recupera_un_pv() -> None:
    """Regeneración: una acción estándar y una de movimiento para recuperar 1 punto de vida."""
    b = dos({}, {"poderes": [{"nombre": "Superfuerza"}, {"nombre": "Regeneración"}]})
    paso(b, "ana", "atacar", [11], objetivo="bruno", ataque="Superfuerza")
    paso(b, "bruno", "regenerar")
    assert vivo(b, "bruno")["puntos_vida"] == 4 and b.view.turn == "ana"


def test_critico_contra_armadura_mundana_la_inutiliza() -> None:
    """Reglas de equipo: si el equipo de defensa mundano recibe un crítico, queda inútil el resto de partida."""
    b = dos({}, {"equipo": [{"nombre": "Cota", "tipo": "mundano", "categoria": "armadura"}]})
    assert vivo(b, "bruno")["defensa"] == 16
    paso(b, "ana", "atacar", [20], objetivo="bruno", ataque="Superfuerza")
    assert vivo(b, "bruno")["equipo_estropeado"] == {"Cota": "partida"}
    assert vivo(b, "bruno")["defensa"] == 14


def test_masa_de_musculos_arroja_con_corpulencia() -> None:
    """Masa de músculos: cuando arroja objetos a distancia usa Corpulencia en lugar de Agilidad."""
    atributos = {"corpulencia": 1, "agilidad": 0.5, "percepcion": 1, "inteligencia": 0, "presencia": 0.5}
    poderes = [{"nombre": "Superfuerza"}, {"nombre": "Ataque especial a distancia", "arrojar": True}]
    b = dos({"arquetipo": "Masa de músculos", "atributos": atributos, "poderes": poderes})
    paso(b, "ana", "atacar", [11], objetivo="bruno", ataque="Ataque especial a distancia")  # +8, no +4
    assert vivo(b, "bruno")["puntos_vida"] == 3


def test_androide_inmune_al_dano_mental_y_energizado() -> None:
    """Androide: inmunidad a daño mental. Energizado: quien le golpea c/c recibe un ataque que resta defensa."""
    atributos = {"corpulencia": 1, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 1, "presencia": 0}
    mental = [{"nombre": "Ataque mental a distancia"}, {"nombre": "Superfuerza"}]
    b = dos({"atributos": atributos, "poderes": mental}, {"arquetipo": "Androide"})
    paso(b, "ana", "atacar", [15], objetivo="bruno", ataque="Ataque mental a distancia")
    assert vivo(b, "bruno")["puntos_vida"] == 4
    c = dos({}, {"arquetipo": "Energizado", "poderes": [{"nombre": "Ataque especial cuerpo a cuerpo"}]})
    paso(c, "ana", "atacar", [15], objetivo="bruno", ataque="Superfuerza")
    assert vivo(c, "ana")["penalizador_defensa"] == 1 and vivo(c, "bruno")["puntos_vida"] == 3


def test_frenesi_pierde_objeto_y_comunicacion() -> None:
    """COMPLICACIONES «Frenesí»: pierde las acciones de comunicación y de objeto mientras combate."""
    b = dos({"complicaciones": ["Frenesí"]})
    assert vivo(b, "ana")["acciones"]["objeto"] == 0 and vivo(b, "ana")["acciones"]["comunicacion"] == 0


def test_accion_estandar_extra_dos_ataques() -> None:
    """«Acción estándar extra»: 1 acción estándar extra cada turno."""
    b = dos({"poderes": [{"nombre": "Superfuerza"}, {"nombre": "Acción estándar extra"}]})
    paso(b, "ana", "atacar", [2], objetivo="bruno", ataque="Superfuerza")
    assert b.view.turn == "ana"
    paso(b, "ana", "atacar", [2], objetivo="bruno", ataque="Superfuerza")
    assert b.view.turn == "bruno"


def test_legal_actions_lista_todo_con_motivo() -> None:
    b = dos({})
    opciones = RULESET.legal_actions(b.view, "ana")
    nombres = {o.accion for o in opciones}
    assert {"atacar", "pasar", "mover", "tirada_moribundo", "usar_punto_heroe", "parada"} <= nombres
    ataques = {o.params["ataque"]: o for o in opciones if o.accion == "atacar"}
    assert ataques["Superfuerza"].legal and ataques["sin_armas"].legal
    moribundo = next(o for o in opciones if o.accion == "tirada_moribundo")
    assert not moribundo.legal and moribundo.motivo == "Ana no está moribundo."
    ajenas = RULESET.legal_actions(b.view, "bruno")
    assert not next(o for o in ajenas if o.accion == "pasar").legal


def test_live_values_nombres_fijos() -> None:
    b = dos({})
    assert {"puntos_vida", "defensa", "puntos_heroe"} <= set(vivo(b, "ana"))


def test_accion_desconocida_se_rechaza_en_espanol() -> None:
    b = dos({})
    with pytest.raises(IllegalAction, match="no existe"):
        b.apply(Action("ana", "volar"), None)  # type: ignore[arg-type]


def test_defensa_con_escudo_ejemplo_mas_10_contra_mas_8() -> None:
    """«Defensa con escudo»: «si el valor del atacante es +10 y el del defensor es +8, entonces no hay suerte»."""
    escudo = {"equipo": [{"nombre": "Escudo", "categoria": "escudo"}], "maniobras": ["Defensa con escudo", "Parada"]}
    b = dos({"nivel": 10}, escudo)
    paso(b, "ana", "atacar", [5], objetivo="bruno", ataque="Superfuerza")  # 15 contra 14: impacta por menos de 5
    assert vivo(b, "bruno")["defensa"] == 13


def test_equipo_y_poderes_por_nombre_suelto() -> None:
    """A bare name in ``equipo``/``poderes`` is an item/power with that name (attack usable)."""
    b = dos({"equipo": ["Pistola"], "poderes": ["Superfuerza"]})
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Pistola")  # mundana: +4 → 16 contra 14
    assert vivo(b, "bruno")["defensa"] == 13


def test_uso_limitado_gasta_puntos_de_heroe_una_vez_por_escena() -> None:
    """«Uso limitado»: sólo puede usarse gastando puntos de Héroe (el nuevo coste) y como mucho 1 vez por escena
    (el misil del droide: área circular a distancia, coste 1)."""
    misil = {"nombre": "Ataque especial de área circular a distancia", "modificadores": ["Uso limitado"]}
    b = dos({"poderes": [{"nombre": "Superfuerza"}, misil], "puntos_heroe": 3})
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque=misil["nombre"])
    assert vivo(b, "ana")["puntos_heroe"] == 2 and vivo(b, "bruno")["puntos_vida"] == 3
    paso(b, "bruno", "pasar")
    with pytest.raises(IllegalAction, match="ya se usó en esta escena"):
        paso(b, "ana", "atacar", [12], objetivo="bruno", ataque=misil["nombre"])


def test_cegar_sin_puntos_de_heroe_no_se_puede() -> None:
    b = dos({"maniobras": ["Cegar", "Parada"], "puntos_heroe": 0})
    with pytest.raises(IllegalAction, match="Cegar"):
        paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Superfuerza", maniobra="Cegar")


def test_ataque_brutal_requiere_arma_a_dos_manos() -> None:
    b = dos({"maniobras": ["Ataque brutal", "Parada"]})
    with pytest.raises(IllegalAction, match="dos manos"):
        paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Superfuerza", maniobra="Ataque brutal")


def test_rafaga_en_cono_y_area_contra_varios() -> None:
    """«Ataque de ráfaga»: con Inferioridad ataca hasta a tres enemigos; las áreas alcanzan a varios (una tirada
    por objetivo, en el orden dado)."""
    carla = ficha(nombre="Carla", ventajas=SIN_PESADO, poderes=[{"nombre": "Volar"}])
    b = dos({"poderes": [{"nombre": "Ataque de ráfaga"}, {"nombre": "Superfuerza"}]}, otros={"carla": carla})
    paso(b, "ana", "atacar", [12, 13, 20, 11], objetivo=["bruno", "carla"], ataque="Ataque de ráfaga")
    assert vivo(b, "bruno")["puntos_vida"] == 3 and vivo(b, "carla")["puntos_vida"] == 3
    c = dos({"poderes": [{"nombre": "Ataque especial de área circular a distancia"}]}, otros={"carla": carla})
    paso(
        c, "ana", "atacar", [11, 2], objetivo=["bruno", "carla"], ataque="Ataque especial de área circular a distancia"
    )
    assert vivo(c, "bruno")["puntos_vida"] == 3 and vivo(c, "carla")["defensa"] == 14
    with pytest.raises(IllegalAction, match="varios objetivos"):
        d = dos({})
        paso(d, "ana", "atacar", [11, 2], objetivo=["bruno", "ana"], ataque="Superfuerza")
