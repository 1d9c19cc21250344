"""«Pedir al foro» with several targets who each react: one block per target, with its own reactions."""

from __future__ import annotations

from typing import Any

from core import registry
from core.battle import Battle, Combatant
from core.dice import ScriptedSource, format_percent
from core.foro_pedir import pedir
from core.ruleset import Action
from core.rulesets.caballeros.ficha import FichaCaballero

TORMENTA = Action("a", "poder", ("b", "c"), None, {"poder": "Tormenta"})


def _ficha(nombre: str, *poderes: dict[str, Any]) -> FichaCaballero:
    datos = {"nombre": nombre, "vida": 300, "armadura": 100, "cosmos": 200, "poderes": list(poderes)}
    return FichaCaballero.model_validate(datos)


def _batalla() -> Battle:
    """A caballeros G power against two targets: «C» has a Defensa Rayo of its own, «B» none."""
    gente = [
        Combatant("a", "A", "x", _ficha("A", {"nombre": "Tormenta", "codigos": ["R", "G"], "coste": 50, "dano": 60})),
        Combatant("b", "B", "y", _ficha("B")),
        Combatant("c", "C", "y", _ficha("C", {"nombre": "Espejo", "codigos": ["DefR"], "coste": 40, "dano": 0})),
    ]
    return Battle.start(registry.get("caballeros"), gente, ScriptedSource(), {}, None)


def _bloques(text: str) -> dict[str, list[str]]:
    blocks: dict[str, list[str]] = {}
    current = ""
    for line in text.splitlines():
        if line.endswith(": ¿cómo reaccionas? Elige una:"):
            current = line.split(":")[0]
            blocks[current] = []
        elif line.startswith("[*]") and current:
            blocks[current].append(line[3:])
    return blocks


def test_cada_objetivo_de_un_poder_grupal_tiene_sus_propias_reacciones() -> None:
    battle = _batalla()
    pending = battle.declare(TORMENTA)
    assert [w.quien for w in pending.esperando if w.que == "reaccion"] == ["b", "c"]
    blocks = _bloques(pedir(battle))
    assert list(blocks) == ["[b]B[/b]", "[b]C[/b]"]
    for cid, block in zip(("b", "c"), blocks.values(), strict=True):
        legal = [r for r in battle.reactions(TORMENTA, objetivo=cid) if r.legal]
        assert len(block) == len(legal)
        for item, reaction in zip(block, legal, strict=True):
            assert item.startswith(f"[b]{reaction.etiqueta}[/b]")
            if reaction.probabilidad is not None:
                assert f"— {format_percent(reaction.probabilidad)} a tu favor" in item
    assert not any("Espejo" in item for item in blocks["[b]B[/b]"])
    assert any("Espejo" in item for item in blocks["[b]C[/b]"])


def test_las_reacciones_de_un_objetivo_son_respuestas_completas_del_paso() -> None:
    battle = _batalla()
    own = battle.reactions(TORMENTA, objetivo="c")
    assert [o.respuesta for o in own][:2] == [["ninguna", "ninguna"], ["ninguna", "esquivar"]]
    assert ["ninguna", {"poder": "Espejo"}] in [o.respuesta for o in own]
    # the first target's odds are the ones the engine gives it without naming it
    plain = {str(o.respuesta): o.probabilidad for o in battle.reactions(TORMENTA)}
    assert {str(o.respuesta[0]): o.probabilidad for o in battle.reactions(TORMENTA, objetivo="b")} == plain


def test_un_objetivo_que_no_reacciona_por_su_cuenta_no_tiene_reacciones() -> None:
    battle = _batalla()
    golpe = Action("b", "golpe", ("a",))
    assert battle.reactions(golpe, objetivo="c") == []
    assert battle.reactions(golpe, objetivo="a") == battle.reactions(golpe)


def test_responder_con_la_respuesta_de_cada_objetivo_es_el_guion() -> None:
    respuesta: list[Any] = ["esquivar", {"poder": "Espejo"}]
    forum = _batalla()
    forum.declare(TORMENTA)
    forum.answer(respuesta, ScriptedSource([9]))
    script = _batalla()
    script.apply(Action("a", "poder", ("b", "c"), respuesta, {"poder": "Tormenta"}), ScriptedSource([9]))
    assert forum.state == script.state
    assert forum.log_lines() == script.log_lines()
    assert forum.live_values("b")["vida"] == 300 and forum.live_values("c")["vida"] == 300
