"""Damage, defence penalties, stun (ATURDIMIENTO), unconsciousness, dying and death, hero points."""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20 import reglas


def penalizar_defensa(ctx: Resolution, cid: str, puntos: int, motivo: str) -> None:
    """The -1 to defence of a hit under 5 (accumulates without limit)."""
    total = int(st.live(ctx, cid).get("penalizador_defensa", 0)) + puntos
    ctx.set(
        cid,
        "penalizador_defensa",
        total,
        tr(
            "{actor} pierde {puntos} de defensa ({motivo}); penalizador -{total}.",
            actor=ctx.name(cid),
            puntos=puntos,
            motivo=motivo,
            total=total,
        ),
    )


def umbral_aturdimiento(corpulencia: float, vida_max: int) -> int:
    """Damage in one blow that stuns: Corpulencia 0 half−1 (min 1), ½ half, 1 more than half."""
    mitad = vida_max // 2
    if corpulencia == 0:
        return max(1, mitad - 1)
    if corpulencia == 0.5:
        return max(1, mitad)
    return mitad + 1


def aturdir(ctx: Resolution, cid: str, texto: str, *, solo_ataques: bool = False) -> None:
    """Inferioridad this round if the character has not acted yet, else the next one (never stacks).

    ``solo_ataques``: the Aturdir maneuver «aplican Inferioridad a los ataques del oponente»; the stun of damage
    («se le aplica Inferioridad») also reaches his other rolls (breaking free, Luchar a ciegas, healing…)."""
    ronda = ctx.round if st.live(ctx, cid).get("ronda_actuada") != ctx.round else ctx.round + 1
    if bool(st.live(ctx, cid).get("aturdido_solo_ataques")) != solo_ataques:
        ctx.set(cid, "aturdido_solo_ataques", solo_ataques)
    ctx.set(cid, "aturdido_ronda", ronda, tr("{texto} (Inferioridad en la ronda {ronda})", texto=texto, ronda=ronda))


def aplicar_dano(ctx: Resolution, cid: str, puntos: int, *, emocional: bool = False, origen: str = "") -> None:
    data = st.live(ctx, cid)
    antes = int(data["puntos_vida"])
    vida = antes - puntos
    if emocional and vida < 0:
        vida = min(antes, 0)  # emotional damage makes one flee or surrender at 0, it does not wound further (FAQ)
    nombre = ctx.name(cid)
    tipo = " emocional" if emocional else ""
    ctx.set(
        cid,
        "puntos_vida",
        vida,
        tr(
            "{nombre} recibe {puntos} punto(s) de daño{tipo} ({origen}): {vida} PV.",
            nombre=nombre,
            puntos=puntos,
            tipo=tipo,
            origen=origen,
            vida=vida,
        ),
    )
    if emocional:
        ctx.set(cid, "dano_emocional", int(data.get("dano_emocional", 0)) + puntos)
    sheet = st.ficha(ctx, cid)
    corpulencia = st.atributos_actuales(ctx, cid)["corpulencia"]
    if vida > 0 and puntos >= umbral_aturdimiento(corpulencia, int(data["puntos_vida_max"])):
        aturdir(ctx, cid, f"{nombre} queda aturdido")
    actualizar_estado_vida(ctx, cid)
    del sheet


def actualizar_estado_vida(ctx: Resolution, cid: str, *, curacion: bool = False) -> None:
    """0 PV: unconscious (or flees with emotional damage); below 0 dying; minus the level: dead.

    ``curacion``: PV gained; a stabilised character who is still below 0 stays stabilised. A blow that leaves him
    above 0 does not wake one the GM knocked out (``inconsciente`` with PV left); PV gained do.
    """
    data = st.live(ctx, cid)
    if curacion and int(data["puntos_vida"]) < 0 and st.tiene_estado(ctx, cid, "estabilizado"):
        return
    vida = int(data["puntos_vida"])
    sheet = st.ficha(ctx, cid)
    nombre = ctx.name(cid)
    sigue = vida > 0 and not curacion and st.tiene_estado(ctx, cid, "inconsciente")
    vitales = ("moribundo", "muerto", "huido", "estabilizado") + (() if sigue else ("inconsciente",))
    estados = [e for e in st.estados(ctx, cid) if e not in vitales]
    if vida > 0:
        nuevos = estados
    elif vida == 0:
        if int(data.get("dano_emocional", 0)) > 0:
            nuevos = [*estados, "huido"]
            ctx.log(tr("{nombre} llega a 0 PV con daño emocional: huye o se rinde.", nombre=nombre))
        else:
            nuevos = [*estados, "inconsciente"]
            ctx.log(tr("{nombre} queda inconsciente.", nombre=nombre))
    elif vida <= -sheet.nivel:
        if reglas.tiene_poder(sheet, "Inmortalidad"):
            ctx.set(cid, "puntos_vida", -sheet.nivel)
            nuevos = [*estados, "inconsciente"]
            ctx.log(
                tr(
                    "{nombre} es inmortal: queda inconsciente a -{nivel} PV y despertará al día siguiente.",
                    nombre=nombre,
                    nivel=sheet.nivel,
                )
            )
        else:
            nuevos = [*estados, "muerto"]
            ctx.log(tr("{nombre} muere.", nombre=nombre))
    else:
        nuevos = [*estados, "inconsciente", "moribundo"]
        ctx.log(tr("{nombre} está moribundo ({vida} PV).", nombre=nombre, vida=vida))
    if nuevos != st.estados(ctx, cid):
        ctx.set(cid, "estados", nuevos)
    if "inconsciente" in nuevos:
        from core.rulesets.epic20.formas import perder_forma

        perder_forma(ctx, cid, "queda inconsciente")  # Forma sin superpoderes: «desaparece cuando está … inconsciente»


def neto_moribundo(view: BattleView, cid: str) -> int:
    """Corpulencia 0 Inferioridad, 1 Superioridad; Difícil de matar adds a Superioridad."""
    corpulencia = st.ficha(view, cid).atributos.corpulencia
    neto = {0.0: -1, 1.0: 1}.get(corpulencia, 0)
    if reglas.tiene_ventaja(st.ficha(view, cid), "Difícil de matar"):
        neto += 1
    return neto


def critico_estresante(ctx: Resolution, cid: str, natural: int) -> None:
    """RESOLVER ACCIONES: «Un 20 es crítico y es siempre éxito, además si la acción se realiza en una situación
    estresante conferirá 1 punto de Héroe» (any d20 roll of the fight, not only attacks)."""
    if natural == 20 and ctx.option("combate_estresante", True):
        sumar_puntos_heroe(ctx, cid, 1, "crítico en situación estresante")


def tirada_moribundo(ctx: Resolution, action: Action, extra: int = 0) -> None:
    """1d20: 10+ loses no PV, 16+ also stabilises; otherwise 1 PV is lost. ``extra``: a hero point's Superioridad
    (the step may also repeat the roll, and an ally's Trabajo en equipo counts)."""
    from core.rulesets.epic20.ataque_elegido import expresion, nombre_neto
    from core.rulesets.epic20.tiradas import tirar

    cid = action.actor
    tirada = tirar(ctx, action, expresion, neto_moribundo(ctx, cid) + extra,
                   purpose=lambda n: tr("Tirada de moribundo de {actor} ({neto})", actor=ctx.name(cid), neto=nombre_neto(n)),
                   success=(">=", 10), success_text=tr("10+ no pierde PV, 16+ se estabiliza"))  # fmt: skip
    critico_estresante(ctx, cid, tirada.total)
    if tirada.total >= 16:
        estados = [e for e in st.estados(ctx, cid) if e != "moribundo"] + ["estabilizado"]
        ctx.set(cid, "estados", estados, tr("{actor} se estabiliza.", actor=ctx.name(cid)))
    elif tirada.total >= 10:
        ctx.log(tr("{actor} no pierde puntos de vida.", actor=ctx.name(cid)))
    else:
        vida = int(st.live(ctx, cid)["puntos_vida"]) - 1
        ctx.set(cid, "puntos_vida", vida, tr("{actor} pierde 1 PV ({vida}).", actor=ctx.name(cid), vida=vida))
        actualizar_estado_vida(ctx, cid)


def sumar_puntos_heroe(ctx: Resolution, cid: str, puntos: int, motivo: str) -> None:
    """Hero points gained, never above ½ level."""
    actual = int(st.live(ctx, cid).get("puntos_heroe", 0))
    maximo = reglas.puntos_heroe_max(st.ficha(ctx, cid))
    nuevo = min(maximo, actual + puntos)
    if nuevo != actual:
        ctx.set(
            cid,
            "puntos_heroe",
            nuevo,
            tr(
                "{actor} gana {valor} punto de Héroe ({motivo}).",
                actor=ctx.name(cid),
                valor=nuevo - actual,
                motivo=motivo,
            ),
        )
    else:
        ctx.log(tr("{actor} ya tiene el máximo de puntos de Héroe ({maximo}).", actor=ctx.name(cid), maximo=maximo))


def gastar_puntos_heroe(ctx: Resolution, cid: str, puntos: int, motivo: str) -> None:
    actual = int(st.live(ctx, cid).get("puntos_heroe", 0))
    ctx.set(
        cid,
        "puntos_heroe",
        actual - puntos,
        tr("{actor} gasta {puntos} punto(s) de Héroe: {motivo}.", actor=ctx.name(cid), puntos=puntos, motivo=motivo),
    )
    ctx.set(cid, "heroe_ronda", ctx.round)
