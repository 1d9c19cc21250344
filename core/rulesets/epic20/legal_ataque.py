"""Why an ``atacar`` is not legal now: the attack, its maneuver, its targets and its limited uses."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal, did_you_mean
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import areas, derivados
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.ataque_elegido import MANIOBRAS_ATAQUE, ataque_de, nivel_de
from core.rulesets.epic20.circunstancias import tamano_tumbar
from core.rulesets.epic20.ficha import FichaEpic20
from core.rulesets.epic20.presupuesto import coste_poder

PASIVAS = (
    "Ataque manteniendo la distancia", "Ataque de rango largo 2", "Ataque de rango largo 3", "Ataque de distancia a melee",
    "Ataque anti cobertura", "Imparable", "Fineza con un arma", "Ojo agudo", "Lucha sin armas", "Moverse mientras actúa",
)  # fmt: skip
"""Maneuvers that work by themselves when attacking: naming one in ``maniobra`` is accepted (and with
``punto_heroe: "maniobra"`` gains it for the turn)."""


def por_que_no_ataque(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    sheet = st.ficha(view, actor)
    objetivos = action.objetivos
    for objetivo in objetivos:
        if st.tiene_estado(view, objetivo, "muerto"):
            return Refusal("objetivo_fuera_de_combate", tr("{objetivo} ya está muerto.", objetivo=view.name(objetivo)))
    maniobra = action.param("maniobra")
    base, _ = nivel_de(maniobra)
    heroe = action.param("punto_heroe")
    if heroe is not None:
        if heroe not in ("superioridad", "repetir", "nivel", "maniobra", "poder"):
            return Refusal(
                "uso_heroe_no_valido",
                tr(
                    "Uso de punto de Héroe desconocido: «{heroe}» (superioridad, repetir, nivel, maniobra, poder).",
                    heroe=heroe,
                ),
            )
        precio = 2 if heroe == "repetir" else 1
        if heroe == "poder":  # PUNTOS DE HÉROE: «Ganar 1 superpoder, de coste hasta 1 por pto de Héroe usado»
            if action.param("ataque") is None:
                return Refusal(
                    "falta_campo", tr("Para ganar un superpoder de ataque con puntos de Héroe indica cuál en «ataque».")
                )
            entrada = cat.poderes().get(str(action.param("ataque")))
            if entrada is None or entrada.ataque is None:
                return Refusal(
                    "sin_ataque", tr("«{param}» no es un poder de ataque del catálogo.", param=action.param("ataque"))
                )
            precio = max(1, int(-(-entrada.coste // 1)))
        if st.heroe_usado(view, actor) and heroe not in ("repetir", "poder"):
            return Refusal("punto_heroe_ya_usado", tr("Solo se puede gastar 1 punto de Héroe por turno."))
        if int(st.live(view, actor).get("puntos_heroe", 0)) < precio:
            return Refusal(
                "sin_puntos_heroe",
                tr("{actor} no tiene {precio} punto(s) de Héroe.", actor=view.name(actor), precio=precio),
            )
    if maniobra is not None:
        if maniobra not in cat.maniobras():
            parecidas = did_you_mean(str(maniobra), cat.maniobras())
            return Refusal(
                "maniobra_desconocida",
                tr("La maniobra «{maniobra}» no existe.{parecidas}", maniobra=maniobra, parecidas=parecidas),
            )
        if base not in MANIOBRAS_ATAQUE and maniobra not in PASIVAS:
            return Refusal(
                "maniobra_no_permitida", tr("«{maniobra}» no es una maniobra que se use al atacar.", maniobra=maniobra)
            )
        if maniobra not in st.maniobras(view, actor) and heroe != "maniobra":
            return Refusal(
                "sin_maniobra",
                tr(
                    "{actor} no tiene la maniobra «{maniobra}» (un punto de Héroe la concede 1 turno).",
                    actor=view.name(actor),
                    maniobra=maniobra,
                ),
            )
    if heroe == "maniobra" and maniobra is None:
        return Refusal("falta_campo", tr("Para ganar una maniobra con un punto de Héroe indica cuál en «maniobra»."))
    ataque = ataque_de(view, actor, action)
    nombre = action.param("ataque", derivados.SIN_ARMAS)
    if len(objetivos) > 1 and base != "Ataque doble" and not (ataque is not None and ataque.area):
        rafaga = ataque is not None and ataque.rafaga and ataque.poder is not None
        if not rafaga:
            return Refusal(
                "numero_de_objetivos",
                tr("Solo «Ataque doble», un ataque de área o el «Ataque de ráfaga» atacan a varios objetivos."),
            )
        if len(objetivos) > 3:
            return Refusal(
                "numero_de_objetivos", tr("«Ataque de ráfaga» alcanza como mucho a tres enemigos consecutivos.")
            )
    if base == "Tumbar":
        for objetivo in objetivos:
            if tamano_tumbar(view, objetivo) - tamano_tumbar(view, actor) >= 2:
                # «Dos categorías de tamaño más implica que no puede intentar tumbarlo.»
                return Refusal(
                    "objetivo_no_valido",
                    tr(
                        "{objetivo} es dos categorías de tamaño mayor: no se le puede tumbar.",
                        objetivo=view.name(objetivo),
                    ),
                )
    if base == "Ataque doble" and len(objetivos) > 2:
        return Refusal("numero_de_objetivos", tr("«Ataque doble» hace 2 ataques: a dos objetivos o dos al mismo."))
    if ataque is None:
        if heroe == "poder":
            return Refusal("sin_ataque", tr("«{nombre}» no es un poder de ataque del catálogo.", nombre=nombre))
        posibles = ", ".join(derivados.ataques(sheet))
        return Refusal(
            "sin_ataque",
            tr(
                "{actor} no tiene el ataque «{nombre}» (tiene: {posibles}).",
                actor=view.name(actor),
                nombre=nombre,
                posibles=posibles,
            ),
        )
    limite = areas.por_que_no(view, action, ataque, base)
    if limite:
        return limite
    if ataque.equipo is not None:
        roto = st.live(view, actor).get("equipo_estropeado", {}).get(ataque.equipo.nombre)
        if roto:
            return Refusal(
                "equipo_inutilizable",
                tr(
                    "«{nombre}» está estropeado{valor}.",
                    nombre=ataque.equipo.nombre,
                    valor=tr(" el resto de la partida") if roto == "partida" else "",
                ),
            )
        if ataque.equipo.nombre in st.live(view, actor).get("desarmado", {}):
            return Refusal(
                "equipo_inutilizable",
                tr("{actor} ha sido desarmado de «{nombre}».", actor=view.name(actor), nombre=ataque.equipo.nombre),
            )
    cegado = (
        st.tiene_estado(view, actor, "cegado") and st.live(view, actor).get("cegado_ronda", view.round) >= view.round
    )
    if cegado and ataque.alcance == "distancia":
        return Refusal(
            "estado_no_permite", tr("{actor} está cegado: no puede atacar a distancia.", actor=view.name(actor))
        )
    if base == "Ataque brutal" and not (
        ataque.equipo is not None and ataque.equipo.dos_manos and ataque.alcance == "cuerpo_a_cuerpo"
    ):
        return Refusal("requisito_no_cumplido", tr("«Ataque brutal» requiere un arma de cuerpo a cuerpo a dos manos."))
    if base == "Ataque brutal de ráfaga" and not (ataque.rafaga or _dos_armas_a_distancia(sheet)):
        return Refusal(
            "requisito_no_cumplido", tr("«Ataque brutal de ráfaga» requiere un arma de ráfaga o dos armas a distancia.")
        )
    if base == "Ataque sostenido" and (ataque.equipo is None or ataque.alcance != "distancia"):
        return Refusal("requisito_no_cumplido", tr("«Ataque sostenido» se hace con un arma (equipo) a distancia."))
    if base == "Ataque sostenido" and st.live(view, actor).get("sostenido_agotado"):
        return Refusal(
            "limite_de_usos",
            tr("«Ataque sostenido» solo se usa una vez por escena si agotó la munición (aunque tenga varias armas)."),
        )
    if base == "Desmoralizar" and st.ficha(view, actor).atributos.presencia != 1:
        return Refusal(
            "requisito_no_cumplido", tr("Desmoralizar requiere que la Presencia sea un atributo destacable.")
        )
    if base == "Agotar" and st.ficha(view, actor).atributos.inteligencia != 1:
        return Refusal("requisito_no_cumplido", tr("Agotar requiere que la Inteligencia sea un atributo destacable."))
    if base == "Golpe en los nervios":
        if nombre != derivados.SIN_ARMAS:
            return Refusal("requisito_no_cumplido", tr("«Golpe en los nervios» se hace con las manos («sin_armas»)."))
        for objetivo in objetivos:
            if _protegido(view, objetivo):
                return Refusal(
                    "objetivo_no_valido",
                    tr("«Golpe en los nervios» no funciona contra quien tiene superdefensas o armadura."),
                )
    if ataque.uso_limitado:
        precio = precio_uso_limitado(view, actor, ataque.nombre)
        if ataque.nombre in st.live(view, actor).get("usos_limitados", []):
            return Refusal(
                "limite_de_usos", tr("«{nombre}» es de uso limitado y ya se usó en esta escena.", nombre=ataque.nombre)
            )
        if int(st.live(view, actor).get("puntos_heroe", 0)) < precio:
            return Refusal(
                "sin_puntos_heroe",
                tr(
                    "«{nombre}» es de uso limitado: hace falta gastar {precio} punto(s) de Héroe.",
                    nombre=ataque.nombre,
                    precio=precio,
                ),
            )
    if base == "Cegar" and int(st.live(view, actor).get("puntos_heroe", 0)) < 1 and heroe is None:
        return Refusal(
            "sin_puntos_heroe", tr("«Cegar» requiere gastar 1 punto de Héroe cuando tiene éxito, y no le quedan.")
        )
    return None


def _dos_armas_a_distancia(sheet: FichaEpic20) -> bool:
    return sum(1 for o in sheet.equipo if o.categoria in ("arma", None) and o.alcance == "distancia") >= 2


def precio_uso_limitado(view: BattleView, actor: str, nombre: str) -> int:
    """Uso limitado: hero points equal to the divided cost, once per scene (the battle)."""
    sheet = st.ficha(view, actor)
    poder = next(p for p in sheet.poderes if p.nombre == nombre)
    return int(coste_poder(sheet, poder))


def _protegido(view: BattleView, cid: str) -> bool:
    sheet = st.ficha(view, cid)
    defensas = any(
        cat.poderes()[p.nombre].grupo == "superdefensa"
        for p in derivados.poderes_efectivos(sheet)
        if p.nombre in cat.poderes()
    )
    return defensas or any(o.categoria == "armadura" for o in sheet.equipo)
