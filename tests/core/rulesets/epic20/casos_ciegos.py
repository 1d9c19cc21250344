"""Builder check data, blind round: sheets typed by hand only from the rule text and the issue's fixed names
(no ``canjes``, no ``opciones_arquetipo``), one legal starting hero per archetype and sheets that break one rule
each, with the problems (field, start of the message) worked out by hand. Each comment says the arithmetic.
Checked by test_casos_ciegos.py."""

from __future__ import annotations

from typing import Any


def hoja(**cambios: Any) -> dict[str, Any]:
    """A hand-typed level-8 hero with no archetype: C1 A1 P½ I½ Pr0, Atletismo and Acrobacias 1, four skills at ½,
    Superfuerza + Superprotección + Volar (3 ptos), 2 advantages, 2 maneuvers, 1 complication, 2 hero points."""
    datos: dict[str, Any] = {
        "nombre": "Ciego", "nivel": 8,
        "atributos": {"corpulencia": 1, "agilidad": 1, "percepcion": 0.5, "inteligencia": 0.5, "presencia": 0},
        "habilidades": {"Atletismo": 1, "Acrobacias": 1, "Sigilo": 0.5, "Intuición": 0.5, "Percepción visual": 0.5,
                        "Investigación": 0.5},
        "poderes": [{"nombre": "Superfuerza"}, {"nombre": "Superprotección"}, {"nombre": "Volar"}],
        "arquetipo": None, "ventajas": ["Excelente atleta", "Difícil de matar"],
        "maniobras": ["Iniciativa mejorada", "Ataque a fondo"], "complicaciones": ["Identidad secreta"],
        "equipo": [], "puntos_heroe": 2, "esbirro": False,
    }  # fmt: skip
    datos.update(cambios)
    return datos


# fmt: off
CASOS_CIEGOS: dict[str, tuple[dict[str, Any], list[tuple[str, str]]]] = {
    # 1.5 spent; 3 halves: 3 maniobras, 1 ventaja, 1 skill
    'l01_artista_marcial': (hoja(**{'atributos': {'corpulencia': 1, 'agilidad': 1, 'percepcion': 0.5, 'inteligencia': 0, 'presencia': 0.5}, 'habilidades': {'Atletismo': 1, 'Acrobacias': 1, 'Intimidación': 1, 'Sigilo': 0.5, 'Intuición': 0.5, 'Percepción visual': 0.5, 'Manos ágiles': 0.5}, 'poderes': [{'nombre': 'Ataque especial cuerpo a cuerpo'}, {'nombre': 'Supersalto'}, {'nombre': 'Trepar'}], 'arquetipo': 'Artista Marcial', 'maniobras': ['Lucha sin armas', 'Iniciativa mejorada', 'Iniciativa mejorada 2', 'Ataque a fondo', 'Parada', 'Esquiva']}),
        []),
    # 1 destacable int, 1 maniobra
    'l02_inventor': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 0.5, 'percepcion': 0.5, 'inteligencia': 1, 'presencia': 0}, 'habilidades': {'Tecnología Hardware': 1, 'Tecnología Software': 1, 'Investigación': 0.5, 'Medicina': 0.5, 'Vehículos': 0.5, 'Percepción visual': 0.5}, 'poderes': [{'nombre': 'Ataque especial a distancia'}, {'nombre': 'Volar'}, {'nombre': 'Superprotección'}], 'arquetipo': 'Inventor', 'ventajas': ['Memoria fotográfica', 'Contactos'], 'maniobras': ['Excelente apuntando']}),
        []),
    # 1.5 spent, 3 halves -> 6 skill pts; skills 10
    'l03_experto': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 0.5, 'percepcion': 1, 'inteligencia': 1, 'presencia': 0}, 'habilidades': {'Investigación': 2, 'Tecnología Hardware': 2, 'Tecnología Software': 2, 'Medicina': 1, 'Vehículos': 1, 'Conocimientos de Física': 1, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Ataque especial a distancia'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Experto', 'ventajas': ['Memoria fotográfica', 'Contactos']}),
        []),
    # 1.5 sacrificed -> +1.5 skill, +3 ventajas
    'l04_espia': (hoja(**{'atributos': {'corpulencia': 0, 'agilidad': 0.5, 'percepcion': 1, 'inteligencia': 0.5, 'presencia': 1}, 'habilidades': {'Engañar': 1, 'Sigilo': 1, 'Persuasión': 1, 'Intuición': 0.5, 'Percepción visual': 0.5, 'Manos ágiles': 0.5, 'Investigación': 0.5, 'Acrobacias': 0.5}, 'poderes': [{'nombre': 'Camuflaje'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Espía', 'ventajas': ['Contactos', 'Memoria fotográfica', 'Bien informad@', 'Ric@', 'Esconderse a simple vista']}),
        []),
    # Leer mentes 1.5; +1.5 skills; ventajas 2+3+1; 1 maniobra
    'l05_politico': (hoja(**{'atributos': {'corpulencia': 0, 'agilidad': 0.5, 'percepcion': 0.5, 'inteligencia': 1, 'presencia': 1}, 'habilidades': {'Persuasión': 1, 'Engañar': 1, 'Intuición': 1, 'Estudios de Derecho': 0.5, 'Investigación': 0.5, 'Percepción visual': 0.5, 'Intimidación': 0.5, 'Percepción auditiva': 0.5}, 'poderes': [{'nombre': 'Leer mentes'}], 'arquetipo': 'Político', 'ventajas': ['Contactos', 'Influencia en el gobierno de la ciudad', 'Ric@', 'Bien informad@', 'Muy atractiv@', 'Fascinar'], 'maniobras': ['Retrasar acción']}),
        []),
    # Androide: por defecto 3 complicaciones (inicial + táser + extra); esta ficha lee 2
    'l06_androide': (hoja(**{'poderes': [{'nombre': 'Soporte vital'}, {'nombre': 'Soporte vital en el vacío'}, {'nombre': 'Superfuerza'}, {'nombre': 'Superprotección'}, {'nombre': 'Ataque especial a distancia'}], 'arquetipo': 'Androide', 'complicaciones': ['Vulnerabilidad a táser', 'Fobia']}),
        [('complicaciones', 'Arquetipo Androide: hay que elegir 3 complicaciones; hay 2.')]),
    # Superesquiva x2=2, 1 sacrificed: man+vent, skill+vent
    'l07_vigilante': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 1, 'percepcion': 1, 'inteligencia': 0.5, 'presencia': 0}, 'habilidades': {'Atletismo': 1, 'Acrobacias': 1, 'Sigilo': 1, 'Intuición': 0.5, 'Percepción visual': 0.5, 'Investigación': 0.5, 'Intimidación': 0.5}, 'poderes': [{'nombre': 'Superesquiva'}], 'arquetipo': 'Vigilante', 'ventajas': ['Excelente atleta', 'Difícil de matar', 'Contactos', 'Seguir rastros'], 'maniobras': ['Iniciativa mejorada', 'Ataque a fondo', 'Levantarse rápido']}),
        []),
    # 4 power pts, 3 skill pts, 1 ventaja, 2 complicaciones
    'l08_parangon': (hoja(**{'habilidades': {'Atletismo': 1, 'Intimidación': 1, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Volar'}, {'nombre': 'Superprotección'}, {'nombre': 'Vida extra'}], 'arquetipo': 'Parangón', 'ventajas': ['Difícil de matar'], 'complicaciones': ['Sentido del honor estricto', 'Identidad secreta']}),
        []),
    # corp destacable, superfuerza, 3 skill pts
    'l09_masa': (hoja(**{'habilidades': {'Atletismo': 1, 'Intimidación': 1, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Superprotección'}, {'nombre': 'Vida extra'}], 'arquetipo': 'Masa de músculos'}),
        []),
    # int destacable; 1 maniobra; telepatía gratis
    'l10_mentalista': (hoja(**{'atributos': {'corpulencia': 0, 'agilidad': 0.5, 'percepcion': 1, 'inteligencia': 1, 'presencia': 0.5}, 'habilidades': {'Intuición': 1, 'Investigación': 1, 'Percepción visual': 0.5, 'Persuasión': 0.5, 'Medicina': 0.5, 'Engañar': 0.5}, 'poderes': [{'nombre': 'Ataque mental a distancia'}, {'nombre': 'Escudo mental'}], 'arquetipo': 'Mentalista', 'ventajas': ['Memoria fotográfica', 'Contactos'], 'maniobras': ['Retrasar acción']}),
        []),
    # ataque esp cc; 1 ventaja
    'l11_energizado': (hoja(**{'poderes': [{'nombre': 'Ataque especial cuerpo a cuerpo'}, {'nombre': 'Superprotección'}, {'nombre': 'Volar'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Energizado', 'ventajas': ['Excelente atleta']}),
        []),
    # agi destacable; 1 ventaja; correr gratis
    'l12_velocista': (hoja(**{'poderes': [{'nombre': 'Superesquiva'}, {'nombre': 'Ataque especial cuerpo a cuerpo ágil'}, {'nombre': 'Ataque especial a distancia'}], 'arquetipo': 'Velocista', 'ventajas': ['Excelente atleta']}),
        []),
    # garra gratis; Monstruoso + 1; 1 ventaja
    'l13_monstruo': (hoja(**{'poderes': [{'nombre': 'Superprotección'}, {'nombre': 'Trepar'}, {'nombre': 'Supersalto'}, {'nombre': 'Vida extra'}], 'arquetipo': 'Monstruo', 'ventajas': ['Excelente atleta'], 'complicaciones': ['Monstruoso', 'Fácil de provocar']}),
        []),
    # 3.5 points, cambiar de apariencia; Llamativo+1; 1 ventaja
    'l14_cambiante': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 1, 'percepcion': 0.5, 'inteligencia': 1, 'presencia': 0}, 'poderes': [{'nombre': 'Cambiar de apariencia'}, {'nombre': 'Superesquiva'}, {'nombre': 'Ataque especial a distancia'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Cambiante', 'ventajas': ['Excelente atleta'], 'complicaciones': ['Llamativo', 'Secreto oscuro']}),
        []),
    # 4 pts, int destacable
    'l15_mago': (hoja(**{'atributos': {'corpulencia': 0, 'agilidad': 1, 'percepcion': 0.5, 'inteligencia': 1, 'presencia': 0.5}, 'poderes': [{'nombre': 'Ataque especial a distancia'}, {'nombre': 'Volar'}, {'nombre': 'Escudo mental'}, {'nombre': 'Ilusión'}], 'arquetipo': 'Mago'}),
        []),
    # 3.5 pts; Forma sin superpoderes + 1
    'l16_tecnificado': (hoja(**{'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Superprotección'}, {'nombre': 'Volar'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Tecnificado', 'complicaciones': ['Forma sin superpoderes', 'Identidad secreta']}),
        []),
    # inmunidad edad + Difícil de matar gratis; 2 complicaciones
    'l17_dios': (hoja(**{'arquetipo': 'Dios', 'ventajas': ['Difícil de matar', 'Excelente atleta', 'Intimidante'], 'complicaciones': ['Sentido del honor estricto', 'Fácil de provocar']}),
        []),
    # 1 spent, 4 halves -> +2 skill, +4 equip ventajas; esp limit 3; 1 maniobra; 2 compl
    'l18_armero': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 1, 'percepcion': 0.5, 'inteligencia': 1, 'presencia': 0}, 'habilidades': {'Tecnología Hardware': 1, 'Vehículos': 1, 'Percepción visual': 1, 'Investigación': 1, 'Sigilo': 1, 'Intuición': 0.5, 'Acrobacias': 0.5}, 'poderes': [{'nombre': 'Supersalto'}, {'nombre': 'Trepar'}], 'arquetipo': 'Armero', 'ventajas': ['Equipo especial', 'Equipo especial', 'Equipo especial', 'Equipo mundano', 'Ayudante'], 'maniobras': ['Ojo agudo'], 'complicaciones': ['Identidad secreta', 'Secreto oscuro'], 'equipo': [{'nombre': 'Rifle blaster', 'tipo': 'especial'}, {'nombre': 'Armadura de combate', 'tipo': 'especial'}, {'nombre': 'Granadas', 'tipo': 'especial'}, {'nombre': 'Speeder bike', 'tipo': 'mundano'}, {'nombre': 'Ordenador', 'tipo': 'mundano'}]}),
        []),
    # 1.5 spent; 3 halves -> +3 man, +3 equip; skills 3.5
    'l19_soldado': (hoja(**{'habilidades': {'Atletismo': 1, 'Acrobacias': 1, 'Sigilo': 0.5, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Superesquiva'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Soldado', 'ventajas': ['Equipo especial', 'Equipo especial', 'Equipo especial', 'Equipo mundano', 'Equipo mundano'], 'maniobras': ['Iniciativa mejorada', 'Ataque a fondo', 'Ataque sostenido', 'Desenfunda rápido', 'Ojo agudo'], 'complicaciones': ['Identidad secreta', 'Secreto oscuro'], 'equipo': ['Rifle blaster', 'Armadura de stormtrooper', 'Vibrocuchillo', 'Prismáticos', 'Botiquín', 'Casco', 'Cuerda']}),
        []),
    # gains compl agua + 1 chosen; 1 ventaja
    'l20_acuatico': (hoja(**{'arquetipo': 'Acuático', 'ventajas': ['Excelente atleta'], 'complicaciones': ['Necesita un elemento para subsistir: agua', 'Identidad secreta']}),
        []),
    # 2 power pts, 6 ventajas
    'l21_lider': (hoja(**{'atributos': {'corpulencia': 0, 'agilidad': 0.5, 'percepcion': 0.5, 'inteligencia': 1, 'presencia': 1}, 'habilidades': {'Persuasión': 1, 'Intuición': 1, 'Engañar': 0.5, 'Investigación': 0.5, 'Percepción visual': 0.5, 'Intimidación': 0.5}, 'poderes': [{'nombre': 'Escudo mental'}, {'nombre': 'Escudo emocional'}], 'arquetipo': 'Líder', 'ventajas': ['Inspirar a otros', 'Contactos', 'Ric@', 'Bien informad@', 'Trabajo en equipo', 'Motivador']}),
        []),
    # corp destacable; 3 maniobras; 3.5 skills
    'l22_bravo': (hoja(**{'habilidades': {'Atletismo': 1, 'Acrobacias': 1, 'Sigilo': 0.5, 'Intuición': 0.5, 'Percepción visual': 0.5}, 'arquetipo': 'Bravo', 'maniobras': ['Iniciativa mejorada', 'Ataque a fondo', 'Lucha sin armas']}),
        []),
    # 1.5 spent; 3 halves -> 4.5 skills; total 8.5
    'l23_granuja': (hoja(**{'atributos': {'corpulencia': 0, 'agilidad': 1, 'percepcion': 0.5, 'inteligencia': 0.5, 'presencia': 1}, 'habilidades': {'Manos ágiles': 2, 'Sigilo': 2, 'Engañar': 1, 'Acrobacias': 1, 'Persuasión': 1, 'Intuición': 0.5, 'Percepción visual': 0.5, 'Vehículos': 0.5}, 'poderes': [{'nombre': 'Ataque especial a distancia'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Granuja'}),
        []),
    # int dest, corp 0; 3 free ventajas; skills 8; 0 maniobras; 2 power
    'l24_escolar': (hoja(**{'atributos': {'corpulencia': 0, 'agilidad': 0.5, 'percepcion': 1, 'inteligencia': 1, 'presencia': 0.5}, 'habilidades': {'Investigación': 2, 'Medicina': 2, 'Conocimientos de Historia': 1, 'Estudios de Física': 1, 'Tecnología Software': 1, 'Intuición': 0.5, 'Percepción visual': 0.5}, 'poderes': [{'nombre': 'Escudo mental'}, {'nombre': 'Contacto curativo'}], 'arquetipo': 'Escolar', 'ventajas': ['Sabe un poco de todo', 'Bien informad@', 'Lingüista', 'Memoria fotográfica', 'Contactos'], 'maniobras': []}),
        []),
    # per dest; granted skills; 1 ventaja; 1 maniobra
    'l25_explorador': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 1, 'percepcion': 1, 'inteligencia': 0.5, 'presencia': 0}, 'habilidades': {'Conocimientos de Supervivencia': 1, 'Sigilo': 2, 'Percepción visual': 1.5, 'Atletismo': 1, 'Acrobacias': 0.5, 'Intuición': 0.5, 'Investigación': 0.5}, 'arquetipo': 'Explorador', 'ventajas': ['Seguir rastros'], 'maniobras': ['Ojo agudo']}),
        []),
    # Monstruo con piel deducida: Superprotección ½ + Superfuerza 1 + Volar 1 + Supersalto ½ = 3 (entera: 3½)
    'l26_monstruo_piel': (hoja(**{'poderes': [{'nombre': 'Superprotección'}, {'nombre': 'Superfuerza'}, {'nombre': 'Volar'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Monstruo', 'ventajas': ['Excelente atleta'], 'complicaciones': ['Monstruoso', 'Fácil de provocar']}),
        []),
    # Androide: la inicial + «vulnerabilidad a táser» + «una complicación extra además de la inicial» = 3; soporte vital, vacío gratis; 1+1+1 = 3
    'l06b_androide_tres': (hoja(**{'poderes': [{'nombre': 'Soporte vital'}, {'nombre': 'Soporte vital en el vacío'}, {'nombre': 'Superfuerza'}, {'nombre': 'Superprotección'}, {'nombre': 'Ataque especial a distancia'}], 'arquetipo': 'Androide', 'complicaciones': ['Vulnerabilidad a táser', 'Fobia', 'Secreto oscuro']}),
        []),
    # Ataque esp distancia + penetrante 1.5 + supersalto .5 + superprot 1 = 3
    'l29_penetrante': (hoja(**{'poderes': [{'nombre': 'Ataque especial a distancia', 'modificadores': ['Ataque penetrante']}, {'nombre': 'Supersalto'}, {'nombre': 'Superprotección'}]}),
        []),
    # area distancia 3 /3 = 1 + 2
    'l30_uso_limitado': (hoja(**{'poderes': [{'nombre': 'Ataque especial de área circular a distancia', 'modificadores': ['Uso limitado']}, {'nombre': 'Superfuerza'}, {'nombre': 'Superprotección'}]}),
        []),
    # 2 powers + 1 full power -> 1 esp equip beyond limit (3 esp at lvl 8)
    'l31_equipo_sobre_limite': (hoja(**{'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Superprotección'}], 'ventajas': ['Equipo especial', 'Equipo especial', 'Equipo especial'], 'equipo': [{'nombre': 'Blaster', 'tipo': 'especial'}, {'nombre': 'Espada láser', 'tipo': 'especial'}, {'nombre': 'Armadura', 'tipo': 'especial'}]}),
        []),
    # Estudios/Conocimientos/Ejerce
    'l32_subhabilidades': (hoja(**{'habilidades': {'Estudios de Derecho': 1, 'Conocimientos de Historia': 1, 'Ejerce de abogado': 0.5, 'Investigación': 0.5, 'Percepción visual': 0.5, 'Intuición': 0.5}}),
        []),
    # max hero points 2
    'l33_nivel5_heroe2': (hoja(**{'nivel': 5, 'ventajas': ['Equipo especial', 'Difícil de matar'], 'equipo': ['Blaster']}),
        []),
    # ventaja 'Equipo especial: blaster'
    's01_equipo_con_asunto': (hoja(**{'ventajas': ['Equipo especial: pistola blaster', 'Difícil de matar']}),
        []),
    # Equipo mundano -> 2 objects as strings
    's02_equipo_mundano_strings': (hoja(**{'ventajas': ['Equipo mundano', 'Difícil de matar'], 'equipo': ['Cuerda', 'Linterna']}),
        []),
    # modificadores as string
    's03_modificador_texto': (hoja(**{'poderes': [{'nombre': 'Ataque especial a distancia', 'modificadores': 'Ataque penetrante'}, {'nombre': 'Supersalto'}, {'nombre': 'Superprotección'}]}),
        []),
    # agua en paréntesis
    's09_acuatico_parentesis': (hoja(**{'arquetipo': 'Acuático', 'ventajas': ['Excelente atleta'], 'complicaciones': ['Necesita un elemento para subsistir (agua)', 'Fobia']}),
        []),
    # Supersentidos: visión nocturna + inmunidad fuego
    's10_supersentidos': (hoja(**{'poderes': [{'nombre': 'Supersentidos: visión nocturna'}, {'nombre': 'Inmunidad a un elemento o tipo de energía no especial: fuego'}, {'nombre': 'Superfuerza'}, {'nombre': 'Superprotección'}]}),
        []),
    # ventaja as object with detalle
    's12_ventaja_dict': (hoja(**{'ventajas': [{'nombre': 'Influencia en', 'detalle': 'el gobierno'}, 'Difícil de matar']}),
        []),
    # names without accents
    's14_sin_tildes': (hoja(**{'habilidades': {'Atletismo': 1, 'Acrobacias': 1, 'Sigilo': 0.5, 'Intuicion': 0.5, 'Percepcion visual': 0.5, 'Investigacion': 0.5}, 'poderes': [{'nombre': 'superfuerza'}, {'nombre': 'superproteccion'}, {'nombre': 'volar'}], 'ventajas': ['Excelente atleta', 'dificil de matar'], 'maniobras': ['iniciativa mejorada', 'ataque a fondo']}),
        []),
    # AM without listing Lucha sin armas
    's16_lucha_sin_armas_am_no_listed': (hoja(**{'atributos': {'corpulencia': 1, 'agilidad': 1, 'percepcion': 0.5, 'inteligencia': 0, 'presencia': 0.5}, 'habilidades': {'Atletismo': 1, 'Acrobacias': 1, 'Intimidación': 1, 'Sigilo': 0.5, 'Intuición': 0.5, 'Percepción visual': 0.5, 'Manos ágiles': 0.5}, 'poderes': [{'nombre': 'Ataque especial cuerpo a cuerpo'}, {'nombre': 'Supersalto'}, {'nombre': 'Trepar'}], 'arquetipo': 'Artista Marcial', 'maniobras': ['Iniciativa mejorada', 'Iniciativa mejorada 2', 'Ataque a fondo', 'Parada', 'Esquiva']}),
        []),
    # granted power listed
    's17_mentalista_lista_telepatia': (hoja(**{'atributos': {'corpulencia': 0, 'agilidad': 0.5, 'percepcion': 1, 'inteligencia': 1, 'presencia': 0.5}, 'habilidades': {'Intuición': 1, 'Investigación': 1, 'Percepción visual': 0.5, 'Persuasión': 0.5, 'Medicina': 0.5, 'Engañar': 0.5}, 'poderes': [{'nombre': 'Comunicarse con telepatía'}, {'nombre': 'Ataque mental a distancia'}, {'nombre': 'Escudo mental'}], 'arquetipo': 'Mentalista', 'ventajas': ['Memoria fotográfica', 'Contactos'], 'maniobras': ['Retrasar acción']}),
        []),
    # Dios without listing granted
    's19_dios_sin_listar': (hoja(**{'arquetipo': 'Dios', 'ventajas': ['Excelente atleta', 'Intimidante'], 'complicaciones': ['Sentido del honor estricto', 'Fácil de provocar']}),
        []),
    # tipo Especial capital
    's20_equipo_lista_dicts_especial_string_tipo': (hoja(**{'ventajas': ['Equipo especial', 'Difícil de matar'], 'equipo': [{'nombre': 'Espada láser', 'tipo': 'Especial'}]}),
        []),
    # FAQ «combate con dos armas»: «comprar dos ataques especiales» por duplicado: 1 + 1 + Volar 1 = 3
    'x05_poder_doble_ataque_esp': (hoja(**{'poderes': [{'nombre': 'Ataque especial a distancia'}, {'nombre': 'Ataque especial a distancia'}, {'nombre': 'Volar'}]}),
        []),
    # Armero: los 4 ptos del canje solo valen para nave, equipo o ayudante; 3 ventajas generales > 2
    't13_armero_ventaja_general': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 1, 'percepcion': 0.5, 'inteligencia': 1, 'presencia': 0}, 'habilidades': {'Tecnología Hardware': 1, 'Vehículos': 1, 'Percepción visual': 1, 'Investigación': 1, 'Sigilo': 1, 'Intuición': 0.5, 'Acrobacias': 0.5}, 'poderes': [{'nombre': 'Supersalto'}, {'nombre': 'Trepar'}], 'arquetipo': 'Armero', 'ventajas': ['Equipo especial', 'Equipo especial', 'Equipo especial', 'Contactos', 'Ric@', 'Memoria fotográfica'], 'maniobras': ['Ojo agudo'], 'complicaciones': ['Identidad secreta', 'Secreto oscuro']}),
        [('habilidades', 'Se han repartido 6 ptos de habilidad y solo hay 4 (los ptos '), ('ventajas', 'Ventajas y equipo suman 6 ptos y solo hay 2 (los ptos de sup')]),
    # needs physical superdefense
    't22_defensa_penetrante_sin_superdefensa': (hoja(**{'poderes': [{'nombre': 'Defensa contra ataque penetrante'}, {'nombre': 'Superfuerza'}, {'nombre': 'Volar'}]}),
        [('poderes[0]', '«Defensa contra ataque penetrante» es un modificador de pode')]),
    # Superprot + Def pen
    't23_defensa_penetrante_ok': (hoja(**{'poderes': [{'nombre': 'Defensa contra ataque penetrante'}, {'nombre': 'Superprotección'}, {'nombre': 'Volar'}]}),
        []),
    # «Teleportarse a destino conocido (incluye el poder anterior)»: no se compran los dos; 1½ + 2½ = 4 > 3
    't24_teleport_incluye': (hoja(**{'poderes': [{'nombre': 'Teleportarse'}, {'nombre': 'Teleportarse a destino conocido'}]}),
        [('poderes[1]', '«Teleportarse a destino conocido» ya incluye «Teleportarse»:'), ('poderes', 'Los poderes y canjes suman 4 ptos y solo hay 3.')]),
    # Vigilante: (3 + 1 penetrante en área) × 2 = 8; Uso limitado ÷ 3 hacia arriba = 3 ptos de 3
    't26_vigilante_ul_ok': (hoja(**{'poderes': [{'nombre': 'Ataque especial de área circular a distancia', 'modificadores': ['Ataque penetrante', 'Uso limitado']}], 'arquetipo': 'Vigilante'}),
        []),
    # dos «Equipo especial» = 2 ptos (límite 8/4 = 2), dos pistolas blaster sin tipo: las dos especiales
    't28_dos_blaster_equipo': (hoja(**{'ventajas': ['Equipo especial', 'Equipo especial'], 'equipo': ['Pistola blaster', 'Pistola blaster']}),
        []),
    # tercera copia de un superataque: solo por duplicado (dos armas)
    't29_ataque_tres_veces': (hoja(**{'poderes': [{'nombre': 'Ataque especial cuerpo a cuerpo'}, {'nombre': 'Ataque especial cuerpo a cuerpo'}, {'nombre': 'Ataque especial cuerpo a cuerpo'}, {'nombre': 'Volar'}, {'nombre': 'Supersalto'}]}),
        [('poderes[2]', '«Ataque especial cuerpo a cuerpo» ya está dos veces en la fi')]),
    # ½ must go to appearance
    't06_cambiante_sin_apariencia': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 1, 'percepcion': 0.5, 'inteligencia': 1, 'presencia': 0}, 'poderes': [{'nombre': 'Superesquiva'}, {'nombre': 'Ataque especial a distancia'}, {'nombre': 'Volar'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Cambiante', 'ventajas': ['Excelente atleta'], 'complicaciones': ['Llamativo', 'Secreto oscuro']}),
        [('poderes', 'Arquetipo Cambiante: el ½ pto extra debe aplicarse a un supe')]),
    # needs Forma sin superpoderes
    't07_tecnificado_sin_forma': (hoja(**{'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Superprotección'}, {'nombre': 'Volar'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Tecnificado', 'complicaciones': ['Identidad secreta', 'Fobia']}),
        [('complicaciones', 'Arquetipo Tecnificado: añade la complicación «Forma sin supe')]),
    # Crecer ok
    't10_masa_crecer': (hoja(**{'habilidades': {'Atletismo': 1, 'Intimidación': 1, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Crecer'}, {'nombre': 'Superprotección'}, {'nombre': 'Vida extra'}], 'arquetipo': 'Masa de músculos'}),
        []),
    # area distancia 3 + pen 1 = 4
    'i06_penetrante_area': (hoja(**{'poderes': [{'nombre': 'Ataque especial de área circular a distancia', 'modificadores': ['Ataque penetrante']}]}),
        [('poderes', 'Los poderes y canjes suman 4 ptos y solo hay 3.')]),
    # forbidden at creation
    'i07_accion_estandar_extra': (hoja(**{'poderes': [{'nombre': 'Acción estándar extra', 'modificadores': ['Uso limitado']}, {'nombre': 'Volar'}]}),
        [('poderes[0]', '«Acción estándar extra» no se puede seleccionar durante la c')]),
    # nivel 4: límite de equipo especial 4/4 = 1; 2 «Equipo especial» con objetos sin tipo = 2 ptos
    'i17_equipo_especial_limite': (hoja(**{'nivel': 4, 'ventajas': ['Equipo especial', 'Equipo especial'], 'equipo': ['Blaster', 'Armadura'], 'puntos_heroe': 1}),
        [('equipo', 'El equipo especial suma 2 ptos y el máximo es 1 (1 pto por c')]),
    # no equipo especial
    'i22_vigilante_equipo_especial': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 1, 'percepcion': 1, 'inteligencia': 0.5, 'presencia': 0}, 'habilidades': {'Atletismo': 1, 'Acrobacias': 1, 'Sigilo': 1, 'Intuición': 0.5, 'Percepción visual': 0.5, 'Investigación': 0.5, 'Intimidación': 0.5}, 'poderes': [{'nombre': 'Superesquiva'}], 'arquetipo': 'Vigilante', 'ventajas': ['Equipo especial', 'Difícil de matar', 'Contactos', 'Seguir rastros'], 'maniobras': ['Iniciativa mejorada', 'Ataque a fondo', 'Levantarse rápido'], 'equipo': ['Blaster']}),
        [('ventajas[0]', 'Arquetipo Vigilante: no puede adquirir la ventaja «Equipo es'), ('equipo[0]', 'Arquetipo Vigilante: no puede adquirir equipo especial.')]),
    # Experto: Ataque a distancia 1 + Volar 1 = 2; sacrifica 1 < 1½
    'i23_experto_poco_sacrificio': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 0.5, 'percepcion': 1, 'inteligencia': 1, 'presencia': 0}, 'habilidades': {'Investigación': 2, 'Tecnología Hardware': 2, 'Tecnología Software': 1, 'Medicina': 1, 'Vehículos': 0.5, 'Intuición': 0.5, 'Percepción visual': 0.5, 'Sigilo': 0.5}, 'poderes': [{'nombre': 'Ataque especial a distancia'}, {'nombre': 'Volar'}], 'arquetipo': 'Experto', 'ventajas': ['Memoria fotográfica', 'Contactos']}),
        [('canjes', 'Arquetipo Experto: debe sacrificar al menos la mitad de sus ')]),
    # pre dest
    'i27_androide_pre': (hoja(**{'atributos': {'corpulencia': 1, 'agilidad': 0.5, 'percepcion': 0.5, 'inteligencia': 0, 'presencia': 1}, 'arquetipo': 'Androide', 'complicaciones': ['Vulnerabilidad a táser', 'Fobia']}),
        [('atributos.presencia', 'Arquetipo Androide: la Presencia no puede ser atributo desta'), ('complicaciones', 'Arquetipo Androide: hay que elegir 3 complicaciones; hay 2.')]),
    # Artista Marcial: Superprotección × 2 = 2 ptos; sacrifica 1 < 1½ (la mitad de 3)
    'i30_artista_superprot_doble': (hoja(**{'atributos': {'corpulencia': 1, 'agilidad': 1, 'percepcion': 0.5, 'inteligencia': 0, 'presencia': 0.5}, 'poderes': [{'nombre': 'Superprotección'}], 'arquetipo': 'Artista Marcial', 'maniobras': ['Lucha sin armas', 'Iniciativa mejorada', 'Iniciativa mejorada 2', 'Ataque a fondo', 'Parada', 'Esquiva']}),
        [('canjes', 'Arquetipo Artista Marcial: debe sacrificar al menos la mitad')]),
    # ranged power
    'i21_masa_distancia': (hoja(**{'habilidades': {'Atletismo': 1, 'Intimidación': 1, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Ataque especial a distancia'}, {'nombre': 'Vida extra'}], 'arquetipo': 'Masa de músculos'}),
        [('poderes[1]', 'Arquetipo Masa de músculos: no puede elegir poderes a distan')]),
    # needs another compl
    'i24_monstruo_solo_monstruoso': (hoja(**{'poderes': [{'nombre': 'Superprotección'}, {'nombre': 'Trepar'}, {'nombre': 'Supersalto'}, {'nombre': 'Vida extra'}], 'arquetipo': 'Monstruo', 'ventajas': ['Excelente atleta'], 'complicaciones': ['Monstruoso']}),
        [('complicaciones', 'Arquetipo Monstruo: hay que elegir 2 complicaciones; hay 1.')]),
    # needs 2
    'i37_parangon_una_compl': (hoja(**{'habilidades': {'Atletismo': 1, 'Intimidación': 1, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Volar'}, {'nombre': 'Superprotección'}, {'nombre': 'Vida extra'}], 'arquetipo': 'Parangón', 'ventajas': ['Difícil de matar']}),
        [('complicaciones', 'Arquetipo Parangón: hay que elegir 2 complicaciones; hay 1.')]),
    # 2.5 powers; +1 skill as two halves: two 1 + six ½
    'u01_seis_medios_trueque': (hoja(**{'habilidades': {'Atletismo': 1, 'Acrobacias': 1, 'Sigilo': 0.5, 'Intuición': 0.5, 'Percepción visual': 0.5, 'Investigación': 0.5, 'Medicina': 0.5, 'Vehículos': 0.5}, 'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Superprotección'}, {'nombre': 'Supersalto'}]}),
        []),
    # shape: one 1 + six ½ (4 pts)
    'u02_uno_y_seis_medios': (hoja(**{'habilidades': {'Atletismo': 1, 'Acrobacias': 0.5, 'Sigilo': 0.5, 'Intuición': 0.5, 'Percepción visual': 0.5, 'Investigación': 0.5, 'Medicina': 0.5}}),
        [('habilidades', 'Hay que elegir dos habilidades con valor 1 y cuatro habilida')]),
    # granted 3 + base 4 = 7
    'u10_explorador_separado': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 1, 'percepcion': 1, 'inteligencia': 0.5, 'presencia': 0}, 'habilidades': {'Conocimientos de Supervivencia': 1, 'Sigilo': 1, 'Percepción visual': 1, 'Atletismo': 1, 'Acrobacias': 1, 'Intuición': 0.5, 'Investigación': 0.5, 'Medicina': 0.5, 'Vehículos': 0.5}, 'arquetipo': 'Explorador', 'ventajas': ['Seguir rastros'], 'maniobras': ['Ojo agudo']}),
        []),
    # ½ + 1.5 on Convertirse en animal (2) + Superfuerza 1 + Supersalto .5 = 3.5
    'u13_cambiante_animal': (hoja(**{'poderes': [{'nombre': 'Convertirse en animal'}, {'nombre': 'Superfuerza'}, {'nombre': 'Supersalto'}], 'arquetipo': 'Cambiante', 'ventajas': ['Excelente atleta'], 'complicaciones': ['Llamativo', 'Fobia']}),
        []),
    # ranged for throwing written in detalle
    'u14_masa_arrojar_detalle': (hoja(**{'habilidades': {'Atletismo': 1, 'Intimidación': 1, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Ataque especial a distancia', 'detalle': 'arrojar objetos'}, {'nombre': 'Superprotección'}], 'arquetipo': 'Masa de músculos'}),
        []),
    # ranged for throwing written in name
    'u15_masa_arrojar_nombre': (hoja(**{'habilidades': {'Atletismo': 1, 'Intimidación': 1, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Ataque especial a distancia (arrojar objetos)'}, {'nombre': 'Superprotección'}], 'arquetipo': 'Masa de músculos'}),
        []),
    # ranged grab
    'u16_masa_agarrar_distancia': (hoja(**{'habilidades': {'Atletismo': 1, 'Intimidación': 1, 'Percepción visual': 0.5, 'Intuición': 0.5}, 'poderes': [{'nombre': 'Superfuerza'}, {'nombre': 'Agarrar a distancia'}, {'nombre': 'Superprotección'}], 'arquetipo': 'Masa de músculos'}),
        [('poderes[1]', 'Arquetipo Masa de músculos: no puede elegir poderes a distan')]),
    # 3 sacrificed = 6 halves: +3 skills, +6 ventajas
    'u19_espia_todo': (hoja(**{'atributos': {'corpulencia': 0, 'agilidad': 0.5, 'percepcion': 1, 'inteligencia': 0.5, 'presencia': 1}, 'habilidades': {'Engañar': 2, 'Sigilo': 2, 'Persuasión': 1, 'Intuición': 1, 'Percepción visual': 0.5, 'Manos ágiles': 0.5}, 'poderes': [], 'arquetipo': 'Espía', 'ventajas': ['Contactos', 'Memoria fotográfica', 'Bien informad@', 'Ric@', 'Esconderse a simple vista', 'Fascinar', 'Muy atractiv@', 'Trabajo en equipo']}),
        []),
    # Vigilante cannot have Equipo especial even via power trade
    'u21_vigilante_equipo_por_poder': (hoja(**{'atributos': {'corpulencia': 0.5, 'agilidad': 1, 'percepcion': 1, 'inteligencia': 0.5, 'presencia': 0}, 'poderes': [{'nombre': 'Supersalto'}], 'arquetipo': 'Vigilante', 'equipo': [{'nombre': 'Blaster', 'tipo': 'especial'}]}),
        [('equipo[0]', 'Arquetipo Vigilante: no puede adquirir equipo especial.')]),
    # Monstruo «Versión 2» deducida: 2 ventajas (2), habilidades 3½ (4 - ½)
    'u22_monstruo_version2': (hoja(**{'habilidades': {'Atletismo': 1, 'Acrobacias': 1, 'Sigilo': 0.5, 'Intuición': 0.5, 'Percepción visual': 0.5}, 'poderes': [{'nombre': 'Superprotección'}, {'nombre': 'Trepar'}, {'nombre': 'Supersalto'}, {'nombre': 'Vida extra'}], 'arquetipo': 'Monstruo', 'complicaciones': ['Monstruoso', 'Fácil de provocar']}),
        []),
    # «Monstruoso» ya incluye «Llamativo»: no vale como la segunda
    'u24_monstruoso_y_llamativo': (hoja(**{'poderes': [{'nombre': 'Superprotección'}, {'nombre': 'Trepar'}, {'nombre': 'Supersalto'}, {'nombre': 'Vida extra'}], 'arquetipo': 'Monstruo', 'ventajas': ['Excelente atleta'], 'complicaciones': ['Monstruoso', 'Llamativo']}),
        [('complicaciones[1]', '«Monstruoso» ya incluye la complicación «Llamativo».')]),
    # equipo agrupado por tipo: 1 especial (1) + 2 mundanos (½ + ½) = 2 ptos de ventaja
    'v03_equipo_por_tipo': (hoja(**{'ventajas': ['Equipo especial', 'Equipo mundano'], 'equipo': {'especial': ['Blaster'], 'mundano': ['Cuerda', 'Linterna']}}),
        []),
    # claves como las escribe el documento («Corpulencia», «Percepción»)
    'v05_atributos_con_tilde': (hoja(**{'atributos': {'Corpulencia': 1, 'Agilidad': 1, 'Percepción': 0.5, 'Inteligencia': 0.5, 'Presencia': 0}}),
        []),
    # «destacable» 1, «normal» ½, «no desarrollado» 0 (LISTA DE ATRIBUTOS)
    'v11_atributos_texto_mayus': (hoja(**{'atributos': {'corpulencia': 'destacable', 'agilidad': 'destacable', 'percepcion': 'normal', 'inteligencia': 'normal', 'presencia': 'no desarrollado'}}),
        []),
}
# fmt: on
