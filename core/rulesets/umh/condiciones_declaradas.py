"""The conditions of section 11 a GM may put a UMH fighter in (core.live): the crowd controls of 11.4 and the altered
states of 11.5 the engine gives an effect to.

Left out (docs/reglas/umh.md, «Valores vivos y estados»): the indirect damage of 11.3 (it needs an amount per turn,
which applying a condition does not carry) and «Enamorado» (11.5.10: it needs whom the fighter is in love with).
Durations count general actions (11.5.14).
"""

from __future__ import annotations

from core.live import Condition

_FIN_CONTROL = (
    "Al pasar las acciones generales que dura (11.5.14); después no puede recibir otro control de masas hasta contar "
    "con un turno activo libre de estos (11.5.16)."
)
_END_CONTROL = (
    "When the general actions it lasts have passed (11.5.14); then no other crowd control can affect the fighter "
    "until a turn of its own free of them (11.5.16)."
)
_FIN_ESTADO = "Al pasar las acciones generales que dura (11.5.14); sin duración, cuando el máster lo quite."
_END_ESTADO = "When the general actions it lasts have passed (11.5.14); without a length, when the GM removes it."


def _control(ident: str, etiqueta: str, label: str, efecto: str, effect: str, seccion: str, **fin: str) -> Condition:
    expira, expires = fin.get("expira", _FIN_CONTROL), fin.get("expires", _END_CONTROL)
    return Condition(ident, etiqueta, label, efecto, effect, "acciones", expira, expires, seccion, con_duracion=True)


def _estado(
    ident: str,
    etiqueta: str,
    label: str,
    efecto: str,
    effect: str,
    seccion: str,
    defecto: int | None = None,
    **fin_: str,
) -> Condition:
    fin = (fin_.get("expira", _FIN_ESTADO), fin_.get("expires", _END_ESTADO), seccion)
    return Condition(ident, etiqueta, label, efecto, effect, "acciones", *fin, defecto, con_duracion=True)


def _amputacion(ident: str, etiqueta: str, label: str, que: str, what: str) -> Condition:
    return Condition(
        ident,
        etiqueta,
        label,
        f"La extremidad queda inútil durante el combate y tras finalizar el mismo: los mismos efectos que la "
        f"inhabilitación de {que}, hasta ser sanado.",
        f"The limb is useless during the fight and after it: the same effects as disabling {what}, until healed.",
        "permanente",
        "No acaba en el combate: se mantiene tras finalizar el mismo y hasta ser sanado (11.5.5).",
        "It does not end in the fight: it stays after the fight until healed (11.5.5).",
        "11.5.5",
    )


CONDICIONES: tuple[Condition, ...] = (
    _control(
        "aturdimiento",
        "Aturdimiento",
        "Stun",
        "Impide el uso de habilidades de cualquier tipo o desplazamiento mientras dure y anula las habilidades que el "
        "usuario esté usando, a no ser que sean pasivas.",
        "No skills of any kind and no movement while it lasts; the skills the fighter is using end unless passive.",
        "11.4.1",
    ),
    _control(
        "desmayado",
        "Desmayado",
        "Fainted",
        "Provoca los efectos de aturdimiento e impide alcanzar posición voladora y alzada de manera activa hasta pasado "
        "un turno propio.",
        "The effects of a stun, and the fighter cannot rise or fly until a turn of its own has passed.",
        "11.4.1.1",
    ),
    _control(
        "dormido",
        "Dormido",
        "Asleep",
        "Provoca el estado de aturdimiento hasta que finalice o hasta que el afectado reciba daño o efectos de otra "
        "habilidad ofensiva.",
        "A stun until it ends or until the fighter takes damage or effects from another offensive skill.",
        "11.4.1.2",
        expira="Al pasar las acciones generales que dura o al recibir daño o efectos de otra habilidad ofensiva "
        "(11.4.1.2); después, 11.5.16.",
        expires="When its general actions have passed or on taking damage or effects from another offensive skill "
        "(11.4.1.2); then 11.5.16.",
    ),
    _control(
        "paralisis",
        "Parálisis",
        "Paralysis",
        "El objetivo es incapaz de realizar cualquier acción y desplazamiento: se ve limitado al uso de habilidades "
        "telepáticas o que indiquen poder realizarse en este estado.",
        "No action and no movement: only telepathic skills or those that say they can be used in this state.",
        "11.4.2",
    ),
    _control(
        "petrificacion",
        "Petrificación",
        "Petrification",
        "Produce los efectos de aturdimiento; el ataque de índole física que la rompe produce un 20 % más de daño e "
        "ignora defensas pasivas y reducciones de índole física, elemental y/o energética.",
        "The effects of a stun; the physical attack that breaks it does 20 % more damage and ignores passive defences "
        "and physical, elemental and energy reductions.",
        "11.4.12",
        expira="Al pasar el número de acciones o al sufrir un ataque de índole física (11.4.12); después, 11.5.16.",
        expires="When its actions have passed or on suffering a physical attack (11.4.12); then 11.5.16.",
    ),
    _control(
        "congelamiento",
        "Congelamiento",
        "Freezing",
        "Produce los efectos de parálisis; el ataque de índole física que lo rompe produce un 30 % más de daño e "
        "ignora defensas pasivas y reducciones de índole física, elemental y/o energética.",
        "The effects of paralysis; the physical attack that breaks it does 30 % more damage and ignores passive "
        "defences and physical, elemental and energy reductions.",
        "11.4.13",
        expira="Al pasar el número de acciones o al sufrir un ataque de índole física (11.4.13); después, 11.5.16.",
        expires="When its actions have passed or on suffering a physical attack (11.4.13); then 11.5.16.",
    ),
    _estado(
        "inmovilizacion",
        "Inmovilización",
        "Immobilised",
        "Impide el desplazamiento voluntario del objetivo y el uso de habilidades evasivas que requieran las piernas.",
        "No voluntary movement and no evasive skills that need the legs.",
        "11.5.1",
    ),
    Condition(
        "derribo",
        "Derribo",
        "Knocked down",
        "Variante de inmovilización con duración indeterminada: no puede desplazarse ni evadir con las piernas hasta "
        "levantarse; desde posición voladora la caída hace un 10 % de la VIT total y desde alzada un 5 %.",
        "A lasting immobilisation: no movement or leg evasions until the fighter stands up; falling from flying costs "
        "10 % of total VIT and from raised 5 %.",
        "hasta_levantarse",
        "Cuando el usuario se levanta mediante el comando *Levantarse*, una acción general (11.5.2).",
        "When the fighter stands up with the *Levantarse* command, a general action (11.5.2).",
        "11.5.2",
    ),
    _estado(
        "inhabilitacion_brazo",
        "Inhabilitación de un brazo",
        "One arm disabled",
        "Impide el uso del brazo y el usuario ve reducida su fuerza un 50 %.",
        "The arm cannot be used and strength is halved.",
        "11.5.4.1",
    ),
    _estado(
        "inhabilitacion_brazos",
        "Inhabilitación de ambos brazos",
        "Both arms disabled",
        "Impide el uso de ambos brazos y la fuerza se ve reducida a 0.",
        "Neither arm can be used and strength drops to 0.",
        "11.5.4.1",
    ),
    _estado(
        "inhabilitacion_pierna",
        "Inhabilitación de una pierna",
        "One leg disabled",
        "El usuario ve su velocidad reducida en un 50 % (salvo que se mueva con alas u otras extremidades).",
        "Speed is halved (unless the fighter moves with wings or other limbs).",
        "11.5.4.2",
    ),
    _estado(
        "inhabilitacion_piernas",
        "Inhabilitación de ambas piernas",
        "Both legs disabled",
        "El usuario no puede desplazarse y ve su velocidad reducida a 0 (salvo que se mueva con alas u otras "
        "extremidades).",
        "No movement and speed drops to 0 (unless the fighter moves with wings or other limbs).",
        "11.5.4.2",
    ),
    _estado(
        "inhabilitacion_extremidad",
        "Inhabilitación de una extremidad de movimiento",
        "One moving limb disabled",
        "En personajes con alas u otras extremidades para moverse, reduce su velocidad un 50 %, como una pierna.",
        "For fighters who move with wings or other limbs, speed is halved, as with one leg.",
        "11.5.4.3",
    ),
    _estado(
        "inhabilitacion_extremidades",
        "Inhabilitación de todas las extremidades de movimiento",
        "All moving limbs disabled",
        "En personajes con alas u otras extremidades para moverse, no puede desplazarse y su velocidad pasa a 0.",
        "For fighters who move with wings or other limbs, no movement and speed drops to 0.",
        "11.5.4.3",
    ),
    _amputacion("amputacion_brazo", "Amputación de un brazo", "Arm amputated", "un brazo", "one arm"),
    _amputacion("amputacion_pierna", "Amputación de una pierna", "Leg amputated", "una pierna", "one leg"),
    _estado(
        "ceguera",
        "Ceguera",
        "Blindness",
        "No puede realizar evasiones salvo que iguale en reflejos al ejecutor, y sus habilidades ofensivas de alcance "
        "directo tienen una reducción del 50 % en efectos primarios y secundarios.",
        "No evasions unless the fighter matches the attacker's reflexes, and its direct offensive skills do half "
        "their primary and secondary effects.",
        "11.5.6",
    ),
    _estado(
        "sordera",
        "Sordera",
        "Deafness",
        "El afectado no se verá beneficiado por habilidades basadas en órdenes habladas o alertas que no provengan de "
        "una índole mental.",
        "The fighter gains nothing from skills based on spoken orders or alerts that are not mental.",
        "11.5.7",
    ),
    _estado(
        "mudez",
        "Mudez",
        "Muteness",
        "El afectado no podrá hacer uso de habilidades basadas en el habla, como órdenes o conjuros.",
        "The fighter cannot use skills based on speech, such as orders or spells.",
        "11.5.8",
    ),
    _estado(
        "desorientado",
        "Desorientado",
        "Disoriented",
        "Las habilidades del afectado ven su alcance reducido en 3 casillas, manteniéndose siempre como mínimo el "
        "alcance 1.",
        "The fighter's skills lose 3 squares of reach, never below reach 1.",
        "11.5.9",
        defecto=3,
        expira="Al pasar las acciones generales que dura; sin una duración determinada, 3 acciones (11.5.9).",
        expires="When the general actions it lasts have passed; without a set length, 3 actions (11.5.9).",
    ),
    _estado(
        "temor",
        "Temor",
        "Fear",
        "Reduce en un TIER la voluntad del usuario mientras dure; si no es posible reducir el TIER, la voluntad pasa a "
        "ser de 1.",
        "Will drops one TIER while it lasts; where the TIER cannot drop, will becomes 1.",
        "11.5.11",
    ),
    _estado(
        "mojado",
        "Mojado",
        "Wet",
        "Las habilidades de índole elemental eléctrica le producen un 25 % más de daño y las ígneas un 25 % menos.",
        "Electric skills do 25 % more damage to the fighter and fire skills 25 % less.",
        "11.5.12",
        expira="Al pasar las acciones generales que dura; sin duración, las de la regla casera «duracion_mojado» (3, "
        "7.1.1.4 no da ninguna).",
        expires="When the general actions it lasts have passed; without a length, those of the house rule "
        "«duracion_mojado» (3; 7.1.1.4 gives none).",
    ),
    _estado(
        "ocultamiento",
        "Ocultamiento",
        "Hidden",
        "El usuario no puede ser atacado mientras no le detecten otros usuarios mediante alguna vía.",
        "The fighter cannot be attacked while nobody detects it by some means.",
        "11.5.13",
    ),
)
"""Every condition a GM may apply, in the order of section 11."""

CONTROLES = frozenset(c.id for c in CONDICIONES[:6])
"""11.4 - the crowd controls (one at a time, 11.5.18); the rest are altered states of 11.5."""
