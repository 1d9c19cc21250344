"""Damage one hit does to its target through the defence pipeline of 9, and the record of what the hit did.

Petrification and freezing multiply a physical hit and ignore passives (11.4.12/11.4.13); the rest of the
damage spends the degradable resistances (9.2.6), the mental shield (9.7.3) and VIT."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.rulesets.umh import defensa as pipe
from core.rulesets.umh.estado import ficha
from core.rulesets.umh.estados import danar, quitar_control
from core.rulesets.umh.ficha import Habilidad, Reduccion

FAMILIAS_PETRIFICACION = frozenset({"fisica", "elemental", "energetica"})
"""11.4.12/11.4.13 - ignora defensas pasivas y reducciones de índole física, elemental y/o energética."""
MULTIPLICADOR_CONTROL = {"petrificacion": Fraction(6, 5), "congelamiento": Fraction(13, 10)}
"""11.4.12 «20% [*1.20]»; 11.4.13 «30% [*1.30]»."""


@dataclass
class Impacto:
    """What one hit did: whether it (and the rest of a combo) was cancelled, and VIT damage."""

    anulado: bool = False
    dano: int = 0


def pasivas(view: BattleView, cid: str) -> list[pipe.DefensaPasiva]:
    sheet = ficha(view, cid)
    values = view.live(cid).get("resistencias", [])
    out = []
    for index, res in enumerate(sheet.resistencias):
        value = int(values[index]) if index < len(values) else res.valor
        out.append(pipe.DefensaPasiva(value, res.dureza, res.degradable))
    return out


def reducciones(view: BattleView, cid: str) -> list[Reduccion]:
    out = list(ficha(view, cid).reducciones)
    for item in view.live(cid).get("reducciones_activas", []):
        out.append(Reduccion(indole=str(item["indole"]), porcentaje=int(item["valor"]), pasiva=False))
    return out


def recibir(
    ctx: Resolution,
    atacante: str,
    skill: Habilidad,
    objetivo: str,
    dano: Fraction,
    *,
    defensa: Fraction | None = None,
    dureza: str | None = None,
    defendibles: frozenset[str] | None = None,
    sin_mental: bool = False,
    solo_pasivas: bool = False,
) -> pipe.Resultado:
    """Damage through the pipeline onto ``objetivo``: shield, degradable resistances and VIT.

    ``solo_pasivas``: 8.2.1.4 - the half of an evasion without the reaction requirements «únicamente se puede reducir
    por resistencias pasivas (defensa pasiva y reducción)»: reductions granted by skills in use do not apply."""
    live = ctx.live(objetivo)
    indoles = list(skill.indoles)
    ignore_passive = False
    families: frozenset[str] = frozenset()
    control = live.get("control")
    own_control = ctx.option("bonificacion_petrificacion", "ataque_fisico") == "habilidad_del_control"
    if control and control["nombre"] in MULTIPLICADOR_CONTROL and "fisica" in indoles:
        if own_control:
            quitar_control(ctx, objetivo, tr("recibe un ataque de índole física (11.4.12/11.4.13)"))
        else:
            mult = MULTIPLICADOR_CONTROL[control["nombre"]]
            dano = dano * mult
            ignore_passive = True
            families = FAMILIAS_PETRIFICACION
            quitar_control(
                ctx,
                objetivo,
                tr(
                    "recibe un ataque de índole física, que hace ×{multiplicador} (11.4.12/11.4.13)",
                    multiplicador=f"{float(mult):.2f}",
                ),
            )
    elif own_control:
        causes = [e.nombre for e in skill.efectos if e.tipo == "control" and e.nombre in MULTIPLICADOR_CONTROL]
        if causes and dano > 0:
            mult = MULTIPLICADOR_CONTROL[causes[0]]
            dano = dano * mult
            ignore_passive = True
            families = FAMILIAS_PETRIFICACION
            ctx.log(
                tr(
                    "«{nombre}» ({causes0}) hace ×{float:.2f} e ignora pasivas (11.4.12/11.4.13).",
                    nombre=skill.nombre,
                    causes0=causes[0],
                    float=float(mult),
                )
            )
    sheet = ficha(ctx, objetivo)
    result = pipe.pipeline(
        dano,
        indoles,
        defensa=defensa,
        dureza_defensa=dureza,
        defendibles=defendibles,
        pasivas=pasivas(ctx, objetivo),
        reducciones=[r for r in reducciones(ctx, objetivo) if r.pasiva or not solo_pasivas],
        inmunidades=sheet.inmunidades,
        ignora=skill.ignora,
        perfora=skill.perfora,
        ignora_pasivas=ignore_passive,
        familias_sin_reduccion=families,
        reduccion_mayor=ctx.option("reduccion_varias_indoles", "reparto") == "mayor",
        escudo_mental=int(live.get("escudo_mental", 0)),
        sin_mental=sin_mental,
        inmunidad_antes=ctx.option("inmunidad_en_cadena", "final") == "antes",
        redondeo_por_paso=ctx.option("redondeo_danos", "final") == "cada_paso",
        tope_escudo=ctx.option("escudo_intrusion", "efectos") == "tope"
        and any(e.sobre == "objetivo" for e in skill.efectos),
    )
    if result.resistencias != list(live.get("resistencias", [])):
        spent = sum(int(a) - int(b) for a, b in zip(live.get("resistencias", []), result.resistencias, strict=False))
        ctx.set(
            objetivo,
            "resistencias",
            result.resistencias,
            tr(
                "{spent} de daño pasa a las resistencias degradables de {objetivo} (9.2.6): {resistencias}.",
                spent=spent,
                objetivo=ctx.name(objetivo),
                resistencias=result.resistencias,
            ),
        )
    if result.escudo:
        shield = max(0, int(live["escudo_mental"]) - result.escudo)
        ctx.set(
            objetivo,
            "escudo_mental",
            shield,
            tr(
                "El escudo mental de {objetivo} absorbe {escudo} (queda {shield}, 9.7.3).",
                objetivo=ctx.name(objetivo),
                escudo=result.escudo,
                shield=shield,
            ),
        )
    danar(ctx, objetivo, result.dano, no_regenerable=result.no_regenerable)
    if result.dano == 0 and not result.escudo:
        ctx.log(tr("{objetivo} no recibe daño de «{nombre}».", objetivo=ctx.name(objetivo), nombre=skill.nombre))
    return result
