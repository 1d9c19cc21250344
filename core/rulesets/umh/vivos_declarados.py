"""What each live value of a UMH fighter is (core.live): one declaration per key ``live_values`` reports.

The labels are the rules' words (file 001: «VIT», «VIT. TOTAL», «PA», «puntos de vigor»...). A GM may set by hand
the values the game keeps (VIT, PA, speed left, position, vigor, the 11.5.16 immunity, size and square), never
the ones the engine derives from the sheet and the states (REF, VOL, FUE, ARMA, the TIER of VOL) nor its records
(uses, cool-downs, active skills, buffs). States and controls are set through the declared conditions
(:mod:`core.rulesets.umh.condiciones_declaradas`), not by writing ``estados`` or ``control``.
"""

from __future__ import annotations

from core.live import LiveKind, LiveValue

POSICIONES = ("suelo", "alzada", "voladora")
"""10.2 - posición suelo, alzada/levitadora y voladora."""


def _registro(
    ident: str, etiqueta: str, label: str, tipo: LiveKind, ayuda: str = "", *, tarjeta: bool = False
) -> LiveValue:
    """A record the engine keeps: never set by hand, not on the forum, on the card only where a player reads it."""
    low = 0 if tipo == "entero" else None
    return LiveValue(ident, etiqueta, label, tipo, minimo=low, tarjeta=tarjeta, foro=False, ayuda=ayuda)


def _derivado(ident: str, etiqueta: str, label: str, ayuda: str, *, tarjeta: bool = True) -> LiveValue:
    """A STAT the engine derives from the sheet, the states and the buffs: shown, never set by hand."""
    return LiveValue(ident, etiqueta, label, "entero", minimo=0, tarjeta=tarjeta, ayuda=ayuda)


VIVOS: tuple[LiveValue, ...] = (
    LiveValue(
        "vit",
        "Vitalidad",
        "Vitality",
        "entero",
        minimo=0,
        maximo_de="vit_max",
        barra=True,
        vital=True,
        ajustable=True,
        ayuda="VIT que le queda; a 0 cae en combate y pierde 1 punto de vigor (4.1.1.2, 4.1.4).",
        help="VIT left; at 0 the fighter falls and loses 1 vigor point (4.1.1.2, 4.1.4).",
    ),
    LiveValue(
        "vit_max",
        "Vitalidad total",
        "Total vitality",
        "entero",
        minimo=0,
        tarjeta=False,
        ayuda="La VIT. TOTAL de la ficha (11.5.3).",
        help="The sheet's total VIT (11.5.3).",
    ),
    LiveValue(
        "pa",
        "Puntos de acción",
        "Action points",
        "entero",
        minimo=0,
        maximo_al_empezar=True,
        barra=True,
        ajustable=True,
        ajuste_minimo=0,
        ayuda="PA que le quedan esta ronda; todos vuelven al finalizar la ronda (3.1.3).",
        help="PA left this round; all come back at the end of the round (3.1.3).",
    ),
    _registro(
        "pa_recuperados", "PA recuperados", "Recovered PA", "entero", "Los 2 PA del solitario aún sin gastar (1.2.6.2)."
    ),
    _derivado("ref", "Reflejos", "Reflexes", "REF tras estados y aumentos (2.6, 2.8)."),
    LiveValue(
        "vel",
        "Velocidad",
        "Speed",
        "entero",
        minimo=0,
        maximo_de="vel_total",
        barra=True,
        ajustable=True,
        ajuste_minimo=0,
        ayuda="Velocidad que le queda esta ronda: 1 por casilla desplazada (2.3.2.1, 8.2.1.2).",
        help="Speed left this round: 1 per square moved (2.3.2.1, 8.2.1.2).",
    ),
    _derivado("vel_total", "Velocidad total", "Total speed", "VEL tras estados (11.5.4.2) y aumentos.", tarjeta=False),
    _derivado("vol", "Voluntad", "Will", "VOL tras temor (11.5.11) y aumentos."),
    _derivado("tier_vol", "TIER de voluntad", "Will TIER", "11.5.11 - el temor lo reduce en uno.", tarjeta=False),
    _derivado("fue", "Fuerza", "Strength", "FUE tras inhabilitaciones de brazos (11.5.4.1)."),
    _derivado("arma", "ARMA", "WEAPON", "El STAT ARMA (12)."),
    LiveValue(
        "escudo_mental",
        "Escudo mental",
        "Mental shield",
        "entero",
        minimo=0,
        ajustable=True,
        ajuste_minimo=0,
        ayuda="Lo que queda del escudo mental: el daño mental lo degrada (9.7.3).",
        help="What is left of the mental shield: mental damage wears it down (9.7.3).",
    ),
    LiveValue(
        "resistencias", "Resistencias", "Resistances", "lista", ayuda="Valor actual de cada defensa pasiva (9.3)."
    ),
    LiveValue(
        "posicion",
        "Posición",
        "Position",
        "opcion",
        valores=POSICIONES,
        ajustable=True,
        ayuda="Suelo, alzada/levitadora o voladora (10.2).",
        help="Ground, raised/levitating or flying (10.2).",
    ),
    # A temporary position (10.2.3) is a position or null; core.live has no «opcion» that admits null, and the only
    # kind that takes a string or null is «combatiente»: hidden from card and forum so nothing reads it as an id.
    LiveValue(
        "posicion_temporal",
        "Posición temporal",
        "Temporary position",
        "combatiente",
        tarjeta=False,
        foro=False,
        ayuda="La posición en que se considera hasta que finalice el turno tras acercarse (10.2.3); null si ninguna.",
    ),
    LiveValue(
        "control", "Control de masas", "Crowd control", "objeto", foro=False, ayuda="{nombre, duracion, fuente} (11.4)."
    ),
    LiveValue(
        "inmune_control",
        "Inmune a controles de masas",
        "Immune to crowd control",
        "si_no",
        foro=False,
        ajustable=True,
        ayuda="11.5.16 - tras completar o eliminar un control, hasta un turno activo libre de ellos.",
        help="11.5.16 - after a control ends, until a turn of its own free of them.",
    ),
    LiveValue(
        "sin_vuelo",
        "Sin posición voladora ni alzada",
        "Cannot fly or rise",
        "si_no",
        foro=False,
        ayuda="11.4.1.1 - tras un desmayo.",
    ),
    LiveValue(
        "estados",
        "Estados alterados",
        "Altered states",
        "objeto",
        foro=False,
        ayuda="{estado: {duracion, fuente}} (11.5).",
    ),
    LiveValue(
        "indirectos",
        "Daño indirecto",
        "Indirect damage",
        "objeto",
        foro=False,
        ayuda="{tipo: {cantidad, duracion}} (11.3).",
    ),
    LiveValue(
        "enfriamientos",
        "Tiempo de reutilización",
        "Cool-down",
        "objeto",
        foro=False,
        ayuda="Rondas que faltan para usar cada habilidad otra vez, contando la actual (TR, 2.3.4).",
    ),
    _registro("usos", "Usos", "Uses", "objeto", "Usos gastados de cada habilidad (2.3.4.1–2.3.4.2)."),
    _registro(
        "usadas_ronda", "Usadas esta ronda", "Used this round", "lista", "Habilidades usadas en la ronda (2.3.1.3)."
    ),
    LiveValue(
        "activas",
        "Habilidades activas",
        "Active skills",
        "lista",
        foro=False,
        ayuda="Suplementarias que mantiene (4.1.5, 11.4.1).",
    ),
    LiveValue(
        "vigor",
        "Puntos de vigor",
        "Vigor points",
        "entero",
        minimo=0,
        ajustable=True,
        ajuste_minimo=0,
        ayuda="Se pierde 1 al ver la vitalidad reducida a 0 (4.1.4).",
        help="One is lost when vitality falls to 0 (4.1.4).",
    ),
    LiveValue("activo", "En combate", "In the fight", "si_no", tarjeta=False, foro=False),
    LiveValue(
        "derrotado", "Caído en combate", "Fallen", "si_no", fuera_si=(True,), ayuda="VIT reducida a 0 (4.1.1.2)."
    ),
    LiveValue("huido", "Huido", "Fled", "si_no", fuera_si=(True,), ayuda="HUIR (4.1.1.1)."),
    LiveValue(
        "en_reserva",
        "Fuera del combate",
        "Waiting outside",
        "si_no",
        ayuda="Entra con IRRUMPIR o LLAMADA DE AUXILIO (1.2.4).",
    ),
    _registro(
        "no_regenerable", "Daño no regenerable", "Non-regenerable damage", "entero", "11.3.4–11.3.6.", tarjeta=True
    ),
    LiveValue(
        "potenciadores_activos",
        "Potenciadores activos",
        "Active boosters",
        "lista",
        foro=False,
        ayuda="7.3, 8.1.1.2.1.",
    ),
    LiveValue("reducciones_activas", "Reducciones activas", "Active reductions", "lista", foro=False, ayuda="9.4."),
    LiveValue("aumentos_activos", "Aumentos activos", "Active increases", "lista", foro=False, ayuda="2.8."),
    LiveValue("interferencia", "Turno de interferencia", "Interference turn", "objeto", foro=False, ayuda="2.5."),
    _registro(
        "entrada_denegada",
        "Entrada denegada",
        "Entry denied",
        "si_no",
        "Su último IRRUMPIR fue denegado (1.2.4.1).",
        tarjeta=True,
    ),
    LiveValue("equipado", "Equipado", "Equipped", "lista", foro=False, ayuda="Objetos equipados (1.3.2, 1.3.4)."),
    LiveValue(
        "casilla",
        "Casilla",
        "Square",
        "casilla",
        foro=False,
        ajustable=True,
        ayuda="[x, y] con el ajuste «mapa»; null sin mapa.",
        help="[x, y] with the «mapa» setting; null without a map.",
    ),
    LiveValue(
        "tamano",
        "Tamaño",
        "Size",
        "entero",
        minimo=0,
        foro=False,
        ajustable=True,
        ajuste_minimo=0,
        ayuda="Casillas que ocupa alrededor de la suya (8.3.1).",
        help="Squares it fills around its own (8.3.1).",
    ),
    _registro(
        "post_combate_recibidos",
        "Efectos post-combate recibidos",
        "Post-combat effects received",
        "lista",
        "4.1.2.",
        tarjeta=True,
    ),
)
"""Every key ``Umh.live_values`` reports, in its order."""
