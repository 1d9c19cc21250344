"""Sheet validation: every problem of a UMH sheet tied to its field."""

from __future__ import annotations

from collections import Counter

from core.i18n import tr
from core.ruleset import Problem
from core.rulesets.umh import catalogo
from core.rulesets.umh.calendario import leer_fecha
from core.rulesets.umh.ficha import STATS, FichaUmh, Habilidad
from core.rulesets.umh.redondeo import arma_ambidiestra

LIMITE_ANULACIONES = 5
"""2.3.4.1 - Las anulaciones y anticipaciones poseen un máximo de 5 usos por combate."""

POSICIONES = ("suelo", "alzada", "voladora")


def validar(ficha: FichaUmh) -> list[Problem]:
    problems: list[Problem] = []
    for stat, tier in ficha.tiers.items():
        if stat not in STATS:
            problems.append(
                Problem(f"tiers.{stat}", tr("«{stat}» no es un STAT (son {join}).", stat=stat, join=", ".join(STATS)))
            )
        elif tier < 1:
            problems.append(Problem(f"tiers.{stat}", tr("El TIER de un STAT es como mínimo 1.")))
    for stat in ficha.tienda_experiencia:
        if stat not in STATS:
            problems.append(Problem(f"tienda_experiencia.{stat}", tr("«{stat}» no es un STAT.", stat=stat)))
    seen: Counter[tuple[str, str]] = Counter((a.atributo, a.tipo) for a in ficha.aumentos)
    for index, inc in enumerate(ficha.aumentos):
        if inc.atributo not in STATS:
            problems.append(
                Problem(f"aumentos[{index}].atributo", tr("«{atributo}» no es un STAT.", atributo=inc.atributo))
            )
        elif seen[(inc.atributo, inc.tipo)] > 1:
            problems.append(
                Problem(
                    f"aumentos[{index}]",
                    tr(
                        "2.8 - Hay varios aumentos {texto} de {atributo}: solo se aplica el mayor, nunca se acumulan.",
                        texto="de TIER" if inc.tipo == "tier" else "numéricos",
                        atributo=inc.atributo,
                    ),
                    "aviso",
                )
            )
    problems += _defensas(ficha)
    problems += _armas(ficha)
    if ficha.ultima_huida and leer_fecha(ficha.ultima_huida) is None:
        problems.append(
            Problem(
                "ultima_huida", tr("La fecha de la última huida se escribe como 2026-03-02T21:30 (hora peninsular).")
            )
        )
    names: Counter[str] = Counter(h.nombre for h in ficha.habilidades)
    for index, skill in enumerate(ficha.habilidades):
        if names[skill.nombre] > 1:
            problems.append(
                Problem(
                    f"habilidades[{index}].nombre", tr("Hay dos habilidades llamadas «{nombre}».", nombre=skill.nombre)
                )
            )
        problems += _habilidad(skill, f"habilidades[{index}]")
        problems += _referencias(ficha, skill, f"habilidades[{index}]")
    for index, arma in enumerate(ficha.armas):  # 12.3 - the weapon's additional effects
        problems += _efectos(Habilidad(nombre=arma.nombre, efectos=arma.efectos), f"armas[{index}]")
    return problems


def _referencias(ficha: FichaUmh, skill: Habilidad, campo: str) -> list[Problem]:
    """Names a skill points at: the skills it ``requiere`` (2.5.3.2, 1.3.5–1.3.6), the object it depends on (1.3.5),
    its weapon (12.4) and the post-combat fields (4.1.2)."""
    problems: list[Problem] = []
    own = {h.nombre for h in ficha.habilidades}
    for index, name in enumerate(skill.requiere):
        if name not in own:
            problems.append(
                Problem(f"{campo}.requiere[{index}]", tr("«{name}» no es una habilidad de la ficha.", name=name))
            )
    items = [*ficha.objetos, *(a.nombre for a in ficha.armas)]
    if skill.objeto and skill.objeto not in items:
        problems.append(
            Problem(
                f"{campo}.objeto",
                tr("1.3.5 - «{objeto}» no está entre los objetos ni las armas.", objeto=skill.objeto),
                "aviso",
            )
        )
    if isinstance(skill.con_arma, str) and skill.con_arma not in {a.nombre for a in ficha.armas}:
        problems.append(
            Problem(f"{campo}.con_arma", tr("12.4 - «{con_arma}» no es un arma de la ficha.", con_arma=skill.con_arma))
        )
    if (skill.reduce_vigor or skill.acumulable or skill.tipo_post_combate) and not skill.post_combate:
        problems.append(
            Problem(
                f"{campo}.post_combate",
                tr("4.1.2 - Solo las habilidades post-combate reducen vigor o se acumulan."),
                "aviso",
            )
        )
    return problems


def _indole_conocida(indole: str) -> bool:
    return indole in catalogo.indoles()


def _dureza(campo: str, dureza: str | None) -> list[Problem]:
    if dureza and catalogo.rango_dureza(dureza) == 0:
        known = ", ".join(d.id for d in catalogo.durezas())
        return [
            Problem(
                campo,
                tr("9.6.1 - «{dureza}» no es una dureza (de menor a mayor: {known}).", dureza=dureza, known=known),
            )
        ]
    return []


def _defensas(ficha: FichaUmh) -> list[Problem]:
    problems: list[Problem] = []
    for index, res in enumerate(ficha.resistencias):
        problems += _dureza(f"resistencias[{index}].dureza", res.dureza)
        if res.escala and catalogo.rango_escala(res.escala) == 0:
            known = ", ".join(n.id for n in catalogo.escala_resistencias())
            problems.append(
                Problem(
                    f"resistencias[{index}].escala",
                    tr("«{escala}» no está en la escala de resistencias ({known}).", escala=res.escala, known=known),
                )
            )
    passive: Counter[str] = Counter()
    for index, red in enumerate(ficha.reducciones):
        if red.indole != "general" and not _indole_conocida(red.indole):
            problems.append(
                Problem(f"reducciones[{index}].indole", tr("«{indole}» no es una índole (7.1.1).", indole=red.indole))
            )
        if red.pasiva:
            passive[red.indole] += red.porcentaje
    for indole, total in passive.items():
        if total > 25:
            problems.append(
                Problem(
                    "reducciones",
                    tr(
                        "9.4.3 - Las reducciones pasivas de {indole} suman {total} %: el máximo de reducción pasiva es del 25 %.",
                        indole=indole,
                        total=total,
                    ),
                    "aviso",
                )
            )
    for index, indole in enumerate(ficha.inmunidades):
        if not _indole_conocida(indole):
            problems.append(Problem(f"inmunidades[{index}]", tr("«{indole}» no es una índole (7.1.1).", indole=indole)))
    by_indole: Counter[str] = Counter()
    for index, boost in enumerate(ficha.potenciadores):
        if boost.indole != "general" and not _indole_conocida(boost.indole):
            problems.append(
                Problem(
                    f"potenciadores[{index}].indole", tr("«{indole}» no es una índole (7.1.1).", indole=boost.indole)
                )
            )
        by_indole[boost.indole] += 1
    for indole, count in by_indole.items():
        if count > 2:
            problems.append(
                Problem(
                    "potenciadores",
                    tr(
                        "7.3.1 - Hay {count} potenciadores de {indole}: únicamente se aplican dos de una misma índole.",
                        count=count,
                        indole=indole,
                    ),
                    "aviso",
                )
            )
    return problems


def _armas(ficha: FichaUmh) -> list[Problem]:
    if len(ficha.armas) < 2:
        return []
    if not ficha.ambidiestro:
        return [
            Problem(
                "armas",
                tr("12.1 - Únicamente con la característica de ambidiestro se pueden usar dos armas en simultáneo."),
                "aviso",
            )
        ]
    if len(ficha.armas) > 2:
        return [Problem("armas", tr("12.1 - Un ambidiestro usa dos armas en simultáneo, no más."))]
    if arma_ambidiestra(ficha.armas[0], ficha.armas[1]) is None:
        return [Problem("armas", tr("12.2 - La fórmula de ambidiestro solo cubre diferencias de hasta tres TIER."))]
    return []


def _habilidad(skill: Habilidad, campo: str) -> list[Problem]:
    problems: list[Problem] = []
    if not 1 <= len(skill.indoles) <= 3:
        problems.append(Problem(f"{campo}.indoles", tr("Una habilidad tiene de una a tres índoles (7.1.1, 9.5.4).")))
    for index, indole in enumerate(skill.indoles):
        if not _indole_conocida(indole):
            problems.append(
                Problem(f"{campo}.indoles[{index}]", tr("«{indole}» no es una índole (7.1.1).", indole=indole))
            )
    if len(set(skill.indoles)) != len(skill.indoles):
        problems.append(Problem(f"{campo}.indoles", tr("Una índole repetida en la misma habilidad.")))
    for index, indole in enumerate(skill.defiende_indoles):
        if not _indole_conocida(indole):
            problems.append(
                Problem(f"{campo}.defiende_indoles[{index}]", tr("«{indole}» no es una índole (7.1.1).", indole=indole))
            )
    if skill.tipo == "defensiva" and skill.variacion is None:
        problems.append(
            Problem(f"{campo}.variacion", tr("8.2 - Una habilidad defensiva necesita su variación defensiva."))
        )
    if skill.usos_semana_de and leer_fecha(skill.usos_semana_de) is None:
        problems.append(
            Problem(
                f"{campo}.usos_semana_de", tr("La fecha de los usos semanales se escribe como 2026-03-02 (2.3.4.2).")
            )
        )
    if skill.tipo != "defensiva" and skill.variacion is not None:
        problems.append(
            Problem(f"{campo}.variacion", tr("8.2 - Solo las habilidades defensivas tienen variación defensiva."))
        )
    if skill.variacion == "defensa_interna" and skill.arma_de_fuego:
        problems.append(
            Problem(
                f"{campo}.arma_de_fuego",
                tr("9.2.5.1 - No es posible utilizar armas de fuego para bloquear o realizar defensas internas."),
            )
        )
    anulacion = skill.variacion in ("anulacion", "anticipacion", "reflexion")
    if anulacion and skill.usos is not None and skill.usos > LIMITE_ANULACIONES and not skill.supera_limite_anulaciones:
        problems.append(
            Problem(
                f"{campo}.usos",
                tr("2.3.4.1 - Las anulaciones y anticipaciones poseen un máximo de 5 usos por combate."),
            )
        )
    if skill.variacion == "contraataque" and skill.defensa == 0 and skill.dano == 0:
        problems.append(
            Problem(
                f"{campo}.defensa",
                tr("8.2.4 - Un contraataque necesita su resistencia (defensa o daño) para compararla."),
            )
        )
    if skill.variacion == "anticipacion" and skill.dano == 0:
        problems.append(
            Problem(f"{campo}.dano", tr("8.2.2.1 - Las anticipaciones requieren de dañar al objetivo: necesitan daño."))
        )
    if skill.golpes > 1 and skill.tipo != "ofensiva":
        problems.append(Problem(f"{campo}.golpes", tr("8.1.1.1 - Solo las habilidades ofensivas son de combo.")))
    if skill.alcance.tipo == "propio" and skill.alcance.casillas:
        problems.append(Problem(f"{campo}.alcance", tr("5.1.1 - Propio no cuenta con distancia en casillas."), "aviso"))
    if skill.impactos == "multiples" and skill.area.tipo != "ninguna":
        problems.append(
            Problem(
                f"{campo}.impactos", tr("8.1.1.3.2 - Los impactos múltiples no se aplican ante habilidades de área.")
            )
        )
    problems += _dureza(f"{campo}.dureza", skill.dureza)
    for key, pen in (("ignora", skill.ignora), ("perfora", skill.perfora)):
        if pen is not None:
            problems += _dureza(f"{campo}.{key}.dureza", pen.dureza)
    problems += _efectos(skill, campo)
    return problems


def _efectos(skill: Habilidad, campo: str) -> list[Problem]:
    problems: list[Problem] = []
    kinds = {
        "indirecto": catalogo.estados_de_tipo("indirecto"),
        "control": catalogo.estados_de_tipo("control"),
        "estado": catalogo.estados_de_tipo("alterado"),
        "posicion": set(POSICIONES),
    }
    for index, effect in enumerate(skill.efectos):
        where = f"{campo}.efectos[{index}]"
        allowed = kinds.get(effect.tipo)
        if allowed is not None and effect.nombre not in allowed:
            problems.append(
                Problem(
                    f"{where}.nombre",
                    tr(
                        "«{nombre}» no es un {tipo} válido ({join}).",
                        nombre=effect.nombre,
                        tipo=effect.tipo,
                        join=", ".join(sorted(allowed)),
                    ),
                )
            )
        if effect.tipo == "indirecto" and not effect.cantidad and not effect.porcentaje:
            problems.append(
                Problem(
                    where,
                    tr(
                        "11.2.2/11.2.3 - El daño indirecto necesita una cantidad fija o un porcentaje del daño directo."
                    ),
                )
            )
        if effect.tipo in ("indirecto", "control") and effect.duracion is None:
            problems.append(Problem(f"{where}.duracion", tr("11.5.14 - Indica la duración en acciones generales.")))
        if (
            effect.tipo in ("potenciador", "reduccion")
            and effect.indole != "general"
            and not _indole_conocida(effect.indole)
        ):
            problems.append(
                Problem(f"{where}.indole", tr("«{indole}» no es una índole (7.1.1).", indole=effect.indole))
            )
        if effect.tipo == "aumento" and effect.atributo == "pa":
            problems.append(
                Problem(
                    f"{where}.atributo",
                    tr("3.1.1 - No es posible aumentar ni disminuir los PA de ningún jugador por ningún método."),
                )
            )
        elif effect.tipo == "aumento" and effect.atributo not in STATS:
            problems.append(Problem(f"{where}.atributo", tr("«{atributo}» no es un STAT.", atributo=effect.atributo)))
    return problems
