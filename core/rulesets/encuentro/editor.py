"""The sheet editor's support for encuentro: the catalogue of actions, the budget (none) and the derived values."""

from __future__ import annotations

from collections.abc import Mapping

from core.i18n import tr
from core.ruleset import BudgetLine, CatalogueEntry, JsonValue
from core.rulesets.encuentro import catalogo
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.ficha import FichaEncuentro


def catalogues() -> Mapping[str, list[CatalogueEntry]]:
    return {"acciones": catalogo.entradas()}


def why_not_pick(catalogue: str, nombre: str) -> str | None:
    if catalogue != "acciones":
        return tr("Encuentro no tiene el catálogo «{catalogue}».", catalogue=catalogue)
    return tr(
        "«{nombre}» es una acción del reglamento: la tiene cualquier personaje, no hace falta añadirla.",
        nombre=nombre,
    )


def budget(ficha: FichaEncuentro) -> list[BudgetLine]:
    return []  # the document sets no build budget


def derived(ficha: FichaEncuentro) -> dict[str, tuple[str, JsonValue]]:
    puntos = ficha.puntos_encuentro
    movimiento = ficha.movimiento
    return {
        "puntos_encuentro": (
            tr("Puntos de Encuentro"),
            puntos if puntos is not None else tr("{valor} (los de la batalla)", valor=op.DEFAULTS[op.PUNTOS]),
        ),
        "movimiento": (
            tr("Movimiento (casillas)"),
            movimiento if movimiento is not None else op.DEFAULTS[op.MOVIMIENTO],
        ),
        "salto": (tr("Salto máximo (casillas)"), max(1, ficha.valor("atletismo"))),
        "valor_ataque": (tr("Valor con el que ataca"), ficha.nombre_valor_ataque),
    }
