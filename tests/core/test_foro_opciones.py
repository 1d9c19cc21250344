"""What a forum reader sees in every post: marked rolls with their links, no emoji unless allowed,
Markdown lists set apart, and a GM-only combatant's values kept out."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from core import foro, registry
from core.battle import Battle, Combatant
from core.dice import ManualSource, RandomSource, ScriptedSource
from core.foro_hilo import ForumSetup
from core.foro_opciones import con_enlaces, listas_separadas
from core.foro_pedir import pedir
from core.foro_resumen import resumen_ronda
from core.ruleset import Action
from tests.core.duelo_simple import RULESET, FichaDuelo
from tests.gui.batalla.ejemplos import REPO, ejemplo

LINK = "https://foro.example/t/5#p9"


@pytest.fixture(autouse=True)
def duelo() -> Iterator[None]:
    registry.register(RULESET)
    yield
    registry.unregister(RULESET.id)


def _battle(setup: ForumSetup | None = None, nombre: str = "Ana") -> Battle:
    people = [
        Combatant("ana", nombre, "luz", FichaDuelo(nombre="Ana", vida=10, dano=4)),
        Combatant("bea", "Bea", "sombra", FichaDuelo(nombre="Bea", vida=6, dano=3)),
    ]
    battle = Battle.start(RULESET, people, ScriptedSource(), orden=["ana", "bea"])
    if setup is not None:
        battle.set_forum(setup)
    # a forum roll, typed with the link of the post it was rolled in
    entry = battle.apply(Action("ana", "golpe", ("bea",), respuesta="esquivar"), ManualSource(lambda _r: 2), LINK)
    battle.entries[-1] = con_enlaces(entry, [LINK])
    # a roll Gesta made
    battle.apply(Action("bea", "golpe", ("ana",), respuesta="esquivar"), RandomSource(1))
    return battle


def _posts(battle: Battle) -> dict[str, str]:
    posts = {}
    for formato in foro.FORMATOS:
        posts[f"accion {formato}"] = foro.ultima_accion(battle, formato)
        posts[f"ronda {formato}"] = foro.ronda(battle, 1, formato)
        posts[f"registro {formato}"] = foro.registro(battle, formato)
        posts[f"resumen {formato}"] = resumen_ronda(battle, 1, formato)
    return posts


def _line_with(text: str, part: str) -> str:
    return next(line for line in text.splitlines() if part in line)


def test_la_tirada_del_foro_lleva_su_enlace_al_lado_y_la_de_gesta_se_distingue() -> None:
    battle = _battle()
    ronda = foro.ronda(battle, 1, "bbcode")
    forum_roll = _line_with(ronda, "Bea tira 1d6")
    assert forum_roll.startswith("Tirada del foro: Esquivar: Bea tira 1d6")
    assert forum_roll.endswith(f"([url={LINK}]ver el mensaje[/url])")
    gesta_roll = _line_with(ronda, "Ana tira 1d6")
    assert gesta_roll.startswith("Tirada de Gesta: Esquivar: Ana tira 1d6")
    assert "url" not in gesta_roll
    assert ronda.count(LINK) == 1  # beside its roll, not again on a line of its own
    markdown = foro.ronda(battle, 1, "markdown")
    assert _line_with(markdown, "Bea tira 1d6").endswith(f"([ver el mensaje]({LINK}))")
    summary = resumen_ronda(battle, 1)
    assert _line_with(summary, "Bea tira 1d6").endswith(f"([url={LINK}]ver el mensaje[/url])")
    assert _line_with(summary, "Ana tira 1d6").strip().startswith("Tirada de Gesta:")


def test_sin_emoji_ningun_mensaje_lleva_caracteres_fuera_del_plano_basico() -> None:
    battle = _battle(nombre="Ana 🐉")
    assert not battle.foro.emoji  # off by default
    for name, post in _posts(battle).items():
        assert all(ord(ch) <= 0xFFFF for ch in post), name
    assert "Ana" in foro.ronda(battle, 1, "bbcode")


def test_sin_emoji_pedir_al_foro_tampoco() -> None:
    battle = ejemplo("caballeros", 3)
    people = battle.combatants
    people["ivan"] = type(people["ivan"])("ivan", "Iván 🦁", people["ivan"].bando, people["ivan"].ficha)
    step = json.loads((REPO / "docs" / "ejemplos" / "caballeros.json").read_text(encoding="utf-8"))["pasos"][3]
    battle.declare(Action.from_json({k: v for k, v in step.items() if k not in ("dados", "comentario", "respuesta")}))
    for formato in foro.FORMATOS:
        post = pedir(battle, formato)
        assert post and all(ord(ch) <= 0xFFFF for ch in post)


def test_con_emoji_las_tiradas_de_gesta_llevan_el_dado() -> None:
    battle = _battle(ForumSetup(emoji=True))
    assert "🎲 Gesta: Esquivar: Ana tira 1d6" in foro.ronda(battle, 1, "bbcode")


def _lists_are_set_apart(text: str) -> bool:
    lines = text.split("\n")
    item = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s")
    for i, line in enumerate(lines):
        if not item.match(line):
            continue
        prev = lines[i - 1] if i else ""
        if i and prev.strip() and not item.match(prev) and not prev.startswith(" "):
            return False
    for i, line in enumerate(lines[:-1]):
        following = lines[i + 1]
        in_list = bool(item.match(line)) or line.startswith(" ")
        if in_list and following.strip() and not (item.match(following) or following.startswith(" ")):
            return False
    return True


def test_markdown_deja_una_linea_en_blanco_antes_y_despues_de_cada_lista() -> None:
    battle = _battle()
    for name, post in _posts(battle).items():
        if name.endswith("markdown"):
            assert _lists_are_set_apart(post), post
    assert listas_separadas("Estado:\n- a\n- b\nFin") == "Estado:\n\n- a\n- b\n\nFin"


def test_markdown_de_pedir_al_foro_separa_sus_listas() -> None:
    battle = ejemplo("caballeros", 3)
    step = json.loads((REPO / "docs" / "ejemplos" / "caballeros.json").read_text(encoding="utf-8"))["pasos"][3]
    battle.declare(Action.from_json({k: v for k, v in step.items() if k not in ("dados", "comentario", "respuesta")}))
    post = pedir(battle, "markdown")
    assert "\n- " in post and _lists_are_set_apart(post)


def test_solo_el_master_oculta_los_valores_pero_no_el_nombre_ni_las_acciones() -> None:
    battle = _battle(ForumSetup(solo_master=frozenset({"bea"})))
    for name, post in _posts(battle).items():
        assert "Bea" in post, name
        assert "Vida 2/6" not in post and "Vida 6/6" not in post, name
        assert "Bea recibe" not in post, name  # the lines that change her values
        assert re.search(r"Ana \(luz\)(\[/b\]|\*\*)?: Vida \d+/10", post), name  # the others' values stay
    ronda = foro.ronda(battle, 1, "bbcode")
    assert "[b]Bea:[/b] Golpe → Ana (reacción: esquivar)" in ronda
    assert "[b]Bea (sombra)[/b]: solo lo ve el máster" in ronda


def test_solo_el_master_tambien_en_pedir_al_foro() -> None:
    battle = ejemplo("caballeros", 3)
    step = json.loads((REPO / "docs" / "ejemplos" / "caballeros.json").read_text(encoding="utf-8"))["pasos"][3]
    action = Action.from_json({k: v for k, v in step.items() if k not in ("dados", "comentario", "respuesta")})
    battle.declare(action)
    shown = pedir(battle)
    target = action.objetivos[0]
    name = battle.combatants[target].nombre
    battle.set_forum(ForumSetup(solo_master=frozenset({target})))
    hidden = pedir(battle)
    assert f"Vida de {name}: 300 → 240" in shown and f"Armadura de {name}" in shown
    assert f"Vida de {name}" not in hidden and f"Armadura de {name}" not in hidden
    assert f"[b]{name}[/b]: ¿cómo reaccionas? Elige una:" in hidden  # still asked, by name
    assert "Vida de Iván de Lince: 280 → 250" in hidden  # the others' values stay


def test_el_ajuste_del_foro_se_guarda_con_la_batalla() -> None:
    setup = ForumSetup("https://foro.example/t/5", emoji=True, solo_master=frozenset({"bea"}))
    battle = _battle(setup)
    data = json.loads(json.dumps(battle.to_json()))
    assert data["foro"]["emoji"] is True and data["foro"]["solo_master"] == ["bea"]
    again = Battle.from_json(data, RULESET)
    assert again.foro == setup
    assert Battle.from_json(json.loads(json.dumps(_battle().to_json())), RULESET).foro.emoji is False
