"""How an ``atacar`` changes the battle (each target's attack roll, then what its maneuver leaves: Ataque a fondo's
extra attack, Ataque poderoso's lowered defence…), and the Ataque defensivo declared apart."""

from __future__ import annotations

from core.battle import Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import ataque_extra, catalogos, derivados, formas
from core.rulesets.epic20 import especiales as esp
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20 import superioridades as sup
from core.rulesets.epic20.ataque_elegido import maniobra_efectiva
from core.rulesets.epic20.circunstancias import moverse_mientras_actua
from core.rulesets.epic20.combate import dos_armas, resolver_ataque
from core.rulesets.epic20.legal_ataque import precio_uso_limitado
from core.rulesets.epic20.puntos_heroe import gastar_puntos_heroe
from core.rulesets.epic20.resolver_acciones import postura


def atacar(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    heroe = action.param("punto_heroe")
    if heroe:
        precio = 2 if heroe == "repetir" else 1
        if heroe == "poder":
            entrada = catalogos.poderes()[str(action.param("ataque"))]
            precio = max(1, int(-(-entrada.coste // 1)))
        gastar_puntos_heroe(ctx, actor, precio, str(heroe))
        if heroe == "maniobra":
            ctx.set(actor, "maniobra_temporal", {"nombre": action.param("maniobra"), "ronda": ctx.round})
    ataque = st.ataques(ctx, actor).get(str(action.param("ataque", derivados.SIN_ARMAS)))
    if ataque is not None and ataque.uso_limitado:
        precio = precio_uso_limitado(ctx, actor, ataque.nombre)
        restantes = int(st.live(ctx, actor).get("puntos_heroe", 0)) - precio
        ctx.set(
            actor,
            "puntos_heroe",
            restantes,
            tr(
                "{actor} gasta {precio} punto(s) de Héroe en «{nombre}» (uso limitado).",
                actor=ctx.name(actor),
                precio=precio,
                nombre=ataque.nombre,
            ),
        )
        ctx.set(actor, "usos_limitados", [*st.live(ctx, actor).get("usos_limitados", []), ataque.nombre])
    if ataque is not None and ataque.poder is not None and not esp.hechizo_activo(ctx, actor, ataque.poder):
        esp.activar(ctx, actor, ataque.poder)
    if ataque is not None and ataque.poder == "Crecer" and not st.tiene_estado(ctx, actor, "crecido"):
        formas.cambiar(ctx, actor, "crecido", tr("crece para atacar"), tr("vuelve a su tamaño"))
    if esp.ataque_provocado(ctx, action):
        ctx.delete_path(("combatientes", actor, "ataque_provocado"))
    base = str(maniobra_efectiva(ctx, actor, action.param("maniobra"))[0] or "")
    contra = ataque_extra.es_extra(ctx, action)
    nivel_contra: int | None = None
    if contra:
        nivel_contra = int(st.live(ctx, actor)["ataque_extra"].get("inferioridad", 0))
        ctx.delete_path(("combatientes", actor, "ataque_extra"))
    objetivos = list(action.objetivos)
    if (
        action.param("maniobra", "")
        and str(action.param("maniobra")).startswith("Ataque doble")
        and len(objetivos) == 1
    ):
        objetivos = objetivos * 2
    nivel_doble = derivados.nivel_maniobra(st.maniobras(ctx, actor), "Ataque doble")
    ambos = nivel_doble >= 2 and dos_armas(ctx, actor)  # «Ataque doble 2»: the hero point helps both attacks
    una_tirada = bool(ctx.option("area_una_tirada", False)) and base != "Ataque doble" and len(objetivos) > 1
    previa = None
    for numero, objetivo in enumerate(objetivos):
        protector = st.live(ctx, objetivo).get("protegido_por")
        if protector and protector != actor and not st.fuera_de_combate(ctx, str(protector)):
            ctx.log(
                tr(
                    "{protector} se interpone y recibe el ataque dirigido a {objetivo}.",
                    protector=ctx.name(str(protector)),
                    objetivo=ctx.name(objetivo),
                )
            )
            objetivo = str(protector)
        tirada = resolver_ataque(ctx, action, objetivo, contraataque=nivel_contra,
                                 sin_heroe=numero > 0 and not ambos, previa=previa,
                                 sin_pendientes=numero > 0 and base == "Ataque doble")  # fmt: skip
        previa = tirada if una_tirada else None
    _tras_ataque(ctx, action, base, objetivos)


def _tras_ataque(ctx: Resolution, action: Action, base: str, objetivos: list[str]) -> None:
    actor = action.actor
    maniobra = str(action.param("maniobra") or "")
    nivel = maniobra_efectiva(ctx, actor, maniobra or None)[1]
    if maniobra.startswith("Ataque a fondo") and not ataque_extra.es_extra(ctx, action):
        maniobra_base = "Ataque a fondo"
        postura(ctx, actor, "ataque_a_fondo", True)
        for objetivo in objetivos:
            if not st.fuera_de_combate(ctx, objetivo):
                ctx.set(objetivo, "ataque_extra", {"contra": actor, "ronda": ctx.round, "inferioridad": nivel - 1},
                        tr('{objetivo} aguanta en pie: gana un ataque extra contra {actor} ({maniobra_base}).', objetivo=ctx.name(objetivo), actor=ctx.name(actor), maniobra_base=maniobra_base))  # fmt: skip
    elif maniobra.startswith("Ataque poderoso"):
        postura(ctx, actor, "ataque_poderoso", True)
        perdida = {1: 2, 2: 1, 3: 0}[nivel]
        if perdida and not ctx.option("poderoso_baja_acumulable", False):
            # «La defensa del luchador disminuye en 2 tras realizar su ataque»: until his next turn, like the
            # opponents' Superioridad (M&M 3ª, all-out attack); the house rule adds it to the penalties instead
            postura(ctx, actor, "defensa_poderoso", perdida)
            ctx.log(
                tr(
                    "{actor} baja {perdida} su defensa hasta su siguiente turno (Ataque poderoso).",
                    actor=ctx.name(actor),
                    perdida=perdida,
                )
            )
        elif perdida:
            total = int(st.live(ctx, actor).get("penalizador_defensa", 0)) + perdida
            ctx.set(
                actor,
                "penalizador_defensa",
                total,
                tr(
                    "{actor} baja {perdida} su defensa tras el Ataque poderoso.",
                    actor=ctx.name(actor),
                    perdida=perdida,
                ),
            )
    elif maniobra.startswith("Ataque doble"):
        if not dos_armas(ctx, actor):
            postura(ctx, actor, "ataque_doble", True)
    elif maniobra.startswith("Ataque defensivo") and objetivos:
        postura(ctx, actor, "ataque_defensivo", objetivos[0])
        ctx.set(actor, "ataque_defensivo_ronda", ctx.round)
    if st.live(ctx, actor).get("ataque_defensivo_ronda") == ctx.round:
        ctx.set(actor, "ataque_defensivo_ronda", -1)  # the own Inferioridad is paid once
    if maniobra.startswith("Agarrón"):  # «Los enemigos ganan Superioridad»; Agarrón 2 and 3 only change the cost
        postura(ctx, actor, "agarron", True)
    if moverse_mientras_actua(ctx, action) and st.live(ctx, actor).get("movio"):
        ctx.set(actor, "mitad_pendiente", True)
    if str(action.param("ataque", "")) not in ("Desmoralizar", "Agotar"):  # «ni ganar Superioridad usando ventajas»
        sup.consumir(ctx, actor, objetivos)
    ctx.set(actor, "hizo_estandar", True)


def ataque_defensivo(ctx: Resolution, action: Action) -> None:
    """Declared apart (also in the enemy's turn): his own next attack this round has Inferioridad."""
    objetivo = str(action.objetivo)
    postura(ctx, action.actor, "ataque_defensivo", objetivo)
    ctx.set(action.actor, "ataque_defensivo_ronda", ctx.round,
            tr('{actor} declara Ataque defensivo contra {objetivo}: Inferioridad a su ataque contra él y a su propio ataque.', actor=ctx.name(action.actor), objetivo=ctx.name(objetivo)))  # fmt: skip
