"""Sheet validation: unknown or contradictory codes, missing numbers a code needs, out-of-range values."""

from __future__ import annotations

from core.i18n import tr
from core.ruleset import Problem
from core.rulesets.caballeros.codigos import contradicciones, por_codigo
from core.rulesets.caballeros.ficha import FichaCaballero, Poder

OPCIONALES = frozenset({"usos_por_rival", "ambiente"})
RANGOS: dict[str, tuple[int, int]] = {
    "tirada_mortal": (1, 9),
    "tirada_minima": (1, 9),
    "turnos_extra": (1, 5),
    "turnos_inmovilizado": (1, 5),
    "veneno_turnos": (1, 20),
    "veneno_dano": (1, 500),
    "rayos": (2, 10),
    "bono": (1, 5),
    "puntos_por_cosmos": (1, 10),
    "usos_por_rival": (1, 20),
}
TIRADAS = frozenset({"esquivar", "bloquear", "contraataque", "llave", "puntos_vitales"})
ACCIONES_FICHA = frozenset(
    {
        "esquivar", "bloquear", "contraataque", "golpe", "llave", "presa", "poder", "cosmos", "lanzar_objeto",
        "percepcion", "intervencion_divina", "septimo_sentido", "concentracion", "velocidad_luz", "salto", "combo",
        "engano", "puntos_vitales", "romper", "fortaleza", "agilidad", "ultimo_suspiro", "ayuda",
        "combo_velocidad_luz", "doble_salto", "lanzamiento_sucesivo",
    }
)  # fmt: skip


def validar(sheet: FichaCaballero) -> list[Problem]:
    problemas: list[Problem] = []
    if sheet.vida < 1:
        problemas.append(Problem("vida", tr("La vida debe ser al menos 1.")))
    for campo in ("armadura", "cosmos"):
        if getattr(sheet, campo) < 0:
            problemas.append(Problem(campo, tr("{valor} no puede ser negativa.", valor=campo.capitalize())))
    if not 0 <= sheet.recargas_cosmos <= 9:
        problemas.append(
            Problem("recargas_cosmos", tr("Las recargas de cosmos deben estar entre 0 y 9 (son 2; 3 con +1 Cosmos)."))
        )
    elif sheet.recargas_cosmos not in (2, 3):
        problemas.append(
            Problem(
                "recargas_cosmos",
                tr(
                    "Las reglas dan 2 recargas de cosmos (3 con el bono +1 Cosmos); esta ficha tiene {recargas_cosmos}.",
                    recargas_cosmos=sheet.recargas_cosmos,
                ),
                "aviso",
            )
        )
    if not 0 <= sheet.dano_golpe <= 500:
        problemas.append(
            Problem("dano_golpe", tr("El daño de golpe debe estar entre 0 y 500 (30 si la ficha no dice otra cosa)."))
        )
    for index, bono in enumerate(sheet.bonos):
        if bono.a in TIRADAS and not -3 <= bono.valor <= 3:
            problemas.append(Problem(f"bonos[{index}].valor", tr("Un bono a {a} debe estar entre -3 y +3.", a=bono.a)))
        if bono.a == "cosmos" and not 0 <= bono.valor <= 3:
            problemas.append(
                Problem(f"bonos[{index}].valor", tr("El bono +1 Cosmos da recargas: debe estar entre 0 y 3."))
            )
    if sheet.armadura == 0:
        # ARMADURA: «Al perderse la armadura, estos bonos y poderes desaparecen»; without armour they never work.
        rutas = [f"bonos[{i}].arm" for i, b in enumerate(sheet.bonos) if b.arm]
        rutas += [f"poderes[{i}].codigos" for i, p in enumerate(sheet.poderes) if "ARM" in p.codigos]
        for ruta in rutas:
            problemas.append(
                Problem(
                    ruta,
                    tr("Sin armadura (0 puntos) los bonos y poderes ARM no sirven: se pierden al empezar."),
                    "aviso",
                )
            )
    for index, accion in enumerate(sheet.acciones_prohibidas):
        if accion not in ACCIONES_FICHA:
            problemas.append(
                Problem(f"acciones_prohibidas[{index}]", tr("«{accion}» no es una acción del juego.", accion=accion))
            )
    for elemento, valor in sheet.resistencias.items():
        if valor < 0:
            problemas.append(Problem(f"resistencias.{elemento}", tr("Una resistencia no puede ser negativa.")))
    vistos: set[str] = set()
    for index, poder in enumerate(sheet.poderes):
        if poder.nombre in vistos:
            problemas.append(
                Problem(f"poderes[{index}].nombre", tr("Hay dos poderes llamados «{poder}».", poder=poder.nombre))
            )
        vistos.add(poder.nombre)
        problemas.extend(validar_poder(poder, f"poderes[{index}]"))
    for index, aliado in enumerate(sheet.aliados):
        if aliado.orden and sheet.orden and aliado.orden != sheet.orden:
            problemas.append(
                Problem(
                    f"aliados[{index}].orden",
                    tr(
                        "{aliado} no es de la orden {orden}: no podrá acudir con AYUDA.",
                        aliado=aliado.nombre,
                        orden=sheet.orden,
                    ),
                )
            )
        for j, poder in enumerate(aliado.poderes):
            problemas.extend(validar_poder(poder, f"aliados[{index}].poderes[{j}]"))
    return problemas


def validar_poder(poder: Poder, ruta: str) -> list[Problem]:
    problemas: list[Problem] = []
    catalogo = por_codigo()
    desconocidos = [c for c in poder.codigos if c not in catalogo]
    for codigo in desconocidos:
        problemas.append(Problem(f"{ruta}.codigos", tr("«{codigo}» no es un código de tipo de poder.", codigo=codigo)))
    if len(set(poder.codigos)) != len(poder.codigos):
        problemas.append(Problem(f"{ruta}.codigos", tr("Hay códigos repetidos."), "aviso"))
    for motivo in contradicciones(poder.codigos):
        problemas.append(Problem(f"{ruta}.codigos", tr("Códigos contradictorios: {motivo}", motivo=motivo)))
    if not poder.codigos:
        problemas.append(Problem(f"{ruta}.codigos", tr("Poder sin tipo: el motor solo cobrará su coste."), "aviso"))
    if poder.coste < 0:
        problemas.append(Problem(f"{ruta}.coste", tr("El coste de cosmos no puede ser negativo.")))
    if poder.dano < 0:
        problemas.append(Problem(f"{ruta}.dano", tr("El daño no puede ser negativo.")))
    requeridos: dict[str, str] = {}
    for codigo in poder.codigos:
        entrada = catalogo.get(codigo)
        if entrada is not None:
            for campo in entrada.campos:
                requeridos.setdefault(campo, codigo)
    for campo, codigo in requeridos.items():
        if campo in OPCIONALES:
            continue
        valor = getattr(poder, campo, None)
        if campo == "dano":
            if valor is None or (valor <= 0 and not poder.niveles):
                problemas.append(
                    Problem(f"{ruta}.dano", tr("El código {codigo} necesita el daño del poder.", codigo=codigo))
                )
        elif valor is None and not (campo == "tirada_mortal" and poder.mortal_sin_tirada):
            problemas.append(
                Problem(f"{ruta}.{campo}", tr("El código {codigo} necesita «{campo}».", codigo=codigo, campo=campo))
            )
    for campo, (minimo, maximo) in RANGOS.items():
        valor = getattr(poder, campo, None)
        if valor is not None and not minimo <= valor <= maximo:
            problemas.append(
                Problem(
                    f"{ruta}.{campo}",
                    tr("«{campo}» debe estar entre {minimo} y {maximo}.", campo=campo, minimo=minimo, maximo=maximo),
                )
            )
    if poder.mortal_sin_tirada and poder.tirada_mortal is not None:
        problemas.append(
            Problem(
                f"{ruta}.tirada_mortal", tr("Un mortal sin tirada (otra variante) no usa «tirada_mortal»."), "aviso"
            )
        )
    if "A" in poder.codigos and poder.ambiente is None:
        problemas.append(
            Problem(f"{ruta}.ambiente", tr("Poder de ambiente sin efectos descritos («ambiente»)."), "aviso")
        )
    return problemas
