"""What the battle window offers: the step fields with a finite set of values and every reaction as an option."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView
from core.i18n import tr
from core.ruleset import Action, JsonValue, ReactionOption
from core.rulesets.umh import reacciones as rx
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.mapa import anillo, casilla, ocupadas


def destinos(view: BattleView, actor: str) -> tuple[JsonValue, ...]:
    """With the map: the free squares ``desplazarse`` can reach with the speed left (2.3.2.1), nearest first."""
    origin = casilla(view, actor)
    if origin is None:
        return ()
    taken = ocupadas(view, actor)
    speed = int(view.live(actor).get("vel", 0))
    return tuple([sq[0], sq[1]] for r in range(1, speed + 1) for sq in anillo(origin, r) if sq not in taken)


def campos_habilidad(view: BattleView, actor: str, skill: Habilidad) -> dict[str, tuple[JsonValue, ...]]:
    """Step fields of a skill with a finite set of values: ``detectado`` against a hidden opponent (11.5.13),
    ``colision_con`` and ``acompanantes`` for a collision (11.6)."""
    campos: dict[str, tuple[JsonValue, ...]] = {}
    if any("ocultamiento" in view.live(c).get("estados", {}) for c in view.enemies(actor)):
        campos["detectado"] = (False, True)
    if any(e.tipo == "colision" for e in skill.efectos):
        others = tuple(c for c in view.ids if c != actor and view.live(c).get("activo"))
        campos["colision_con"] = ("", *others)
        campos["acompanantes"] = (False, True)
    weapons = ficha(view, actor).armas
    if skill.con_arma is True and len(weapons) > 1:
        campos["arma"] = tuple(w.nombre for w in weapons)  # 12.3 - the weapon whose additional effects apply
    return campos


def reacciones(view: BattleView, action: Action, skill: Habilidad, objetivo: str | None = None) -> list[ReactionOption]:
    """Every reaction of every target (only ``objetivo``'s when given): with several targets each answer is
    ``{id: respuesta}`` (the others receive), so that every option is a complete ``respuesta`` for the step."""
    targets = [t for t in (action.objetivos or (action.actor,)) if t in view.combatants]
    out: list[ReactionOption] = []
    for target in [t for t in targets if objetivo is None or t == objetivo]:
        for option in _de_un_objetivo(view, action, skill, target):
            if len(targets) > 1:
                option = ReactionOption(
                    {target: option.respuesta},
                    f"{view.name(target)}: {option.etiqueta}",
                    option.legal,
                    option.motivo,
                    detalle=option.detalle,
                    probabilidad=option.probabilidad,
                )
            out.append(option)
    return out


def _de_un_objetivo(view: BattleView, action: Action, skill: Habilidad, target: str) -> list[ReactionOption]:
    out: list[ReactionOption] = []
    for basic in rx.BASICAS:
        reason = rx.motivo(view, action.actor, skill, target, rx.leer(basic, target))
        label = tr("Recibir la habilidad") if basic == "ninguna" else "RESISTIR"
        detail, chance = "", None
        if basic == "resistir" and reason is None:
            mine, other = int(view.live(target)["vol"]), int(view.live(action.actor)["vol"])
            works = view.option("resistir", "vol") == "siempre" or mine >= other
            detail = (
                tr("VOL {mia} contra VOL {otra}: resiste (regla casera «resistir»)", mia=mine, otra=other)
                if works
                else tr("VOL {mia} contra VOL {otra}: no resiste (regla casera «resistir»)", mia=mine, otra=other)
            )
            chance = 1.0 if works else 0.0
        out.append(ReactionOption(basic, label, reason is None, reason or "", detalle=detail, probabilidad=chance))
    defenders = [target] + [c for c in view.allies(target) if view.live(c).get("activo")]
    if skill.tipo == "suplementaria":
        defenders = [c for c in view.enemies(action.actor) if view.live(c).get("activo")]
    for defender in defenders:
        for own in ficha(view, defender).habilidades:
            if own.tipo != "defensiva":
                continue
            answer: dict[str, Any] = {"habilidad": own.nombre}
            if defender != target or skill.tipo == "suplementaria":
                answer["defensor"] = defender
            if defender == target:
                label = f"{own.nombre} ({own.coste_pa} PA)"
            else:  # 8.1.1.3.1: a defence that protects an ally, answered by the ally who has it
                label = tr(
                    "{defensor} le defiende con «{nombre}» ({coste_pa} PA)",
                    defensor=view.name(defender),
                    nombre=own.nombre,
                    coste_pa=own.coste_pa,
                )
            for variant, extra in _variantes(view, action, defender, own, answer):
                if skill.golpes > 1:  # 8.1.1.1.1: each hit is answered on its own; this one answers the first
                    variant, extra = [variant, *["ninguna"] * (skill.golpes - 1)], extra + tr(" (primer golpe)")
                reason = rx.motivo(view, action.actor, skill, target, rx.leer(variant, target))
                out.append(
                    ReactionOption(
                        variant,
                        label + extra,
                        reason is None,
                        reason or "",
                        detalle=_detalle_defensa(view, defender, own, skill),
                    )
                )
    return out


def _variantes(
    view: BattleView, action: Action, defender: str, own: Habilidad, answer: dict[str, Any]
) -> list[tuple[JsonValue, str]]:
    """8.2.5.2 - a reflection may return the skill to any opponent of the defender: one option each.
    8.2.2.4 - the attacker may react to an anticipation (not with another one, 8.2.2.4.1): one option each."""
    out: list[tuple[JsonValue, str]] = [(answer, "")]
    if own.variacion == "reflexion":
        others = [c for c in view.enemies(defender) if c != action.actor and view.live(c).get("activo")]
        out += [({**answer, "reflejar_a": c}, f" → {view.name(c)}") for c in others]
    if own.variacion == "evasion" and view.live(defender).get("casilla") is not None:
        # 8.2.1.3 - with the map, the nearest free squares out of the range (the speed needed, no more)
        skill = ficha(view, action.actor).habilidad(str(action.param("habilidad")))
        if skill is not None:
            speed = int(view.live(defender).get("vel", 0))
            for sq in rx.salidas(view, action.actor, skill, defender, speed):
                out.append(({**answer, "hacia": [sq[0], sq[1]]}, f" → [{sq[0]}, {sq[1]}]"))
    if own.variacion == "anticipacion":
        for mine in ficha(view, action.actor).habilidades:
            if (
                mine.tipo == "defensiva"
                and mine.variacion != "anticipacion"
                and mine.nombre != action.param("habilidad")
            ):
                out.append(
                    (
                        {**answer, "respuesta": mine.nombre},
                        tr("; {actor} responde con {nombre}", actor=view.name(action.actor), nombre=mine.nombre),
                    )
                )
    return out


def detalle(skill: Habilidad) -> str:
    parts = [skill.tipo, "/".join(skill.indoles)]
    if skill.dano:
        parts.append(tr("daño {dano}", dano=skill.dano))
    if skill.golpes > 1:
        parts.append(tr("combo de {golpes}", golpes=skill.golpes))
    if skill.enfriamiento:
        parts.append(f"TR {skill.enfriamiento}")
    return ", ".join(parts)


def _detalle_defensa(view: BattleView, defender: str, own: Habilidad, attack: Habilidad) -> str:
    var = (own.variacion or "").replace("_", " ")
    if own.variacion == "evasion":
        full = rx.evasion_completa(view, defender, attack)
        return (
            tr("{variacion}: evita todo", variacion=var)
            if full
            else tr("{variacion}: sin los requisitos de reacción entra el 50 % (8.2.1.4)", variacion=var)
        )
    if own.variacion in ("defensa_interna", "defensa_externa", "contraataque"):
        hard = tr(", dureza {dureza}", dureza=own.dureza) if own.dureza else ""
        return f"{var}: {own.defensa or own.dano}{hard}"
    return var
