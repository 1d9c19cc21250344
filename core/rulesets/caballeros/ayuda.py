"""AYUDA: an ally of the same order comes, does one action from the table (with Acción Especial
Cosmos damage) and leaves. The ally list is sheet data and the table a battle option."""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import danos, defensa, fisicas
from core.rulesets.caballeros.ataque import TODAS, Ataque
from core.rulesets.caballeros.estado import codigos, ficha
from core.rulesets.caballeros.ficha import Aliado, Poder
from core.rulesets.caballeros.modificadores import mod_tirada
from core.rulesets.caballeros.reglas_caseras import TABLA_AYUDA

PROHIBIDOS = frozenset(
    {
        "LL",
        "A",
        "T",
        "C",
        "Ment",
        "Inv",
        "V",
        "RV",
        "DefR",
        "DefA",
        "DefContR",
        "DefContA",
        "DefDR",
        "DefDA",
        "DefDT",
        "DefEsq",
        "DefBloq",
        "DefCtr",
        "DefB",
        "INM",
    }
)
"""Powers an ally cannot use: llave, ambiente, turnos extra, control mental, invocación, veneno, defensivos..."""
ACCIONES_ALIADO = frozenset(
    {
        "golpe",
        "lanzar_objeto",
        "velocidad_luz",
        "salto",
        "doble_salto",
        "combo",
        "combo_velocidad_luz",
        "engano",
        "llave",
        "presa",
        "lanzamiento_sucesivo",
        "poder",
    }
)


def tabla(view: BattleView) -> list[str]:
    value = view.option("tabla_ayuda")
    if isinstance(value, list) and len(value) == 9:
        return [str(v) for v in value]
    return list(TABLA_AYUDA)


def permitido(poder: Poder) -> bool:
    """An offensive power with none of the types the ally cannot use."""
    return not set(poder.codigos) & PROHIBIDOS and poder.dano > 0


def poder_del_aliado(aliado: Aliado, nombre: object = None) -> Poder | None:
    """The power the ally uses with AYUDA: the one the step names (``poder``) or else the first
    allowed one of its sheet."""
    for poder in aliado.poderes:
        if (nombre is None or poder.nombre == nombre) and permitido(poder):
            return poder
    return None


def puede(aliado: Aliado, accion: str, nombre: object = None) -> bool:
    if accion not in ACCIONES_ALIADO or accion in aliado.acciones_prohibidas:
        return False
    return accion != "poder" or poder_del_aliado(aliado, nombre) is not None


def aliado_de(view: BattleView, actor: str, nombre: object) -> Aliado | None:
    for aliado in ficha(view, actor).aliados:
        if aliado.nombre == nombre:
            return aliado
    return None


def motivo(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    if int(view.live(actor)["vida"]) >= 100:
        return Refusal("accion_no_disponible", tr("Ayuda: solo puede usarse con menos de 100 puntos de vida."))
    nombre = action.param("aliado")
    if not isinstance(nombre, str):
        return Refusal(
            "falta_campo", tr("Ayuda: falta «aliado» (el aliado que viene a ayudar, de la lista de la ficha).")
        )
    aliado = aliado_de(view, actor, nombre)
    if aliado is None:
        return Refusal(
            "aliado_no_valido",
            tr("{actor} no tiene ningún aliado «{nombre}» en su ficha.", actor=view.name(actor), nombre=nombre),
        )
    propia = ficha(view, actor).orden
    if aliado.orden and propia and aliado.orden != propia:
        return Refusal(
            "aliado_no_valido",
            tr(
                "{nombre} es de {orden}: el aliado debe ser de la misma orden ({propia}).",
                nombre=nombre,
                orden=aliado.orden,
                propia=propia,
            ),
        )
    elegido = action.param("poder")
    if elegido is not None:
        poder = next((p for p in aliado.poderes if p.nombre == elegido), None)
        if poder is None:
            return Refusal(
                "poder_desconocido", tr("{nombre} no tiene ningún poder «{elegido}».", nombre=nombre, elegido=elegido)
            )
        if not permitido(poder):
            return Refusal(
                "aliado_no_valido",
                tr(
                    "{nombre} no puede usar «{elegido}» con AYUDA: el aliado no puede hacer poderes de llave, ambiente, turnos extra, control, invocación, veneno, inmovilización ni defensivos (y debe hacer daño).",
                    nombre=nombre,
                    elegido=elegido,
                ),
            )
    if not any(puede(aliado, accion, elegido) for accion in tabla(view)):
        return Refusal(
            "aliado_no_valido",
            tr("{nombre} no puede realizar ninguna de las acciones de la tabla de ayuda.", nombre=nombre),
        )
    return None


def resolver(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    objetivo = action.objetivo
    assert objetivo is not None
    aliado = aliado_de(ctx, actor, action.param("aliado"))
    assert aliado is not None
    ctx.set(actor, "ayuda_hecha", True)
    roll = ctx.roll(
        "1d9", who=actor, purpose=tr("Ayuda de {aliado}", aliado=aliado.nombre), success=(">=", 6), success_text="6-9"
    )
    if roll.total < 6:
        ctx.log(tr("{aliado} no acude en ayuda de {actor}.", aliado=aliado.nombre, actor=ctx.name(actor)))
        return
    opciones = tabla(ctx)
    while True:
        valor = ctx.roll("1d9", who=actor, purpose=tr("Acción de {aliado}", aliado=aliado.nombre)).total
        accion = opciones[valor - 1]
        if puede(aliado, accion, action.param("poder")):
            break
        ctx.log(tr("{aliado} no puede hacer {accion}: se tira de nuevo.", aliado=aliado.nombre, accion=accion))
    ctx.log(
        tr(
            "{aliado} acude y realiza {accion} contra {objetivo} (con Acción Especial Cosmos).",
            aliado=aliado.nombre,
            accion=accion,
            objetivo=ctx.name(objetivo),
        )
    )
    _accion_del_aliado(ctx, actor, aliado, accion, objetivo, action)
    ctx.log(tr("{aliado} desaparece del combate.", aliado=aliado.nombre))


def _accion_del_aliado(ctx: Resolution, actor: str, aliado: Aliado, accion: str, objetivo: str, action: Action) -> None:
    golpe = aliado.dano_golpe + 20
    nombre = tr("{accion} de {aliado}", accion=accion, aliado=aliado.nombre)
    if accion in ("llave", "lanzamiento_sucesivo"):
        base = 40 if accion == "llave" else 20
        for _ in range(1 if accion == "llave" else 3):
            forcejeos = _llave_del_aliado(ctx, actor, objetivo, nombre)
            if forcejeos is None:
                return
            danos.aplicar(ctx, objetivo, base + 20 + 10 * forcejeos, "mixto", nombre)
        return
    if accion == "presa":
        fisicas.presa(ctx, Action(actor, "presa", (objetivo,)), 15, nombre)
        return
    poder = poder_del_aliado(aliado, action.param("poder")) if accion == "poder" else None
    golpes: list[Ataque] = []
    if poder is not None:
        extra = 20 if codigos(poder) & {"R"} and not {"RVid", "RArm", "RD", "RSD"} & set(poder.codigos) else 0
        golpes = [
            Ataque(
                tr("«{poder}» de {aliado}", poder=poder.nombre, aliado=aliado.nombre),
                "ayuda",
                poder.dano + extra,
                None,
                TODAS,
                rayo=True,
                poder=poder.nombre,
                origen_ausente=True,
            )
        ]
    elif accion in ("combo", "combo_velocidad_luz"):
        mods = [
            {"esquivar": -i, "bloquear": -i} if accion == "combo" else {"esquivar": -2, "bloquear": -3}
            for i in range(3)
        ]
        permitidas = TODAS if accion == "combo" else frozenset({"esquivar", "bloquear"})
        golpes = [
            Ataque(f"{nombre} ({i + 1})", "ayuda", golpe, 10, permitidas, mods[i], origen_ausente=True)
            for i in range(3)
        ]
    elif accion == "engano":
        golpes = [
            Ataque(
                tr("{nombre} (engaño)", nombre=nombre), "ayuda", 20, 10, TODAS, {"esquivar": 1}, origen_ausente=True
            ),
            Ataque(
                tr("{nombre} (real)", nombre=nombre),
                "ayuda",
                50,
                10,
                TODAS,
                {"esquivar": -1, "bloquear": -2},
                origen_ausente=True,
            ),
        ]
    else:
        simple = fisicas.ataque_simple(ctx, actor, accion)
        extra = {"lanzar_objeto": 40 - golpe + 20, "salto": 20, "doble_salto": 40}.get(accion, 0)
        golpes = [
            Ataque(nombre, "ayuda", golpe + extra, simple.bloqueo, simple.permitidas, simple.mods, origen_ausente=True)
        ]
    for index, ataque in enumerate(golpes):
        resultado = defensa.resolver(ctx, actor, objetivo, ataque, fisicas.respuesta_de(action.respuesta, index))
        if accion in ("combo", "combo_velocidad_luz") and resultado != "impacto":
            break


def _llave_del_aliado(ctx: Resolution, actor: str, objetivo: str, nombre: str) -> int | None:
    """The ally's opposed roll (+1 for asking, +1 Acción Especial Cosmos) against the rival's with its
    llave modifiers; ties are forcejeos (+10 each), three annul it. Returns the forcejeos when the ally
    wins, None otherwise (a rival who wins hits nobody: the ally is gone)."""
    empates = 0
    while True:
        mod_b = mod_tirada(ctx, objetivo, "llave", None)
        tirada_a = ctx.roll("1d9", who=actor, purpose=f"{nombre} (+2)").total + 2
        tirada_b = ctx.roll("1d9", who=objetivo, purpose=f"{nombre} ({mod_b:+d})").total + mod_b
        if tirada_a > tirada_b:
            return empates
        if tirada_a < tirada_b:
            ctx.log(
                tr(
                    "{nombre}: {tirada_a} contra {tirada_b}; el aliado no la gana.",
                    nombre=nombre,
                    tirada_a=tirada_a,
                    tirada_b=tirada_b,
                )
            )
            return None
        empates += 1
        if empates == 3:
            ctx.log(tr("{nombre}: tres empates seguidos, queda anulada.", nombre=nombre))
            return None
        ctx.log(tr("{nombre}: empate, forcejeo (+10 de daño).", nombre=nombre))
