"""House-rule options: every gap and contradiction of the document, with the rule's statement as default."""

from __future__ import annotations

from core.i18n import tr
from core.ruleset import HouseRule

TABLA_AYUDA = ("golpe", "golpe", "lanzar_objeto", "llave", "presa", "combo", "velocidad_luz", "salto", "poder")


def reglas_caseras() -> list[HouseRule]:
    """The house rules in the current language (their labels and help go through tr())."""
    return [
        HouseRule(
            "iniciativa",
            tr("Quién empieza"),
            "orden",
            ("orden", "tirada"),
            tr(
                "El documento no tiene regla de iniciativa. «orden»: decide el máster (el orden del guion o de la lista de "
                "combatientes) y los turnos se alternan por ese orden. «tirada»: cada uno tira 1d9 y empieza el más alto."
            ),
            nombres=(
                ("orden", "Decide el máster"),
                ("tirada", "Tirada de 1d9"),
            ),
        ),
        HouseRule(
            "bloquear_modificador",
            tr("Modificadores a bloquear"),
            "rango",
            ("rango", "literal"),
            tr(
                "BLOQUEAR dice «-1 bloquear ... esquivará de 7-9», copiando los números de esquivar. «rango» (por defecto): "
                "el rango base 5-9 se desplaza (-1 → 6-9, +1 → 4-9). «literal»: con cualquier modificador se parte de 6-9."
            ),
            nombres=(
                ("rango", "Rango desplazado (-1 → 6-9)"),
                ("literal", "Al pie de la letra (-1 → 7-9)"),
            ),
        ),
        HouseRule(
            "lanzar_objeto_esquivar",
            tr("Lanzar objeto: esquivar"),
            "regla",
            ("regla", "ejemplo"),
            tr(
                "La regla de LANZAR OBJETO da al rival +1 esquivar; su ejemplo dice -1 esquivar. «regla» (por defecto): +1; "
                "«ejemplo»: -1. Bloquear es -1 en ambos casos."
            ),
            nombres=(
                ("regla", "La regla (+1 esquivar)"),
                ("ejemplo", "El ejemplo (-1 esquivar)"),
            ),
        ),
        HouseRule(
            "doble_salto",
            tr("Doble salto: defensa"),
            "propia",
            ("propia", "como_salto"),
            tr(
                "DOBLE SALTO copia la frase de SALTO («La acción Salto es esquivada...»). «propia» (por defecto): -2 esquivar "
                "y solo puede esquivarse. «como_salto»: se defiende como el salto (-1 esquivar, -1 bloquear, contraatacable)."
            ),
            nombres=(
                ("propia", "Propia (-2 esquivar)"),
                ("como_salto", "Como el salto"),
            ),
        ),
        HouseRule(
            "tabla_ayuda",
            tr("Acciones del aliado (AYUDA)"),
            list(TABLA_AYUDA),
            (),
            tr(
                "AYUDA dice «según el número que se obtenga el aliado realizará 1 acción de esta lista» pero la lista falta. "
                "Es una lista de 9 acciones, una por resultado de 1d9 (1 a 9); por defecto: golpe, golpe, lanzar_objeto, "
                "llave, presa, combo, velocidad_luz, salto, poder."
            ),
        ),
        HouseRule(
            "decision_sagrada",
            tr("Decisión Sagrada"),
            "mortal",
            ("mortal", "sin_efecto"),
            tr(
                "La descripción de Decisión Sagrada (Abel) termina a medias («... hacia Yomotsu. M»). «mortal» (por defecto): "
                "con 8-9 el rival muere (poder tipo M). «sin_efecto»: la tirada no tiene consecuencia."
            ),
            nombres=(
                ("mortal", "Mortal con 8-9"),
                ("sin_efecto", "Sin efecto"),
            ),
        ),
        HouseRule(
            "alternancia_intermedias",
            tr("Alternancia: acciones intermedias"),
            "distintas",
            ("distintas", "cualesquiera"),
            tr(
                "«un mínimo de 2 acciones diferentes»: «distintas» (por defecto) exige dos acciones distintas entre sí y de la "
                "repetida; «cualesquiera» acepta dos acciones cualesquiera distintas de la repetida (p. ej. cosmos, cosmos)."
            ),
            nombres=(
                ("distintas", "Distintas entre sí"),
                ("cualesquiera", "Dos cualesquiera"),
            ),
        ),
        HouseRule(
            "punto_impar",
            tr("Reparto 50/50: punto impar"),
            "vida",
            ("vida", "armadura"),
            tr(
                "El daño se reparte «al 50% entre armadura y vida» sin decir adónde va el punto sobrante de un daño impar. "
                "«vida» (por defecto): 15 → 7 a armadura y 8 a vida; «armadura»: 8 a armadura y 7 a vida."
            ),
            nombres=(
                ("vida", "A la vida"),
                ("armadura", "A la armadura"),
            ),
        ),
        HouseRule(
            "cosmos_barra_llena",
            tr("Acción cosmos con la barra llena"),
            "no_gasta",
            ("no_gasta", "gasta"),
            tr(
                "«Al realizar Acción Cosmos, esta barra de cosmos se recarga» y «todos tienen 2 recargas»: «no_gasta» (por "
                "defecto) solo gasta recarga la acción cosmos que recarga algo, así que la Acción Especial Cosmos con la barra "
                "llena no gasta recargas; «gasta»: toda acción cosmos gasta una recarga (sin recargas no puede hacerse)."
            ),
            nombres=(
                ("no_gasta", "No gasta"),
                ("gasta", "Gasta una recarga"),
            ),
        ),
        HouseRule(
            "bono_presa",
            tr("Bonos de daño a presa"),
            "por_repeticion",
            ("por_repeticion", "por_presa"),
            tr(
                "«+5 ptos de daño a presa» (Acción Especial Cosmos, 7º Sentido; -5 con Puntos Vitales) no dice si es por "
                "repetición o por presa. «por_repeticion» (por defecto): cada repetición hace 10+5; «por_presa»: se suma "
                "una vez a la presa que haga al menos una repetición."
            ),
            nombres=(
                ("por_repeticion", "Por repetición"),
                ("por_presa", "Por presa"),
            ),
        ),
        HouseRule(
            "curacion",
            tr("Curaciones"),
            "sin_tope",
            ("sin_tope", "valor_inicial"),
            tr(
                "Sanación de Athena «recupera 60 ptos de vida» y Fortificación de Escamas «recuperando 50 ptos de armadura» "
                "sin decir un máximo. «sin_tope» (por defecto): se suman enteros; «valor_inicial»: nunca por encima de los "
                "valores iniciales de la ficha."
            ),
            nombres=(
                ("sin_tope", "Sin tope"),
                ("valor_inicial", "Hasta el valor inicial"),
            ),
        ),
        HouseRule(
            "ambiente_unico",
            tr("Poderes de ambiente"),
            "uno",
            ("uno", "reemplaza"),
            tr(
                "«No pueden aplicarse nuevamente mientras sus efectos sigan activos»: «uno» (por defecto) impide cualquier "
                "ambiente nuevo mientras haya uno activo; «reemplaza»: un ambiente distinto sustituye al anterior."
            ),
            nombres=(
                ("uno", "Uno a la vez"),
                ("reemplaza", "El nuevo reemplaza al anterior"),
            ),
        ),
        HouseRule(
            "barrera_coste",
            tr("Barrera con coste rebajado"),
            "nominal",
            ("nominal", "pagado"),
            tr(
                "DEFENSA CON BARRERA: «X ptos de vida por X ptos de cosmos» no dice qué pasa cuando el poder cuesta la mitad "
                "(Acción Especial Cosmos) o se paga con vida (Último Suspiro). «nominal» (por defecto): los puntos salen del "
                "coste del poder (o de su nivel); «pagado»: del cosmos (o la vida) realmente pagado."
            ),
            nombres=(
                ("nominal", "El coste del poder"),
                ("pagado", "Lo realmente pagado"),
            ),
        ),
        HouseRule(
            "rayo_multiple_bonos",
            tr("Rayo múltiple: bonos de rayo"),
            "solo_documento",
            ("solo_documento", "por_rayo"),
            tr(
                "RAYO MÚLTIPLE: «Añaden solo +10 ptos de daño x rayo» con la especial y el 7º sentido y «pierden solo -10» "
                "con puntos vitales; no dice nada de los bonos de rayo de la ficha ni del Aura de Hades. «solo_documento» "
                "(por defecto): solo esos tres; «por_rayo»: el bono de rayo de la ficha y el del Aura se suman a cada rayo."
            ),
            nombres=(
                ("solo_documento", "Solo lo que dice el documento"),
                ("por_rayo", "Bonos de rayo en cada rayo"),
            ),
        ),
        HouseRule(
            "poder_combo_concentracion",
            tr("Poder tipo Combo: concentración"),
            "no",
            ("no", "si"),
            tr(
                "Los poderes tipo Combo «funcionan como un combo (ver acción combo)», y la acción combo necesita 1 "
                "concentración. «no» (por defecto): el poder se hace con cosmos, sin concentrarse; «si»: necesita 1 "
                "concentración, como la acción combo."
            ),
            nombres=(
                ("no", "Sin concentración"),
                ("si", "Necesita 1 concentración"),
            ),
        ),
        HouseRule(
            "arm_tras_fortificacion",
            tr("Bonos ARM tras recuperar armadura"),
            "perdidos",
            ("perdidos", "vuelven"),
            tr(
                "ARMADURA: al romperse, los bonos y poderes ARM «desaparecen». Fortificación de Escamas recupera 50 ptos de "
                "armadura sin decir si vuelven. «perdidos» (por defecto): se pierden para el resto del combate; «vuelven»: "
                "valen otra vez mientras la armadura tenga puntos."
            ),
            nombres=(
                ("perdidos", "Se pierden"),
                ("vuelven", "Vuelven"),
            ),
        ),
        HouseRule(
            "almas_de_los_dioses",
            tr("Almas de los dioses"),
            "una",
            ("una", "cada_una"),
            tr(
                "Almas de los dioses: «puede escoger cualquier intervencion» y después «pedir la intervención divina que "
                "desee» (en singular). «una» (por defecto): una sola intervención prestada de Poseidón, Eris o Abel; "
                "«cada_una»: cada intervención de esos dioses una vez."
            ),
            nombres=(
                ("una", "Una sola intervención"),
                ("cada_una", "Cada intervención una vez"),
            ),
        ),
        HouseRule(
            "bono_guardado",
            tr("Bono guardado de fortaleza / agilidad"),
            "automatico",
            ("automatico", "a_peticion"),
            tr(
                "FORTALEZA / AGILIDAD: el +1 guardado «lo podrá usar 1 sola vez, cuando lo crea conveniente». «automatico» "
                "(por defecto): el siguiente bloquear (fortaleza) o esquivar (agilidad) lo gasta, salvo que la respuesta lo "
                'rechace ({{"bloquear": true, "bono": false}}); «a_peticion»: solo se gasta cuando la respuesta lo pide '
                '(bloquear_fortaleza, esquivar_agilidad o {{"bloquear": true, "bono": "fortaleza"}}).'
            ),
            nombres=(
                ("automatico", "Automático"),
                ("a_peticion", "A petición"),
            ),
        ),
        HouseRule(
            "combo_elemental",
            tr("Combo Elemental: plazo"),
            "plazo",
            ("plazo", "turnos_seguidos"),
            tr(
                "Combo Elemental: «debe de hacerse en menos de 3 rondas de turnos, comenzando en el primer turno de alguien y "
                "finalizando el plazo en el 3er turno de ese mismo personaje»; su ejemplo pone un poder en cada turno. "
                "«plazo» (por defecto): fuego-hielo-fuego (o hielo-fuego-hielo) dentro de esos 3 turnos del atacante, aunque "
                "dos caigan en el mismo turno (turnos extra, Detención Temporal); «turnos_seguidos»: uno en cada uno de 3 "
                "turnos seguidos."
            ),
            nombres=(
                ("plazo", "En 3 turnos del atacante"),
                ("turnos_seguidos", "En 3 turnos seguidos"),
            ),
        ),
        HouseRule(
            "intervencion_al_caer",
            tr("Intervenciones de quien cae"),
            "terminan",
            ("terminan", "siguen"),
            tr(
                "El documento no dice qué pasa con la ayuda de un dios cuando cae el caballero que la pidió. «terminan» (por "
                "defecto): Atmósfera Marina y la tirada de Enredaderas Infernales dejan de afectar a los rivales, como Frío "
                "de Asgard, Calor Solar y el daño de las enredaderas, que actúan en los turnos de quien las pidió; "
                "«siguen»: Atmósfera Marina y la tirada de Enredaderas siguen hasta el final del combate."
            ),
            nombres=(
                ("terminan", "Terminan"),
                ("siguen", "Siguen"),
            ),
        ),
    ]
