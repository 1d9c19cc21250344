"""The values kept for one read-only query (``consulta``): open only while ``check`` and the other queries run, one
per thread, never on a :class:`Resolution`."""

from __future__ import annotations

import threading

import pytest

from core.battle import Battle, BattleView
from core.dice import ScriptedSource
from core.ruleset import Action
from core.rulesets.epic20 import RULESET, consulta
from core.rulesets.epic20 import estado as st
from tests.core.rulesets.epic20.ayuda import batalla, ficha


def _duelo() -> Battle:
    return batalla({"ana": ficha(nombre="Ana"), "bruno": ficha(nombre="Bruno")}, orden=["ana", "bruno"])


def test_la_consulta_se_cierra_al_comprobar_aunque_falle(monkeypatch: pytest.MonkeyPatch) -> None:
    battle = _duelo()
    assert RULESET.check(battle.view, Action("ana", "atacar", ("bruno",))) is None
    assert consulta._CONSULTA.get() is None

    def falla(view: BattleView, action: Action) -> str | None:
        assert consulta._CONSULTA.get() is not None
        raise RuntimeError("falla")

    monkeypatch.setattr("core.rulesets.epic20.motor.por_que_no", falla)
    with pytest.raises(RuntimeError):
        RULESET.check(battle.view, Action("ana", "atacar", ("bruno",)))
    assert consulta._CONSULTA.get() is None


def test_dentro_de_una_consulta_cada_valor_se_calcula_una_vez(monkeypatch: pytest.MonkeyPatch) -> None:
    battle = _duelo()
    view = battle.view
    guardados: list[int] = []

    def lecturas(view: BattleView, action: Action) -> str | None:
        abierta = consulta._CONSULTA.get()
        assert abierta is not None and abierta[0] is view
        st.maniobras(view, "ana")
        st.maniobras(view, "ana")
        guardados.append(len(abierta[1]))
        st.maniobras(BattleView(view.state, view.combatants, view.options), "ana")  # another view: not kept
        guardados.append(len(abierta[1]))
        return None

    monkeypatch.setattr("core.rulesets.epic20.motor.por_que_no", lecturas)
    RULESET.check(view, Action("ana", "pasar"))
    assert guardados[0] == guardados[1] >= 1


def test_una_resolucion_no_abre_consulta() -> None:
    battle = _duelo()
    ctx = battle.resolution(ScriptedSource([]))
    abierta: list[tuple[BattleView, dict[tuple[object, ...], object]] | None] = []

    class Mira(type(RULESET)):  # type: ignore[misc]
        @consulta.leyendo
        def mirar(self, view: BattleView) -> None:
            abierta.append(consulta._CONSULTA.get())

    Mira().mirar(ctx)
    Mira().mirar(battle.view)
    assert abierta[0] is None
    vista = abierta[1]
    assert vista is not None and vista[0] is battle.view


def test_cada_hilo_tiene_su_consulta() -> None:
    battle = _duelo()
    view = battle.view
    vistas: dict[str, object] = {}
    dentro = threading.Event()
    sigue = threading.Event()

    class Mira(type(RULESET)):  # type: ignore[misc]
        @consulta.leyendo
        def mirar(self, view: BattleView, quien: str) -> None:
            vistas[quien] = consulta._CONSULTA.get()
            if quien == "principal":
                dentro.set()
                sigue.wait(5)

    principal = threading.Thread(target=Mira().mirar, args=(view, "principal"))
    principal.start()
    dentro.wait(5)
    otra = BattleView(view.state, view.combatants, view.options)
    Mira().mirar(otra, "otro")  # this thread opens its own query while the other one's is open
    sigue.set()
    principal.join(5)
    assert vistas["principal"][0] is view  # type: ignore[index]
    assert vistas["otro"][0] is otra  # type: ignore[index]
    assert consulta._CONSULTA.get() is None
