"""Battle settings of encuentro: the roll formula, the pool, movement, the grid, and the house rules."""

from __future__ import annotations

from core.battle import BattleView
from core.contract import Refusal
from core.dice import DiceError, parse
from core.i18n import tr
from core.ruleset import HouseRule, JsonValue

FORMULA = "formula"
PUNTOS = "puntos_encuentro"
RECARGA = "recarga_puntos"
MOVIMIENTO = "movimiento"
ANCHO = "tablero_ancho"
ALTO = "tablero_alto"
DISTANCIA = "distancia"
COSTE_REACCION = "coste_reaccion"
BONO_POR_PUNTO = "bono_por_punto"
DERRIBADO_DEFENSAS = "derribado_defensas"
REDONDEO = "redondeo_mitad"
RESPUESTA_LIMITE = "respuesta_limite"
ESQUIVA_TURNO_PROPIO = "esquiva_en_turno_propio"
EMPATE_LOCALIZAR = "empate_localizar"
LOCALIZAR_REVELA = "localizar_revela"
LIBRARSE_REINTENTO = "librarse_reintento"
PREPARARSE_CUESTA = "prepararse_cuesta_accion"
IMPACTOS_PARA_CAER = "impactos_para_caer"
ALCANCE_AYUDA = "alcance_ayuda"
POSICIONES = "posiciones"
OBSTACULOS = "obstaculos"
AGARRE_SEPARADOS = "agarre_al_separarse"
OCULTARSE_CONDICIONES = "ocultarse_condiciones"


def house_rules() -> list[HouseRule]:
    """Every setting with its default; the document leaves the die and the pool unstated."""
    return [
        HouseRule(
            FORMULA,
            tr("Fórmula de las tiradas"),
            "1d20+valor",
            (),
            tr(
                "El reglamento no dice qué dado se tira. «valor» es el valor de la ficha que se tira (Atletismo, Sabiduría...). La tirada tiene éxito si iguala o supera el objetivo (Defensa o dificultad). Ejemplos: «1d20+valor», «2d6+valor», «3d6+valor», «1d10+valor»; sin «valor» se le suma al final («1d10» = «1d10+valor»)."
            ),
        ),
        HouseRule(
            PUNTOS,
            tr("Puntos de Encuentro por personaje"),
            3,
            (),
            tr(
                "El reglamento no dice cuántos Puntos de Encuentro/Desafío tiene un personaje: este es el tamaño de la reserva de quien no lo indica en su ficha."
            ),
        ),
        HouseRule(
            RECARGA,
            tr("Recarga de los Puntos de Encuentro"),
            "nunca",
            ("nunca", "ronda", "turno"),
            tr(
                "«nunca»: la reserva dura todo el encuentro (su nombre lo sugiere). «ronda»: se llena al comenzar cada ronda. «turno»: se llena al comenzar el turno de cada personaje."
            ),
            nombres=(
                ("nunca", "Nunca (todo el encuentro)"),
                ("ronda", "Al comenzar cada ronda"),
                ("turno", "Al comenzar su turno"),
            ),
        ),
        HouseRule(
            MOVIMIENTO,
            tr("Casillas por acción de Moverse"),
            4,
            (),
            tr("«Moverse»: hasta 4 casillas salvo que la ficha diga otra cosa."),
        ),
        HouseRule(
            ANCHO,
            tr("Ancho del tablero (casillas)"),
            12,
            (),
            tr("Tamaño de la cuadrícula en la que están los personajes."),
        ),
        HouseRule(
            ALTO,
            tr("Alto del tablero (casillas)"),
            12,
            (),
            tr("Tamaño de la cuadrícula en la que están los personajes."),
        ),
        HouseRule(
            DISTANCIA,
            tr("Cómo se cuentan las casillas"),
            "chebyshev",
            ("chebyshev", "manhattan"),
            tr(
                "«chebyshev»: una diagonal cuenta 1 casilla y las 8 casillas de alrededor son adyacentes. «manhattan»: solo se mueve en horizontal y vertical y solo 4 casillas son adyacentes."
            ),
            nombres=(
                ("chebyshev", "Diagonales como un paso"),
                ("manhattan", "Solo horizontal y vertical"),
            ),
        ),
        HouseRule(
            COSTE_REACCION,
            tr("Puntos que cuesta Respuesta o Esquiva"),
            1,
            (),
            tr(
                "El reglamento dice que las reacciones consumen Puntos de Encuentro sin decir cuántos. (Ayuda cuesta los puntos que se ceden.)"
            ),
        ),
        HouseRule(
            BONO_POR_PUNTO,
            tr("Bonificador por Punto gastado en una tirada"),
            1,
            (),
            tr(
                "Los puntos cedidos con Ayuda «solo pueden utilizarse para la acción o tirada especificada», pero el reglamento no dice qué da un punto gastado en una tirada. Por defecto +1 por punto; con 0 los puntos solo pagan el coste de maniobras."
            ),
        ),
        HouseRule(
            DERRIBADO_DEFENSAS,
            tr("Defensas que se reducen a la mitad al estar derribado"),
            "ambas",
            ("ambas", "fisica"),
            tr(
                "«Mientras está derribado su Defensa se reduce a la mitad» no dice qué Defensa: por defecto la Física y la Mental; «fisica» reduce solo la Defensa Física."
            ),
            nombres=(
                ("ambas", "Física y Mental"),
                ("fisica", "Solo la Física"),
            ),
        ),
        HouseRule(
            REDONDEO,
            tr("Redondeo de la mitad de la Defensa"),
            "abajo",
            ("abajo", "arriba"),
            tr("El reglamento no dice cómo se redondea."),
            nombres=(
                ("abajo", "Hacia abajo"),
                ("arriba", "Hacia arriba"),
            ),
        ),
        HouseRule(
            RESPUESTA_LIMITE,
            tr("Respuestas por cada acción no ofensiva"),
            "una_por_oponente",
            ("una_por_oponente", "una_en_total"),
            tr(
                "«Solo se puede realizar una Respuesta por acción o maniobra no ofensiva del oponente»: por defecto cada oponente adyacente puede responder una vez; «una_en_total» permite una sola Respuesta por acción entre todos."
            ),
            nombres=(
                ("una_por_oponente", "Una por oponente"),
                ("una_en_total", "Una en total"),
            ),
        ),
        HouseRule(
            ESQUIVA_TURNO_PROPIO,
            tr("Esquiva también durante el turno propio"),
            True,
            (True, False),
            tr(
                "Esquiva «puede utilizarse en cualquier momento» (por ejemplo contra una Respuesta durante tu turno); la regla general dice que las reacciones no se realizan en el turno del personaje: con «no», Esquiva solo fuera del turno propio."
            ),
        ),
        HouseRule(
            EMPATE_LOCALIZAR,
            tr("Empate en la tirada enfrentada para localizar"),
            "buscador",
            ("buscador", "oculto"),
            tr(
                "El reglamento no dice quién gana un empate; por defecto el buscador, como en el resto de tiradas («mayor o igual» tiene éxito)."
            ),
            nombres=(
                ("buscador", "Gana el buscador"),
                ("oculto", "Gana el oculto"),
            ),
        ),
        HouseRule(
            LOCALIZAR_REVELA,
            tr("A quién revela una localización"),
            "todos",
            ("todos", "buscador"),
            tr(
                "«Si el enemigo tiene éxito, pierdes el beneficio de la ocultación»: por defecto deja de estar oculto para todos; «buscador» solo permite atacarlo a quien lo localizó."
            ),
            nombres=(
                ("todos", "A todos"),
                ("buscador", "Solo al buscador"),
            ),
        ),
        HouseRule(
            LIBRARSE_REINTENTO,
            tr("Reintentar Librarse tras fallar"),
            "turno_posterior",
            ("turno_posterior", "mismo_turno"),
            tr(
                "Tras un fallo «puede intentar usar esta maniobra nuevamente en un turno posterior, si el DJ lo permite»; «mismo_turno» permite repetirla en el mismo turno."
            ),
            nombres=(
                ("turno_posterior", "En un turno posterior"),
                ("mismo_turno", "En el mismo turno"),
            ),
        ),
        HouseRule(
            OCULTARSE_CONDICIONES,
            tr("Condiciones que se pueden declarar al Ocultarse"),
            "libre",
            ("libre", "tres"),
            tr(
                "«libre»: la «condicion» es la frase que declara el jugador («tras la columna») y el DJ la da por buena; «tres»: solo «fuera_de_vision», «cobertura» o «sombra», las tres que nombra el reglamento."
            ),
            nombres=(
                ("libre", "Cualquiera que acepte el DJ"),
                ("tres", "Solo las tres del reglamento"),
            ),
        ),
        HouseRule(
            PREPARARSE_CUESTA,
            tr("Prepararse gasta una acción"),
            True,
            (True, False),
            tr("Prepararse es una de las Acciones: por defecto gasta una acción además de las que reserva."),
        ),
        HouseRule(
            AGARRE_SEPARADOS,
            tr("El agarre cuando dejan de estar adyacentes"),
            "sigue",
            ("sigue", "termina"),
            tr(
                "«El objetivo permanece agarrado hasta que se libere con la acción de Librarse»: por defecto sigue agarrado aunque el que agarra se aleje o lo empujen; «termina» lo suelta en cuanto dejan de estar adyacentes. (Siempre termina si uno de los dos queda fuera de combate.)"
            ),
            nombres=(
                ("sigue", "Sigue agarrado"),
                ("termina", "Se suelta"),
            ),
        ),
        HouseRule(
            IMPACTOS_PARA_CAER,
            tr("Impactos que dejan fuera de combate (0: no se cuentan)"),
            0,
            (),
            tr(
                "El reglamento no lleva la vida: se cuentan los impactos y el DJ marca «fuera_de_combate». Con un número mayor que 0, ese número de impactos deja fuera de combate."
            ),
        ),
        HouseRule(
            ALCANCE_AYUDA,
            tr("Distancia máxima para Ayuda (0: la decide el DJ)"),
            0,
            (),
            tr("Ayuda exige estar «a una distancia razonable»; con un número, la distancia máxima en casillas."),
        ),
        HouseRule(
            POSICIONES,
            tr("Posiciones iniciales"),
            {},
            (),
            tr('Casilla inicial de cada combatiente por su id ({{"ana": [2, 3]}}); manda sobre la ficha.'),
        ),
        HouseRule(
            OBSTACULOS,
            tr("Casillas bloqueadas (obstáculos)"),
            [],
            (),
            tr(
                "Lista de casillas [x, y] con un obstáculo ([[4, 4], [4, 5]]): nadie puede estar en ellas ni ser empujado a ellas; Moverse y Desmarcarse las rodean y Salto pasa por encima («para superar obstáculos»). El reglamento no trae mapas: es una regla de la mesa, se dibuja en la preparación."
            ),
        ),
    ]


DEFAULTS: dict[str, JsonValue] = {rule.id: rule.default for rule in house_rules()}


def opcion(view: BattleView, clave: str) -> JsonValue:
    return view.option(clave, DEFAULTS[clave])


def entero(view: BattleView, clave: str) -> int:
    return int(opcion(view, clave))


def expresion(view: BattleView, valor: int) -> str:
    """The dice expression of a roll with ``valor`` through the battle's formula."""
    return sustituir(str(opcion(view, FORMULA)), valor)


def sustituir(formula: str, valor: int) -> str:
    """``1d20+valor`` with the value; a formula without ``valor`` (``1d10``) adds it: ``1d10+valor``."""
    texto = formula.replace(" ", "").lower()
    texto = texto.replace("valor", str(valor)) if "valor" in texto else f"{texto}+{valor}"
    return texto.replace("+-", "-").replace("--", "+")


def problema_de_opciones(view: BattleView) -> str | None:
    """The Spanish reason the battle's settings are unusable, or None."""
    formula = str(opcion(view, FORMULA))
    if formula.replace(" ", "").lower().count("valor") > 1:
        return Refusal(
            "formula_no_valida",
            tr(
                "La fórmula de las tiradas «{formula}» debe contener «valor» una sola vez (por ejemplo «1d20+valor»).",
                formula=formula,
            ),
        )
    try:
        parsed = parse(sustituir(formula, 0))
    except DiceError as error:
        return Refusal(
            "formula_no_valida",
            tr("La fórmula de las tiradas «{formula}» no es válida: {error}", formula=formula, error=error),
        )
    if not parsed.terms:
        return Refusal(
            "formula_no_valida", tr("La fórmula de las tiradas «{formula}» no tira ningún dado.", formula=formula)
        )
    for clave, minimo in (
        (ANCHO, 1),
        (ALTO, 1),
        (MOVIMIENTO, 0),
        (PUNTOS, 0),
        (COSTE_REACCION, 0),
        (BONO_POR_PUNTO, 0),
    ):
        valor = opcion(view, clave)
        if not isinstance(valor, int) or isinstance(valor, bool) or valor < minimo:
            return Refusal(
                "opcion_no_valida",
                tr("La opción «{clave}» debe ser un número entero de al menos {minimo}.", clave=clave, minimo=minimo),
            )
    if entero(view, ANCHO) * entero(view, ALTO) > 10_000:
        return Refusal("opcion_no_valida", tr("El tablero es demasiado grande (máximo 10 000 casillas)."))
    for clave in (IMPACTOS_PARA_CAER, ALCANCE_AYUDA):
        valor = opcion(view, clave)
        if not isinstance(valor, int) or isinstance(valor, bool) or valor < 0:
            return Refusal(
                "opcion_no_valida", tr("La opción «{clave}» debe ser un número entero de al menos 0.", clave=clave)
            )
    for rule in house_rules():
        if rule.opciones and opcion(view, rule.id) not in rule.opciones:
            permitidas = ", ".join(str(o) for o in rule.opciones)
            return Refusal(
                "opcion_no_valida",
                tr(
                    "La opción «{id}» no admite «{opcion}» (valores: {permitidas}).",
                    id=rule.id,
                    opcion=opcion(view, rule.id),
                    permitidas=permitidas,
                ),
            )
    if not isinstance(opcion(view, POSICIONES), dict):
        return Refusal("opcion_no_valida", tr("La opción «posiciones» debe ser un objeto {{id: [x, y]}}."))
    return _problema_obstaculos(view)


def _problema_obstaculos(view: BattleView) -> str | None:
    """``obstaculos``: a list of squares [x, y] inside the board of the settings."""
    raw = opcion(view, OBSTACULOS)
    ancho, alto = entero(view, ANCHO), entero(view, ALTO)
    if not isinstance(raw, list):
        return Refusal("opcion_no_valida", tr("La opción «obstaculos» debe ser una lista de casillas [[x, y], ...]."))
    for value in raw:
        sq = _casilla(value)
        if sq is None:
            return Refusal(
                "opcion_no_valida",
                tr("«obstaculos» tiene una casilla mal escrita: {value} (debe ser [x, y]).", value=value),
            )
        if not (0 <= sq[0] < ancho and 0 <= sq[1] < alto):
            return Refusal(
                "opcion_no_valida",
                tr(
                    "El obstáculo [{valor}, {valor2}] está fuera del tablero de {ancho}×{alto} casillas.",
                    valor=sq[0],
                    valor2=sq[1],
                    ancho=ancho,
                    alto=alto,
                ),
            )
    return None


def _casilla(value: JsonValue) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2:
        x, y = value
        if isinstance(x, int) and isinstance(y, int) and not isinstance(x, bool) and not isinstance(y, bool):
            return (x, y)
    return None
