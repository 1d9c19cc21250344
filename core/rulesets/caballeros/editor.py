"""What the sheet editor gets: the code catalogue, why a code cannot be added, derived values."""

from __future__ import annotations

from core.i18n import tr, translated
from core.ruleset import CatalogueEntry, JsonValue
from core.rulesets.caballeros import intervenciones
from core.rulesets.caballeros.codigos import catalogo, contradicciones, por_codigo, usos_por_defecto
from core.rulesets.caballeros.estado import recargas_iniciales
from core.rulesets.caballeros.ficha import FichaCaballero


def catalogos() -> dict[str, list[CatalogueEntry]]:
    entradas = [
        CatalogueEntry(
            nombre=e.codigo,
            texto=e.texto,
            grupo=e.familia,
            campos=tuple(e.campos),
            datos={"usos_por_defecto": usos_por_defecto([e.codigo])},
        )
        for e in catalogo().codigos
    ]
    divinas = [
        CatalogueEntry(
            nombre=e.id,
            texto=f"{e.nombre}: {e.texto}",
            grupo=e.dios,
            datos={"nombre": e.nombre, "tirada": "4-5" if e.tirada else None, "objetivo": e.objetivo},
        )
        for e in intervenciones.catalogo()
    ]
    return {"codigos": entradas, "intervenciones": divinas}


def por_que_no(sheet: FichaCaballero, catalogo_id: str, nombre: str) -> str | None:
    """Why code ``nombre`` cannot be added: the name may be "<power name>:<code>" or just the code.

    With a power name, the code is checked against that power's codes; without it, against the
    last power of the sheet (the one being edited).
    """
    if catalogo_id == "intervenciones":
        dios = intervenciones.DIOS_DE.get(nombre)
        if dios is None:
            return tr("«{nombre}» no es una intervención divina.", nombre=nombre)
        return (
            None
            if sheet.dios == dios
            else tr("Intervención divina solo válida para los caballeros que sirven a {dios}.", dios=dios)
        )
    if catalogo_id != "codigos":
        return tr("El catálogo «{catalogo}» no existe en caballeros.", catalogo=catalogo_id)
    poder_nombre, _, codigo = nombre.rpartition(":")
    if codigo not in por_codigo():
        return tr("«{codigo}» no es un código de tipo de poder.", codigo=codigo)
    poderes = sheet.poderes
    poder = (
        next((p for p in poderes if p.nombre == poder_nombre), None)
        if poder_nombre
        else (poderes[-1] if poderes else None)
    )
    if poder is None:
        return None if not poder_nombre else tr("La ficha no tiene ningún poder «{poder}».", poder=poder_nombre)
    if codigo in poder.codigos:
        return tr("«{poder}» ya tiene el código {codigo}.", poder=poder.nombre, codigo=codigo)
    motivos = contradicciones([*poder.codigos, codigo])
    if not motivos:
        return None
    return tr(
        "No se puede añadir {codigo} a «{poder}»: {motivo}",
        codigo=codigo,
        poder=poder.nombre,
        motivo=translated(motivos[0]),
    )


def derivados(sheet: FichaCaballero) -> dict[str, tuple[str, JsonValue]]:
    return {
        "recargas_cosmos": ("Recargas de cosmos en combate", recargas_iniciales(sheet)),
        "dano_golpe": (
            "Daño de golpe con bonos",
            sheet.dano_golpe + sum(b.valor for b in sheet.bonos if b.a in ("dano", "dano_golpe")),
        ),
        "dano_golpe_sin_arm": (
            "Daño de golpe sin armadura (sin bonos ARM)",
            sheet.dano_golpe + sum(b.valor for b in sheet.bonos if b.a in ("dano", "dano_golpe") and not b.arm),
        ),
        "poderes_arm": (
            "Poderes que se pierden al romperse la armadura",
            [p.nombre for p in sheet.poderes if "ARM" in p.codigos],
        ),
    }
