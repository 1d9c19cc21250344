"""How the build rules write what they report: a number as the rules write it (1, ½, 1½, 2,5...), a list of
attributes («la Fuerza o la Destreza»), and why unspent power points did not pay for an overspend."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from core.i18n import tr
from core.rulesets.epic20.catalogos import NOMBRE_ATRIBUTO as NA
from core.rulesets.epic20.presupuesto import Presupuesto, canjes_explicitos

if TYPE_CHECKING:
    from core.rulesets.epic20.ficha import FichaEpic20


def numero(valor: float) -> str:
    """A number the way the rules write it: 1, ½, 1½, 2,5..."""
    entero = int(valor)
    if valor == entero:
        return str(entero)
    if valor * 2 == int(valor * 2):
        return f"{entero}½" if entero else "½"
    return f"{valor:g}".replace(".", ",")


def lista(nombres: Sequence[str], union: str = "o") -> str:
    """Attribute ids (or any names) as a Spanish list: «Fuerza», «Fuerza o Destreza», «Fuerza, Destreza o Mente»."""
    textos = [NA.get(n, n) for n in nombres]
    return textos[0] if len(textos) == 1 else ", ".join(textos[:-1]) + f" {tr(union)} " + textos[-1]


def sin_canjear(ficha: FichaEpic20, p: Presupuesto) -> str:
    """Why the unspent power points did not pay for an overspend (a sheet without explicit ``canjes``)."""
    libres = p.poderes_disponible - p.poderes_en_superpoderes
    if canjes_explicitos(ficha) or libres <= 0:
        return ""
    return tr(
        " (los ptos de superpoder sin gastar, {libres}, no alcanzan para canjear todo lo que falta)",
        libres=numero(libres),
    )
