"""The epic20 actions: one handler per action id (``core.handlers``), its own check and how it changes the battle.

``Epic20.check`` first asks ``legalidad.comun`` what is common to every action (whose turn it is, the actor's
state, the actions of the turn left); ``Epic20.resolve`` first spends the actions the step costs. Then both go to
the action's handler here, and only here: an id with no handler is ``accion_desconocida``.
"""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.handlers import Handler, Handlers, ResolveFn
from core.ruleset import Action
from core.rulesets.epic20 import complicacion_activada, formas, legalidad, poder_ganado, resolver_ataque
from core.rulesets.epic20 import especiales as esp
from core.rulesets.epic20 import resolver_acciones as ra

sin_mas = legalidad.sin_mas


def _especial(resolve: ResolveFn) -> ResolveFn:
    """A special action (``especiales``): one that spends the standard action marks that it did."""

    def resolver(ctx: Resolution, action: Action) -> None:
        resolve(ctx, action)
        if "estandar" in esp.coste(ctx, action):
            ctx.set(action.actor, "hizo_estandar", True)

    return resolver


ACCIONES = Handlers(
    [
        Handler("atacar", legalidad.por_que_no_atacar, resolver_ataque.atacar),
        Handler("mover", sin_mas, ra.mover),
        Handler("usar_objeto", sin_mas, ra.usar_objeto),
        Handler("comunicar", sin_mas, ra.comunicar),
        Handler("accion_libre", sin_mas, ra.accion_libre),
        Handler("levantarse", legalidad.por_que_no_levantarse, ra.levantarse),
        Handler("mantener", legalidad.por_que_no_mantener, ra.mantener),
        Handler("liberarse", legalidad.por_que_no_liberarse, ra.liberarse),
        Handler("recoger_arma", legalidad.por_que_no_recoger_arma, ra.recoger_arma),
        Handler("reactivar_equipo", legalidad.por_que_no_reactivar_equipo, ra.reactivar_equipo),
        Handler("regenerar", sin_mas, ra.regenerar),
        Handler("defensa_total", sin_mas, ra.defensa_total),
        Handler("defensa_a_la_carrera", sin_mas, ra.defensa_a_la_carrera),
        Handler("parada", sin_mas, ra.parada),
        Handler("esquiva", sin_mas, ra.esquiva),
        Handler("interponerse", legalidad.con_objetivo, ra.interponerse),
        Handler("retrasar", legalidad.con_objetivo, ra.retrasar),
        Handler("apuntar", legalidad.con_objetivo, ra.apuntar),
        Handler("estudiar_objetivo", legalidad.con_objetivo, ra.estudiar_objetivo),
        Handler("mostrar_punto_debil", legalidad.por_que_no_mostrar_punto_debil, ra.mostrar_punto_debil),
        Handler("trabajo_en_equipo", legalidad.por_que_no_trabajo_en_equipo, ra.trabajo_en_equipo),
        Handler("inspirar", legalidad.por_que_no_inspirar, ra.inspirar),
        Handler("usar_punto_heroe", legalidad.por_que_no_usar_punto_heroe, ra.usar_punto_heroe),
        Handler("tirada_moribundo", legalidad.por_que_no_tirada_moribundo, ra.tirada_moribundo),
        Handler("pasar", sin_mas, ra.pasar),
        Handler("ataque_defensivo", legalidad.por_que_no_ataque_defensivo, resolver_ataque.ataque_defensivo),
        Handler("luchar_a_ciegas", esp.por_que_no_luchar_a_ciegas, _especial(esp.luchar_a_ciegas)),
        Handler("curar", esp.por_que_no_curar, _especial(esp.curar)),
        Handler("motivar", esp.por_que_no_motivar, _especial(esp.motivar)),
        Handler("provocar_ataque", esp.por_que_no_provocar_ataque, _especial(esp.provocar_ataque)),
        Handler("activar_hechizo", esp.por_que_no_activar_hechizo, _especial(esp.activar_hechizo)),
        Handler("mantener_distancia", esp.por_que_no_mantener_distancia, _especial(esp.mantener_distancia)),
        Handler("convertirse_en_gas", esp.por_que_no_convertirse_en_gas, _especial(esp.convertirse_en_gas)),
        Handler("crecer", formas.por_que_no_cambiar_tamano, _especial(formas.crecer)),
        Handler("disminuirse", formas.por_que_no_cambiar_tamano, _especial(formas.disminuirse)),
        Handler("adoptar_forma", formas.por_que_no_adoptar_forma, _especial(formas.adoptar_forma)),
        Handler("desenfundar", sin_mas, _especial(formas.desenfundar)),
        Handler(
            "activar_complicacion",
            formas.por_que_no_activar_complicacion,
            _especial(complicacion_activada.activar_complicacion),
        ),
        Handler("cambiar_sustancia", formas.por_que_no_cambiar_sustancia, _especial(formas.cambiar_sustancia)),
        Handler("ganar_poder", poder_ganado.por_que_no_ganar_poder, _especial(poder_ganado.ganar_poder)),
    ]
)
"""Every epic20 action, in the order of ``legalidad.ETIQUETAS`` (a test checks they are the same ids)."""


def por_que_no(view: BattleView, action: Action) -> str | None:
    """None when the action is legal now, else the reason: the common checks, then the action's own."""
    if action.accion not in ACCIONES:
        return ACCIONES.unknown(action.accion)
    decidido, motivo = legalidad.comun(view, action)
    return motivo if decidido else ACCIONES.check(view, action)
