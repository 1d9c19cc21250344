"""Attack resolution (ATACAR EN COMBATE, DAÑO EN COMBATE, ATURDIMIENTO, maneuvers that change a roll)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.battle import BattleView, Resolution
from core.dice import Roll
from core.i18n import tr
from core.ruleset import Action
from core.rulesets.epic20 import catalogos as cat
from core.rulesets.epic20 import derivados
from core.rulesets.epic20 import estado as st
from core.rulesets.epic20 import superioridades as sup
from core.rulesets.epic20.ataque_elegido import (
    ataque_de,
    expresion,
    maniobra_efectiva,
    nombre_neto,
)
from core.rulesets.epic20.circunstancias import (
    circunstancias,
    inmune,
    invisible,
    sin_efecto,
    vulnerable,
)
from core.rulesets.epic20.danos import aplicar_dano, aturdir, penalizar_defensa
from core.rulesets.epic20.defensa import defensa_actual
from core.rulesets.epic20.equipo import critico_contra_armadura, escudo_evita, estropear, municion
from core.rulesets.epic20.especiales import distancia_por_ataque, poner_distancia
from core.rulesets.epic20.progresion import aplicar_grados, debilitar_atributo
from core.rulesets.epic20.puntos_heroe import sumar_puntos_heroe


@dataclass
class Plan:
    """Everything an attack needs before the dice: bonus, defence, net Superioridad and why."""

    ataque: derivados.Ataque
    bono: int
    defensa: int
    neto: int
    motivos: list[str] = field(default_factory=list)
    maniobra: str | None = None
    nivel_maniobra: int = 0
    penetrante: bool = False

    @property
    def necesita(self) -> int:
        """The natural d20 needed: a 20 always hits, a 1 always misses."""
        return min(20, max(2, self.defensa - self.bono))


def planificar(
    view: BattleView,
    action: Action,
    objetivo: str,
    *,
    extra_neto: int = 0,
    contraataque: int | None = None,
    sin_heroe: bool = False,
    sin_pendientes: bool = False,
) -> Plan:
    """Attack bonus, target defence and net Superioridad/Inferioridad with the reasons."""
    actor = action.actor
    sheet = st.ficha(view, actor)
    ataque = ataque_de(view, actor, action)
    assert ataque is not None
    base, nivel_m = maniobra_efectiva(view, actor, action.param("maniobra"))
    nivel = st.nivel_actual(view, actor) + (2 if action.param("punto_heroe") == "nivel" else 0)
    bono = derivados.bono_ataque(sheet, ataque, nivel, st.atributos_actuales(view, actor))
    defensa = defensa_actual(view, objetivo, ataque.naturaleza, ataque.alcance, terror=ataque.terror)
    neto = extra_neto
    motivos: list[str] = []

    def suma(n: int, motivo: str) -> None:
        nonlocal neto
        neto += n
        motivos.append(f"{'+' if n > 0 else ''}{n} {motivo}")

    if base in ("Ataque a fondo", "Ataque poderoso", "Ataque sostenido") and contraataque is None:
        suma(1, base)
    if base == "Agotar" and nivel_m >= 2:
        suma(nivel_m - 1, f"Agotar {nivel_m}")
    if base == "Ataque doble":
        suma(-1, "Ataque doble")
    if ataque.rafaga and ataque.poder is not None and len(action.objetivos) > 1:
        suma(-1, tr("ráfaga en cono"))
    if base == "Ataque defensivo" or st.live(view, actor).get("ataque_defensivo_ronda") == view.round:
        suma(-1, "Ataque defensivo")
    empuja = base in ("Tumbar", "Empujar") or ataque.efecto == "empujar"  # also «Empujar a distancia»
    if empuja and derivados.tiene_ventaja(st.ficha(view, objetivo), "Pesado"):
        suma(-1, tr("objetivo Pesado"))
    if base == "Desarmar" and _arma_a_desarmar(view, action, objetivo):
        suma(-1, tr("arma a dos manos"))  # «Si el arma es sujetada a 2 manos se aplicaría Inferioridad»
    if action.param("punto_heroe") == "superioridad" and not sin_heroe:
        suma(1, tr("punto de Héroe"))
    sin_ventajas = ataque.nombre in ("Desmoralizar", "Agotar")  # «ni ganar Superioridad usando ventajas»
    for pendiente in [] if sin_ventajas or sin_pendientes else sup.aplicables(view, actor, objetivo):
        suma(1, str(pendiente.get("origen", "ventaja")))  # RESOLVER ACCIONES: several sources add up
    if contraataque is not None:
        if contraataque:
            suma(-contraataque, tr("ataque extra de Ataque a fondo"))
    else:
        posturas: dict[str, Any] = st.live(view, objetivo).get("posturas", {})
        for clave, texto in (("ataque_a_fondo", "Ataque a fondo"), ("ataque_poderoso", "Ataque poderoso"),
                             ("ataque_doble", "Ataque doble"), ("agarron", "Agarrón")):  # fmt: skip
            if posturas.get(clave):
                suma(1, tr("el objetivo usó {texto}", texto=texto))
    posturas_obj: dict[str, Any] = st.live(view, objetivo).get("posturas", {})
    if posturas_obj.get("defensa_total"):
        suma(-1, "Defensa total")
    if posturas_obj.get("defensa_a_la_carrera") and ataque.alcance == "distancia":
        n = int(posturas_obj["defensa_a_la_carrera"])
        suma(-n, "Defensa a la carrera")
    if posturas_obj.get("ataque_defensivo") == actor:
        suma(-1, tr("Ataque defensivo del objetivo"))
    if st.aturdido(view, actor):
        suma(-1, "aturdido")
    if st.tiene_estado(view, actor, "tumbado"):
        suma(-1, tr("en el suelo"))
    if st.tiene_estado(view, objetivo, "moribundo") or st.tiene_estado(view, objetivo, "inconsciente"):
        suma(1, tr("objetivo inmóvil"))
        if not view.option("combate_estresante", True):
            suma(1, tr("rematar sin combate alrededor"))  # FAQ: «un intento de rematar suma una Superioridad adicional»
    elif any(int(e.get("grado", 0)) >= 3 for e in st.live(view, objetivo).get("efectos", {}).values()):
        suma(1, tr("objetivo paralizado"))
    if view.round == 1 and actor in (view.option("sorpresa") or []) and objetivo not in (view.option("sorpresa") or []):
        suma(1, tr("sorpresa"))
    extra_sup = int(action.param("superioridad", 0) or 0)
    extra_inf = int(action.param("inferioridad", 0) or 0)
    for n, motivo in circunstancias(view, action, objetivo, ataque, base):
        suma(n, motivo)
    if extra_sup:
        suma(extra_sup, tr("circunstancias"))
    if extra_inf:
        suma(-extra_inf, tr("circunstancias"))
    plan = Plan(ataque, bono, defensa, neto, motivos, base, nivel_m)
    plan.penetrante = ataque.penetrante or _brutal(view, actor, ataque, plan, action)
    if plan.penetrante and ataque.naturaleza == "fisico" and _anula_penetrante(view, objetivo):
        plan.penetrante = False
    return plan


def _anula_penetrante(view: BattleView, objetivo: str) -> bool:
    """«Defensa contra ataque penetrante (modificador de poderes). Este poder se aplica a una superdefensa de tipo
    físico (super esquiva, superprotección, etc) y le permite anular el modificador "ataque penetrante"»."""
    for poder in derivados.poderes_efectivos(st.ficha(view, objetivo)):
        entrada = cat.poderes().get(poder.nombre)
        if (
            entrada is not None
            and entrada.defensa == "fisico"
            and "Defensa contra ataque penetrante" in poder.modificadores
        ):
            return True
    return False


def _arma_a_desarmar(view: BattleView, action: Action, objetivo: str) -> bool:
    """Whether the weapon Desarmar aims at (``arma`` or the target's first weapon) is two-handed."""
    armas = [o for o in st.ficha(view, objetivo).equipo if o.categoria in ("arma", None)]
    nombre = action.param("arma")
    arma = next((o for o in armas if o.nombre == nombre), None) if nombre else (armas[0] if armas else None)
    return bool(arma is not None and arma.dos_manos)


def _brutal(view: BattleView, actor: str, ataque: derivados.Ataque, plan: Plan, action: Action) -> bool:
    """Ataque brutal (two-handed melee weapon) and Ataque brutal de ráfaga grant «ataque penetrante»."""
    maniobras = st.maniobras(view, actor)
    heroe = action.param("punto_heroe") == "superioridad"
    for base, valido in (
        (
            "Ataque brutal",
            ataque.equipo is not None and ataque.equipo.dos_manos and ataque.alcance == "cuerpo_a_cuerpo",
        ),
        ("Ataque brutal de ráfaga", ataque.rafaga or _dos_armas_distancia(view, actor)),
    ):
        nivel = derivados.nivel_maniobra(maniobras, base)
        if not valido or nivel == 0:
            continue
        if (nivel >= 1 and heroe) or (nivel >= 2 and plan.neto > 0) or (nivel >= 3 and plan.neto >= 0):
            return True
    # «Ataque doble 3 … Si el luchador combate con dos armas o arma doble … gastando 1 pto de Héroe … "ataque penetrante"»
    return bool(plan.maniobra == "Ataque doble" and plan.nivel_maniobra >= 3 and heroe and dos_armas(view, actor))


def _dos_armas_distancia(view: BattleView, actor: str) -> bool:
    return sum(1 for o in st.ficha(view, actor).equipo if o.categoria == "arma" and o.alcance == "distancia") >= 2


def dos_armas(view: BattleView, actor: str) -> bool:
    """Two weapons, a double weapon or a burst weapon: Ataque doble gives no Superioridad to enemies."""
    sheet = st.ficha(view, actor)
    armas = [o for o in sheet.equipo if o.categoria == "arma"]
    rafaga = any(o.rafaga for o in armas) or derivados.tiene_poder(sheet, "Ataque de ráfaga")
    nombres = [p.nombre for p in sheet.poderes if cat.poderes().get(p.nombre) and cat.poderes()[p.nombre].ataque]
    return len(armas) >= 2 or rafaga or len(nombres) != len(set(nombres))


def resolver_ataque(
    ctx: Resolution,
    action: Action,
    objetivo: str,
    *,
    extra_neto: int = 0,
    contraataque: int | None = None,
    sin_heroe: bool = False,
    sin_pendientes: bool = False,
    previa: Roll | None = None,
) -> Roll:
    """Roll one attack and apply hit, margin, damage or the maneuver's effect.

    ``previa``: the roll already made against the first target of an area attack (house rule
    `area_una_tirada`); the critical's hero point, broken equipment and ammunition count only once."""
    actor = action.actor
    plan = planificar(ctx, action, objetivo, extra_neto=extra_neto, contraataque=contraataque, sin_heroe=sin_heroe,
                      sin_pendientes=sin_pendientes)  # fmt: skip
    expr = expresion(plan.neto)
    quien = ctx.name(actor)
    if distancia_por_ataque(ctx, action, plan.ataque, plan.neto):
        poner_distancia(ctx, actor)
    texto_exito = tr(
        "{necesita}+ en el d20 (+{bono} contra defensa {defensa}, {neto})",
        necesita=plan.necesita,
        bono=plan.bono,
        defensa=plan.defensa,
        neto=nombre_neto(plan.neto),
    )
    if previa is not None:
        tirada = previa
        ctx.log(
            tr("La misma tirada ({total}) vale contra {objetivo}.", total=previa.total, objetivo=ctx.name(objetivo))
        )
    else:
        tirada = ctx.roll(expr, who=actor, purpose=tr('Ataque de {quien} ({nombre})', quien=quien, nombre=plan.ataque.nombre),
                          success=(">=", plan.necesita), success_text=texto_exito)  # fmt: skip
    if plan.motivos and previa is None:
        ctx.log(tr("{nombre_neto}: {lista}.", nombre_neto=nombre_neto(plan.neto), lista=", ".join(plan.motivos)))
    if action.param("punto_heroe") == "repetir" and previa is None:
        tirada = ctx.roll(expr, who=actor, purpose=tr('Repetición de {quien} (2 puntos de Héroe)', quien=quien), success=(">=", plan.necesita),
                          success_text=texto_exito)  # fmt: skip
    natural = tirada.total
    total = natural + plan.bono
    exacto_impacta = ctx.option("igualar_impacta", True)
    impacta = natural == 20 or (natural != 1 and (total > plan.defensa or (exacto_impacta and total == plan.defensa)))
    margen = max(0, total - plan.defensa)
    if natural == 20:
        ctx.log(tr("¡Crítico de {quien}! Un 20 siempre impacta.", quien=quien))
        if ctx.option("combate_estresante", True) and previa is None:
            sumar_puntos_heroe(ctx, actor, 1, tr("crítico en situación estresante"))
        critico_contra_armadura(ctx, objetivo)
    if natural == 1:
        pifia = plan.neto < 0
        ctx.log(
            tr(
                "{quien} saca un 1: fallo{valor}.",
                quien=quien,
                valor=tr(" y pifia (tiraba con Inferioridad)") if pifia else "",
            )
        )
        if plan.ataque.equipo is not None and previa is None:
            estropear(ctx, actor, plan.ataque.equipo.nombre, "partida" if pifia else "turno")
    if previa is None:
        municion(ctx, action, plan, tirada.values)
    if plan.ataque.poder is not None:
        ctx.set(actor, "uso_superpoder", True)
    if invisible(ctx, actor):
        ctx.set(actor, "visible", True, tr("{quien} ataca: su Invisibilidad se desactiva.", quien=quien))
    if not impacta:
        ctx.log(tr("{quien} falla: {total} contra defensa {defensa}.", quien=quien, total=total, defensa=plan.defensa))
        if plan.maniobra == "Tumbar":
            limite = 10 if plan.nivel_maniobra >= 3 else 5
            if plan.defensa - total >= limite:
                _anadir_estado(
                    ctx,
                    actor,
                    "tumbado",
                    tr("{quien} falla por {margen} y cae tumbado.", quien=quien, margen=plan.defensa - total),
                )
        return tirada
    exitos = margen // 5
    ctx.log(
        tr(
            "{quien} impacta a {objetivo}: {total} contra defensa {defensa} (margen {margen}, {exitos} éxito(s)).",
            quien=quien,
            objetivo=ctx.name(objetivo),
            total=total,
            defensa=plan.defensa,
            margen=margen,
            exitos=exitos,
        )
    )
    nada = sin_efecto(ctx, action, plan.ataque, objetivo)
    if nada:
        ctx.log(tr("{nada}: no tiene efecto.", nada=nada))
        return tirada
    _aura(ctx, actor, objetivo, plan)
    if plan.ataque.penetrante and not plan.penetrante:
        ctx.log(
            tr(
                "La Defensa contra ataque penetrante de {objetivo} anula el ataque penetrante.",
                objetivo=ctx.name(objetivo),
            )
        )
    if plan.maniobra == "Provocar choque":
        choques = dict(st.live(ctx, actor).get("choques", {}))
        choques[objetivo] = int(choques.get(objetivo, 0)) + 1
        ctx.set(actor, "choques", choques)  # «Tras cada uso con éxito … Inferioridad (acumulativamente)»
    _aplicar_efecto(ctx, action, plan, objetivo, exitos)
    return tirada


def _aplicar_efecto(ctx: Resolution, action: Action, plan: Plan, objetivo: str, exitos: int) -> None:
    actor = action.actor
    base, nivel = plan.maniobra, plan.nivel_maniobra
    resta = True  # whether a hit under 5 lowers the defence
    nombre_obj = ctx.name(objetivo)
    if base in ("Aturdir", "Cegar"):
        resta = base == "Aturdir" and nivel >= 2
        if exitos:
            aturdir(
                ctx,
                objetivo,
                tr("{nombre} queda aturdido por la maniobra {maniobra}.", nombre=nombre_obj, maniobra=base),
                solo_ataques=True,
            )
            if base == "Cegar":  # «El objetivo aturdido de esta forma no puede ver»: as long as the stun
                ronda = st.live(ctx, objetivo).get("aturdido_ronda")
                ctx.set(objetivo, "cegado_ronda", ronda)
                _anadir_estado(
                    ctx,
                    objetivo,
                    "cegado",
                    tr(
                        "{nombre} queda cegado en la ronda {ronda} (no puede ver ni atacar a distancia).",
                        nombre=nombre_obj,
                        ronda=ronda,
                    ),
                )
                _gastar_heroe_obligado(ctx, actor, "Cegar")
    elif base == "Tumbar":
        resta = nivel >= 2
        if exitos:
            _anadir_estado(ctx, objetivo, "tumbado", tr("{nombre} cae tumbado.", nombre=nombre_obj))
    elif base == "Desarmar":
        resta = nivel >= 2
        if exitos:
            arma = action.param("arma") or next(
                (o.nombre for o in st.ficha(ctx, objetivo).equipo if o.categoria in ("arma", None)), "su arma"
            )
            desarmado = dict(st.live(ctx, objetivo).get("desarmado", {}))
            desarmado[str(arma)] = True
            ctx.set(
                objetivo,
                "desarmado",
                desarmado,
                tr("{nombre_obj} es desarmado: «{arma}» cae al suelo.", nombre_obj=nombre_obj, arma=arma),
            )
    elif base == "Empujar" or plan.ataque.efecto == "empujar":
        # «Empujar a distancia. Como la maniobra de combate "empujar"»: the power works as Empujar (1, or 2 if known)
        nivel = nivel if base == "Empujar" else derivados.nivel_maniobra(st.maniobras(ctx, actor), "Empujar")
        esbirro = st.ficha(ctx, objetivo).esbirro
        resta = nivel >= 2 or esbirro
        if exitos:
            ctx.log(tr("{nombre_obj} es desplazado {valor:g} metros.", nombre_obj=nombre_obj, valor=exitos * 1.5))
            if esbirro and ctx.option("empujar_dana_esbirros", True):  # «(pero sí a esbirros)»: real damage too
                aplicar_dano(ctx, objetivo, exitos, origen=plan.ataque.nombre)
    elif plan.ataque.efecto == "agotar":
        penalizar_defensa(ctx, objetivo, 1 + exitos, "Agotar")
        return
    elif base == "Agarrón" or plan.ataque.efecto == "progresion":
        aplicar_grados(ctx, actor, objetivo, plan.ataque, exitos, agarron=base == "Agarrón")
    elif plan.ataque.efecto == "debilitar_atributo":
        debilitar_atributo(ctx, action, objetivo, exitos)
    elif plan.ataque.efecto == "debilitar_nivel":
        if exitos:
            perdido = int(st.live(ctx, objetivo).get("nivel_perdido", 0)) + exitos
            ctx.set(
                objetivo,
                "nivel_perdido",
                perdido,
                tr("{nombre_obj} pierde {exitos} nivel(es) (Debilitar nivel).", nombre_obj=nombre_obj, exitos=exitos),
            )
    elif plan.ataque.efecto == "sugestion":
        if exitos:
            condicion = action.param("condicion")  # Sugestión con condicionantes
            extra = (
                tr(" (condición: {condicion})", condicion=condicion) if isinstance(condicion, str) and condicion else ""
            )
            ctx.log(
                tr(
                    "{nombre_obj} obedece la orden hipnótica de {actor}{extra}.",
                    nombre_obj=nombre_obj,
                    actor=ctx.name(actor),
                    extra=extra,
                )
            )
    else:
        emocional = plan.ataque.naturaleza == "emocional"
        # only Desmoralizar says «no resta defensa»; the other emotional attacks follow DAÑO EN COMBATE
        resta = not emocional or (plan.ataque.nombre != "Desmoralizar" and not ctx.option("emocional_no_resta", False))
        inmunidad = inmune(ctx, action, plan.ataque, objetivo)
        vulnerabilidad = vulnerable(ctx, action, plan.ataque, objetivo)
        if vulnerabilidad and exitos:
            # «le aplica doble daño o daño normal si era inmune»
            ctx.log(
                tr(
                    "{nombre_obj}: {vulnerabilidad} ({valor}).",
                    nombre_obj=nombre_obj,
                    vulnerabilidad=vulnerabilidad,
                    valor=tr("daño normal pese a su inmunidad") if inmunidad else tr("doble daño"),
                )
            )
            exitos, inmunidad = (exitos if inmunidad else exitos * 2), None
        if inmunidad:
            ctx.log(
                tr(
                    "{nombre_obj} es inmune ({inmunidad}): el ataque no le afecta.",
                    nombre_obj=nombre_obj,
                    inmunidad=inmunidad,
                )
            )
            return
        if exitos:
            aplicar_dano(ctx, objetivo, exitos, emocional=emocional, origen=plan.ataque.nombre)
    if plan.penetrante and resta:
        if not escudo_evita(ctx, action, plan, objetivo, penetrante=True):
            penalizar_defensa(ctx, objetivo, 1, tr("ataque penetrante"))
    elif exitos == 0 and resta and _manteniendo_distancia(ctx, plan, objetivo):
        ctx.log(tr("{nombre_obj} mantiene la distancia: no pierde defensa.", nombre_obj=nombre_obj))
    elif exitos == 0 and resta and not escudo_evita(ctx, action, plan, objetivo, penetrante=False):
        penalizar_defensa(ctx, objetivo, 1, tr("impacto por menos de 5"))


def _manteniendo_distancia(ctx: Resolution, plan: Plan, objetivo: str) -> bool:
    """«Ataque manteniendo la distancia»: no -1 against melee attacks («inefectiva contra … ataque penetrante»)."""
    posturas: dict[str, Any] = st.live(ctx, objetivo).get("posturas", {})
    return bool(posturas.get("manteniendo_distancia")) and plan.ataque.alcance == "cuerpo_a_cuerpo"


def _aura(ctx: Resolution, actor: str, objetivo: str, plan: Plan) -> None:
    """Energizado: quien le golpea cuerpo a cuerpo recibe un ataque automático que solo resta defensa."""
    arq = derivados.arquetipo(st.ficha(ctx, objetivo))
    golpe = plan.ataque.alcance == "cuerpo_a_cuerpo" and plan.ataque.naturaleza == "fisico"  # not Desmoralizar
    if arq is not None and arq.aura and golpe:
        penalizar_defensa(ctx, actor, 1, tr("aura de energía de {nombre}", nombre=ctx.name(objetivo)))


def _gastar_heroe_obligado(ctx: Resolution, actor: str, motivo: str) -> None:
    puntos = int(st.live(ctx, actor).get("puntos_heroe", 0))
    if puntos > 0:
        ctx.set(
            actor,
            "puntos_heroe",
            puntos - 1,
            tr("{actor} gasta 1 punto de Héroe ({motivo}).", actor=ctx.name(actor), motivo=motivo),
        )


def _anadir_estado(ctx: Resolution, cid: str, estado: str, texto: str) -> None:
    actuales = st.estados(ctx, cid)
    if estado not in actuales:
        ctx.set(cid, "estados", [*actuales, estado], texto)
