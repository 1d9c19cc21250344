"""A step's meaning never depends on how many dice it brings (issue 13 §4).

Three readings used to count the dice a written step brought; each is now an explicit action, field or house rule:

- the dying roll is ``tirada_moribundo`` (a ``pasar`` never rolls: FAQ «¿Cómo muere?», «Pierde 1 punto de vida cada
  turno a menos que saque una tirada de 10+»);
- the initiative under a forced ``orden`` is rolled only with the house rule ``iniciativa_con_orden_fijado``
  (INICIATIVA: «Se calcula con 1d20 + Agilidad (0, 1/2 o 1) * nivel»);
- the extra attack of Ataque a fondo written first in the target's own turn carries ``ataque_extra: true`` (MANIOBRAS
  DE COMBATE, Ataque a fondo: «gana además un ataque extra contra él ese turno, sin la Superioridad que le conferiría
  esta maniobra»).

Each explicit form gives the rules' result (the hand-worked goldens), one die more or fewer is refused
(``sobran_dados`` / ``faltan_dados``) instead of changing what the step means, and ``gesta importar`` writes the old
documented forms out.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from core import battle as battle_mod
from core.importar import import_file
from core.rulesets.epic20 import RULESET
from core.runner import EXIT_MALFORMED, EXIT_OK, EXIT_REFUSED, apply_step, build_battle, run_script
from tests.conftest import REPO

GOLDEN = REPO / "tests" / "golden" / "epic20"
MORIBUNDO = "verificacion3_moribundo_pasa_con_dado"  # Bruno at -1 PV after step 0; step 1 is his dying roll [6]
ORDEN_Y_DADOS = "ciega_forma_orden_y_dados"  # a forced order with dados_iniciales [3, 18]
DUELO_A_FONDO = "quinta_ataque_a_fondo_duelo_en_los_dos_ordenes"  # step 1: Bruno's extra attack [12], in his turn


def _golden(nombre: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN / f"{nombre}.json").read_text(encoding="utf-8"))
    return data


def _run(data: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    guion = {k: v for k, v in copy.deepcopy(data).items() if k != "esperado"}
    return run_script(guion, GOLDEN)


def _con_paso(data: dict[str, Any], indice: int, **cambios: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    paso = {**out["pasos"][indice], **cambios}
    out["pasos"][indice] = {k: v for k, v in paso.items() if v is not None}
    return out


def _importar(tmp_path: Path, data: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    archivo = tmp_path / "viejo.json"
    archivo.write_text(json.dumps({k: v for k, v in data.items() if k != "esperado"}, ensure_ascii=False), "utf-8")
    resultado = import_file(archivo, write=False)
    assert resultado.problemas == []
    datos: dict[str, Any] = resultado.datos
    return datos, resultado.cambios


def _cumple(informe: dict[str, Any], esperado: dict[str, Any]) -> None:
    gente = esperado.get("combatientes", {k: v for k, v in esperado.items() if k != "ganador"})
    for cid, valores in gente.items():
        for clave, valor in valores.items():
            assert informe["combatientes"][cid][clave] == valor, (cid, clave)
    if "ganador" in esperado:
        assert informe["resultado"]["ganador"] == esperado["ganador"]


# -- the kernel no longer counts a step's dice ----------------------------------------------------


def test_la_resolucion_no_cuenta_los_dados_del_paso() -> None:
    assert not hasattr(battle_mod.Resolution, "scripted_dice_left")
    assert not hasattr(battle_mod.Resolution, "has_scripted_dice")


# -- the dying roll: «tirada_moribundo» ------------------------------------------------------------


def test_la_tirada_de_moribundo_explicita_da_el_resultado_de_la_regla() -> None:
    """FAQ «¿Cómo muere?»: under 10 he loses 1 PV (−2 = −nivel: dead); 10+ loses nothing; 16+ stabilises."""
    data = _golden(MORIBUNDO)
    assert data["pasos"][1]["accion"] == "tirada_moribundo"
    codigo, informe = _run(data)
    assert codigo == EXIT_OK, informe["error"]
    _cumple(informe, data["esperado"])
    codigo, informe = _run(_con_paso(data, 1, dados=[12]))
    assert codigo == EXIT_OK and informe["combatientes"]["bruno"]["puntos_vida"] == -1
    codigo, informe = _run(_con_paso(data, 1, dados=[16]))
    assert codigo == EXIT_OK and "estabilizado" in informe["combatientes"]["bruno"]["estados"]


@pytest.mark.parametrize(
    ("cambios", "motivo"),
    [
        ({"accion": "pasar"}, "sobran_dados"),  # the old spelling: a «pasar» never rolls, its die is left over
        ({"dados": []}, "faltan_dados"),
        ({"dados": [6, 12]}, "sobran_dados"),
    ],
)
def test_un_dado_de_mas_o_de_menos_en_la_tirada_de_moribundo_se_rechaza(cambios: dict[str, Any], motivo: str) -> None:
    codigo, informe = _run(_con_paso(_golden(MORIBUNDO), 1, **cambios))
    assert codigo == EXIT_REFUSED
    assert (informe["error"]["paso"], informe["error"]["codigo"]) == (1, motivo)
    bruno = informe["combatientes"]["bruno"]
    assert bruno["puntos_vida"] == -1 and "moribundo" in bruno["estados"]  # the step changed nothing


def test_un_pasar_sin_dados_del_moribundo_no_hace_nada() -> None:
    codigo, informe = _run(_con_paso(_golden(MORIBUNDO), 1, accion="pasar", dados=None))
    assert codigo == EXIT_OK, informe["error"]
    assert informe["combatientes"]["bruno"]["puntos_vida"] == -1
    assert "Bruno está moribundo y no hace su tirada." in informe["registro"]


def test_importar_escribe_el_pasar_con_dado_como_tirada_de_moribundo(tmp_path: Path) -> None:
    data = _golden(MORIBUNDO)
    datos, cambios = _importar(tmp_path, _con_paso(data, 1, accion="pasar"))
    assert datos["pasos"][1] == {"actor": "bruno", "accion": "tirada_moribundo", "dados": [6]}
    assert "Paso 1: «pasar» con «dados» (la tirada de un moribundo) se escribe «tirada_moribundo»" in cambios
    codigo, informe = _run(datos)
    assert codigo == EXIT_OK, informe["error"]
    _cumple(informe, data["esperado"])


# -- the initiative under a forced order: house rule «iniciativa_con_orden_fijado» ----------------


def test_la_regla_casera_tira_la_iniciativa_con_el_orden_fijado() -> None:
    """1d20 + Agilidad × nivel: 3 + 1 × 8 = 11 and 18 + ½ × 8 = 22, shown in ``iniciativa``; the forced order stands
    (b rolled higher and still acts second)."""
    data = _golden(ORDEN_Y_DADOS)
    assert data["reglas_caseras"] == {"iniciativa_con_orden_fijado": True}
    battle, pasos = build_battle({k: v for k, v in data.items() if k != "esperado"}, GOLDEN)
    assert (battle.live_values("a")["iniciativa"], battle.live_values("b")["iniciativa"]) == (11, 22)
    assert battle.state["orden"] == ["a", "b"] and battle.state["turno"] == "a"
    assert all(apply_step(battle, p) is None for p in pasos)
    assert battle.live_values("b")["defensa"] == data["esperado"]["combatientes"]["b"]["defensa"]


def test_sin_la_regla_casera_el_orden_fijado_no_tira_iniciativa() -> None:
    data = _golden(ORDEN_Y_DADOS)
    data.pop("reglas_caseras")
    codigo, informe = _run(data)
    assert codigo == EXIT_MALFORMED
    assert informe["error"]["codigo"] == "sobran_dados"  # its dice are left over: they do not decide anything
    data.pop("dados_iniciales")
    codigo, informe = _run(data)
    assert codigo == EXIT_OK, informe["error"]
    assert "iniciativa" not in informe["combatientes"]["a"]


def test_con_la_regla_casera_falta_un_dado_de_iniciativa() -> None:
    data = _golden(ORDEN_Y_DADOS)
    data["dados_iniciales"] = [3]
    codigo, informe = _run(data)
    assert codigo == EXIT_MALFORMED
    assert "Faltan dados" in informe["error"]["mensaje"]


def test_importar_anade_la_regla_casera_al_orden_con_dados(tmp_path: Path) -> None:
    data = _golden(ORDEN_Y_DADOS)
    data.pop("reglas_caseras")
    datos, cambios = _importar(tmp_path, data)
    assert datos["reglas_caseras"] == {"iniciativa_con_orden_fijado": True}
    assert any("iniciativa_con_orden_fijado" in c for c in cambios)
    codigo, informe = _run(datos)
    assert codigo == EXIT_OK, informe["error"]
    assert informe["combatientes"]["a"]["iniciativa"] == 11


def test_la_regla_casera_esta_declarada_y_publicada() -> None:
    regla = next(r for r in RULESET.house_rules() if r.id == "iniciativa_con_orden_fijado")
    assert regla.default is False and regla.opciones == (True, False)
    esquema = json.loads((REPO / "docs" / "esquemas" / "guion-epic20.schema.json").read_text(encoding="utf-8"))
    assert "iniciativa_con_orden_fijado" in json.dumps(esquema)


# -- the extra attack of Ataque a fondo: «ataque_extra: true» -------------------------------------


def test_el_ataque_extra_marcado_da_el_resultado_de_la_regla() -> None:
    """R1: Bruno's extra attack [12] (no Superioridad: 20 vs 14, 1 PV), then his normal one [5, 11]."""
    data = _golden(DUELO_A_FONDO)
    assert data["pasos"][1]["ataque_extra"] is True
    codigo, informe = _run(data)
    assert codigo == EXIT_OK, informe["error"]
    _cumple(informe, data["esperado"])


@pytest.mark.parametrize(
    ("cambios", "motivo"),
    [
        ({"ataque_extra": None}, "faltan_dados"),  # unmarked it is the normal attack: 2 dice with the Superioridad
        ({"dados": [12, 5]}, "sobran_dados"),  # the extra attack has no Superioridad: one die
        ({"dados": []}, "faltan_dados"),
    ],
)
def test_un_dado_de_mas_o_de_menos_en_el_ataque_extra_se_rechaza(cambios: dict[str, Any], motivo: str) -> None:
    codigo, informe = _run(_con_paso(_golden(DUELO_A_FONDO), 1, **cambios))
    assert codigo == EXIT_REFUSED
    assert (informe["error"]["paso"], informe["error"]["codigo"]) == (1, motivo)
    assert informe["combatientes"]["ana"]["puntos_vida"] == 4  # nothing happened to Ana


def test_sin_marca_y_con_dos_dados_es_el_ataque_normal() -> None:
    """Unmarked, in his own turn, it is the normal attack (Superioridad: best of [5, 11]); the extra may follow."""
    data = _con_paso(_golden(DUELO_A_FONDO), 1, ataque_extra=None, dados=[5, 11])
    data["pasos"][2] = {**data["pasos"][2], "dados": [12]}
    data["pasos"] = data["pasos"][:3]
    battle, pasos = build_battle({k: v for k, v in data.items() if k != "esperado"}, GOLDEN)
    assert apply_step(battle, pasos[0]) is None and apply_step(battle, pasos[1]) is None
    assert battle.live_values("ana")["puntos_vida"] == 3 and battle.state["turno"] == "ana"
    assert apply_step(battle, pasos[2]) is None  # the extra attack right after his turn ended by itself
    assert battle.live_values("ana")["puntos_vida"] == 2


def test_la_ventana_de_batalla_ofrece_el_campo_ataque_extra() -> None:
    data = _golden(DUELO_A_FONDO)
    battle, pasos = build_battle({k: v for k, v in data.items() if k != "esperado"}, GOLDEN)
    atacar = [o for o in battle.legal_actions("bruno") if o.accion == "atacar"]
    assert all("ataque_extra" not in o.campos for o in atacar)
    assert apply_step(battle, pasos[0]) is None
    atacar = [o for o in battle.legal_actions("bruno") if o.accion == "atacar"]
    assert atacar and all(o.campos["ataque_extra"] == (False, True) for o in atacar)


def test_importar_marca_el_ataque_extra_que_decidian_los_dados(tmp_path: Path) -> None:
    data = _golden(DUELO_A_FONDO)
    datos, cambios = _importar(tmp_path, _con_paso(data, 1, ataque_extra=None))
    assert datos["pasos"][1]["ataque_extra"] is True
    assert [c for c in cambios if "ataque_extra" in c] == [
        "Paso 1: el «atacar» que traía los dados del ataque extra de Ataque a fondo en su propio turno lleva "
        "«ataque_extra»: true"
    ]
    assert all("ataque_extra" not in p for i, p in enumerate(datos["pasos"]) if i != 1)
    codigo, informe = _run(datos)
    assert codigo == EXIT_OK, informe["error"]
    _cumple(informe, data["esperado"])
