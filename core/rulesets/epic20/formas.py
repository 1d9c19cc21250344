"""States a character takes or loses in a fight: Crecer, Disminuirse, the form without superpowers (Forma sin
superpoderes, the Tecnificado's armour, Pérdida de poderes), the complications the GM triggers, and drawing weapons
(Desenfunda rápido).

- Crecer: «cuenta como Superfuerza pero sólo al estar crecido. Gana la maniobra "interponerse". Su tamaño aumenta
  1/2 metro x nivel». Growing (and shrinking back) is a move action, as changing form is for the powers that say it
  («Cambiar de forma es una acción de movimiento»); an ``atacar`` with Crecer while not grown grows first and pays
  that move action too. Grown, it measures over two metres: for Tumbar it counts as one size more, like «Grande».
- Disminuirse: «Las tiradas de Corpulencia, incluso ataques, se harán con Inferioridad» while shrunk (same action).
- Forma sin superpoderes: «El personaje necesita una acción de movimiento para adoptar su forma con superpoderes y esta
  desaparece cuando está dormido o inconsciente»; Tecnificado: «Su armadura por lo general sólo necesita 1 acción de
  movimiento para ser vestida». The fight starts in the form with powers (regla casera
  `forma_sin_superpoderes_al_empezar`: without them); ``adoptar_forma`` is the move action back to it. Without the
  form, its superpowers count neither for attacking nor for defending.
- COMPLICACIONES: «cuando el director activa una complicación puede decidir un punto de Héroe en compensación». The GM
  step ``activar_complicacion`` (``complicacion``: one on the sheet; ``punto_heroe: true`` gives that point), out of
  turn and without actions: Forma sin superpoderes (loses the form), Pérdida de poderes (loses the powers until the
  GM ends it with ``fin: true``), Necesita un elemento para subsistir («recibe 1 pto de daño»); the others (Fobia…)
  are narrated and only give the point.
- Desenfunda rápido: «enfunda o desenfunda armas como acción gratuita y no como acción de objeto» (``desenfundar``).
- Insustancial: the text never says how one becomes solid again, so the power is always on; regla casera
  `insustancial_a_voluntad`: ``cambiar_sustancia`` switches it with a move action, as «Cambiar de estado cuesta 1 acción
  de movimiento» says of Convertirse en gas. Without the form with superpowers he is solid.
"""

from __future__ import annotations

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.estado import SIN_PODERES, sin_poderes

ETIQUETAS = {
    "crecer": "Crecer (o volver a su tamaño)", "disminuirse": "Disminuirse (o volver a su tamaño)",
    "adoptar_forma": "Adoptar la forma con superpoderes / vestir la armadura", "desenfundar": "Desenfundar o enfundar un arma",
    "activar_complicacion": "El director activa una complicación",
    "cambiar_sustancia": "Insustancial: volverse sólido o insustancial",
}  # fmt: skip
FORMA = "Forma sin superpoderes"
PERDIDA = "Pérdida de poderes"
ELEMENTO = "Necesita un elemento para subsistir"


def complicacion(view: BattleView, cid: str, nombre: str) -> str | None:
    """The sheet's complication ``nombre`` (as ``core.grafias.epic20`` read it from the step), the Tecnificado's
    forced one included; None when the sheet has none so named."""
    sheet = st.ficha(view, cid)
    propias = list(sheet.complicaciones)
    arq = derivados.arquetipo(sheet)
    if arq is not None and arq.nombre == "Tecnificado":
        propias.append(FORMA)
    return nombre if nombre in propias else None


def coste(view: BattleView, action: Action) -> tuple[str, ...]:
    if action.accion == "desenfundar":
        return ("libre",) if "Desenfunda rápido" in st.maniobras(view, action.actor) else ("objeto",)
    if action.accion == "activar_complicacion":
        return ()
    return ("movimiento",)


def por_que_no_cambiar_tamano(view: BattleView, action: Action) -> str | None:
    """``crecer`` / ``disminuirse``: the power, the form with superpowers, and not the other size."""
    actor, accion = action.actor, action.accion
    nombre = view.name(actor)
    poder = "Crecer" if accion == "crecer" else "Disminuirse"
    if not st.tiene_poder(view, actor, poder):
        return Refusal("sin_poder", tr("{nombre} no tiene el poder «{poder}».", nombre=nombre, poder=poder))
    if sin_poderes(view, actor):
        return Refusal("estado_no_permite", tr("{nombre} está en su forma sin superpoderes.", nombre=nombre))
    otro = "disminuido" if accion == "crecer" else "crecido"
    if st.tiene_estado(view, actor, otro):
        return Refusal(
            "estado_no_permite", tr("{nombre} está {otro}: primero vuelve a su tamaño.", nombre=nombre, otro=otro)
        )
    return None


def por_que_no_adoptar_forma(view: BattleView, action: Action) -> str | None:
    actor = action.actor
    nombre = view.name(actor)
    if st.live(view, actor).get("perdida_poderes"):
        return Refusal(
            "estado_no_permite",
            tr(
                "{nombre} ha perdido sus poderes ({PERDIDA}) hasta que el director lo termine.",
                nombre=nombre,
                PERDIDA=PERDIDA,
            ),
        )
    if complicacion(view, actor, FORMA) is None:
        return Refusal(
            "sin_complicacion", tr("{nombre} no tiene la complicación «{FORMA}».", nombre=nombre, FORMA=FORMA)
        )
    if not sin_poderes(view, actor):
        return Refusal("sin_efecto", tr("{nombre} ya está en su forma con superpoderes.", nombre=nombre))
    return None


def por_que_no_cambiar_sustancia(view: BattleView, action: Action) -> str | None:
    nombre = view.name(action.actor)
    if not st.tiene_poder(view, action.actor, "Insustancial"):
        return Refusal("sin_poder", tr("{nombre} no tiene el poder «Insustancial».", nombre=nombre))
    if not view.option("insustancial_a_voluntad", False):
        return Refusal(
            "requiere_regla_casera",
            tr(
                "El documento no dice cómo vuelve a ser sólido un insustancial (regla casera «insustancial_a_voluntad»)."
            ),
        )
    return None


def por_que_no_activar_complicacion(view: BattleView, action: Action) -> str | None:
    texto = action.param("complicacion")
    if not isinstance(texto, str) or complicacion(view, action.actor, texto) is None:
        return Refusal(
            "valor_no_valido",
            tr("Indica en «complicacion» una complicación de la ficha de {nombre}.", nombre=view.name(action.actor)),
        )
    return None


def crecer(ctx: Resolution, action: Action) -> None:
    cambiar(ctx, action.actor, "crecido", tr("crece"), tr("vuelve a su tamaño"))


def disminuirse(ctx: Resolution, action: Action) -> None:
    cambiar(ctx, action.actor, "disminuido", tr("se disminuye"), tr("vuelve a su tamaño"))


def adoptar_forma(ctx: Resolution, action: Action) -> None:
    quitar(
        ctx, action.actor, SIN_PODERES, tr("{actor} adopta su forma con superpoderes.", actor=ctx.name(action.actor))
    )


def cambiar_sustancia(ctx: Resolution, action: Action) -> None:
    actor = action.actor
    solido = not st.live(ctx, actor).get("sustancial")
    texto = tr("se vuelve sólido") if solido else tr("vuelve a ser insustancial")
    ctx.set(actor, "sustancial", solido, tr("{actor} {texto}.", actor=ctx.name(actor), texto=texto))


def desenfundar(ctx: Resolution, action: Action) -> None:
    ctx.log(tr("{actor} desenfunda o enfunda un arma.", actor=ctx.name(action.actor)))


def cambiar(ctx: Resolution, cid: str, estado: str, entra: str, sale: str) -> None:
    if st.tiene_estado(ctx, cid, estado):
        quitar(ctx, cid, estado, tr("{actor} {sale}.", actor=ctx.name(cid), sale=sale))
    else:
        ctx.set(
            cid, "estados", [*st.estados(ctx, cid), estado], tr("{actor} {entra}.", actor=ctx.name(cid), entra=entra)
        )


def quitar(ctx: Resolution, cid: str, estado: str, texto: str) -> None:
    ctx.set(cid, "estados", [e for e in st.estados(ctx, cid) if e != estado], texto)


def perder_forma(ctx: Resolution, cid: str, motivo: str) -> None:
    if complicacion(ctx, cid, FORMA) is not None and not sin_poderes(ctx, cid):
        estados = [e for e in st.estados(ctx, cid) if e not in ("crecido", "disminuido")]
        ctx.set(
            cid,
            "estados",
            [*estados, SIN_PODERES],
            tr("{actor} pierde su forma con superpoderes ({motivo}).", actor=ctx.name(cid), motivo=motivo),
        )
