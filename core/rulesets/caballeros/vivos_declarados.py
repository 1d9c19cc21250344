"""What each live value of a knight is (core.live), and a GM's change of one with its consequences.

One declaration per key ``live_values`` reports (document 000: «vida», «armadura», «barra de cosmos», «recargas de
cosmos»...). A GM may set by hand the values the game keeps: vida, armadura, cosmos, the recharges, the barrier's
points, the stored bonuses of FORTALEZA and AGILIDAD and the states Acción Especial Cosmos, Séptimo Sentido and
Puntos Vitales (these three through :mod:`core.rulesets.caballeros.condiciones_declaradas`, as the conditions do);
never what the engine derives (armadura rota, ARM perdido, fuera de combate) nor its records (concentraciones, turnos
extra, venenos, intervenciones, percepciones, invocaciones, the turns left of a resurrected knight). The
immobilisation and the broken parts are set through the declared conditions.

The bounds a GM may set are the rules' own, per knight: «la barra de cosmos» holds at most the sheet's cosmos;
«2 recargas de cosmos en cada combate (serán 3 si ... +1 Cosmos)»; vida and armadura at most the sheet's value only
under the house rule ``curacion`` = ``valor_inicial`` (the document's healings give no maximum).
"""

from __future__ import annotations

from core.battle import IllegalAction, Resolution
from core.i18n import tr
from core.live import LiveKind, LiveValue
from core.ruleset import JsonValue
from core.rulesets.caballeros import condiciones_declaradas as cd
from core.rulesets.caballeros import danos, turnos
from core.rulesets.caballeros.estado import ficha, recargas_iniciales

ESTADOS_CONDICION = ("especial_cosmos", "septimo_sentido", "puntos_vitales")
"""The yes/no live values that are declared conditions: a GM's value applies or removes the condition."""


def _registro(
    ident: str,
    etiqueta: str,
    label: str,
    tipo: LiveKind,
    ayuda: str,
    help_: str,
    *,
    minimo: float | None = None,
    maximo: float | None = None,
    tarjeta: bool = True,
    foro: bool = True,
    fuera_si: tuple[bool, ...] = (),
) -> LiveValue:
    """A value the engine keeps or derives: shown (unless a mere record), never set by hand."""
    return LiveValue(
        ident,
        etiqueta,
        label,
        tipo,
        minimo=minimo,
        maximo=maximo,
        tarjeta=tarjeta,
        foro=foro,
        ayuda=ayuda,
        help=help_,
        fuera_si=fuera_si,
    )


def _estado(ident: str, etiqueta: str, label: str, ayuda: str, help_: str) -> LiveValue:
    """A yes/no state of the game a GM may set by hand."""
    return LiveValue(ident, etiqueta, label, "si_no", ajustable=True, ayuda=ayuda, help=help_)


VIVOS: tuple[LiveValue, ...] = (
    LiveValue("vida", "Vida", "Life", "entero", minimo=0, maximo_al_empezar=True, barra=True, vital=True,
              ajustable=True, ayuda="A 0 ptos de vida el caballero muere (queda fuera de combate).",
              help="At 0 life points the knight dies (out of the fight)."),
    LiveValue("armadura", "Armadura", "Armour", "entero", minimo=0, maximo_al_empezar=True, barra=True,
              ajustable=True, ayuda="A 0 se rompe: se pierden los bonos y poderes ARM (ARMADURA).",
              help="At 0 it breaks: the ARM bonuses and powers are lost (ARMADURA)."),
    LiveValue("cosmos", "Cosmos", "Cosmos", "entero", minimo=0, maximo_al_empezar=True, barra=True, ajustable=True,
              ayuda="Puntos de la barra de cosmos; la acción cosmos la recarga.",
              help="Points of the cosmos bar; the cosmos action refills it."),
    LiveValue("recargas_cosmos", "Recargas de cosmos", "Cosmos recharges", "entero", minimo=0, ajustable=True,
              ayuda="2 por combate (3 con el bono +1 Cosmos).", help="2 per fight (3 with the +1 Cosmos bonus)."),
    LiveValue("barrera", "Barrera defensiva", "Defensive barrier", "entero", minimo=0, ajustable=True,
              ayuda="Ptos de vida de la barrera (DefB): absorbe el daño; su dueño no esquiva, bloquea ni contraataca.",
              help="Life points of the barrier (DefB): it absorbs damage; its owner cannot dodge, block or counter."),
    _estado("especial_cosmos", "Acción Especial Cosmos", "Special Cosmos Action",
            "+20 ptos daño, +5 a presa, +1 esquivar, +1 bloquear, +1 llave, +20 a rayos; poderes a mitad.",
            "+20 damage, +5 to presa, +1 dodge, +1 block, +1 llave, +20 to rays; powers at half cost."),
    _estado("septimo_sentido", "Séptimo Sentido", "Seventh Sense",
            "+30 ptos daño, +5 a presa, +30 a rayos; sus rivales -1 esquivar, -1 bloquear, -1 llave.",
            "+30 damage, +5 to presa, +30 to rays; his rivals -1 dodge, -1 block, -1 llave."),
    _estado("puntos_vitales", "Puntos vitales", "Vital points struck",
            "-20 ptos daño, -5 a presa, -20 a rayos, -1 esquivar, -1 bloquear, -1 llave.",
            "-20 damage, -5 to presa, -20 to rays, -1 dodge, -1 block, -1 llave."),
    _registro("concentraciones", "Concentraciones", "Concentrations", "entero",
              "Concentraciones acumuladas para la acción que las requiere (como mucho 2).",
              "Concentrations gathered for the action that needs them (at most 2).", minimo=0, maximo=2),
    _estado("bono_fortaleza", "Bono de Fortaleza", "Fortaleza bonus",
            "+1 bloquear guardado para un solo ataque (FORTALEZA).",
            "+1 block stored for a single attack (FORTALEZA)."),
    _estado("bono_agilidad", "Bono de Agilidad", "Agilidad bonus",
            "+1 esquivar guardado para un solo ataque (AGILIDAD).",
            "+1 dodge stored for a single attack (AGILIDAD)."),
    _registro("turnos_extra", "Turnos extra", "Extra turns", "entero",
              "Turnos extra que le quedan de un poder T.", "Extra turns left from a T power.", minimo=0),
    _registro("inmovilizado", "Inmovilizado", "Immobilised", "objeto",
              "Quién lo inmoviliza y cuántos turnos quedan (INM): no puede hacer movimientos.",
              "Who immobilises him and how many turns are left (INM): he cannot move."),
    _registro("resucitado", "Resucitado por Hades", "Risen by Hades", "entero",
              "Turnos que le quedan de Gran Resurrección: el daño no le afecta; al acabar el cuarto, muere.",
              "Turns left of Gran Resurrección: damage does not touch him; when the fourth ends, he dies.",
              minimo=0, maximo=4),
    _registro("roturas", "Partes rotas", "Broken parts", "objeto",
              "Veces rotas: brazos (-1 bloquear), piernas (-1 esquivar), costillas (-1 llave); 2 como mucho.",
              "Times broken: arms (-1 block), legs (-1 dodge), ribs (-1 llave); at most 2."),
    _registro("venenos", "Venenos", "Poisons", "lista",
              "Venenos que sufre: de quién, el poder, el daño por turno y los turnos que quedan.",
              "Poisons on him: whose, the power, the damage per turn and the turns left."),
    _registro("efectos", "Efectos de intervenciones", "Effects of divine interventions", "lista",
              "Registro de las intervenciones divinas que siguen actuando.",
              "Record of the divine interventions still acting.", tarjeta=False, foro=False),
    _registro("intervenciones", "Intervenciones divinas", "Divine interventions", "lista",
              "Las intervenciones divinas obtenidas (2 por combate).", "The divine interventions obtained (2 a fight)."),
    _registro("percepciones", "Percepciones", "Perceptions", "lista",
              "Poderes de rivales que ya no surten efecto sobre él («dueño|poder»).",
              "Rivals' powers that no longer work on him («owner|power»)."),
    _registro("invocaciones", "Invocaciones", "Summons", "lista",
              "Sus invocaciones (Inv): poder, objetivo, daño y, si la tienen, vida.",
              "His summons (Inv): power, target, damage and, where they have it, life."),
    _registro("armadura_rota", "Armadura rota", "Armour broken", "si_no",
              "La armadura llegó a 0: el daño va a la vida.", "The armour reached 0: damage goes to life."),
    _registro("arm_perdido", "Bonos y poderes ARM perdidos", "ARM bonuses and powers lost", "si_no",
              "La armadura se rompió y sus bonos y poderes ARM no vuelven aunque recupere puntos.",
              "The armour broke and its ARM bonuses and powers do not come back with its points."),
    _registro("fuera_de_combate", "Fuera de combate", "Out of the fight", "si_no",
              "Vida a 0 (sin Gran Resurrección).", "Life at 0 (without Gran Resurrección).", fuera_si=(True,)),
)  # fmt: skip


def fijar(ctx: Resolution, cid: str, clave: str, valor: JsonValue) -> None:
    """A GM's value (kind and static bounds already checked), with the rules' consequences."""
    nombre = ctx.name(cid)
    if clave in ("vida", "armadura"):
        _vida_o_armadura(ctx, cid, clave, int(str(valor)))
    elif clave == "cosmos":
        maximo = int(ctx.live(cid)["cosmos_max"])
        _tope(ctx, cid, tr("Cosmos"), int(str(valor)), maximo, tr("la barra de cosmos de la ficha"))
        ctx.set(
            cid,
            "cosmos",
            valor,
            tr("Cosmos de {nombre}: {valor} de {maximo}.", nombre=nombre, valor=valor, maximo=maximo),
        )
    elif clave == "recargas_cosmos":
        maximo = recargas_iniciales(ficha(ctx, cid))
        _tope(ctx, cid, tr("Recargas de cosmos"), int(str(valor)), maximo, tr("las recargas de cosmos de su ficha"))
        ctx.set(
            cid,
            "recargas_cosmos",
            valor,
            tr("{nombre} queda con {valor} recarga(s) de cosmos.", nombre=nombre, valor=valor),
        )
    elif clave == "barrera":
        texto = (
            tr("Barrera defensiva de {nombre}: {valor} ptos.", nombre=nombre, valor=valor)
            if valor
            else tr("{nombre} se queda sin barrera.", nombre=nombre)
        )
        ctx.set(cid, "barrera", valor, texto)
    elif clave in ("bono_fortaleza", "bono_agilidad"):
        bono = "+1 bloquear" if clave == "bono_fortaleza" else "+1 esquivar"
        texto = (
            tr("{nombre} guarda un bono de {bono}.", nombre=nombre, bono=bono)
            if valor
            else tr("{nombre} pierde su bono de {bono}.", nombre=nombre, bono=bono)
        )
        ctx.set(cid, clave, bool(valor), texto)
    elif clave in ESTADOS_CONDICION:
        activa = cd.activa(ctx, cid, clave)
        if valor is True and not activa:
            cd.aplicar(ctx, cid, clave, None)
        elif valor is False and activa:
            cd.quitar(ctx, cid, clave)
        else:
            ctx.log(
                tr(
                    "{nombre} {valor} en «{etiqueta}».",
                    nombre=nombre,
                    valor="ya estaba" if valor else "no estaba",
                    etiqueta=cd.POR_ID[clave].etiqueta,
                )
            )
    else:  # the core only passes the declared adjustable keys
        raise IllegalAction(tr("«{clave}» no se cambia a mano.", clave=clave), "ajuste_no_permitido")


def _tope(ctx: Resolution, cid: str, etiqueta: str, valor: int, maximo: int, de: str) -> None:
    if valor > maximo:
        raise IllegalAction(
            tr(
                "«{etiqueta}» de {nombre} no puede pasar de {maximo} ({de}).",
                etiqueta=etiqueta,
                nombre=ctx.name(cid),
                maximo=maximo,
                de=de,
            ),
            "valor_no_valido",
        )


def _vida_o_armadura(ctx: Resolution, cid: str, clave: str, valor: int) -> None:
    """Vida at 0: the knight dies (Gran Resurrección may raise him); armadura at 0: it breaks (ARMADURA)."""
    live, nombre = ctx.live(cid), ctx.name(cid)
    etiqueta = "Vida" if clave == "vida" else "Armadura"
    if ctx.option("curacion") == "valor_inicial":
        _tope(
            ctx,
            cid,
            tr(etiqueta),
            valor,
            int(live[f"{clave}_max"]),
            tr("su valor en la ficha, regla casera «curacion»"),
        )
    antes = int(live[clave])
    ctx.set(
        cid,
        clave,
        valor,
        tr("{etiqueta} de {nombre}: {antes} → {valor}.", etiqueta=etiqueta, nombre=nombre, antes=antes, valor=valor),
    )
    if clave == "armadura":
        if valor == 0:
            danos.romper_armadura(ctx, cid)
        elif live.get("armadura_rota"):
            ctx.set(cid, "armadura_rota", False, tr("La armadura de {nombre} vuelve a estar en pie.", nombre=nombre))
        return
    if valor == 0 and antes > 0 and not live.get("resucitado"):
        danos.caer(ctx, cid)
        turnos.pasar_si_le_tocaba(ctx, cid)
    elif valor > 0 and antes == 0:
        ctx.log(tr("{nombre} vuelve al combate.", nombre=nombre))
