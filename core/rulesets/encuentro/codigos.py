"""The stable codes of encuentro's refusals: one per kind of reason (docs/reglas/encuentro.md, «Códigos»).

Every refusal of ``check`` (and of the battle's start) is a :class:`core.contract.Refusal` carrying one of
these codes; the Spanish sentence says the particulars.
"""

from __future__ import annotations

CODIGOS: dict[str, str] = {
    # turn and actions
    "fuera_de_turno": "no es el turno del actor (o Ayuda a quien no está actuando)",
    "sin_acciones": "no le quedan acciones este turno (o no puede reservar tantas)",
    "batalla_terminada": "no le queda turno a nadie",
    "fuera_de_combate": "el actor está fuera de combate",
    "en_turno_propio": "una reacción en el turno propio",
    "accion_desconocida": "la acción no existe en Encuentro",
    # the step's fields
    "falta_campo": "falta un campo que la acción necesita («objetivo», «destino», «condicion», «para»…)",
    "valor_no_valido": "un campo tiene un valor que la acción no admite",
    "respuesta_no_valida": "el campo «respuesta» no es una reacción posible",
    "combatiente_desconocido": "el campo «respuesta» nombra a alguien que no está en la batalla",
    # Puntos de Encuentro
    "sin_puntos": "no tiene los Puntos de Encuentro que gasta, cede o reserva",
    "sin_tirada": "puntos para una acción sin tirada",
    # targets
    "objetivo_no_valido": "el objetivo no puede serlo: uno mismo, un aliado, otro que el actor de la acción…",
    "objetivo_fuera_de_combate": "el objetivo está fuera de combate",
    "objetivo_oculto": "el objetivo está oculto y el actor no lo vio ocultarse ni lo localizó",
    "fuera_de_alcance": "el objetivo (o el aliado de Ayuda) está más lejos del alcance",
    # the grid
    "demasiado_lejos": "la casilla está más lejos de lo que se mueve o salta",
    "distancia_no_valida": "la altura del salto o el desmarque no tiene la distancia que pide la regla",
    "fuera_del_tablero": "la casilla está fuera del tablero",
    "casilla_ocupada": "la casilla (o una del camino) está ocupada",
    "casilla_bloqueada": "la casilla (o una del camino) tiene un obstáculo (regla de la casa «obstaculos»)",
    "camino_bloqueado": "los obstáculos cortan el paso: rodearlos es más largo que el movimiento",
    "misma_casilla": "ya está en esa casilla",
    "camino_no_valido": "el camino salta casillas o no acaba en el destino",
    "sin_casilla_libre": "no hay casilla libre a la que empujar",
    "casilla_no_valida": "el empuje no manda a una casilla que lo aleje",
    # states
    "agarrado": "el actor está agarrado y no puede moverse",
    "derribado": "el actor está derribado: antes debe levantarse con Moverse",
    "ya_derribado": "el objetivo ya está derribado",
    "ya_agarrado": "el objetivo ya está agarrado",
    "sin_manos_libres": "no tiene ninguna mano libre para agarrar",
    "sin_movimiento_previo": "Salto sin haberse movido este turno ni el anterior",
    "sin_oponente_adyacente": "Desmarcarse sin oponente que lo amenace",
    "sigue_amenazado": "el desmarque no lo aleja de quien lo amenaza",
    "condicion_no_valida": "la condición de Ocultarse no es una de las que admite la regla de la casa",
    "maniobra_desconocida": "no conoce la maniobra",
    "no_oculto": "localizar a quien no está oculto",
    "ya_localizado": "localizar a quien ya sabe dónde está",
    "sin_efecto": "Librarse de un efecto que no sufre",
    "reintento_en_turno_posterior": "Librarse otra vez en el turno en que falló",
    "ya_oculto": "el DJ oculta a quien ya está oculto",
    "ya_afectado": "el DJ aplica un efecto negativo a quien ya lo sufre",
    "sin_agarrador": "el DJ pone Agarrado sin un oponente adyacente con una mano libre que agarre",
    "ya_preparado": "Prepararse dos veces en el turno",
    "reserva_vacia": "Prepararse sin reservar nada",
    # reactions
    "sin_accion_previa": "Respuesta sin acción a la que responder",
    "accion_ofensiva": "Respuesta a un ataque",
    "no_provoca": "la acción no provoca la Respuesta de ese oponente",
    "respuesta_repetida": "una segunda Respuesta a la misma acción",
    "ya_esquiva": "Esquiva mientras ya esquiva",
    "ya_ayudado": "una segunda Ayuda del mismo aliado en el turno",
    "requisito_ayuda": "el ayudante no conoce la maniobra ni tiene nivel en la habilidad",
    # the battle's start
    "formula_no_valida": "la fórmula de las tiradas no se entiende o pasa de las cotas de los dados",
    "opcion_no_valida": "una opción de la batalla no es válida",
    "posicion_no_valida": "una posición inicial no es válida o la comparten dos",
}
"""Each code and what it means."""
