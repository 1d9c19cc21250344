"""Issue «One typed contract»: a step key no action declares, or a value of the wrong kind, stops the
script before anything runs (exit 2) with the step, the field, a stable code and the closest names.
Today's example: ``"nivell": 2`` used to resolve at level 1 (26 armour damage instead of 40)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from core import grafias
from core.contract import GENERIC_STEP_FIELDS, normalize_step
from core.rulesets.caballeros import RULESET
from core.rulesets.caballeros.acciones import ACCIONES
from core.runner import EXIT_MALFORMED, EXIT_OK, EXIT_REFUSED, run_script

RAYO = {
    "nombre": "Rayo",
    "codigos": ["R"],
    "coste": 10,
    "dano": 52,
    "niveles": [{"nombre": "Chispa", "coste": 10, "dano": 52}, {"nombre": "Trueno", "coste": 20, "dano": 80}],
}


def _guion(*pasos: dict[str, Any]) -> dict[str, Any]:
    return {
        "reglas": "caballeros",
        "combatientes": [
            {"id": "a", "ficha": {"nombre": "Alba", "poderes": [RAYO]}},
            {"id": "b", "ficha": {"nombre": "Bruno"}},
        ],
        "pasos": list(pasos),
    }


def _paso(**campos: Any) -> dict[str, Any]:
    return {"actor": "a", "accion": "poder", "poder": "Rayo", "objetivo": "b", "respuesta": "ninguna", **campos}


def test_nivel_bien_escrito_hace_40_a_la_armadura() -> None:
    code, report = run_script(_guion(_paso(nivel=2)), Path("."))
    assert code == EXIT_OK, report["error"]
    assert report["combatientes"]["b"]["armadura"] == 100 - 40


def test_nivell_se_rechaza_antes_de_empezar() -> None:
    code, report = run_script(_guion({"actor": "a", "accion": "pasar"}, _paso(nivell=2)), Path("."))
    assert code == EXIT_MALFORMED
    error = report["error"]
    assert (error["paso"], error["campo"], error["codigo"]) == (1, "nivell", "campo_desconocido")
    assert "«nivell» no es un campo de «poder»" in error["mensaje"]
    assert "¿Quisiste decir «nivel»?" in error["mensaje"]
    assert report["pasos_aplicados"] == 0


@pytest.mark.parametrize("valor", [0, -1, 501, True, [2], {"nivel": 2}, 2.5])
def test_nivel_de_otro_tipo_o_fuera_de_limites(valor: Any) -> None:
    code, report = run_script(_guion(_paso(nivel=valor)), Path("."))
    assert code == EXIT_MALFORMED
    error = report["error"]
    assert (error["paso"], error["campo"], error["codigo"]) == (0, "nivel", "valor_no_valido")
    assert "nivel" in error["mensaje"]


def test_nivel_por_un_nombre_que_no_existe() -> None:
    """``"nivel": "dos"`` is the name a level could have: the contract lets it pass; the sheet has no
    level «dos», so the step is refused with its code (exit 1), never resolved at another level."""
    code, report = run_script(_guion(_paso(nivel="dos")), Path("."))
    assert code == EXIT_REFUSED
    assert report["error"]["codigo"] == "nivel_no_valido"
    assert "«dos»" in report["error"]["mensaje"]
    code, report = run_script(_guion(_paso(nivel="Trueno")), Path("."))
    assert code == EXIT_OK and report["combatientes"]["b"]["armadura"] == 60


def test_parte_fuera_de_la_lista_y_grafias_documentadas() -> None:
    romper = {"actor": "a", "accion": "romper", "objetivo": "b"}
    code, report = run_script(_guion({**romper, "parte": "cabeza"}), Path("."))
    assert code == EXIT_MALFORMED and report["error"]["codigo"] == "valor_no_valido"
    assert "«brazos», «piernas», «costillas»" in report["error"]["mensaje"]
    code, report = run_script(_guion({**romper, "parte": "Brazo", "dados": [3]}), Path("."))
    assert code == EXIT_OK, report["error"]


def test_accion_desconocida_dice_la_mas_parecida() -> None:
    code, report = run_script(_guion({"actor": "a", "accion": "golpee", "objetivo": "b"}), Path("."))
    assert code == EXIT_MALFORMED
    assert report["error"]["codigo"] == "accion_desconocida"
    assert "«golpe»" in report["error"]["mensaje"]


def test_intervencion_con_su_nombre_del_documento() -> None:
    paso = {"actor": "a", "accion": "Intervención divina", "intervencion": "Sanación de Athena"}
    leido, notas = grafias.leer_paso("caballeros", paso, 0)
    leido, mas = normalize_step(RULESET, leido, 0)
    assert leido == {"actor": "a", "accion": "intervencion_divina", "intervencion": "sanacion_de_athena"}
    assert len(notas + mas) == 2
    problema = RULESET.step_fields("intervencion_divina")["intervencion"].problem(leido["intervencion"])  # type: ignore[index]
    assert problema is None
    code, report = run_script(_guion({**paso, "intervencion": "sanacion_athena"}), Path("."))
    assert code == EXIT_MALFORMED and "«sanacion_de_athena»" in report["error"]["mensaje"]


def test_cada_accion_declara_sus_campos() -> None:
    assert list(RULESET.step_actions()) == list(ACCIONES)
    for accion in RULESET.step_actions():
        campos = RULESET.step_fields(accion)
        assert campos is not None, accion
        assert not set(campos) & set(GENERIC_STEP_FIELDS)
        assert all(c.etiqueta for c in campos.values()), accion
    for grafia, accion in (
        ("Velocidad Luz", "velocidad_luz"),
        ("engaño", "engano"),
        ("Combo a velocidad luz", "combo_velocidad_luz"),
    ):
        assert RULESET.step_fields(grafia) is None  # the engine knows the canonical id only
        leido, _notas = grafias.leer_paso("caballeros", {"actor": "a", "accion": grafia}, 0)
        assert normalize_step(RULESET, leido, 0)[0]["accion"] == accion
    assert RULESET.step_fields("vuelo") is None
    assert set(RULESET.step_fields("poder") or {}) >= {"poder", "nivel", "accion_forzada", "objetivo_forzado"}
    assert set(RULESET.step_fields("cosmos") or {}) == {"respuesta_invocacion", "objetivo_invocacion"}


def test_forzada_no_es_un_campo_de_los_pasos() -> None:
    code, report = run_script(_guion({"actor": "a", "accion": "golpe", "objetivo": "b", "forzada": True}), Path("."))
    assert code == EXIT_MALFORMED
    assert (report["error"]["campo"], report["error"]["codigo"]) == ("forzada", "campo_desconocido")
