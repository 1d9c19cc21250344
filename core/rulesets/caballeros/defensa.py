"""Defences against one hit: esquivar, bloquear, contraataque, stored bonuses, defence powers, barrier."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.rulesets.caballeros import danos, efectos_poder
from core.rulesets.caballeros.ataque import Ataque, dano_contraataque
from core.rulesets.caballeros.codigos import DEFENSAS_REACCION
from core.rulesets.caballeros.estado import (
    codigos,
    coste_efectivo,
    ficha,
    poder_disponible,
    tiene_habilidad,
)
from core.rulesets.caballeros.ficha import Poder
from core.rulesets.caballeros.modificadores import (
    logra,
    mod_tirada,
    texto_rango,
    umbral,
)

SIMPLES = ("esquivar", "bloquear", "contraataque", "ninguna", "esquivar_agilidad", "bloquear_fortaleza")
_TIRADA = {
    "esquivar_agilidad": "esquivar",
    "bloquear_fortaleza": "bloquear",
    "esquivar_sin_bono": "esquivar",
    "bloquear_sin_bono": "bloquear",
}
_CON_BONO = {"esquivar": "esquivar_agilidad", "bloquear": "bloquear_fortaleza"}
_BONO_DE = {"esquivar": ("agilidad", "bono_agilidad"), "bloquear": ("fortaleza", "bono_fortaleza")}
_GUARDADO = {"esquivar_agilidad": "bono_agilidad", "bloquear_fortaleza": "bono_fortaleza"}
BONO_PODER = {"DefEsq": "esquivar", "DefBloq": "bloquear", "DefCtr": "contraataque"}


def _con_bono_guardado(respuesta: dict[str, Any]) -> tuple[str, str | None] | str | None:
    """FORTALEZA / AGILIDAD written as an object: ``{"bloquear": true, "bono": "fortaleza"}`` or
    ``{"respuesta": "esquivar", "bono": true}``; ``"bono": false`` declines the stored bonus."""
    tipo = respuesta.get("respuesta")
    if tipo is None:
        marcadas = [t for t in ("esquivar", "bloquear", "contraataque") if respuesta.get(t) is True]
        tipo = marcadas[0] if len(marcadas) == 1 else None
    if not isinstance(tipo, str):
        return None
    if "bono" not in respuesta:
        return (tipo, None) if tipo in SIMPLES else None
    bono = respuesta["bono"]
    if tipo not in _BONO_DE:
        return Refusal(
            "respuesta_no_valida",
            tr("Solo esquivar (agilidad) y bloquear (fortaleza) tienen bono guardado, no «{tipo}».", tipo=tipo),
        )
    if bono is False or bono is None:
        return f"{tipo}_sin_bono", None
    if bono is True or bono == _BONO_DE[tipo][0]:
        return _CON_BONO[tipo], None
    return Refusal(
        "respuesta_no_valida",
        tr("El bono guardado de {tipo} es «{valor}», no «{bono}».", tipo=tipo, valor=_BONO_DE[tipo][0], bono=bono),
    )


def bono_automatico(view: BattleView, objetivo: str, tipo: str) -> str:
    """House rule ``bono_guardado`` = ``automatico`` (default): a plain esquivar/bloquear spends the
    stored AGILIDAD/FORTALEZA bonus; ``a_peticion``: only when the answer names it."""
    automatico = view.option("bono_guardado") != "a_peticion"
    if tipo in _BONO_DE and automatico and view.live(objetivo).get(_BONO_DE[tipo][1]):
        return _CON_BONO[tipo]
    return tipo


_CON_PODER = frozenset({"poder", "respuesta", "defensa"})


def normalizar(respuesta: Any) -> tuple[str, str | None] | str:
    """``"esquivar"`` → ("esquivar", None); ``{"poder": "X"}`` → ("poder", "X"); else a reason."""
    if respuesta is None:
        return "ninguna", None
    if isinstance(respuesta, str):
        if respuesta in SIMPLES:
            return respuesta, None
        return Refusal(
            "respuesta_no_valida",
            tr(
                'La respuesta «{respuesta}» no existe (esquivar, bloquear, contraataque, ninguna o {{"poder": nombre}}).',
                respuesta=respuesta,
            ),
        )
    if isinstance(respuesta, dict) and isinstance(respuesta.get("poder"), str) and set(respuesta) <= _CON_PODER:
        # {"poder": "Viento", "respuesta": "esquivar"}: the power says which defence it boosts.
        return "poder", str(respuesta["poder"])
    if isinstance(respuesta, dict):
        guardado = _con_bono_guardado(respuesta)
        if guardado is not None:
            return guardado
    return Refusal(
        "respuesta_no_valida",
        tr(
            'Cada respuesta debe ser un texto (esquivar, bloquear, contraataque, ninguna), {{"poder": nombre}} o {{"bloquear": true, "bono": "fortaleza"}} / {{"esquivar": true, "bono": "agilidad"}}.'
        ),
    )


def poder_defensivo_aplica(poder: Poder, ataque: Ataque) -> str | None:
    """Why a defence power cannot answer this hit (None when it can)."""
    found = codigos(poder)
    tipo = next((c for c in BONO_PODER if c in found), None)
    if tipo is not None:
        if BONO_PODER[tipo] not in ataque.permitidas or ataque.directo:
            return Refusal(
                "respuesta_no_valida",
                tr(
                    "«{poder}» da un bono a {defensa} y {ataque} no admite {defensa}.",
                    poder=poder.nombre,
                    defensa=BONO_PODER[tipo],
                    ataque=ataque.nombre,
                ),
            )
        return None
    if "DefDT" in found:
        return None
    if {"DefA", "DefContA", "DefDA"} & found and (ataque.rayo_defendible or (ataque.defendible and not ataque.rayo)):
        return None
    if {"DefR", "DefContR"} & found and ataque.rayo_defendible:
        return None
    if {"DefDR", "DefDA"} & found and ataque.rayo and "RD" not in ataque.codigos:
        return None
    return Refusal(
        "respuesta_no_valida", tr("«{poder}» no puede responder a {ataque}.", poder=poder.nombre, ataque=ataque.nombre)
    )


def motivo_respuesta(view: BattleView, objetivo: str, ataque: Ataque, respuesta: Any) -> str | None:
    """Why ``respuesta`` is not a legal answer of ``objetivo`` to this hit (None when it is)."""
    parsed = normalizar(respuesta)
    if isinstance(parsed, str):
        return parsed
    tipo, nombre = parsed
    if tipo == "ninguna":
        return None
    live = view.live(objetivo)
    quien = view.name(objetivo)
    if live.get("inmovilizado"):
        return Refusal("inmovilizado", tr("{quien} está inmovilizado: no puede defenderse.", quien=quien))
    tras_barrera = Refusal(
        "barrera",
        tr("{quien} está tras su barrera defensiva: no puede esquivar, bloquear ni contraatacar.", quien=quien),
    )
    if int(live.get("barrera", 0)) > 0 and tipo != "poder":
        # «el daño restante tras su rotura, se bloquea con un bono negativo de -1 bloquear»: writing
        # «bloquear» names that forced block (the engine rolls it only if the barrier breaks).
        if tipo == "bloquear" and not ataque.directo and "bloquear" in ataque.permitidas:
            return None
        return tras_barrera
    if tipo == "poder":
        poder = ficha(view, objetivo).poder(str(nombre))
        if int(live.get("barrera", 0)) > 0 and poder is not None and set(BONO_PODER) & codigos(poder):
            return tras_barrera
        assert nombre is not None
        return _motivo_poder(view, objetivo, ataque, nombre)
    if ataque.directo:
        return Refusal("respuesta_no_valida", tr("{ataque} no se puede evitar.", ataque=ataque.nombre))
    tirada = _TIRADA.get(tipo, tipo)
    if tirada not in ataque.permitidas:
        verbo = {"esquivar": "esquivarse", "bloquear": "bloquearse", "contraataque": "contraatacarse"}[tirada]
        return Refusal("respuesta_no_valida", tr("{ataque} no puede {verbo}.", ataque=ataque.nombre, verbo=verbo))
    if tipo == "esquivar_agilidad" and not live.get("bono_agilidad"):
        return Refusal("respuesta_no_valida", tr("{quien} no tiene guardado el bono de agilidad.", quien=quien))
    if tipo == "bloquear_fortaleza" and not live.get("bono_fortaleza"):
        return Refusal("respuesta_no_valida", tr("{quien} no tiene guardado el bono de fortaleza.", quien=quien))
    if tirada in ficha(view, objetivo).acciones_prohibidas:
        return Refusal(
            "accion_prohibida",
            tr("{quien} no puede realizar la acción {tirada} (su ficha se lo prohíbe).", quien=quien, tirada=tirada),
        )
    return None


def _motivo_poder(view: BattleView, objetivo: str, ataque: Ataque, nombre: str) -> str | None:
    poder = ficha(view, objetivo).poder(nombre)
    if poder is None:
        return Refusal(
            "poder_desconocido",
            tr("{objetivo} no tiene ningún poder «{nombre}».", objetivo=view.name(objetivo), nombre=nombre),
        )
    if not DEFENSAS_REACCION & codigos(poder):
        return Refusal(
            "poder_no_valido", tr("«{nombre}» no es un poder defensivo que se use como respuesta.", nombre=nombre)
        )
    motivo = poder_disponible(view, objetivo, poder) or poder_defensivo_aplica(poder, ataque)
    if motivo:
        return motivo
    coste = coste_efectivo(view, objetivo, poder.coste)
    if int(view.live(objetivo)["cosmos"]) < coste:
        return Refusal(
            "sin_cosmos",
            tr(
                "{objetivo} no tiene cosmos para «{nombre}» (necesita {coste}).",
                objetivo=view.name(objetivo),
                nombre=nombre,
                coste=coste,
            ),
        )
    return None


def modificador(view: BattleView, objetivo: str, atacante: str, ataque: Ataque, tipo: str, extra: int = 0) -> int:
    if not extra:
        tipo = bono_automatico(view, objetivo, tipo)
    tirada = _TIRADA.get(tipo, tipo)
    mod = mod_tirada(view, objetivo, tirada, atacante) + int(ataque.mods.get(tirada, 0)) + extra
    if tipo in _CON_BONO.values():
        mod += 1
    return mod


def _tirar(ctx: Resolution, objetivo: str, atacante: str, ataque: Ataque, tipo: str, extra: int = 0) -> bool:
    tirada = _TIRADA.get(tipo, tipo)
    mod = modificador(ctx, objetivo, atacante, ataque, tipo, extra)
    minimo = umbral(ctx, tirada, mod)
    purpose = tr(
        "{tirada} de {quien} ({ataque})", tirada=tr(tirada.capitalize()), quien=ctx.name(objetivo), ataque=ataque.nombre
    )
    if minimo > 9:
        ctx.log(tr("{purpose}: imposible con {mod:+d}; no se tira.", purpose=purpose, mod=mod))
        return False
    roll = ctx.roll(
        "1d9", who=objetivo, purpose=purpose, success=(">=", max(1, minimo)), success_text=texto_rango(ctx, tirada, mod)
    )
    if tipo == "esquivar_agilidad":
        ctx.set(
            objetivo, "bono_agilidad", False, tr("{objetivo} gasta su bono de agilidad.", objetivo=ctx.name(objetivo))
        )
    if tipo == "bloquear_fortaleza":
        ctx.set(
            objetivo, "bono_fortaleza", False, tr("{objetivo} gasta su bono de fortaleza.", objetivo=ctx.name(objetivo))
        )
    return roll.total >= minimo


def dano_bloqueo(view: BattleView, objetivo: str, ataque: Ataque, dano: int) -> int:
    """BLOQUEAR: the action's block damage (0 with ESC); a blocked rayo does 1/3 (1/4 with ESC)."""
    esc = tiene_habilidad(view, objetivo, "ESC")
    if ataque.bloqueo is None:
        return dano // 4 if esc else dano // 3
    return 0 if esc else min(ataque.bloqueo, dano)


def modo_bloqueo(ataque: Ataque) -> danos.Modo:
    """Blocked damage goes to the armour (overflow to life); RVid/RArm keep to their own pool."""
    if ataque.modo in ("vida", "solo_armadura"):
        return ataque.modo
    return "bloqueo"


def impactar(ctx: Resolution, atacante: str, objetivo: str, ataque: Ataque, dano: int | None = None) -> str:
    """The hit lands (after the barrier, if any). Returns "impacto", "bloqueado" or "absorbido"."""
    total = danos.reducir_por_elemento(ctx, objetivo, ataque.dano if dano is None else dano, ataque.elemento)
    if int(ctx.live(objetivo).get("barrera", 0)) > 0:
        return _contra_barrera(ctx, atacante, objetivo, ataque, total)
    danos.aplicar(ctx, objetivo, total, ataque.modo, ataque.nombre)
    return "impacto"


def _contra_barrera(ctx: Resolution, atacante: str, objetivo: str, ataque: Ataque, total: int) -> str:
    restante = danos.contra_barrera(ctx, objetivo, total)
    if restante <= 0:
        return "absorbido"
    if "RE" in ataque.codigos or (ataque.directo and "RSD" not in ataque.codigos):
        danos.aplicar(
            ctx, objetivo, restante, ataque.modo, tr("{ataque}, tras romper la barrera", ataque=ataque.nombre)
        )
        return "impacto"
    if "RSD" in ataque.codigos:
        if logra(ctx, atacante, tr("{ataque} tras la barrera", ataque=ataque.nombre), ataque.minimo_directo):
            danos.aplicar(
                ctx, objetivo, restante, ataque.modo, tr("{ataque}, tras romper la barrera", ataque=ataque.nombre)
            )
            return "impacto"
        ctx.log(
            tr(
                "El daño sobrante de {ataque} no alcanza a {objetivo}.",
                ataque=ataque.nombre,
                objetivo=ctx.name(objetivo),
            )
        )
        return "absorbido"
    if _tirar(ctx, objetivo, atacante, ataque, "bloquear", extra=-1):
        danos.aplicar(
            ctx,
            objetivo,
            dano_bloqueo(ctx, objetivo, ataque, restante),
            modo_bloqueo(ataque),
            tr("bloqueo tras la barrera"),
        )
        return "bloqueado"
    danos.aplicar(ctx, objetivo, restante, ataque.modo, tr("{ataque}, tras romper la barrera", ataque=ataque.nombre))
    return "impacto"


def resolver_golpe(
    ctx: Resolution, atacante: str, objetivo: str, ataque: Ataque, respuesta: Any, habia_barrera: bool
) -> str:
    """One hit of a multi-hit attack: once the barrier broke during this attack, the rest of the attack is
    «daño restante tras su rotura» (blocked at -1 by the owner; RE and directs enter)."""
    parsed = normalizar(respuesta)
    con_poder = isinstance(parsed, tuple) and parsed[0] == "poder"
    if habia_barrera and int(ctx.live(objetivo).get("barrera", 0)) <= 0 and not con_poder:
        total = danos.reducir_por_elemento(ctx, objetivo, ataque.dano, ataque.elemento)
        return _contra_barrera(ctx, atacante, objetivo, ataque, total)
    return resolver(ctx, atacante, objetivo, ataque, respuesta)


def resolver(ctx: Resolution, atacante: str, objetivo: str, ataque: Ataque, respuesta: Any) -> str:
    """Resolve one hit against one reaction; returns what happened.

    "impacto", "bloqueado", "esquivado", "contraatacado", "anulado", "devuelto" or "absorbido".
    """
    if isinstance(respuesta, list):
        respuesta = respuesta[0] if respuesta else None
    parsed = normalizar(respuesta)
    tipo, nombre = parsed if isinstance(parsed, tuple) else ("ninguna", None)
    if ctx.live(objetivo).get("inmovilizado") or (int(ctx.live(objetivo).get("barrera", 0)) > 0 and tipo != "poder"):
        tipo = "ninguna"
    if tipo == "ninguna":
        return impactar(ctx, atacante, objetivo, ataque)
    if tipo == "poder":
        assert nombre is not None
        # Checked again hit by hit: an ARM power is lost when the armour breaks during the attack,
        # and a power paid on every hit may run out of cosmos.
        texto = _motivo_poder(ctx, objetivo, ataque, nombre)
        if texto:
            ctx.log(
                tr(
                    "{texto} {objetivo} encaja {ataque}.",
                    texto=texto,
                    objetivo=ctx.name(objetivo),
                    ataque=ataque.nombre,
                )
            )
            return impactar(ctx, atacante, objetivo, ataque)
        return _con_poder(ctx, atacante, objetivo, ataque, nombre)
    if tipo in _GUARDADO and not ctx.live(objetivo).get(_GUARDADO[tipo]):
        # One answer for several hits: the stored bonus went on an earlier roll («contra 1 solo de ellos»).
        tipo = _TIRADA[tipo]
    return _defensa(ctx, atacante, objetivo, ataque, bono_automatico(ctx, objetivo, tipo))


def _defensa(ctx: Resolution, atacante: str, objetivo: str, ataque: Ataque, tipo: str, extra: int = 0) -> str:
    tirada = _TIRADA.get(tipo, tipo)
    if not _tirar(ctx, objetivo, atacante, ataque, tipo, extra):
        ctx.log(tr("{objetivo} no logra {tirada}.", objetivo=ctx.name(objetivo), tirada=tirada))
        return impactar(ctx, atacante, objetivo, ataque)
    quien = ctx.name(objetivo)
    if tirada == "esquivar":
        ctx.log(tr("{quien} esquiva {ataque}.", quien=quien, ataque=ataque.nombre))
        return "esquivado"
    if tirada == "bloquear":
        total = danos.reducir_por_elemento(ctx, objetivo, ataque.dano, ataque.elemento)
        dano = dano_bloqueo(ctx, objetivo, ataque, total)
        ctx.log(tr("{quien} bloquea {ataque}.", quien=quien, ataque=ataque.nombre))
        danos.aplicar(ctx, objetivo, dano, modo_bloqueo(ataque), tr("bloqueo"))
        return "bloqueado"
    dano = dano_contraataque(ctx, objetivo, ataque)
    ctx.log(tr("{quien} contraataca {ataque}.", quien=quien, ataque=ataque.nombre))
    if ataque.origen_ausente:
        return "contraatacado"
    danos.aplicar(
        ctx, atacante, danos.contra_barrera(ctx, atacante, dano), "mixto", tr("contraataque de {quien}", quien=quien)
    )
    return "contraatacado"


def pagar_defensa(ctx: Resolution, cid: str, poder: Poder) -> None:
    coste = coste_efectivo(ctx, cid, poder.coste)
    if coste:
        antes = int(ctx.live(cid)["cosmos"])
        ctx.set(
            cid,
            "cosmos",
            antes - coste,
            tr("{cid} gasta {coste} de cosmos en «{poder}».", cid=ctx.name(cid), coste=coste, poder=poder.nombre),
        )


def _con_poder(ctx: Resolution, atacante: str, objetivo: str, ataque: Ataque, nombre: str) -> str:
    poder = ficha(ctx, objetivo).poder(nombre)
    assert poder is not None
    pagar_defensa(ctx, objetivo, poder)
    found = codigos(poder)
    quien = ctx.name(objetivo)
    for code, tirada in BONO_PODER.items():
        if code in found:
            ctx.log(
                tr(
                    "{quien} usa «{nombre}»: {bono_temporal:+d} a {tirada}.",
                    quien=quien,
                    nombre=nombre,
                    bono_temporal=poder.bono_temporal,
                    tirada=tirada,
                )
            )
            return _defensa(ctx, atacante, objetivo, ataque, tirada, extra=poder.bono_temporal)
    if poder.tirada_minima and not logra(
        ctx, objetivo, tr("«{nombre}» de {quien}", nombre=nombre, quien=quien), poder.tirada_minima
    ):
        ctx.log(tr("«{nombre}» falla.", nombre=nombre))
        return impactar(ctx, atacante, objetivo, ataque)
    if {"DefDR", "DefDA", "DefDT"} & found:
        dano = poder.dano or ataque.dano
        ctx.log(tr("{quien} devuelve {ataque} con «{nombre}».", quien=quien, ataque=ataque.nombre, nombre=nombre))
        if ataque.origen_ausente:
            return "devuelto"
        danos.aplicar(
            ctx,
            atacante,
            danos.contra_barrera(ctx, atacante, dano),
            ataque.modo,
            tr("{ataque} devuelto", ataque=ataque.nombre),
        )
        mecanica_propia(ctx, objetivo, atacante, poder)
        return "devuelto"
    if {"DefContR", "DefContA"} & found:
        ctx.log(tr("{quien} contraataca {ataque} con «{nombre}».", quien=quien, ataque=ataque.nombre, nombre=nombre))
        if ataque.origen_ausente:
            return "contraatacado"
        danos.aplicar(ctx, atacante, danos.contra_barrera(ctx, atacante, poder.dano), "mixto", f"«{nombre}»")
        mecanica_propia(ctx, objetivo, atacante, poder)
        return "contraatacado"
    ctx.log(tr("{quien} anula {ataque} con «{nombre}».", quien=quien, ataque=ataque.nombre, nombre=nombre))
    return "anulado"


def mecanica_propia(ctx: Resolution, defensor: str, atacante: str, poder: Poder) -> None:
    """«Su mecánica viene indicada en la ficha del personaje»: a counter or return power that is also
    M, V or INM applies that mechanic of its own to the attacker."""
    if {"M", "V", "INM"} & codigos(poder) and int(ctx.live(atacante)["vida"]) > 0:
        efectos_poder.aplicar(ctx, defensor, atacante, poder, poder.dano)
