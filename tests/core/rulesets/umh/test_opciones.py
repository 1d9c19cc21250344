"""What the battle window offers: every step field with a finite set of values, as ``campos`` or as options."""

from __future__ import annotations

from core.battle import Battle
from core.dice import ScriptedSource
from core.ruleset import Action, ActionOption
from tests.core.rulesets.umh.ayuda import batalla, defensa, ficha, golpe, usar


def _opcion(b: Battle, actor: str, accion: str, habilidad: str | None = None) -> ActionOption:
    for option in b.legal_actions(actor):
        if option.accion == accion and (habilidad is None or option.params.get("habilidad") == habilidad):
            return option
    raise AssertionError(f"{accion} {habilidad} no está en las opciones")


def test_11_6_una_colision_ofrece_con_quien_choca_y_acompanantes() -> None:
    """11.6.1.1 - En caso de chocar con otro jugador, esta persona recibirá un 50% de los efectos de la colisión;
    11.6.1.2 - con acompañantes, un 25 %: the step's ``colision_con`` and ``acompanantes`` are offered as fields."""
    push = golpe("Empujón", 10, efectos=[{"tipo": "colision", "cantidad": 20}])
    b = batalla(("a", "A", ficha(habilidades=[push, golpe("Puño", 5)])), ("d", "B", ficha()), ("e", "B", ficha()))
    option = _opcion(b, "a", "habilidad", "Empujón")
    assert option.campos["colision_con"] == ("", "d", "e")
    assert option.campos["acompanantes"] == (False, True)
    assert "colision_con" not in _opcion(b, "a", "habilidad", "Puño").campos


def test_11_5_13_contra_un_oculto_se_ofrece_detectado() -> None:
    """11.5.13 - Ocultamiento: se considerará que el usuario no puede ser atacado mientras no le detecten otros
    usuarios mediante alguna posible vía: ``detectado`` is offered once an opponent is hidden."""
    hide = {
        "nombre": "Sombra",
        "tipo": "suplementaria",
        "efectos": [{"tipo": "estado", "nombre": "ocultamiento", "sobre": "usuario", "duracion": 3}],
    }
    b = batalla(("d", "B", ficha(habilidades=[hide])), ("a", "A", ficha(habilidades=[golpe("Puño", 5)])), agresor="d")
    assert "detectado" not in _opcion(b, "d", "habilidad", "Sombra").campos
    usar(b, "d", "Sombra")
    b.apply(Action("d", "paso_turno"), ScriptedSource())
    assert _opcion(b, "a", "habilidad", "Puño").campos["detectado"] == (False, True)


def test_1_2_4_1_irrumpir_ofrece_la_denegacion_del_bando() -> None:
    """1.2.4.1 - Es posible denegar el uso de Irrumpir por mayoría de los miembros del bando al que pretende unirse."""
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Puño", 5)])),
        ("d", "B", ficha()),
        ("r", "B", ficha()),
        reserva=["r"],
    )
    option = _opcion(b, "r", "irrumpir")
    assert option.campos["denegar"] == ([], ["d"])


def test_8_2_5_2_la_reflexion_se_ofrece_hacia_cada_oponente() -> None:
    """8.2.5.2 - permiten al jugador devolver el ataque a un oponente dentro del alcance de la habilidad: one reaction
    option per opponent it can be returned to, each accepted as is."""
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Rayo", 30)])),
        ("c", "A", ficha()),
        ("d", "B", ficha(habilidades=[defensa("Espejo", "reflexion")])),
    )
    attack = Action("a", "habilidad", ("d",), None, {"habilidad": "Rayo"})
    mirrors = [
        r for r in b.reactions(attack) if isinstance(r.respuesta, dict) and r.respuesta.get("habilidad") == "Espejo"
    ]
    assert [r.respuesta.get("reflejar_a") for r in mirrors] == [None, "c"]
    for r in mirrors:
        assert r.legal
        assert b.why_not(Action("a", "habilidad", ("d",), r.respuesta, {"habilidad": "Rayo"})) is None
    usar(b, "a", "Rayo", "d", mirrors[1].respuesta)
    assert b.live_values("c")["vit"] == 70
    assert b.live_values("a")["vit"] == 100


def test_10_2_5_equipar_desde_la_altura_ofrece_del_suelo() -> None:
    """10.2.5 - Cuando una persona en posición alzada o voladora es desarmada y su arma cae a posición suelo, al
    re-equipar el arma pasa a encontrarse en posición suelo: ``del_suelo`` is offered in the air."""
    armed = ficha(armas=[{"nombre": "Espada", "tier": 1, "arma": 10}], posicion="alzada")
    b = batalla(("a", "A", armed), ("d", "B", ficha()))
    assert _opcion(b, "a", "equipar").campos["del_suelo"] == (False, True)
    b2 = batalla(("a", "A", ficha(armas=[{"nombre": "Espada", "tier": 1, "arma": 10}])), ("d", "B", ficha()))
    assert "del_suelo" not in _opcion(b2, "a", "equipar").campos


def test_8_1_1_3_3_con_varios_objetivos_cada_reaccion_es_de_su_objetivo() -> None:
    """8.1.1.3.3 - Impactos individuales sobre uno o varios objetivos: each target reacts on its own, so each
    option is ``{id: respuesta}`` and is accepted as is (the other targets receive)."""
    wave = golpe("Onda", 40, area={"tipo": "sobre_el_usuario", "tamano": 2})
    b = batalla(
        ("a", "A", ficha(habilidades=[wave])),
        ("d", "B", ficha(habilidades=[defensa("Bloqueo", "defensa_interna", defensa=15)])),
        ("e", "B", ficha()),
    )
    attack = Action("a", "habilidad", ("d", "e"), None, {"habilidad": "Onda"})
    options = b.reactions(attack)
    block = [r for r in options if r.respuesta == {"d": {"habilidad": "Bloqueo"}}]
    assert len(block) == 1 and block[0].legal
    assert any(r.respuesta == {"e": "ninguna"} for r in options)
    usar(b, "a", "Onda", ["d", "e"], block[0].respuesta)
    assert b.live_values("d")["vit"] == 75
    assert b.live_values("e")["vit"] == 60


def test_8_2_2_4_la_respuesta_a_una_anticipacion_se_ofrece_sin_otra_anticipacion() -> None:
    """8.2.2.4 - En caso de reaccionar a una anticipación, la acción realizada en primer lugar no se produce.
    8.2.2.4.1 - No es posible reaccionar a una anticipación con otra anticipación: the attacker's other defences are
    offered as answers, an anticipation is not."""
    b = batalla(
        (
            "a",
            "A",
            ficha(
                habilidades=[
                    golpe("Tajo", 40),
                    defensa("Muro", "defensa_externa", defensa=50),
                    defensa("Previo", "anticipacion", dano=10),
                ]
            ),
        ),
        ("d", "B", ficha(habilidades=[defensa("Interceptar", "anticipacion", dano=20)])),
    )
    attack = Action("a", "habilidad", ("d",), None, {"habilidad": "Tajo"})
    answers = {
        r.respuesta.get("respuesta"): r
        for r in b.reactions(attack)
        if isinstance(r.respuesta, dict) and r.respuesta.get("habilidad") == "Interceptar"
    }
    assert answers[None].legal and answers["Muro"].legal
    assert "Previo" not in answers
    usar(b, "a", "Tajo", "d", answers["Muro"].respuesta)
    assert b.live_values("a")["vit"] == 100
    assert b.live_values("d")["vit"] == 100


def test_8_1_1_1_1_en_un_combo_la_defensa_se_ofrece_para_el_primer_golpe() -> None:
    """8.1.1.1.1 - Cada impacto se considera una acción y deberá ser reaccionado individualmente; 2.3.1.3 - una
    habilidad una vez por ronda: a defence is offered for the first hit (the rest received), accepted as is."""
    b = batalla(
        ("a", "A", ficha(habilidades=[golpe("Ráfaga", 20, golpes=3)])),
        ("d", "B", ficha(habilidades=[defensa("Bloqueo", "defensa_interna", defensa=15)])),
    )
    attack = Action("a", "habilidad", ("d",), None, {"habilidad": "Ráfaga"})
    block = [r for r in b.reactions(attack) if isinstance(r.respuesta, list)]
    assert [r.respuesta for r in block] == [[{"habilidad": "Bloqueo"}, "ninguna", "ninguna"]]
    assert block[0].legal
    usar(b, "a", "Ráfaga", "d", block[0].respuesta)
    assert b.live_values("d")["vit"] == 100 - 5 - 20 - 20


def test_toda_reaccion_ofrecida_como_legal_se_acepta() -> None:
    """The battle window's promise: a reaction listed as legal is accepted as it stands (here a supplementary,
    which only an opponent's anticipation or annulment can answer, 8.2.2.2 and 8.2.3.1: RESISTIR is not)."""
    aura = {"nombre": "Aura", "tipo": "suplementaria"}
    b = batalla(
        ("a", "A", ficha(habilidades=[aura])),
        ("d", "B", ficha(habilidades=[defensa("Sello", "anulacion"), defensa("Muro", "defensa_externa", defensa=5)])),
    )
    action = Action("a", "habilidad", (), None, {"habilidad": "Aura"})
    options = b.reactions(action)
    assert [r.respuesta for r in options if r.legal] == ["ninguna", {"habilidad": "Sello", "defensor": "d"}]
    for r in options:
        assert (b.why_not(Action("a", "habilidad", (), r.respuesta, {"habilidad": "Aura"})) is None) == r.legal


def test_8_1_1_3_1_la_defensa_de_un_aliado_dice_quien_defiende() -> None:
    """A defence that protects allies is offered to the target under the ally's name: «Oris le defiende con …»."""
    b = batalla(
        ("a", "A", ficha("Atacante", habilidades=[golpe()])),
        ("d", "B", ficha("Brann")),
        ("o", "B", ficha("Oris", habilidades=[defensa("Muro", "defensa_externa", defensa=50)])),
    )
    options = b.reactions(Action("a", "habilidad", ("d",), None, {"habilidad": "Golpe"}))
    ally = [o for o in options if isinstance(o.respuesta, dict) and o.respuesta.get("defensor") == "o"]
    assert [o.etiqueta for o in ally] == ["Oris le defiende con «Muro» (1 PA)"]
