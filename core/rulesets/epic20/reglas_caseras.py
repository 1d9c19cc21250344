"""The house-rule options of epic20 (gaps and readings of the rules, documented in docs/reglas/epic20.md)."""

from __future__ import annotations

from core.i18n import tr
from core.ruleset import HouseRule


def reglas_caseras() -> list[HouseRule]:
    """The house rules in the current language (their labels and help go through tr())."""
    return [
        HouseRule(
            "igualar_impacta",
            tr("Igualar la defensa es impacto"),
            True,
            (True, False),
            tr("«Se supera por menos de cinco» no dice si igualar la defensa impacta; por defecto sí (M&M 3ª)."),
        ),
        HouseRule(
            "combate_estresante",
            tr("El combate es situación estresante"),
            True,
            (True, False),
            tr("Un 20 en situación estresante da 1 punto de Héroe; por defecto el combate lo es."),
        ),
        HouseRule(
            "fin_turno_automatico",
            tr("Fin de turno automático"),
            True,
            (True, False),
            tr("El turno pasa solo cuando no quedan acciones estándar (ni de movimiento utilizables)."),
        ),
        HouseRule(
            "liberarse_minimo_un_grado",
            tr("Liberarse con éxito quita al menos un grado"),
            False,
            (True, False),
            tr("Por defecto cada 5 puntos de diferencia quitan un grado, como el daño."),
        ),
        HouseRule(
            "emocional_no_resta",
            tr("El daño emocional nunca resta defensa"),
            False,
            (True, False),
            tr(
                "Desmoralizar dice «(no resta defensa)»; por defecto los demás ataques emocionales sí restan 1 con margen < 5."
            ),
        ),
        HouseRule(
            "area_una_tirada",
            tr("Una sola tirada para un ataque a varios objetivos"),
            False,
            (True, False),
            tr(
                "Cono de «Ataque de ráfaga» y ataques de área: por defecto una tirada por objetivo; con esta opción "
                "una sola tirada (con la Superioridad/Inferioridad del primer objetivo) contra la defensa de cada uno."
            ),
        ),
        HouseRule(
            "dificultad_curacion",
            tr("Dificultad de Contacto curativo / reparador"),
            15,
            (),
            tr(
                "El documento no da la dificultad de Contacto curativo; por defecto la estándar («15 = media (esta es "
                "dificultad estándar)»; la FAQ estabiliza con Medicina a 15): un éxito por cada 5 puntos por encima. "
                "Otra lectura: 10, la de Motivador."
            ),
        ),
        HouseRule(
            "hechizos_ya_lanzados",
            tr("El Mago empieza con sus hechizos activos"),
            False,
            (True, False),
            tr(
                "Mago: «cada vez que quiere activar un superpoder, tiene que usar una acción de movimiento y otra de "
                "comunicación»; por defecto empieza el combate sin ninguno activo. Con esta opción los lanzó antes."
            ),
        ),
        HouseRule(
            "progresion_decae_turno_siguiente",
            tr("Mantener una progresión vale para el turno siguiente"),
            False,
            (True, False),
            tr(
                "Por defecto, al empezar el turno de quien aplicó un poder con progresión el efecto baja un grado y "
                "un «mantener» (acción de movimiento) en ese mismo turno lo conserva. Con esta opción el «mantener» "
                "de un turno evita la bajada al empezar el siguiente (el turno en que se aplica cuenta como mantenido)."
            ),
        ),
        HouseRule(
            "agarron_con_el_ataque",
            tr("Agarrón con el bono del ataque elegido"),
            False,
            (True, False),
            tr(
                "Agarrón «funciona como el poder de Agarrar»: por defecto es un ataque especial cuerpo a cuerpo con la "
                "Corpulencia. Con esta opción usa el ataque del paso (sin armas: 0 salvo Superfuerza o Lucha sin armas)."
            ),
        ),
        HouseRule(
            "inspirar_un_punto",
            tr("Inspirar a otros gasta un solo punto de Héroe"),
            False,
            (True, False),
            tr(
                "Inspirar a otros «gasta puntos de héroe para mejorar a hasta 2 de sus compañeros»: por defecto 1 por "
                "compañero (2 para dos); con esta opción 1 punto para los dos."
            ),
        ),
        HouseRule(
            "sin_miedo_todo_emocional",
            tr("Sin miedo defiende de todo ataque emocional"),
            False,
            (True, False),
            tr(
                "Sin miedo da «defensa mundana contra ataques de miedo/terror»: por defecto solo contra los ataques de "
                "terror; con esta opción también contra Desmoralizar y el Ataque emocional."
            ),
        ),
        HouseRule(
            "poderoso_baja_acumulable",
            tr("La bajada de defensa de Ataque poderoso dura hasta descansar"),
            False,
            (True, False),
            tr(
                "Ataque poderoso: «La defensa del luchador disminuye en 2 tras realizar su ataque» sin decir hasta "
                "cuándo; por defecto hasta su siguiente turno (como la Superioridad de sus oponentes y el ataque total "
                "de M&M 3ª). Con esta opción se suma al penalizador de defensa, que se recupera descansando."
            ),
        ),
        HouseRule(
            "empujar_dana_esbirros",
            tr("Empujar hace daño a los esbirros"),
            True,
            (True, False),
            tr(
                'Empujar «no causa daño real ni disminuye la defensa a "no esbirros" (pero sí a esbirros)»: por '
                "defecto a un esbirro le hace el daño de sus éxitos y le resta defensa; sin esta opción solo le resta "
                "defensa."
            ),
        ),
        HouseRule(
            "forma_sin_superpoderes_al_empezar",
            tr("Empiezan sin su forma con superpoderes"),
            False,
            (True, False),
            tr(
                "Forma sin superpoderes (y la armadura del Tecnificado): «necesita una acción de movimiento para adoptar "
                "su forma con superpoderes»; por defecto el combate empieza con ella adoptada. Con esta opción empiezan "
                "sin ella y la adoptan con «adoptar_forma»."
            ),
        ),
        HouseRule(
            "luchar_a_ciegas_sin_habilidad",
            tr("Luchar a ciegas sin habilidad de percepción: Inferioridad"),
            False,
            (True, False),
            tr(
                "Luchar a ciegas pide «una tirada de percepción»: cuenta la mejor habilidad «Percepción …» de la ficha "
                "(1: Superioridad, 2: Doble); por defecto una ficha que no tiene ninguna tira solo con el atributo. Con "
                "esta opción tira como habilidad a 0, con Inferioridad."
            ),
        ),
        HouseRule(
            "insustancial_a_voluntad",
            tr("Un insustancial puede volverse sólido"),
            False,
            (True, False),
            tr(
                "El documento no dice cómo deja de ser insustancial: por defecto Insustancial está siempre activo. Con "
                "esta opción «cambiar_sustancia» (acción de movimiento, como cambiar de estado en Convertirse en gas) lo "
                "vuelve sólido y otra vez insustancial."
            ),
        ),
        HouseRule(
            "iniciativa_con_orden_fijado",
            tr("Con el orden fijado, se tira igualmente la iniciativa"),
            False,
            (True, False),
            tr(
                "Con un «orden» fijado (por el guion o el director) no se tira la iniciativa: no hay dados de inicio. "
                "Con esta opción se tira igualmente (1d20 por combatiente, en el orden de la lista: «dados_iniciales» "
                "en un guion) y se ve en «iniciativa», pero manda el orden fijado."
            ),
        ),
        HouseRule(
            "sorpresa",
            tr("Atacantes por sorpresa"),
            [],
            (),
            tr("Ids de quienes atacan por sorpresa: actúan primero y con Superioridad en la primera ronda."),
        ),
    ]
