"""Why an ``atacar`` is not legal now: the attack, its maneuver, its targets and its limited uses."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal, did_you_mean
from core.ruleset import Action
from core.rulesets.epic20 import areas, reglas
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.circunstancias import tamano_tumbar
from core.rulesets.epic20.combate import MANIOBRAS_ATAQUE, ataque_de, nivel_de
from core.rulesets.epic20.ficha import FichaEpic20

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
            return Refusal("objetivo_fuera_de_combate", f"{view.name(objetivo)} ya está muerto.")
    maniobra = action.param("maniobra")
    base, _ = nivel_de(maniobra)
    heroe = action.param("punto_heroe")
    if heroe is not None:
        if heroe not in ("superioridad", "repetir", "nivel", "maniobra", "poder"):
            return Refusal(
                "uso_heroe_no_valido",
                f"Uso de punto de Héroe desconocido: «{heroe}» (superioridad, repetir, nivel, maniobra, poder).",
            )
        precio = 2 if heroe == "repetir" else 1
        if heroe == "poder":  # PUNTOS DE HÉROE: «Ganar 1 superpoder, de coste hasta 1 por pto de Héroe usado»
            if action.param("ataque") is None:
                return Refusal(
                    "falta_campo", "Para ganar un superpoder de ataque con puntos de Héroe indica cuál en «ataque»."
                )
            entrada = cat.poderes().get(str(action.param("ataque")))
            if entrada is None or entrada.ataque is None:
                return Refusal("sin_ataque", f"«{action.param('ataque')}» no es un poder de ataque del catálogo.")
            precio = max(1, int(-(-entrada.coste // 1)))
        if st.heroe_usado(view, actor) and heroe not in ("repetir", "poder"):
            return Refusal("punto_heroe_ya_usado", "Solo se puede gastar 1 punto de Héroe por turno.")
        if int(st.live(view, actor).get("puntos_heroe", 0)) < precio:
            return Refusal("sin_puntos_heroe", f"{view.name(actor)} no tiene {precio} punto(s) de Héroe.")
    if maniobra is not None:
        if maniobra not in cat.maniobras():
            parecidas = did_you_mean(str(maniobra), cat.maniobras())
            return Refusal("maniobra_desconocida", f"La maniobra «{maniobra}» no existe.{parecidas}")
        if base not in MANIOBRAS_ATAQUE and maniobra not in PASIVAS:
            return Refusal("maniobra_no_permitida", f"«{maniobra}» no es una maniobra que se use al atacar.")
        if maniobra not in st.maniobras(view, actor) and heroe != "maniobra":
            return Refusal(
                "sin_maniobra",
                f"{view.name(actor)} no tiene la maniobra «{maniobra}» (un punto de Héroe la concede 1 turno).",
            )
    if heroe == "maniobra" and maniobra is None:
        return Refusal("falta_campo", "Para ganar una maniobra con un punto de Héroe indica cuál en «maniobra».")
    ataque = ataque_de(view, actor, action)
    nombre = action.param("ataque", reglas.SIN_ARMAS)
    if len(objetivos) > 1 and base != "Ataque doble" and not (ataque is not None and ataque.area):
        rafaga = ataque is not None and ataque.rafaga and ataque.poder is not None
        if not rafaga:
            return Refusal(
                "numero_de_objetivos",
                "Solo «Ataque doble», un ataque de área o el «Ataque de ráfaga» atacan a varios objetivos.",
            )
        if len(objetivos) > 3:
            return Refusal("numero_de_objetivos", "«Ataque de ráfaga» alcanza como mucho a tres enemigos consecutivos.")
    if base == "Tumbar":
        for objetivo in objetivos:
            if tamano_tumbar(view, objetivo) - tamano_tumbar(view, actor) >= 2:
                # «Dos categorías de tamaño más implica que no puede intentar tumbarlo.»
                return Refusal(
                    "objetivo_no_valido",
                    f"{view.name(objetivo)} es dos categorías de tamaño mayor: no se le puede tumbar.",
                )
    if base == "Ataque doble" and len(objetivos) > 2:
        return Refusal("numero_de_objetivos", "«Ataque doble» hace 2 ataques: a dos objetivos o dos al mismo.")
    if ataque is None:
        if heroe == "poder":
            return Refusal("sin_ataque", f"«{nombre}» no es un poder de ataque del catálogo.")
        posibles = ", ".join(reglas.ataques(sheet))
        return Refusal("sin_ataque", f"{view.name(actor)} no tiene el ataque «{nombre}» (tiene: {posibles}).")
    limite = areas.por_que_no(view, action, ataque, base)
    if limite:
        return limite
    if ataque.equipo is not None:
        roto = st.live(view, actor).get("equipo_estropeado", {}).get(ataque.equipo.nombre)
        if roto:
            return Refusal(
                "equipo_inutilizable",
                f"«{ataque.equipo.nombre}» está estropeado{' el resto de la partida' if roto == 'partida' else ''}.",
            )
        if ataque.equipo.nombre in st.live(view, actor).get("desarmado", {}):
            return Refusal("equipo_inutilizable", f"{view.name(actor)} ha sido desarmado de «{ataque.equipo.nombre}».")
    cegado = (
        st.tiene_estado(view, actor, "cegado") and st.live(view, actor).get("cegado_ronda", view.round) >= view.round
    )
    if cegado and ataque.alcance == "distancia":
        return Refusal("estado_no_permite", f"{view.name(actor)} está cegado: no puede atacar a distancia.")
    if base == "Ataque brutal" and not (
        ataque.equipo is not None and ataque.equipo.dos_manos and ataque.alcance == "cuerpo_a_cuerpo"
    ):
        return Refusal("requisito_no_cumplido", "«Ataque brutal» requiere un arma de cuerpo a cuerpo a dos manos.")
    if base == "Ataque brutal de ráfaga" and not (ataque.rafaga or _dos_armas_a_distancia(sheet)):
        return Refusal(
            "requisito_no_cumplido", "«Ataque brutal de ráfaga» requiere un arma de ráfaga o dos armas a distancia."
        )
    if base == "Ataque sostenido" and (ataque.equipo is None or ataque.alcance != "distancia"):
        return Refusal("requisito_no_cumplido", "«Ataque sostenido» se hace con un arma (equipo) a distancia.")
    if base == "Ataque sostenido" and st.live(view, actor).get("sostenido_agotado"):
        return Refusal(
            "limite_de_usos",
            "«Ataque sostenido» solo se usa una vez por escena si agotó la munición (aunque tenga varias armas).",
        )
    if base == "Desmoralizar" and st.ficha(view, actor).atributos.presencia != 1:
        return Refusal("requisito_no_cumplido", "Desmoralizar requiere que la Presencia sea un atributo destacable.")
    if base == "Agotar" and st.ficha(view, actor).atributos.inteligencia != 1:
        return Refusal("requisito_no_cumplido", "Agotar requiere que la Inteligencia sea un atributo destacable.")
    if base == "Golpe en los nervios":
        if nombre != reglas.SIN_ARMAS:
            return Refusal("requisito_no_cumplido", "«Golpe en los nervios» se hace con las manos («sin_armas»).")
        for objetivo in objetivos:
            if _protegido(view, objetivo):
                return Refusal(
                    "objetivo_no_valido",
                    "«Golpe en los nervios» no funciona contra quien tiene superdefensas o armadura.",
                )
    if ataque.uso_limitado:
        precio = precio_uso_limitado(view, actor, ataque.nombre)
        if ataque.nombre in st.live(view, actor).get("usos_limitados", []):
            return Refusal("limite_de_usos", f"«{ataque.nombre}» es de uso limitado y ya se usó en esta escena.")
        if int(st.live(view, actor).get("puntos_heroe", 0)) < precio:
            return Refusal(
                "sin_puntos_heroe",
                f"«{ataque.nombre}» es de uso limitado: hace falta gastar {precio} punto(s) de Héroe.",
            )
    if base == "Cegar" and int(st.live(view, actor).get("puntos_heroe", 0)) < 1 and heroe is None:
        return Refusal(
            "sin_puntos_heroe", "«Cegar» requiere gastar 1 punto de Héroe cuando tiene éxito, y no le quedan."
        )
    return None


def _dos_armas_a_distancia(sheet: FichaEpic20) -> bool:
    return sum(1 for o in sheet.equipo if o.categoria in ("arma", None) and o.alcance == "distancia") >= 2


def precio_uso_limitado(view: BattleView, actor: str, nombre: str) -> int:
    """Uso limitado: hero points equal to the divided cost, once per scene (the battle)."""
    from core.rulesets.epic20.presupuesto import coste_poder

    sheet = st.ficha(view, actor)
    poder = next(p for p in sheet.poderes if p.nombre == nombre)
    return int(coste_poder(sheet, poder))


def _protegido(view: BattleView, cid: str) -> bool:
    sheet = st.ficha(view, cid)
    defensas = any(
        cat.poderes()[p.nombre].grupo == "superdefensa"
        for p in reglas.poderes_efectivos(sheet)
        if p.nombre in cat.poderes()
    )
    return defensas or any(o.categoria == "armadura" for o in sheet.equipo)
