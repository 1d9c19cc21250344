"""The states of Epic20 a GM may put a combatant in (core.live), applied through the engine's own state.

Each one is written where the engine reads it, so it has its real effect: ``tumbado`` in ``estados`` (Inferioridad to
his attacks, ``levantarse``), ``aturdido`` as ``aturdido_ronda`` (ATURDIMIENTO: this round if he has not acted yet,
else the next), ``cegado`` as the Cegar maneuver leaves it (stunned for his attacks and blind as long as the stun),
``inconsciente``/``huido`` in ``estados`` (his turns are skipped, he is out of the fight), ``moribundo`` through his PV
(«Si alcanza un valor negativo comienza a morir»: −1 PV), ended by stabilising him.

Not declared: the progression effects (Agarrar, Controlar: their degree, difficulty and upkeep belong to whoever
applies them), the character's own forms (crecido, disminuido, gas, sin_superpoderes: his powers and complications
switch them), ``estabilizado`` and ``muerto`` (what ends ``moribundo``; a GM kills through the PV).
"""

from __future__ import annotations

from core.battle import BattleView, IllegalAction, Resolution
from core.i18n import tr
from core.live import Condition
from core.ruleset import ActiveCondition
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.danos import actualizar_estado_vida, aturdir
from core.rulesets.epic20.formas import perder_forma
from core.rulesets.epic20.turnos import NO_ACTUAN, terminar_turno

CONDICIONES: tuple[Condition, ...] = (
    Condition(
        "tumbado", "Tumbado (en el suelo)", "Knocked down (on the ground)",
        "Cuando se está en el suelo se ataca con Inferioridad; levantarse cuesta una acción de movimiento.",
        "On the ground one attacks with Inferiority; standing up takes a move action.",
        "hasta_levantarse", "Hasta que se levanta (acción de movimiento; gratuita con «Levantarse rápido»).",
        "Until he stands up (a move action; a free one with «Levantarse rápido»).",
        "ATACAR EN COMBATE; maniobra Tumbar",
    ),
    Condition(
        "aturdido", "Aturdido", "Stunned",
        "Se le aplica Inferioridad durante el turno actual si no ha actuado aún o el siguiente si ya actuó.",
        "He rolls with Inferiority this round if he has not acted yet, or the next one if he has.",
        "rondas", "Al terminar esa ronda: no se acumula, dura como máximo 1 turno.",
        "When that round ends: it does not stack, it lasts at most 1 turn.",
        "ATURDIMIENTO", duracion_por_defecto=1,
    ),
    Condition(
        "cegado", "Cegado", "Blinded",
        "Aturdido de esta forma no puede ver ni realizar ataques a distancia; sí puede atacar cuerpo a cuerpo con "
        "Inferioridad.",
        "Stunned this way he cannot see nor make ranged attacks; he may attack in melee with Inferiority.",
        "rondas", "Vuelve a ver al empezar su turno después de la ronda de su aturdimiento.",
        "He sees again when his turn starts after the round of his stun.",
        "maniobra Cegar", duracion_por_defecto=1,
    ),
    Condition(
        "inconsciente", "Inconsciente", "Unconscious",
        "No actúa (se salta su turno), queda fuera de combate y los enemigos le atacan con Superioridad porque "
        "está inmóvil.",
        "He does not act (his turn is skipped), he is out of the fight and enemies attack him with Superiority.",
        "hasta_quitarlo", "Cuando el director lo despierta, o al recuperar puntos de vida por encima de 0.",
        "When the GM wakes him, or when he gets back above 0 hit points.",
        "DAÑO EN COMBATE; FAQ «¿Cómo muere un personaje?»",
    ),
    Condition(
        "moribundo", "Moribundo", "Dying",
        "Con puntos de vida negativos comienza a morir: pierde 1 punto de vida cada turno a menos que saque 10+ en "
        "1d20, y con 16+ se estabiliza.",
        "With negative hit points he is dying: he loses 1 hit point each turn unless he rolls 10+ on 1d20; 16+ "
        "stabilises him.",
        "regla", "Al estabilizarse (16+, medicina o curación) o al morir a tantos puntos negativos como su nivel.",
        "When stabilised (16+, medicine or healing) or dead at as many negative points as his level.",
        "FAQ «¿Cómo muere un personaje?»",
    ),
    Condition(
        "huido", "Huido o rendido", "Fled or surrendered",
        "No queda inconsciente sino que trata de huir o se rinde: queda fuera de combate.",
        "He is not unconscious but flees or surrenders: he is out of the fight.",
        "hasta_quitarlo", "Cuando el director lo devuelve a la pelea.", "When the GM brings him back to the fight.",
        "FAQ «¿En qué se diferencian el daño físico, mental y emocional?»; maniobra Desmoralizar",
    ),
)  # fmt: skip

_POR_ID = {c.id: c for c in CONDICIONES}


def activas(view: BattleView, cid: str) -> list[ActiveCondition]:
    """The declared states the combatant is in now; the stun and the blindness with the rounds left (this one)."""
    data = st.live(view, cid)
    out = []
    for cond in CONDICIONES:
        if not activa(view, cid, cond.id):
            continue
        ronda = data.get("aturdido_ronda" if cond.id == "aturdido" else "cegado_ronda")
        if cond.id in ("aturdido", "cegado") and isinstance(ronda, int) and ronda >= view.round:
            if cond.id != "aturdido":
                detalle = tr("no ve en la ronda {ronda}", ronda=ronda)
            elif data.get("aturdido_solo_ataques"):
                detalle = tr("Inferioridad en la ronda {ronda} (solo a sus ataques)", ronda=ronda)
            else:
                detalle = tr("Inferioridad en la ronda {ronda}", ronda=ronda)
            out.append(ActiveCondition(cond.id, ronda - view.round + 1, detalle))
        elif cond.id == "moribundo":
            detalle = tr("{vida} PV; muere a -{nivel}", vida=data.get("puntos_vida"), nivel=st.ficha(view, cid).nivel)
            out.append(ActiveCondition(cond.id, None, detalle))
        elif cond.id == "cegado":
            out.append(ActiveCondition(cond.id, None, tr("vuelve a ver al empezar su turno")))
        else:
            out.append(ActiveCondition(cond.id))
    return out


def activa(view: BattleView, cid: str, condicion: str) -> bool:
    if condicion == "aturdido":
        ronda = st.live(view, cid).get("aturdido_ronda")
        return isinstance(ronda, int) and ronda >= view.round
    return st.tiene_estado(view, cid, condicion)


def aplicar(ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
    nombre, cond = ctx.name(cid), _POR_ID[condicion]
    if duracion is not None and not cond.con_duracion:
        raise IllegalAction(
            tr("«{etiqueta}» dura lo que dicen las reglas: no se le da una duración.", etiqueta=cond.nombre()),
            "valor_no_valido",
        )
    if activa(ctx, cid, condicion):
        raise IllegalAction(
            tr("{nombre} ya está en «{etiqueta}».", nombre=nombre, etiqueta=cond.nombre()), "sin_efecto"
        )
    if st.tiene_estado(ctx, cid, "muerto"):
        raise IllegalAction(tr("{nombre} está muerto.", nombre=nombre), "estado_no_permite")
    if condicion == "tumbado":
        _poner(ctx, cid, "tumbado", tr("{nombre} cae tumbado.", nombre=nombre))
    elif condicion == "aturdido":
        aturdir(ctx, cid, tr("{nombre} queda aturdido", nombre=nombre))
    elif condicion == "cegado":
        _cegar(ctx, cid)
    elif condicion == "moribundo":
        _moribundo(ctx, cid)
    else:
        if condicion == "inconsciente":
            _poner(ctx, cid, condicion, tr("{nombre} queda inconsciente.", nombre=nombre))
        else:
            _poner(ctx, cid, condicion, tr("{nombre} huye o se rinde.", nombre=nombre))
        if condicion == "inconsciente":
            perder_forma(
                ctx, cid, tr("queda inconsciente")
            )  # Forma sin superpoderes: «desaparece cuando está … inconsciente»
    pasar_si_le_tocaba(ctx, cid)


def quitar(ctx: Resolution, cid: str, condicion: str) -> None:
    nombre = ctx.name(cid)
    if condicion == "tumbado":
        _sacar(ctx, cid, "tumbado", tr("{nombre} se levanta.", nombre=nombre))
    elif condicion == "aturdido":
        ctx.delete_path(("combatientes", cid, "aturdido_ronda"), tr("{nombre} deja de estar aturdido.", nombre=nombre))
    elif condicion == "cegado":
        _sacar(ctx, cid, "cegado", tr("{nombre} vuelve a ver.", nombre=nombre))
        if "cegado_ronda" in st.live(ctx, cid):
            ctx.delete_path(("combatientes", cid, "cegado_ronda"))
    elif condicion == "moribundo":  # what ends dying in the rules: stabilising
        estados = [e for e in st.estados(ctx, cid) if e != "moribundo"] + ["estabilizado"]
        ctx.set(cid, "estados", estados, tr("{nombre} se estabiliza.", nombre=nombre))
    else:
        vida = int(st.live(ctx, cid).get("puntos_vida", 0))
        if vida <= 0:
            raise IllegalAction(
                tr(
                    "{nombre} tiene {vida} PV: con 0 o menos sigue fuera de combate; súbele antes los puntos de vida.",
                    nombre=nombre,
                    vida=vida,
                ),
                "estado_no_permite",
            )
        if condicion == "inconsciente":
            _sacar(ctx, cid, condicion, tr("{nombre} despierta.", nombre=nombre))
        else:
            _sacar(ctx, cid, condicion, tr("{nombre} vuelve a la pelea.", nombre=nombre))


def pasar_si_le_tocaba(ctx: Resolution, cid: str) -> None:
    """Whoever drops out of the fight in his own turn ends it: the turn passes to the next who can act."""
    fuera = any(st.tiene_estado(ctx, cid, e) for e in NO_ACTUAN)
    en_pie = {ctx.side(c) for c in ctx.ids if not st.fuera_de_combate(ctx, c)}
    if ctx.turn == cid and fuera and len(en_pie) > 1:
        terminar_turno(ctx)


def _cegar(ctx: Resolution, cid: str) -> None:
    """Cegar: «La mecánica de esta maniobra es idéntica a la de Aturdir»: the stun to his attacks (a stun from damage
    already on him stays, it reaches every roll) and blind as long as it lasts."""
    nombre = ctx.name(cid)
    if not activa(ctx, cid, "aturdido"):
        aturdir(ctx, cid, tr("{nombre} queda aturdido por la maniobra Cegar.", nombre=nombre), solo_ataques=True)
    ronda = st.live(ctx, cid)["aturdido_ronda"]
    ctx.set(cid, "cegado_ronda", ronda)
    _poner(
        ctx,
        cid,
        "cegado",
        tr(
            "{nombre} queda cegado en la ronda {ronda} (no puede ver ni atacar a distancia).",
            nombre=nombre,
            ronda=ronda,
        ),
    )


def _moribundo(ctx: Resolution, cid: str) -> None:
    nombre, nivel = ctx.name(cid), st.ficha(ctx, cid).nivel
    if nivel <= 1:
        raise IllegalAction(
            tr(
                "{nombre} es de nivel {nivel}: muere al llegar a -{nivel} PV, no puede estar moribundo.",
                nombre=nombre,
                nivel=nivel,
            ),
            "estado_no_permite",
        )
    if st.tiene_estado(ctx, cid, "estabilizado"):  # «lo cual reiniciaría el proceso de pérdida de puntos de vida»
        estados = [e for e in st.estados(ctx, cid) if e != "estabilizado"] + ["moribundo"]
        ctx.set(cid, "estados", estados, tr("{nombre} vuelve a estar moribundo.", nombre=nombre))
        return
    vida = min(-1, int(st.live(ctx, cid)["puntos_vida"]))
    ctx.set(cid, "puntos_vida", vida, tr("{nombre} cae a {vida} PV.", nombre=nombre, vida=vida))
    actualizar_estado_vida(ctx, cid)


def _poner(ctx: Resolution, cid: str, estado: str, texto: str) -> None:
    ctx.set(cid, "estados", [*st.estados(ctx, cid), estado], texto)


def _sacar(ctx: Resolution, cid: str, estado: str, texto: str) -> None:
    ctx.set(cid, "estados", [e for e in st.estados(ctx, cid) if e != estado], texto)
