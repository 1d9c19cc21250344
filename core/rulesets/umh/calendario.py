"""Real-time limits a desktop tool can keep from dates: weekly uses (2.3.4.2) and the HUIR cooldown (4.1.1.1.1).

Dates are ISO 8601 texts (``2026-03-02T21:30``); a date without a time zone is read as peninsular
Spanish time (hpe), the one the rules count in. The battle's date is the setting ``fecha``; without it
(the default) nothing here is checked, because the tool cannot know when the fight takes place.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from core.battle import BattleView
from core.i18n import tr

HORAS_HUIDA = 72
"""4.1.1.1.1 - En caso de que la habilidad para huir no posea tiempo de reutilización se considera que el mismo es de 72 horas."""
MINUTOS_SALA = 15
"""4.2.3 - no pueden volver a esa misma sala hasta pasados 15 minutos; 4.2.3.1 - tampoco irrumpir en otros combates."""


def leer_fecha(texto: str) -> datetime | None:
    """An ISO date or date-time, or None when empty or unreadable (the validator reports the field)."""
    if not texto:
        return None
    try:
        value = datetime.fromisoformat(texto)
    except ValueError:
        return None
    return value.replace(tzinfo=None)


def fecha_batalla(view: BattleView) -> datetime | None:
    return leer_fecha(str(view.option("fecha", "") or ""))


def lunes(dia: datetime) -> date:
    """2.3.4.2 - la semana va de las 00:00 del lunes a las 23:59 del domingo (hpe): its Monday."""
    return dia.date() - timedelta(days=dia.weekday())


def misma_semana(a: datetime, b: datetime) -> bool:
    return lunes(a) == lunes(b)


def usos_previos_semana(view: BattleView, gastados: int, desde: str) -> int:
    """The weekly uses already spent before this fight: the sheet's count, unless the sheet dates it
    (``usos_semana_de``) in a week other than the battle's (2.3.4.2), when the week has started afresh."""
    now = fecha_batalla(view)
    when = leer_fecha(desde)
    if now is not None and when is not None and not misma_semana(now, when):
        return 0
    return gastados


def espera_huida(view: BattleView, ultima: str, horas: int) -> timedelta | None:
    """4.1.1.1.1 - how long until HUIR can be used again, or None when it can (or no dates are known)."""
    return _espera(view, ultima, timedelta(hours=horas))


def espera_sala(view: BattleView, ultima: str) -> timedelta | None:
    """4.2.3/4.2.3.1 - how long a fighter who fled must still wait before joining another combat."""
    return _espera(view, ultima, timedelta(minutes=MINUTOS_SALA))


def _espera(view: BattleView, ultima: str, plazo: timedelta) -> timedelta | None:
    now, last = fecha_batalla(view), leer_fecha(ultima)
    if now is None or last is None:
        return None
    left = last + plazo - now
    return left if left > timedelta(0) else None


def texto_plazo(plazo: timedelta) -> str:
    minutes = int(plazo.total_seconds() // 60)
    hours, minutes = divmod(minutes, 60)
    if hours:
        return tr("{horas} h {minutos} min", horas=hours, minutos=minutes)
    return tr("{minutos} min", minutos=minutes)
