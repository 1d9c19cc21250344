"""Live values of a UMH fighter: the starting values from the sheet and the stats states change."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from core.battle import BattleView, Resolution
from core.rulesets.umh.ficha import FichaUmh
from core.rulesets.umh.redondeo import arma_ambidiestra, mayor_aumento, stat_efectivo

CONTROLES_TOTALES = frozenset({"aturdimiento", "desmayado", "dormido", "petrificacion"})
"""11.4.1 - impiden el uso de habilidades de cualquier tipo o desplazamiento."""
CONTROLES_PARALISIS = frozenset({"paralisis", "congelamiento"})
"""11.4.2 - solo habilidades telepáticas (de índole mental) o que indiquen poder realizarse en este estado."""


def ficha(view: BattleView, cid: str) -> FichaUmh:
    sheet = view.sheet(cid)
    assert isinstance(sheet, FichaUmh)
    return sheet


def pa_por_ronda(view: BattleView) -> int:
    return int(view.option("pa_por_ronda", 10))


def arma_total(sheet: FichaUmh) -> int:
    """12.2 - con ambidiestro y dos armas, el STAT ARMA se sustituye por la fórmula."""
    if sheet.ambidiestro and len(sheet.armas) == 2:
        value = arma_ambidiestra(sheet.armas[0], sheet.armas[1])
        if value is not None:
            return value
    return sheet.arma


def iniciales(view: BattleView, cid: str) -> dict[str, Any]:
    sheet = ficha(view, cid)
    values: dict[str, Any] = {
        "vit": sheet.vit,
        "vit_max": sheet.vit,
        "pa": pa_por_ronda(view),
        "pa_recuperados": 0,
        "escudo_mental": sum(s.valor for s in sheet.escudos_mentales),
        "resistencias": [r.valor for r in sheet.resistencias],
        "posicion": sheet.posicion,
        "posicion_temporal": None,
        "control": None,
        "inmune_control": False,
        "turno_libre": False,
        "estados": {},
        "indirectos": {},
        "enfriamientos": {},
        "usos": {},
        "usadas_ronda": [],
        "activas": [],
        "post_combate_recibidos": [],
        "ofensivas_1pa": 0,
        "acciones_0pa": 0,
        "no_regenerable": 0,
        "vigor": sheet.puntos_vigor,
        "activo": True,
        "en_reserva": False,
        "derrotado": False,
        "huido": False,
        "recibio_estado": False,
        "potenciadores_activos": [],
        "reducciones_activas": [],
        "aumentos_activos": [],
        "interferencia": None,
        "resistidas": [],
        "vel_gastada": 0,
        "sin_vuelo": False,
        "entrada_denegada": False,
        "equipado": [],
        "casilla": None,
        "tamano": 0,
    }
    values.update(stats(sheet, values, conservar=view.option("ref_vel_bajo_1", "uno") == "conservar"))  # no temor yet
    values["vel"] = values["vel_total"]
    return values


def stats(
    sheet: FichaUmh, live: dict[str, Any], *, conservar: bool = False, temor_a_uno: bool = True
) -> dict[str, int]:
    """REF, VEL total, VOL, FUE and ARMA after states (11.5.4, 11.5.5) and buffs (2.8, 8.1.1.2.1)."""
    states = live.get("estados", {})
    buffs = [b for b in live.get("aumentos_activos", [])]
    out: dict[str, int] = {}
    arms = 0 if not states else (1 if "inhabilitacion_brazo" in states or "amputacion_brazo" in states else 0)
    legs = 0 if not states else (1 if "inhabilitacion_pierna" in states or "amputacion_pierna" in states else 0)
    both_arms = "inhabilitacion_brazos" in states
    both_legs = "inhabilitacion_piernas" in states
    if sheet.extremidades_movimiento:  # 11.5.4.3 - only disabling the wings (or such limbs) reduces the speed
        legs = 1 if "inhabilitacion_extremidad" in states else 0
        both_legs = "inhabilitacion_extremidades" in states
    for stat, base in (
        ("ref", sheet.ref),
        ("vel", sheet.vel),
        ("vol", sheet.vol),
        ("fue", sheet.fue),
        ("arma", arma_total(sheet)),
    ):
        mult = Fraction(1)
        if stat == "fue" and arms:
            mult = Fraction(1, 2)
        if stat == "vel" and legs:
            mult = Fraction(1, 2)
        extra = max(
            [int(b["valor"]) for b in buffs if b.get("atributo") == stat and b.get("tipo", "numerico") == "numerico"],
            default=0,
        )
        numeric = max(mayor_aumento(sheet.aumentos, stat, "numerico"), extra)
        value = stat_efectivo(
            stat,
            base + numeric,
            multiplicador=mult,
            tienda=sheet.tienda_experiencia.get(stat, 0),
            cero=(stat == "fue" and both_arms) or (stat == "vel" and both_legs),
            conservar=conservar,
        )
        out["vel_total" if stat == "vel" else stat] = value
    if temor_a_uno and "temor" in states and _tier_vol_base(sheet) <= 1 and out["vol"] > 1:
        out["vol"] = 1  # 11.5.11 - «En caso de no ser posible reducir el TIER ... pasará a ser de 1»
    return out


def _tier_vol_base(sheet: FichaUmh) -> int:
    return sheet.tiers.get("vol", 1) + mayor_aumento(sheet.aumentos, "vol", "tier")


def tier_vol(sheet: FichaUmh, live: dict[str, Any]) -> int:
    """11.5.11 - Temor reduce en un TIER la voluntad; si no es posible, pasa a ser 1."""
    tier = _tier_vol_base(sheet)
    if "temor" in live.get("estados", {}):
        tier = max(1, tier - 1)
    return tier


def refrescar_stats(ctx: Resolution, cid: str) -> None:
    """Recompute REF/VEL/VOL/FUE/ARMA after a state or buff changed; spent speed stays spent."""
    live = ctx.live(cid)
    new = stats(
        ficha(ctx, cid),
        live,
        conservar=ctx.option("ref_vel_bajo_1", "uno") == "conservar",
        temor_a_uno=ctx.option("temor_sin_tier", "vol_1") == "vol_1",
    )
    for key, value in new.items():
        if live.get(key) != value:
            ctx.set(cid, key, value)
    vel = max(0, new["vel_total"] - int(live.get("vel_gastada", 0)))
    if live.get("vel") != vel:
        ctx.set(cid, "vel", vel)


def sin_desplazamiento(sheet: FichaUmh) -> tuple[str, ...]:
    """States that stop moving (11.5.1, 11.5.2, 11.5.4.2; 11.5.4.3: for a fighter who moves with wings or other
    limbs, disabling all of those, not the legs)."""
    limbs = "inhabilitacion_extremidades" if sheet.extremidades_movimiento else "inhabilitacion_piernas"
    return ("inmovilizacion", "derribo", limbs)


def activos(view: BattleView) -> list[str]:
    return [cid for cid in view.ids if view.live(cid).get("activo")]


def posicion(view: BattleView, cid: str) -> str:
    live = view.live(cid)
    return str(live.get("posicion_temporal") or live.get("posicion", "suelo"))


def control(view: BattleView, cid: str) -> str | None:
    value = view.live(cid).get("control")
    return None if value is None else str(value["nombre"])
