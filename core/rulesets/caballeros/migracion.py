"""Sheet format migration 1 → 2: codes and bonuses written as forum text become structured data."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

_SEPARADORES = re.compile(r"[,/;\s+()\[\].:\-]+")
_CONJUNCIONES = frozenset({"y", "e", "o", "and"})
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


def plano(texto: str) -> str:
    """Lower case without accents («Poseidón» → «poseidon»)."""
    sin_tildes = unicodedata.normalize("NFKD", texto).encode("ascii", "ignore").decode("ascii")
    return sin_tildes.lower()


def codigos_de_texto(texto: str) -> list[str]:
    """``"R, RB"``, ``"R/RB"``, ``"R RB"``, ``"(R - RB)"`` or ``"R y RB"`` → ``["R", "RB"]``; the case
    is fixed to the catalogue's (``"rb"`` → ``"RB"``, ``"defdt"`` → ``"DefDT"``)."""
    return [grafia_codigo(part) for part in partes_de_codigos(texto)]


def partes_de_codigos(texto: str) -> list[str]:
    """The codes of a forum text as written (``"r y rb"`` → ``["r", "rb"]``)."""
    return [part for part in _SEPARADORES.split(texto.strip()) if part and part.lower() not in _CONJUNCIONES]


def grafia_codigo(codigo: str) -> str:
    """A code as the catalogue spells it, whatever its case (an unknown code is returned unchanged)."""
    from core.rulesets.caballeros.codigos import por_codigo  # the catalogue is read on first use

    if codigo in por_codigo():
        return codigo
    return next((c for c in por_codigo() if c.lower() == codigo.strip().lower()), codigo)


def bono_de_texto(texto: str) -> dict[str, Any] | str:
    """``"+10 ptos daño ARM"`` → ``{"a": "dano", "valor": 10, "arm": True}``.

    A text that cannot be read is returned unchanged so that loading reports it on its field.
    """
    llano = plano(texto)
    numero = _NUMERO.search(llano)
    if numero is None or len(numero.group(1)) > 12:
        return texto
    arm = bool(re.search(r"\barm\b", llano))
    resto = re.sub(r"\barm\b", " ", llano[: numero.start()] + " " + llano[numero.end() :])
    for palabra, destino in _DESTINOS:
        if palabra in resto:
            return {"a": destino, "valor": int(numero.group(1).replace(" ", "")), "arm": arm}
    return texto


def destino_de_texto(texto: str) -> str:
    """A bonus destination as a player may type it (``"rayo"``, ``"Golpe"``, ``"daño"``,
    ``"contraatacar"``) → its fixed name; a text that names none is returned unchanged."""
    llano = plano(texto).strip().replace("_", " ")
    for palabra, destino in _DESTINOS:
        if palabra in llano:
            return destino
    return texto


def _poder(poder: Any) -> Any:
    if not isinstance(poder, dict):
        return poder
    poder = dict(poder)
    codigos = poder.get("codigos")
    if isinstance(codigos, str):
        poder["codigos"] = codigos_de_texto(codigos)
    return poder


def v1_a_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 (copied from forum posts) → version 2; structured data passes unchanged."""
    data = dict(data)
    poderes = data.get("poderes")
    if isinstance(poderes, list):
        data["poderes"] = [_poder(p) for p in poderes]
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
        llano = plano(dios).strip()
        data["dios"] = None if llano in ("", "ninguno", "none") else llano
    return data
