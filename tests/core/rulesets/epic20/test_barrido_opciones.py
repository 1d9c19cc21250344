"""Every option the battle window offers either passes ``check`` and resolves, or is refused by ``check``.

For each state of the example battle (docs/ejemplos/epic20.json) and of a sample of goldens, for every
combatant, every option of ``legal_actions``, every listed target combination and every value of every field the
option lists or the action declares (``step_fields``): ``check`` refuses it (a ``Refusal`` with its code) or
``resolve`` runs without an exception. A property test (hypothesis) mixes several fields at once. The battle
simulator found the first cases: ``retrasar`` with oneself as its target, ``punto_heroe`` of ``retrasar`` not
declared, and «Atacar con un superpoder ganado» without the ``ataque``.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as hs

from core.battle import BattleView, Combatant, Resolution
from core.contract import Refusal, StepField
from core.dice import RandomSource
from core.ruleset import Action, ActionOption, JsonValue
from core.rulesets.epic20 import RULESET
from core.runner import apply_step, build_battle
from tests.core.rulesets.epic20.ayuda import batalla, ficha, paso

REPO = Path(__file__).resolve().parents[4]
EJEMPLO = REPO / "docs" / "ejemplos" / "epic20.json"
GOLDEN = sorted((REPO / "tests" / "golden" / "epic20").glob("*.json"))
MUESTRA = GOLDEN[::40]
"""A sample of the goldens (the whole set is swept by hand: ``python -m tests.core.rulesets.epic20.test_barrido_opciones``)."""

Estado = tuple[dict[str, Any], Mapping[str, Combatant], Mapping[str, JsonValue]]


@cache
def _estados(path: Path) -> tuple[Estado, ...]:
    """The state before each step of a script, as long as its steps are accepted."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop("esperado", None)
    data.pop("comentario", None)
    try:
        battle, pasos = build_battle(data, path.parent)
    except Exception:  # a golden that checks the script reader's refusals: no battle to sweep
        return ()
    estados = [(battle.state, battle.combatants, battle.options)]
    for step in pasos:
        if apply_step(battle, step) is not None:
            break
        estados.append((battle.state, battle.combatants, battle.options))
    return tuple(estados)


def _valores(campo: StepField, ofrecidos: tuple[JsonValue, ...] | None) -> tuple[JsonValue, ...]:
    if ofrecidos is not None:
        return ofrecidos
    if campo.valores:
        return tuple(campo.valores)
    if campo.tipo == "si_no":
        return (True, False)
    if campo.tipo == "entero":
        return (campo.minimo or 0, 1, campo.maximo if campo.maximo is not None else 3)
    return ("xyz",)


def _objetivos(view: BattleView, option: ActionOption, hasta: int = 2) -> list[tuple[str, ...]]:
    """No target, each one alone, or (for a list of targets) every combination of up to ``hasta``."""
    if option.objetivos == 0:
        return [()]
    if option.objetivos == 1:
        return [(c,) for c in view.ids]
    return [t for n in range(1, hasta + 1) for t in itertools.combinations(view.ids, n)]


def _campos(option: ActionOption) -> dict[str, tuple[JsonValue, ...]]:
    """Every field of the option (its listed ones and the action's declared ones) with the values to try."""
    declarados = RULESET.step_fields(option.accion) or {}
    campos = {c: _valores(f, option.campos.get(c)) for c, f in declarados.items()}
    return {**{c: tuple(v) for c, v in option.campos.items()}, **campos}


def _falla(estado: Estado, action: Action, semilla: int = 1) -> str | None:
    """None when ``check`` refuses the action or it resolves; else what went wrong."""
    state, combatants, options = estado
    view = BattleView(state, combatants, options)
    try:
        motivo = RULESET.check(view, action)
    except Exception as error:
        return f"check {action}: {error!r}"
    if motivo is not None:
        if not isinstance(motivo, Refusal) or not motivo.codigo:
            return f"check {action}: rechazo sin código «{motivo}»"
        return None
    ctx = Resolution(state, combatants, options, RandomSource(semilla))
    try:
        RULESET.resolve(ctx, action)
    except Exception as error:
        return f"resolve {action}: {error!r}"
    return None


def _barrido(estado: Estado) -> Iterator[str]:
    state, combatants, options = estado
    view = BattleView(state, combatants, options)
    for actor in view.ids:
        for option in RULESET.legal_actions(view, actor):
            declarados = RULESET.step_fields(option.accion) or {}
            for campo in option.campos:
                if campo not in declarados:
                    yield f"{option.accion}: la opción lista «{campo}», que el paso no declara"
            campos = _campos(option)
            variantes = [dict(option.params)]
            variantes += [{**option.params, c: v} for c, valores in campos.items() for v in valores]
            for objetivos in _objetivos(view, option):
                for params in variantes:
                    limpios = {k: v for k, v in params.items() if v is not None}
                    falla = _falla(estado, Action(actor, option.accion, objetivos, params=limpios))
                    if falla:
                        yield falla


def _fallos(paths: list[Path]) -> list[str]:
    return sorted({f for path in paths for estado in _estados(path) for f in _barrido(estado)})


def test_cada_opcion_del_ejemplo_se_rechaza_o_se_resuelve() -> None:
    assert _fallos([EJEMPLO]) == []


def test_cada_opcion_de_una_muestra_de_golden_se_rechaza_o_se_resuelve() -> None:
    assert _fallos(MUESTRA) == []


@settings(max_examples=60, deadline=None)
@given(hs.data())
def test_varios_campos_a_la_vez_se_rechazan_o_se_resuelven(data: hs.DataObject) -> None:
    path = data.draw(hs.sampled_from([EJEMPLO, *MUESTRA]))
    estados = _estados(path)
    if not estados:
        return
    estado = data.draw(hs.sampled_from(estados))
    view = BattleView(*estado)
    actor = data.draw(hs.sampled_from(view.ids))
    option = data.draw(hs.sampled_from(RULESET.legal_actions(view, actor)))
    objetivos = data.draw(hs.sampled_from(_objetivos(view, option, 3)))
    params: dict[str, JsonValue] = dict(option.params)
    for campo, valores in _campos(option).items():
        valor = data.draw(hs.sampled_from((None, *valores)))
        if valor is not None:
            params[campo] = valor
    semilla = data.draw(hs.integers(0, 2**16))
    assert _falla(estado, Action(actor, option.accion, objetivos, params=params), semilla) is None


# -- the cases the sweep found -------------------------------------------------------------------


def _pareja(**ana: Any) -> Any:
    return batalla({"ana": ficha(nombre="Ana", **ana), "bruno": ficha(nombre="Bruno")})


def test_retrasar_hasta_uno_mismo_se_rechaza() -> None:
    """RETRASAR ACCIÓN: «hasta justo antes o después de otro luchador (amigo u enemigo)»."""
    b = _pareja(maniobras=["Iniciativa mejorada", "Retrasar acción"])
    motivo = b.why_not(Action("ana", "retrasar", ("ana",)))
    assert isinstance(motivo, Refusal) and motivo.codigo == "objetivo_no_valido"
    assert motivo == "Retrasar acción es hasta justo antes o después de otro luchador, no de uno mismo."
    assert b.why_not(Action("ana", "retrasar", ("bruno",))) is None


def test_retrasar_con_el_punto_de_heroe_que_da_la_maniobra() -> None:
    """PUNTOS DE HÉROE «Ganar 1 maniobra de combate durante 1 turno»: also Retrasar acción, with its «antes»."""
    assert "punto_heroe" in (RULESET.step_fields("retrasar") or {})
    b = _pareja(puntos_heroe=2)
    opcion = next(o for o in b.legal_actions("ana") if o.accion == "retrasar")
    assert opcion.campos == {"punto_heroe": ("maniobra",), "antes": (False, True)}
    paso(b, "ana", "retrasar", objetivo="bruno", punto_heroe="maniobra", antes=False)
    assert b.state["orden"] == ["bruno", "ana"]
    assert b.state["combatientes"]["ana"]["puntos_heroe"] == 1


def test_superpoder_ganado_sin_decir_cual_se_rechaza() -> None:
    """«Ganar 1 superpoder»: the step names the attack power in «ataque»; without it, or naming one that is not an
    attack power of the catalogue, it is refused (it used to attack bare-handed and fail while resolving)."""
    b = _pareja(puntos_heroe=2)
    sin_ataque = b.why_not(Action("ana", "atacar", ("bruno",), params={"punto_heroe": "poder"}))
    assert isinstance(sin_ataque, Refusal) and sin_ataque.codigo == "falta_campo"
    propio = b.why_not(Action("ana", "atacar", ("bruno",), params={"punto_heroe": "poder", "ataque": "sin_armas"}))
    assert isinstance(propio, Refusal) and propio.codigo == "sin_ataque"


if __name__ == "__main__":
    for linea in _fallos([EJEMPLO, *GOLDEN]):
        print(linea)
