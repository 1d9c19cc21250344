"""The actions of the rules: one handler per action id (``ACCIONES``), its check and its resolution.

Each check is what every action shares (``comprobacion.motivo_accion``) with the action's own rule;
each resolution is the rule's module (``fisicas``, ``especiales``, ``poderes``, ``intervenciones``,
``ayuda``). The orders of a control power are checked and carried out through these same handlers
(``control``), given to them here."""

from __future__ import annotations

from collections.abc import Callable

from core.battle import BattleView, Resolution
from core.handlers import Handler, Handlers, ResolveFn
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import ayuda, comprobacion, control, especiales, fisicas, intervenciones, poderes
from core.rulesets.caballeros.comprobacion import Propia, motivo_accion
from core.rulesets.caballeros.estado import coste_efectivo, coste_y_dano, ficha


def _comprobar(propia: Propia | None = None) -> Callable[[BattleView, Action], str | None]:
    def check(view: BattleView, action: Action) -> str | None:
        return motivo_accion(view, action, propia)

    return check


def _resolver(funcion: Callable[[Resolution, Action], object]) -> ResolveFn:
    def resolve(ctx: Resolution, action: Action) -> None:
        funcion(ctx, action)

    return resolve


def _orden(view: BattleView, controlador: str, controlado: str, action: Action) -> str | None:
    return control.motivo_forzada(view, controlador, controlado, action, ACCIONES)


def _forzar(ctx: Resolution, action: Action, controlado: str) -> None:
    control.forzar(ctx, action, controlado, ACCIONES)


def _poder(ctx: Resolution, action: Action, con_vida: bool = False) -> None:
    poder = ficha(ctx, action.actor).poder(str(action.param("poder")))
    assert poder is not None
    precio = coste_y_dano(poder, action.param("nivel"))
    assert not isinstance(precio, str)
    coste = coste_efectivo(ctx, action.actor, precio[0])
    if con_vida:
        ctx.set(
            action.actor,
            "ultimo_suspiro_hecho",
            True,
            tr("{valor} realiza Último Suspiro.", valor=ctx.name(action.actor)),
        )
    poderes.usar(ctx, action, poder, coste, precio[1], con_vida, _forzar)


def _ultimo_suspiro(ctx: Resolution, action: Action) -> None:
    _poder(ctx, action, con_vida=True)


def _lanzamiento(ctx: Resolution, action: Action) -> None:
    ctx.set(action.actor, "lanzamiento_hecho", True)
    fisicas.lanzamiento_sucesivo(ctx, action)


def _pasar(ctx: Resolution, action: Action) -> None:
    ctx.log(tr("{valor} pasa el turno.", valor=ctx.name(action.actor)))


def _sin_reglas_propias(view: BattleView, action: Action) -> str | None:
    """PASAR: nothing forbids ending the turn (what every action shares was checked before)."""
    return None


def _poder_propio(view: BattleView, action: Action) -> str | None:
    return comprobacion.motivo_poder(view, action, _orden)


def _ultimo_suspiro_propio(view: BattleView, action: Action) -> str | None:
    return comprobacion.motivo_ultimo_suspiro(view, action, _orden)


ACCIONES = Handlers(
    [
        Handler("golpe", _comprobar(), _resolver(fisicas.golpe_simple)),
        Handler("llave", _comprobar(), _resolver(fisicas.llave)),
        Handler("presa", _comprobar(), _resolver(fisicas.presa)),
        Handler("poder", _comprobar(_poder_propio), _poder),
        Handler("cosmos", _comprobar(comprobacion.motivo_cosmos), _resolver(especiales.cosmos)),
        Handler("lanzar_objeto", _comprobar(), _resolver(fisicas.golpe_simple)),
        Handler("percepcion", _comprobar(comprobacion.motivo_percepcion), _resolver(especiales.percepcion)),
        Handler(
            "intervencion_divina",
            _comprobar(comprobacion.motivo_intervencion),
            _resolver(intervenciones.resolver),
        ),
        Handler(
            "septimo_sentido", _comprobar(comprobacion.motivo_septimo_sentido), _resolver(especiales.septimo_sentido)
        ),
        Handler("concentracion", _comprobar(), _resolver(especiales.concentracion)),
        Handler("velocidad_luz", _comprobar(), _resolver(fisicas.golpe_simple)),
        Handler("salto", _comprobar(), _resolver(fisicas.golpe_simple)),
        Handler("combo", _comprobar(), _resolver(fisicas.combo)),
        Handler("engano", _comprobar(), _resolver(fisicas.engano)),
        Handler("puntos_vitales", _comprobar(comprobacion.motivo_puntos_vitales), _resolver(especiales.puntos_vitales)),
        Handler("romper", _comprobar(comprobacion.motivo_romper), _resolver(especiales.romper)),
        Handler("fortaleza", _comprobar(), _resolver(especiales.fortaleza)),
        Handler("agilidad", _comprobar(), _resolver(especiales.agilidad)),
        Handler("ultimo_suspiro", _comprobar(_ultimo_suspiro_propio), _ultimo_suspiro),
        Handler("ayuda", _comprobar(ayuda.motivo), _resolver(ayuda.resolver)),
        Handler("combo_velocidad_luz", _comprobar(), _resolver(fisicas.combo)),
        Handler("doble_salto", _comprobar(), _resolver(fisicas.golpe_simple)),
        Handler("lanzamiento_sucesivo", _comprobar(), _lanzamiento),
        Handler("pasar", _sin_reglas_propias, _pasar),
    ]
)
"""Every action of the rules by id, in the order of ``lista_de_acciones.ETIQUETAS``."""
