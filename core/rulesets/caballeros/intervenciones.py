"""INTERVENCIÓN DIVINA: each god's two interventions, their rolls and effects."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.dice import format_percent
from core.i18n import tr
from core.paths import resources_dir
from core.ruleset import Action
from core.rulesets.caballeros import danos, defensa
from core.rulesets.caballeros.ataque import Ataque
from core.rulesets.caballeros.danos import Modo
from core.rulesets.caballeros.estado import ficha, tiene_efecto


class Intervencion(BaseModel):
    """One divine intervention of the document (resources/caballeros/intervenciones.json)."""

    id: str
    nombre: str
    dios: str
    tirada: bool
    objetivo: bool
    texto: str


class _Catalogo(BaseModel):
    intervenciones: list[Intervencion]


@lru_cache(maxsize=1)
def catalogo() -> list[Intervencion]:
    """The interventions, read and validated once."""
    path = resources_dir() / "caballeros" / "intervenciones.json"
    return _Catalogo.model_validate_json(path.read_text(encoding="utf-8")).intervenciones


POR_DIOS: dict[str, tuple[str, ...]] = {}
for _entrada in catalogo():
    POR_DIOS[_entrada.dios] = (*POR_DIOS.get(_entrada.dios, ()), _entrada.id)
DIOS_DE = {e.id: e.dios for e in catalogo()}
NOMBRES = {e.id: e.nombre for e in catalogo()}
CON_OBJETIVO = frozenset(e.id for e in catalogo() if e.objetivo)
SIN_TIRADA = frozenset(e.id for e in catalogo() if not e.tirada)
RAYOS: dict[str, tuple[int, Modo]] = {
    "lanza_de_eris": (50, "vida"),
    "arco_dorado": (50, "vida"),
    "guadana_de_kronos": (80, "mixto"),
}
ALMAS = ("poseidon", "eris", "abel")


def disponibles(view: BattleView, cid: str) -> list[str]:
    """The interventions this knight may ask for: their god's two, plus borrowed ones after Almas."""
    dios = ficha(view, cid).dios
    propias = list(POR_DIOS.get(dios, ())) if dios else []
    if tiene_efecto(view, cid, "almas_de_los_dioses"):
        dioses_rivales = {ficha(view, e).dios for e in view.enemies(cid)}
        for otro in ALMAS:
            if otro not in dioses_rivales:
                propias.extend(POR_DIOS[otro])
    return propias


def motivo(view: BattleView, cid: str, intervencion: Any, objetivo: str | None, respuesta: Any = None) -> str | None:
    live = view.live(cid)
    if int(live["vida"]) >= 100:
        return Refusal("accion_no_disponible", tr("Intervención divina: la vida debe ser inferior a 100."))
    if intervencion is None:
        return Refusal(
            "falta_campo",
            tr("Intervención divina: falta «intervencion» (una de las del documento, p. ej. sanacion_de_athena)."),
        )
    if not isinstance(intervencion, str) or intervencion not in NOMBRES:
        return Refusal(
            "valor_no_valido",
            tr(
                "Intervención divina: «{intervencion}» no es una intervención del documento (p. ej. sanacion_de_athena).",
                intervencion=intervencion,
            ),
        )
    if intervencion not in disponibles(view, cid):
        dios = ficha(view, cid).dios or "ningún dios"
        if tiene_efecto(view, cid, "almas_de_los_dioses") and DIOS_DE[intervencion] in ALMAS:
            return Refusal(
                "intervencion_no_disponible",
                tr(
                    "Almas de los dioses: no puede escoger {intervencion_nombre}, intervención de {dios_de}, el dios de un rival.",
                    intervencion_nombre=NOMBRES[intervencion],
                    dios_de=DIOS_DE[intervencion],
                ),
            )
        return Refusal(
            "intervencion_no_disponible",
            tr(
                "{intervencion_nombre} es de {dios_de}; {cid} sirve a {dios}.",
                intervencion_nombre=NOMBRES[intervencion],
                dios_de=DIOS_DE[intervencion],
                cid=view.name(cid),
                dios=dios,
            ),
        )
    conseguidas: list[str] = live.get("intervenciones", [])
    if intervencion in conseguidas:
        return Refusal(
            "limite_de_usos",
            tr(
                "{intervencion_nombre} ya se consiguió: no puede volver a realizarse.",
                intervencion_nombre=NOMBRES[intervencion],
            ),
        )
    propias = [i for i in conseguidas if DIOS_DE[i] == ficha(view, cid).dios]
    prestadas = [i for i in conseguidas if DIOS_DE[i] != ficha(view, cid).dios]
    if DIOS_DE[intervencion] != ficha(view, cid).dios and prestadas and view.option("almas_de_los_dioses") == "una":
        return Refusal(
            "limite_de_usos",
            tr(
                "Almas de los dioses da una sola intervención prestada y ya se consiguió {intervencion_nombre}.",
                intervencion_nombre=NOMBRES[prestadas[0]],
            ),
        )
    if DIOS_DE[intervencion] == ficha(view, cid).dios and len(propias) >= 2:
        return Refusal("limite_de_usos", tr("Ya se consiguieron las 2 intervenciones divinas."))
    if intervencion in CON_OBJETIVO and objetivo is None:
        return Refusal(
            "objetivo_no_valido",
            tr("{intervencion_nombre} necesita un objetivo.", intervencion_nombre=NOMBRES[intervencion]),
        )
    if intervencion in RAYOS and objetivo is not None:
        return defensa.motivo_respuesta(view, objetivo, ataque(intervencion), respuesta)
    return None


def ataque(intervencion: str) -> Ataque:
    """Lanza de Eris, Arco Dorado, Guadaña de Kronos: rays only dodgeable at -2."""
    dano, modo = RAYOS[intervencion]
    return Ataque(
        NOMBRES[intervencion],
        "poder",
        dano,
        None,
        frozenset({"esquivar"}),
        {"esquivar": -2},
        rayo=True,
        poder=NOMBRES[intervencion],
        codigos=frozenset({"R", "RE"}),
        modo=modo,
    )


def resolver(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    nombre = str(action.param("intervencion"))
    titulo = NOMBRES[nombre]
    if nombre not in SIN_TIRADA:
        # «se consigue con un 4 o 5 en 1d9»: a range the kernel's single comparison cannot state, so the
        # odds (2 in 9) go in the text instead of a ">= 4" that would show 67 %.
        roll = ctx.roll("1d9", who=actor, purpose=titulo, success_text=f"4-5, {format_percent(2 / 9)}")
        if roll.total not in (4, 5):
            ctx.log(tr("{actor} no consigue {titulo}.", actor=ctx.name(actor), titulo=titulo))
            return
    conseguidas = list(ctx.live(actor).get("intervenciones", []))
    ctx.set(
        actor,
        "intervenciones",
        [*conseguidas, nombre],
        tr("{actor} consigue {titulo}.", actor=ctx.name(actor), titulo=titulo),
    )
    _efecto(ctx, action, nombre)


def _anadir_efecto(ctx: Resolution, cid: str, efecto: str, texto: str) -> None:
    efectos = list(ctx.live(cid).get("efectos", []))
    ctx.set(cid, "efectos", [*efectos, {"id": efecto}], texto)


def _efecto(ctx: Resolution, action: Action, nombre: str) -> None:
    actor = action.actor
    objetivo = action.objetivo
    quien = ctx.name(actor)
    if nombre == "sanacion_de_athena":
        danos.curar(ctx, actor, "vida", 60, tr("Sanación de Athena"))
    elif nombre == "fortificacion_de_escamas":
        danos.curar(ctx, actor, "armadura", 50, tr("Fortificación de Escamas"))
        ctx.set(actor, "esc_extra", True, tr("{quien} gana la habilidad ESC.", quien=quien))
    elif nombre == "manzana_de_oro":
        assert objetivo is not None
        ctx.set(
            objetivo,
            "cosmos",
            0,
            tr("La Manzana de Oro absorbe todo el cosmos de {objetivo}.", objetivo=ctx.name(objetivo)),
        )
        ctx.set(objetivo, "recargas_cosmos", 0, tr("También absorbe sus recargas de cosmos."))
    elif nombre in RAYOS:
        assert objetivo is not None
        defensa.resolver(ctx, actor, objetivo, ataque(nombre), action.respuesta)
    elif nombre == "decision_sagrada":
        assert objetivo is not None
        roll = ctx.roll(
            "1d9", who=actor, purpose=tr("Decisión Sagrada (Yomotsu)"), success=(">=", 8), success_text="8-9"
        )
        if roll.total >= 8 and ctx.option("decision_sagrada") == "mortal":
            danos.matar(ctx, objetivo, tr("Abel guía su espíritu hacia Yomotsu"))
        elif roll.total >= 8:
            ctx.log(tr("Decisión Sagrada: la regla termina a medias; la opción de la mesa la deja sin efecto."))
        else:
            ctx.log(tr("Abel no guía el espíritu de {objetivo} hacia Yomotsu.", objetivo=ctx.name(objetivo)))
    elif nombre == "santuario_lunar":
        if ctx.state.get("ambiente"):
            ctx.set_global("ambiente", None, tr("El Santuario Lunar elimina el poder tipo ambiente."))
        else:
            ctx.log(tr("El Santuario Lunar no encuentra ningún ambiente que eliminar."))
    else:
        _anadir_efecto(
            ctx,
            actor,
            nombre,
            tr("{intervencion} queda activa para {quien}.", intervencion=NOMBRES[nombre], quien=quien),
        )
        if nombre == "detencion_temporal":
            # The turn spent invoking Kronos is the first action of this turn: two per turn from the next.
            ctx.set(actor, "acciones_turno", 1)
