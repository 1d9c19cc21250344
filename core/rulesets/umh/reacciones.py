"""Reactions (respuesta): reading them from a step, and whether a defence may answer a skill (8.2, 7.1)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from core.battle import BattleView
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh import catalogo
from core.rulesets.umh.activas import motivo_requisitos
from core.rulesets.umh.calendario import usos_previos_semana
from core.rulesets.umh.estado import CONTROLES_PARALISIS, CONTROLES_TOTALES, control, ficha
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.mapa import (
    anillo,
    casilla,
    dentro_del_area,
    distancia,
    leer_casilla,
    motivo_destino,
    motivo_mapa,
    ocupadas,
)
from core.rulesets.umh.validacion import LIMITE_ANULACIONES

BASICAS = ("ninguna", "resistir")
"""Basic reactions: take the hit (``ninguna``, also ``recibir``) or the RESISTIR command (7.1)."""
ANULACIONES = ("anulacion", "anticipacion", "reflexion")
INDOLES_RESISTIBLES = frozenset({"mental", "psionica", "cronoquinetica", "mistica_intangible", "mistica_tangible"})


@dataclass(frozen=True)
class Reaccion:
    """One target's reaction to one hit: nothing, RESISTIR, or a defensive skill of ``defensor``."""

    tipo: str
    defensor: str
    habilidad: str | None = None
    casillas: int | None = None
    reflejar_a: str | None = None
    respuesta: JsonValue = None
    hacia: tuple[int, int] | None = None

    @property
    def es_habilidad(self) -> bool:
        return self.tipo == "habilidad"


def leer(raw: JsonValue, objetivo: str, golpe: int = 0, objetivos: tuple[str, ...] = ()) -> Reaccion:
    """The reaction of ``objetivo`` to hit number ``golpe`` from a step's ``respuesta``.

    ``respuesta`` may be a string (``"ninguna"``, ``"resistir"`` or a skill name), a mapping
    ``{"habilidad": name, ...}``, a list with one entry per combo hit, or a mapping keyed by
    target id when the skill has several targets.
    """
    value = raw
    if isinstance(value, dict) and "habilidad" not in value and objetivos and any(t in value for t in objetivos):
        value = value.get(objetivo)
    if isinstance(value, list):
        value = value[golpe] if golpe < len(value) else None
    if value is None or value in ("ninguna", ""):
        return Reaccion("ninguna", objetivo)
    if value == "resistir":
        return Reaccion("resistir", objetivo)
    if isinstance(value, str):
        return Reaccion("habilidad", objetivo, value)
    if isinstance(value, dict):
        casillas = value.get("casillas")
        return Reaccion(
            "habilidad",
            str(value.get("defensor", objetivo)),
            str(value.get("habilidad", "")),
            int(casillas) if isinstance(casillas, int) else None,
            str(value["reflejar_a"]) if value.get("reflejar_a") else None,
            value.get("respuesta"),
            leer_casilla(value.get("hacia")),
        )
    return Reaccion("invalida", objetivo)


def leer_suplementaria(view: BattleView, raw: JsonValue, actor: str) -> Reaccion:
    """8.2.2.2/8.2.3.1 - the answer to a supplementary comes from an opponent: without ``defensor``, the only active
    opponent who has an anticipation, annulment or reflection of that name."""
    r = leer(raw, actor)
    if not r.es_habilidad or r.defensor != actor or ficha(view, actor).habilidad(r.habilidad or "") is not None:
        return r
    found = [
        c
        for c in view.ids
        if view.side(c) != view.side(actor)
        and view.live(c).get("activo")
        and (h := ficha(view, c).habilidad(r.habilidad or "")) is not None
        and h.variacion in ("anticipacion", "anulacion", "reflexion")
    ]
    return replace(r, defensor=found[0]) if len(found) == 1 else r


def como_golpe(contraataque: Habilidad, dano: int) -> Habilidad:
    """8.2.4.3 - the surplus of a counterattack hits the attacker as damage of that skill."""
    return contraataque.model_copy(update={"dano": dano})


def cuerpo_a_cuerpo(skill: Habilidad) -> bool:
    """8.2.4.4 - a contact skill (alcance 1 or less) is «cuerpo a cuerpo»."""
    return skill.alcance.tipo != "distancia" and skill.alcance.casillas <= 1


def habilidad_de(view: BattleView, cid: str, nombre: str | None) -> Habilidad | None:
    return ficha(view, cid).habilidad(nombre) if nombre else None


def requisito_ref(skill: Habilidad) -> int:
    """7.1.1.2/7.1.1.3 - lumínicas y oscuras con 3 REF; cronoquinéticas 6 REF; más el de la propia habilidad."""
    values = [skill.requisito_ref]
    for indole in skill.indoles:
        item = catalogo.indoles().get(indole)
        if item is not None:
            values.append(item.requisito_ref)
    return max(values)


def coste_reaccion(view: BattleView, defensor: str, skill: Habilidad, pa: int | None = None) -> str | None:
    """Limits every use of a skill shares: PA, once a round, cooldown, uses, 5 annulments (2.3)."""
    live = view.live(defensor)
    name = skill.nombre
    if name in live.get("usadas_ronda", []) and not skill.varias_por_ronda:
        return Refusal(
            "una_vez_por_ronda",
            tr("{defensor} ya usó «{name}» esta ronda (2.3.1.3).", defensor=view.name(defensor), name=name),
        )
    ready = int(live.get("enfriamientos", {}).get(name, 0))
    if ready > view.round:
        return Refusal(
            "enfriamiento",
            tr("«{name}» está en tiempo de reutilización hasta la ronda {ready} (2.3.4).", name=name, ready=ready),
        )
    used = int(live.get("usos", {}).get(name, 0))
    earlier = (
        usos_previos_semana(view, skill.usos_gastados_semana, skill.usos_semana_de)
        if skill.usos_periodo == "semana"
        else 0
    )
    if skill.usos is not None and used + earlier >= skill.usos:
        return Refusal(
            "sin_usos",
            tr(
                "«{name}» ya no tiene usos ({usos} por {usos_periodo}).",
                name=name,
                usos=skill.usos,
                usos_periodo=skill.usos_periodo,
            ),
        )
    if skill.variacion in ANULACIONES and not skill.supera_limite_anulaciones:
        if view.option("limite_anulaciones", "por_habilidad") == "total":
            used = sum(
                int(live.get("usos", {}).get(h.nombre, 0))
                for h in ficha(view, defensor).habilidades
                if h.variacion in ANULACIONES
            )
        if used >= LIMITE_ANULACIONES:
            return Refusal(
                "sin_usos", tr("Las anulaciones y anticipaciones poseen un máximo de 5 usos por combate (2.3.4.1).")
            )
    cost = skill.coste_pa if pa is None else pa
    if cost > int(live["pa"]):
        return Refusal(
            "sin_pa",
            tr(
                "{defensor} no tiene PA suficientes para «{name}» ({cost} PA, le quedan {pa}).",
                defensor=view.name(defensor),
                name=name,
                cost=cost,
                pa=live["pa"],
            ),
        )
    return None


def motivo(
    view: BattleView, atacante: str, ataque: Habilidad, objetivo: str, r: Reaccion, *, anidada: bool = False
) -> str | None:
    """None when ``r`` may answer ``ataque`` against ``objetivo``; else the Spanish reason."""
    if r.tipo == "invalida":
        return Refusal(
            "reaccion_no_valida",
            tr('La respuesta debe ser «ninguna», «resistir», el nombre de una habilidad o {{"habilidad": nombre}}.'),
        )
    if r.tipo == "ninguna":
        return None
    if r.tipo == "resistir":
        if not INDOLES_RESISTIBLES & set(ataque.indoles):
            return Refusal(
                "indole_impide",
                tr("RESISTIR solo sirve frente a habilidades mentales, psiónicas, cronoquinéticas o místicas (7.1)."),
            )
        return None
    defensor = r.defensor
    if defensor not in view.combatants or not view.live(defensor).get("activo"):
        return Refusal("reaccion_no_valida", tr("«{defensor}» no está en el combate.", defensor=defensor))
    skill = habilidad_de(view, defensor, r.habilidad)
    if skill is None:
        return Refusal(
            "habilidad_desconocida",
            tr("{defensor} no tiene la habilidad «{habilidad}».", defensor=view.name(defensor), habilidad=r.habilidad),
        )
    if skill.tipo != "defensiva" or skill.variacion is None:
        return Refusal(
            "reaccion_no_valida",
            tr(
                "«{nombre}» no es una habilidad defensiva: solo las defensivas se usan en respuesta (8.1.1.3).",
                nombre=skill.nombre,
            ),
        )
    ctl = control(view, defensor)
    if ctl in CONTROLES_TOTALES or (
        ctl in CONTROLES_PARALISIS and not (skill.en_paralisis or "mental" in skill.indoles)
    ):
        return Refusal(
            "estado_impide",
            tr("{defensor} sufre {ctl} y no puede reaccionar (11.4).", defensor=view.name(defensor), ctl=ctl),
        )
    if defensor != objetivo:
        if view.side(defensor) != view.side(objetivo):
            if skill.variacion not in ANULACIONES:
                return Refusal(
                    "reaccion_no_valida",
                    tr(
                        "{defensor} no puede defender a {objetivo}: solo cabe anticipar o anular (8.2.2.5, 8.2.3.3).",
                        defensor=view.name(defensor),
                        objetivo=view.name(objetivo),
                    ),
                )
        elif not skill.defiende_aliados and skill.variacion not in ANULACIONES:
            return Refusal(
                "reaccion_no_valida",
                tr(
                    "8.1.1.3.1 - Solo se defienden habilidades que tengan como objetivo al usuario, salvo defensas que protejan a aliados."
                ),
            )
    reason = coste_reaccion(view, defensor, skill) or motivo_requisitos(view, defensor, skill)
    if reason:
        return reason
    if defensor != objetivo:
        # 8.2.2.5/8.2.3.3 - anticipar o anular lo que no va contra él «siempre que se encuentre dentro del alcance»;
        # 8.1.1.3.1 - defender a aliados «si se encuentran en cierto alcance» (only checked with the setting mapa).
        toward = atacante if skill.variacion in ANULACIONES else objetivo
        reason = motivo_mapa(view, defensor, skill, [toward])
        if reason:
            return reason
    return _por_variacion(view, atacante, ataque, defensor, skill, r, anidada)


def _por_variacion(
    view: BattleView, atacante: str, ataque: Habilidad, defensor: str, skill: Habilidad, r: Reaccion, anidada: bool
) -> str | None:
    var = skill.variacion
    live: dict[str, Any] = view.live(defensor)
    ref = int(live["ref"])
    needed = requisito_ref(ataque)
    special = [catalogo.indoles()[i] for i in ataque.indoles if i in catalogo.indoles()]
    if ataque.tipo == "suplementaria" and var not in ("anticipacion", "anulacion"):
        return Refusal(
            "reaccion_no_valida",
            tr("Las habilidades suplementarias solo se pueden anticipar (8.2.2.2) o anular (8.2.3.1)."),
        )
    if (
        ataque.tipo == "suplementaria"
        and var == "anticipacion"
        and not ataque.preparacion_fisica
        and not skill.precognicion
    ):
        return Refusal(
            "reaccion_no_valida",
            tr(
                "8.2.2.2.1 - Para anticipar una suplementaria, esta debe poseer una preparación física, o quien anticipa tener acceso a la mente del usuario o habilidades que permitan conocer lo que hará (precognición)."
            ),
        )
    if anidada and var == "anticipacion":
        return Refusal(
            "reaccion_no_valida", tr("No es posible reaccionar a una anticipación con otra anticipación (8.2.2.4.1).")
        )
    if ataque.tipo == "defensiva" and var == "anticipacion":
        return Refusal("reaccion_no_valida", tr("No es posible anticiparse a habilidades defensivas (8.2.2.3)."))
    if ataque.tipo == "defensiva" and var in ("anulacion", "reflexion", "contraataque"):
        return Refusal(
            "reaccion_no_valida",
            tr(
                "Las anulaciones (8.2.3.1) y los contraataques (8.2.4.1) solo se emplean contra habilidades ofensivas (o, las anulaciones, suplementarias), no contra una defensiva."
            ),
        )
    if var == "contraataque" and ataque.dano == 0:
        return Refusal(
            "reaccion_no_valida",
            tr(
                "Los contraataques únicamente pueden ser empleados contra habilidades ofensivas con daño directo (8.2.4.1)."
            ),
        )
    if var == "defensa_interna" and ataque.dano == 0:
        return Refusal("reaccion_no_valida", tr("Sin daño directo solo caben defensas externas (8.1.1.3.1.1)."))
    for item in special:
        allowed = item.id in skill.defiende_indoles
        if item.reaccion == "solo_resistir" and not allowed:
            return Refusal(
                "indole_impide",
                tr(
                    "Las habilidades de índole {lower} únicamente pueden ser resistidas (7.1.1).",
                    lower=item.nombre.lower(),
                ),
            )
        if item.reaccion == "solo_indicadas" and not allowed:
            return Refusal(
                "indole_impide",
                tr(
                    "{nombre}: solo puede ser reaccionada con defensas que lo indiquen específicamente (7.1.1).",
                    nombre=item.nombre,
                ),
            )
        if item.reaccion == "evasion_o_externa" and var not in ("evasion", "defensa_externa") and not allowed:
            return Refusal(
                "indole_impide",
                tr("Fuego infernal: solamente pueden ser evadidas o defendidas por defensas externas (7.1.1)."),
            )
        if (
            item.reaccion == "resistir_o_ref"
            and var not in ("evasion", "anticipacion", "anulacion", "reflexion")
            and not allowed
        ):
            return Refusal(
                "indole_impide",
                tr(
                    "Cronoquinética: para ser defendidas se debe utilizar RESISTIR; con 6 REF se pueden evadir, anticipar o anular (7.1.1)."
                ),
            )
    if var == "evasion":
        return _evasion(view, atacante, ataque, defensor, skill, r, live)
    if ref < needed:
        return Refusal(
            "indole_impide",
            tr(
                "Reaccionar a «{nombre}» requiere {needed} REF y {defensor} tiene {ref} (7.1.1).",
                nombre=ataque.nombre,
                needed=needed,
                defensor=view.name(defensor),
                ref=ref,
            ),
        )
    return None


def casillas_evasion(view: BattleView, r: Reaccion, skill: Habilidad) -> int:
    """8.2.1.1 - the speed an evasion spends: the step's ``casillas``, else the squares to ``hacia`` on the map, else
    the skill's ``desplazamiento``."""
    if r.casillas is not None:
        return r.casillas
    origin = casilla(view, r.defensor)
    if r.hacia is not None and origin is not None:
        return distancia(origin, r.hacia)
    return skill.desplazamiento


def _evasion(
    view: BattleView,
    atacante: str,
    ataque: Habilidad,
    defensor: str,
    skill: Habilidad,
    r: Reaccion,
    live: dict[str, Any],
) -> str | None:
    states = live.get("estados", {})
    if not skill.sin_piernas:
        for state in ("inmovilizacion", "derribo", "inhabilitacion_piernas"):
            if state in states:
                return Refusal(
                    "estado_impide",
                    tr(
                        "{defensor} sufre {state}: no puede usar evasiones que requieran las piernas (11.5.1).",
                        defensor=view.name(defensor),
                        state=state,
                    ),
                )
    if "ceguera" in states and int(live["ref"]) < int(view.live(atacante)["ref"]):
        return Refusal(
            "estado_impide",
            tr("Ceguera: no puede realizar evasiones salvo que iguale en reflejos al ejecutor (11.5.6)."),
        )
    casillas = casillas_evasion(view, r, skill)
    if casillas > int(live["vel"]):
        return Refusal(
            "sin_velocidad",
            tr(
                "La evasión consume {casillas} de velocidad y a {defensor} le quedan {vel} (8.2.1.1).",
                casillas=casillas,
                defensor=view.name(defensor),
                vel=live["vel"],
            ),
        )
    if r.hacia is not None:
        return _evasion_en_mapa(view, atacante, ataque, defensor, r.hacia, casillas)
    return None


def _evasion_en_mapa(
    view: BattleView, atacante: str, ataque: Habilidad, defensor: str, hacia: tuple[int, int], casillas: int
) -> str | None:
    """8.2.1.3 - the evasion must take the user out of the range of the skill; 8.2.1.5 - not straight toward it."""
    reason = motivo_destino(view, defensor, list(hacia), casillas)
    if reason:
        return reason
    origin, source = casilla(view, defensor), casilla(view, atacante)
    if origin is None or source is None:
        return None
    if dentro_del_area(view, atacante, ataque, origin, hacia):
        return Refusal(
            "evasion_no_valida",
            tr(
                "8.2.1.3 - La evasión debe sacar a {defensor} del rango de «{nombre}»: [{hacia0}, {hacia1}] sigue dentro.",
                defensor=view.name(defensor),
                nombre=ataque.nombre,
                hacia0=hacia[0],
                hacia1=hacia[1],
            ),
        )
    reason = direccion_prohibida(ataque, origin, source, hacia)
    if reason:
        return reason
    needed = velocidad_necesaria(view, atacante, ataque, defensor, casillas)
    if needed is not None and casillas > needed and view.option("evasion_de_mas", "rechazar") == "rechazar":
        return Refusal(
            "evasion_no_valida",
            tr(
                "8.2.1.3 - No es posible consumir más velocidad que la necesaria para salir del rango de «{nombre}»: bastan {needed} casillas y la evasión consume {casillas}.",
                nombre=ataque.nombre,
                needed=needed,
                casillas=casillas,
            ),
        )
    return None


def direccion_prohibida(
    ataque: Habilidad, origin: tuple[int, int], source: tuple[int, int], hacia: tuple[int, int]
) -> str | None:
    """8.2.1.5 - not straight toward the skill; 8.2.1.6 - from a cone, not diagonally toward its user."""
    step = (_signo(hacia[0] - origin[0]), _signo(hacia[1] - origin[1]))
    toward = (_signo(source[0] - origin[0]), _signo(source[1] - origin[1]))
    straight = 0 in toward
    if straight and step == toward:
        return Refusal(
            "evasion_no_valida",
            tr("8.2.1.5 - No es posible evadir en dirección hacia la habilidad que se pretende evitar en línea recta."),
        )
    diagonal = 0 not in step
    closer = all(step[i] == toward[i] or toward[i] == 0 for i in (0, 1))
    if ataque.area.tipo == "conico" and diagonal and closer:
        return Refusal(
            "evasion_no_valida",
            tr("8.2.1.6 - No es posible evadir en diagonal en dirección al ejecutor de la habilidad (cónico)."),
        )
    return None


def salidas(view: BattleView, atacante: str, ataque: Habilidad, defensor: str, hasta: int) -> list[tuple[int, int]]:
    """With the map: the free squares nearest to ``defensor`` (at most ``hasta`` away) out of the range of ``ataque``
    that the evasion rules allow (8.2.1.3, 8.2.1.5, 8.2.1.6), nearest first ring only."""
    origin, source = casilla(view, defensor), casilla(view, atacante)
    if origin is None or source is None:
        return []
    taken = ocupadas(view, defensor)
    for radius in range(1, hasta + 1):
        ring = [
            sq
            for sq in anillo(origin, radius)
            if sq not in taken
            and not dentro_del_area(view, atacante, ataque, origin, sq)
            and direccion_prohibida(ataque, origin, source, sq) is None
        ]
        if ring:
            return ring
    return []


def velocidad_necesaria(view: BattleView, atacante: str, ataque: Habilidad, defensor: str, hasta: int) -> int | None:
    """8.2.1.3 - the speed needed to leave the range: the distance of the nearest legal exit (None if none is within
    ``hasta``)."""
    exits = salidas(view, atacante, ataque, defensor, hasta)
    origin = casilla(view, defensor)
    return distancia(origin, exits[0]) if exits and origin is not None else None


def _signo(value: int) -> int:
    return (value > 0) - (value < 0)


def evasion_completa(view: BattleView, defensor: str, ataque: Habilidad) -> bool:
    """8.2.1.4/7.1.3.1 - without the reaction requirements an evasion still takes 50 % of the damage."""
    return int(view.live(defensor)["ref"]) >= max(requisito_ref(ataque), 3 if "sonora" in ataque.indoles else 0)
