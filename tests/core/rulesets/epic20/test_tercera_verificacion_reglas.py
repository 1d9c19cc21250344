"""Third check, continued: power modifiers, advantages, natural 20s, passive maneuvers, house rules and the
maneuvers whose rules were read again (Ataque sostenido, Cegar, Ataque doble 3, Defensa con escudo, Mostrar punto
débil 2); the ``verificacion3_*`` scripts replay the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.ruleset import Action
from tests.core.rulesets.epic20.ayuda import batalla, paso, vivo
from tests.core.rulesets.epic20.test_tercera_verificacion import GOLDEN, _hoja, guion, valores

# -- LISTA DE PODERES (modificadores), VENTAJAS, RESOLVER ACCIONES (20 natural) --------------------------------


def test_defensa_contra_ataque_penetrante() -> None:
    """«Defensa contra ataque penetrante … se aplica a una superdefensa de tipo físico … y le permite anular el
    modificador "ataque penetrante"»."""
    informe = guion("defensa_contra_ataque_penetrante")
    assert valores(informe, "bruno")["defensa"] == 18 and valores(informe, "carla")["defensa"] == 17


def test_trabajo_en_equipo_no_vale_con_bono_cero() -> None:
    """Trabajo en equipo: «siempre y cuando el poseedor no tenga Inferioridad y tampoco vale si su bono es +0»."""
    sin_ataque = _hoja("Ana", ventajas=["Trabajo en equipo"])  # bare hands, no Lucha sin armas: +0
    b = batalla({"ana": sin_ataque, "carla": _hoja("Carla"), "bruno": _hoja("Bruno")}, bandos={"carla": "ana"})
    assert "bono +0" in str(b.why_not(Action("ana", "trabajo_en_equipo", ("carla",))))
    con_ataque = _hoja("Ana", ventajas=["Trabajo en equipo"], poderes=["Superfuerza"])
    c = batalla({"ana": con_ataque, "carla": _hoja("Carla"), "bruno": _hoja("Bruno")}, bandos={"carla": "ana"})
    assert c.why_not(Action("ana", "trabajo_en_equipo", ("carla",))) is None


def test_inspirar_a_otros_caduca_en_el_turno_del_que_inspira() -> None:
    """Inspirar a otros: «deben usar esta Superioridad antes del próximo turno del personaje que les ha inspirado»."""
    atributos = {"corpulencia": 1, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 0, "presencia": 1}
    ana = _hoja("Ana", atributos=atributos, ventajas=["Inspirar a otros"], puntos_heroe=1)
    b = batalla({"ana": ana, "carla": _hoja("Carla", poderes=["Superfuerza"]), "bruno": _hoja("Bruno")},
                bandos={"carla": "ana"})  # fmt: skip
    paso(b, "ana", "inspirar", objetivo=["carla"])
    paso(b, "ana", "pasar")
    paso(b, "carla", "pasar")  # Carla does not use it
    paso(b, "bruno", "pasar")
    assert b.view.turn == "ana"
    paso(b, "ana", "pasar")
    paso(b, "carla", "atacar", [9], objetivo="bruno", ataque="Superfuerza")  # one die: no Superioridad left
    assert vivo(b, "bruno")["defensa"] == 13  # 9 + 8 = 17 contra 14 → margen 3


def test_rematar_sin_combate_alrededor() -> None:
    """FAQ «¿Cómo muere?»: «Si la situación no es estresante … un intento de rematar suma una Superioridad adicional»."""
    bruno = _hoja("Bruno", nivel=2)
    b = batalla({"ana": _hoja("Ana", poderes=["Superfuerza"]), "bruno": bruno}, combate_estresante=False)
    paso(b, "ana", "atacar", [14], objetivo="bruno", ataque="Superfuerza")  # 22 contra 11 → 2 PV → -1
    paso(b, "ana", "pasar")
    paso(b, "ana", "atacar", [3, 4, 9], objetivo="bruno", ataque="Superfuerza")  # Doble Superioridad: 17 - 11 = 6
    assert vivo(b, "bruno")["puntos_vida"] == -2


def test_veinte_natural_en_cualquier_tirada_da_punto_de_heroe() -> None:
    """RESOLVER ACCIONES: «Un 20 es crítico y es siempre éxito, además si la acción se realiza en una situación
    estresante conferirá 1 punto de Héroe» — also the dying roll (golden «moribundo_se_salta_su_turno»)."""
    informe = guion("moribundo_se_salta_su_turno")
    assert valores(informe, "bruno")["puntos_heroe"] == 1
    assert valores(informe, "bruno")["estados"] == ["inconsciente", "estabilizado"]


def test_ataque_de_rango_largo_2_y_3() -> None:
    """Ataque de rango largo 2: «No pierde defensa siempre que tenga Superioridad»; 3: «siempre que no tenga
    Inferioridad». Lanza mundana (+4); Bruno (+8) golpea con margen < 5 y Ana no pierde defensa."""
    lanza = {"nombre": "Lanza larga", "tipo": "mundano", "categoria": "arma", "alcance_extendido": True}
    for maniobras, extra, queda in (
        (["Ataque manteniendo la distancia", "Ataque de rango largo 2"], {"superioridad": 1}, 14),
        (["Ataque manteniendo la distancia", "Ataque de rango largo 2"], {}, 13),
        (["Ataque manteniendo la distancia", "Ataque de rango largo 2", "Ataque de rango largo 3"], {}, 14),
    ):
        ana = _hoja("Ana", equipo=[lanza], maniobras=maniobras)
        b = batalla({"ana": ana, "bruno": _hoja("Bruno", poderes=["Superfuerza"])})
        dados = [5, 6] if extra else [6]
        paso(b, "ana", "atacar", dados, objetivo="bruno", ataque="Lanza larga", **extra)  # 6 + 4 = 10: falla
        paso(b, "bruno", "atacar", [8], objetivo="ana", ataque="Superfuerza")  # 16 contra 14 → margen 2
        assert vivo(b, "ana")["defensa"] == queda, maniobras


def test_maniobras_pasivas_nombradas_al_atacar() -> None:
    """PUNTOS DE HÉROE, «Ganar 1 maniobra de combate durante 1 turno»: also one that works by itself, like «Ataque de
    distancia a melee» (Reglas de equipo, disparar a un cuerpo a cuerpo); naming a passive one the fighter has is fine."""
    pistola = {"nombre": "Pistola blaster", "tipo": "especial", "categoria": "arma", "alcance": "distancia"}
    ana = _hoja("Ana", equipo=[pistola], puntos_heroe=1)
    b = batalla({"ana": ana, "bruno": _hoja("Bruno")})
    paso(b, "ana", "atacar", [6], objetivo="bruno", ataque="Pistola blaster", cuerpo_a_cuerpo=True,
         maniobra="Ataque de distancia a melee", punto_heroe="maniobra")  # fmt: skip
    assert vivo(b, "bruno")["defensa"] == 13 and vivo(b, "ana")["puntos_heroe"] == 0  # 6 + 8 = 14 contra 14
    lanza = {"nombre": "Lanza larga", "tipo": "mundano", "categoria": "arma", "alcance_extendido": True}
    ana = _hoja("Ana", equipo=[lanza], maniobras=["Ataque manteniendo la distancia"], puntos_heroe=1)
    c = batalla({"ana": ana, "bruno": _hoja("Bruno", poderes=["Superfuerza"])})
    paso(c, "ana", "atacar", [3, 5], objetivo="bruno", ataque="Lanza larga", maniobra="ataque manteniendo la distancia",
         punto_heroe=True)  # fmt: skip
    paso(c, "bruno", "atacar", [8], objetivo="ana", ataque="Superfuerza")
    assert vivo(c, "ana")["defensa"] == 14


def test_empujar_a_distancia_como_la_maniobra() -> None:
    """Empujar a distancia: «Como la maniobra de combate "empujar"»: no resta defensa a «no esbirros» (sí a esbirros);
    Pesado: «Inferioridad a intentos de empujarle»."""
    informe = guion("empujar_a_distancia")
    assert informe["ok"], informe["error"]
    assert valores(informe, "bruno")["defensa"] == 14 and valores(informe, "esbirro")["defensa"] == 13


def test_aura_del_energizado_solo_con_golpes() -> None:
    """Energizado: «todo el que le golpea cuerpo a cuerpo o le toca recibe un ataque automático»; Desmoralizar (hablar)
    no le golpea."""
    atributos = {"corpulencia": 1, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 0, "presencia": 1}
    ana = _hoja("Ana", atributos=atributos, poderes=["Superfuerza"], maniobras=["Desmoralizar"])
    energizado = _hoja("Chispa", arquetipo="Energizado", poderes=["Ataque especial cuerpo a cuerpo"])
    b = batalla({"ana": ana, "chispa": energizado})
    paso(b, "ana", "atacar", [10], objetivo="chispa", maniobra="Desmoralizar")  # 10 + 4 = 14 contra 14
    assert vivo(b, "ana")["defensa"] == 14
    paso(b, "chispa", "pasar")
    paso(b, "ana", "atacar", [6], objetivo="chispa", ataque="Superfuerza")  # 14 contra 14: le golpea
    assert vivo(b, "ana")["defensa"] == 13


def test_androide_inmune_al_dano_mental_tampoco_pierde_defensa() -> None:
    """Androide: «Gana inmunidad a daño mental (notar que sí puede ser afectado por daño emocional)»: a mental hit by
    less than 5 does not lower its defence either; an emotional one does."""
    mental = _hoja("Ana", atributos={"corpulencia": 0.5, "agilidad": 0.5, "percepcion": 0, "inteligencia": 1,
                                     "presencia": 1}, poderes=["Ataque mental a distancia", "Ataque emocional a distancia"])  # fmt: skip
    b = batalla({"ana": mental, "robi": _hoja("Robi", arquetipo="Androide")})
    paso(b, "ana", "atacar", [7], objetivo="robi", ataque="Ataque mental a distancia")  # 15 contra 14 → margen 1
    assert vivo(b, "robi")["defensa"] == 14 and vivo(b, "robi")["puntos_vida"] == 4
    paso(b, "robi", "pasar")
    paso(b, "ana", "atacar", [7], objetivo="robi", ataque="Ataque emocional a distancia")
    assert vivo(b, "robi")["defensa"] == 13


def test_moverse_mientras_actua_ultimo_de_la_ronda() -> None:
    """Moverse mientras actúa: the other half of the move also right after the turn ended by itself when he is last in
    the round, and not in his next turn (a normal move then costs his move action)."""
    ana = _hoja("Ana", poderes=["Superfuerza"], maniobras=["Actuar y después moverse", "Moverse mientras actúa"])
    b = batalla({"bruno": _hoja("Bruno"), "ana": ana})
    paso(b, "bruno", "pasar")
    paso(b, "ana", "mover")
    paso(b, "ana", "atacar", [15, 7], objetivo="bruno", ataque="Superfuerza")  # Inferioridad: 7 + 8 = 15 contra 14
    assert b.view.turn == "bruno" and b.view.round == 2
    paso(b, "ana", "mover")  # the other half, free
    assert vivo(b, "bruno")["defensa"] == 13
    paso(b, "bruno", "pasar")
    assert b.view.turn == "ana"
    paso(b, "ana", "atacar", [9], objetivo="bruno", ataque="Superfuerza")  # no move before: one die
    assert vivo(b, "bruno")["defensa"] == 12


def test_energia_e_inmunidad_escritas_a_mano() -> None:
    """Superdefensas and «Vulnerabilidad a “algo”» with the element written loosely: «Vulnerabilidad al fuego», the
    power's ``energia`` instead of ``detalle``, the immunity's ``elemento``; the sheet's ``tamano`` by name."""
    ana = _hoja("Ana", poderes=[{"nombre": "Ataque especial a distancia", "energia": "Fuego"}])
    bruno = _hoja("Bruno", complicaciones=["Vulnerabilidad al fuego"], tamano="Grande")
    carla = _hoja(
        "Carla", poderes=[{"nombre": "Inmunidad a un elemento o tipo de energía no especial", "elemento": "el fuego"}]
    )
    b = batalla({"ana": ana, "bruno": bruno, "carla": carla}, bandos={"carla": "bruno"})
    paso(b, "ana", "atacar", [15, 11], objetivo="bruno", ataque="Ataque especial a distancia")  # tamaño 1: Inferioridad
    assert vivo(b, "bruno")["puntos_vida"] == 2  # 11 + 8 = 19 contra 14 → 1 éxito × 2
    paso(b, "bruno", "pasar")
    paso(b, "carla", "pasar")
    paso(b, "ana", "atacar", [15], objetivo="carla", ataque="Ataque especial a distancia")
    assert vivo(b, "carla")["puntos_vida"] == 4 and vivo(b, "carla")["defensa"] == 14


def test_tumbar_a_un_tamano_mayor_una_sola_inferioridad() -> None:
    """Tumbar against «su tamaño es superior al del luchador»: one Inferioridad (the FAQ's size rule for ships is not
    added on top of Tumbar's own)."""
    b = batalla(
        {"ana": _hoja("Ana", poderes=["Superfuerza"], maniobras=["Tumbar"]), "caza": _hoja("Caza", tamano="caza")}
    )
    paso(b, "ana", "atacar", [18, 12], objetivo="caza", ataque="Superfuerza", maniobra="Tumbar")  # 12 + 8 = 20 → 6
    assert "tumbado" in vivo(b, "caza")["estados"]


def test_dificultad_de_curacion_regla_casera() -> None:
    """Contacto curativo gives no difficulty: the standard 15 by default (RESOLVER ACCIONES), 10 with the house rule."""
    for dificultad, vida in ((15, 3), (10, 4)):
        medico = _hoja("Carla", atributos={"corpulencia": 0.5, "agilidad": 1, "percepcion": 0, "inteligencia": 1,
                                           "presencia": 0.5}, poderes=["Contacto curativo"])  # fmt: skip
        b = batalla({"ana": _hoja("Ana", poderes=["Superfuerza"]), "bruno": _hoja("Bruno"), "carla": medico},
                    bandos={"carla": "bruno"}, dificultad_curacion=dificultad)  # fmt: skip
        paso(b, "ana", "atacar", [11], objetivo="bruno", ataque="Superfuerza")  # 19 contra 14 → 1 PV
        paso(b, "bruno", "pasar")
        paso(b, "carla", "curar", [7], objetivo="bruno")  # 7 + 8 = 15: margen 0 contra 15, 5 contra 10
        assert vivo(b, "bruno")["puntos_vida"] == vida, dificultad


def test_mago_hechizos_ya_lanzados_regla_casera() -> None:
    """Mago, regla casera «hechizos_ya_lanzados»: the spells were cast before the fight (defence 18 with Superprotección,
    attacking costs only the standard action)."""
    mago = _hoja("Merlín", arquetipo="Mago", poderes=["Ataque especial a distancia", "Superprotección"])
    b = batalla({"m": mago, "b": _hoja("B")}, hechizos_ya_lanzados=True)
    assert vivo(b, "m")["defensa"] == 18
    c = batalla({"m": mago, "b": _hoja("B")})
    assert vivo(c, "m")["defensa"] == 14


def test_describir_arquetipo_con_canjes_que_sustituyen() -> None:
    """ARQUETIPOS, Armero: the editor says its trade replaces the normal ones (and names the option)."""
    from core.rulesets.epic20.editor import describe_archetype_change

    lineas = describe_archetype_change(_hoja("Ana"), "Armero")
    assert any("sustituyen a los normales" in linea and "canjes_normales" in linea for linea in lineas)
    assert not any("sustituyen" in linea for linea in describe_archetype_change(_hoja("Ana"), "Experto"))


def test_ataque_sostenido_una_vez_por_escena() -> None:
    """Ataque sostenido: «este ataque sólo puede usarse una vez por escena, salvo que la munición no se llegue a agotar.
    No importa que el luchador tenga varias armas»."""
    armas = [
        {"nombre": f"Blaster {n}", "tipo": "especial", "categoria": "arma", "alcance": "distancia"} for n in (1, 2)
    ]
    b = batalla({"ana": _hoja("Ana", equipo=armas, maniobras=["Ataque sostenido"]), "bruno": _hoja("Bruno")})
    paso(b, "ana", "atacar", [5, 6], objetivo="bruno", ataque="Blaster 1", maniobra="Ataque sostenido")  # sin 20: agota
    paso(b, "bruno", "pasar")
    motivo = b.why_not(
        Action("ana", "atacar", ("bruno",), params={"ataque": "Blaster 2", "maniobra": "Ataque sostenido"})
    )
    assert motivo is not None and "una vez por escena" in motivo
    c = batalla({"ana": _hoja("Ana", equipo=armas, maniobras=["Ataque sostenido"]), "bruno": _hoja("Bruno")})
    paso(c, "ana", "atacar", [20, 6], objetivo="bruno", ataque="Blaster 1", maniobra="Ataque sostenido")  # un 20: no
    paso(c, "bruno", "pasar")
    assert (
        c.why_not(Action("ana", "atacar", ("bruno",), params={"ataque": "Blaster 1", "maniobra": "Ataque sostenido"}))
        is None
    )


def test_cegar_dura_lo_que_el_aturdimiento() -> None:
    """Cegar: «La mecánica de esta maniobra es idéntica a la de Aturdir» (Inferioridad «durante 1 turno»): «El objetivo
    aturdido de esta forma no puede ver ni realizar ataques a distancia» — while that stun lasts."""
    ana = _hoja("Ana", poderes=["Superfuerza"], maniobras=["Cegar"], puntos_heroe=1)
    bruno = _hoja("Bruno", poderes=["Ataque especial a distancia"])
    b = batalla({"ana": ana, "bruno": bruno})
    paso(b, "ana", "atacar", [12], objetivo="bruno", ataque="Superfuerza", maniobra="Cegar")  # 20 contra 14: 1 éxito
    assert "cegado" in vivo(b, "bruno")["estados"]
    assert "cegado" in str(
        b.why_not(Action("bruno", "atacar", ("ana",), params={"ataque": "Ataque especial a distancia"}))
    )
    paso(b, "bruno", "pasar")
    paso(b, "ana", "pasar")
    assert "cegado" not in vivo(b, "bruno")["estados"]  # round 2: sees again
    paso(b, "bruno", "atacar", [8], objetivo="ana", ataque="Ataque especial a distancia")
    assert vivo(b, "ana")["defensa"] == 13


def test_ataque_doble_3_penetrante_solo_con_dos_armas() -> None:
    """Ataque doble 3: «Si el luchador combate con dos armas o arma doble … gastando 1 pto de Héroe concedería
    Superioridad a estos ataques y además aplicaría el superpoder "ataque penetrante"»."""
    maniobras = ["Ataque doble", "Ataque doble 2", "Ataque doble 3"]
    espada = {"tipo": "especial", "categoria": "arma"}
    dos = [{"nombre": "Espada 1", **espada}, {"nombre": "Espada 2", **espada}]
    # without two weapons the hero point helps only the first attack (+1 − 1: one die) and the second has Inferioridad;
    # with them both attacks get it (one die each). 11 + 8 = 19 contra 14 → margen 5 → 1 PV (and -1 if penetrante);
    # the second attack, 2 + 8 = 10, misses.
    for equipo, ataque, dados, defensa in (([], "Superfuerza", [11, 2, 3], 14), (dos, "Espada 1", [11, 2], 13)):
        ana = _hoja("Ana", poderes=["Superfuerza"], maniobras=maniobras, puntos_heroe=1, equipo=equipo)
        b = batalla({"ana": ana, "bruno": _hoja("Bruno")})
        paso(b, "ana", "atacar", dados, objetivo="bruno", ataque=ataque, maniobra="Ataque doble", punto_heroe=True)
        assert vivo(b, "bruno")["defensa"] == defensa and vivo(b, "bruno")["puntos_vida"] == 3, ataque


def test_defensa_con_escudo_no_vale_contra_arma_muy_superior() -> None:
    """Defensa con escudo: «Ni si el ataque proviene de un arma muy superior como un blaster de un andador, nave
    espacial, tanque, etc.»: +8 contra +8 would keep the defence, but not against a heavy weapon."""
    escudo = _hoja("Bruno", poderes=["Superfuerza"], equipo=[{"nombre": "Escudo", "categoria": "escudo"}],
                   maniobras=["Defensa con escudo"])  # fmt: skip
    for extra, defensa in (({}, 14), ({"arma_pesada": True}, 13)):
        b = batalla({"ana": _hoja("Ana", poderes=["Superfuerza"]), "bruno": escudo})
        paso(b, "ana", "atacar", [8], objetivo="bruno", ataque="Superfuerza", **extra)  # 16 contra 14 → margen 2
        assert vivo(b, "bruno")["defensa"] == defensa, extra


def test_mostrar_punto_debil_2_dos_aliados() -> None:
    """Mostrar punto débil 2: «si el usuario gasta 2 puntos de héroe, le da Superioridad al siguiente ataque de otro
    aliado adicional»."""
    atributos = {"corpulencia": 1, "agilidad": 0.5, "percepcion": 0.5, "inteligencia": 1, "presencia": 0}
    for maniobras, heroe, motivo in ((["Mostrar punto débil"], 2, "Mostrar punto débil 2"), (["Mostrar punto débil",
                                     "Mostrar punto débil 2"], 1, "2 puntos de Héroe")):  # fmt: skip
        ana = _hoja("Ana", atributos=atributos, maniobras=maniobras, puntos_heroe=heroe)
        b = batalla({"ana": ana, "carla": _hoja("Carla"), "dani": _hoja("Dani"), "bruno": _hoja("Bruno")},
                    bandos={"carla": "ana", "dani": "ana"})  # fmt: skip
        assert motivo in str(b.why_not(Action("ana", "mostrar_punto_debil", ("carla", "dani"))))
    ana = _hoja("Ana", atributos=atributos, maniobras=["Mostrar punto débil", "Mostrar punto débil 2"], puntos_heroe=2)
    b = batalla({"ana": ana, "carla": _hoja("Carla", poderes=["Superfuerza"]), "dani": _hoja("Dani", poderes=["Superfuerza"]),
                 "bruno": _hoja("Bruno")}, bandos={"carla": "ana", "dani": "ana"})  # fmt: skip
    paso(b, "ana", "mostrar_punto_debil", objetivo=["carla", "dani"])
    assert vivo(b, "ana")["puntos_heroe"] == 0
    paso(b, "carla", "atacar", [2, 6], objetivo="bruno", ataque="Superfuerza")  # Superioridad: 6 + 8 = 14 → 13
    paso(b, "dani", "atacar", [2, 5], objetivo="bruno", ataque="Superfuerza")  # 5 + 8 = 13 contra 13 → 12
    assert vivo(b, "bruno")["defensa"] == 12


@pytest.mark.parametrize("ruta", sorted(GOLDEN.glob("verificacion3_*.json")), ids=lambda p: p.stem)
def test_guiones_tercera_verificacion_se_reproducen(ruta: Path) -> None:
    """Replay proves determinism (house style): the dying roll read from a «pasar» with dice, the spells, the turn flags."""
    from core.runner import apply_step, build_battle

    datos = json.loads(ruta.read_text(encoding="utf-8"))
    datos.pop("esperado")
    battle, pasos = build_battle(datos, GOLDEN)
    for paso_ in pasos:
        if apply_step(battle, paso_) is not None:
            break
    assert battle.replay() == battle.state


def test_maniobras_sin_tirada_escritas_como_atacar() -> None:
    """A hand-written «atacar» naming a maneuver that is its own action without an attack roll (Provocar ataque a otro
    objetivo, Excelente apuntando, Estudiar objetivo, Mostrar punto débil) is that action."""
    ana = _hoja("Ana", puntos_heroe=1, maniobras=["Provocar ataque a otro objetivo"])
    b = batalla({"ana": ana, "bruno": _hoja("Bruno", poderes=["Superfuerza"]), "carla": _hoja("Carla")},
                bandos={"carla": "bruno"})  # fmt: skip
    paso(b, "ana", "atacar", objetivo=["bruno", "carla"], maniobra="provocar ataque a otro objetivo")
    paso(b, "bruno", "atacar", [10], objetivo="carla", ataque="Superfuerza")  # the extra attack: 18 contra 14
    assert vivo(b, "carla")["defensa"] == 13 and vivo(b, "ana")["puntos_heroe"] == 0


def test_tirada_de_moribundo_entre_el_ataque_y_el_pasar() -> None:
    """A hand-written script may put the dying roll right after the blow and the attacker's «pasar» after it: the
    «pasar» is still the harmless one that follows a turn ended by itself."""
    bruno = _hoja("Bruno", nivel=2, atributos={"corpulencia": 0.5, "agilidad": 1, "percepcion": 1, "inteligencia": 0.5,
                                                "presencia": 0})  # fmt: skip
    b = batalla({"ana": _hoja("Ana", poderes=["Superfuerza"]), "bruno": bruno, "carla": _hoja("Carla")},
                bandos={"carla": "bruno"})  # fmt: skip
    paso(b, "ana", "atacar", [14], objetivo="bruno", ataque="Superfuerza")  # -1: moribundo
    paso(b, "bruno", "tirada_moribundo", [12])
    paso(b, "ana", "pasar")
    assert b.view.turn == "carla" and vivo(b, "bruno")["puntos_vida"] == -1
