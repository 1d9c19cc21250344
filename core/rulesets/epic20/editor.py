"""Sheet-editor support for epic20: catalogues, why an entry cannot be picked, budget, derived values."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from core.i18n import tr
from core.ruleset import BudgetLine, CatalogueEntry, JsonValue
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20.catalogos import NOMBRE_ATRIBUTO as NA
from core.rulesets.epic20.derivados import (
    ataques,
    bono_ataque,
    bono_iniciativa,
    defensa,
    lenguajes,
    limite_equipo_especial,
    puntos_heroe_max,
    puntos_vida,
    tiene_ventaja,
)
from core.rulesets.epic20.ficha import FichaEpic20, PoderFicha
from core.rulesets.epic20.presupuesto import calcular, canjes_explicitos, coste_poder
from core.rulesets.epic20.redaccion import numero as _n
from core.rulesets.epic20.validacion import validar


@cache
def catalogues() -> Mapping[str, list[CatalogueEntry]]:
    def datos(model: object, *quitar: str) -> dict[str, JsonValue]:
        raw: dict[str, JsonValue] = model.model_dump(mode="json")  # type: ignore[attr-defined]
        return {k: v for k, v in raw.items() if k not in ("nombre", "texto", *quitar)}

    return {
        "poderes": [CatalogueEntry(p.nombre, p.texto, p.grupo, p.coste, (), datos(p)) for p in cat.poderes().values()],
        "modificadores": [
            CatalogueEntry(m.nombre, m.texto, m.aplica_a, m.coste_extra or None, (), datos(m))
            for m in cat.modificadores().values()
        ],
        "arquetipos": [CatalogueEntry(a.nombre, a.texto, "", None, (), datos(a)) for a in cat.arquetipos().values()],
        "ventajas": [
            CatalogueEntry(
                v.nombre, v.texto, "equipo" if v.de_equipo else "", v.coste, ("detalle",) if v.patron else (), datos(v)
            )
            for v in cat.ventajas().values()
        ],
        "maniobras": [CatalogueEntry(m.nombre, m.texto, m.grupo, 1, (), datos(m)) for m in cat.maniobras().values()],
        "complicaciones": [
            CatalogueEntry(c.nombre, c.texto, "", None, ("detalle",) if c.patron else (), datos(c))
            for c in cat.complicaciones().values()
        ],
        "niveles": [CatalogueEntry(str(n.nivel), n.texto, "", None, (), {"nivel": n.nivel}) for n in cat.niveles()],
        "habilidades": [
            CatalogueEntry(h.nombre, h.texto, h.atributo, None, ("materia",) if h.patron else (), datos(h))
            for h in cat.habilidades().values()
        ],
    }


def why_not_pick(ficha: FichaEpic20, catalogo: str, nombre: str) -> str | None:
    """Why ``nombre`` cannot be added to this sheet now, or None when it can."""
    arq = cat.arquetipos().get(ficha.arquetipo or "")
    p = calcular(ficha)
    if catalogo == "poderes":
        entrada = cat.poderes().get(nombre)
        if entrada is None:
            return tr("El poder «{nombre}» no existe.", nombre=nombre)
        if entrada.no_en_creacion:
            return tr("«{nombre}» no se puede seleccionar durante la creación del personaje.", nombre=nombre)
        if nombre in (q.nombre for q in ficha.poderes) and not entrada.multiple:
            return tr("«{nombre}» ya está en la ficha.", nombre=nombre)
        for requerido in entrada.requiere:
            if requerido not in (q.nombre for q in ficha.poderes):
                return tr("Requiere el poder «{requerido}».", requerido=requerido)
        if arq is not None and arq.prohibe_poderes_distancia and entrada.es_distancia:
            return tr(
                "Arquetipo {arquetipo}: no puede elegir poderes a distancia, salvo para arrojar objetos.",
                arquetipo=arq.nombre,
            )
        coste = coste_poder(ficha, PoderFicha(nombre=nombre))
        if p.poderes_gastado + coste > p.poderes_disponible:
            return tr(
                "Cuesta {coste} y quedan {quedan} ptos de poder.",
                coste=_n(coste),
                quedan=_n(p.poderes_disponible - p.poderes_gastado),
            )
        return None
    if catalogo == "ventajas":
        ventaja = cat.buscar_ventaja(nombre)
        if ventaja is None:
            return tr("La ventaja «{nombre}» no existe.", nombre=nombre)
        if nombre in ficha.ventajas and not ventaja.multiple:
            return tr("«{nombre}» ya está en la ficha.", nombre=nombre)
        if ventaja.destacable_uno_de and not any(ficha.atributos.valor(a) == 1 for a in ventaja.destacable_uno_de):
            return tr(
                "Requiere que la {atributos} sea un atributo destacable.", atributos=_o_la(ventaja.destacable_uno_de)
            )
        if arq is not None and arq.equipo_especial_prohibido and ventaja.equipo == "especial":
            return tr("Arquetipo {arquetipo}: no puede adquirir la ventaja «Equipo especial».", arquetipo=arq.nombre)
        libres = p.ventajas_disponible + p.ventajas_equipo_disponible - p.ventajas_gastado
        if ventaja.coste > libres and not _canje_deducido_cabe(ficha, ventajas=[*ficha.ventajas, nombre]):
            return tr("Cuesta {coste} y quedan {quedan} ptos de ventaja.", coste=_n(ventaja.coste), quedan=_n(libres))
        return None
    if catalogo == "maniobras":
        maniobra = cat.maniobras().get(nombre)
        if maniobra is None:
            return tr("La maniobra «{nombre}» no existe.", nombre=nombre)
        gratis = set(arq.maniobras_gratis) if arq else set()
        if nombre in ficha.maniobras or nombre in gratis:
            return tr("«{nombre}» ya está en la ficha.", nombre=nombre)
        for requerida in maniobra.requiere:
            if requerida not in ficha.maniobras and requerida not in gratis:
                return tr("Requiere la anterior: «{requerida}».", requerida=requerida)
        if maniobra.destacable_uno_de and not any(ficha.atributos.valor(a) == 1 for a in maniobra.destacable_uno_de):
            return tr(
                "Requiere que la {atributos} sea atributo destacable.", atributos=_o_la(maniobra.destacable_uno_de)
            )
        if p.maniobras_gastado + 1 > p.maniobras_disponible and not _canje_deducido_cabe(
            ficha, maniobras=[*ficha.maniobras, nombre]
        ):
            return tr(
                "Ya tiene {gastado} maniobras de {disponible}.",
                gastado=p.maniobras_gastado,
                disponible=_n(p.maniobras_disponible),
            )
        return None
    if catalogo == "complicaciones":
        if cat.buscar_complicacion(nombre) is None:
            return tr("La complicación «{nombre}» no existe.", nombre=nombre)
        if nombre in ficha.complicaciones:
            return tr("«{nombre}» ya está en la ficha.", nombre=nombre)
        if p.complicaciones_gastado >= p.complicaciones_disponible:
            return tr(
                "Ya tiene las {disponible} complicaciones que le corresponden.", disponible=p.complicaciones_disponible
            )
        return None
    if catalogo == "habilidades":
        if cat.buscar_habilidad(nombre) is None:
            return tr(
                "La habilidad «{nombre}» no existe (las de materia se escriben «Conocimientos de Historia»).",
                nombre=nombre,
            )
        mas = {**ficha.habilidades, nombre: ficha.habilidades.get(nombre, 0) + 0.5}
        if p.habilidades_gastado + 0.5 > p.habilidades_disponible and not _canje_deducido_cabe(ficha, habilidades=mas):
            return tr("No quedan ptos de habilidad.")
        return None
    if catalogo == "arquetipos":
        if nombre not in cat.arquetipos():
            return tr("El arquetipo «{nombre}» no existe.", nombre=nombre)
        prueba = ficha.model_copy(update={"arquetipo": nombre})
        inicio = tr("Arquetipo {arquetipo}:", arquetipo=nombre)
        atributos = [
            q.mensaje for q in validar(prueba) if q.campo.startswith("atributos") and q.mensaje.startswith(inicio)
        ]
        return atributos[0] if atributos else None
    if catalogo == "modificadores":
        return None if nombre in cat.modificadores() else tr("El modificador «{nombre}» no existe.", nombre=nombre)
    return tr("No hay ningún catálogo «{catalogo}».", catalogo=catalogo)


def _o_la(atributos: Sequence[str]) -> str:
    """The attributes' names joined the way «Requiere que la X o la Y» reads them."""
    return f" {tr('o la')} ".join(NA[a] for a in atributos)


def _canje_deducido_cabe(ficha: FichaEpic20, **cambio: object) -> bool:
    """For a sheet without ``canjes``: whether its unspent power points would pay for the change."""
    if canjes_explicitos(ficha):
        return False
    q = calcular(ficha.model_copy(update=cambio))
    return (
        q.habilidades_gastado <= q.habilidades_disponible
        and q.ventajas_gastado <= q.ventajas_disponible + q.ventajas_equipo_disponible
        and q.maniobras_gastado <= q.maniobras_disponible
        and q.poderes_gastado <= q.poderes_disponible
    )


def budget(ficha: FichaEpic20) -> list[BudgetLine]:
    p = calcular(ficha)
    return [
        BudgetLine("atributos", "Atributos destacables", p.atributos_destacables, p.destacables_disponibles),
        BudgetLine("habilidades", "Habilidades", p.habilidades_gastado, p.habilidades_disponible),
        BudgetLine("poderes", "Superpoderes (y canjes)", p.poderes_gastado, p.poderes_disponible),
        BudgetLine(
            "ventajas", "Ventajas (y equipo)", p.ventajas_gastado, p.ventajas_disponible + p.ventajas_equipo_disponible
        ),
        BudgetLine("maniobras", "Maniobras de combate", p.maniobras_gastado, p.maniobras_disponible),
        BudgetLine("equipo", "Equipo especial (límite)", p.equipo_especial_gastado, p.equipo_especial_disponible),
        BudgetLine("complicaciones", "Complicaciones", p.complicaciones_gastado, p.complicaciones_disponible),
    ]


def derived(ficha: FichaEpic20) -> dict[str, tuple[str, JsonValue]]:
    result: dict[str, tuple[str, JsonValue]] = {}
    for nombre, ataque in ataques(ficha).items():
        etiqueta = "Ataque sin armas" if nombre == "sin_armas" else f"Ataque: {nombre}"
        result[f"ataque:{nombre}"] = (etiqueta, bono_ataque(ficha, ataque))
    result["defensa"] = ("Defensa", defensa(ficha))
    result["defensa_mental"] = ("Defensa contra ataques mentales", defensa(ficha, "mental"))
    result["defensa_emocional"] = ("Defensa contra ataques emocionales", defensa(ficha, "emocional", terror=False))
    if tiene_ventaja(ficha, "Sin miedo"):  # «defensa mundana contra ataques de miedo/terror»
        result["defensa_terror"] = ("Defensa contra ataques de terror", defensa(ficha, "emocional"))
    result["puntos_vida"] = ("Puntos de vida", puntos_vida(ficha))
    result["iniciativa"] = ("Bonificador de iniciativa", bono_iniciativa(ficha, acercandose=False))
    result["puntos_heroe_max"] = ("Máximo de puntos de Héroe", puntos_heroe_max(ficha))
    result["limite_equipo_especial"] = ("Límite de equipo especial", limite_equipo_especial(ficha))
    result["lenguajes"] = ("Lenguajes iniciales", lenguajes(ficha))
    arq = cat.arquetipos().get(ficha.arquetipo or "")
    if arq is not None and arq.reserva_equipo:
        result["reserva_inventor"] = ("Reserva de equipo del inventor", arq.reserva_equipo)
    return result


def describe_archetype_change(ficha: FichaEpic20, nombre: str | None) -> list[str]:
    """What choosing archetype ``nombre`` (None: no archetype) would change, in Spanish lines."""
    if nombre is None:
        return [
            tr(
                "Sin arquetipo: 2 atributos destacables, 3 ptos de poder, 4 de habilidad, 2 ventajas, 2 maniobras, "
                "1 complicación."
            )
        ]
    arq = cat.arquetipos().get(nombre)
    if arq is None:
        return [tr("El arquetipo «{nombre}» no existe.", nombre=nombre)]
    lineas: list[str] = []
    antes = {b.id: b for b in budget(ficha)}
    despues = {b.id: b for b in budget(ficha.model_copy(update={"arquetipo": nombre}))}
    for clave, linea in despues.items():
        if linea.disponible != antes[clave].disponible:
            lineas.append(
                tr(
                    "{etiqueta}: {antes} → {despues} disponibles.",
                    etiqueta=linea.etiqueta,
                    antes=_n(antes[clave].disponible),
                    despues=_n(linea.disponible),
                )
            )
    for poder in arq.poderes_gratis:
        superpoder = f"{poder.nombre}: {poder.detalle}" if poder.detalle else poder.nombre
        lineas.append(tr("Gana el superpoder «{superpoder}».", superpoder=superpoder))
    lineas += [tr("Gana la ventaja «{ventaja}».", ventaja=v) for v in arq.ventajas_gratis]
    lineas += [tr("Gana la maniobra «{maniobra}».", maniobra=m) for m in arq.maniobras_gratis]
    lineas += [tr("Añade la complicación «{complicacion}».", complicacion=c) for c in arq.complicaciones_forzadas]
    if arq.sacrificio_minimo:
        lineas.append(tr("Debe sacrificar al menos la mitad de sus puntos en superpoderes."))
    for clave, canje in arq.canjes.items():
        lineas.append(tr("Canje «{clave}»: cada ½ pto de superpoder da {canje}.", clave=clave, canje=canje.etiqueta))
    if arq.canjes_sustituyen:
        lineas.append(tr("Sus canjes sustituyen a los normales (opción «canjes_normales» para conservarlos)."))
    if arq.coste_doble:
        lineas.append(tr("Le cuestan el doble: {lista}.", lista=", ".join(arq.coste_doble).replace("_", " ")))
    prueba = ficha.model_copy(update={"arquetipo": nombre})
    inicio = tr("Arquetipo {arquetipo}:", arquetipo=nombre)
    lineas += [tr("Problema: {mensaje}", mensaje=q.mensaje) for q in validar(prueba) if q.mensaje.startswith(inicio)]
    return lineas
