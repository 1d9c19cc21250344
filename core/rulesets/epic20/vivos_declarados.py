"""What each live value of an epic20 combatant is (core.live), and a GM's change of one with its consequences.

A GM may set by hand the real game values: Puntos de vida, Puntos de Héroe, the defence penalty (it recovers with rest,
«1 pto por minuto de descanso») and Aturdido; never the derived ones (Defensa, the maximum) nor the bookkeeping of the
turn. The bounds a GM may set are the rules' own, per combatant:

- Puntos de vida from −nivel («Cuando llega a un valor de puntos de vida negativos igual a su nivel» dies) to the
  maximum («Los personajes comienzan con 1/2 nivel puntos de vida»); then what the rules give at that value: 0 PV
  inconsciente (with emotional damage he flees or surrenders), negative moribundo, −nivel muerto (Inmortalidad: stays
  unconscious), and back up he wakes (a stabilised one still below 0 stays stabilised).
- Puntos de Héroe from 0 to ½ nivel («El máximo de puntos de Héroe que se pueden tener a la vez es de 1/2 nivel»).
"""

from __future__ import annotations

from core.battle import BattleView, IllegalAction, Resolution
from core.i18n import tr
from core.live import LiveValue
from core.ruleset import JsonValue
from core.rulesets.epic20 import condiciones_declaradas as cd
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.condiciones_declaradas import pasar_si_le_tocaba
from core.rulesets.epic20.danos import actualizar_estado_vida
from core.rulesets.epic20.defensa import defensa_actual

NIVEL_MAXIMO = 40
"""The sheet's highest level (``FichaEpic20.nivel``): the widest bound a GM's value may reach."""

ESTADOS = (
    "tumbado", "cegado", "inconsciente", "moribundo", "estabilizado", "muerto", "huido",
    "crecido", "disminuido", "sin_superpoderes", "gas",
)  # fmt: skip
"""Every word the engine writes in ``estados``."""

VIVOS: tuple[LiveValue, ...] = (
    LiveValue("puntos_vida", "Puntos de vida", "Hit points", "entero", maximo_de="puntos_vida_max", barra=True,
              vital=True, ajustable=True, ajuste_minimo=-NIVEL_MAXIMO,
              ayuda="0 PV: inconsciente; negativos: moribundo; −nivel: muerto.",
              help="0 HP: unconscious; negative: dying; minus the level: dead."),
    LiveValue("defensa", "Defensa", "Defence", "entero",
              ayuda="10 + ½ nivel + la mejor defensa − el penalizador acumulado.",
              help="10 + ½ level + the best defence − the accumulated penalty."),
    LiveValue("puntos_heroe", "Puntos de Héroe", "Hero points", "entero", minimo=0, maximo=NIVEL_MAXIMO // 2,
              ajustable=True, ayuda="Como mucho ½ nivel a la vez.", help="At most ½ level at a time."),
    LiveValue("puntos_vida_max", "Puntos de vida máximos", "Maximum hit points", "entero", minimo=1, tarjeta=False,
              foro=False),
    LiveValue("penalizador_defensa", "Penalizador a la defensa", "Defence penalty", "entero", minimo=0,
              ajustable=True, ayuda="−1 por cada impacto de menos de 5; se recupera 1 por minuto de descanso.",
              help="−1 for each hit by less than 5; 1 comes back per minute of rest."),
    LiveValue("estados", "Estados", "States", "lista", valores=ESTADOS, fuera_si=("inconsciente", "muerto", "huido")),
    LiveValue("aturdido", "Aturdido", "Stunned", "si_no", ajustable=True,
              ayuda="Inferioridad en la ronda actual (ATURDIMIENTO).", help="Inferiority this round (ATURDIMIENTO)."),
    LiveValue("iniciativa", "Iniciativa", "Initiative", "entero", foro=False),
    LiveValue("acciones", "Acciones del turno", "Actions of the turn", "objeto", foro=False),
    LiveValue("posturas", "Maniobras declaradas", "Declared maneuvers", "objeto", foro=False),
    LiveValue("efectos", "Superpoderes con progresión", "Powers with progression", "objeto", foro=False,
              ayuda="Quién le aplica cada efecto y en qué grado.", help="Who applies each effect and at what degree."),
    LiveValue("equipo_estropeado", "Equipo estropeado", "Broken equipment", "objeto", foro=False),
    LiveValue("desarmado", "Desarmado", "Disarmed", "objeto", foro=False),
)  # fmt: skip


def fijar(ctx: Resolution, cid: str, clave: str, valor: JsonValue) -> None:
    """A GM's value (kind and static bounds already checked), with the rules' consequences."""
    if clave == "puntos_vida":
        _puntos_vida(ctx, cid, int(valor))
    elif clave == "puntos_heroe":
        maximo = derivados.puntos_heroe_max(st.ficha(ctx, cid))
        if int(valor) > maximo:
            raise IllegalAction(
                tr(
                    "«Puntos de Héroe» de {nombre} no puede pasar de ½ nivel ({maximo}).",
                    nombre=ctx.name(cid),
                    maximo=maximo,
                ),
                "valor_no_valido",
            )
        ctx.set(
            cid,
            "puntos_heroe",
            int(valor),
            tr("{nombre} queda con {valor} punto(s) de Héroe.", nombre=ctx.name(cid), valor=valor),
        )
    elif clave == "penalizador_defensa":
        ctx.set(
            cid,
            "penalizador_defensa",
            int(valor),
            tr("Penalizador a la defensa de {nombre}: -{valor}.", nombre=ctx.name(cid), valor=valor),
        )
    elif clave == "aturdido":
        if valor is True and not cd.activa(ctx, cid, "aturdido"):
            cd.aplicar(ctx, cid, "aturdido", None)
        elif valor is False and cd.activa(ctx, cid, "aturdido"):
            cd.quitar(ctx, cid, "aturdido")
        elif valor:
            ctx.log(tr("{nombre} ya estaba aturdido.", nombre=ctx.name(cid)))
        else:
            ctx.log(tr("{nombre} no estaba aturdido.", nombre=ctx.name(cid)))
    else:  # the core only passes the declared adjustable keys
        raise IllegalAction(tr("«{clave}» no se cambia a mano.", clave=clave), "ajuste_no_permitido")


def _puntos_vida(ctx: Resolution, cid: str, vida: int) -> None:
    data = st.live(ctx, cid)
    maximo, nivel = int(data["puntos_vida_max"]), st.ficha(ctx, cid).nivel
    if vida > maximo or vida < -nivel:
        raise IllegalAction(
            tr(
                "«Puntos de vida» de {nombre} va de -{nivel} (muerto: negativos iguales a su nivel) a {maximo}.",
                nombre=ctx.name(cid),
                nivel=nivel,
                maximo=maximo,
            ),
            "valor_no_valido",
        )
    antes = int(data["puntos_vida"])
    ctx.set(cid, "puntos_vida", vida, tr("{nombre} queda con {vida} PV.", nombre=ctx.name(cid), vida=vida))
    emocional = int(data.get("dano_emocional", 0))
    if vida > antes and emocional > max(0, maximo - vida):
        ctx.set(cid, "dano_emocional", max(0, maximo - vida))  # what is healed is no longer emotional damage
    actualizar_estado_vida(ctx, cid, curacion=vida > antes)
    pasar_si_le_tocaba(ctx, cid)


def valores_vivos(view: BattleView, cid: str) -> dict[str, JsonValue]:
    """The declared live values of a combatant now (``live_values``)."""
    data = st.live(view, cid)
    valores = {
        "puntos_vida": data.get("puntos_vida"),
        "defensa": defensa_actual(view, cid),
        "puntos_heroe": data.get("puntos_heroe"),
        "puntos_vida_max": data.get("puntos_vida_max"),
        "penalizador_defensa": data.get("penalizador_defensa", 0),
        "estados": data.get("estados", []),
        "aturdido": st.aturdido(view, cid),
        "iniciativa": data.get("iniciativa"),
        "acciones": data.get("acciones", {}),
        "posturas": data.get("posturas", {}),
        "efectos": data.get("efectos", {}),
        "equipo_estropeado": data.get("equipo_estropeado", {}),
        "desarmado": data.get("desarmado", {}),
    }
    return {k: v for k, v in valores.items() if v is not None or k != "iniciativa"}  # none: a forced order
