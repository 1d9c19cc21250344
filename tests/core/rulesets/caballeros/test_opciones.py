"""What the battle window lists: legal actions with reasons and reactions with exact odds."""

from __future__ import annotations

from core.ruleset import Action

from .utiles import RULESET, batalla, ficha, hacer


def test_legal_actions_lista_todas_con_motivo() -> None:
    b = batalla(
        ficha(
            "A",
            poderes=[
                {"nombre": "Rayo", "codigos": ["R"], "coste": 500, "dano": 80},
                {"nombre": "Espejo", "codigos": ["DefR"], "coste": 10},
            ],
        )
    )
    opciones = b.legal_actions("a")
    por_accion = {(o.accion, o.params.get("poder")): o for o in opciones}
    assert por_accion[("golpe", None)].legal and por_accion[("golpe", None)].objetivos == 1
    assert por_accion[("pasar", None)].legal
    velocidad = por_accion[("velocidad_luz", None)]
    assert not velocidad.legal and "concentración" in velocidad.motivo
    rayo = por_accion[("poder", "Rayo")]
    assert not rayo.legal and "cosmos" in rayo.motivo
    assert ("poder", "Espejo") not in por_accion  # un poder defensivo es una respuesta
    romper = por_accion[("romper", None)]
    assert romper.campos["parte"] == ("brazos", "piernas", "costillas")
    assert all(not o.legal for o in b.legal_actions("b"))


def test_reacciones_con_probabilidades_exactas() -> None:
    b = batalla()
    hacer(b, "a", "concentracion")
    hacer(b, "b", "pasar")
    opciones = {str(o.respuesta): o for o in RULESET.reactions(b.view, Action("a", "velocidad_luz", ("b",)))}
    assert opciones["esquivar"].detalle == "Esquivar: 6-9 con -2 → 8-9, 22 %"
    assert abs((opciones["esquivar"].probabilidad or 0) - 2 / 9) < 1e-9
    assert opciones["bloquear"].detalle == "Bloquear: 5-9 con -3 → 8-9, 22 %"
    assert not opciones["contraataque"].legal and "contraatacarse" in opciones["contraataque"].motivo
    assert opciones["ninguna"].legal


def test_reacciones_con_poder_defensivo() -> None:
    b = batalla(
        ficha("A", poderes=[{"nombre": "Rayo", "codigos": ["R"], "coste": 50, "dano": 80}]),
        ficha("B", poderes=[{"nombre": "Espejo", "codigos": ["DefR"], "coste": 10}]),
    )
    opciones = RULESET.reactions(b.view, Action("a", "poder", ("b",), None, {"poder": "Rayo"}))
    espejo = next(o for o in opciones if o.respuesta == {"poder": "Espejo"})
    assert espejo.legal
    golpe = RULESET.reactions(b.view, Action("a", "golpe", ("b",)))
    espejo = next(o for o in golpe if o.respuesta == {"poder": "Espejo"})
    assert not espejo.legal


def test_live_values_incluye_los_del_issue() -> None:
    b = batalla()
    valores = b.live_values("a")
    assert {"vida", "armadura", "cosmos", "recargas_cosmos"} <= set(valores)


def test_opciones_caseras_listadas() -> None:
    ids = {r.id for r in RULESET.house_rules()}
    assert {
        "iniciativa",
        "bloquear_modificador",
        "lanzar_objeto_esquivar",
        "tabla_ayuda",
        "doble_salto",
        "decision_sagrada",
    } <= ids


def test_orden_del_master_y_iniciativa_por_tirada() -> None:
    from core.battle import Battle, Combatant
    from core.dice import ScriptedSource

    gente = [Combatant("a", "A", "a", ficha("A")), Combatant("b", "B", "b", ficha("B"))]
    assert Battle.start(RULESET, gente, ScriptedSource(), {}, ["b", "a"]).state["turno"] == "b"
    assert Battle.start(RULESET, gente, ScriptedSource(), {}, None).state["turno"] == "a"
    con_tirada = Battle.start(RULESET, gente, ScriptedSource([3, 8]), {"iniciativa": "tirada"}, None)
    assert con_tirada.state["turno"] == "b"


def test_accion_desconocida_y_turno_ajeno() -> None:
    b = batalla()
    assert "no existe" in (b.why_not(Action("a", "volar", ("b",))) or "")
    assert "No es el turno" in (b.why_not(Action("b", "golpe", ("a",))) or "")
    assert "ficha se lo prohíbe" in (
        batalla(ficha("A", acciones_prohibidas=["golpe"])).why_not(Action("a", "golpe", ("b",))) or ""
    )


def test_en_un_duelo_el_objetivo_puede_omitirse() -> None:
    """In a duel the only standing enemy is the target when a step leaves ``objetivo`` out."""
    from core.dice import ScriptedSource

    b = batalla(ficha("A", poderes=[{"nombre": "Rayo", "codigos": ["R"], "coste": 10, "dano": 40}]))
    b.apply(Action("a", "golpe", (), "esquivar"), ScriptedSource([1]))
    assert b.state["combatientes"]["b"]["vida"] == 285
    b.apply(Action("b", "pasar"), ScriptedSource())
    b.apply(Action("a", "poder", (), None, {"poder": "Rayo"}), ScriptedSource())
    assert b.state["combatientes"]["b"]["vida"] == 265
    b.apply(Action("b", "percepcion", (), None, {"poder": "Rayo"}), ScriptedSource([9]))
    assert b.state["combatientes"]["b"]["percepciones"] == ["a|Rayo"]
    assert b.replay() == b.state


def test_acabado_el_combate_no_hay_mas_acciones() -> None:
    b = batalla(None, ficha("B", vida=10, armadura=0))
    hacer(b, "a", "golpe", [])
    assert b.outcome() is not None and b.outcome().ganador == "a"  # type: ignore[union-attr]
    assert "terminado" in (b.why_not(Action("a", "golpe", ("b",))) or "")


def test_opciones_caseras_de_la_segunda_verificacion() -> None:
    """Huecos hallados en la segunda verificación: cada uno con la lectura por defecto y la otra."""
    por_id = {r.id: r for r in RULESET.house_rules()}
    esperadas = {
        "almas_de_los_dioses": ("una", "cada_una"),
        "arm_tras_fortificacion": ("perdidos", "vuelven"),
        "barrera_coste": ("nominal", "pagado"),
        "rayo_multiple_bonos": ("solo_documento", "por_rayo"),
        "poder_combo_concentracion": ("no", "si"),
    }
    for ident, (defecto, otra) in esperadas.items():
        regla = por_id[ident]
        assert regla.default == defecto
        assert otra in regla.opciones


def test_opcion_intervencion_al_caer() -> None:
    """ACCIÓN INTERVENCIÓN DIVINA calla qué pasa con la ayuda del dios si cae quien la pidió: por defecto
    termina (como Frío de Asgard, que actúa en sus turnos); «siguen» la mantiene."""
    regla = {r.id: r for r in RULESET.house_rules()}["intervencion_al_caer"]
    assert regla.default == "terminan"
    assert "siguen" in regla.opciones
