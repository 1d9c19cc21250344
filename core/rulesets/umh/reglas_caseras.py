"""Battle settings and house-rule options for the gaps and double readings of the UMH text."""

from __future__ import annotations

from core.i18n import tr
from core.ruleset import HouseRule


def reglas_caseras() -> list[HouseRule]:
    """The house rules in the current language (their labels and help go through tr())."""
    return [
        HouseRule(
            "recuperacion_solitario",
            tr("Los 2 PA del solitario en inferioridad (1.2.6.2)"),
            "suma",
            ("suma", "hasta_el_total"),
            ayuda=(
                tr(
                    "1.2.6.2 «El usuario recuperará 2 PA en su último turno propio y al principio de dicho turno» y 1.2.6.3 «se "
                    "pierden en caso de no utilizarse»: por defecto se suman siempre (con 10 PA tiene 12 en ese turno). "
                    "«hasta_el_total»: «recuperar» solo devuelve PA gastados, sin pasar de los PA por ronda (3.1.1)."
                )
            ),
            nombres=(
                ("suma", "Se suman siempre"),
                ("hasta_el_total", "Hasta los PA por ronda"),
            ),
        ),
        HouseRule(
            "paso_implicito",
            tr("Un paso del siguiente jugador implica el *PASO TURNO* del actual"),
            True,
            (True, False),
            ayuda=(
                tr(
                    "2.3.3: el turno acaba con *PASO TURNO*. Por defecto, en un guion, un paso de turno propio del jugador al que "
                    "le toca después se lee como el *PASO TURNO* del actual seguido de ese paso (uno solo, y si después es legal); "
                    "con false, todo paso fuera de turno se rechaza."
                )
            ),
        ),
        HouseRule(
            "ref_vel_bajo_1",
            tr("REF y VEL reducidas por debajo de 1"),
            "uno",
            ("uno", "conservar"),
            ayuda=(
                tr(
                    "2.6.1.1/2.6.1.2: «salvo que se reduzcan a una cifra inferior a 1, manteniéndose esta cifra». Por defecto se "
                    "quedan en 1; «conservar» mantiene la cifra sin reducir."
                )
            ),
            nombres=(
                ("uno", "Se quedan en 1"),
                ("conservar", "Conservan la cifra sin reducir"),
            ),
        ),
        HouseRule(
            "caida_sin_dano_desde",
            tr("Nivel de la escala de resistencias que evita el daño por derribo"),
            "sobrehumana",
            ("humana", "entrenada", "sobrehumana", "sobrenatural", "divina"),
            ayuda=tr(
                "11.5.3: «No aplica si se posee una defensa pasiva sobrehumana o superior». La escala (9.3.1) falta: resources/umh/escala_resistencias.json."
            ),
            nombres=(
                ("humana", "Humana"),
                ("entrenada", "Entrenada"),
                ("sobrehumana", "Sobrehumana"),
                ("sobrenatural", "Sobrenatural"),
                ("divina", "Divina"),
            ),
        ),
        HouseRule(
            "temor_sin_tier",
            tr("Temor sobre una VOL cuyo TIER no se puede reducir (11.5.11)"),
            "vol_1",
            ("vol_1", "sin_cambio"),
            ayuda=(
                tr(
                    "11.5.11 «En caso de no ser posible reducir el TIER de la voluntad del usuario pasará a ser de 1»: por "
                    "defecto la VOL de quien tiene la voluntad en TIER 1 (el TIER por defecto de una ficha) pasa a 1 mientras dure "
                    "el temor; «sin_cambio»: solo el TIER se queda en 1 y la VOL numérica no cambia."
                )
            ),
            nombres=(
                ("vol_1", "VOL 1"),
                ("sin_cambio", "La VOL no cambia"),
            ),
        ),
        HouseRule(
            "pa_por_ronda",
            tr("PA de cada jugador por ronda"),
            10,
            ayuda=tr(
                "3.1.1: «todos los jugadores cuentan con el mismo número de puntos de acción», pero el texto nunca da la cifra. Por defecto 10."
            ),
        ),
        HouseRule(
            "ronda_preparacion",
            tr("Ronda de preparación antes de la ronda 1"),
            True,
            (True, False),
            ayuda=(
                tr(
                    "1.3: cada combatiente usa las habilidades que lo permitan y pasa (paso_turno) para darla por terminada; "
                    "acaba también cuando el agresor actúa. Si nadie tiene habilidades de preparación, no hay nada que hacer y se omite."
                )
            ),
        ),
        HouseRule(
            "ataque_iniciador",
            tr("El ataque iniciador y la ronda de preparación"),
            "antes_de_preparacion",
            ("antes_de_preparacion", "abre_ronda_1"),
            ayuda=(
                tr(
                    "1.3.1: la ronda de preparación «Viene seguida al ataque iniciador y previo al verdadero inicio de combate» "
                    "(1.3.5–1.3.6 hablan de lo que «fue necesario» para ese ataque y de lo que se usa «justo después»). Por defecto "
                    "el ataque iniciador del agresor hecho en la preparación no la termina: sigue la preparación y la ronda 1 "
                    "empieza cuando todos pasan, con el agresor y sus objetivos primero (2.2.1). «abre_ronda_1»: ese ataque "
                    "termina la preparación y abre el turno del agresor en la ronda 1."
                )
            ),
            nombres=(
                ("antes_de_preparacion", "Antes de la ronda de preparación"),
                ("abre_ronda_1", "Abre la ronda 1"),
            ),
        ),
        HouseRule(
            "pa_tras_preparacion",
            tr("PA gastados en la ronda de preparación"),
            "recuperar",
            ("recuperar", "conservar"),
            ayuda=(
                tr(
                    "3.1.3 «Al finalizar cada ronda todos los jugadores regeneran todos sus PA» y 1.3 la llama «ronda». Por defecto "
                    "se recuperan al empezar la ronda 1; «conservar»: lo gastado en la preparación ya no está en la ronda 1."
                )
            ),
            nombres=(
                ("recuperar", "Se recuperan en la ronda 1"),
                ("conservar", "Siguen gastados en la ronda 1"),
            ),
        ),
        HouseRule(
            "bonificacion_petrificacion",
            tr("Qué habilidad hace ×1.20/×1.30 e ignora las pasivas en la petrificación y el congelamiento"),
            "ataque_fisico",
            ("ataque_fisico", "habilidad_del_control"),
            ayuda=(
                tr(
                    "11.4.12/11.4.13: «hasta que el oponente sufra un ataque de índole física ... Dicha habilidad producirá un 20 % "
                    "más de daño». Por defecto «dicha habilidad» es el ataque físico que acaba el control; «habilidad_del_control»: "
                    "la habilidad que petrifica o congela."
                )
            ),
            nombres=(
                ("ataque_fisico", "El ataque físico"),
                ("habilidad_del_control", "La que petrifica o congela"),
            ),
        ),
        HouseRule(
            "agresor",
            tr("Agresor (id; vacío = el primero del guion)"),
            "",
            ayuda=tr("1.2.2/2.2.1: quien lanzó la habilidad iniciadora."),
        ),
        HouseRule(
            "inicio",
            tr("Cómo empezó el combate"),
            "ataque",
            ("ataque", "reto"),
            ayuda=(
                tr(
                    "1.1.1: mediante un ataque fuera de combate (1.1.1.1, por defecto: la primera habilidad ofensiva del agresor "
                    "es ese ataque y señala como máximo a dos jugadores, 1.1.2) o mediante un reto (1.1.1.2: no hay ataque "
                    "fuera de combate que limitar)."
                )
            ),
            nombres=(
                ("ataque", "Ataque fuera de combate"),
                ("reto", "Reto"),
            ),
        ),
        HouseRule(
            "fecha",
            tr("Fecha y hora del combate (hora peninsular, 2026-03-02T21:30; vacío = no se comprueban plazos)"),
            "",
            ayuda=(
                tr(
                    "2.3.4.2: los usos semanales van de las 00:00 del lunes a las 23:59 del domingo (hpe); 4.1.1.1.1: HUIR sin TR "
                    "propio tiene 72 horas; 4.2.3.1: quien huyó no irrumpe en otros combates hasta pasados 15 minutos. Con la "
                    "fecha, el motor los comprueba con las fechas de la ficha (usos_semana_de, ultima_huida)."
                )
            ),
        ),
        HouseRule(
            "mapa",
            tr('Casilla de cada combatiente ({{"id": [x, y]}}; vacío = sin mapa, el máster decide alcances y áreas)'),
            {},
            ayuda=(
                tr(
                    "5.1.1: los alcances se dividen en casillas; 6.1.1: las áreas. Con casillas, el motor comprueba que cada "
                    "objetivo está al alcance (una diagonal cuenta una casilla), dentro del área sobre el usuario o sobre el "
                    "objetivo (tamaño = casillas desde el epicentro) o en la línea recta o diagonal de una lineal; desplazarse "
                    'con "hacia": [x, y] mueve al combatiente.'
                )
            ),
        ),
        HouseRule(
            "irrumpir_denegado",
            tr("Un IRRUMPIR denegado por la mayoría del bando"),
            "registrar",
            ("registrar", "rechazar"),
            ayuda=(
                tr(
                    "1.2.4.1: «Es posible denegar el uso de Irrumpir ... por mayoría». Por defecto el intento se aplica y queda en "
                    "el registro (el combatiente sigue fuera, con el valor vivo entrada_denegada a true); «rechazar»: el paso se "
                    "rechaza diciendo por qué, como cualquier acción imposible."
                )
            ),
            nombres=(
                ("registrar", "Queda en el registro"),
                ("rechazar", "Se rechaza"),
            ),
        ),
        HouseRule(
            "objetivos_ronda_1",
            tr("Quiénes juegan tras el agresor en la ronda 1"),
            "ataque",
            ("ataque", "bando"),
            ayuda=(
                tr(
                    "2.2.1: «el agresor realizará todo su turno y a continuación, la persona objetivo del ataque que dió inicio al "
                    "combate. En caso de ser varias, por orden de velocidad». Por defecto («ataque») son los objetivos del ataque "
                    "iniciador: al lanzarlo se reordena el resto de la ronda 1 y el resto de su bando juega después, intercalado; "
                    "«bando»: todo el bando defensor que empieza cuenta como objetivo y se ordena solo por velocidad."
                )
            ),
            nombres=(
                ("ataque", "Los objetivos del ataque"),
                ("bando", "Todo el bando defensor"),
            ),
        ),
        HouseRule(
            "empate_bando_agresor",
            tr("Empate de velocidad por el primer turno: gana el bando del agresor"),
            False,
            (False, True),
            ayuda=(
                tr(
                    "2.2.1.1 «comienza siempre el ejecutor del ataque» y 2.2.3 «obtendrá primer turno aquel jugador que se haya "
                    "unido antes». Por defecto el desempate es por persona: el agresor y después quien se unió antes (el orden del "
                    "guion entre los que empiezan). true: cualquier empate por el primer turno de la ronda lo gana el bando del agresor."
                )
            ),
        ),
        HouseRule(
            "reduccion_varias_indoles",
            tr("Reducciones de una índole frente a habilidades de varias índoles"),
            "reparto",
            ("reparto", "mayor"),
            ayuda=(
                tr(
                    "9.4.3 no dice cómo se reduce una habilidad de varias índoles. «reparto» (por defecto): el daño se reparte a "
                    "partes iguales entre sus índoles, como las inmunidades de 9.5.3–9.5.4, y cada parte se reduce con lo suyo. "
                    "«mayor»: la mayor reducción de sus índoles se aplica a todo el daño."
                )
            ),
            nombres=(
                ("reparto", "Reparto entre sus índoles"),
                ("mayor", "La mayor reducción"),
            ),
        ),
        HouseRule(
            "rangos",
            tr("Rangos de menor a mayor (4.4.4; vacío = solo se comparan rangos escritos como número)"),
            [],
            ayuda=(
                tr(
                    "4.4.4: «No se pueden obtener Requisitos de personajes de rango inferior». El texto no ordena los rangos: "
                    "con un número en el campo rango de la ficha se comparan los números; con nombres, su lugar en esta lista "
                    "(el primero, el más bajo). El requisito_combate del resumen final es 0 si todos los rivales son de rango "
                    "inferior."
                )
            ),
        ),
        HouseRule(
            "evasion_de_mas",
            tr("Una evasión con mapa que se desplaza más de lo necesario para salir del rango"),
            "rechazar",
            ("rechazar", "permitir"),
            ayuda=(
                tr(
                    "8.2.1.3: «No es posible consumir más velocidad que la necesaria para salir del rango de dicha habilidad "
                    "ofensiva». Por defecto, con mapa, la evasión hacia una casilla más lejana que la salida libre más cercana se "
                    "rechaza; «permitir» la deja (consume todas esas casillas)."
                )
            ),
            nombres=(
                ("rechazar", "Se rechaza"),
                ("permitir", "Se permite"),
            ),
        ),
        HouseRule(
            "mejoras_al_caer",
            tr("Las mejoras que un combatiente dio a otros cuando cae"),
            "finalizan",
            ("finalizan", "sobre_otros_siguen"),
            ayuda=(
                tr(
                    "4.1.5: «Al momento de caer en combate cualquier habilidad activa del jugador finaliza»; 4.1.5.1 exceptúa lo "
                    "que ya «surtió sus efectos como pueden ser indirectos, estados alterados, o habilidades sobre el terreno». Por "
                    "defecto las mejoras de sus suplementarias (potenciador, reducción, aumento) terminan también sobre los aliados; "
                    "«sobre_otros_siguen»: las que ya dio a otros se mantienen (solo terminan las suyas)."
                )
            ),
            nombres=(
                ("finalizan", "Finalizan también sobre otros"),
                ("sobre_otros_siguen", "Siguen sobre otros"),
            ),
        ),
        HouseRule(
            "reserva",
            tr("Combatientes que empiezan fuera (entran con irrumpir o llamada_de_auxilio)"),
            [],
            ayuda=tr("1.2.4: lista de ids que no están en el combate al empezar."),
        ),
        HouseRule(
            "indirecto_por",
            tr("Cuándo se aplica el daño indirecto"),
            "turno",
            ("turno", "accion"),
            ayuda=tr(
                "11.3.3 (por defecto): al principio de cada turno, desde el siguiente. 11.2.1 dice «por cada acción general»: «accion» lo aplica tras cada acción."
            ),
            nombres=(
                ("turno", "Al principio de cada turno"),
                ("accion", "Tras cada acción"),
            ),
        ),
        HouseRule(
            "resistir",
            tr("Cuándo tiene éxito RESISTIR"),
            "vol",
            ("vol", "siempre"),
            ayuda=tr(
                "El comando RESISTIR está en el documento de Habilidades Básicas, que no se incluye. Por defecto resiste quien iguala o supera la VOL del ejecutor (como 11.5.10); «siempre» lo reduce a cero sin comparación (7.1.2.3)."
            ),
            nombres=(
                ("vol", "Si iguala o supera la VOL"),
                ("siempre", "Siempre"),
            ),
        ),
        HouseRule(
            "limite_anulaciones",
            tr("Límite de 5 anulaciones/anticipaciones"),
            "por_habilidad",
            ("por_habilidad", "total"),
            ayuda=tr(
                "2.3.4.1: «poseen un máximo de 5 usos por combate salvo que el documento especifique un número inferior». Por defecto cada habilidad; «total» las cuenta todas juntas."
            ),
            nombres=(
                ("por_habilidad", "Por habilidad"),
                ("total", "Todas juntas"),
            ),
        ),
        HouseRule(
            "tr_incluye_ronda_de_uso",
            tr("El TR cuenta la ronda en que se usó"),
            False,
            (False, True),
            ayuda=tr(
                "2.3.4: «debiendo acontecer tantas rondas como TR posea». Por defecto, usada en la ronda r con TR n vuelve en r + n + 1; con esta opción, en r + n."
            ),
        ),
        HouseRule(
            "turno_perdido_cuenta",
            tr("Un turno perdido por un control de masas cuenta como acción para sus estados"),
            True,
            (True, False),
            ayuda=tr(
                "11.5.14 mide los estados en acciones generales y pasar no es una acción (2.1.5.1): sin esta opción un control puede no agotarse nunca si nadie actúa."
            ),
        ),
        HouseRule(
            "duracion_mojado",
            tr("Acciones que dura «mojado» causado por una defensa interna"),
            3,
            ayuda=tr(
                "7.1.1.4 no da la duración del estado «mojado». Por defecto 3 acciones (como la quemadura de 7.1.1.5)."
            ),
        ),
        HouseRule(
            "indirecto_menor",
            tr("Un daño indirecto menor del mismo tipo"),
            "sin_efecto",
            ("sin_efecto", "renueva"),
            ayuda=(
                tr(
                    "11.3.1 «No es posible generar más de un mismo tipo de daño indirecto» y 11.3.2 «si un jugador recibe un daño "
                    "indirecto de mayor número al que ya tiene, este se sustituye. La duración del indirecto se renueva». Por "
                    "defecto uno igual o mayor sustituye al que tiene (cantidad y duración del nuevo) y uno menor no hace nada; "
                    "«renueva»: uno menor deja la cantidad mayor pero renueva la duración con la del nuevo."
                )
            ),
            nombres=(
                ("sin_efecto", "Sin efecto"),
                ("renueva", "Renueva la duración"),
            ),
        ),
        HouseRule(
            "inmunidad_en_cadena",
            tr("Cuándo se aplica una inmunidad parcial (9.5.3–9.5.4)"),
            "final",
            ("final", "antes"),
            ayuda=(
                tr(
                    "9.5.3 «reduce un 50% el daño y efectos recibidos»: por defecto se aplica al daño recibido, tras la defensa de "
                    "habilidad, las resistencias y las reducciones (9.1.1); «antes»: se aplica al daño de la habilidad antes de "
                    "ninguna defensa (con resistencias, el resultado cambia: 100 con RES 20 e inmune a una de dos índoles da 40 "
                    "por defecto y 30 con «antes»)."
                )
            ),
            nombres=(
                ("final", "Al final, tras las defensas"),
                ("antes", "Antes de las defensas"),
            ),
        ),
        HouseRule(
            "redondeo_danos",
            tr("Cuándo se redondea el daño (2.7.1)"),
            "final",
            ("final", "cada_paso"),
            ayuda=(
                tr(
                    "2.7.1 «Una vez tenemos el daño integro que se nos aplica, en caso de dar decimales se redondea siempre al "
                    "número entero inferior»: por defecto una sola vez, al final de la cadena de defensas; «cada_paso» redondea a la "
                    "baja tras cada paso (multiplicadores, defensa, cada resistencia, reducciones e inmunidad)."
                )
            ),
            nombres=(
                ("final", "Una vez, al final"),
                ("cada_paso", "Tras cada paso"),
            ),
        ),
        HouseRule(
            "escudo_intrusion",
            tr("Daño de una intrusión mental contra un escudo mental (9.7.4)"),
            "efectos",
            ("efectos", "tope"),
            ayuda=(
                tr(
                    "9.7.4 «Habilidades que causen daño y otros efectos ... únicamente producen daño hasta que el escudo mental sea "
                    "degradado a cero»: por defecto, mientras el escudo aguanta solo hay daño (sin efectos) y el daño que lo "
                    "supera sigue a la VIT como en 9.7.3; «tope»: el daño mental de esa habilidad se queda en el escudo y lo que lo "
                    "supera se pierde (9.7.5: si lo destruye, sus efectos sí se producen)."
                )
            ),
            nombres=(
                ("efectos", "El sobrante llega a la VIT"),
                ("tope", "El sobrante se pierde"),
            ),
        ),
    ]
