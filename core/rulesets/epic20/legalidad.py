"""The epic20 actions: the labels, what each costs of the turn's actions, the checks common to every action
(``comun``) and each action's own (the handlers of ``acciones.ACCIONES`` use them)."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import especiales as esp
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.ataque_elegido import maniobra_efectiva
from core.rulesets.epic20.ataque_extra import es_extra as _contraataque
from core.rulesets.epic20.consulta import por_consulta
from core.rulesets.epic20.legal_ataque import por_que_no_ataque
from core.rulesets.epic20.progresion import mantenible, perdidas
from core.rulesets.epic20.tiradas import por_que_no_heroe

TODAS = ("estandar", "movimiento", "objeto", "comunicacion")
ETIQUETAS = {
    "atacar": "Atacar", "mover": "Moverse", "usar_objeto": "Acción de objeto", "comunicar": "Comunicarse",
    "accion_libre": "Acción libre", "levantarse": "Levantarse", "mantener": "Mantener un poder con progresión",
    "liberarse": "Liberarse", "recoger_arma": "Recoger el arma", "reactivar_equipo": "Reactivar equipo estropeado",
    "regenerar": "Regeneración", "defensa_total": "Defensa total", "defensa_a_la_carrera": "Defensa a la carrera",
    "parada": "Parada", "esquiva": "Esquiva", "interponerse": "Interponerse", "retrasar": "Retrasar acción",
    "apuntar": "Excelente apuntando", "estudiar_objetivo": "Estudiar objetivo", "mostrar_punto_debil": "Mostrar punto débil",
    "trabajo_en_equipo": "Trabajo en equipo", "inspirar": "Inspirar a otros", "usar_punto_heroe": "Punto de Héroe: +1 PV",
    "tirada_moribundo": "Tirada de moribundo", "pasar": "Pasar", "ataque_defensivo": "Ataque defensivo (declararlo)",
    **esp.ETIQUETAS,
}  # fmt: skip
REQUIERE_MANIOBRA = {
    "defensa_total": "Defensa total", "defensa_a_la_carrera": "Defensa a la carrera", "parada": "Parada",
    "esquiva": "Esquiva", "interponerse": "Interponerse", "retrasar": "Retrasar acción", "apuntar": "Excelente apuntando",
    "estudiar_objetivo": "Estudiar objetivo 1", "mostrar_punto_debil": "Mostrar punto débil",
    "ataque_defensivo": "Ataque defensivo",
}  # fmt: skip
REQUIERE_VENTAJA = {"trabajo_en_equipo": "Trabajo en equipo", "inspirar": "Inspirar a otros"}
DECLARAR_AL_INICIO = ("defensa_total", "defensa_a_la_carrera", "parada", "esquiva")
MOVIMIENTOS = ("mover", "levantarse", "mantener", "activar_hechizo", "convertirse_en_gas", "luchar_a_ciegas")
RESTOS = ("usar_objeto", "comunicar", "accion_libre", "recoger_arma")
CONSERVA_AL_INTERPONERSE = ("mover", "comunicar")
"""Interponerse out of turn: «sus acciones del turno se pierden y sólo conserva una acción estándar y una acción de
movimiento y una acción de comunicación» (the standard one is the interposing itself)."""
CONSERVADAS = {"estandar": 1, "movimiento": 1, "objeto": 0, "comunicacion": 1, "libre": 0}
"""Actions still allowed right after the turn ended by itself: object, communication and free actions are left."""


def coste(view: BattleView, action: Action) -> tuple[str, ...]:
    """The actions of the turn an action uses (``*`` = every one of that kind)."""
    accion = action.accion
    if accion in esp.ETIQUETAS:
        return esp.coste(view, action)
    if accion == "atacar":
        return _coste_ataque(view, action) + _activacion(view, action)
    return _coste_fijo(view, action)


def _activacion(view: BattleView, action: Action) -> tuple[str, ...]:
    """Mago: attacking with a spell not yet active casts it first (a move and a communication action)."""
    ataque = st.ataques(view, action.actor).get(str(action.param("ataque", derivados.SIN_ARMAS)))
    if ataque is not None and ataque.poder == "Crecer" and not st.tiene_estado(view, action.actor, "crecido"):
        return ("movimiento",)  # Crecer «sólo al estar crecido»: growing first is a move action
    if ataque is None or ataque.poder is None or esp.hechizo_activo(view, action.actor, ataque.poder):
        return ()
    return ("movimiento", "comunicacion")


def _coste_ataque(view: BattleView, action: Action) -> tuple[str, ...]:
    base, nivel = maniobra_efectiva(view, action.actor, action.param("maniobra"))
    if base == "Ataque poderoso":
        return ("estandar", "movimiento")
    if base == "Ataque sostenido":
        return ("estandar*", "movimiento*")
    if base == "Ataque doble":
        return ("estandar*",)
    if base == "Desmoralizar":
        return ("estandar", "comunicacion")
    if base == "Provocar choque":
        return ("estandar", "movimiento", "comunicacion")
    if base == "Agarrón":
        return {1: ("estandar*", "movimiento*", "objeto*"), 2: ("estandar*", "objeto*")}.get(nivel, ("estandar*",))
    return ("estandar",)


def _coste_fijo(view: BattleView, action: Action) -> tuple[str, ...]:
    accion = action.accion
    m = st.maniobras(view, action.actor)
    if accion == "levantarse" and "Levantarse rápido" in m:
        return ("libre",)
    if accion == "liberarse" and action.param("con") in ("objeto", "movimiento"):
        return (str(action.param("con")),)
    if accion == "defensa_total":
        nivel = derivados.nivel_maniobra(m, "Defensa total")
        return {1: tuple(f"{a}*" for a in TODAS), 2: ("estandar*", "objeto*", "comunicacion*")}.get(
            nivel, ("estandar*",)
        )
    fijo: dict[str, tuple[str, ...]] = {
        "mover": ("movimiento",), "usar_objeto": ("objeto",), "comunicar": ("comunicacion",), "accion_libre": ("libre",),
        "levantarse": ("movimiento",), "mantener": ("movimiento",), "liberarse": ("estandar",), "recoger_arma": ("objeto",),
        "reactivar_equipo": tuple(f"{a}*" for a in TODAS), "regenerar": ("estandar", "movimiento"),
        "defensa_a_la_carrera": ("estandar*",), "parada": ("estandar",), "esquiva": ("estandar", "movimiento"),
        "interponerse": ("estandar",), "apuntar": tuple(f"{a}*" for a in TODAS), "estudiar_objetivo": ("movimiento", "objeto"),
        "mostrar_punto_debil": ("movimiento", "estandar", "comunicacion"), "trabajo_en_equipo": ("estandar",),
        "inspirar": ("comunicacion",),
    }  # fmt: skip
    return fijo.get(accion, ())


def gastar(acciones: dict[str, int], costes: tuple[str, ...]) -> dict[str, int] | None:
    """The actions left after paying; a standard can become a move, a move an object action."""
    quedan = dict(acciones)
    for item in costes:
        tipo = item.rstrip("*")
        if item.endswith("*"):
            if tipo == "estandar" and quedan.get("estandar", 0) < 1:
                return None
            quedan[tipo] = 0
            continue
        cadena = {"movimiento": ("movimiento", "estandar"), "objeto": ("objeto", "movimiento", "estandar")}.get(
            tipo, (tipo,)
        )
        for fuente in cadena:
            if quedan.get(fuente, 0) > 0:
                quedan[fuente] -= 1
                break
        else:
            return None
    return quedan


def comun(view: BattleView, action: Action) -> tuple[bool, str | None]:
    """What is common to every action (whose turn it is, the actor's state, the actions left): ``(True, reason)``
    when it decides (``None``: legal), ``(False, None)`` when the action's own check (``acciones.ACCIONES``) decides."""
    accion = action.accion
    actor = action.actor
    nombre = view.name(actor)
    malos = _campos_mal_escritos(action)
    if malos:
        return True, malos
    data = st.live(view, actor)
    if accion == "pasar" and (pasar_sin_efecto(view, actor) or view.turn == actor):
        return (
            True,
            None,
        )  # «pasar» always works on one's turn (also for the dying), and is a no-op after an automatic end
    if st.tiene_estado(view, actor, "muerto"):
        return True, Refusal("actor_fuera_de_combate", tr("{nombre} está muerto.", nombre=nombre))
    if accion in ("usar_punto_heroe", "activar_complicacion"):  # any time (a GM step: whatever the actor's state)
        return False, None
    if st.tiene_estado(view, actor, "moribundo"):
        return _moribundo(view, action)
    contra = _contraataque(view, action) or esp.ataque_provocado(view, action)
    acaba = view.state.get("fin_automatico") == actor  # its turn just ended by itself (standard action spent)
    if (
        view.turn != actor
        and not contra
        and accion
        not in ("interponerse", "ataque_defensivo", "mantener_distancia", "activar_complicacion", "ganar_poder")
        and not (acaba and accion in RESTOS)
        and not (acaba and accion == "mover" and data.get("mitad_pendiente") is True)
        and not (acaba and accion in ("mover", "levantarse") and data.get("mover_tras_postura") is True)
        and not (accion in CONSERVA_AL_INTERPONERSE and data.get("interpuesto_ronda") == view.round)
    ):
        otro = view.name(view.turn) if view.turn else "nadie"
        if acaba:  # its turn ended when it spent its standard action: that is the reason
            nota = tr(" (las de movimiento van antes de la estándar)") if accion in MOVIMIENTOS else ""
            if any(c.rstrip("*") == "estandar" for c in coste(view, action)):
                motivo = "sin_accion_estandar"
            else:
                motivo = "movimiento_tras_estandar" if accion in MOVIMIENTOS else "turno_terminado"
            return True, Refusal(
                motivo,
                tr(
                    "No es el turno de {nombre}: terminó al gastar su acción estándar{nota}; le toca a {otro}.",
                    nombre=nombre,
                    nota=nota,
                    otro=otro,
                ),
            )
        return True, Refusal(
            "fuera_de_turno", tr("No es el turno de {nombre}: le toca a {otro}.", nombre=nombre, otro=otro)
        )
    if accion == "interponerse" and view.turn != actor and data.get("ronda_actuada") == view.round:
        return True, Refusal(
            "ya_actuo", tr("{nombre} ya actuó esta ronda: no puede interponerse fuera de su turno.", nombre=nombre)
        )
    if accion == "tirada_moribundo":
        return True, Refusal("no_esta_moribundo", tr("{nombre} no está moribundo.", nombre=nombre))
    if any(st.tiene_estado(view, actor, e) for e in ("inconsciente", "huido")):
        return True, Refusal("actor_fuera_de_combate", tr("{nombre} está fuera de combate.", nombre=nombre))
    if accion == "pasar":
        return True, None
    requerida = REQUIERE_MANIOBRA.get(accion)
    if requerida and requerida not in st.maniobras(view, actor):
        if action.param("punto_heroe") != "maniobra":  # PUNTOS DE HÉROE: «Ganar 1 maniobra de combate durante 1 turno»
            return True, Refusal(
                "sin_maniobra",
                tr(
                    "{nombre} no tiene la maniobra «{requerida}» (un punto de Héroe la da un turno: «maniobra»).",
                    nombre=nombre,
                    requerida=requerida,
                ),
            )
        sin_punto = _punto_heroe_vida(view, actor)
        if sin_punto:
            return True, sin_punto
    ventaja = REQUIERE_VENTAJA.get(accion)
    if ventaja and not st.tiene_ventaja(view, actor, ventaja):
        return True, Refusal(
            "sin_ventaja", tr("{nombre} no tiene la ventaja «{ventaja}».", nombre=nombre, ventaja=ventaja)
        )
    if accion == "regenerar" and not st.tiene_poder(view, actor, "Regeneración"):
        return True, Refusal("sin_poder", tr("{nombre} no tiene el poder «Regeneración».", nombre=nombre))
    if accion in DECLARAR_AL_INICIO and data.get("acciones") != _acciones_iniciales(view, actor):
        return True, Refusal(
            "declarar_al_inicio",
            tr(
                "«{etiquetas}» se declara al principio del turno, antes de cualquier otra acción.",
                etiquetas=ETIQUETAS[accion],
            ),
        )
    despues = {"Actuar y después moverse", "Moverse mientras actúa"} & set(st.maniobras(view, actor))
    costes = coste(view, action)
    movimiento = accion in MOVIMIENTOS and "libre" not in costes
    if movimiento and data.get("hizo_estandar") and not despues:
        return True, Refusal(
            "movimiento_tras_estandar",
            tr(
                "Las acciones de movimiento deben hacerse antes de las estándar (salvo con «Actuar y después moverse»)."
            ),
        )
    mitad = accion == "mover" and data.get("mitad_pendiente") is True  # «Moverse mientras actúa»
    fuera_de_turno = accion == "interponerse" and view.turn != actor  # his turn's actions are replaced, not spent
    if not contra and not mitad and not fuera_de_turno and gastar(data.get("acciones", {}), costes) is None:
        sin_estandar = any(c.rstrip("*") == "estandar" for c in costes) and not data.get("acciones", {}).get("estandar")
        return True, Refusal(
            "sin_accion_estandar" if sin_estandar else "sin_acciones",
            tr(
                "{nombre} no tiene acciones suficientes para «{etiquetas}» ({lista}).",
                nombre=nombre,
                etiquetas=ETIQUETAS[accion],
                lista=", ".join(costes),
            ),
        )
    return False, None


def _moribundo(view: BattleView, action: Action) -> tuple[bool, str | None]:
    """The dying are unconscious: their turn is skipped, and their dying roll (FAQ «Pierde 1 punto de vida cada turno
    a menos que saque una tirada de 10+») is accepted whenever it comes in the round, once per round; a «pasar»
    without dice changes nothing."""
    nombre = view.name(action.actor)
    if action.accion == "pasar":
        return True, None
    if action.accion != "tirada_moribundo":
        return True, Refusal(
            "moribundo_solo_tirada",
            tr("{nombre} está moribundo: solo puede hacer la tirada de moribundo.", nombre=nombre),
        )
    return False, None


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


@por_consulta
def _acciones_iniciales(view: BattleView, actor: str) -> dict[str, int]:
    acciones = derivados.acciones_turno(st.ficha(view, actor))
    for clave in perdidas(st.live(view, actor).get("efectos", {})):
        acciones[clave] = 0
    if any(c.startswith("Frenesí") for c in st.ficha(view, actor).complicaciones):
        acciones["comunicacion"] = acciones["objeto"] = 0
    return acciones


def _campos_mal_escritos(action: Action) -> str | None:
    """Step fields of the wrong JSON type, refused with a reason instead of failing later."""
    if not action.params:
        return None
    for campo in ("ataque", "maniobra", "punto_heroe", "con", "arma"):
        if campo == "punto_heroe" and action.accion == "activar_complicacion":
            continue  # the compensation point is ``true`` or ``false`` (its step field says it)
        valor = action.param(campo)
        if valor is not None and not isinstance(valor, str):
            return Refusal("valor_no_valido", tr("El campo «{campo}» debe ser un texto.", campo=campo))
    for campo in ("superioridad", "inferioridad"):
        valor = action.param(campo)
        if valor is not None and (isinstance(valor, bool) or not isinstance(valor, int) or valor < 0):
            return Refusal(
                "valor_no_valido", tr("El campo «{campo}» debe ser un número entero de 0 en adelante.", campo=campo)
            )
    return None


def pasar_sin_efecto(view: BattleView, actor: str) -> bool:
    """A «pasar» that changes nothing: right after the actor's turn ended by itself, or from one who cannot act."""
    if view.state.get("fin_automatico") == actor:
        return True
    fuera = any(st.tiene_estado(view, actor, e) for e in ("inconsciente", "muerto", "huido"))
    return view.turn != actor and fuera


def _punto_heroe_vida(view: BattleView, actor: str) -> str | None:
    if int(st.live(view, actor).get("puntos_heroe", 0)) < 1:
        return Refusal("sin_puntos_heroe", tr("{actor} no tiene puntos de Héroe.", actor=view.name(actor)))
    if st.heroe_usado(view, actor):
        return Refusal("punto_heroe_ya_usado", tr("Solo se puede gastar 1 punto de Héroe por turno."))
    return None


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
    return _punto_heroe_vida(view, action.actor)


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
