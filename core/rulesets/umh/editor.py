"""Optional sheet-editor support: catalogues of índoles, states, hardness and the resistance scale."""

from __future__ import annotations

from collections.abc import Mapping

from core.i18n import tr
from core.ruleset import BudgetLine, CatalogueEntry, JsonValue
from core.rulesets.umh import catalogo
from core.rulesets.umh.estado import arma_total, stats
from core.rulesets.umh.ficha import FichaUmh
from core.sheets import SheetBase


class SoporteFicha:
    """The editor's pickers: índoles (7), states (11), hardness (9.6.1), resistance scale (9.3.1)."""

    def catalogues(self) -> Mapping[str, list[CatalogueEntry]]:
        return {
            "indoles": [
                CatalogueEntry(
                    i.id, i.texto, grupo=i.familia, datos={"nombre": i.nombre, "requisito_ref": i.requisito_ref}
                )
                for i in catalogo.indoles().values()
            ],
            "estados": [
                CatalogueEntry(e.id, e.texto, grupo=e.tipo, datos={"nombre": e.nombre})
                for e in catalogo.estados().values()
            ],
            "durezas": [
                CatalogueEntry(d.id, d.texto, datos={"nombre": d.nombre, "rango": n})
                for n, d in enumerate(catalogo.durezas(), start=1)
            ],
            "escala_resistencias": [
                CatalogueEntry(n.id, n.texto, datos={"nombre": n.nombre, "rango": i})
                for i, n in enumerate(catalogo.escala_resistencias(), start=1)
            ],
        }

    def why_not_pick(self, sheet: SheetBase, catalogue: str, nombre: str) -> str | None:
        assert isinstance(sheet, FichaUmh)
        entries = self.catalogues().get(catalogue)
        if entries is None:
            return tr("No existe el catálogo «{catalogo}».", catalogo=catalogue)
        if not any(e.nombre == nombre for e in entries):
            return tr("«{nombre}» no está en el catálogo {catalogo}.", nombre=nombre, catalogo=catalogue)
        if catalogue == "indoles" and nombre in sheet.inmunidades:
            return tr("Ya es inmune a {nombre}.", nombre=nombre)
        return None

    def budget(self, sheet: SheetBase) -> list[BudgetLine]:
        return []

    def derived(self, sheet: SheetBase) -> dict[str, tuple[str, JsonValue]]:
        assert isinstance(sheet, FichaUmh)
        values = stats(sheet, {})
        return {
            "arma": ("ARMA total (12, ambidiestro)", arma_total(sheet)),
            "vel_total": ("VEL total (2.6, 2.8)", values["vel_total"]),
            "ref": ("REF (2.6)", values["ref"]),
            "vol": ("VOL (2.6)", values["vol"]),
            "resistencia": ("Resistencia pasiva total (9.3)", sum(r.valor for r in sheet.resistencias)),
            "escudo_mental": ("Escudo mental (9.7)", sum(s.valor for s in sheet.escudos_mentales)),
        }
