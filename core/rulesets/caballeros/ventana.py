"""What the battle window lists (``legal_actions`` / ``reactions``): every action of the actor (legal or
not, with the reason of ``check``) and the target's reactions with odds."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from core.battle import BattleView
from core.i18n import tr
from core.ruleset import Action, ActionOption, ReactionOption
from core.rulesets.caballeros import ayuda, comprobacion, control, defensa, intervenciones
from core.rulesets.caballeros.acciones import ACCIONES
from core.rulesets.caballeros.ataque import Ataque
from core.rulesets.caballeros.codigos import DEFENSAS_REACCION, necesita_objetivo
from core.rulesets.caballeros.devolucion_total import ataque_sin_respuesta
from core.rulesets.caballeros.estado import PARTES, codigos, coste_y_dano, enemigos_vivos, ficha
from core.rulesets.caballeros.ficha import Nivel
from core.rulesets.caballeros.fisicas import MULTIGOLPE, ataque_combo, ataque_simple
from core.rulesets.caballeros.invocaciones import CONTRA_INVOCACION, activas
from core.rulesets.caballeros.lista_de_acciones import CON_OBJETIVO, DEVOLVIBLES, ETIQUETAS, SIMPLES
from core.rulesets.caballeros.modificadores import detalle
from core.rulesets.caballeros.poderes import ATAQUES, ataque_rayo


def _motivo(view: BattleView, action: Action) -> str | None:
    """The reason ``check`` gives for this option (None: legal)."""
    return comprobacion.motivo(view, action, ACCIONES)


def _nivel(numero: int, nivel: Nivel) -> str:
    """A power level as the sheet names it: «débil (60) · 30 cosmos»."""
    if nivel.nombre:
        return tr("{nombre} ({dano}) · {coste} cosmos", nombre=nivel.nombre, dano=nivel.dano, coste=nivel.coste)
    return tr("Nivel {numero} ({dano}) · {coste} cosmos", numero=numero, dano=nivel.dano, coste=nivel.coste)


def legal_actions(view: BattleView, actor: str) -> list[ActionOption]:
    enemigos = enemigos_vivos(view, actor)
    objetivo = (enemigos[0],) if enemigos else ()
    opciones: list[ActionOption] = []
    for accion, nombre_accion in ETIQUETAS.items():
        etiqueta = tr(nombre_accion)
        if accion in ("poder", "ultimo_suspiro"):
            for poder in ficha(view, actor).poderes:
                if (
                    codigos(poder) & DEFENSAS_REACCION
                    and accion == "poder"
                    and not necesita_objetivo(poder)
                    and "DefB" not in codigos(poder)
                ):
                    continue
                params: dict[str, Any] = {"poder": poder.nombre}
                destino = objetivo if necesita_objetivo(poder) else ()
                motivo = _motivo(view, Action(actor, accion, destino, None, params))
                campos: dict[str, tuple[Any, ...]] = {}
                etiquetas: dict[str, tuple[str, ...]] = {}
                if poder.niveles:
                    campos["nivel"] = tuple(range(1, len(poder.niveles) + 1))
                    etiquetas["nivel"] = tuple(_nivel(n, nivel) for n, nivel in enumerate(poder.niveles, 1))
                if "C" in codigos(poder) and objetivo:
                    campos.update(control.campos(view, actor, objetivo[0], ACCIONES))
                opciones.append(
                    ActionOption(
                        accion,
                        f"{etiqueta}: {poder.nombre}",
                        motivo is None,
                        motivo or "",
                        objetivos=(-1 if "G" in codigos(poder) else 1) if necesita_objetivo(poder) else 0,
                        params=params,
                        campos=campos,
                        etiquetas=etiquetas,
                        detalle=tr(
                            "{valor} · coste {coste} · daño {dano}",
                            valor=", ".join(poder.codigos),
                            coste=poder.coste,
                            dano=poder.dano,
                        ),
                    )
                )
            continue
        params = {}
        campos = {}
        if accion == "romper":
            intentadas = view.live(actor).get("romper_intentos", {}).get(objetivo[0] if objetivo else "", [])
            rotas = view.live(objetivo[0]).get("roturas", {}) if objetivo else {}
            libres = tuple(p for p in PARTES if p not in intentadas and int(rotas.get(p, 0)) < 2)
            params = {"parte": libres[0] if libres else "brazos"}
            campos = {"parte": libres or PARTES}
        elif accion == "intervencion_divina":
            conseguidas = view.live(actor).get("intervenciones", [])
            lista = [i for i in intervenciones.disponibles(view, actor) if i not in conseguidas]
            params = {"intervencion": lista[0]} if lista else {}
            campos = {"intervencion": tuple(lista)}
        elif accion == "percepcion":
            vistos = [v.split("|", 1) for v in view.live(actor).get("vistos", [])]
            nombres = tuple(p for d, p in vistos if d in enemigos)
            params = {"poder": nombres[0]} if nombres else {}
            campos = {"poder": nombres}
            if nombres:
                objetivo = next(((d,) for d, p in vistos if p == nombres[0]), objetivo)
        elif accion == "ayuda" and ficha(view, actor).aliados:
            opciones.extend(_ayudas(view, actor, objetivo, etiqueta))
            continue
        destino = objetivo if accion in CON_OBJETIVO or accion in ("intervencion_divina",) else ()
        motivo = _motivo(view, Action(actor, accion, destino, None, params))
        if accion == "percepcion" and not params and motivo and "turno" not in motivo:
            motivo = tr("Percepción: aún no ha visto ningún poder de un rival.")
        opciones.append(
            ActionOption(
                accion,
                etiqueta,
                motivo is None,
                motivo or "",
                objetivos=1 if accion in CON_OBJETIVO or accion == "intervencion_divina" else 0,
                params=params if accion != "intervencion_divina" else {},
                campos=campos,
                detalle=_detalle(view, actor, accion),
            )
        )
    opciones += _contra_invocaciones(view, actor, enemigos)
    extra = _campos_invocacion(view, actor, enemigos)
    return [replace(o, campos={**o.campos, **extra}) for o in opciones] if extra else opciones


def _campos_invocacion(view: BattleView, actor: str, enemigos: list[str]) -> dict[str, tuple[Any, ...]]:
    """With an invocation of its own, every step may say whom it attacks first (``objetivo_invocacion``)
    and how that rival answers (``respuesta_invocacion``)."""
    if not activas(view, actor):
        return {}
    return {
        "objetivo_invocacion": tuple(enemigos),
        "respuesta_invocacion": ("ninguna", "esquivar", "bloquear", "contraataque"),
    }


def _ayudas(view: BattleView, actor: str, objetivo: tuple[str, ...], etiqueta: str) -> list[ActionOption]:
    """AYUDA: one option per ally of the sheet, with the powers that ally may use as ``poder``."""
    opciones: list[ActionOption] = []
    for aliado in ficha(view, actor).aliados:
        params: dict[str, Any] = {"aliado": aliado.nombre}
        motivo = _motivo(view, Action(actor, "ayuda", objetivo, None, params))
        poderes = tuple(p.nombre for p in aliado.poderes if ayuda.permitido(p))
        opciones.append(
            ActionOption(
                "ayuda",
                f"{etiqueta}: {aliado.nombre}",
                motivo is None,
                motivo or "",
                objetivos=1,
                params=params,
                campos={"poder": poderes} if poderes else {},
                detalle=tr(
                    "orden {valor} · golpe {dano_golpe}", valor=aliado.orden or "—", dano_golpe=aliado.dano_golpe
                ),
            )
        )
    return opciones


def _contra_invocaciones(view: BattleView, actor: str, enemigos: list[str]) -> list[ActionOption]:
    """Llave and lanzamiento sucesivo against each rival invocation (target: its invoker)."""
    opciones: list[ActionOption] = []
    for invocador in enemigos:
        for invocacion in activas(view, invocador):
            nombre = str(invocacion["poder"])
            for accion in sorted(CONTRA_INVOCACION):
                params: dict[str, Any] = {"invocacion": nombre}
                motivo = _motivo(view, Action(actor, accion, (invocador,), None, params))
                etiqueta = tr(
                    "{etiqueta} a la invocación «{nombre}» de {invocador}",
                    etiqueta=tr(ETIQUETAS[accion]),
                    nombre=nombre,
                    invocador=view.name(invocador),
                )
                opciones.append(ActionOption(accion, etiqueta, motivo is None, motivo or "", 1, params))
    return opciones


def _detalle(view: BattleView, actor: str, accion: str) -> str:
    """The damage of a physical action as the knight would do it now."""
    if accion in SIMPLES:
        ataque = ataque_simple(view, actor, accion)
        return tr("{dano} de daño", dano=ataque.dano)
    if accion in MULTIGOLPE:
        golpes = [ataque_combo(view, actor, accion, g).dano for g in range(2 if accion == "engano" else 3)]
        return tr("{dano} de daño", dano=" + ".join(str(d) for d in golpes))
    return ""


def _ataques(view: BattleView, action: Action) -> list[Ataque]:
    """The hits of an action as the target sees them (the first one is what the reactions show)."""
    actor = action.actor
    if action.accion in SIMPLES:
        return [ataque_simple(view, actor, action.accion)]
    if action.accion in MULTIGOLPE:
        return [ataque_combo(view, actor, action.accion, g) for g in range(2 if action.accion == "engano" else 3)]
    if action.accion == "ayuda":
        return [Ataque(tr("la acción del aliado"), "ayuda", 0, 10)]
    if action.accion in DEVOLVIBLES and not action.param("invocacion"):
        return [ataque_sin_respuesta(tr(ETIQUETAS[action.accion]))]
    if action.accion == "intervencion_divina" and str(action.param("intervencion")) in intervenciones.RAYOS:
        return [intervenciones.ataque(str(action.param("intervencion")))]
    if action.accion in ("poder", "ultimo_suspiro"):
        poder = ficha(view, actor).poder(str(action.param("poder")))
        if poder is None:
            return []
        precio = coste_y_dano(poder, action.param("nivel"))
        dano = precio[1] if isinstance(precio, tuple) else poder.dano
        found = codigos(poder)
        if "R" in found and not {"LL", "P", "Comb"} & found:
            return [ataque_rayo(view, actor, poder, dano)] * int(poder.rayos or 1 if "RMult" in found else 1)
        if "Comb" in found:
            return [ataque_combo(view, actor, "combo", g, dano, poder.nombre) for g in range(3)]
        if {"C", "Inv"} & found and not ATAQUES & found:
            # Only a DefDT answers a control or an invocation (it returns it to its caster).
            return [ataque_sin_respuesta(f"«{poder.nombre}»", poder=poder.nombre)]
        if not {"D", "M", "V", "INM", "LL", "P"} & found:
            return []
        return [Ataque(poder.nombre, "poder", dano, None, frozenset(), poder=poder.nombre, codigos=found, directo=True)]
    return []


def _sin_gastar_bono(
    view: BattleView, objetivo: str, atacante: str, ataque: Ataque, motivo_de: Callable[[Any], str | None]
) -> list[ReactionOption]:
    """With ``bono_guardado`` = ``automatico`` a plain esquivar/bloquear spends the stored bonus: the
    window also offers the same defence keeping it (``{"respuesta": "bloquear", "bono": false}``)."""
    if view.option("bono_guardado") == "a_peticion":
        return []
    opciones: list[ReactionOption] = []
    for tirada, clave, nombre in (
        ("esquivar", "bono_agilidad", "agilidad"),
        ("bloquear", "bono_fortaleza", "fortaleza"),
    ):
        if not view.live(objetivo).get(clave):
            continue
        respuesta: dict[str, Any] = {"respuesta": tirada, "bono": False}
        motivo = motivo_de(respuesta)
        mod = defensa.modificador(view, objetivo, atacante, ataque, f"{tirada}_sin_bono")
        texto, exito = detalle(view, tirada, mod)
        etiqueta = tr("{tirada} sin gastar el bono de {nombre}", tirada=tr(tirada.capitalize()), nombre=nombre)
        opciones.append(
            ReactionOption(respuesta, etiqueta, motivo is None, motivo or "", texto, None if motivo else exito)
        )
    return opciones


def _por_objetivo(view: BattleView, action: Action, objetivo: str | None) -> Callable[[Any], Any] | None:
    """With ``objetivo`` one of several targets of a G power, what turns its answer into the step's: a list with
    one answer per target in their order, ``ninguna`` for the others (docs/reglas/caballeros.md, poder G)."""
    if objetivo is None or len(action.objetivos) < 2 or objetivo not in action.objetivos or action.accion != "poder":
        return None
    poder = ficha(view, action.actor).poder(str(action.param("poder")))
    if poder is None or "G" not in codigos(poder):
        return None
    return lambda respuesta: [respuesta if t == objetivo else "ninguna" for t in action.objetivos]


def reactions(view: BattleView, action: Action, pedido: str | None = None) -> list[ReactionOption]:
    """The first target's reactions; with ``pedido`` one of several targets of a G power, that target's, each
    answer the step's list with ``ninguna`` for the other targets."""
    action = comprobacion.con_objetivo(view, action)
    envolver = _por_objetivo(view, action, pedido)
    if envolver is None and pedido not in (None, action.objetivo):
        return []  # only a G power's further targets answer on their own
    if envolver is None:
        return _reacciones(view, action, action.objetivo, lambda respuesta: respuesta)
    found = _reacciones(view, action, pedido, envolver)
    return [replace(o, respuesta=envolver(o.respuesta)) for o in found]


def _reacciones(
    view: BattleView, action: Action, objetivo: str | None, envolver: Callable[[Any], Any]
) -> list[ReactionOption]:
    ataques = _ataques(view, action)
    if objetivo is None or objetivo not in view.combatants:
        return [ReactionOption("ninguna", tr("Ninguna"))]
    if not ataques:
        return [
            ReactionOption(
                "ninguna",
                tr("Ninguna"),
                detalle=tr("{valor} no admite respuesta.", valor=ETIQUETAS.get(action.accion, action.accion)),
            )
        ]
    ataque = ataques[0]
    juez = comprobacion.juez_de_respuestas(view, action)

    def motivo_de(respuesta: Any) -> str | None:
        if action.accion == "ayuda":
            # The ally's action is drawn from the table when it resolves: check() takes any answer.
            return defensa.motivo_respuesta(view, objetivo, ataque, respuesta)
        return juez(envolver(respuesta))

    opciones = [ReactionOption("ninguna", tr("Ninguna (encajar el golpe)"))]
    live = view.live(objetivo)
    for respuesta, etiqueta in (
        ("esquivar", "Esquivar"),
        ("bloquear", "Bloquear"),
        ("contraataque", "Contraataque"),
        ("esquivar_agilidad", "Esquivar con el bono de agilidad"),
        ("bloquear_fortaleza", "Bloquear con el bono de fortaleza"),
    ):
        guardado = {"esquivar_agilidad": "bono_agilidad", "bloquear_fortaleza": "bono_fortaleza"}.get(respuesta)
        if guardado and not live.get(guardado):
            continue
        motivo = motivo_de(respuesta)
        mod = defensa.modificador(view, objetivo, action.actor, ataque, respuesta)
        tirada = respuesta.split("_")[0]
        texto, exito = detalle(view, tirada, mod)
        opciones.append(
            ReactionOption(respuesta, tr(etiqueta), motivo is None, motivo or "", texto, None if motivo else exito)
        )
    opciones.extend(_sin_gastar_bono(view, objetivo, action.actor, ataque, motivo_de))
    for poder in ficha(view, objetivo).poderes:
        if codigos(poder) & DEFENSAS_REACCION:
            respuesta_poder = {"poder": poder.nombre}
            motivo = motivo_de(respuesta_poder)
            texto = tr("{codigos} · coste {coste}", codigos=", ".join(poder.codigos), coste=poder.coste)
            chance: float | None = None
            bono_de = next((t for c, t in defensa.BONO_PODER.items() if c in codigos(poder)), "")
            if bono_de:
                mod = defensa.modificador(view, objetivo, action.actor, ataque, bono_de, poder.bono_temporal)
                odds, chance = detalle(view, bono_de, mod)
                texto = tr("{codigos} · coste {coste}", codigos=odds, coste=poder.coste)
            opciones.append(
                ReactionOption(
                    respuesta_poder,
                    tr("Poder: {poder}", poder=poder.nombre),
                    motivo is None,
                    motivo or "",
                    texto,
                    None if motivo else chance,
                )
            )
    return opciones
