"""How the epic20 actions other than attacks and the special ones change the battle (``acciones.ACCIONES``)."""

from __future__ import annotations

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import Action, JsonValue
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20 import legalidad as acc
from core.rulesets.epic20 import progresion, tiradas
from core.rulesets.epic20.ataque_elegido import nombre_neto
from core.rulesets.epic20.danos import actualizar_estado_vida
from core.rulesets.epic20.derivados import nivel_maniobra
from core.rulesets.epic20.puntos_heroe import gastar_puntos_heroe
from core.rulesets.epic20.turnos import iniciar_turno, saltados
from core.turns import next_in_order


def postura(ctx: Resolution, cid: str, clave: str, valor: JsonValue) -> None:
    posturas = dict(st.live(ctx, cid).get("posturas", {}))
    posturas[clave] = valor
    ctx.set(cid, "posturas", posturas)


def pasar(ctx: Resolution, action: Action) -> None:
    ctx.log(tr("{actor} pasa.", actor=ctx.name(action.actor)))


def tirada_moribundo(ctx: Resolution, action: Action) -> None:
    ctx.set(action.actor, "moribundo_ronda", ctx.round)
    # PUNTOS DE HÉROE: «Ganar Superioridad en una tirada», «Repetir un dado de 20 ya lanzado»
    tiradas.tirada_moribundo(ctx, action, tiradas.gastar_heroe(ctx, action, "tirada de moribundo"))


def mover(ctx: Resolution, action: Action) -> None:
    if ctx.turn == action.actor:  # flags of this turn (a move after the turn ended is the other half)
        ctx.set(action.actor, "movio", True)
        if action.param("corriendo") is True:
            ctx.set(action.actor, "corriendo", True)
    ctx.log(
        tr(
            "{actor} se mueve{valor}.",
            actor=ctx.name(action.actor),
            valor=": " + str(action.param("detalle")) if action.param("detalle") else "",
        )
    )


def usar_objeto(ctx: Resolution, action: Action) -> None:
    ctx.log(tr("{actor} usa una acción de objeto.", actor=ctx.name(action.actor)))


def comunicar(ctx: Resolution, action: Action) -> None:
    ctx.log(tr("{actor} se comunica.", actor=ctx.name(action.actor)))


def accion_libre(ctx: Resolution, action: Action) -> None:
    ctx.log(tr("{actor} hace una acción libre.", actor=ctx.name(action.actor)))


def levantarse(ctx: Resolution, action: Action) -> None:
    estados = [e for e in st.estados(ctx, action.actor) if e != "tumbado"]
    ctx.set(action.actor, "estados", estados, tr("{actor} se levanta.", actor=ctx.name(action.actor)))


def mantener(ctx: Resolution, action: Action) -> None:
    progresion.mantener(ctx, action)


def liberarse(ctx: Resolution, action: Action) -> None:
    tiradas.gastar_heroe(ctx, action, "liberarse")
    intentos = st.live(ctx, action.actor).get("intentos_liberarse", {})
    previos = int(intentos.get("n", 0)) if intentos.get("ronda") == ctx.round else 0
    ctx.set(action.actor, "intentos_liberarse", {"ronda": ctx.round, "n": previos + 1})
    progresion.liberarse(ctx, action)
    if action.param("con", "estandar") == "estandar":
        ctx.set(action.actor, "hizo_estandar", True)


def recoger_arma(ctx: Resolution, action: Action) -> None:
    ctx.set(action.actor, "desarmado", {}, tr("{actor} recoge su arma.", actor=ctx.name(action.actor)))


def reactivar_equipo(ctx: Resolution, action: Action) -> None:
    rotos = {k: v for k, v in st.live(ctx, action.actor).get("equipo_estropeado", {}).items() if v == "partida"}
    ctx.set(
        action.actor,
        "equipo_estropeado",
        rotos,
        tr("{actor} dedica el turno a reactivar su equipo.", actor=ctx.name(action.actor)),
    )


def regenerar(ctx: Resolution, action: Action) -> None:
    vida = min(int(st.live(ctx, action.actor)["puntos_vida_max"]), int(st.live(ctx, action.actor)["puntos_vida"]) + 1)
    ctx.set(
        action.actor,
        "puntos_vida",
        vida,
        tr("{actor} se regenera: {vida} PV.", actor=ctx.name(action.actor), vida=vida),
    )


def defensa_total(ctx: Resolution, action: Action) -> None:
    postura(ctx, action.actor, "defensa_total", True)
    ctx.log(
        tr(
            "{actor} se pone en Defensa total: Inferioridad a los ataques de sus enemigos.",
            actor=ctx.name(action.actor),
        )
    )


def defensa_a_la_carrera(ctx: Resolution, action: Action) -> None:
    nivel = nivel_maniobra(st.maniobras(ctx, action.actor), "Defensa a la carrera")
    postura(ctx, action.actor, "defensa_a_la_carrera", nivel)
    ctx.log(
        tr(
            "{actor} usa Defensa a la carrera ({nombre_neto} a los ataques a distancia).",
            actor=ctx.name(action.actor),
            nombre_neto=nombre_neto(-nivel),
        )
    )


def parada(ctx: Resolution, action: Action) -> None:
    postura(ctx, action.actor, "parada", True)
    ctx.log(tr("{actor} declara Parada: +¼ nivel de defensa mundana cuerpo a cuerpo.", actor=ctx.name(action.actor)))


def esquiva(ctx: Resolution, action: Action) -> None:
    postura(ctx, action.actor, "esquiva", True)
    ctx.log(tr("{actor} declara Esquiva: +¼ nivel de defensa mundana.", actor=ctx.name(action.actor)))


def interponerse(ctx: Resolution, action: Action) -> None:
    objetivo = str(action.objetivo)
    ctx.set(
        objetivo,
        "protegido_por",
        action.actor,
        tr(
            "{actor} se interpone para proteger a {objetivo}.",
            actor=ctx.name(action.actor),
            objetivo=ctx.name(objetivo),
        ),
    )
    if ctx.turn == action.actor:  # out of turn the kept move action may still follow (it brought him there)
        ctx.set(action.actor, "hizo_estandar", True)


def retrasar(ctx: Resolution, action: Action) -> None:
    siguiente, nueva = next_in_order(ctx, saltados(ctx))
    orden = [c for c in ctx.state["orden"] if c != action.actor]
    indice = orden.index(str(action.objetivo)) + (0 if action.param("antes") else 1)
    orden.insert(indice, action.actor)
    texto = tr(
        "{actor} retrasa su acción hasta {objetivo}.",
        actor=ctx.name(action.actor),
        objetivo=ctx.name(str(action.objetivo)),
    )
    ctx.set_global("orden", orden, texto)
    ctx.set(action.actor, "retraso", {"objetivo": str(action.objetivo), "ronda": ctx.round})
    if nueva:
        ctx.set_global("ronda", ctx.round + 1, tr("— Ronda {valor} —", valor=ctx.round + 1))
    ctx.set_global("turno", siguiente, tr("Turno de {siguiente}.", siguiente=ctx.name(siguiente)) if siguiente else "")
    if siguiente is not None:
        iniciar_turno(ctx, siguiente)


def superioridad(ctx: Resolution, cid: str, contra: str | None, origen: str, por: str = "") -> None:
    nueva: dict[str, JsonValue] = {"contra": contra, "origen": origen}
    if por:
        nueva["por"] = por  # Inspirar a otros: «antes del próximo turno del personaje que les ha inspirado»
    pendientes = [*st.live(ctx, cid).get("superioridad_pendiente", []), nueva]
    ctx.set(
        cid,
        "superioridad_pendiente",
        pendientes,
        tr("{actor} tendrá Superioridad en su próximo ataque ({origen}).", actor=ctx.name(cid), origen=origen),
    )


def apuntar(ctx: Resolution, action: Action) -> None:
    superioridad(ctx, action.actor, action.objetivo, "Excelente apuntando")


def estudiar_objetivo(ctx: Resolution, action: Action) -> None:
    ctx.set(
        action.actor,
        "estudiado",
        action.objetivo,
        tr("{actor} estudia a {objetivo}.", actor=ctx.name(action.actor), objetivo=ctx.name(str(action.objetivo))),
    )


def mostrar_punto_debil(ctx: Resolution, action: Action) -> None:
    if len(action.objetivos) > 1:
        gastar_puntos_heroe(ctx, action.actor, 2, "Mostrar punto débil 2")
    for objetivo in action.objetivos:
        superioridad(ctx, objetivo, None, "Mostrar punto débil")
    ctx.set(action.actor, "hizo_estandar", True)


def trabajo_en_equipo(ctx: Resolution, action: Action) -> None:
    superioridad(ctx, str(action.objetivo), None, "Trabajo en equipo")
    ctx.set(action.actor, "hizo_estandar", True)


def inspirar(ctx: Resolution, action: Action) -> None:
    gastar_puntos_heroe(ctx, action.actor, acc.precio_inspirar(ctx, action), "Inspirar a otros")
    for objetivo in action.objetivos:
        superioridad(ctx, objetivo, None, "Inspirar a otros", por=action.actor)


def usar_punto_heroe(ctx: Resolution, action: Action) -> None:
    gastar_puntos_heroe(ctx, action.actor, 1, tr("+1 punto de vida"))
    vida = int(st.live(ctx, action.actor)["puntos_vida"]) + 1
    ctx.set(
        action.actor, "puntos_vida", vida, tr("{actor} gana 1 PV: {vida}.", actor=ctx.name(action.actor), vida=vida)
    )
    actualizar_estado_vida(ctx, action.actor, curacion=True)
