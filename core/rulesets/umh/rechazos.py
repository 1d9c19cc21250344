"""The stable codes of UMH's refusals (docs/reglas/umh.md, «Códigos de rechazo»): one per kind of reason."""

from __future__ import annotations

from core.contract import Refusal, refusal_code

CODIGOS = {
    "accion_desconocida": "la acción no es de UMH ni el nombre de una habilidad del actor",
    "habilidad_desconocida": "el actor (o quien reacciona) no tiene esa habilidad",
    "objeto_desconocido": "el objeto o arma no está en la ficha",
    "falta_dato": "falta un campo que la acción necesita (habilidad, casillas, objeto, acuerdo, hacia...)",
    "campo_no_aplica": "un campo del paso que esa habilidad no admite (arma en una sin arma, hacia sin teletransporte)",
    "combate_terminado": "el combate ya ha terminado",
    "combate_no_terminado": "un efecto post-combate antes del final (4.1.3)",
    "fuera_del_combate": "el actor (o el combatiente de un ajuste del máster) no está en el combate (caído, huido o en reserva)",
    "fuera_de_turno": "no es su turno y la habilidad no se puede usar en turno ajeno ni con su interferencia (2.4.1, 2.5)",
    "ronda_de_preparacion": "lo que la ronda de preparación no permite o quien ya la terminó (1.3)",
    "estado_impide": "un control o estado alterado del actor (o el ocultamiento del objetivo) lo impide (11)",
    "sin_pa": "no quedan PA suficientes (3)",
    "sin_velocidad": "no queda velocidad suficiente para desplazarse o evadir (2.3.2.1, 8.2.1.1)",
    "una_vez_por_ronda": "la habilidad ya se usó esta ronda (2.3.1.3)",
    "enfriamiento": "la habilidad está en su tiempo de reutilización (TR, 2.3.4)",
    "sin_usos": "la habilidad agotó sus usos, o el límite de 5 anulaciones y anticipaciones (2.3.4.1)",
    "limite_de_acciones": "más de dos acciones de 0 PA en el turno (3.3)",
    "sin_cupos": "el bando no tiene cupos libres, o ya usó una habilidad que aumenta cupos (1.2.3, 1.2.5)",
    "objetivo_no_valido": "objetivo que falta, sobra, se repite, no está en el combate o no es del bando debido",
    "fuera_de_alcance": "el objetivo queda fuera del alcance, del área o de la altura; o el destino, de la velocidad (5, 6, 10)",
    "casilla_no_valida": "con mapa, una casilla ocupada o un combatiente sin casilla (también al moverlo a mano)",
    "solo_en_respuesta": "una defensiva usada como acción: solo se usa en respuesta (8.1.1.3)",
    "reaccion_no_valida": "la respuesta no cabe contra esa habilidad (8.1, 8.2)",
    "indole_impide": "la índole de la habilidad no admite esa reacción (7.1)",
    "evasion_no_valida": "con mapa, una evasión que no sale del rango, consume de más o va hacia el ejecutor (8.2.1)",
    "requisito_no_cumplido": "falta una suplementaria activa que requiere o el objeto del que depende (1.3.5, 2.5.3.2)",
    "arma_no_valida": "el arma del paso no es de la ficha o no es la de una habilidad propia de un arma (12.3, 12.4)",
    "plazo_no_cumplido": "con el ajuste fecha, HUIR o IRRUMPIR antes de su plazo (4.1.1.1.1, 4.2.3.1)",
    "irrumpir_denegado": "la mayoría del bando deniega la entrada (1.2.4.1, con irrumpir_denegado = rechazar)",
    "no_procede": "la acción no tiene sentido ahora (levantarse sin derribo, equipar lo equipado, irrumpir estando dentro)",
    "bandos_no_validos": "al empezar: más o menos de dos bandos, o un bando de más de tres (1.2.1, 1.2.3)",
    "ajuste_no_valido": "al empezar: reserva, agresor o mapa nombran a quien no está o no puede empezar",
    "post_combate_no_valido": "quien aplica o la habilidad no pueden dar ese efecto post-combate (4.1.2, 4.1.3)",
    "ya_tiene_control": "ajuste del máster: un control de masas a quien ya tiene uno (11.5.18)",
    "inmune_a_controles": "ajuste del máster: un control de masas a quien aún no tuvo un turno activo libre de ellos (11.5.16)",
    "estado_repetido": "ajuste del máster: un estado que ya tiene, con una duración que no es mayor (11.5.15)",
    "valor_no_valido": "ajuste del máster: un valor por encima de lo que las reglas permiten (VIT total, PA de la ronda, velocidad total)",
}
"""Every code a UMH refusal carries, with what it means."""


def antepone(prefijo: str, motivo: str) -> Refusal:
    """``motivo`` introduced by ``prefijo`` («Respuesta de Beto: ...»), keeping its code."""
    return Refusal(refusal_code(motivo), prefijo + motivo)
