"""What ``gesta importar`` writes out in an old epic20 script whose dice used to decide what a step meant.

A step's meaning never depends on how many dice it brings. Before, three documented readings did (docs/reglas/epic20.md):

- a ``pasar`` of a moribundo that brought a die was the dying roll: it is ``tirada_moribundo``;
- a forced ``orden`` with ``dados_iniciales`` rolled the initiative anyway: it is the house rule
  ``iniciativa_con_orden_fijado``;
- an ``atacar`` in the target's own turn that brought exactly the dice of the extra attack of Ataque a fondo (and not
  those of the normal one) was the extra attack: it is ``ataque_extra: true``.

The last one depends on the fight (who used Ataque a fondo against whom, whose turn it is), so it is found by running
the script: a step refused only for its dice (``faltan_dados``/``sobran_dados``) while an extra attack waits for its
actor against its target is tried with the mark, and keeps it when it then fits its dice exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from core.battle import BattleView
from core.contract import refusal_code
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import ataque_extra
from core.runner import SCRIPT_KEYS, ScriptError, apply_step, build_battle

INICIATIVA_CON_ORDEN = "iniciativa_con_orden_fijado"
"""The house rule that rolls the initiative under a forced order (``reglas_caseras.py``)."""
POR_LOS_DADOS = ("faltan_dados", "sobran_dados")


def canonical_script(script: Mapping[str, Any], base: Path) -> tuple[dict[str, Any], list[str]]:
    """The script with what its dice used to decide written out, and one note per change."""
    out = dict(script)
    notas: list[str] = []
    if isinstance(out.get("pasos"), list):
        out["pasos"] = [_pasar_con_dados(i, p, notas) for i, p in enumerate(out["pasos"])]
    caseras = out.get("reglas_caseras") or {}
    dados = out.get("dados_iniciales")
    if (
        out.get("orden")
        and dados not in (None, [])
        and isinstance(caseras, dict)
        and INICIATIVA_CON_ORDEN not in caseras
    ):
        out["reglas_caseras"] = {**caseras, INICIATIVA_CON_ORDEN: True}
        notas.append(
            tr(
                "«orden» con «dados_iniciales»: la iniciativa se tira con esos dados con la regla casera "
                "«{regla}», que se añade a «reglas_caseras»",
                regla=INICIATIVA_CON_ORDEN,
            )
        )
    pasos, marcados = _ataques_extra(out, base)
    if marcados:
        out["pasos"] = pasos
        notas.extend(marcados)
    return out, notas


def _pasar_con_dados(indice: int, paso: Any, notas: list[str]) -> Any:
    """docs/reglas/epic20.md once read «un ``pasar`` que trae su dado» as the dying roll: it is «tirada_moribundo»."""
    if not isinstance(paso, dict) or paso.get("accion") != "pasar" or paso.get("dados") in (None, []):
        return paso
    notas.append(
        tr(
            "Paso {indice}: «pasar» con «dados» (la tirada de un moribundo) se escribe «tirada_moribundo»",
            indice=indice,
        )
    )
    return {**paso, "accion": "tirada_moribundo"}


def _ataques_extra(script: dict[str, Any], base: Path) -> tuple[list[Any], list[str]]:
    """The steps with ``ataque_extra: true`` where only their dice made them the extra attack, and the notes."""
    pasos = list(script.get("pasos") or [])
    try:
        battle, leidos = build_battle({k: v for k, v in script.items() if k in SCRIPT_KEYS}, base)
    except ScriptError:
        return pasos, []  # a script that does not start is reported by the import's own checks
    notas: list[str] = []
    for indice, paso in enumerate(leidos):
        motivo = apply_step(battle, paso)
        if motivo is None:
            continue
        if refusal_code(motivo) not in POR_LOS_DADOS or not _espera_ataque_extra(battle.view, paso):
            break  # from a refused step on, the fight is not known
        if apply_step(battle, {**paso, "ataque_extra": True}) is not None:
            break
        pasos[indice] = {**pasos[indice], "ataque_extra": True}
        notas.append(
            tr(
                "Paso {indice}: el «atacar» que traía los dados del ataque extra de Ataque a fondo en su propio "
                "turno lleva «ataque_extra»: true",
                indice=indice,
            )
        )
    return pasos, notas


def _espera_ataque_extra(view: BattleView, paso: Mapping[str, Any]) -> bool:
    """An unmarked ``atacar`` in its actor's own turn against whom left it an extra attack."""
    if "ataque_extra" in paso:
        return False
    action = Action.from_json(paso)  # canonical: ``gesta importar`` read its spellings first
    return view.turn == action.actor and ataque_extra.pendiente(view, action) is not None
