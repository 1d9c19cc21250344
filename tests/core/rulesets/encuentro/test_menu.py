"""legal_actions: every action of a combatant, legal or not, with reasons, exact odds and choices."""

from __future__ import annotations

from core.ruleset import ActionOption
from core.rulesets.encuentro.comunes import TODAS
from tests.core.rulesets.encuentro.utiles import batalla, duelo, paso, pj


def por_accion(options: list[ActionOption]) -> dict[str, ActionOption]:
    return {o.accion: o for o in options}


def test_menu_lista_todas_las_acciones() -> None:
    b = duelo()
    options = b.legal_actions("ana")
    assert {o.accion for o in options} == set(TODAS)
    menu = por_accion(options)
    assert menu["atacar"].legal and menu["atacar"].objetivos == 1
    assert menu["atacar"].detalle == "contra Bruno: 12 o más con 1d20+2 (Defensa Física de Bruno): 55 %"
    assert menu["atacar"].campos["defensa"] == ("fisica", "mental")
    assert not menu["salto"].legal and "no se ha movido" in menu["salto"].motivo
    assert menu["desmarcarse"].campos["destino"] == ([1, 1], [1, 2], [1, 3])
    assert [0, 0] in menu["moverse"].campos["destino"]
    assert not menu["librarse"].legal


def test_menu_fuera_de_turno_solo_reacciones() -> None:
    b = duelo()
    menu = por_accion(b.legal_actions("bruno"))
    assert menu["atacar"].motivo == "No es el turno de Bruno: le toca a Ana."
    assert menu["esquiva"].legal
    assert not menu["respuesta"].legal
    paso(b, "ana", "usar")
    menu = por_accion(b.legal_actions("bruno"))
    assert menu["respuesta"].legal
    assert menu["respuesta"].detalle == "12 o más con 1d20+2 (Defensa Física de Ana): 55 %"


def test_menu_el_siguiente_ve_su_turno_cuando_el_actual_termino() -> None:
    b = duelo()
    paso(b, "ana", "atacar", "bruno", dados=[1])
    paso(b, "ana", "atacar", "bruno", dados=[1])
    menu = por_accion(b.legal_actions("bruno"))
    assert menu["atacar"].legal
    assert menu["pasar"].legal  # its step would start (and end) its turn
    assert por_accion(b.legal_actions("ana"))["pasar"].legal


def test_menu_odds_con_derribado_y_esquiva() -> None:
    """Exact odds follow the effective Defensa: halved while prone, +1 while dodging."""
    b = duelo()
    paso(b, "bruno", "esquiva")
    paso(b, "ana", "derribar", "bruno", dados=[20])
    menu = por_accion(b.legal_actions("ana"))
    assert menu["atacar"].detalle == "contra Bruno: 7 o más con 1d20+2 (Defensa Física de Bruno): 80 %"


def test_menu_ayuda_y_librarse_con_opciones() -> None:
    b = batalla(
        pj("ana", "h", (2, 2)),
        pj("dora", "h", (2, 3), {"atletismo": 1}, maniobras=["Golpe de escudo"], atributos=["sabiduria"]),
        pj("bruno", "v", (3, 2)),
    )
    menu = por_accion(b.legal_actions("dora"))
    assert menu["ayuda"].legal
    assert menu["ayuda"].campos["puntos"] == (1, 2, 3)
    assert "Golpe de escudo" in menu["ayuda"].campos["para"]  # as the sheet writes it
    assert "derribar" in menu["ayuda"].campos["para"]  # Atletismo 1
    paso(b, "ana", "pasar")
    paso(b, "dora", "pasar")
    paso(b, "bruno", "agarrar", "ana", dados=[20])
    paso(b, "bruno", "pasar")
    librarse = [o for o in b.legal_actions("ana") if o.accion == "librarse"]
    assert [(o.params, o.legal) for o in librarse] == [({"efecto": "agarre"}, True)]
    assert librarse[0].detalle == "12 o más con 1d20+2 (dificultad 12): 55 %"


def test_menu_fuera_de_combate() -> None:
    b = duelo(impactos_para_caer=1)
    paso(b, "ana", "atacar", "bruno", dados=[20])
    assert all(not o.legal and o.motivo == "Bruno está fuera de combate." for o in b.legal_actions("bruno"))


def _como_formulario(b: object, actor: str, option: ActionOption) -> str | None:
    """Build the action a form would (first value of each field, a legal target) and check it."""
    from core.battle import Battle
    from core.ruleset import Action

    assert isinstance(b, Battle)
    params = dict(option.params)
    params.update({name: valores[0] for name, valores in option.campos.items() if valores})
    objetivos: tuple[str, ...] = ()
    if option.objetivos:
        if option.accion == "ayuda":
            objetivos = (str(b.state["turno"]),)
        elif option.accion == "respuesta":
            objetivos = (str(b.state["ultima_accion"]["actor"]),)
        else:
            objetivos = (b.view.enemies(actor)[0],)
    return b.why_not(Action(actor, option.accion, objetivos, None, params))


def test_menu_cada_opcion_legal_se_puede_ejecutar_tal_cual() -> None:
    """A form that takes each field's first value gets an action the engine accepts."""
    b = batalla(
        pj("ana", "h", (2, 2), maniobras=["Finta"]),
        pj("dora", "h", (2, 3), {"atletismo": 1}, atributos=["sabiduria"]),
        pj("bruno", "v", (3, 2)),
    )
    for actor in ("ana", "dora", "bruno"):
        for option in b.legal_actions(actor):
            if option.legal:
                assert _como_formulario(b, actor, option) is None, option
    paso(b, "ana", "usar")
    paso(b, "ana", "agarrar", "bruno", dados=[20])
    for option in b.legal_actions("bruno"):
        if option.legal:
            assert _como_formulario(b, "bruno", option) is None, option
