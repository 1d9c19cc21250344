"""Legality of the turn actions but the movements (Atacar, Derribar, Empujar, Agarrar, Ocultarse, Usar,
Librarse, Prepararse): each check returns None or the Spanish reason. Moverse, Salto and Desmarcarse are in
comprobar_movimiento.py."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.encuentro import estado, tablero
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.comprobar_movimiento import sin_moverse
from core.rulesets.encuentro.comunes import CONDICIONES_OCULTARSE, entero, objetivo_al_alcance
from core.rulesets.encuentro.tiradas import ficha, plural, valor


def _quien(view: BattleView, action: Action) -> str:
    return view.name(action.actor)


def _alcance(view: BattleView, action: Action, defecto: int) -> int | str:
    raw = action.param("alcance")
    if raw is None:
        return defecto
    n = entero(raw)
    if n is None or n < 1:
        return Refusal("valor_no_valido", tr("«alcance» debe ser un número entero de casillas, de 1 o más."))
    return n


def atacar(view: BattleView, action: Action, preparada: bool) -> str | None:
    alcance = _alcance(view, action, ficha(view, action.actor).alcance)
    if isinstance(alcance, str):
        return alcance
    if action.param("defensa") not in (None, "fisica", "mental"):
        return Refusal("valor_no_valido", tr("«defensa» debe ser «fisica» o «mental»."))
    danio = action.param("danio")
    if danio is not None and (entero(danio) is None or int(danio) < 0):
        return Refusal("valor_no_valido", tr("«danio» debe ser un número entero de 0 o más."))
    return objetivo_al_alcance(view, action, alcance)


def _oponente_cerca(view: BattleView, action: Action) -> str | None:
    """Derribar and Empujar: one opponent within ``alcance`` (1 = adjacent by default)."""
    alcance = _alcance(view, action, 1)
    if isinstance(alcance, str):
        return alcance
    return objetivo_al_alcance(view, action, alcance)


def derribar(view: BattleView, action: Action, preparada: bool) -> str | None:
    motivo = _oponente_cerca(view, action)
    if motivo:
        return motivo
    assert action.objetivo is not None
    if view.live(action.objetivo).get("derribado"):
        return Refusal("ya_derribado", tr("{objetivo} ya está derribado.", objetivo=view.name(action.objetivo)))
    return None


def empujar(view: BattleView, action: Action, preparada: bool) -> str | None:
    motivo = _oponente_cerca(view, action)
    if motivo:
        return motivo
    assert action.objetivo is not None
    libres = tablero.empuje(view, action.actor, action.objetivo)
    if not libres:
        return Refusal(
            "sin_casilla_libre",
            tr("No hay ninguna casilla libre a la que empujar a {objetivo}.", objetivo=view.name(action.objetivo)),
        )
    destino = action.param("destino")
    if destino is not None:
        sq = tablero.casilla(destino)
        if sq is not None and tablero.bloqueada(view, sq):
            return Refusal(
                "casilla_bloqueada",
                tr(
                    "No se puede empujar a {objetivo} a {texto}: hay un obstáculo.",
                    objetivo=view.name(action.objetivo),
                    texto=tablero.texto(sq),
                ),
            )
        if sq is None or sq not in libres:
            opciones = ", ".join(tablero.texto(s) for s in libres)
            return Refusal(
                "casilla_no_valida",
                tr(
                    "El empuje debe mandar a {objetivo} a una casilla libre que lo aleje 1 casilla: {opciones}.",
                    objetivo=view.name(action.objetivo),
                    opciones=opciones,
                ),
            )
    if action.param("ocupar") not in (None, True, False):
        return Refusal("valor_no_valido", tr("«ocupar» debe ser verdadero o falso."))
    if action.param("ocupar") and sin_moverse(view, action):
        return sin_moverse(view, action)
    return None


def agarrar(view: BattleView, action: Action, preparada: bool) -> str | None:
    if int(view.live(action.actor).get("manos_libres", 0)) < 1:
        return Refusal(
            "sin_manos_libres", tr("{valor} no tiene ninguna mano libre para agarrar.", valor=_quien(view, action))
        )
    motivo = objetivo_al_alcance(view, action, 1)
    if motivo:
        return motivo
    assert action.objetivo is not None
    agarrador = view.live(action.objetivo).get("agarrado_por")
    if agarrador is not None:
        return Refusal(
            "ya_agarrado",
            tr(
                "{objetivo} ya está agarrado por {agarrador}.",
                objetivo=view.name(action.objetivo),
                agarrador=view.name(agarrador),
            ),
        )
    return None


def ocultarse(view: BattleView, action: Action, preparada: bool) -> str | None:
    condicion = action.param("condicion")
    libre = op.opcion(view, op.OCULTARSE_CONDICIONES) == "libre"
    if condicion is not None and (
        not isinstance(condicion, str)
        or not condicion.strip()
        or (not libre and condicion not in CONDICIONES_OCULTARSE)
    ):
        return Refusal(
            "condicion_no_valida",
            tr(
                "Para ocultarse hay que declarar la «condicion» del entorno: «fuera_de_vision» (fuera de la línea de visión de los enemigos), «cobertura» o «sombra»"
            )
            + (tr(" (o una frase que el DJ da por buena).") if libre else "."),
        )
    vieron = action.param("vieron") or []
    vieron = [vieron] if isinstance(vieron, str) else vieron
    if not isinstance(vieron, list) or any(v not in view.enemies(action.actor) for v in vieron):
        return Refusal(
            "valor_no_valido", tr("«vieron» debe ser la lista de los enemigos que lo ven ocultarse (sus id).")
        )
    return None


def usar(view: BattleView, action: Action, preparada: bool) -> str | None:
    maniobra = action.param("maniobra")
    if maniobra is not None and (not isinstance(maniobra, str) or maniobra not in ficha(view, action.actor).maniobras):
        return Refusal(
            "maniobra_desconocida",
            tr(
                "{valor} no conoce la maniobra «{maniobra}» (no está en sus maniobras).",
                valor=_quien(view, action),
                maniobra=maniobra,
            ),
        )
    if action.param("ofensiva") not in (None, True, False):
        return Refusal("valor_no_valido", tr("«ofensiva» debe ser verdadero o falso."))
    localizar = action.param("localizar")
    if localizar is not None:
        if localizar not in view.enemies(action.actor):
            return Refusal("objetivo_no_valido", tr("«localizar» debe ser el id de un enemigo."))
        live = view.live(localizar)
        if not live.get("oculto"):
            return Refusal("no_oculto", tr("{localizar} no está oculto.", localizar=view.name(localizar)))
        if action.actor in live.get("visto_por", []):
            return Refusal(
                "ya_localizado",
                tr(
                    "{valor} ya sabe dónde está {localizar}.",
                    valor=_quien(view, action),
                    localizar=view.name(localizar),
                ),
            )
        return None
    dificultad = action.param("dificultad")
    if dificultad is not None:
        if entero(dificultad) is None:
            return Refusal("valor_no_valido", tr("«dificultad» debe ser un número entero."))
        if not isinstance(action.param("valor"), str):
            return Refusal(
                "falta_campo", tr("Una tirada de Usar necesita el «valor» que se tira (por ejemplo «sabiduria»).")
            )
    elif action.param("valor") is not None:
        return Refusal("falta_campo", tr("Una tirada de Usar necesita la «dificultad» que fija el DJ."))
    if action.objetivos and action.param("ofensiva") is True:
        return objetivo_al_alcance(view, action, _alcance_fijo(view, action))
    return None


def _alcance_fijo(view: BattleView, action: Action) -> int:
    alcance = _alcance(view, action, ficha(view, action.actor).alcance)
    return alcance if isinstance(alcance, int) else 1


def efecto_librarse(view: BattleView, action: Action) -> str | tuple[str, str, int]:
    """The effect, the value rolled and the difficulty of a Librarse, or the reason it cannot be tried."""
    live = view.live(action.actor)
    efectos: dict[str, dict[str, object]] = dict(live.get("efectos", {}))
    raw = action.param("efecto")
    if raw is None:
        candidatos = (["agarre"] if live.get("agarrado_por") else []) + list(efectos)
        if len(candidatos) != 1:
            if not candidatos:
                return Refusal(
                    "sin_efecto",
                    tr("{valor} no sufre ningún efecto negativo del que librarse.", valor=_quien(view, action)),
                )
            return Refusal("falta_campo", tr("Indica de qué «efecto» se libra: {join}.", join=", ".join(candidatos)))
        raw = candidatos[0]
    nombre = str(raw)
    if nombre == "agarre":
        agarrador = live.get("agarrado_por")
        if agarrador is None:
            return Refusal("sin_efecto", tr("{valor} no está agarrado.", valor=_quien(view, action)))
        guardado: dict[str, object] = {"valor": "atletismo", "dificultad": valor(view, agarrador, "defensa_fisica")}
    elif nombre in efectos:
        guardado = efectos[nombre]
    else:
        return Refusal(
            "sin_efecto", tr("{valor} no sufre el efecto «{nombre}».", valor=_quien(view, action), nombre=nombre)
        )
    if nombre in live.get("librarse_fallido", []) and op.opcion(view, op.LIBRARSE_REINTENTO) == "turno_posterior":
        return Refusal(
            "reintento_en_turno_posterior",
            tr(
                "{valor} ya falló al librarse de «{nombre}» este turno: podrá intentarlo en un turno posterior.",
                valor=_quien(view, action),
                nombre=nombre,
            ),
        )
    nombre_valor = action.param("valor") or guardado.get("valor")
    if not isinstance(nombre_valor, str):
        return Refusal(
            "falta_campo", tr("El DJ debe indicar el «valor» que se tira para librarse de «{nombre}».", nombre=nombre)
        )
    dificultad = action.param("dificultad", guardado.get("dificultad"))
    if entero(dificultad) is None:
        return Refusal(
            "falta_campo", tr("El DJ debe indicar la «dificultad» para librarse de «{nombre}».", nombre=nombre)
        )
    return nombre, nombre_valor, int(str(dificultad))


def librarse(view: BattleView, action: Action, preparada: bool) -> str | None:
    found = efecto_librarse(view, action)
    return found if isinstance(found, str) else None


def reserva_pedida(view: BattleView, action: Action, gastada: bool = False) -> tuple[int | None, int | None]:
    """The actions and points Prepararse reserves; with neither field, every action it has left.

    ``gastada``: Prepararse's own action was already spent (during the resolution).
    """
    if action.param("acciones") is None and action.param("puntos") is None:
        coste = 1 if op.opcion(view, op.PREPARARSE_CUESTA) and not gastada else 0
        return max(0, int(view.live(action.actor)["acciones"]) - coste), 0
    acciones = action.param("acciones", 0)
    if isinstance(acciones, str):  # «elige qué acciones»: the actions named, one reserved each
        acciones = [acciones]
    if isinstance(acciones, list) and all(isinstance(a, str) for a in acciones):
        acciones = len(acciones)
    return entero(acciones), entero(action.param("puntos", 0))


def prepararse(view: BattleView, action: Action, preparada: bool) -> str | None:
    live = view.live(action.actor)
    if live.get("preparado"):
        return Refusal("ya_preparado", tr("{valor} ya se ha preparado este turno.", valor=_quien(view, action)))
    condicion = action.param("condicion")
    if not isinstance(condicion, str) or not condicion.strip():
        return Refusal("falta_campo", tr("Prepararse exige declarar la «condicion» precisa que activará lo reservado."))
    acciones, puntos = reserva_pedida(view, action)
    if acciones is None or acciones < 0 or puntos is None or puntos < 0:
        return Refusal("valor_no_valido", tr("«acciones» y «puntos» deben ser números enteros de 0 o más."))
    if acciones == 0 and puntos == 0:
        return Refusal("reserva_vacia", tr("Prepararse debe reservar al menos una acción o un Punto de Encuentro."))
    coste = 1 if op.opcion(view, op.PREPARARSE_CUESTA) else 0
    quedan = int(live["acciones"]) - coste
    if acciones > quedan:
        puede = plural(max(0, quedan), "acción", "acciones")
        return Refusal(
            "sin_acciones",
            tr(
                "{valor} solo puede reservar {puede} (le quedan {acciones} y Prepararse gasta {coste}).",
                valor=_quien(view, action),
                puede=puede,
                acciones=live["acciones"],
                coste=coste,
            ),
        )
    libres = estado.puntos_libres(view, action.actor)
    if puntos > libres:
        return Refusal(
            "sin_puntos",
            tr(
                "{valor} solo tiene {libres} Puntos de Encuentro disponibles para reservar.",
                valor=_quien(view, action),
                libres=libres,
            ),
        )
    return None
