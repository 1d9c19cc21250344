"""An optional grid (5 ALCANCES, 6 ÁREAS): squares per fighter, reach and the area a skill covers.

Without the battle setting ``mapa`` nothing here applies: the GM decides who is in reach and who is inside
an area, and a step lists them in ``objetivo``. With ``mapa`` (``{"id": [x, y]}``) every fighter with a
square has the live value ``casilla``; one square is one unit (5.1.1) and a diagonal step counts as one
square, so the distance is the larger of the two differences.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.battle import BattleView, Resolution
from core.contract import Refusal
from core.i18n import tr
from core.ruleset import JsonValue
from core.rulesets.umh.ficha import Habilidad
from core.rulesets.umh.posiciones import alcance

Casilla = tuple[int, int]


def leer_casilla(value: JsonValue | object) -> Casilla | None:
    """``[x, y]`` (or ``{"x", "y"}``) as a square, or None."""
    if isinstance(value, dict):
        value = [value.get("x"), value.get("y")]
    if (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (int(value[0]), int(value[1]))
    return None


def casillas_iniciales(view: BattleView) -> dict[str, Casilla]:
    raw = view.option("mapa", {})
    if not isinstance(raw, dict):
        return {}
    out: dict[str, Casilla] = {}
    for cid, value in raw.items():
        square = leer_casilla(value)
        if square is not None:
            out[str(cid)] = square
    return out


def casilla(view: BattleView, cid: str) -> Casilla | None:
    return leer_casilla(view.live(cid).get("casilla"))


def distancia(a: Casilla, b: Casilla) -> int:
    """Squares between two squares, a diagonal step counting as one (6.1.1: lineal «recto o diagonal»)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def en_linea(origen: Casilla, punto: Casilla) -> bool:
    """6.1.1 Lineal - «alcance recto o diagonal»: the same row, column or diagonal."""
    dx, dy = punto[0] - origen[0], punto[1] - origen[1]
    return dx == 0 or dy == 0 or abs(dx) == abs(dy)


def motivo_mapa(view: BattleView, actor: str, skill: Habilidad, objetivos: Sequence[str]) -> str | None:
    """With squares: every target within reach (5.1.1) and inside the skill's area (6.1.1)."""
    origin = casilla(view, actor)
    if origin is None:
        return None
    reach = alcance(view, actor, skill)
    area = skill.area
    placed = [(t, casilla(view, t)) for t in objetivos if t != actor]
    known = [(t, sq) for t, sq in placed if sq is not None]
    if not known:
        return None
    if area.tipo == "sobre_el_usuario":
        return _fuera_del_radio(view, tr("Área sobre el usuario"), area.tamano, origin, tr("el usuario"), known)
    if area.tipo == "sobre_el_objetivo":
        centre_id, centre = known[0]
        if distancia(origin, centre) > reach:
            return _lejos(view, skill, centre_id, distancia(origin, centre), reach)
        return _fuera_del_radio(
            view, tr("Área sobre el objetivo"), area.tamano, centre, view.name(centre_id), known[1:]
        )
    if area.tipo == "lineal":
        for target, square in known:
            if not en_linea(origin, square):
                return Refusal(
                    "fuera_de_alcance",
                    tr(
                        "6.1.1 - Lineal: {nombre} no está en línea recta ni diagonal con el usuario.",
                        nombre=view.name(target),
                    ),
                )
            if distancia(origin, square) > reach:
                return _lejos(view, skill, target, distancia(origin, square), reach)
        return None
    extra = area.tamano if area.tipo != "ninguna" else 0
    for target, square in known:
        if distancia(origin, square) > reach + extra:
            return _lejos(view, skill, target, distancia(origin, square), reach + extra)
    return None


def _fuera_del_radio(
    view: BattleView,
    que: str,
    radio: int,
    centro: Casilla,
    epicentro: str,
    dentro: Sequence[tuple[str, Casilla]],
) -> str | None:
    """6.1.1 - an area of ``radio`` squares round ``centro``: why one of ``dentro`` is outside it, if one is."""
    for target, square in dentro:
        if distancia(centro, square) > radio:
            return Refusal(
                "fuera_de_alcance",
                tr(
                    "6.1.1 - {que} {radio}: {nombre} está a {distancia} casillas del epicentro ({epicentro}).",
                    que=que,
                    radio=radio,
                    nombre=view.name(target),
                    distancia=distancia(centro, square),
                    epicentro=epicentro,
                ),
            )
    return None


def dentro_del_area(view: BattleView, actor: str, skill: Habilidad, original: Casilla, punto: Casilla) -> bool:
    """Whether ``punto`` is still hit by ``skill`` from ``actor`` (an evader who stood at ``original``): reach
    (5.1.1), the radius of an area on the user or on the target (whose epicentre stays at ``original``), a line."""
    origin = casilla(view, actor)
    if origin is None:
        return False
    reach = alcance(view, actor, skill)
    area = skill.area
    if area.tipo == "sobre_el_usuario":
        return distancia(origin, punto) <= area.tamano
    if area.tipo == "sobre_el_objetivo":
        return distancia(original, punto) <= area.tamano
    if area.tipo == "lineal":
        return en_linea(origin, punto) and distancia(origin, punto) <= reach
    extra = area.tamano if area.tipo != "ninguna" else 0
    return distancia(origin, punto) <= reach + extra


def acercarse(ctx: Resolution, actor: str, skill: Habilidad, objetivo: str) -> bool:
    """8.1.1.1.4 - tras evadir un golpe del combo el objetivo puede quedar fuera del alcance: el ejecutor se desplaza
    si la velocidad lo permite (las casillas justas, hacia él); si no, el combo finaliza. True when in reach."""
    origin, target = casilla(ctx, actor), casilla(ctx, objetivo)
    if origin is None or target is None:
        return True
    reach = max(1, alcance(ctx, actor, skill))
    need = distancia(origin, target) - reach
    if need <= 0:
        return True
    speed = int(ctx.live(actor)["vel"])
    if need > speed:
        ctx.log(
            tr(
                "{objetivo} queda fuera del alcance de «{habilidad}» y {actor} no puede desplazarse {casillas} "
                "casillas (le quedan {velocidad} de velocidad): el combo finaliza (8.1.1.1.4).",
                objetivo=ctx.name(objetivo),
                habilidad=skill.nombre,
                actor=ctx.name(actor),
                casillas=need,
                velocidad=speed,
            )
        )
        return False
    x, y = origin
    taken = ocupadas(ctx, actor)
    for _ in range(need):
        step = _paso_libre((x, y), target, taken)
        if step is None:
            ctx.log(
                tr(
                    "Las casillas hacia {objetivo} están ocupadas: {actor} no puede acercarse y el combo finaliza "
                    "(8.1.1.1.4).",
                    objetivo=ctx.name(objetivo),
                    actor=ctx.name(actor),
                )
            )
            return False
        x, y = step
    ctx.set(actor, "vel_gastada", int(ctx.live(actor).get("vel_gastada", 0)) + need)
    ctx.set(actor, "vel", speed - need)
    ctx.set(
        actor,
        "casilla",
        [x, y],
        tr(
            "{actor} se desplaza {casillas} casillas hasta {casilla} para continuar el combo (8.1.1.1.4).",
            actor=ctx.name(actor),
            casillas=need,
            casilla=f"[{x}, {y}]",
        ),
    )
    return True


def ocupadas(view: BattleView, salvo: str) -> set[Casilla]:
    """The squares other fighters in the combat stand on."""
    out = set()
    for other in view.ids:
        square = casilla(view, other)
        if other != salvo and square is not None and view.live(other).get("activo"):
            out.add(square)
    return out


def _paso_libre(desde: Casilla, hacia: Casilla, ocupadas: set[Casilla]) -> Casilla | None:
    """One step closer to ``hacia`` through a free square: straight at it if free, else a neighbour that still gets
    one square closer (a fighter stands in the way, 8.1.1.1.4)."""
    best = (
        desde[0] + (hacia[0] > desde[0]) - (hacia[0] < desde[0]),
        desde[1] + (hacia[1] > desde[1]) - (hacia[1] < desde[1]),
    )
    options = [best] + [
        (desde[0] + dx, desde[1] + dy)
        for dx in (-1, 0, 1)
        for dy in (-1, 0, 1)
        if (dx, dy) != (0, 0) and distancia((desde[0] + dx, desde[1] + dy), hacia) < distancia(desde, hacia)
    ]
    return next((sq for sq in options if sq not in ocupadas), None)


def anillo(centro: Casilla, radio: int) -> list[Casilla]:
    """The squares exactly ``radio`` squares away from ``centro`` (a diagonal step counting one)."""
    x, y = centro
    return [
        (x + dx, y + dy)
        for dx in range(-radio, radio + 1)
        for dy in range(-radio, radio + 1)
        if max(abs(dx), abs(dy)) == radio
    ]


def agrandar(ctx: Resolution, cid: str, radio: int) -> None:
    """8.3.1 - si el jugador pasa a ocupar un área mayor y uno o varios jugadores se encuentran situados en dichas
    casillas se consideran desplazados hasta salir del área (``radio``: squares around his own). Each one is pushed
    straight away from him to the first square outside; the room's limit is the GM's (the map has no edges)."""
    ctx.set(
        cid,
        "tamano",
        radio,
        tr("{nombre} pasa a ocupar {radio} casillas alrededor de la suya (8.3.1).", nombre=ctx.name(cid), radio=radio),
    )
    centre = casilla(ctx, cid)
    if centre is None:
        return
    for other in ctx.ids:
        square = casilla(ctx, other)
        if other == cid or square is None or not ctx.live(other).get("activo"):
            continue
        if distancia(centre, square) > radio:
            continue
        step = ((square[0] > centre[0]) - (square[0] < centre[0]), (square[1] > centre[1]) - (square[1] < centre[1]))
        x, y = square
        while distancia(centre, (x, y)) <= radio:
            x, y = x + step[0], y + step[1]
        ctx.set(
            other,
            "casilla",
            [x, y],
            tr(
                "{nombre} queda desplazado hasta {casilla}, fuera del área de {centro} (8.3.1).",
                nombre=ctx.name(other),
                casilla=f"[{x}, {y}]",
                centro=ctx.name(cid),
            ),
        )


def _lejos(view: BattleView, skill: Habilidad, target: str, dist: int, reach: int) -> str:
    return Refusal(
        "fuera_de_alcance",
        tr(
            "1.1.2 - El objetivo debe encontrarse dentro del rango de la habilidad (8.2.2.5, 8.2.3.3 para anticipar "
            "o anular): {nombre} está a {distancia} casillas y «{habilidad}» alcanza {alcance}.",
            nombre=view.name(target),
            distancia=dist,
            habilidad=skill.nombre,
            alcance=reach,
        ),
    )


def motivo_destino(view: BattleView, actor: str, hacia: JsonValue, pasos: int) -> str | None:
    """2.3.2.1 - tantas casillas como velocidad; with squares the destination must be that many squares away."""
    target = leer_casilla(hacia)
    if target is None:
        return Refusal("falta_dato", tr('El destino "hacia" se escribe [x, y].'))
    origin = casilla(view, actor)
    if origin is None:
        return Refusal(
            "casilla_no_valida", tr("{nombre} no tiene casilla en el mapa (ajuste «mapa»).", nombre=view.name(actor))
        )
    dist = distancia(origin, target)
    if dist > pasos:
        return Refusal(
            "fuera_de_alcance",
            tr(
                "{casilla} está a {distancia} casillas y el desplazamiento es de {pasos} (2.3.2.1).",
                casilla=f"[{target[0]}, {target[1]}]",
                distancia=dist,
                pasos=pasos,
            ),
        )
    for other in view.ids:
        if other != actor and view.live(other).get("activo") and casilla(view, other) == target:
            return Refusal(
                "casilla_no_valida",
                tr(
                    "La casilla {casilla} está ocupada por {nombre}.",
                    casilla=f"[{target[0]}, {target[1]}]",
                    nombre=view.name(other),
                ),
            )
    return None
