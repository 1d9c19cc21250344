"""DEFENSA DE DEVOLUCIÓN total (DefDT): «La tercera devolvería todo poder o ataque a quien lo lanzo».

The other defences need an attack that can be dodged, blocked or countered (or a ray); DefDT also
answers what admits no other reaction: LL and P powers, powers with no ray/combo code, and the
attacks llave, presa, puntos vitales and romper. Only a DefDT answers them; any other reaction is
refused with the reason.

When it acts: «Se realizan tras el lanzamiento»; an LL power is launched once its llave is won
(«se debe realizar la acción llave y ganarla, tras lo cual se hará el poder»), so against LL powers
and the llave the DefDT is paid and used only when the asker wins the llave (if the target wins, it
does its own llave damage and the DefDT is not needed). Against presa, puntos vitales and romper it
acts at once: the returned attack is carried out by the defender against its launcher (presa
repetitions and rolls by the defender, as a returned M rolls its mortal die).
"""

from __future__ import annotations

from typing import Any

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.rulesets.caballeros import defensa
from core.rulesets.caballeros.ataque import Ataque
from core.rulesets.caballeros.estado import codigos, ficha
from core.rulesets.caballeros.ficha import Poder
from core.rulesets.caballeros.modificadores import logra


def poder_dt(view: BattleView, objetivo: str, respuesta: Any) -> Poder | None:
    """The DefDT power the answer names (None: the answer is not a DefDT)."""
    if isinstance(respuesta, list):
        respuesta = respuesta[0] if len(respuesta) == 1 else None
    parsed = defensa.normalizar(respuesta)
    if not isinstance(parsed, tuple) or parsed[0] != "poder" or parsed[1] is None:
        return None
    poder = ficha(view, objetivo).poder(parsed[1])
    return poder if poder is not None and "DefDT" in codigos(poder) else None


def ataque_sin_respuesta(nombre: str, dano: int = 0, poder: str | None = None) -> Ataque:
    """The attack as a DefDT sees it: nothing but a full return can answer it."""
    return Ataque(nombre, "poder" if poder else "accion", dano, None, frozenset(), poder=poder, directo=True)


def motivo(view: BattleView, objetivo: str, respuesta: Any, nombre: str, poder: str | None = None) -> str | None:
    """Why ``respuesta`` cannot answer an attack with no defence (only ``ninguna`` or a DefDT can)."""
    parsed = defensa.normalizar(respuesta[0] if isinstance(respuesta, list) and len(respuesta) == 1 else respuesta)
    if parsed == ("ninguna", None):
        return None
    if isinstance(parsed, str):
        return parsed
    if poder_dt(view, objetivo, respuesta) is None:
        return Refusal(
            "respuesta_no_valida",
            tr(
                "{nombre} no admite respuesta: el rival no puede esquivarlo, bloquearlo ni contraatacarlo; solo un poder de devolución total (DefDT) lo devuelve.",
                nombre=nombre,
            ),
        )
    ataque = ataque_sin_respuesta(nombre, poder=poder)
    return defensa.motivo_respuesta(view, objetivo, ataque, respuesta[0] if isinstance(respuesta, list) else respuesta)


def intentar(ctx: Resolution, atacante: str, objetivo: str, respuesta: Any, nombre: str) -> Poder | None:
    """The defender pays its DefDT and rolls its ``tirada_minima`` if it has one; returns the power when
    the attack is returned (None: no DefDT, it failed, or the defender cannot defend now)."""
    poder = poder_dt(ctx, objetivo, respuesta)
    if poder is None or ctx.live(objetivo).get("inmovilizado"):
        return None
    defensa.pagar_defensa(ctx, objetivo, poder)
    quien = ctx.name(objetivo)
    if poder.tirada_minima and not logra(
        ctx, objetivo, tr("«{poder}» de {quien}", poder=poder.nombre, quien=quien), poder.tirada_minima
    ):
        ctx.log(tr("«{poder}» falla: {nombre} sigue su curso.", poder=poder.nombre, nombre=nombre))
        return None
    ctx.log(
        tr(
            "{quien} devuelve {nombre} a {atacante} con «{poder}».",
            quien=quien,
            nombre=nombre,
            atacante=ctx.name(atacante),
            poder=poder.nombre,
        )
    )
    return poder
