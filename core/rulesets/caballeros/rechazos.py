"""The stable codes of caballeros's refusals (``core.contract.Refusal``): one per kind of reason.

docs/reglas/caballeros.md lists them in the same words; a test checks that every code the package
returns is here and on that page."""

from __future__ import annotations

CODIGOS: dict[str, str] = {
    "fuera_de_turno": "no es el turno de quien actúa (o el combate no ha empezado)",
    "fuera_de_combate": "quien actúa está fuera de combate",
    "combate_terminado": "solo queda un bando en pie: no se admiten más acciones",
    "inmovilizado": "quien actúa, se defiende o es obligado por un control está inmovilizado (INM)",
    "accion_desconocida": "la acción no existe en estas reglas",
    "campo_desconocido": "el paso lleva un campo que no es suyo (``forzada``: solo un control obliga)",
    "falta_campo": "falta un campo que la acción necesita (``poder``, ``aliado``, ``intervencion``, ``accion_forzada``)",
    "valor_no_valido": "un campo tiene un valor que no existe (una parte, una intervención, ``objetivo_invocacion`` sin invocación)",
    "accion_prohibida": "la ficha prohíbe esa acción o esa defensa (``acciones_prohibidas``)",
    "accion_no_disponible": "las condiciones de la acción no se cumplen ahora (vida < 100, cosmos 0, la Acción Especial Cosmos antes de un control, un T dentro de turnos extra, un poder ofensivo durante la propia inmovilización, tras Sanación o Gran Resurrección)",
    "concentracion_insuficiente": "la acción necesita más concentraciones de las acumuladas",
    "concentracion_pendiente": "tras concentrarse hay que hacer una acción que la requiera (o ya lleva 2)",
    "alternancia": "la acción (o el poder) se repite sin las acciones distintas o los turnos normales que exige la alternancia",
    "limite_de_usos": "ya se hizo las veces que permiten las reglas (1 por combate, usos por rival, 1 vez por parte, 2 roturas por zona, 2 intervenciones)",
    "objetivo_no_valido": "falta el objetivo, sobra, se repite, es uno mismo, está fuera de combate, tiene el 7º sentido (puntos vitales), o es una invocación que no admite esa acción",
    "barrera": "una barrera defensiva (DefB) lo impide: anula presa, llave, romper, combos...; su dueño no esquiva, bloquea ni contraataca",
    "respuesta_no_valida": "la respuesta no vale contra ese ataque (no se puede esquivar, bloquear o contraatacar, el poder defensivo no responde a él, sin bono guardado, más respuestas que golpes u objetivos)",
    "sin_cosmos": "no queda cosmos para pagar el poder",
    "sin_vida": "último suspiro: la vida no paga el poder",
    "sin_recargas": "la acción cosmos gastaría una recarga y no quedan",
    "efecto_activo": "ese efecto ya está en marcha (una barrera propia, un ambiente, el veneno de ese poder, los puntos vitales, la percepción, el 7º sentido)",
    "percibido": "el objetivo tiene percepción sobre ese poder",
    "no_visto": "el poder aún no se ha visto en el combate (percepción, control)",
    "poder_desconocido": "la ficha (o el aliado) no tiene ningún poder con ese nombre",
    "poder_no_valido": "ese poder no sirve así (un defensivo en el turno propio, uno que no es de defensa como respuesta, llave/presa/combo con un poder de otro tipo)",
    "poder_perdido": "el poder es ARM y la armadura se rompió",
    "nivel_no_valido": "el poder no tiene ese nivel de potencia",
    "intervencion_no_disponible": "la intervención es de otro dios (o del dios de un rival, con Almas de los dioses)",
    "aliado_no_valido": "AYUDA: el aliado no está en la ficha, es de otra orden o no puede hacer esa acción o ese poder",
    "ya_en_condicion": "ajuste del máster: el caballero ya está en ese estado (inmovilizado, puntos vitales, 7º sentido, especial cosmos)",
    "condicion_incompatible": "ajuste del máster: el estado no cabe con otro que tiene (puntos vitales contra quien tiene el 7º sentido)",
    "orden_no_valida": "un poder de control no puede ordenar eso (cosmos, intervención, pasar, concentración, ayuda, dañarse a sí mismo) o no es una acción ni un poder del controlado",
}
