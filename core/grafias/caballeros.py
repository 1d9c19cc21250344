"""The documented spellings of `caballeros` (docs/reglas/caballeros.md), read before the engine sees them.

A sheet (:func:`ficha`): codes written as forum text or in another case (``"R, RB"``, ``"rb"``), the
other names of a power's numbers (``turnos``, ``tirada``, ``barrera_por_cosmos``, ``numero_rayos``...),
a resistance written as its code or capitalised (``{"F": 20}``) and a bonus destination written as a
word (``"rayo"``, ``"Esquiva"``). A script step (:func:`paso`): an action or a fixed value with capitals,
accents, spaces or its documented other name («Combo a velocidad luz», ``"Brazo"``, ``contragolpe``),
power and ally names in another case (the sheet's spelling wins), a defence power named bare as the
answer and a ``llave``/``presa``/``combo`` naming a LL/P/Comb power of the actor (that power's use).

Each reading is appended as (field path, as written, as read). Names are read from the catalogues in
``resources/caballeros/`` and from the sheets; nothing here imports the engine.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from core.grafias import Lectura, plegar, renombrar_claves, renombrar_valor, ruta
from core.paths import resources_dir

TABLAS: dict[str, dict[str, str]] = {
    "accion": {"combo_a_velocidad_luz": "combo_velocidad_luz"},
    "respuesta": {
        "contraatacar": "contraataque",
        "contragolpe": "contraataque",
        "esquiva": "esquivar",
        "bloqueo": "bloquear",
        "bloquea": "bloquear",
        "ninguno": "ninguna",
        "nada": "ninguna",
    },
    "parte": {"brazo": "brazos", "pierna": "piernas", "costilla": "costillas"},
    "campos_de_poder": {
        "barrera_por_cosmos": "puntos_por_cosmos",
        "numero_rayos": "rayos",
        "num_rayos": "rayos",
    },
    "resistencias": {"f": "fuego", "h": "hielo"},
    "destino_bono": {
        "rayo": "dano_rayo",
        "golpe": "dano_golpe",
        "esquiva": "esquivar",
        "contraatacar": "contraataque",
    },
}
"""Folded written name → canonical name, by the field it is read in (every entry is documented)."""

RESPUESTAS = frozenset({"esquivar", "bloquear", "contraataque", "ninguna", "esquivar_agilidad", "bloquear_fortaleza"})
PARTES = frozenset({"brazos", "piernas", "costillas"})
ELEMENTOS = frozenset({"fuego", "hielo"})
DESTINOS = frozenset(
    {
        "dano", "dano_golpe", "dano_presa", "dano_rayo", "esquivar", "bloquear", "contraataque", "llave",
        "puntos_vitales", "cosmos",
    }
)  # fmt: skip
ACCIONES = frozenset(
    {
        "golpe", "llave", "presa", "poder", "cosmos", "lanzar_objeto", "percepcion", "intervencion_divina",
        "septimo_sentido", "concentracion", "velocidad_luz", "salto", "combo", "engano", "puntos_vitales", "romper",
        "fortaleza", "agilidad", "ultimo_suspiro", "ayuda", "combo_velocidad_luz", "doble_salto",
        "lanzamiento_sucesivo", "pasar",
    }
)  # fmt: skip
"""The engine's action ids (``RULESET.step_actions()``; a test checks they are the same), to read a
control order (``accion_forzada``), which the kernel's step reading does not see."""
PODER_DE_ACCION = {"llave": "LL", "presa": "P", "combo": "Comb"}
"""A ``llave``/``presa``/``combo`` step naming a power of that type is that power's use (``poder``)."""
CLAVES_LEIDAS = frozenset(
    {
        "objetivo", "respuesta", "poder", "parte", "intervencion", "aliado", "accion_forzada", "objetivo_forzado",
        "respuesta_forzada", "parte_forzada", "poder_forzado", "objetivo_invocacion", "respuesta_invocacion",
    }
)  # fmt: skip
"""The step fields whose values are read here: a key written with capitals or accents is read first
(the same generic reading the kernel makes of every field), so that its value is read too."""
CON_VALOR = ("romper", "percepcion")
"""Control orders written ``"romper:brazos"`` / ``"percepcion:Nombre"``."""

_SEPARADORES = re.compile(r"[,/;\s+()\[\].:\-]+")
_CONJUNCIONES = frozenset({"y"})
_DEFENSAS_DEVUELVEN = frozenset({"DefContR", "DefContA", "DefDR", "DefDA", "DefDT"})


@cache
def _catalogo(nombre: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((resources_dir() / "caballeros" / nombre).read_text(encoding="utf-8"))
    return data


@cache
def codigos_conocidos() -> tuple[str, ...]:
    """The power type codes as the catalogue spells them (``resources/caballeros/codigos.json``)."""
    return tuple(str(entry["codigo"]) for entry in _catalogo("codigos.json")["codigos"])


@cache
def intervenciones() -> frozenset[str]:
    """The ids of the divine interventions (``resources/caballeros/intervenciones.json``)."""
    return frozenset(str(entry["id"]) for entry in _catalogo("intervenciones.json")["intervenciones"])


# -- sheets -----------------------------------------------------------------------------------


def codigo(escrito: str) -> str:
    """A code as the catalogue spells it, whatever its case (an unknown code is returned unchanged)."""
    conocidos = codigos_conocidos()
    if escrito in conocidos:
        return escrito
    return next((c for c in conocidos if c.lower() == escrito.strip().lower()), escrito)


def partes_de_codigos(texto: str) -> list[str]:
    """The codes of a forum text as written, split at commas, slashes, spaces, parentheses, hyphens and
    dots and at «y»: ``"(R y rb)"`` → ``["R", "rb"]``."""
    return [part for part in _SEPARADORES.split(texto.strip()) if part and part.lower() not in _CONJUNCIONES]


def _codigos(valor: Any, donde: str, lecturas: list[Lectura]) -> Any:
    escritos = partes_de_codigos(valor) if isinstance(valor, str) else valor
    if not isinstance(escritos, list):
        return valor
    leidos: list[Any] = []
    for escrito in escritos:
        leido = codigo(escrito) if isinstance(escrito, str) else escrito
        if leido != escrito:
            lecturas.append((ruta(donde, "codigos"), str(escrito), str(leido)))
        leidos.append(leido)
    return leidos


def _minimo(valor: Any) -> Any:
    """``[8, 9]`` → 8 (the least roll that kills); a number stays."""
    if isinstance(valor, list) and valor and all(isinstance(v, int) and not isinstance(v, bool) for v in valor):
        return min(valor)
    return valor


def _poder(datos: dict[str, Any], donde: str, lecturas: list[Lectura]) -> dict[str, Any]:
    """A power with its codes as the catalogue spells them and the other names of its numbers read.

    A name that is read is removed; one that the engine's own field overrides, or that this power's
    codes do not use, stays, and the sheet reports it as a key no model declares."""
    datos = dict(datos)
    if "codigos" in datos:
        datos["codigos"] = _codigos(datos["codigos"], donde, lecturas)
    datos = renombrar_claves(datos, TABLAS["campos_de_poder"], donde, lecturas)
    escritos = datos.get("codigos")
    codigos = {c for c in escritos if isinstance(c, str)} if isinstance(escritos, list) else set()

    def leer(otro: str, propio: str, valor: Any) -> None:
        datos[propio] = valor
        lecturas.append((ruta(donde, propio), otro, propio))

    destinos = [p for c, p in (("T", "turnos_extra"), ("INM", "turnos_inmovilizado")) if c in codigos]
    if {"V", "RV"} & codigos:
        destinos.append("veneno_turnos")
    destinos = [d for d in destinos if d not in datos]
    if "turnos" in datos and destinos:
        turnos = datos.pop("turnos")
        for propio in destinos:
            leer("turnos", propio, turnos)
    tirada_leida = False
    if {"M", "RM"} & codigos and "tirada_mortal" not in datos:
        if "tirada" in datos:
            leer("tirada", "tirada_mortal", _minimo(datos["tirada"]))
            tirada_leida = True
        elif "tirada_minima" in datos and "RSD" not in codigos and not codigos & _DEFENSAS_DEVUELVEN:
            leer("tirada_minima", "tirada_mortal", _minimo(datos.pop("tirada_minima")))
    if "RSD" in codigos and "tirada_minima" not in datos and "tirada" in datos:
        leer("tirada", "tirada_minima", _minimo(datos["tirada"]))
        tirada_leida = True
    if tirada_leida:
        del datos["tirada"]
    return datos


def _poderes(valor: Any, donde: str, lecturas: list[Lectura]) -> Any:
    if not isinstance(valor, list):
        return valor
    return [_poder(p, ruta(donde, i), lecturas) if isinstance(p, dict) else p for i, p in enumerate(valor)]


def ficha(data: dict[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A knight's sheet data (after its migrations) with every documented spelling read as the engine's."""
    data = dict(data)
    if "poderes" in data:
        data["poderes"] = _poderes(data["poderes"], "poderes", lecturas)
    aliados = data.get("aliados")
    if isinstance(aliados, list):
        data["aliados"] = [
            {**a, "poderes": _poderes(a["poderes"], ruta(ruta("aliados", i), "poderes"), lecturas)}
            if isinstance(a, dict) and "poderes" in a
            else a
            for i, a in enumerate(aliados)
        ]
    resistencias = data.get("resistencias")
    if isinstance(resistencias, dict):
        data["resistencias"] = renombrar_claves(
            resistencias, TABLAS["resistencias"], "resistencias", lecturas, ELEMENTOS
        )
    bonos = data.get("bonos")
    if isinstance(bonos, list):
        data["bonos"] = [
            {**b, "a": renombrar_valor(b["a"], TABLAS["destino_bono"], f"bonos[{i}].a", lecturas, DESTINOS)}
            if isinstance(b, dict) and "a" in b
            else b
            for i, b in enumerate(bonos)
        ]
    return data


# -- script steps -----------------------------------------------------------------------------


def _nombre(escrito: Any, nombres: list[str], donde: str, lecturas: list[Lectura]) -> Any:
    """``escrito`` as one of ``nombres`` spells it (capitals, accents): an exact name always wins."""
    if not isinstance(escrito, str) or escrito in nombres:
        return escrito
    encontrado = next((n for n in nombres if plegar(n) == plegar(escrito)), None)
    if encontrado is None:
        return escrito
    lecturas.append((donde, escrito, encontrado))
    return encontrado


def _poderes_de(fichas: Mapping[str, Any], quien: Any) -> list[str]:
    sheet = fichas.get(quien) if isinstance(quien, str) else None
    return [p.nombre for p in getattr(sheet, "poderes", [])]


def _objetivos(step: Mapping[str, Any], fichas: Mapping[str, Any], actor: Any) -> list[Any]:
    """The step's targets; in a duel without one, the other combatant (the engine's default target)."""
    objetivo = step.get("objetivo")
    if isinstance(objetivo, list):
        return list(objetivo)
    if objetivo is not None:
        return [objetivo]
    otros = [c for c in fichas if c != actor]
    return otros if len(fichas) == 2 and len(otros) == 1 else []


def _respuesta(valor: Any, fichas: Mapping[str, Any], dueno: Any, donde: str, lecturas: list[Lectura]) -> Any:
    """A basic answer in another spelling, a defence power named bare or in another case."""
    if isinstance(valor, str):
        leido = renombrar_valor(valor, TABLAS["respuesta"], donde, lecturas, RESPUESTAS)
        if leido in RESPUESTAS:
            return leido
        poderes = _poderes_de(fichas, dueno)
        nombre = next((n for n in poderes if n == valor), None) or next(
            (n for n in poderes if plegar(n) == plegar(valor)), None
        )
        if nombre is None:
            return valor
        lecturas.append((donde, valor, json.dumps({"poder": nombre}, ensure_ascii=False)))
        return {"poder": nombre}
    if isinstance(valor, dict):
        out = dict(valor)
        if "poder" in out:
            out["poder"] = _nombre(out["poder"], _poderes_de(fichas, dueno), ruta(donde, "poder"), lecturas)
        if isinstance(out.get("respuesta"), str):
            out["respuesta"] = renombrar_valor(
                out["respuesta"], TABLAS["respuesta"], ruta(donde, "respuesta"), lecturas, RESPUESTAS
            )
        return out
    return valor


def _respuestas(
    valor: Any, fichas: Mapping[str, Any], objetivos: list[Any], donde: str, lecturas: list[Lectura]
) -> Any:
    if not isinstance(valor, list):
        return _respuesta(valor, fichas, objetivos[0] if objetivos else None, donde, lecturas)
    varios = len(objetivos) > 1
    return [
        _respuesta(
            r,
            fichas,
            objetivos[i] if varios and i < len(objetivos) else (objetivos[0] if objetivos else None),
            ruta(donde, i),
            lecturas,
        )
        for i, r in enumerate(valor)
    ]


def _accion(valor: Any, donde: str, lecturas: list[Lectura], conocidas: frozenset[str] | None = None) -> Any:
    """The action id: its documented other name; with ``conocidas``, also capitals, accents and spaces."""
    if not isinstance(valor, str):
        return valor
    return renombrar_valor(valor, TABLAS["accion"], donde, lecturas, conocidas or frozenset())


def _clave(accion: Any) -> str:
    """The action id the step means (to know which fields to read), whatever its spelling."""
    if not isinstance(accion, str):
        return ""
    plegada = plegar(accion)
    return TABLAS["accion"].get(plegada, plegada)


def _orden(
    step: dict[str, Any], fichas: Mapping[str, Any], controlado: Any, actor: Any, lecturas: list[Lectura]
) -> None:
    """A control order (``accion_forzada`` and the fields completing it) as the engine names it."""
    orden = step.get("accion_forzada")
    destino = step.get("objetivo_forzado", actor)
    if isinstance(orden, str):
        poderes = _poderes_de(fichas, controlado)
        leido = _nombre(orden, poderes, "accion_forzada", lecturas)
        if leido == orden and orden not in poderes:
            if ":" in orden and _clave(orden.split(":", 1)[0]) in CON_VALOR:
                escrito, valor = orden.split(":", 1)
                accion = _clave(escrito)
                valor = valor.strip()
                if accion == "romper":
                    valor = renombrar_valor(valor, TABLAS["parte"], "accion_forzada", lecturas, PARTES)
                else:
                    valor = _nombre(valor, _poderes_de(fichas, destino), "accion_forzada", lecturas)
                if escrito != accion:
                    lecturas.append(("accion_forzada", escrito, accion))
                leido = f"{accion}:{valor}"
            else:
                leido = _accion(orden, "accion_forzada", lecturas, ACCIONES)
        step["accion_forzada"] = leido
    elif isinstance(orden, dict):
        sub = dict(orden)
        sub.setdefault("actor", controlado)
        leido_sub = _paso(sub, fichas, lecturas, "accion_forzada", ACCIONES)
        if "actor" not in orden:
            leido_sub.pop("actor", None)
        step["accion_forzada"] = leido_sub
    if "respuesta_forzada" in step:
        objetivos = destino if isinstance(destino, list) else [destino]
        step["respuesta_forzada"] = _respuestas(
            step["respuesta_forzada"], fichas, objetivos, "respuesta_forzada", lecturas
        )
    if "parte_forzada" in step:
        step["parte_forzada"] = renombrar_valor(
            step["parte_forzada"], TABLAS["parte"], "parte_forzada", lecturas, PARTES
        )
    if "poder_forzado" in step:
        step["poder_forzado"] = _nombre(
            step["poder_forzado"], _poderes_de(fichas, controlado), "poder_forzado", lecturas
        )


def _paso(
    step: dict[str, Any],
    fichas: Mapping[str, Any],
    lecturas: list[Lectura],
    base: str = "",
    conocidas: frozenset[str] | None = None,
) -> dict[str, Any]:
    step = renombrar_claves(step, {}, base, lecturas, CLAVES_LEIDAS)
    actor = step.get("actor")
    if "accion" in step:
        step["accion"] = _accion(step["accion"], ruta(base, "accion"), lecturas, conocidas)
    accion = _clave(step.get("accion"))
    objetivos = _objetivos(step, fichas, actor)
    propios = _poderes_de(fichas, actor)
    if accion in ("poder", "ultimo_suspiro") or (accion in PODER_DE_ACCION and "poder" in step):
        step["poder"] = _nombre(step.get("poder"), propios, ruta(base, "poder"), lecturas)
    elif accion == "percepcion" and "poder" in step:
        duenos = objetivos or [c for c in fichas if c != actor]
        nombres = [n for d in duenos for n in _poderes_de(fichas, d)]
        step["poder"] = _nombre(step["poder"], nombres, ruta(base, "poder"), lecturas)
    elif accion == "ayuda" and "aliado" in step:
        sheet = fichas.get(actor) if isinstance(actor, str) else None
        aliados = list(getattr(sheet, "aliados", []))
        step["aliado"] = _nombre(step["aliado"], [a.nombre for a in aliados], ruta(base, "aliado"), lecturas)
        aliado = next((a for a in aliados if a.nombre == step["aliado"]), None)
        if aliado is not None and "poder" in step:
            nombres = [p.nombre for p in aliado.poderes]
            step["poder"] = _nombre(step["poder"], nombres, ruta(base, "poder"), lecturas)
    if accion in PODER_DE_ACCION and isinstance(step.get("poder"), str):
        sheet = fichas.get(actor) if isinstance(actor, str) else None
        poder = next((p for p in getattr(sheet, "poderes", []) if p.nombre == step["poder"]), None)
        if poder is not None and PODER_DE_ACCION[accion] in poder.codigos:
            lecturas.append((ruta(base, "accion"), str(step["accion"]), "poder"))
            step["accion"] = "poder"
    if "parte" in step:
        step["parte"] = renombrar_valor(step["parte"], TABLAS["parte"], ruta(base, "parte"), lecturas, PARTES)
    if "intervencion" in step:
        step["intervencion"] = renombrar_valor(
            step["intervencion"], {}, ruta(base, "intervencion"), lecturas, intervenciones()
        )
    if "respuesta" in step:
        step["respuesta"] = _respuestas(step["respuesta"], fichas, objetivos, ruta(base, "respuesta"), lecturas)
    if "respuesta_invocacion" in step:
        contra = step.get("objetivo_invocacion")
        step["respuesta_invocacion"] = _respuestas(
            step["respuesta_invocacion"],
            fichas,
            [contra] if contra is not None else objetivos,
            ruta(base, "respuesta_invocacion"),
            lecturas,
        )
    if not base:
        _orden(step, fichas, objetivos[0] if objetivos else None, actor, lecturas)
    return step


def paso(step: dict[str, Any], fichas: Mapping[str, Any], lecturas: list[Lectura]) -> dict[str, Any]:
    """A script step with every documented spelling read as the engine's names (``fichas``: each
    combatant's validated sheet, for the names of its powers and allies)."""
    return _paso(dict(step), fichas, lecturas)
