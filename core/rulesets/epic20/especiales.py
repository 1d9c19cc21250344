"""Actions with their own roll or effect: Luchar a ciegas, Contacto curativo/reparador, Motivador, Provocar
ataque a otro objetivo, the Mago's spells, Ataque manteniendo la distancia and the gas form."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import derivados, formas, poder_ganado, tiradas
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.ataque_elegido import expresion
from core.rulesets.epic20.danos import actualizar_estado_vida
from core.rulesets.epic20.puntos_heroe import critico_estresante, gastar_puntos_heroe

ETIQUETAS = {
    "luchar_a_ciegas": "Luchar a ciegas", "curar": "Contacto curativo / reparador", "motivar": "Motivador",
    "provocar_ataque": "Provocar ataque a otro objetivo", "activar_hechizo": "Activar un hechizo (Mago)",
    "mantener_distancia": "Ataque manteniendo la distancia (punto de Héroe)", "convertirse_en_gas": "Convertirse en gas",
    **formas.ETIQUETAS,
    **poder_ganado.ETIQUETAS,
}  # fmt: skip
CON_OBJETIVO = ("luchar_a_ciegas", "curar", "motivar", "provocar_ataque")
GAS = ("Convertirse en gas", "Convertirse en gas nocivo")
MANTENER_DISTANCIA = "Ataque manteniendo la distancia"
PROVOCAR = "Provocar ataque a otro objetivo"
RONDAS_POR_MINUTO = 10
"""M&M 3ª (the base of «Cualquier regla no expuesta»): a round is 6 seconds, so a minute is 10 rounds."""


def coste(view: BattleView, action: Action) -> tuple[str, ...]:
    accion = action.accion
    if accion in formas.ETIQUETAS:
        return formas.coste(view, action)
    if accion == "luchar_a_ciegas":
        return ("libre",) if "Luchar a ciegas 3" in st.maniobras(view, action.actor) else ("movimiento",)
    return {
        "curar": ("estandar",), "motivar": ("estandar", "comunicacion"),
        "provocar_ataque": ("estandar", "movimiento", "comunicacion"), "activar_hechizo": ("movimiento", "comunicacion"),
        "mantener_distancia": (), "convertirse_en_gas": ("movimiento",),
    }.get(accion, ())  # fmt: skip


def _bono(view: BattleView, cid: str, atributo: str, extra: int = 0) -> int:
    """A roll «basada en» an attribute: 0, ½ level or the level (RESOLVER ACCIONES); ``extra``: a hero point's levels."""
    return derivados.escala(st.nivel_actual(view, cid) + extra, st.atributos_actuales(view, cid)[atributo])


def es_maquina(view: BattleView, cid: str) -> bool:
    sheet = st.ficha(view, cid)
    arq = derivados.arquetipo(sheet)
    return sheet.maquina or (arq is not None and arq.nombre == "Androide")


def _con_objetivo(view: BattleView, action: Action) -> str | None:
    """Luchar a ciegas, curar, motivar and Provocar ataque need a target (a living one to heal or motivate)."""
    accion, objetivo = action.accion, action.objetivo
    if objetivo is None:
        return Refusal("falta_objetivo", tr("«{etiquetas}» necesita un objetivo.", etiquetas=ETIQUETAS[accion]))
    if accion in ("curar", "motivar") and st.tiene_estado(view, str(objetivo), "muerto"):
        return Refusal("objetivo_fuera_de_combate", tr("{objetivo} está muerto.", objetivo=view.name(str(objetivo))))
    return None


def por_que_no_luchar_a_ciegas(view: BattleView, action: Action) -> str | None:
    falta = _con_objetivo(view, action)
    if falta:
        return falta
    actor, objetivo = action.actor, action.objetivo
    if "Luchar a ciegas" not in st.maniobras(view, actor):
        return Refusal("sin_maniobra", tr("{nombre} no tiene la maniobra «Luchar a ciegas».", nombre=view.name(actor)))
    if objetivo == actor or view.side(str(objetivo)) == view.side(actor):
        return Refusal("objetivo_no_valido", tr("Luchar a ciegas se hace contra un enemigo."))
    return tiradas.por_que_no_heroe(view, action)


def por_que_no_curar(view: BattleView, action: Action) -> str | None:
    falta = _con_objetivo(view, action)
    if falta:
        return falta
    nombre = view.name(action.actor)
    poder = "Contacto reparador" if es_maquina(view, str(action.objetivo)) else "Contacto curativo"
    if not st.tiene_poder(view, action.actor, poder):
        que = "una máquina" if poder == "Contacto reparador" else "un ser vivo"
        return Refusal(
            "sin_poder",
            tr(
                "{nombre} no tiene el poder «{poder}», que es el que cura a {que}.", nombre=nombre, poder=poder, que=que
            ),
        )
    return tiradas.por_que_no_heroe(view, action, estandar=True)


def por_que_no_motivar(view: BattleView, action: Action) -> str | None:
    falta = _con_objetivo(view, action)
    if falta:
        return falta
    actor, objetivo = action.actor, str(action.objetivo)
    if not st.tiene_ventaja(view, actor, "Motivador"):
        return Refusal("sin_ventaja", tr("{nombre} no tiene la ventaja «Motivador».", nombre=view.name(actor)))
    if int(st.live(view, objetivo).get("dano_emocional", 0)) <= 0:
        return Refusal("sin_efecto", tr("{objetivo} no tiene daño emocional que curar.", objetivo=view.name(objetivo)))
    if action.param("punto_heroe") in ("superioridad", "nivel"):
        return Refusal(
            "uso_heroe_no_valido",
            tr("Motivador ya gasta el punto de Héroe del turno: en su tirada solo cabe «repetir» (2 puntos más)."),
        )
    extra = 2 if action.param("punto_heroe") == "repetir" else 0
    return _heroe(view, actor, 1 + extra) or tiradas.por_que_no_heroe(view, action)


def por_que_no_provocar_ataque(view: BattleView, action: Action) -> str | None:
    return _con_objetivo(view, action) or _provocar(view, action)


def por_que_no_activar_hechizo(view: BattleView, action: Action) -> str | None:
    return _hechizo(view, action)


def por_que_no_mantener_distancia(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    nombre = view.name(actor)
    if derivados.nivel_maniobra(st.maniobras(view, actor), MANTENER_DISTANCIA) == 0:
        return Refusal(
            "sin_maniobra",
            tr(
                "{nombre} no tiene la maniobra «{MANTENER_DISTANCIA}».",
                nombre=nombre,
                MANTENER_DISTANCIA=MANTENER_DISTANCIA,
            ),
        )
    if not arma_extendida(view, actor):
        return Refusal(
            "requisito_no_cumplido",
            tr(
                "«{MANTENER_DISTANCIA}» requiere un arma cuerpo a cuerpo con alcance extendido (`alcance_extendido`).",
                MANTENER_DISTANCIA=MANTENER_DISTANCIA,
            ),
        )
    return _heroe(view, actor, 1)


def por_que_no_convertirse_en_gas(view: BattleView, action: Action) -> str | None:
    if not any(st.tiene_poder(view, action.actor, p) for p in GAS):
        return Refusal(
            "sin_poder", tr("{nombre} no tiene el poder «Convertirse en gas».", nombre=view.name(action.actor))
        )
    return None


def _heroe(view: BattleView, actor: str, puntos: int) -> str | None:
    if int(st.live(view, actor).get("puntos_heroe", 0)) < puntos:
        return Refusal(
            "sin_puntos_heroe",
            tr("{actor} no tiene {puntos} punto(s) de Héroe.", actor=view.name(actor), puntos=puntos),
        )
    if st.heroe_usado(view, actor):
        return Refusal("punto_heroe_ya_usado", tr("Solo se puede gastar 1 punto de Héroe por turno."))
    return None


def _provocar(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    if PROVOCAR not in st.maniobras(view, actor):
        return Refusal(
            "sin_maniobra", tr("{actor} no tiene la maniobra «{PROVOCAR}».", actor=view.name(actor), PROVOCAR=PROVOCAR)
        )
    if len(action.objetivos) != 2:
        return Refusal(
            "numero_de_objetivos",
            tr("Provocar ataque a otro objetivo necesita dos objetivos: el oponente y a quién debe atacar."),
        )
    enemigo, victima = action.objetivos
    if view.side(enemigo) == view.side(actor):
        return Refusal(
            "objetivo_no_valido", tr("El primer objetivo de Provocar ataque a otro objetivo es un oponente.")
        )
    if enemigo == victima:
        return Refusal("objetivo_no_valido", tr("El oponente no puede atacarse a sí mismo."))
    if enemigo in st.live(view, actor).get("provocados", []):
        return Refusal(
            "limite_de_usos",
            tr(
                "Provocar ataque a otro objetivo solo puede tener éxito una vez por combate contra {enemigo}.",
                enemigo=view.name(enemigo),
            ),
        )
    if st.fuera_de_combate(view, enemigo):
        return Refusal("objetivo_fuera_de_combate", tr("{enemigo} está fuera de combate.", enemigo=view.name(enemigo)))
    return _heroe(view, actor, 1)


def hechizo_activo(view: BattleView, cid: str, poder: str) -> bool:
    """Mago: a spell lasts «1 minuto por nivel» from its activation."""
    arq = derivados.arquetipo(st.ficha(view, cid))
    if arq is None or not arq.hechizos or view.option("hechizos_ya_lanzados", False):
        return True
    ronda = st.live(view, cid).get("hechizos", {}).get(poder)
    return ronda is not None and view.round < int(ronda) + RONDAS_POR_MINUTO * st.ficha(view, cid).nivel


def hechizos_inactivos(view: BattleView, cid: str) -> frozenset[str]:
    arq = derivados.arquetipo(st.ficha(view, cid))
    if arq is None or not arq.hechizos or view.option("hechizos_ya_lanzados", False):
        return frozenset()
    return frozenset(p.nombre for p in st.ficha(view, cid).poderes if not hechizo_activo(view, cid, p.nombre))


def _hechizo(view: BattleView, action: Action) -> str | None:
    arq = derivados.arquetipo(st.ficha(view, action.actor))
    if arq is None or not arq.hechizos:
        return Refusal("requisito_no_cumplido", tr("Solo el Mago activa sus superpoderes como hechizos."))
    poder = action.param("poder")
    if not isinstance(poder, str) or not st.tiene_poder(view, action.actor, poder):
        return Refusal(
            "valor_no_valido",
            tr("Indica en «poder» un superpoder de la ficha de {actor}.", actor=view.name(action.actor)),
        )
    if hechizo_activo(view, action.actor, poder):
        return Refusal("sin_efecto", tr("«{poder}» ya está activo.", poder=poder))
    return None


def arma_extendida(view: BattleView, cid: str) -> bool:
    return any(o.alcance_extendido and o.alcance == "cuerpo_a_cuerpo" for o in st.ficha(view, cid).equipo)


def distancia_por_ataque(view: BattleView, action: Action, ataque: derivados.Ataque, neto: int) -> bool:
    """«Ataque manteniendo la distancia»: attacking with the reach weapon with a hero point's Superioridad
    (1), with any Superioridad (de rango largo 2) or without Inferioridad (3)."""
    nivel = derivados.nivel_maniobra(st.maniobras(view, action.actor), MANTENER_DISTANCIA)
    nivel = max(nivel, derivados.nivel_maniobra(st.maniobras(view, action.actor), "Ataque de rango largo"))
    if nivel == 0 or ataque.equipo is None or not ataque.equipo.alcance_extendido:
        return False
    heroe = action.param("punto_heroe") == "superioridad"
    return heroe or (nivel >= 2 and neto > 0) or (nivel >= 3 and neto >= 0)


# -- handlers ------------------------------------------------------------------------------


def luchar_a_ciegas(ctx: Resolution, action: Action) -> None:
    """«tirada de percepción enfrentada contra la agilidad» (2: with Superioridad); the attacker's dice first."""
    actor, objetivo = action.actor, str(action.objetivo)
    neto = 1 if "Luchar a ciegas 2" in st.maniobras(ctx, actor) else 0
    neto -= 1 if st.aturdido_en_todo(ctx, actor) else 0  # ATURDIMIENTO: «se le aplica Inferioridad»
    neto += tiradas.gastar_heroe(ctx, action, "Luchar a ciegas") + habilidad_percepcion(ctx, actor)
    propio = tiradas.tirar(ctx, action, expresion, neto,
                           purpose=lambda n: tr("Luchar a ciegas de {actor} (Percepción)", actor=ctx.name(actor))).total  # fmt: skip
    rival = ctx.roll(
        "1d20", who=objetivo, purpose=tr("Agilidad de {objetivo} contra Luchar a ciegas", objetivo=ctx.name(objetivo))
    ).total
    critico_estresante(ctx, actor, propio)
    critico_estresante(ctx, objetivo, rival)
    total, contra = propio + _bono(ctx, actor, "percepcion"), rival + _bono(ctx, objetivo, "agilidad")
    if total >= contra:
        ctx.set(actor, "a_ciegas", {"objetivo": objetivo, "ronda": ctx.round},
                tr('{actor} localiza a {objetivo} ({total} contra {contra}): sin Inferioridad por no verle.', actor=ctx.name(actor), objetivo=ctx.name(objetivo), total=total, contra=contra))  # fmt: skip
    else:
        ctx.log(
            tr(
                "{actor} no localiza a {objetivo} ({total} contra {contra}).",
                actor=ctx.name(actor),
                objetivo=ctx.name(objetivo),
                total=total,
                contra=contra,
            )
        )


def habilidad_percepcion(view: BattleView, cid: str) -> int:
    """Luchar a ciegas: «una tirada de percepción enfrentada contra la agilidad». HABILIDADES: «Con valor 1/2 se tiran
    normalmente. Con valor 1 se tiran con Superioridad. Si una habilidad llega al valor 2, se lanza con Doble
    Superioridad» (0: Inferioridad). The best of the sheet's «Percepción …» skills counts; a sheet without any rolls
    the attribute alone (regla casera `luchar_a_ciegas_sin_habilidad`: it rolls as a skill at 0, with Inferioridad)."""
    valores = [v for n, v in st.ficha(view, cid).habilidades.items() if n.startswith("Percepción ")]
    if not valores:
        return -1 if view.option("luchar_a_ciegas_sin_habilidad", False) else 0
    mejor = max(valores)
    return -1 if mejor <= 0 else (0 if mejor < 1 else int(mejor))


def _exitos(ctx: Resolution, action: Action, atributo: str, dificultad: int, que: str) -> int:
    """1d20 + the attribute's bonus against a difficulty; one success per 5 points over it (DAÑO EN COMBATE)."""
    actor = action.actor
    bono = _bono(ctx, actor, atributo, tiradas.niveles(action))
    neto = -1 if st.aturdido_en_todo(ctx, actor) else 0  # ATURDIMIENTO: «se le aplica Inferioridad»
    neto += tiradas.gastar_heroe(ctx, action, que)
    tirada = tiradas.tirar(ctx, action, expresion, neto, estandar=True,
                           purpose=lambda n: tr("{que} de {actor} (+{bono} contra {dificultad})", que=que, actor=ctx.name(actor), bono=bono, dificultad=dificultad),
                           success=(">=", max(1, min(20, dificultad - bono))))  # fmt: skip
    critico_estresante(ctx, actor, tirada.total)
    if tirada.total == 1:
        return 0  # «Un 1 siempre es fallo»
    total = tirada.total + bono
    exitos = (total - dificultad) // 5 if total >= dificultad else 0
    return max(1, exitos) if tirada.total == 20 else exitos  # «Un 20 es crítico y es siempre éxito»


def curar(ctx: Resolution, action: Action) -> None:
    """Contacto curativo: «Por cada éxito cura un daño físico o mental, pero no emocional. Esta tirada está
    basada en Inteligencia» against the standard difficulty (RESOLVER ACCIONES: «15 = media (esta es dificultad
    estándar)»); FAQ: «superpoderes curativos, que estabilizan cuando curan al menos 1 pv»."""
    objetivo = str(action.objetivo)
    dificultad = int(ctx.option("dificultad_curacion", 15) or 15)  # «15 = media (esta es dificultad estándar)»
    exitos = _exitos(ctx, action, "inteligencia", dificultad, "Curación")
    data = st.live(ctx, objetivo)
    curable = int(data["puntos_vida_max"]) - int(data["puntos_vida"]) - int(data.get("dano_emocional", 0))
    curados = max(0, min(exitos, curable))
    if not curados:
        ctx.log(
            tr(
                "{actor} no cura a {objetivo} ({exitos} éxito(s)).",
                actor=ctx.name(action.actor),
                objetivo=ctx.name(objetivo),
                exitos=exitos,
            )
        )
        return
    vida = int(data["puntos_vida"]) + curados
    ctx.set(
        objetivo,
        "puntos_vida",
        vida,
        tr("{objetivo} recupera {curados} PV: {vida}.", objetivo=ctx.name(objetivo), curados=curados, vida=vida),
    )
    if vida < 0:
        estados = [e for e in st.estados(ctx, objetivo) if e not in ("moribundo", "estabilizado")] + ["estabilizado"]
        ctx.set(objetivo, "estados", estados, tr("{objetivo} queda estabilizado.", objetivo=ctx.name(objetivo)))
    else:
        actualizar_estado_vida(ctx, objetivo, curacion=True)


def motivar(ctx: Resolution, action: Action) -> None:
    """Motivador: 1 punto de Héroe; «Cura 1 de daño emocional por cada éxito obtenido contra dificultad 10,
    siendo una tirada basada en Presencia»."""
    objetivo = str(action.objetivo)
    gastar_puntos_heroe(ctx, action.actor, 1, "Motivador")
    exitos = _exitos(ctx, action, "presencia", 10, "Motivador")
    data = st.live(ctx, objetivo)
    curados = min(exitos, int(data.get("dano_emocional", 0)), int(data["puntos_vida_max"]) - int(data["puntos_vida"]))
    if curados <= 0:
        ctx.log(
            tr("{actor} no consigue motivar a {objetivo}.", actor=ctx.name(action.actor), objetivo=ctx.name(objetivo))
        )
        return
    vida = int(data["puntos_vida"]) + curados
    ctx.set(objetivo, "dano_emocional", int(data.get("dano_emocional", 0)) - curados)
    ctx.set(
        objetivo,
        "puntos_vida",
        vida,
        tr(
            "{objetivo} recupera {curados} PV de daño emocional: {vida}.",
            objetivo=ctx.name(objetivo),
            curados=curados,
            vida=vida,
        ),
    )
    actualizar_estado_vida(ctx, objetivo)


def provocar_ataque(ctx: Resolution, action: Action) -> None:
    enemigo, victima = action.objetivos
    gastar_puntos_heroe(ctx, action.actor, 1, PROVOCAR)
    ctx.set(action.actor, "provocados", [*st.live(ctx, action.actor).get("provocados", []), enemigo])
    ctx.set(enemigo, "ataque_provocado", {"contra": victima, "ronda": ctx.round, "por": action.actor},
            tr('{actor} provoca que {enemigo} ataque a {victima} (ataque extra).', actor=ctx.name(action.actor), enemigo=ctx.name(enemigo), victima=ctx.name(victima)))  # fmt: skip
    ctx.set(action.actor, "hizo_estandar", True)


def ataque_provocado(view: BattleView, action: Action) -> bool:
    """The extra attack «Provocar ataque a otro objetivo» forces, against the chosen target, this round."""
    if action.accion != "atacar":
        return False
    extra: Any = st.live(view, action.actor).get("ataque_provocado")
    return isinstance(extra, dict) and extra.get("contra") == action.objetivo and extra.get("ronda") == view.round


def activar_hechizo(ctx: Resolution, action: Action) -> None:
    activar(ctx, action.actor, str(action.param("poder")))


def activar(ctx: Resolution, cid: str, poder: str) -> None:
    hechizos = {**st.live(ctx, cid).get("hechizos", {}), poder: ctx.round}
    minutos = st.ficha(ctx, cid).nivel
    ctx.set(
        cid,
        "hechizos",
        hechizos,
        tr(
            "{actor} lanza el hechizo «{poder}» (dura {minutos} minuto(s)).",
            actor=ctx.name(cid),
            poder=poder,
            minutos=minutos,
        ),
    )


def mantener_distancia(ctx: Resolution, action: Action) -> None:
    """The hero point for Superioridad spent out of turn too: no -1 from melee hits until his next turn."""
    gastar_puntos_heroe(ctx, action.actor, 1, MANTENER_DISTANCIA)
    poner_distancia(ctx, action.actor)
    pendientes = [*st.live(ctx, action.actor).get("superioridad_pendiente", []),
                  {"contra": None, "origen": "punto de Héroe (Ataque manteniendo la distancia)"}]  # fmt: skip
    ctx.set(action.actor, "superioridad_pendiente", pendientes)


def poner_distancia(ctx: Resolution, cid: str) -> None:
    posturas = {**st.live(ctx, cid).get("posturas", {}), "manteniendo_distancia": True}
    ctx.set(
        cid,
        "posturas",
        posturas,
        tr("{actor} mantiene la distancia: los golpes cuerpo a cuerpo no le restan defensa.", actor=ctx.name(cid)),
    )


def convertirse_en_gas(ctx: Resolution, action: Action) -> None:
    estados = st.estados(ctx, action.actor)
    if "gas" in estados:
        ctx.set(
            action.actor,
            "estados",
            [e for e in estados if e != "gas"],
            tr("{actor} vuelve a su forma sólida.", actor=ctx.name(action.actor)),
        )
    else:
        ctx.set(
            action.actor, "estados", [*estados, "gas"], tr("{actor} se convierte en gas.", actor=ctx.name(action.actor))
        )
