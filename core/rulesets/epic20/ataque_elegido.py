"""Which attack a step makes and with which maneuver: the attack as its maneuver changes it, the maneuver's level,
and how a net Superioridad/Inferioridad is rolled and named (RESOLVER ACCIONES)."""

from __future__ import annotations

from typing import Any

from core.battle import BattleView
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20.circunstancias import velocista_corriendo

MANIOBRAS_ATAQUE = (
    "Ataque a fondo", "Ataque poderoso", "Ataque sostenido", "Ataque brutal", "Ataque brutal de ráfaga", "Ataque doble",
    "Ataque defensivo", "Aturdir", "Cegar", "Tumbar", "Desarmar", "Empujar", "Agotar", "Desmoralizar", "Agarrón",
    "Golpe en los nervios", "Provocar choque",
)  # fmt: skip


def expresion(neto: int) -> str:
    """1d20, or one extra d20 per net Superioridad (keep best) / Inferioridad (keep worst)."""
    if neto == 0:
        return "1d20"
    return f"{abs(neto) + 1}d20{'kh1' if neto > 0 else 'kl1'}"


def nombre_neto(neto: int) -> str:
    if neto == 0:
        return tr("tirada normal")
    veces = abs(neto)
    if neto > 0:
        plantilla = {1: "Superioridad", 2: "Doble Superioridad", 3: "Triple Superioridad"}.get(
            veces, "{veces}× Superioridad"
        )
    else:
        plantilla = {1: "Inferioridad", 2: "Doble Inferioridad", 3: "Triple Inferioridad"}.get(
            veces, "{veces}× Inferioridad"
        )
    return tr(plantilla, veces=veces)


def ataque_de(view: BattleView, actor: str, action: Action) -> derivados.Ataque | None:
    """The attack the step names (``ataque``), as changed by the maneuver it uses."""
    nombre = str(action.param("ataque", derivados.SIN_ARMAS))
    disponibles = st.ataques(view, actor)
    ataque = disponibles.get(nombre)
    if ataque is None and action.param("punto_heroe") == "poder":
        entrada = cat.poderes().get(nombre)
        if entrada is not None and entrada.ataque is not None:
            datos = entrada.ataque
            ataque = derivados.Ataque(nombre, (datos.atributo,), derivados.VALOR_TIPO[datos.tipo], datos.alcance, datos.naturaleza,
                                   datos.efecto, datos.area, datos.rafaga, datos.terror, poder=nombre,
                                   progresion=tuple(entrada.progresion), progresion_tipo=entrada.progresion_tipo)  # fmt: skip
    if ataque is None:
        return None
    maniobra = action.param("maniobra")
    if maniobra == "Desmoralizar":
        return derivados.Ataque("Desmoralizar", ("presencia",), 0.5, "cuerpo_a_cuerpo", "emocional")
    if maniobra in ("Agotar", "Agotar 2", "Agotar 3"):
        return derivados.Ataque("Agotar", ("inteligencia",), 0.5, "distancia", efecto="agotar")
    if str(maniobra).startswith("Agarrón") and not view.option("agarron_con_el_ataque", False):
        # «un intento de agarrar en cuerpo a cuerpo que funciona como el poder»: a special melee attack (Corpulencia)
        return derivados.Ataque("Agarrón", ("corpulencia",), 1.0, "cuerpo_a_cuerpo", efecto="progresion")
    if maniobra == "Provocar choque" and action.objetivo is not None:
        # «usa su propio nivel (usa Agilidad). Normalmente es un ataque mundano a menos que el oponente cuente con
        # un supermovimiento o superfuerza, en cuyo caso el ataque se considera especial»
        rival = st.ficha(view, action.objetivo)
        especial = derivados.tiene_poder(rival, "Supermovimiento") or derivados.tiene_poder(rival, "Superfuerza")
        return derivados.Ataque("Provocar choque", ("agilidad",), 1.0 if especial else 0.5, "cuerpo_a_cuerpo")
    if (
        velocista_corriendo(view, action)
        and ataque.alcance == "cuerpo_a_cuerpo"
        and ataque.atributos == ("corpulencia",)
    ):
        ataque = _replace(ataque, atributos=("agilidad",))  # Velocista: «Cuando está corriendo, usa la Agilidad»
    if maniobra in ("Desarmar", "Tumbar") or str(maniobra).startswith(("Desarmar", "Tumbar")):
        ataque = _replace(ataque, atributos=("corpulencia", "agilidad"))
    if maniobra == "Golpe en los nervios" and ataque.nombre == derivados.SIN_ARMAS:
        ataque = _replace(ataque, tipo=1.0)
    estudiado = st.live(view, actor).get("estudiado")
    nivel_estudio = derivados.nivel_maniobra(st.maniobras(view, actor), "Estudiar objetivo")
    if "Estudiar objetivo 1" in st.maniobras(view, actor):
        nivel_estudio = max(nivel_estudio, 1)
    if "Estudiar objetivo 2" in st.maniobras(view, actor):
        nivel_estudio = 2
    alcanza = ataque.alcance == "cuerpo_a_cuerpo" or nivel_estudio >= 2
    if estudiado and estudiado == action.objetivo and ataque.tipo == 0.5 and alcanza:
        ataque = _replace(ataque, tipo=1.0)
    return ataque


def _replace(ataque: derivados.Ataque, **cambios: Any) -> derivados.Ataque:
    from dataclasses import replace

    return replace(ataque, **cambios)


def nivel_de(maniobra: str | None) -> tuple[str | None, int]:
    """«Ataque a fondo 2» → («Ataque a fondo», 2)."""
    if not maniobra:
        return None, 0
    partes = maniobra.rsplit(" ", 1)
    if len(partes) == 2 and partes[1] in ("1", "2", "3"):
        return partes[0], int(partes[1])
    return maniobra, 1


def maniobra_efectiva(view: BattleView, actor: str, maniobra: str | None) -> tuple[str | None, int]:
    """The maneuver's base name and the best level of it the actor has (naming level 1 uses level 3 if known)."""
    base, nivel = nivel_de(maniobra)
    if base is None:
        return None, 0
    conocidas = st.maniobras(view, actor)
    mejor = derivados.nivel_maniobra(conocidas, base)
    if f"{base} 1" in conocidas:
        mejor = max(mejor, 1)
    if f"{base} 2" in conocidas:
        mejor = max(mejor, 2)
    return base, max(nivel, mejor)
