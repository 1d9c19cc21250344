"""Forms a hand-written script uses that the engine accepts (found by scripts written only from the
rule text and the fixed names): a LL/P/Comb power named in its own action, «bloquear» written behind a
barrier, a «pasar» written for the turn an immobilised knight loses, a defence power named bare."""

from __future__ import annotations

from .utiles import batalla, ficha, ficha_escrita, hacer, hacer_escrito, por_que_no, vivo

TENAZA = {"nombre": "Tenaza", "codigos": ["LL"], "coste": 50, "dano": 70}
ABRAZO = {"nombre": "Abrazo", "codigos": ["P"], "coste": 50, "dano": 25}
RAYO = {"nombre": "Rayo", "codigos": ["R"], "coste": 100, "dano": 140}
MURO = {"nombre": "Muro", "codigos": ["DefB"], "coste": 50, "dano": 0, "puntos_por_cosmos": 2}
ESPEJO = {"nombre": "Espejo", "codigos": ["DefR"], "coste": 50, "dano": 0}
CADENAS = {"nombre": "Cadenas", "codigos": ["INM"], "coste": 50, "dano": 0, "turnos_inmovilizado": 1}


def test_poder_tipo_llave_escrito_como_accion_llave() -> None:
    """TIPOS DE PODER, Poderes tipo Llave: «se debe realizar la acción llave y ganarla, tras lo cual se
    hará el poder [...] solo resta el daño producido por el poder tipo llave»: una llave que nombra el
    poder LL es su uso: 5+1 contra 3, 70 → 35/35 (no los 40 de la llave), coste 50."""
    b = batalla(ficha("A", poderes=[TENAZA]))
    hacer_escrito(b, "a", "llave", dados=[5, 3], poder="tenaza")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"], vivo(b, "a")["cosmos"]) == (265, 65, 150)


def test_poder_tipo_presa_escrito_como_accion_presa() -> None:
    """TIPOS DE PODER, Poderes tipo Presa: «Su daño x repetición viene indicado en el poder»: 1 y 3
    impares, 4 par: 2 × 25 = 50 a vida."""
    b = batalla(ficha("A", poderes=[ABRAZO]))
    hacer_escrito(b, "a", "presa", dados=[1, 3, 4], poder="Abrazo")
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (250, 100)


def test_accion_llave_con_poder_que_no_es_llave_se_rechaza() -> None:
    """ACCIÓN LLAVE: una llave que nombra un poder que no es LL no lo ignora en silencio: se rechaza."""
    b = batalla(ficha("A", poderes=[RAYO]))
    assert "no es un poder tipo LL" in (por_que_no(b, "a", "llave", poder="Rayo") or "")


def test_barrera_bloquear_escrito_es_el_bloqueo_forzado() -> None:
    """Poderes de Defensa con Barrera: «el daño restante tras su rotura, se bloquea con un bono negativo
    de -1 bloquear»: la respuesta «bloquear» nombra ese bloqueo. Barrera 50 × 2 = 100; rayo de 140: quedan
    40, bloqueo 6-9 falla con 5 → 20/20; con 6 lo bloquea: 40/3 = 13 a armadura."""
    for dado, esperado in ((5, (280, 80)), (6, (300, 87))):
        b = batalla(ficha("A", poderes=[MURO]), ficha("B", poderes=[RAYO]))
        hacer(b, "a", "poder", poder="Muro", sin_objetivo=True)
        hacer(b, "b", "poder", dados=[dado], poder="Rayo", respuesta="bloquear")
        assert (vivo(b, "a")["vida"], vivo(b, "a")["armadura"]) == esperado


def test_barrera_esquivar_sigue_rechazado() -> None:
    """Poderes de Defensa con Barrera: «el defensor no podrá esquivar, bloquear o contraatacar»."""
    b = batalla(ficha("A", poderes=[MURO]), ficha("B", poderes=[RAYO]))
    hacer(b, "a", "poder", poder="Muro", sin_objetivo=True)
    assert "barrera" in (por_que_no(b, "b", "poder", poder="Rayo", respuesta="esquivar") or "")


def test_inmovilizacion_pasar_escrito_del_turno_perdido() -> None:
    """Poderes de Inmovilización: el rival «no pueda hacer movimientos [...] por 1 turno»: su turno se
    salta; un «pasar» escrito para ese turno se acepta sin cambiar nada y sigue el turno de A."""
    b = batalla(ficha("A", poderes=[CADENAS]))
    hacer(b, "a", "poder", poder="Cadenas")
    antes = b.state["turno"]
    hacer(b, "b", "pasar")
    assert antes == b.state["turno"] == "a"
    assert "inmovilizado: no puede defenderse" in (por_que_no(b, "a", "golpe", respuesta="esquivar") or "")
    hacer(b, "a", "golpe", respuesta="ninguna")
    assert vivo(b, "b")["vida"] == 285


def test_pasar_fuera_de_turno_sin_inmovilizar_rechazado() -> None:
    """Un «pasar» fuera de turno de quien no está inmovilizado sigue rechazado."""
    assert "No es el turno" in (por_que_no(batalla(), "b", "pasar", objetivo=None) or "")


def test_poder_defensivo_nombrado_sin_objeto() -> None:
    """Poderes de Defensa Rayo «anulan los Poderes tipo Rayo»: la respuesta «Espejo» es
    {"poder": "Espejo"}: sin daño, B paga 50."""
    b = batalla(ficha("A", poderes=[RAYO]), ficha("B", poderes=[ESPEJO]))
    hacer_escrito(b, "a", "poder", poder="Rayo", respuesta="espejo")  # read as {"poder": "Espejo"}
    assert (vivo(b, "b")["vida"], vivo(b, "b")["cosmos"]) == (300, 150)


def test_inmovilizacion_con_campo_turnos() -> None:
    """Poderes de Inmovilización «por 1 turno o mas»: ``turnos`` se lee como turnos_inmovilizado: con 2,
    B pierde 2 turnos y A golpea (15/15) y hace la llave 9+1 contra 1 (20/20) seguidos."""
    cadenas = {"nombre": "Cadenas", "codigos": ["INM"], "coste": 50, "dano": 0, "turnos": 2}
    b = batalla(ficha_escrita("A", poderes=[cadenas]))
    hacer(b, "a", "poder", poder="Cadenas")
    hacer(b, "a", "golpe", respuesta="ninguna")
    hacer(b, "a", "llave", dados=[9, 1])
    assert (vivo(b, "b")["vida"], vivo(b, "b")["armadura"]) == (265, 65)


def test_turnos_extra_y_veneno_con_campo_turnos() -> None:
    """Poderes de Turnos Extra y de Veneno: ``turnos`` es turnos_extra (T) o veneno_turnos (V, RV);
    el campo propio del motor gana."""
    t = ficha_escrita("A", poderes=[{"nombre": "T", "codigos": ["T"], "turnos": 2}]).poderes[0]
    v = ficha_escrita("A", poderes=[{"nombre": "V", "codigos": ["V"], "dano": 20, "turnos": 3}]).poderes[0]
    propio = ficha_escrita("A", poderes=[{"nombre": "V", "codigos": "V", "turnos": 3, "veneno_turnos": 1}]).poderes[0]
    assert (t.turnos_extra, v.veneno_turnos, propio.veneno_turnos) == (2, 3, 1)


def test_mortal_con_tirada_como_lista_o_minimo() -> None:
    """Poderes Mortales «consiguiendo un número indicado en el poder»: ``tirada`` [7, 8, 9] o
    ``tirada_minima`` 7 son tirada_mortal 7; con 7 el rival muere."""
    for campos in ({"tirada": [7, 8, 9]}, {"tirada_minima": 7}):
        muerte = {"nombre": "Muerte", "codigos": ["M"], "coste": 100, "dano": 0, **campos}
        assert ficha_escrita("A", poderes=[muerte]).poderes[0].tirada_mortal == 7
        b = batalla(ficha_escrita("A", poderes=[muerte]))
        hacer(b, "a", "poder", dados=[7], poder="Muerte")
        assert vivo(b, "b")["vida"] == 0


def test_barrera_rayos_y_resistencias_con_otros_nombres() -> None:
    """DefB «X ptos de vida por X ptos de cosmos», RMult y las resistencias de fuego/hielo con otros
    nombres: ``barrera_por_cosmos``, ``numero_rayos``, ``{"F": 20}``."""
    f = ficha_escrita(
        "A",
        poderes=[
            {"nombre": "Muro", "codigos": ["DefB"], "barrera_por_cosmos": 2},
            {"nombre": "Lluvia", "codigos": ["R", "RMult"], "dano": 30, "numero_rayos": 3},
        ],
        resistencias={"F": 20, "Hielo": 10},
    )
    assert (f.poderes[0].puntos_por_cosmos, f.poderes[1].rayos, f.resistencias) == (
        2,
        3,
        {"fuego": 20, "hielo": 10},
    )


def test_poder_sin_objetivo_escrito_contra_uno_mismo() -> None:
    """Poderes de Defensa con Barrera: «solo el que realiza el poder puede protegerse bajo él»: la
    barrera escrita con el propio lanzador como objetivo se acepta (paga 50); un rayo contra uno
    mismo sigue rechazado."""
    b = batalla(ficha("A", poderes=[MURO, RAYO]))
    assert "contra uno mismo" in (por_que_no(b, "a", "poder", objetivo="a", poder="Rayo") or "")
    hacer(b, "a", "poder", objetivo="a", poder="Muro")
    assert vivo(b, "a")["cosmos"] == 150


def test_poder_de_bono_con_respuesta_escrita() -> None:
    """Poderes de Defensa de Bono Temporal: {"poder": "Viento", "respuesta": "esquivar"} es el DefEsq
    (bono 2: esquivar 4-9, el 4 esquiva)."""
    viento = {"nombre": "Viento", "codigos": ["DefEsq"], "coste": 20, "dano": 0, "bono": 2}
    b = batalla(b=ficha("B", poderes=[viento]))
    hacer(b, "a", "golpe", dados=[4], respuesta={"poder": "Viento", "respuesta": "esquivar"})
    assert (vivo(b, "b")["vida"], vivo(b, "b")["cosmos"]) == (300, 180)
