"""Why a power cannot be used now (PODER, ÚLTIMO SUSPIRO, forced by a C power)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.caballeros import alternancia, defensa, devolucion_total, fisicas
from core.rulesets.caballeros.ataque import Ataque
from core.rulesets.caballeros.codigos import (
    DEFENSAS_REACCION,
    OFENSIVOS,
    es_ofensivo,
    necesita_objetivo,
    usos_por_defecto,
)
from core.rulesets.caballeros.estado import (
    clave_poder,
    codigos,
    coste_efectivo,
    coste_y_dano,
    ficha,
    percibido,
    poder_disponible,
    vivo,
)
from core.rulesets.caballeros.ficha import Poder
from core.rulesets.caballeros.poderes import ataque_rayo

Juez = Callable[[Any], "str | None"]
"""Why one answer (a step's ``respuesta``) may not be given to an action worked out beforehand (None: it may)."""
Orden = Callable[[BattleView, str, str, Action], "str | None"]
"""Why a C power's order (``accion_forzada``) may not be given to a target: ``control.motivo_forzada``
with the ruleset's actions (given by ``acciones.py``, which holds them)."""


def limite_usos(poder: Poder) -> int | None:
    if poder.usos_por_rival is not None:
        return poder.usos_por_rival
    return usos_por_defecto(poder.codigos)


def motivo(
    view: BattleView, action: Action, con_vida: bool = False, forzada: bool = False, orden: Orden | None = None
) -> str | None:
    """Every rule that can forbid this power now, first failing one first."""
    actor = action.actor
    nombre = action.param("poder")
    if not isinstance(nombre, str):
        return Refusal("falta_campo", tr("{accion}: falta «poder» (el nombre del poder).", accion=action.accion))
    poder = ficha(view, actor).poder(nombre)
    if poder is None:
        return Refusal(
            "poder_desconocido", tr("{actor} no tiene ningún poder «{nombre}».", actor=view.name(actor), nombre=nombre)
        )
    found = codigos(poder)
    if found & DEFENSAS_REACCION and not found & (OFENSIVOS | {"DefB", "A", "T", "Inv"}):
        return Refusal(
            "poder_no_valido",
            tr(
                "«{nombre}» es un poder defensivo: se usa como respuesta a un ataque, no en el turno propio.",
                nombre=nombre,
            ),
        )
    motivo_arm = poder_disponible(view, actor, poder)
    if motivo_arm:
        return motivo_arm
    precio = coste_y_dano(poder, action.param("nivel"))
    if isinstance(precio, str):
        return precio
    coste = coste_efectivo(view, actor, precio[0])
    live = view.live(actor)
    if con_vida:
        if coste > int(live["vida"]):
            return Refusal(
                "sin_vida",
                tr(
                    "Último suspiro: «{nombre}» cuesta {coste} y {actor} solo tiene {live} de vida.",
                    nombre=nombre,
                    coste=coste,
                    actor=view.name(actor),
                    live=live["vida"],
                ),
            )
    elif coste > int(live["cosmos"]):
        return Refusal(
            "sin_cosmos",
            tr(
                "{actor} no tiene cosmos suficiente para «{nombre}» (cuesta {coste}, tiene {live}).",
                actor=view.name(actor),
                nombre=nombre,
                coste=coste,
                live=live["cosmos"],
            ),
        )
    objetivos = action.objetivos
    if necesita_objetivo(poder):
        if not objetivos:
            return Refusal("objetivo_no_valido", tr("«{nombre}» necesita un objetivo.", nombre=nombre))
        if len(objetivos) > 1 and "G" not in found:
            return Refusal(
                "objetivo_no_valido", tr("«{nombre}» no es grupal (G): solo puede tener un objetivo.", nombre=nombre)
            )
        if len(set(objetivos)) != len(objetivos):
            return Refusal(
                "objetivo_no_valido",
                tr(
                    "«{nombre}»: cada objetivo se nombra una sola vez (el poder grupal afecta una vez a cada uno).",
                    nombre=nombre,
                ),
            )
        varias = "G" in found and len(objetivos) > 1 and isinstance(action.respuesta, list)
        if varias and len(action.respuesta) > len(objetivos):
            return _demasiadas(nombre, len(action.respuesta), len(objetivos))
    for objetivo in objetivos:
        texto = _motivo_objetivo(view, actor, poder, objetivo, forzada)
        if texto:
            return texto
    texto = _motivo_tipo(view, actor, poder, found, objetivos) or _motivo_control(view, action, found, orden)
    if texto:
        return texto
    if not forzada:
        if "T" in found and live.get("en_turno_extra"):
            return Refusal(
                "accion_no_disponible",
                tr("«{nombre}» otorga turnos extra y no se puede usar dentro de turnos extra.", nombre=nombre),
            )
        if es_ofensivo(poder):
            for other in view.ids:
                inm = view.live(other).get("inmovilizado")
                if inm and inm.get("por") == actor:
                    return Refusal(
                        "accion_no_disponible",
                        tr(
                            "{actor} tiene inmovilizado a {other}: no puede usar poderes ofensivos dentro de la inmovilización.",
                            actor=view.name(actor),
                            other=view.name(other),
                        ),
                    )
        texto = alternancia.motivo(view, actor, clave_poder(nombre), "T" in found)
        if texto:
            return texto
    return _juez_por_objetivo(view, action, poder, found, precio[1])(action.respuesta)


def _motivo_objetivo(view: BattleView, actor: str, poder: Poder, objetivo: str, forzada: bool) -> str | None:
    if objetivo == actor and not forzada:
        return Refusal("objetivo_no_valido", tr("«{poder}» no puede lanzarse contra uno mismo.", poder=poder.nombre))
    if not vivo(view, objetivo):
        return Refusal("objetivo_no_valido", tr("{objetivo} ya está fuera de combate.", objetivo=view.name(objetivo)))
    if percibido(view, objetivo, actor, poder.nombre):
        return Refusal(
            "percibido",
            tr(
                "{objetivo} tiene percepción sobre «{poder}»: no puede usarse contra él.",
                objetivo=view.name(objetivo),
                poder=poder.nombre,
            ),
        )
    limite = limite_usos(poder)
    usados = int(view.live(actor).get("usos", {}).get(poder.nombre, {}).get(objetivo, 0))
    if limite is not None and usados >= limite:
        veces = tr("1 vez") if usados == 1 else tr("{usados} veces", usados=usados)
        return Refusal(
            "limite_de_usos",
            tr(
                "«{poder}» ya se usó {veces} contra {objetivo} (máximo {limite} por rival).",
                poder=poder.nombre,
                veces=veces,
                objetivo=view.name(objetivo),
                limite=limite,
            ),
        )
    found = codigos(poder)
    if "V" in found:
        for veneno in view.live(objetivo).get("venenos", []):
            if veneno["de"] == actor and veneno["poder"] == poder.nombre:
                return Refusal(
                    "efecto_activo",
                    tr(
                        "{objetivo} ya sufre el veneno de «{poder}»: no puede repetirse.",
                        objetivo=view.name(objetivo),
                        poder=poder.nombre,
                    ),
                )
    if {"P", "LL", "Comb"} & found:
        for quien in (actor, objetivo):
            if int(view.live(quien).get("barrera", 0)) > 0:
                return Refusal(
                    "barrera",
                    tr(
                        "La barrera defensiva de {quien} anula los poderes de presa, llave y combo.",
                        quien=view.name(quien),
                    ),
                )
    return None


def _motivo_tipo(
    view: BattleView, actor: str, poder: Poder, found: frozenset[str], objetivos: tuple[str, ...]
) -> str | None:
    if "DefB" in found and int(view.live(actor).get("barrera", 0)) > 0:
        return Refusal("efecto_activo", tr("{actor} ya tiene una barrera defensiva en pie.", actor=view.name(actor)))
    ambiente = view.state.get("ambiente")
    if (
        "A" in found
        and ambiente
        and (ambiente.get("poder") == poder.nombre or view.option("ambiente_unico") != "reemplaza")
    ):
        return Refusal(
            "efecto_activo",
            tr(
                "Ya hay un ambiente activo («{ambiente}»): no puede aplicarse otro mientras dure.",
                ambiente=ambiente["poder"],
            ),
        )
    if "C" in found and not view.live(actor).get("aec_hecha"):
        return Refusal(
            "accion_no_disponible",
            tr("«{poder}» es de control: requiere haber hecho antes la Acción Especial Cosmos.", poder=poder.nombre),
        )
    return None


def _motivo_control(view: BattleView, action: Action, found: frozenset[str], orden: Orden | None) -> str | None:
    """PODER TIPO CONTROL: an order the rules forbid (cosmos, intervención, self-harm...) refuses the power."""
    datos = action.param("accion_forzada")
    if "C" not in found or datos is None or orden is None:
        return None
    for objetivo in action.objetivos:
        texto = orden(view, action.actor, objetivo, action)
        if texto:
            return texto
    return None


def juez_de_respuestas(view: BattleView, action: Action) -> Juez:
    """Only the rules of the answers to this power (what the reactions of the battle window show):
    ``juez(respuesta)`` judges ``action`` with that ``respuesta``; the power, its price and its hit are
    worked out once, for every reaction of a listing."""
    poder = ficha(view, action.actor).poder(str(action.param("poder")))
    if poder is None:
        return sin_reglas
    precio = coste_y_dano(poder, action.param("nivel"))
    if isinstance(precio, str):
        return sin_reglas
    found = codigos(poder)
    objetivos = action.objetivos
    por_objetivo = _juez_por_objetivo(view, action, poder, found, precio[1])

    def motivo(respuesta: Any) -> str | None:
        varias = "G" in found and len(objetivos) > 1 and isinstance(respuesta, list)
        if varias and len(respuesta) > len(objetivos):
            return _demasiadas(poder.nombre, len(respuesta), len(objetivos))
        return por_objetivo(respuesta)

    return motivo


def sin_reglas(respuesta: Any) -> None:
    """The judge of an action whose answers no rule limits: every answer may be given."""
    return None


def _demasiadas(nombre: str, respuestas: int, objetivos: int) -> Refusal:
    return Refusal(
        "respuesta_no_valida",
        tr(
            "«{nombre}»: hay {respuestas} respuestas para {objetivos} objetivos (una por objetivo, en su orden).",
            nombre=nombre,
            respuestas=respuestas,
            objetivos=objetivos,
        ),
    )


_CON_GOLPE = frozenset({"R", "Comb", "D", "M", "V", "INM"})
"""Codes whose hit the target answers with a defence (the others: only ``ninguna`` or a DefDT)."""


def _juez_por_objetivo(view: BattleView, action: Action, poder: Poder, found: frozenset[str], dano: int) -> Juez:
    """The rules of each target's answer to this power, in the order of the targets (the first that fails)."""
    actor = action.actor
    objetivos = action.objetivos
    if not objetivos:
        return sin_reglas
    nombre = f"«{poder.nombre}»"
    if "LL" in found or "P" in found or (not _CON_GOLPE & found and {"C", "Inv"} & found):
        # DefDT returns a presa, a llave, a control or an invocation; nothing else answers them.

        def del_objetivo(objetivo: str, propia: Any) -> str | None:
            return devolucion_total.motivo(view, objetivo, propia, nombre, poder.nombre)

    elif not _CON_GOLPE & found:

        def del_objetivo(objetivo: str, propia: Any) -> str | None:
            if defensa.normalizar(propia) == ("ninguna", None):
                return None
            return Refusal(
                "respuesta_no_valida",
                tr(
                    "«{poder}» no admite respuesta: no es un ataque que el rival pueda evitar o devolver.",
                    poder=poder.nombre,
                ),
            )

    else:
        ataque, golpes = _golpe(view, actor, poder, found, dano)

        def del_objetivo(objetivo: str, propia: Any) -> str | None:
            varios_rayos = "RMult" in found and not isinstance(propia, dict)
            return motivo_lista(view, objetivo, ataque, propia, poder.num_rayos(propia) if varios_rayos else golpes)

    def motivo(respuesta: Any) -> str | None:
        for index, objetivo in enumerate(objetivos):
            texto = del_objetivo(objetivo, fisicas.respuesta_del_objetivo(respuesta, len(objetivos), found, index))
            if texto:
                return texto
        return None

    return motivo


def _golpe(view: BattleView, actor: str, poder: Poder, found: frozenset[str], dano: int) -> tuple[Ataque, int]:
    """The hit of a power its target defends against, and how many hits a single answer meets."""
    if "R" in found:
        return ataque_rayo(view, actor, poder, dano), 1
    if "Comb" in found:
        return fisicas.ataque_combo(view, actor, "combo", 0, dano, poder.nombre), 3
    return Ataque(poder.nombre, "poder", dano, None, frozenset(), poder=poder.nombre, codigos=found, directo=True), 1


def motivo_lista(view: BattleView, objetivo: str, ataque: Ataque, respuesta: object, golpes: int) -> str | None:
    """Check a reaction (or one per hit) against the attack; a stored bonus serves one hit only."""
    if isinstance(respuesta, list):
        if len(respuesta) > golpes:
            return Refusal(
                "respuesta_no_valida",
                tr(
                    "Hay {n} respuestas y {ataque} tiene como mucho {golpes} golpes.",
                    n=len(respuesta),
                    ataque=ataque.nombre,
                    golpes=golpes,
                ),
            )
        tipos = [defensa.normalizar(item) for item in respuesta]
        for bono in ("esquivar_agilidad", "bloquear_fortaleza"):
            if tipos.count((bono, None)) > 1:
                return Refusal(
                    "respuesta_no_valida", tr("El bono guardado ({bono}) solo sirve contra un golpe.", bono=bono)
                )
        for item in respuesta:
            texto = defensa.motivo_respuesta(view, objetivo, ataque, item)
            if texto:
                return texto
        return None
    # A single «esquivar_agilidad» / «bloquear_fortaleza» against several hits spends the stored bonus on
    # the first roll of that defence and defends the rest without it (FORTALEZA: «contra 1 solo de ellos»).
    return defensa.motivo_respuesta(view, objetivo, ataque, respuesta)
