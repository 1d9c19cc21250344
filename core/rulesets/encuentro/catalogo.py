"""The catalogue of the document's actions and reactions (resources/encuentro/acciones.json)."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, TypeAdapter

from core.i18n import tr
from core.paths import resources_dir
from core.ruleset import CatalogueEntry


class AccionCatalogo(BaseModel):
    """One action of the rules with its Spanish text, verbatim from the document."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    nombre: str
    tipo: Literal["accion", "reaccion", "turno"]
    ofensiva: bool
    texto: str


_ADAPTER = TypeAdapter(list[AccionCatalogo])


@lru_cache(maxsize=1)
def acciones() -> tuple[AccionCatalogo, ...]:
    """Read once and validated."""
    path = resources_dir() / "encuentro" / "acciones.json"
    return tuple(_ADAPTER.validate_json(path.read_bytes()))


def entradas() -> list[CatalogueEntry]:
    grupos = {"accion": tr("Acciones"), "reaccion": tr("Reacciones"), "turno": tr("Turno")}
    return [
        CatalogueEntry(a.nombre, a.texto, grupos[a.tipo], datos={"id": a.id, "ofensiva": a.ofensiva})
        for a in acciones()
    ]
