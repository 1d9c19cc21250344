"""A GM's hand: put a combatant in a declared state, end it, or set a live value, through the engine.

Every change goes through the same live keys the actions use (``derribado``, ``agarrado_por``,
``oculto``...), so the state has its real effect: the defence halves, the move is refused, the attack
on a hidden target is refused, and it ends when the rules say (Moverse, Librarse, the next turn).
Refusals are :class:`IllegalAction` with a code of :mod:`core.rulesets.encuentro.codigos`.
"""

from __future__ import annotations

from core.battle import BattleView, IllegalAction, Resolution
from core.i18n import tr
from core.ruleset import ActiveCondition, JsonValue
from core.rulesets.encuentro import estado, tablero, turnos
from core.rulesets.encuentro import reglas_caseras as op
from core.rulesets.encuentro.condiciones_declaradas import (
    AGARRADO,
    CONDICIONES,
    DERRIBADO,
    EFECTO_NEGATIVO,
    ESQUIVA,
    OCULTO,
)

_SIN_EFECTO: dict[str, JsonValue] = {"dificultad": None, "valor": None}
_YA = {
    DERRIBADO: "ya_derribado",
    AGARRADO: "ya_agarrado",
    OCULTO: "ya_oculto",
    ESQUIVA: "ya_esquiva",
    EFECTO_NEGATIVO: "ya_afectado",
}
"""The code of applying a state the combatant is already in."""


def _etiqueta(condicion: str) -> str:
    return next(c.etiqueta for c in CONDICIONES if c.id == condicion)


def _rechazo(codigo: str, frase: str) -> IllegalAction:
    """A refusal with its code (the table of :mod:`core.rulesets.encuentro.codigos`)."""
    return IllegalAction(frase, codigo)


# -- conditions ----------------------------------------------------------------------------


def active_conditions(view: BattleView, cid: str) -> list[ActiveCondition]:
    live = view.live(cid)
    out: list[ActiveCondition] = []
    if live.get("derribado"):
        out.append(
            ActiveCondition(DERRIBADO, None, tr("Defensa Física {live_defensa}", live_defensa=live_defensa(view, cid)))
        )
    agarrador = live.get("agarrado_por")
    if agarrador is not None:
        out.append(ActiveCondition(AGARRADO, None, tr("por {nombre}", nombre=view.name(str(agarrador)))))
    if live.get("oculto"):
        vieron = [view.name(str(v)) for v in live.get("visto_por", [])]
        out.append(ActiveCondition(OCULTO, None, tr("lo vieron: {join}", join=", ".join(vieron)) if vieron else ""))
    if live.get("esquiva"):
        out.append(ActiveCondition(ESQUIVA, None, tr("+1 a la Defensa Física y Mental")))
    efecto = live.get("efectos", {}).get(EFECTO_NEGATIVO)
    if efecto is not None:
        dificultad = efecto.get("dificultad")
        out.append(
            ActiveCondition(
                EFECTO_NEGATIVO,
                None,
                tr("dificultad {dificultad}", dificultad=dificultad) if dificultad is not None else "",
            )
        )
    return out


def live_defensa(view: BattleView, cid: str) -> int:
    return int(estado.live_values(view, cid)["defensa_fisica"] or 0)


def apply_condition(ctx: Resolution, cid: str, condicion: str, duracion: int | None) -> None:
    nombre = ctx.name(cid)
    if duracion is not None:
        raise _rechazo(
            "valor_no_valido",
            tr("«{valor}» dura lo que dicen las reglas: no se le da una duración.", valor=_etiqueta(condicion)),
        )
    if estado.fuera(ctx, cid):
        raise _rechazo("objetivo_fuera_de_combate", tr("{nombre} está fuera de combate.", nombre=nombre))
    if condicion in {c.id for c in active_conditions(ctx, cid)}:
        codigo = _YA[condicion]
        raise _rechazo(codigo, tr("{nombre} ya está en «{valor}».", nombre=nombre, valor=_etiqueta(condicion)))
    if condicion == DERRIBADO:
        ctx.set(cid, "derribado", True, tr("{nombre} queda derribado: su Defensa se reduce a la mitad.", nombre=nombre))
    elif condicion == AGARRADO:
        estado.agarrar(ctx, cid, _agarrador(ctx, cid))
    elif condicion == OCULTO:
        ocultar(ctx, cid)
    elif condicion == ESQUIVA:
        ctx.set(
            cid,
            "esquiva",
            True,
            tr("{nombre}: +1 a su Defensa Física y Mental hasta el inicio de su siguiente turno.", nombre=nombre),
        )
    else:
        efectos = {**ctx.live(cid).get("efectos", {}), EFECTO_NEGATIVO: dict(_SIN_EFECTO)}
        ctx.set(
            cid, "efectos", efectos, tr("{nombre} sufre un efecto negativo: se librará con Librarse.", nombre=nombre)
        )


def remove_condition(ctx: Resolution, cid: str, condicion: str) -> None:
    nombre = ctx.name(cid)
    if condicion == DERRIBADO:
        ctx.set(cid, "derribado", False, tr("{nombre} se levanta.", nombre=nombre))
    elif condicion == AGARRADO:
        estado.soltar(ctx, cid, tr("{nombre} queda libre del agarre.", nombre=nombre))
    elif condicion == OCULTO:
        ctx.set(cid, "oculto", False, tr("{nombre} deja de estar oculto.", nombre=nombre))
        ctx.set(cid, "visto_por", [])
    elif condicion == ESQUIVA:
        ctx.set(cid, "esquiva", False, tr("Termina la Esquiva de {nombre}.", nombre=nombre))
    else:
        efectos = {k: v for k, v in ctx.live(cid).get("efectos", {}).items() if k != EFECTO_NEGATIVO}
        ctx.set(cid, "efectos", efectos, tr("{nombre} se libra del efecto negativo.", nombre=nombre))


def _agarrador(view: BattleView, cid: str) -> str:
    """Who grabs, for a GM's «Agarrado»: the first adjacent opponent in the fight with a free hand."""
    for enemigo in tablero.enemigos_adyacentes(view, cid):
        if int(view.live(enemigo).get("manos_libres", 0)) >= 1:
            return enemigo
    raise _rechazo(
        "sin_agarrador",
        tr(
            "Ningún oponente adyacente a {cid} tiene una mano libre para agarrarlo: pon «Agarrado por» a mano para decir quién lo agarra.",
            cid=view.name(cid),
        ),
    )


def ocultar(ctx: Resolution, cid: str) -> None:
    """Hidden from every enemy but the one that grabs it (it always sees it)."""
    ctx.set(cid, "oculto", True, tr("{cid} se oculta.", cid=ctx.name(cid)))
    agarrador = ctx.live(cid).get("agarrado_por")
    ctx.set(cid, "visto_por", [agarrador] if agarrador is not None else [])


# -- live values ---------------------------------------------------------------------------


def set_by_gm(ctx: Resolution, cid: str, key: str, value: JsonValue) -> None:
    """Set one adjustable value (already checked against its declaration) with the rules' consequences."""
    nombre = ctx.name(cid)
    if key == "posicion":
        _posicion(ctx, cid, value)
    elif key == "agarrado_por":
        _agarrado_por(ctx, cid, value)
    elif key == "visto_por":
        _visto_por(ctx, cid, value)
    elif key == "oculto":
        if value:
            ocultar(ctx, cid)
        else:
            ctx.set(cid, "oculto", False, tr("{nombre} deja de estar oculto.", nombre=nombre))
            ctx.set(cid, "visto_por", [])
    elif key == "acciones":
        ctx.set(cid, "acciones", value, tr("{nombre} tiene {value} acciones.", nombre=nombre, value=value))
        if int(ctx.live(cid).get("acciones_extra", 0)) > int(str(value)):
            ctx.set(cid, "acciones_extra", value)
    elif key == "puntos_encuentro":
        prestados = sum(int(a["puntos"]) for a in ctx.live(cid).get("ayudas", []))
        if int(str(value)) < prestados:
            raise _rechazo(
                "valor_no_valido",
                tr(
                    "La reserva de {nombre} no puede bajar de los {prestados} puntos de Ayuda que aún no ha gastado.",
                    nombre=nombre,
                    prestados=prestados,
                ),
            )
        ctx.set(cid, "puntos_encuentro", value, tr("Reserva de {nombre}: {value}.", nombre=nombre, value=value))
    elif key == "impactos":
        ctx.set(cid, "impactos", value, tr("{nombre}: {value} impactos.", nombre=nombre, value=value))
        limite = op.entero(ctx, op.IMPACTOS_PARA_CAER)
        if limite and int(str(value)) >= limite:
            _fuera(
                ctx, cid, True, tr("{nombre} queda fuera de combate ({value} impactos).", nombre=nombre, value=value)
            )
    elif key == "fuera_de_combate":
        _fuera(
            ctx,
            cid,
            bool(value),
            tr("{nombre} queda fuera de combate.", nombre=nombre)
            if value
            else tr("{nombre} vuelve al combate.", nombre=nombre),
        )
    else:
        ctx.set(cid, key, value)


def _fuera(ctx: Resolution, cid: str, fuera: bool, texto: str) -> None:
    """Out of the fight: its grabs end, it leaves the board and, in its own turn, the turn passes."""
    if estado.fuera(ctx, cid) == fuera:
        return
    if not fuera and tablero.ocupante(ctx, tablero.posicion(ctx, cid), cid) is not None:
        raise _rechazo(
            "casilla_ocupada",
            tr(
                "La casilla {texto} de {cid} está ocupada: muévelo antes (Posición) para que vuelva al combate.",
                texto=tablero.texto(tablero.posicion(ctx, cid)),
                cid=ctx.name(cid),
            ),
        )
    ctx.set(cid, "fuera_de_combate", fuera, texto)
    if fuera:
        estado.revisar_agarres(ctx)
        if ctx.turn == cid:
            turnos.fin_turno(ctx)
    elif ctx.turn is None:
        turnos.fin_turno(ctx)


def _posicion(ctx: Resolution, cid: str, value: JsonValue) -> None:
    sq = tablero.casilla(value)
    if sq is None:
        raise _rechazo("valor_no_valido", tr("La posición de {cid} debe ser una casilla [x, y].", cid=ctx.name(cid)))
    if not tablero.dentro(ctx, sq):
        raise _rechazo("fuera_del_tablero", tr("La casilla {texto} está fuera del tablero.", texto=tablero.texto(sq)))
    if tablero.bloqueada(ctx, sq):
        raise _rechazo(
            "casilla_bloqueada", tr("La casilla {texto} está bloqueada por un obstáculo.", texto=tablero.texto(sq))
        )
    quien = tablero.ocupante(ctx, sq, cid)
    if quien is not None:
        raise _rechazo(
            "casilla_ocupada",
            tr("La casilla {texto} está ocupada por {quien}.", texto=tablero.texto(sq), quien=ctx.name(quien)),
        )
    ctx.set(cid, "posicion", list(sq), tr("{cid} pasa a {texto}.", cid=ctx.name(cid), texto=tablero.texto(sq)))
    estado.revisar_agarres(ctx)


def _agarrado_por(ctx: Resolution, cid: str, value: JsonValue) -> None:
    actual = ctx.live(cid).get("agarrado_por")
    if value == actual:
        return
    if value is not None:
        agarrador = str(value)
        if agarrador not in ctx.combatants:
            raise _rechazo(
                "combatiente_desconocido", tr("No hay ningún combatiente «{agarrador}».", agarrador=agarrador)
            )
        if agarrador not in ctx.enemies(cid):
            raise _rechazo(
                "objetivo_no_valido",
                tr("{agarrador} no es un oponente de {cid}.", agarrador=ctx.name(agarrador), cid=ctx.name(cid)),
            )
        if estado.fuera(ctx, agarrador) or estado.fuera(ctx, cid):
            quien = agarrador if estado.fuera(ctx, agarrador) else cid
            raise _rechazo("objetivo_fuera_de_combate", tr("{quien} está fuera de combate.", quien=ctx.name(quien)))
        if int(ctx.live(agarrador).get("manos_libres", 0)) < 1:
            raise _rechazo(
                "sin_manos_libres",
                tr("{agarrador} no tiene ninguna mano libre para agarrar.", agarrador=ctx.name(agarrador)),
            )
    if actual is not None:
        estado.soltar(ctx, cid, tr("{name} ya no sujeta a {cid}.", name=ctx.name(str(actual)), cid=ctx.name(cid)))
    if value is not None:
        estado.agarrar(ctx, cid, str(value))


def _visto_por(ctx: Resolution, cid: str, value: JsonValue) -> None:
    enemigos = ctx.enemies(cid)
    lista = value if isinstance(value, list) else []
    for quien in lista:
        if quien not in enemigos:
            raise _rechazo(
                "valor_no_valido",
                tr(
                    "«{quien}» no es un oponente de {cid}: «Lo vieron ocultarse» solo nombra enemigos ({join}).",
                    quien=quien,
                    cid=ctx.name(cid),
                    join=", ".join(enemigos),
                ),
            )
    unicos = list(dict.fromkeys(str(q) for q in lista))
    agarrador = ctx.live(cid).get("agarrado_por")
    if agarrador is not None and agarrador not in unicos:
        unicos.append(str(agarrador))  # who grabs it always sees it
    ctx.set(
        cid,
        "visto_por",
        unicos,
        tr("Lo vieron ocultarse: {valor}.", valor=", ".join(ctx.name(q) for q in unicos) or "nadie"),
    )
