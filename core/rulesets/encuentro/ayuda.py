"""Ayuda, the reaction that lends Puntos de Encuentro to an ally who is acting, for one maneuver, action or
roll: its requirement («conocer la maniobra, o tener al menos 1 nivel efectivo»), its legality and its resolution."""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.encuentro import estado, tablero
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.comunes import ACCIONES_TURNO, CON_TIRADA, entero
from core.rulesets.encuentro.tiradas import ficha, puntos_txt

VALOR_DE_ACCION = {"derribar": "atletismo", "empujar": "atletismo", "agarrar": "atletismo"}

AYUDA_SIN_PUNTOS = 1
"""«ceder puntos de encuentro» without a number: the least, one."""


def requisito_ayuda(view: BattleView, ayudante: str, receptor: str, para: str) -> str | None:
    """«debe conocer la maniobra, o tener al menos 1 nivel efectivo en la misma habilidad»; nada para atributos."""
    mia, suya = ficha(view, ayudante), ficha(view, receptor)
    if para in mia.maniobras:
        return None
    if para in ACCIONES_TURNO:
        if para not in CON_TIRADA:
            return Refusal(
                "sin_tirada", tr("«{para}» no tiene tirada: no se pueden usar Puntos de Encuentro en ella.", para=para)
            )
        habilidad = suya.nombre_valor_ataque if para == "atacar" else VALOR_DE_ACCION.get(para)
        if habilidad is None:
            return None  # Usar and Librarse: the roll is the GM's; any ally may help
    elif para in mia.valores or para in suya.valores:
        habilidad = para
    else:
        return Refusal(
            "maniobra_desconocida",
            tr(
                "{ayudante} no conoce la maniobra «{para}» (no está en sus maniobras).",
                ayudante=view.name(ayudante),
                para=para,
            ),
        )
    if mia.es_atributo(habilidad) or suya.es_atributo(habilidad):
        return None
    if mia.valor(habilidad) >= 1:
        return None
    return Refusal(
        "requisito_ayuda",
        tr(
            "{ayudante} no tiene ningún nivel en «{habilidad}» ni conoce «{para}»: su ayuda no sería efectiva.",
            ayudante=view.name(ayudante),
            habilidad=habilidad,
            para=para,
        ),
    )


def comprobar_ayuda(view: BattleView, action: Action) -> str | None:
    ayudante, receptor = action.actor, action.objetivo
    quien = view.name(ayudante)
    if receptor is None:
        return Refusal("falta_campo", tr("Ayuda necesita un «objetivo»: el aliado que está actuando."))
    if receptor not in view.allies(ayudante):
        return Refusal(
            "objetivo_no_valido", tr("{receptor} no es aliado de {quien}.", receptor=view.name(receptor), quien=quien)
        )
    if view.turn != receptor:
        return Refusal(
            "fuera_de_turno",
            tr(
                "Ayuda se presta a un aliado que esté actuando, y ahora actúa {valor}.",
                valor=view.name(view.turn) if view.turn else "nadie",
            ),
        )
    if estado.fuera(view, receptor):
        return Refusal(
            "objetivo_fuera_de_combate", tr("{receptor} está fuera de combate.", receptor=view.name(receptor))
        )
    puntos = entero(action.param("puntos", AYUDA_SIN_PUNTOS))
    if puntos is None or puntos < 1:
        return Refusal("valor_no_valido", tr("Ayuda necesita los «puntos» que se ceden (1 o más)."))
    para = action.param("para")
    if not isinstance(para, str) or not para.strip():
        return Refusal("falta_campo", tr("Ayuda necesita «para»: la maniobra, acción o tirada para la que se cede."))
    if ayudante in view.live(receptor).get("ayudado_por", []):
        return Refusal(
            "ya_ayudado",
            tr("{receptor} ya ha recibido ayuda de {quien} este turno.", receptor=view.name(receptor), quien=quien),
        )
    alcance = op.entero(view, op.ALCANCE_AYUDA)
    if alcance:
        lejos = tablero.distancia(view, tablero.posicion(view, ayudante), tablero.posicion(view, receptor))
        if lejos > alcance:
            return Refusal(
                "fuera_de_alcance",
                tr(
                    "{quien} está a {lejos} casillas de {receptor}; la distancia razonable es {alcance}.",
                    quien=quien,
                    lejos=lejos,
                    receptor=view.name(receptor),
                    alcance=alcance,
                ),
            )
    motivo = requisito_ayuda(view, ayudante, receptor, para)
    if motivo:
        return motivo
    libres = estado.puntos_libres(view, ayudante)
    if puntos > libres:
        return Refusal(
            "sin_puntos", tr("{quien} solo tiene {libres} Puntos de Encuentro para ceder.", quien=quien, libres=libres)
        )
    return None


def resolver_ayuda(ctx: Resolution, action: Action) -> None:
    ayudante, receptor = action.actor, action.objetivo
    assert receptor is not None
    puntos = int(action.param("puntos", AYUDA_SIN_PUNTOS))
    para = str(action.param("para"))
    propio = estado.puntos_libres(ctx, ayudante)
    restante = int(ctx.live(ayudante)["puntos_encuentro"]) - puntos
    ctx.set(
        ayudante,
        "puntos_encuentro",
        restante,
        tr(
            "{ayudante} cede {puntos_txt} (reserva {restante}).",
            ayudante=ctx.name(ayudante),
            puntos_txt=puntos_txt(puntos),
            restante=restante,
        ),
    )
    assert propio >= puntos
    total = int(ctx.live(receptor)["puntos_encuentro"]) + puntos
    ayudas = [*ctx.live(receptor).get("ayudas", []), {"de": ayudante, "puntos": puntos, "para": para}]
    ctx.set(receptor, "ayudas", ayudas)
    ctx.set(receptor, "ayudado_por", [*ctx.live(receptor).get("ayudado_por", []), ayudante])
    ctx.set(
        receptor,
        "puntos_encuentro",
        total,
        tr(
            "{receptor} recibe {puntos_txt} de Ayuda, solo para «{para}» este turno (reserva {total}).",
            receptor=ctx.name(receptor),
            puntos_txt=puntos_txt(puntos),
            para=para,
            total=total,
        ),
    )
