"""Damage, defence penalties, stun (ATURDIMIENTO), unconsciousness, dying and death, hero points."""

from __future__ import annotations

from core.battle import Resolution
from core.i18n import tr
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.formas import perder_forma


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
        aturdir(ctx, cid, tr("{nombre} queda aturdido", nombre=nombre))
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
        if derivados.tiene_poder(sheet, "Inmortalidad"):
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
        perder_forma(
            ctx, cid, tr("queda inconsciente")
        )  # Forma sin superpoderes: «desaparece cuando está … inconsciente»
