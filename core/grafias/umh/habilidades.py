"""A UMH skill written by hand (:func:`habilidad`), in canonical form.

Its keys by the table's names, its numbers with their unit, its ``tipo`` with the defensive variation written in it
(«Defensiva (evasión)», 8.2), its índoles, area, reach, penetration and passive penetration, ``arma`` for
``con_arma`` (12.3/12.4) and its effects (the shorthand fields and the effects named by their state).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.grafias import Lectura, ruta
from core.grafias.umh.comun import anota, clave, claves, numero, valor
from core.grafias.umh.efectos import efecto, efecto_de_texto, efectos_abreviados
from core.grafias.umh.tablas import NUMEROS_HABILIDAD, TABLAS, VARIACIONES
from core.grafias.umh.valores import alcance, area, dureza, indoles, penetracion


def _tipo_y_variacion(out: dict[str, Any]) -> None:
    """«Defensiva (evasión)», «Defensiva: anulación» → ``tipo`` defensiva and that ``variacion`` (8.1.1.3, 8.2)."""
    kind = out.get("tipo")
    if isinstance(kind, str) and kind.startswith("defensiva_") and not out.get("variacion"):
        rest = valor(kind[len("defensiva_") :], "variaciones")
        if rest in VARIACIONES:
            out["tipo"], out["variacion"] = "defensiva", rest


def habilidad(data: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """A skill written by hand: keys and values spelt as the rule text does."""
    if not isinstance(data, Mapping):
        return data
    extra = frozenset(TABLAS["efectos_abreviados"]) | frozenset(TABLAS["pasivas"]) | {"arma"}
    out = claves(data, "claves_habilidad", "habilidad", donde, lecturas, extra)
    written = dict(out)
    for key in NUMEROS_HABILIDAD:
        if key in out:
            out[key] = numero(out[key])
    if isinstance(out.get("tipo"), str):
        out["tipo"] = clave(out["tipo"].replace("(", " ").replace(")", " ").replace(":", " "))
        _tipo_y_variacion(out)
    if isinstance(out.get("variacion"), str):
        out["variacion"] = valor(out["variacion"], "variaciones")
    if out.get("variacion") and "tipo" not in out:
        out["tipo"] = "defensiva"  # only defensive skills have a defensive variation (8.2)
    if out.get("tipo") == "defensiva" and not out.get("variacion") and out.get("defensa"):
        # 9.2.5 Nota: defences rarely say internal or external; 1.1.5: in doubt, the least advantageous reading.
        out["variacion"] = "defensa_interna"
    if "indoles" in out:
        out["indoles"] = indoles(out["indoles"], de_habilidad=True)
    for key in ("ignora", "perfora"):
        if key in out:
            out[key] = penetracion(out[key], ruta(donde, key), lecturas)
    for key, field in TABLAS["pasivas"].items():
        if key in out and field not in out:
            value = penetracion(out.pop(key), ruta(donde, field), lecturas)
            if isinstance(value, dict):
                out[field] = {**value, "pasivas": True}
                anota(lecturas, ruta(donde, field), key, field)
    if isinstance(out.get("arma"), (bool, str)) and "con_arma" not in out:
        out["con_arma"] = out.pop("arma")  # 12.3/12.4 - a skill made with a weapon (or with that weapon)
        anota(lecturas, ruta(donde, "con_arma"), "arma", "con_arma")
    if isinstance(out.get("requiere"), str):  # one name for the list of one
        out["requiere"] = [out["requiere"]]
    efectos_abreviados(out, donde, lecturas)
    if isinstance(out.get("efectos"), list):
        out["efectos"] = [
            efecto(efecto_de_texto(e), ruta(ruta(donde, "efectos"), i), lecturas) for i, e in enumerate(out["efectos"])
        ]
    if isinstance(out.get("posicion"), str):
        out["posicion"] = valor(out["posicion"], "posiciones")
    if "area" in out:
        out["area"] = area(out["area"], ruta(donde, "area"), lecturas)
    if "alcance" in out:
        out["alcance"] = alcance(out["alcance"], ruta(donde, "alcance"), lecturas)
    for key in ("impactos", "usos_periodo"):
        if isinstance(out.get(key), str):
            out[key] = clave(out[key])
    if isinstance(out.get("defiende_indoles"), (list, str)):
        out["defiende_indoles"] = indoles(out["defiende_indoles"])
    out = dureza(out)
    for key in (*NUMEROS_HABILIDAD, "tipo", "variacion", "indoles", "posicion", "impactos", "defiende_indoles"):
        if key in written and key in out and isinstance(written[key], (str, list)):
            anota(lecturas, ruta(donde, key), written[key], out[key])
    return out
