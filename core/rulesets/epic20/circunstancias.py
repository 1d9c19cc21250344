"""Circumstances of an attack the rules give a mechanic for: cover, firing into melee, not seeing the target,
sizes and legs, running (Velocista), moving while acting, Provocar choque; and what leaves a hit without effect
(immunities, Insustancial, gas form) or doubles its damage (Vulnerabilidad)."""

from __future__ import annotations

from core.battle import BattleView
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.ficha import PoderFicha

INMUNIDAD_ELEMENTO = "Inmunidad a un elemento o tipo de energía no especial"
INMUNIDAD_ESPECIAL = "Inmunidad a un tipo de energía especial"
INMUNIDAD_FISICA = "Inmunidad al daño físico no-energético"


def _si(action: Action, campo: str) -> bool:
    """A declared circumstance: ``true`` (also ``1`` or «sí», the values its step field declares)."""
    valor = action.param(campo)
    return valor is True or valor == "sí" or (isinstance(valor, int) and valor == 1)


def velocista_corriendo(view: BattleView, action: Action) -> bool:
    """ARQUETIPOS, Velocista: «Cuando está corriendo…» — the step says ``corriendo: true`` or it ran this turn."""
    arq = derivados.arquetipo(st.ficha(view, action.actor))
    if arq is None or arq.nombre != "Velocista":
        return False
    corrio = bool(st.live(view, action.actor).get("corriendo")) and view.turn == action.actor
    return _si(action, "corriendo") or (corrio and action.param("corriendo") is not False)


def moverse_mientras_actua(view: BattleView, action: Action) -> bool:
    """«Moverse mientras actúa … aplica Inferioridad si realiza ataques»: the step says
    ``moverse_mientras_actua: true``, or the fighter (who has the maneuver) already moved this turn before it."""
    if "Moverse mientras actúa" not in st.maniobras(view, action.actor):
        return False
    marca = action.param("moverse_mientras_actua")
    if marca is not None:
        return _si(action, "moverse_mientras_actua")
    movio = bool(st.live(view, action.actor).get("movio"))
    return movio and view.turn == action.actor


def no_ve(view: BattleView, action: Action, objetivo: str) -> str | None:
    """ATACAR EN COMBATE: «se ataca a un enemigo invisible … con Inferioridad»; Luchar a ciegas: also in the dark.
    None when the attacker sees the target (Sentir el entorno, a successful Luchar a ciegas this turn)."""
    motivo = None
    if _si(action, "invisible") or invisible(view, objetivo):
        motivo = "objetivo invisible"
    elif _si(action, "a_oscuras"):
        motivo = "a oscuras"
    if motivo is None:
        return None
    if derivados.tiene_poder(st.ficha(view, action.actor), "Sentir el entorno"):
        return None
    ciegas = st.live(view, action.actor).get("a_ciegas", {})
    if isinstance(ciegas, dict) and ciegas.get("objetivo") == objetivo and ciegas.get("ronda") == view.round:
        return None
    return motivo


def invisible(view: BattleView, cid: str) -> bool:
    """Invisibilidad is on until the character attacks («Se desactiva si se realiza un ataque»)."""
    return derivados.tiene_poder(st.ficha(view, cid), "Invisibilidad") and not st.live(view, cid).get("visible")


def tamano_tumbar(view: BattleView, cid: str) -> int:
    """The size Tumbar compares: the sheet's category, one more with «Grande» (más de dos metros)."""
    sheet = st.ficha(view, cid)
    grande = derivados.tiene_ventaja(sheet, "Grande") or st.tiene_estado(
        view, cid, "crecido"
    )  # Crecer: ½ m × nivel más
    return sheet.tamano + (1 if grande else 0)


def cobertura_anulada(view: BattleView, action: Action, objetivo: str) -> bool:
    """Ataque anti cobertura: he won the initiative and delayed his action to the target's this round."""
    if "Ataque anti cobertura" not in st.maniobras(view, action.actor):
        return False
    retraso = st.live(view, action.actor).get("retraso", {})
    return isinstance(retraso, dict) and retraso.get("objetivo") == objetivo and retraso.get("ronda") == view.round


def circunstancias(
    view: BattleView, action: Action, objetivo: str, ataque: derivados.Ataque, base: str | None
) -> list[tuple[int, str]]:
    """Every Superioridad (+) or Inferioridad (−) these circumstances give, with its reason."""
    actor = action.actor
    out: list[tuple[int, str]] = []
    if _si(action, "cobertura") and not cobertura_anulada(view, action, objetivo):
        out.append((-1, tr("cobertura")))
    if _si(action, "cuerpo_a_cuerpo") and disparo_a_melee(view, action, ataque):
        out.append((-1, tr("disparar a un cuerpo a cuerpo")))
    motivo = no_ve(view, action, objetivo)
    if motivo:
        out.append((-1, motivo))
    diferencia = st.ficha(view, objetivo).tamano - st.ficha(view, actor).tamano
    if diferencia > 0 and base != "Tumbar":  # Tumbar has its own size rule just below
        out.append((-diferencia, tr("objetivo de mayor tamaño")))
    if base == "Tumbar":
        if st.ficha(view, objetivo).patas >= 4:
            out.append((-1, tr("objetivo de 4 o más patas")))
        if tamano_tumbar(view, objetivo) > tamano_tumbar(view, actor):
            out.append((-1, tr("tumbar a alguien más grande")))
    if velocista_corriendo(view, action) and ataque.alcance == "distancia":
        out.append((-1, tr("Velocista corriendo ataca a distancia")))
    if moverse_mientras_actua(view, action):
        out.append((-1, tr("Moverse mientras actúa")))
    if st.tiene_estado(view, actor, "disminuido") and ataque.atributos == ("corpulencia",):
        out.append((-1, tr("disminuido: tirada de Corpulencia")))  # Disminuirse: «incluso ataques»
    if base == "Provocar choque":
        previos = int(st.live(view, actor).get("choques", {}).get(objetivo, 0))
        if previos:
            out.append((-previos, tr("Provocar choque ya usado contra él")))
    return out


def disparo_a_melee(view: BattleView, action: Action, ataque: derivados.Ataque) -> bool:
    """Reglas de equipo, «Disparar a un cuerpo a cuerpo»: equipment fired into a melee has Inferioridad unless
    from behind or at point-blank (3 m or less); «Ataque de distancia a melee» removes it (not with bursts nor
    artillery). Powers fire into a melee freely."""
    if ataque.equipo is None or ataque.alcance != "distancia":
        return False
    if _si(action, "a_bocajarro") or _si(action, "espalda"):
        return False
    maniobra = "Ataque de distancia a melee" in st.maniobras(view, action.actor)
    return not (maniobra and not ataque.rafaga and not ataque.equipo.pesada)


# -- hits without effect -------------------------------------------------------------------


def energia(view: BattleView, action: Action, ataque: derivados.Ataque) -> str:
    """The element or energy of an attack: the step's ``energia``, the power's ``detalle`` or the weapon's."""
    for campo in ("energia", "elemento"):
        propia = action.param(campo)
        if isinstance(propia, str) and propia:
            return propia
    if ataque.equipo is not None:
        return ataque.equipo.energia
    if ataque.poder is not None:
        poder = next((p for p in st.ficha(view, action.actor).poderes if p.nombre == ataque.poder), None)
        return _detalle(poder) if poder is not None else ""
    return ""


ARTICULOS = ("el ", "la ", "los ", "las ", "l ")


def _sin_articulo(texto: str) -> str:
    limpio = texto.strip()
    for articulo in ARTICULOS:
        if limpio.casefold().startswith(articulo):
            return limpio[len(articulo) :]
    return limpio


def _nombra(detalle: str, energia_: str) -> bool:
    """«fuego» names «el fuego» (case, accents, quotes and a leading article ignored)."""
    return bool(detalle and energia_) and cat.mismo_nombre(_sin_articulo(detalle), _sin_articulo(energia_))


def _detalle(poder: PoderFicha) -> str:
    return poder.detalle or poder.energia or poder.elemento


def inmune(view: BattleView, action: Action, ataque: derivados.Ataque, objetivo: str) -> str | None:
    """LISTA DE PODERES, superdefensas: the immunity that stops this attack's damage, if any. «los poderes de
    inmunidad se aplican a ataques de un nivel igual o menor que el poseedor … si el ataque viene de un arma
    pesada … tampoco se aplicaría»."""
    sheet = st.ficha(view, objetivo)
    arq = derivados.arquetipo(sheet)
    if ataque.naturaleza == "mental" and arq is not None and arq.inmune_mental:
        return "inmunidad a daño mental (Androide)"  # the archetype's, not a «poder de inmunidad»: any level
    if st.nivel_actual(view, action.actor) > st.nivel_actual(view, objetivo):
        return None
    if _si(action, "arma_pesada") or (ataque.equipo is not None and ataque.equipo.pesada):
        return None
    tipo = energia(view, action, ataque)
    for poder in derivados.poderes_efectivos(sheet):
        if poder.nombre in (INMUNIDAD_ELEMENTO, INMUNIDAD_ESPECIAL) and _nombra(_detalle(poder), tipo):
            return f"{poder.nombre} ({_detalle(poder)})"
        if poder.nombre == INMUNIDAD_FISICA and ataque.naturaleza == "fisico" and not tipo:
            return poder.nombre
    return None


def vulnerable(view: BattleView, action: Action, ataque: derivados.Ataque, objetivo: str) -> str | None:
    """COMPLICACIONES, «Vulnerabilidad a “algo”: (le aplica doble daño o daño normal si era inmune)»."""
    tipo = energia(view, action, ataque)
    for complicacion in st.ficha(view, objetivo).complicaciones:
        if complicacion.startswith("Vulnerabilidad a"):  # the catalogue's words (``core.grafias.epic20``)
            algo = complicacion[len("Vulnerabilidad a") :].lstrip(" :")  # «a táser», «al fuego» (→ «l fuego»)
            if _nombra(algo, tipo):
                return complicacion
    return None


def insustancial(view: BattleView, cid: str) -> bool:
    sin_forma = st.tiene_estado(view, cid, "sin_superpoderes")
    return (
        derivados.tiene_poder(st.ficha(view, cid), "Insustancial")
        and not st.live(view, cid).get("sustancial")
        and not sin_forma
    )


def sin_efecto(view: BattleView, action: Action, ataque: derivados.Ataque, objetivo: str) -> str | None:
    """Why a hit does nothing at all: Insustancial («no puede afectar a lo físico ni a lo mental»; the emotional
    attacks «dañan a seres insustanciales», so does Cazador de espíritus), or gas form (only area attacks)."""
    emocional = ataque.naturaleza == "emocional"
    if insustancial(view, action.actor) and not emocional:
        return tr(
            "{nombre} es insustancial: no puede afectar a lo físico ni a lo mental", nombre=view.name(action.actor)
        )
    if insustancial(view, objetivo) and not emocional:
        cazador = derivados.tiene_ventaja(st.ficha(view, action.actor), "Cazador de espíritus")
        if not (cazador and ataque.naturaleza == "fisico"):
            return tr("{nombre} es insustancial: el ataque lo atraviesa", nombre=view.name(objetivo))
    if st.tiene_estado(view, objetivo, "gas") and not ataque.area:
        return tr("{nombre} es gas: solo le afectan los ataques de área", nombre=view.name(objetivo))
    return None
