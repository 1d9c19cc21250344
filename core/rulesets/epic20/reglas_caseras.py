"""The house-rule options of epic20 (gaps and readings of the rules, documented in docs/reglas/epic20.md)."""

from __future__ import annotations

from core.ruleset import HouseRule

REGLAS_CASERAS: list[HouseRule] = [
    HouseRule("igualar_impacta", "Igualar la defensa es impacto", True, (True, False),
              "«Se supera por menos de cinco» no dice si igualar la defensa impacta; por defecto sí (M&M 3ª)."),
    HouseRule("combate_estresante", "El combate es situación estresante", True, (True, False),
              "Un 20 en situación estresante da 1 punto de Héroe; por defecto el combate lo es."),
    HouseRule("fin_turno_automatico", "Fin de turno automático", True, (True, False),
              "El turno pasa solo cuando no quedan acciones estándar (ni de movimiento utilizables)."),
    HouseRule("liberarse_minimo_un_grado", "Liberarse con éxito quita al menos un grado", False, (True, False),
              "Por defecto cada 5 puntos de diferencia quitan un grado, como el daño."),
    HouseRule("emocional_no_resta", "El daño emocional nunca resta defensa", False, (True, False),
              "Desmoralizar dice «(no resta defensa)»; por defecto los demás ataques emocionales sí restan 1 con margen < 5."),
    HouseRule("area_una_tirada", "Una sola tirada para un ataque a varios objetivos", False, (True, False),
              "Cono de «Ataque de ráfaga» y ataques de área: por defecto una tirada por objetivo; con esta opción "
              "una sola tirada (con la Superioridad/Inferioridad del primer objetivo) contra la defensa de cada uno."),
    HouseRule("dificultad_curacion", "Dificultad de Contacto curativo / reparador", 15, (),
              "El documento no da la dificultad de Contacto curativo; por defecto la estándar («15 = media (esta es "
              "dificultad estándar)»; la FAQ estabiliza con Medicina a 15): un éxito por cada 5 puntos por encima. "
              "Otra lectura: 10, la de Motivador."),
    HouseRule("hechizos_ya_lanzados", "El Mago empieza con sus hechizos activos", False, (True, False),
              "Mago: «cada vez que quiere activar un superpoder, tiene que usar una acción de movimiento y otra de "
              "comunicación»; por defecto empieza el combate sin ninguno activo. Con esta opción los lanzó antes."),
    HouseRule("progresion_decae_turno_siguiente", "Mantener una progresión vale para el turno siguiente", False,
              (True, False),
              "Por defecto, al empezar el turno de quien aplicó un poder con progresión el efecto baja un grado y "
              "un «mantener» (acción de movimiento) en ese mismo turno lo conserva. Con esta opción el «mantener» "
              "de un turno evita la bajada al empezar el siguiente (el turno en que se aplica cuenta como mantenido)."),
    HouseRule("agarron_con_el_ataque", "Agarrón con el bono del ataque elegido", False, (True, False),
              "Agarrón «funciona como el poder de Agarrar»: por defecto es un ataque especial cuerpo a cuerpo con la "
              "Corpulencia. Con esta opción usa el ataque del paso (sin armas: 0 salvo Superfuerza o Lucha sin armas)."),
    HouseRule("inspirar_un_punto", "Inspirar a otros gasta un solo punto de Héroe", False, (True, False),
              "Inspirar a otros «gasta puntos de héroe para mejorar a hasta 2 de sus compañeros»: por defecto 1 por "
              "compañero (2 para dos); con esta opción 1 punto para los dos."),
    HouseRule("sin_miedo_todo_emocional", "Sin miedo defiende de todo ataque emocional", False, (True, False),
              "Sin miedo da «defensa mundana contra ataques de miedo/terror»: por defecto solo contra los ataques de "
              "terror; con esta opción también contra Desmoralizar y el Ataque emocional."),
    HouseRule("poderoso_baja_acumulable", "La bajada de defensa de Ataque poderoso dura hasta descansar", False,
              (True, False),
              "Ataque poderoso: «La defensa del luchador disminuye en 2 tras realizar su ataque» sin decir hasta "
              "cuándo; por defecto hasta su siguiente turno (como la Superioridad de sus oponentes y el ataque total "
              "de M&M 3ª). Con esta opción se suma al penalizador de defensa, que se recupera descansando."),
    HouseRule("empujar_dana_esbirros", "Empujar hace daño a los esbirros", True, (True, False),
              "Empujar «no causa daño real ni disminuye la defensa a \"no esbirros\" (pero sí a esbirros)»: por "
              "defecto a un esbirro le hace el daño de sus éxitos y le resta defensa; sin esta opción solo le resta "
              "defensa."),
    HouseRule("forma_sin_superpoderes_al_empezar", "Empiezan sin su forma con superpoderes", False, (True, False),
              "Forma sin superpoderes (y la armadura del Tecnificado): «necesita una acción de movimiento para adoptar "
              "su forma con superpoderes»; por defecto el combate empieza con ella adoptada. Con esta opción empiezan "
              "sin ella y la adoptan con «adoptar_forma»."),
    HouseRule("luchar_a_ciegas_sin_habilidad", "Luchar a ciegas sin habilidad de percepción: Inferioridad", False,
              (True, False),
              "Luchar a ciegas pide «una tirada de percepción»: cuenta la mejor habilidad «Percepción …» de la ficha "
              "(1: Superioridad, 2: Doble); por defecto una ficha que no tiene ninguna tira solo con el atributo. Con "
              "esta opción tira como habilidad a 0, con Inferioridad."),
    HouseRule("insustancial_a_voluntad", "Un insustancial puede volverse sólido", False, (True, False),
              "El documento no dice cómo deja de ser insustancial: por defecto Insustancial está siempre activo. Con "
              "esta opción «cambiar_sustancia» (acción de movimiento, como cambiar de estado en Convertirse en gas) lo "
              "vuelve sólido y otra vez insustancial."),
    HouseRule("iniciativa_con_orden_fijado", "Con el orden fijado, se tira igualmente la iniciativa", False,
              (True, False),
              "Con un «orden» fijado (por el guion o el director) no se tira la iniciativa: no hay dados de inicio. "
              "Con esta opción se tira igualmente (1d20 por combatiente, en el orden de la lista: «dados_iniciales» "
              "en un guion) y se ve en «iniciativa», pero manda el orden fijado."),
    HouseRule("sorpresa", "Atacantes por sorpresa", [], (),
              "Ids de quienes atacan por sorpresa: actúan primero y con Superioridad en la primera ronda."),
]  # fmt: skip
