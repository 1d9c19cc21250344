"""A GM's hand on a UMH fight: the declared conditions applied and removed through the engine's own states (11.4, 11.5),
and the live values set by hand with the consequences the rules give (VIT 0 is a fall, 4.1.1.2)."""

from __future__ import annotations

from core.battle import BattleView, IllegalAction, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import ActiveCondition, JsonValue
from core.rulesets.umh import catalogo, final
from core.rulesets.umh.condiciones_declaradas import CONDICIONES, CONTROLES
from core.rulesets.umh.estado import pa_por_ronda
from core.rulesets.umh.estados import aplicar_control, aplicar_estado, caer, quitar_control, quitar_estado
from core.rulesets.umh.mapa import agrandar, leer_casilla, ocupadas
from core.rulesets.umh.turnos import terminar_turno

CONTROL_SIN_DURACION = 1
"""A control applied by hand without a length lasts 1 general action: the base of 11.6.2 («de manera base el choque
por colisión genera una acción de aturdimiento») and of 7.1.1.6 (1 acción de parálisis)."""
PERMANENTES = frozenset(c.id for c in CONDICIONES if c.duracion in ("permanente", "hasta_levantarse"))
"""Derribo (until *Levantarse*, 11.5.2) and the amputations (11.5.5) take no length."""


def activas(view: BattleView, cid: str) -> list[ActiveCondition]:
    live = view.live(cid)
    out: list[ActiveCondition] = []
    control = live.get("control")
    if control is not None and control.get("nombre") in CONTROLES:
        out.append(ActiveCondition(str(control["nombre"]), int(control["duracion"])))
    for nombre, data in (live.get("estados") or {}).items():
        if any(c.id == nombre for c in CONDICIONES) and nombre not in CONTROLES:
            left = data.get("duracion")
            out.append(ActiveCondition(nombre, None if left is None else int(left)))
    return out


def aplicar(ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
    live = ctx.live(cid)
    if not live.get("activo"):
        raise IllegalAction(Refusal("fuera_del_combate", tr("{cid} no está en el combate.", cid=ctx.name(cid))))
    name = catalogo.nombre_estado(condicion)
    if condicion in CONTROLES:
        current = live.get("control")
        if current is not None:
            raise IllegalAction(
                Refusal(
                    "ya_tiene_control",
                    tr(
                        "{cid} ya sufre {nombre_estado}: no se puede poseer más de un control de masas al mismo tiempo (11.5.18).",
                        cid=ctx.name(cid),
                        nombre_estado=catalogo.nombre_estado(current["nombre"]),
                    ),
                )
            )
        if live.get("inmune_control"):
            raise IllegalAction(
                Refusal(
                    "inmune_a_controles",
                    tr(
                        "{cid} no puede verse afectado por un control de masas hasta contar con un turno activo libre de estos (11.5.16).",
                        cid=ctx.name(cid),
                    ),
                )
            )
        aplicar_control(ctx, cid, condicion, duracion or CONTROL_SIN_DURACION, "", "")
        seguir(ctx)
        return
    if condicion in PERMANENTES:
        duracion = None
    elif duracion is None and condicion == "mojado":
        duracion = int(ctx.option("duracion_mojado", 3))  # 7.1.1.4 gives none: the house rule's length
    old = (live.get("estados") or {}).get(condicion)
    if old is not None and (old.get("duracion") is None or duracion is None or int(old["duracion"]) >= duracion):
        raise IllegalAction(
            Refusal(
                "estado_repetido",
                tr(
                    "{cid} ya sufre {name}: un mismo jugador no puede tener dos estados idénticos simultáneamente (11.5.15).",
                    cid=ctx.name(cid),
                    name=name,
                ),
            )
        )
    aplicar_estado(ctx, cid, condicion, duracion, "")
    seguir(ctx)


def quitar(ctx: Resolution, cid: str, condicion: str) -> None:
    """A control removed by hand is «eliminado» (11.5.16: immune until a free turn); derribo removed = on his feet."""
    if condicion in CONTROLES:
        quitar_control(ctx, cid, tr("lo quita el máster"))
    else:
        quitar_estado(ctx, cid, condicion, tr("lo quita el máster"))


def fijar(ctx: Resolution, cid: str, key: str, value: JsonValue) -> None:
    live = ctx.live(cid)
    if key in ("vit", "pa", "vel") and not live.get("activo"):
        raise IllegalAction(
            Refusal(
                "fuera_del_combate",
                tr(
                    "{cid} no está en el combate: su {upper} ya no cambia (deshaz el paso si fue un error).",
                    cid=ctx.name(cid),
                    upper=key.upper(),
                ),
            )
        )
    if key == "vit":
        _vit(ctx, cid, int(value))
    elif key == "pa":
        top = pa_por_ronda(ctx) + int(live.get("pa_recuperados", 0))
        if int(value) > top:
            raise IllegalAction(
                Refusal(
                    "valor_no_valido",
                    tr(
                        "«Puntos de acción» debe ser como máximo {top}: los PA de la ronda (3.1) más los recuperados (1.2.6.2).",
                        top=top,
                    ),
                )
            )
        ctx.set(cid, "pa", int(value))
    elif key == "vel":
        total = int(live["vel_total"])
        if int(value) > total:
            raise IllegalAction(
                Refusal(
                    "valor_no_valido", tr("«Velocidad» debe ser como máximo {total}, su velocidad total.", total=total)
                )
            )
        ctx.set(cid, "vel_gastada", total - int(value))
        ctx.set(cid, "vel", int(value))
    elif key == "tamano":
        agrandar(ctx, cid, int(value))
    elif key == "casilla":
        _casilla(ctx, cid, value)
    else:
        ctx.set(cid, key, value)


def _vit(ctx: Resolution, cid: str, vit: int) -> None:
    live = ctx.live(cid)
    top = int(live["vit_max"])
    if vit > top:
        raise IllegalAction(
            Refusal(
                "valor_no_valido",
                tr("«Vitalidad» debe ser como máximo {top}, la VIT total de {cid}.", top=top, cid=ctx.name(cid)),
            )
        )
    lower = vit < int(live["vit"])
    ctx.set(cid, "vit", vit)
    control = live.get("control")
    if lower and control is not None and control["nombre"] == "dormido":
        quitar_control(ctx, cid, tr("11.4.1.2 - recibe daño y despierta"))
    if vit == 0:
        caer(ctx, cid)
    seguir(ctx)


def _casilla(ctx: Resolution, cid: str, value: JsonValue) -> None:
    square = leer_casilla(value)
    if square is None or ctx.live(cid).get("casilla") is None:
        raise IllegalAction(
            Refusal("casilla_no_valida", tr("{cid} no tiene casilla en el mapa (ajuste «mapa»).", cid=ctx.name(cid)))
        )
    if square in ocupadas(ctx, cid):
        raise IllegalAction(
            Refusal(
                "casilla_no_valida",
                tr("La casilla [{square0}, {square1}] está ocupada.", square0=square[0], square1=square[1]),
            )
        )
    ctx.set(cid, "casilla", [square[0], square[1]])


def seguir(ctx: Resolution) -> None:
    """After an action, and after a change by hand: the end of the fight closes the turn; a turn-holder who is out
    of the fight (4.1.1) gives way to the next."""
    turn = ctx.turn
    if final.resultado(ctx) is not None:
        if ctx.state.get("turno") is not None:
            ctx.set_global("turno", None, tr("Fin del combate."))
    elif turn is not None and not ctx.live(turn).get("activo") and ctx.state.get("fase") == "combate":
        terminar_turno(ctx)
