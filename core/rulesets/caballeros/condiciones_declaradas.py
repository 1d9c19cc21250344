"""The states of document 000 a GM may put a knight in (core.live), applied through the engine's own live keys.

Each one is written where the engine reads it, so it has its real effect:

- ``inmovilizado`` as the INM power leaves it (``{"por", "turnos", "desde"}``): he cannot act nor defend, his turns
  are skipped. Put by a GM there is no immobiliser: ``por`` is the knight himself, so what counts down is his own
  lost turns (a power's immobilisation counts the turns of whoever cast it). Put in his own turn, that turn ends.
- ``puntos_vitales``, ``septimo_sentido`` and ``especial_cosmos`` as their actions leave them (the modifiers of
  :mod:`core.rulesets.caballeros.modificadores` read them); the Especial also counts as done for a control power.
- ``brazos_rotos``, ``piernas_rotas``, ``costillas_rotas`` in ``roturas`` as ROMPER leaves them (-1 bloquear,
  -1 esquivar, -1 llave each time, 2 times at most).

Not declared (see docs/reglas/caballeros.md): poisons (V: each belongs to a power and a poisoner, with its damage),
perception (about one power of one rival), the effects of divine interventions and Gran Resurrección (the god's aid,
obtained with INTERVENCIÓN DIVINA), extra turns (a T power), the barrier (DefB: a value with its points, set through
``barrera``) and the broken armour (it follows ``armadura`` at 0).
"""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, IllegalAction, Resolution
from core.i18n import tr
from core.live import Condition
from core.ruleset import ActiveCondition
from core.rulesets.caballeros.estado import vivo
from core.rulesets.caballeros.turnos import pasar_si_le_tocaba

PARTES_ROTAS = {"brazos_rotos": "brazos", "piernas_rotas": "piernas", "costillas_rotas": "costillas"}
_PENALIZA = {"brazos": "bloquear", "piernas": "esquivar", "costillas": "llave"}
_ROMPER = "II ACCIÓN ROMPER"
_SIN_FIN = "El documento no le da fin: dura el resto del combate (o hasta que el máster lo quite)."
_NO_END = "The document gives it no end: it lasts the rest of the fight (or until the GM removes it)."


def _rotura(ident: str, etiqueta: str, label: str, parte: str, part: str, tirada: str, roll: str) -> Condition:
    return Condition(
        ident, etiqueta, label,
        f"Si rompe {parte}, el rival obtiene un bono negativo de -1 {tirada} (-2 si se rompen 2 veces, el máximo).",
        f"With broken {part} the rival gets a -1 {roll} penalty (-2 if broken twice, the most).",
        "permanente", _SIN_FIN, _NO_END, _ROMPER,
    )  # fmt: skip


CONDICIONES: tuple[Condition, ...] = (
    Condition(
        "inmovilizado", "Inmovilizado", "Immobilised",
        "No puede hacer movimientos, ni defensivos ni ofensivos, recibiendo el ataque sin poder hacer nada: pierde "
        "sus turnos.",
        "He cannot move, neither to defend nor to attack, and takes the attack unable to do anything: he loses his "
        "turns.",
        "turnos",
        "Al cabo de sus turnos: los de quien lo inmoviliza (poder INM) o, puesto por el máster, los suyos que pierde.",
        "After its turns: those of whoever immobilised him (INM power) or, put by the GM, his own lost turns.",
        "III TIPOS DE PODER — Poderes de Inmovilización (INM)", duracion_por_defecto=1, con_duracion=True,
    ),
    Condition(
        "puntos_vitales", "Puntos vitales golpeados", "Vital points struck",
        "Su fuerza, velocidad y defensa son reducidos: -20 ptos daño, -5 ptos daño a presa, -20 ptos daño en "
        "poderes tipo rayo, -1 esquivar, -1 bloquear, -1 llave.",
        "His strength, speed and defence are reduced: -20 damage, -5 damage to presa, -20 damage to ray powers, "
        "-1 dodge, -1 block, -1 llave.",
        "regla", "Al recuperarse con la acción 7º Sentido: 7 u 8 en 1d9 (con 9 gana además sus bonos).",
        "When he recovers with the 7th Sense action: 7 or 8 on 1d9 (a 9 also gives its bonuses).",
        "III ACCIÓN PUNTOS VITALES",
    ),
    Condition(
        "septimo_sentido", "Séptimo Sentido", "Seventh Sense",
        "Gana +30 ptos de daño, +5 ptos de daño a presa y +30 ptos daño en poderes tipo rayo; el rival obtiene "
        "-1 esquivar, -1 bloquear y -1 llave.",
        "He gains +30 damage, +5 damage to presa and +30 damage to ray powers; the rival gets -1 dodge, -1 block "
        "and -1 llave.",
        "permanente", _SIN_FIN, _NO_END, "III ACCIÓN SÉPTIMO SENTIDO",
    ),
    Condition(
        "especial_cosmos", "Acción Especial Cosmos", "Special Cosmos Action",
        "Gana +20 ptos de daño, +5 ptos de daño a presa, +1 esquivar, +1 bloquear, +1 llave y +20 ptos de daño en "
        "poderes tipo rayo, y sus poderes cuestan la mitad en ptos de cosmos.",
        "He gains +20 damage, +5 damage to presa, +1 dodge, +1 block, +1 llave and +20 damage to ray powers, and "
        "his powers cost half their cosmos.",
        "permanente", _SIN_FIN, _NO_END, "III ACCIÓN COSMOS (Acción Especial Cosmos)",
    ),
    _rotura("brazos_rotos", "Brazos rotos", "Broken arms", "los brazos", "arms", "bloquear", "block"),
    _rotura("piernas_rotas", "Piernas rotas", "Broken legs", "las piernas", "legs", "esquivar", "dodge"),
    _rotura("costillas_rotas", "Costillas rotas", "Broken ribs", "las costillas", "ribs", "llave", "llave"),
)  # fmt: skip

POR_ID = {c.id: c for c in CONDICIONES}


def activa(view: BattleView, cid: str, condicion: str) -> bool:
    live = view.live(cid)
    if condicion in PARTES_ROTAS:
        return int(live.get("roturas", {}).get(PARTES_ROTAS[condicion], 0)) > 0
    return bool(live.get(condicion))


def activas(view: BattleView, cid: str) -> list[ActiveCondition]:
    """The declared states the knight is in now; the immobilisation with the turns it has left."""
    live = view.live(cid)
    out = []
    for cond in CONDICIONES:
        if not activa(view, cid, cond.id):
            continue
        if cond.id == "inmovilizado":
            inm: dict[str, Any] = live["inmovilizado"]
            por = str(inm.get("por"))
            detalle = tr("puesto por el máster") if por == cid else tr("por {nombre}", nombre=view.name(por))
            out.append(ActiveCondition(cond.id, int(inm.get("turnos", 1)), detalle))
        elif cond.id in PARTES_ROTAS:
            parte = PARTES_ROTAS[cond.id]
            veces = int(live["roturas"][parte])
            detalle = tr("-{veces} {tirada} (rotas {veces} vez/veces)", veces=veces, tirada=tr(_PENALIZA[parte]))
            out.append(ActiveCondition(cond.id, None, detalle))
        else:
            out.append(ActiveCondition(cond.id))
    return out


def aplicar(ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
    nombre, cond = ctx.name(cid), POR_ID[condicion]
    if duracion is not None and not cond.con_duracion:
        raise IllegalAction(
            tr("«{etiqueta}» dura lo que dicen las reglas: no se le da una duración.", etiqueta=cond.nombre()),
            "valor_no_valido",
        )
    if not vivo(ctx, cid):
        raise IllegalAction(tr("{nombre} está fuera de combate.", nombre=nombre), "fuera_de_combate")
    if condicion in PARTES_ROTAS:
        _romper(ctx, cid, PARTES_ROTAS[condicion])
        return
    if activa(ctx, cid, condicion):
        raise IllegalAction(
            tr("{nombre} ya está en «{etiqueta}».", nombre=nombre, etiqueta=cond.nombre()), "ya_en_condicion"
        )
    if condicion == "inmovilizado":
        turnos = duracion or cond.duracion_por_defecto or 1
        valor = {"por": cid, "turnos": turnos, "desde": int(ctx.live(cid).get("turnos", 0))}
        resto = "el resto de este turno y " if ctx.turn == cid else ""
        ctx.set(
            cid,
            "inmovilizado",
            valor,
            tr(
                "{nombre} queda inmovilizado: pierde {resto}sus {turnos} próximo(s) turno(s).",
                nombre=nombre,
                resto=resto,
                turnos=turnos,
            ),
        )
        pasar_si_le_tocaba(ctx, cid)
    elif condicion == "puntos_vitales":
        if ctx.live(cid).get("septimo_sentido"):
            raise IllegalAction(
                tr(
                    "{nombre} ha conseguido el 7º Sentido: los puntos vitales no pueden usarse contra él.",
                    nombre=nombre,
                ),
                "condicion_incompatible",
            )
        ctx.set(
            cid,
            "puntos_vitales",
            True,
            tr(
                "Puntos vitales de {nombre} golpeados: -20 ptos daño, -5 a presa, -20 a rayos, -1 esquivar, -1 bloquear, -1 llave.",
                nombre=nombre,
            ),
        )
    elif condicion == "septimo_sentido":
        if ctx.live(cid).get("puntos_vitales"):  # a 9 «se recupera, eliminando los bonos negativos, y añadiendo...»
            ctx.set(cid, "puntos_vitales", False, tr("{nombre} se recupera de los puntos vitales.", nombre=nombre))
        ctx.set(
            cid,
            "septimo_sentido",
            True,
            tr(
                "{nombre} alcanza el Séptimo Sentido: +30 ptos daño, +5 a presa, +30 a rayos; sus rivales -1 esquivar, -1 bloquear, -1 llave.",
                nombre=nombre,
            ),
        )
    else:
        ctx.set(
            cid,
            "especial_cosmos",
            True,
            tr(
                "{nombre} tiene la Acción Especial Cosmos: +20 ptos daño, +5 a presa, +1 esquivar, +1 bloquear, +1 llave, +20 a rayos y poderes a mitad de coste.",
                nombre=nombre,
            ),
        )
        ctx.set(cid, "aec_hecha", True)


def quitar(ctx: Resolution, cid: str, condicion: str) -> None:
    nombre = ctx.name(cid)
    if condicion in PARTES_ROTAS:
        parte = PARTES_ROTAS[condicion]
        roturas = {**ctx.live(cid).get("roturas", {}), parte: 0}
        ctx.set(
            cid,
            "roturas",
            roturas,
            tr(
                "{nombre} ya no tiene {parte} rotos: sin -1 {penaliza}.",
                nombre=nombre,
                parte=parte,
                penaliza=_PENALIZA[parte],
            ),
        )
    elif condicion == "inmovilizado":
        ctx.set(cid, "inmovilizado", None, tr("{nombre} deja de estar inmovilizado.", nombre=nombre))
    elif condicion == "puntos_vitales":
        ctx.set(cid, "puntos_vitales", False, tr("{nombre} se recupera de los puntos vitales.", nombre=nombre))
    elif condicion == "septimo_sentido":
        ctx.set(cid, "septimo_sentido", False, tr("{nombre} pierde el Séptimo Sentido y sus bonos.", nombre=nombre))
    else:
        ctx.set(
            cid, "especial_cosmos", False, tr("{nombre} pierde los bonos de la Acción Especial Cosmos.", nombre=nombre)
        )


def _romper(ctx: Resolution, cid: str, parte: str) -> None:
    """ROMPER: «Solo puede romperse una misma zona un número máximo de 2 veces»."""
    roturas = {"brazos": 0, "piernas": 0, "costillas": 0, **ctx.live(cid).get("roturas", {})}
    if int(roturas[parte]) >= 2:
        raise IllegalAction(
            tr(
                "{nombre} ya tiene {parte} rotos 2 veces: una misma zona se rompe como mucho 2 veces.",
                nombre=ctx.name(cid),
                parte=tr(parte),
            ),
            "limite_de_usos",
        )
    roturas[parte] = int(roturas[parte]) + 1
    veces = roturas[parte]
    ctx.set(
        cid,
        "roturas",
        roturas,
        tr(
            "{cid} tiene {parte} rotos: -{veces} {penaliza}.",
            cid=ctx.name(cid),
            parte=parte,
            veces=veces,
            penaliza=_PENALIZA[parte],
        ),
    )
