"""Active skills (habilidades activas): the supplementaries a fighter keeps up, what needs them, and the
preparation round's exceptions (1.3.5–1.3.6)."""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.ficha import Habilidad


def de_preparacion(view: BattleView, actor: str, skill: Habilidad) -> bool:
    """1.3.2 - skills that say they can be used in the preparation round (``preparacion``); 1.3.5 - «En la ronda de
    preparación es posible hacer uso de habilidades suplementarias que fueron necesarias para responder o ejecutar el
    ataque que dio inicio al combate. Lo mismo aplica para el uso y equipación de objetos y habilidades activas o pasivas
    que dependan de estos»: a supplementary another skill of the user ``requiere``, or a skill that depends on an
    object (``objeto``)."""
    if skill.preparacion:
        return True
    if skill.tipo == "suplementaria" and any(skill.nombre in h.requiere for h in ficha(view, actor).habilidades):
        return True
    return bool(skill.objeto) and skill.tipo != "ofensiva"


def motivo_requisitos(view: BattleView, actor: str, skill: Habilidad, *, iniciador: bool = False) -> str | None:
    """A skill that needs another one active (``requiere``) or an object equipped (``objeto``, 1.3.5).

    1.3.6 - «Un usuario que ha iniciado combate mediante el uso de una habilidad ofensiva que requiere una habilidad de
    preparación previa, puede utilizar dicha habilidad de preparación justo después del ataque»: the opening attack
    (``iniciador``) does not need it active."""
    live = view.live(actor)
    if skill.objeto and skill.objeto not in live.get("equipado", []):
        sheet = ficha(view, actor)
        if skill.objeto in sheet.objetos or any(a.nombre == skill.objeto for a in sheet.armas):
            return Refusal(
                "requisito_no_cumplido",
                tr(
                    "«{nombre}» depende de «{objeto}», que {actor} no tiene equipado (1.3.5).",
                    nombre=skill.nombre,
                    objeto=skill.objeto,
                    actor=view.name(actor),
                ),
            )
    if iniciador:
        return None
    own = {h.nombre for h in ficha(view, actor).habilidades}
    missing = [n for n in skill.requiere if n in own and n not in live.get("activas", [])]
    if missing:
        return Refusal(
            "requisito_no_cumplido",
            tr(
                "«{nombre}» requiere tener activa «{missing0}» (2.5.3.2, 1.3.6: solo el ataque que inicia el combate puede ir antes de su habilidad de preparación).",
                nombre=skill.nombre,
                missing0=missing[0],
            ),
        )
    return None


def activar(ctx: Resolution, actor: str, skill: Habilidad) -> None:
    """A supplementary skill in use stays active until the user falls (4.1.5) or a stun annuls it (11.4.1)."""
    current = list(ctx.live(actor).get("activas", []))
    if skill.tipo == "suplementaria" and skill.nombre not in current:
        ctx.set(actor, "activas", [*current, skill.nombre])


def finalizar(ctx: Resolution, cid: str, *, inconsciente: bool) -> None:
    """4.1.5 - at a fall every active skill ends (4.1.5.2: not those with ``activa_inconsciente``); 11.4.1 - a stun
    annuls the skills the user is using."""
    current = list(ctx.live(cid).get("activas", []))
    if not current:
        return
    sheet = ficha(ctx, cid)
    keep = [n for n in current if inconsciente and (h := sheet.habilidad(n)) is not None and h.activa_inconsciente]
    ctx.set(
        cid,
        "activas",
        keep,
        tr("Finalizan las habilidades activas de {cid}: {join}.", cid=ctx.name(cid), join=", ".join(current)),
    )
