"""Limits the text gives to attacks on several targets and to attacks with powers a character cannot use now.

The step lists the targets (who is inside a template is the GM's call); the engine enforces what the text counts:
- «Ataque de ráfaga»: «hacer un ataque a hasta tres enemigos diferentes dentro de un área con forma de cono»: at most
  three, all different and all enemies;
- areas: one roll per target, so the same target is not listed twice; «Ataque especial de área circular, cuerpo a
  cuerpo … El personaje no resulta afectado» and the mental/emotional/terror circles «alrededor del poseedor»: the
  attacker is never one of the targets;
- Ataque doble: «2 ataques … a dos objetivos diferentes o al mismo» (checked in ``legalidad``).
"""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st


def por_que_no(view: BattleView, action: Action, ataque: derivados.Ataque, base: str | None) -> str | None:
    actor = action.actor
    objetivos = list(action.objetivos)
    if actor in objetivos:
        if ataque.area:
            return Refusal(
                "objetivo_no_valido",
                tr("El personaje no resulta afectado por su propio ataque de área: no puede ser uno de los objetivos."),
            )
        return Refusal("objetivo_no_valido", tr("Un personaje no se ataca a sí mismo."))
    varios = len(objetivos) > 1 and base != "Ataque doble"
    if varios and len(set(objetivos)) < len(objetivos):
        return Refusal(
            "objetivo_no_valido",
            tr("Un ataque a varios objetivos alcanza a cada uno una sola vez: hay un objetivo repetido."),
        )
    if varios and ataque.rafaga and not ataque.area:
        aliados = [view.name(o) for o in objetivos if view.side(o) == view.side(actor)]
        if aliados:
            return Refusal(
                "objetivo_no_valido",
                tr(
                    "El cono de «Ataque de ráfaga» alcanza a enemigos diferentes, no a {lista}.",
                    lista=", ".join(aliados),
                ),
            )
    if ataque.poder is not None and st.sin_poderes(view, actor):
        return Refusal(
            "estado_no_permite",
            tr(
                "{actor} está sin su forma con superpoderes: no puede usar «{poder}» («adoptar_forma», una acción de movimiento).",
                actor=view.name(actor),
                poder=ataque.poder,
            ),
        )
    if ataque.poder == "Crecer" and st.tiene_estado(view, actor, "disminuido"):
        return Refusal(
            "estado_no_permite", tr("{actor} está disminuido: no puede atacar con Crecer.", actor=view.name(actor))
        )
    return None
