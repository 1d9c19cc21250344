"""Sheet format migration 1 → 2: bonuses, abilities and forbidden actions written as forum text become
structured data, and ``dios`` its id. Codes written as text are read in every version, with the other
documented spellings, by ``core/grafias/caballeros.py``."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

_NUMERO = re.compile(r"([+-]?\s*\d+)")

# Order matters: the more specific phrases first.
_DESTINOS: tuple[tuple[str, str], ...] = (
    ("puntos vitales", "puntos_vitales"),
    ("contraata", "contraataque"),
    ("esquiv", "esquivar"),
    ("bloque", "bloquear"),
    ("presa", "dano_presa"),
    ("rayo", "dano_rayo"),
    ("golpe", "dano_golpe"),
    ("llave", "llave"),
    ("cosmos", "cosmos"),
    ("dano", "dano"),
    ("ptos", "dano"),
)


def _llano(texto: str) -> str:
    """A version 1 forum text in lower case without accents, to parse it («+10 ptos Daño» → «+10 ptos dano»)."""
    sin_tildes = unicodedata.normalize("NFKD", texto).encode("ascii", "ignore").decode("ascii")
    return sin_tildes.lower()


def bono_de_texto(texto: str) -> dict[str, Any] | str:
    """``"+10 ptos daño ARM"`` → ``{"a": "dano", "valor": 10, "arm": True}``.

    A text that cannot be read is returned unchanged so that loading reports it on its field.
    """
    llano = _llano(texto)
    numero = _NUMERO.search(llano)
    if numero is None or len(numero.group(1)) > 12:
        return texto
    arm = bool(re.search(r"\barm\b", llano))
    resto = re.sub(r"\barm\b", " ", llano[: numero.start()] + " " + llano[numero.end() :])
    for palabra, destino in _DESTINOS:
        if palabra in resto:
            return {"a": destino, "valor": int(numero.group(1).replace(" ", "")), "arm": arm}
    return texto


def v1_a_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 (copied from forum posts) → version 2; structured data passes unchanged."""
    data = dict(data)
    bonos = data.get("bonos")
    if isinstance(bonos, str):
        bonos = [b for b in re.split(r"[,;\n]+", bonos) if b.strip()]
    if isinstance(bonos, list):
        data["bonos"] = [bono_de_texto(b) if isinstance(b, str) else b for b in bonos]
    for campo in ("habilidades", "acciones_prohibidas"):
        valor = data.get(campo)
        if isinstance(valor, str):
            data[campo] = [v.strip() for v in re.split(r"[,;/]+", valor) if v.strip()]
    dios = data.get("dios")
    if isinstance(dios, str):
        llano = _llano(dios).strip()
        data["dios"] = llano or None
    return data
