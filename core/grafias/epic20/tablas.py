"""Epic20's spelling tables and the canonical names they read into.

:data:`TABLAS` holds every alternative name (folded written name → canonical name), each commented with the place
of docs/reglas/epic20.md that names it; next to it, the attributes, the engine's action ids (a test checks they are
``RULESET.step_actions()``), the power whose ``detalle`` names an attribute and the uses of a hero point. Plain data:
this module imports nothing.
"""

from __future__ import annotations

ATRIBUTOS = frozenset({"corpulencia", "agilidad", "percepcion", "inteligencia", "presencia"})

ACCIONES = frozenset({
    "atacar", "mover", "usar_objeto", "comunicar", "accion_libre", "levantarse", "mantener", "liberarse",
    "recoger_arma", "reactivar_equipo", "regenerar", "defensa_total", "defensa_a_la_carrera", "parada", "esquiva",
    "interponerse", "retrasar", "apuntar", "estudiar_objetivo", "mostrar_punto_debil", "trabajo_en_equipo", "inspirar",
    "usar_punto_heroe", "tirada_moribundo", "pasar", "ataque_defensivo", "luchar_a_ciegas", "curar", "motivar",
    "provocar_ataque", "activar_hechizo", "mantener_distancia", "convertirse_en_gas", "crecer", "disminuirse",
    "adoptar_forma", "activar_complicacion", "desenfundar", "ganar_poder", "cambiar_sustancia",
})  # fmt: skip
"""The engine's action ids (``RULESET.step_actions()``; a test checks they are the same)."""

DEBILITAR = 'Debilitar "Atributo"'
"""The power whose ``detalle`` names the attribute it weakens («Percepción» is ``percepcion``)."""

USOS_HEROE = frozenset({"superioridad", "repetir", "nivel", "maniobra", "poder"})
"""PUNTOS DE HÉROE: the canonical uses of ``punto_heroe``."""

TABLAS: dict[str, dict[str, str]] = {
    # «Turno»: «El nombre de la acción se lee … con estos otros nombres»
    "acciones": {
        "estabilizarse": "tirada_moribundo", "moribundo": "tirada_moribundo", "tirada_de_moribundo": "tirada_moribundo",
        "ataque": "atacar", "moverse": "mover", "movimiento": "mover", "librarse": "liberarse", "escapar": "liberarse",
        "soltarse": "liberarse", "zafarse": "liberarse", "regeneracion": "regenerar", "regenerarse": "regenerar",
        "retrasar_accion": "retrasar", "mantener_poder": "mantener", "mantener_agarre": "mantener",
        "contacto_curativo": "curar", "excelente_apuntando": "apuntar", "punto_heroe": "usar_punto_heroe",
        "punto_de_heroe": "usar_punto_heroe",
    },
    # «Turno»: an ``atacar`` whose ``maniobra`` does not attack is that maneuver's own action
    "maniobras_que_no_atacan": {
        "defensa_total": "defensa_total", "defensa_a_la_carrera": "defensa_a_la_carrera", "parada": "parada",
        "esquiva": "esquiva", "interponerse": "interponerse", "retrasar_accion": "retrasar",
        "excelente_apuntando": "apuntar", "estudiar_objetivo": "estudiar_objetivo",
        "mostrar_punto_debil": "mostrar_punto_debil", "provocar_ataque_a_otro_objetivo": "provocar_ataque",
    },
    # «Turno»: «Repetir», «+2 niveles» o «niveles» = ``nivel``, «superpoder» = ``poder``
    "usos_punto_heroe": {"+2_niveles": "nivel", "niveles": "nivel", "superpoder": "poder"},
    # «Otras formas escritas a mano»: «destacable» (o «desarrollado») 1, «normal» ½, «no desarrollado» 0
    "valores_de_atributo": {
        "destacable": "1", "desarrollado": "1", "normal": "0.5", "no_desarrollado": "0", "sin_desarrollar": "0",
    },
    # «Otras formas escritas a mano»: `arquetipo` vacío, «Ninguno» o «sin arquetipo»: ningún arquetipo
    "sin_arquetipo": {"ninguno": "", "sin_arquetipo": ""},
    # «La ficha»: `tipo` sin mayúsculas y en femenino («mundana», «Especial»)
    "tipo_de_equipo": {"mundana": "mundano"},
    # «La ficha»: `categoria` por sinónimo («defensa», «defensiva», «protección» = `armadura`)
    "categoria_de_equipo": {"defensa": "armadura", "defensiva": "armadura", "proteccion": "armadura"},
    # «La ficha»: las banderas `"defensa": true`, `"defensivo": true`, `"armadura": true` y `"escudo": true`
    "banderas_de_equipo": {"defensa": "armadura", "defensivo": "armadura", "armadura": "armadura", "escudo": "escudo"},
    # «La ficha»: `alcance` «a distancia», «cuerpo a cuerpo», «c/c», «melee»
    "alcance_de_equipo": {"a_distancia": "distancia", "c/c": "cuerpo_a_cuerpo", "melee": "cuerpo_a_cuerpo"},
    # «La ficha»: `tamano` por nombre (FAQ de naves)
    "tamano": {
        "caza": "1", "carguero_ligero": "1", "corbeta": "2", "fragata": "3", "destructor": "4",
        "superdestructor": "5", "estrella_de_la_muerte": "6", "pequeno": "-1", "grande": "1", "enorme": "2",
    },
    # «Huecos y decisiones»: «Luchar sin armas» (texto del Artista Marcial) es «Lucha sin armas»
    "maniobras": {"luchar_sin_armas": "Lucha sin armas"},
    # «Huecos y decisiones»: alias de ventajas («Duro de matar», «Bien informado/a», «Muy atractivo/a», «Rico/a»)
    "ventajas": {
        "duro_de_matar": "Difícil de matar", "bien_informado": "Bien informad@", "bien_informada": "Bien informad@",
        "muy_atractivo": "Muy atractiv@", "muy_atractiva": "Muy atractiv@", "rico": "Ric@", "rica": "Ric@",
    },
    # «Huecos y decisiones»: modificadores «también en minúsculas, «penetrante»»
    "modificadores": {"penetrante": "Ataque penetrante"},
    # «Huecos y decisiones»: o `"penetrante": true` / `"uso_limitado": true`
    "modificadores_como_bandera": {"penetrante": "Ataque penetrante", "uso_limitado": "Uso limitado"},
    # «La ficha»: en la ficha de un esbirro también vale `"puntos_vida": n`
    "claves_de_esbirro": {"puntos_vida": "puntos_vida_esbirro"},
}  # fmt: skip
