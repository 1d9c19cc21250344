"""The battle board as the rulesets declare it: its squares, the tokens on it and what an action may reach.

A ruleset whose battles happen on squares answers the board queries of :class:`core.ruleset.Ruleset`
(``board``, ``tokens``, ``square_field``, ``legal_squares``, ``area``, ``provokes``) with the small values
of this module; the battle map draws them and nothing else. A ruleset without squares (or one written
before these queries) has no board: :func:`board_of` and the other helpers here answer for it.

The text form of the positions (:func:`texto_posiciones`) is for forums that take no images; like the
exported picture it never shows a token hidden from the players.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from core.i18n import tr
from core.ruleset import Action

if TYPE_CHECKING:
    from core.battle import BattleView
    from core.ruleset import Ruleset

Square = tuple[int, int]
TokenState = Literal["en_pie", "fuera", "huido", "reserva"]


@dataclass(frozen=True)
class Board:
    """The grid of a battle: ``columnas`` × ``filas`` squares from ``origen`` (the top-left square).

    ``clave`` is the declared live value that holds a combatant's square (``Battle.gm_set`` takes it);
    ``distancia`` how squares are counted (``chebyshev``: a diagonal is one; ``manhattan``: no diagonals);
    ``mover`` the action a drag of the current actor's token stands for.
    """

    columnas: int
    filas: int
    bloqueadas: frozenset[Square] = frozenset()
    origen: Square = (0, 0)
    clave: str = "posicion"
    distancia: Literal["chebyshev", "manhattan"] = "chebyshev"
    mover: str = "moverse"

    def contains(self, sq: Square) -> bool:
        x, y = sq[0] - self.origen[0], sq[1] - self.origen[1]
        return 0 <= x < self.columnas and 0 <= y < self.filas

    def squares(self) -> Iterator[Square]:
        """Every square, row by row."""
        for y in range(self.filas):
            for x in range(self.columnas):
                yield (self.origen[0] + x, self.origen[1] + y)


@dataclass(frozen=True)
class Token:
    """One combatant on the board: where it stands (None: off the board) and how it is drawn.

    ``estado``: ``en_pie`` in the fight, ``fuera`` defeated, ``huido`` fled, ``reserva`` waiting to come in.
    ``oculto_para`` the opponents that do not know where it is (empty: seen by everyone).
    """

    cid: str
    casilla: Square | None
    estado: TokenState = "en_pie"
    oculto_para: tuple[str, ...] = ()

    @property
    def oculto(self) -> bool:
        return bool(self.oculto_para)


@dataclass(frozen=True)
class SquareChoice:
    """A square the engine accepts for an action, with the complete action that puts it there.

    ``provoca``: the opponents who could answer that action with a Respuesta (encuentro).
    """

    casilla: Square
    accion: Action
    provoca: tuple[str, ...] = ()


@dataclass(frozen=True)
class Area:
    """What an action reaches: ``alcance`` the squares within its reach, ``cubre`` the squares it covers,
    ``objetivos`` the combatants it would hit as the action stands (the engine's own reading)."""

    alcance: frozenset[Square] = frozenset()
    cubre: frozenset[Square] = frozenset()
    objetivos: tuple[str, ...] = ()
    centro: Square | None = None
    camino: tuple[Square, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class BoardSetup:
    """Which battle settings (house rules, by id) the encounter set-up draws with the mouse.

    ``posiciones`` holds ``{cid: [x, y]}``, the starting squares of the tokens dragged in the set-up (the
    engine places the others as it always does); ``ancho``/``alto`` the board's size, dragged by its corner
    (None: the board has no edges, and the set-up draws ``columnas`` × ``filas``); ``obstaculos`` a list of
    blocked squares ``[[x, y], …]`` painted on the grid (None: the rules know no obstacles).
    """

    posiciones: str
    ancho: str | None = None
    alto: str | None = None
    obstaculos: str | None = None
    columnas: int = 12
    filas: int = 12


def board_setup_of(ruleset: Ruleset) -> BoardSetup | None:
    """The settings the set-up draws for ``ruleset``; None when its battles have no board."""
    found = getattr(ruleset, "board_setup", None)
    setup = found() if callable(found) else None
    return setup if isinstance(setup, BoardSetup) else None


def _answers(ruleset: object) -> bool:
    return callable(getattr(ruleset, "board", None))


def board_of(ruleset: Ruleset, view: BattleView) -> Board | None:
    """The battle's board; None when its ruleset has none (or predates the board queries)."""
    return ruleset.board(view) if _answers(ruleset) else None


def tokens_of(ruleset: Ruleset, view: BattleView) -> list[Token]:
    return ruleset.tokens(view) if _answers(ruleset) else []


def square_field_of(ruleset: Ruleset, view: BattleView, action: Action) -> str | None:
    return ruleset.square_field(view, action) if _answers(ruleset) else None


def with_square_of(ruleset: Ruleset, view: BattleView, action: Action, campo: str, sq: Square) -> Action:
    return ruleset.with_square(view, action, campo, sq) if _answers(ruleset) else action


def legal_squares_of(ruleset: Ruleset, view: BattleView, action: Action, campo: str) -> list[SquareChoice]:
    return ruleset.legal_squares(view, action, campo) if _answers(ruleset) else []


def area_of(ruleset: Ruleset, view: BattleView, action: Action) -> Area | None:
    return ruleset.area(view, action) if _answers(ruleset) else None


def provokes_of(ruleset: Ruleset, view: BattleView, action: Action) -> list[str]:
    return ruleset.provokes(view, action) if _answers(ruleset) else []


def visibles(tokens: Sequence[Token], para_jugadores: bool) -> list[Token]:
    """The tokens a picture shows: for the players, none hidden from anyone and none off the board."""
    return [t for t in tokens if t.casilla is not None and not (para_jugadores and t.oculto)]


def siglas(nombre: str) -> str:
    """The initials drawn on a token without a portrait: «Ana Ruiz» → «AR», «Bruno» → «BR»."""
    words = [w for w in nombre.replace("_", " ").split() if w]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2].upper()
    return (words[0][0] + words[1][0]).upper()


def marcas(tokens: Sequence[Token]) -> dict[str, str]:
    """One short distinct mark per token (A, B, … Z, then A1…) for the text grid and the legend."""
    out: dict[str, str] = {}
    for i, token in enumerate(tokens):
        letter = chr(ord("A") + i % 26)
        out[token.cid] = letter if i < 26 else f"{letter}{i // 26}"
    return out


MAX_REJILLA = 40
"""The widest board the text form draws square by square; a larger one is listed only."""


def texto_posiciones(view: BattleView, board: Board, tokens: Sequence[Token], para_jugadores: bool = True) -> str:
    """The positions as plain text: a small grid of marks (``.`` free, ``#`` blocked) and one line per token.

    For the players (the default) a hidden token is left out entirely, as in the exported picture.
    """
    shown = visibles(tokens, para_jugadores)
    mark = marcas(shown)
    lines = [tr("Tablero {w}×{h}, ronda {round}", w=board.columnas, h=board.filas, round=view.round)]
    if board.columnas <= MAX_REJILLA:
        where = {t.casilla: mark[t.cid] for t in sorted(shown, key=lambda t: t.estado == "en_pie")}
        width = max((len(m) for m in mark.values()), default=1)
        x0, y0 = board.origen
        header = " " * 4 + " ".join(f"{x0 + x:>{width}}"[-width:] for x in range(board.columnas))
        lines.append(header)
        for y in range(board.filas):
            row = []
            for x in range(board.columnas):
                sq = (x0 + x, y0 + y)
                cell = where.get(sq) or ("#" if sq in board.bloqueadas else ".")
                row.append(f"{cell:>{width}}")
            lines.append(f"{y0 + y:>3} " + " ".join(row))
    estados = {"fuera": tr("fuera de combate"), "huido": tr("ha huido"), "reserva": tr("en reserva")}
    for token in shown:
        assert token.casilla is not None
        extra = f" ({estados[token.estado]})" if token.estado in estados else ""
        hidden = f" [{tr('oculto')}]" if token.oculto else ""
        lines.append(
            f"{mark[token.cid]} = {view.name(token.cid)} ({view.side(token.cid)}) "
            f"[{token.casilla[0]}, {token.casilla[1]}]{extra}{hidden}"
        )
    return "\n".join(lines)


class SinTablero:
    """The board queries of a ruleset whose battles have no squares (caballeros, epic20): no board at all."""

    def board(self, view: BattleView) -> Board | None:
        return None

    def tokens(self, view: BattleView) -> list[Token]:
        return []

    def square_field(self, view: BattleView, action: Action) -> str | None:
        return None

    def legal_squares(self, view: BattleView, action: Action, campo: str) -> list[SquareChoice]:
        return []

    def with_square(self, view: BattleView, action: Action, campo: str, sq: Square) -> Action:
        return action

    def area(self, view: BattleView, action: Action) -> Area | None:
        return None

    def provokes(self, view: BattleView, action: Action) -> list[str]:
        return []
