"""Each epic20 action's own check (the ``check`` of its handler in ``acciones.ACCIONES``), after ``comun``: a
target (``con_objetivo``) for the actions aimed at another, the attack and the Ataque defensivo, the effects one
keeps up or frees oneself from (mantener, liberarse, levantarse, recoger el arma, reactivar equipo), the help to
allies (Trabajo en equipo, Mostrar punto débil, Inspirar a otros) and the hero point and dying rolls."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.coste_acciones import ETIQUETAS
from core.rulesets.epic20.legal_ataque import por_que_no_ataque
from core.rulesets.epic20.legal_comun import punto_heroe_vida
from core.rulesets.epic20.progresion import mantenible
from core.rulesets.epic20.tiradas import por_que_no_heroe


def por_que_no_tirada_moribundo(view: BattleView, action: Action) -> str | None:
    """The dying roll, once per round, with its hero point."""
    nombre = view.name(action.actor)
    if st.live(view, action.actor).get("moribundo_ronda") == view.round:
        return Refusal(
            "tirada_moribundo_hecha", tr("{nombre} ya hizo su tirada de moribundo esta ronda.", nombre=nombre)
        )
    return _heroe_en_tirada(view, action)


def _heroe_en_tirada(view: BattleView, action: Action) -> str | None:
    """``punto_heroe`` on a roll that is not an attack (dying roll, liberarse): Superioridad or repetir."""
    estandar = action.accion == "liberarse" and action.param("con", "estandar") == "estandar"
    return por_que_no_heroe(view, action, estandar=estandar)


def _ataque_defensivo(view: BattleView, action: Action) -> str | None:
    """«Se puede declarar cuando le toca actuar a su enemigo o cuando le toca actuar al luchador, lo que ocurra
    antes»: out of turn only in the chosen enemy's turn and before the fighter has acted this round."""
    actor, objetivo = action.actor, str(action.objetivo)
    if view.side(objetivo) == view.side(actor):
        return Refusal("objetivo_no_valido", tr("El Ataque defensivo se declara contra un enemigo."))
    if st.live(view, actor).get("ataque_defensivo_ronda") == view.round:
        return Refusal("ya_declarado", tr("{actor} ya declaró un Ataque defensivo esta ronda.", actor=view.name(actor)))
    if view.turn != actor:
        if view.turn != objetivo:
            return Refusal(
                "fuera_de_turno",
                tr(
                    "Fuera de su turno, el Ataque defensivo se declara en el turno de {objetivo}.",
                    objetivo=view.name(objetivo),
                ),
            )
        if st.live(view, actor).get("ronda_actuada") == view.round:
            return Refusal(
                "ya_actuo", tr("{actor} ya actuó esta ronda: lo declarará en su propio ataque.", actor=view.name(actor))
            )
    return None


def sin_mas(view: BattleView, action: Action) -> str | None:
    """An action with nothing of its own to check (the common checks are ``comun``)."""
    return None


def con_objetivo(view: BattleView, action: Action) -> str | None:
    """An action that needs another combatant as its target."""
    actor, accion, objetivo = action.actor, action.accion, action.objetivo
    if objetivo is None:
        return Refusal("falta_objetivo", tr("«{etiquetas}» necesita un objetivo.", etiquetas=ETIQUETAS[accion]))
    if objetivo == actor and accion == "retrasar":
        # RETRASAR ACCIÓN: «hasta justo antes o después de otro luchador (amigo u enemigo)»
        return Refusal(
            "objetivo_no_valido",
            tr("Retrasar acción es hasta justo antes o después de otro luchador, no de uno mismo."),
        )
    if objetivo == actor:
        return Refusal("objetivo_no_valido", tr("El objetivo no puede ser uno mismo."))
    return None


def por_que_no_atacar(view: BattleView, action: Action) -> str | None:
    return con_objetivo(view, action) or por_que_no_ataque(view, action)


def por_que_no_ataque_defensivo(view: BattleView, action: Action) -> str | None:
    return con_objetivo(view, action) or _ataque_defensivo(view, action)


def por_que_no_mantener(view: BattleView, action: Action) -> str | None:
    """Mantener a power with progression: its effect on the target must still be there."""
    sin_objetivo = con_objetivo(view, action)
    if sin_objetivo:
        return sin_objetivo
    actor, objetivo = action.actor, str(action.objetivo)
    if not mantenible(view, actor, objetivo):
        return Refusal(
            "sin_efecto",
            tr(
                "{actor} no tiene ningún efecto sobre {objetivo} que mantener.",
                actor=view.name(actor),
                objetivo=view.name(objetivo),
            ),
        )
    return None


def por_que_no_liberarse(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    if not st.live(view, actor).get("efectos"):
        return Refusal("sin_efecto", tr("{actor} no sufre ningún efecto del que liberarse.", actor=view.name(actor)))
    return _liberarse(view, action) or _heroe_en_tirada(view, action)


def por_que_no_levantarse(view: BattleView, action: Action) -> str | None:
    if not st.tiene_estado(view, action.actor, "tumbado"):
        return Refusal("sin_efecto", tr("{actor} no está en el suelo.", actor=view.name(action.actor)))
    return None


def por_que_no_recoger_arma(view: BattleView, action: Action) -> str | None:
    if not st.live(view, action.actor).get("desarmado"):
        return Refusal("sin_efecto", tr("{actor} no ha sido desarmado.", actor=view.name(action.actor)))
    return None


def por_que_no_reactivar_equipo(view: BattleView, action: Action) -> str | None:
    if not st.live(view, action.actor).get("equipo_estropeado"):
        return Refusal("sin_efecto", tr("{actor} no tiene equipo estropeado.", actor=view.name(action.actor)))
    return None


def por_que_no_trabajo_en_equipo(view: BattleView, action: Action) -> str | None:
    return con_objetivo(view, action) or _trabajo_en_equipo(view, action.actor)


def por_que_no_mostrar_punto_debil(view: BattleView, action: Action) -> str | None:
    """«Mostrar punto débil 2: … si el usuario gasta 2 puntos de héroe, le da Superioridad al siguiente ataque de
    otro aliado adicional»."""
    sin_objetivo = con_objetivo(view, action)
    if sin_objetivo or len(action.objetivos) <= 1:
        return sin_objetivo
    actor = action.actor
    if len(action.objetivos) > 2:
        return Refusal(
            "numero_de_objetivos",
            tr("Mostrar punto débil da Superioridad a uno o, con «Mostrar punto débil 2», a dos aliados."),
        )
    if "Mostrar punto débil 2" not in st.maniobras(view, actor):
        return Refusal(
            "sin_maniobra",
            tr("{actor} no tiene «Mostrar punto débil 2» para ayudar a un segundo aliado.", actor=view.name(actor)),
        )
    if int(st.live(view, actor).get("puntos_heroe", 0)) < 2:
        return Refusal(
            "sin_puntos_heroe", tr("«Mostrar punto débil 2» gasta 2 puntos de Héroe para el segundo aliado.")
        )
    return None


def por_que_no_inspirar(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    if len(action.objetivos) > 2 or not action.objetivos:
        return Refusal("numero_de_objetivos", tr("Inspirar a otros mejora a 1 o 2 compañeros."))
    precio = precio_inspirar(view, action)
    if st.heroe_usado(view, actor):
        return Refusal("punto_heroe_ya_usado", tr("Solo se puede gastar 1 punto de Héroe por turno."))
    if int(st.live(view, actor).get("puntos_heroe", 0)) < precio:
        return Refusal(
            "sin_puntos_heroe",
            tr(
                "Inspirar a otros gasta {precio} punto(s) de Héroe (1 por compañero) y {actor} no los tiene.",
                precio=precio,
                actor=view.name(actor),
            ),
        )
    return None


def por_que_no_usar_punto_heroe(view: BattleView, action: Action) -> str | None:
    """PUNTOS DE HÉROE: +1 PV at any time."""
    return punto_heroe_vida(view, action.actor)


def precio_inspirar(view: BattleView, action: Action) -> int:
    """Inspirar a otros: «gasta puntos de héroe para mejorar a hasta 2 de sus compañeros»: 1 per companion (house
    rule `inspirar_un_punto`: 1 for both)."""
    return 1 if view.option("inspirar_un_punto", False) else max(1, len(action.objetivos))


def _trabajo_en_equipo(view: BattleView, actor: str) -> str | None:
    """Trabajo en equipo: «siempre y cuando el poseedor no tenga Inferioridad y tampoco vale si su bono es +0»."""
    sheet = st.ficha(view, actor)
    nivel, atributos = st.nivel_actual(view, actor), st.atributos_actuales(view, actor)
    if max(derivados.bono_ataque(sheet, a, nivel, atributos) for a in st.ataques(view, actor).values()) <= 0:
        return Refusal(
            "requisito_no_cumplido",
            tr(
                "Trabajo en equipo no vale con bono +0: {actor} no tiene ataque mundano ni especial que sume.",
                actor=view.name(actor),
            ),
        )
    if st.aturdido(view, actor) or st.tiene_estado(view, actor, "tumbado"):
        return Refusal(
            "estado_no_permite",
            tr(
                "{actor} tiene Inferioridad (aturdido o en el suelo): no puede usar Trabajo en equipo.",
                actor=view.name(actor),
            ),
        )
    return None


def _liberarse(view: BattleView, action: Action) -> str | None:
    """One attempt per turn; Escapismo: with the object action; Escapismo 2: two attempts (move, then object)."""
    maniobras = st.maniobras(view, action.actor)
    con = action.param("con", "estandar")
    if con not in ("estandar", "objeto", "movimiento"):
        return Refusal("valor_no_valido", tr("«con» debe ser «estandar», «objeto» o «movimiento»."))
    if con == "objeto" and "Escapismo" not in maniobras:
        return Refusal("sin_maniobra", tr("Liberarse con la acción de objeto requiere la maniobra «Escapismo»."))
    if con == "movimiento" and "Escapismo 2" not in maniobras:
        return Refusal("sin_maniobra", tr("Liberarse con la acción de movimiento requiere la maniobra «Escapismo 2»."))
    intentos = st.live(view, action.actor).get("intentos_liberarse", {})
    maximo = 2 if "Escapismo 2" in maniobras else 1
    if intentos.get("ronda") == view.round and int(intentos.get("n", 0)) >= maximo:
        return Refusal(
            "limite_de_usos", tr("Solo se puede intentar liberarse {maximo} vez/veces por turno.", maximo=maximo)
        )
    return None
