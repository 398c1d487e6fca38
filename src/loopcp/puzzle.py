"""Frozen values that flow through loopcp: puzzles, solutions and results.

The geometry's names (``Cell``, ``Point``, ``Edge``, ``Face``) are defined,
with an example each, in ``grid.py``, and re-exported here.

Puzzles keep their grid as the Knuth text characters (``"3"``, ``"."``,
``"a"`` for Slitherlink; ``"0"``, ``"1"``, ``"."`` for Masyu): that is the
most compact faithful form, is hashable, and every format converts to and
from it.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from loopcp.grid import GRID_NAMES, Cell, Edge, Face, Point

__all__ = [
    "SQUARE",
    "Board",
    "Cell",
    "Edge",
    "Face",
    "Grid",
    "Point",
    "Puzzle",
    "Solution",
    "SolveResult",
    "Status",
    "json_int",
]


class Status(enum.StrEnum):
    """What a search proved about the number of solutions."""

    UNIQUE = "unique"
    MULTIPLE = "multiple"
    UNSOLVABLE = "unsolvable"
    UNKNOWN = "unknown"

    @classmethod
    def of(cls, count: int, complete: bool) -> Status:
        """What a search that found ``count`` solutions proved (``complete``: it went through every one)."""
        if count >= 2:
            return cls.MULTIPLE
        if not complete:
            return cls.UNKNOWN
        return cls.UNIQUE if count == 1 else cls.UNSOLVABLE


@dataclass(frozen=True, slots=True)
class Grid:
    """One of the grids of Simon Tatham's Loopy, other than its square lattice: the grid as a puzzle's parameter.

    ``kind`` is Loopy's type number (``t1`` to ``t15``), ``width`` and
    ``height`` his size, and ``description`` the part of a game ID before
    the ``_`` that some types need (the triangular grid's ``0``, the patch
    of a Penrose tiling).  Together they decide the grid to the dot:
    ``loopygrids.geometry_of`` builds it as his program does.
    """

    kind: int
    width: int
    height: int
    description: str | None = None

    @property
    def name(self) -> str:
        """The grid's name as ``--grid`` takes it: ``honeycomb``."""
        return GRID_NAMES[self.kind]


@dataclass(frozen=True, slots=True)
class Board:
    """Where a puzzle's loop runs: the square lattice (Knuth's text, every genre), or one of Loopy's other grids.

    Code that must know which board it has asks the board what it can do
    (``terminal``, ``diagrams``) and what to call it (``name``,
    ``as_json``), and each part of loopcp that works differently on a grid
    (searching, verifying, deduction, pictures, formats) asks ``square``
    once, in one place; ``Puzzle.board`` is the only place that looks at
    a puzzle's ``grid``.
    """

    name: str  # "square", or the grid's name as ``--grid`` takes it ("honeycomb")
    grid: Grid | None = None  # Loopy's grid, which decides its dots, edges and faces
    terminal: bool = True  # the terminal draws it (the square's lattice of characters); else its loop is listed
    diagrams: bool = True  # the decision diagram and the transfer matrix count on it (they walk the square's rows)

    @property
    def square(self) -> bool:
        """Whether this is the square lattice, whose edges are the contract's ``h`` and ``v``."""
        return self.grid is None

    def as_json(self) -> dict[str, str]:
        """What JSON says of the board: nothing on the square, ``{"grid": NAME}`` on another."""
        return {} if self.square else {"grid": self.name}


SQUARE = Board("square")


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A loop puzzle: its genre, its size in cells and its clue grid.

    ``letters`` holds SuperSlitherlink superclues as sorted ``(letter, N)``
    pairs so that equal puzzles compare and hash equal.

    Genres whose clues do not fit one character (a Yajilin arrow ``2w``, a
    Castle Wall wall ``1wx``, a Geradeweg ``12``) keep them in ``tokens``,
    one string a cell, ``"."`` for none; ``cells`` then holds ``"."`` or
    ``"#"`` (a clue is there), so that what only counts clues or draws
    their places needs no genre.  Genres with rooms keep each cell's room
    in ``rooms``, numbered from 0 in the reading order of their first
    cells (``Puzzle.of`` numbers them so), so that equal partitions
    compare equal.

    ``full`` marks puz.link's full-loop variant (its flag ``f``): the loop
    passes every point of its lattice, every dot of a Slitherlink, every
    cell of a Masyu, as well as keeping the clues (``Genre.full``: the
    genres that take it).

    A puzzle on another of Loopy's grids than the square has its ``grid``:
    ``rows`` and ``cols`` are then his height and width, and ``cells``
    one string with a character per face in his face order (``"."`` for
    no clue, a digit, or ``"A"`` for 10 and on, as his IDs write them).
    """

    genre: str
    rows: int
    cols: int
    cells: tuple[str, ...]
    letters: tuple[tuple[str, int], ...] = ()
    tokens: tuple[tuple[str, ...], ...] = ()
    rooms: tuple[tuple[int, ...], ...] = ()
    grid: Grid | None = None
    walls: tuple[Edge, ...] = ()
    full: bool = False

    def __post_init__(self) -> None:
        if self.grid is not None:
            if len(self.cells) != 1 or self.letters or self.tokens or self.rooms or self.walls or self.full:
                raise ValueError("a puzzle on a Loopy grid has one string of face clues, and nothing else")
            return
        if len(self.cells) != self.rows or any(len(r) != self.cols for r in self.cells):
            raise ValueError("cells must be rows x cols characters")
        for name, grid in (("tokens", self.tokens), ("rooms", self.rooms)):
            if grid and (len(grid) != self.rows or any(len(r) != self.cols for r in grid)):
                raise ValueError(f"{name} must be rows x cols entries, or empty")
        if self.walls and list(self.walls) != sorted(set(_inner(self.rooms, self.walls))):
            raise ValueError("walls must be sorted edges between two cells of one room")

    @classmethod
    def of(
        cls,
        genre: str,
        tokens: Sequence[Sequence[str]],
        rooms: Sequence[Sequence[int]] = (),
        walls: Iterable[Edge] = (),
    ) -> Puzzle:
        """A puzzle of clue tokens (``"."`` for none), rooms (any labels; numbered afresh here) and borders.

        ``walls`` may name any borders between cells: those between two
        rooms say nothing more than the rooms, and only the others are kept.
        """
        rows, cols = len(tokens), len(tokens[0]) if tokens else 0
        cells = tuple("".join("." if t == "." else "#" for t in row) for row in tokens)
        number: dict[int, int] = {}
        numbered = tuple(tuple(number.setdefault(r, len(number)) for r in row) for row in rooms)
        inner = tuple(sorted(set(_inner(numbered, walls)))) if numbered else ()
        return cls(genre, rows, cols, cells, tokens=tuple(tuple(row) for row in tokens), rooms=numbered, walls=inner)

    @property
    def board(self) -> Board:
        """The board the loop runs on: ``SQUARE``, or one of Loopy's other grids."""
        if self.grid is None:
            return SQUARE
        return Board(self.grid.name, self.grid, terminal=False, diagrams=False)

    def token(self, cell: Cell) -> str:
        """The clue at a cell as a string: its token, or its character where the genre has no tokens."""
        i, j = cell
        return self.tokens[i][j] if self.tokens else self.cells[i][j]

    def room_cells(self) -> list[list[Cell]]:
        """The cells of each room, room by room in their numbering, each in reading order."""
        out: list[list[Cell]] = []
        for i, row in enumerate(self.rooms):
            for j, r in enumerate(row):
                while len(out) <= r:
                    out.append([])
                out[r].append((i, j))
        return out

    def char(self, cell: Cell) -> str:
        """The grid character at a cell."""
        return self.cells[cell[0]][cell[1]]

    def letter_clues(self) -> dict[str, int]:
        """The SuperSlitherlink superclues as a dict."""
        return dict(self.letters)

    @staticmethod
    def face_chars(clues: Sequence[int | None]) -> str:
        """Face clues as ``cells[0]`` holds them (``face_clues`` reads them back): a digit, or a capital from 10."""
        return "".join("." if c is None else str(c) if c < 10 else chr(ord("A") + c - 10) for c in clues)

    def face_clues(self) -> tuple[int | None, ...]:
        """A puzzle on a Loopy grid: each face's clue in his face order, None where there is none."""
        return tuple(
            None if ch == "." else int(ch) if ch.isdigit() else 10 + ord(ch) - ord("A") for ch in self.cells[0]
        )


def _inner(rooms: Sequence[Sequence[int]], walls: Iterable[Edge]) -> Iterator[Edge]:
    """The walls between two cells of one room (borders between two rooms left out); ValueError off the board."""
    for kind, i, j in walls:
        a, b = (i, j + 1) if kind == "h" else (i + 1, j)
        if kind not in ("h", "v") or min(i, j) < 0 or a >= len(rooms) or b >= len(rooms[a]):
            raise ValueError(f"a wall must lie between two cells of the board, got {(kind, i, j)}")
        if rooms[i][j] == rooms[a][b]:
            yield (kind, i, j)


@dataclass(frozen=True, slots=True, eq=False)
class Solution:
    """One closed loop as the contract's 0/1 matrices ``h`` and ``v``.

    ``h`` has ``points_rows`` rows of ``points_cols - 1`` entries and ``v``
    has ``points_rows - 1`` rows of ``points_cols`` entries.  On the square
    ``loop`` is another view of the same edges, so two solutions with the
    same matrices are equal whether or not either lists it; on Loopy's
    other grids (no matrices) the loop is the solution.
    """

    h: tuple[tuple[int, ...], ...]
    v: tuple[tuple[int, ...], ...]
    shaded: tuple[tuple[int, ...], ...] = ()  # genres that shade cells: rows x cols of 0/1 (``Genre.finish``)
    # The loop's dots in order, in Tatham's coordinates for the game ID: every loop on a Loopy grid (whose ``h``
    # and ``v`` are empty), and the square's too, so that a loop reads the same way on every grid.
    loop: tuple[tuple[int, int], ...] = ()

    @classmethod
    def from_edges(cls, points_rows: int, points_cols: int, edges: frozenset[Edge] | set[Edge]) -> Solution:
        """Build the matrices from a set of edges on a lattice of points."""
        h = [[0] * (points_cols - 1) for _ in range(points_rows)]
        v = [[0] * points_cols for _ in range(points_rows - 1)]
        for kind, i, j in edges:  # the loop's edges only: a 40x40 lattice has 3,280 edges, its loop about 1,000
            (h if kind == "h" else v)[i][j] = 1
        return cls(tuple(map(tuple, h)), tuple(map(tuple, v)))

    def _key(self) -> tuple[object, ...]:
        if self.h or self.v:
            return (self.h, self.v, self.shaded)
        return (frozenset(self.dot_pairs()), self.shaded)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Solution) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def dot_pairs(self) -> frozenset[tuple[tuple[int, int], tuple[int, int]]]:
        """The loop's edges as pairs of dots in Tatham's coordinates, each pair sorted (from ``loop``)."""
        ring = self.loop
        return frozenset((min(a, b), max(a, b)) for a, b in zip(ring, ring[1:] + ring[:1], strict=True))

    def edges(self) -> frozenset[Edge]:
        """The edges on the loop."""
        return frozenset(self._iter_edges())

    def _iter_edges(self) -> Iterator[Edge]:
        for i, row in enumerate(self.h):
            for j, on in enumerate(row):
                if on:
                    yield ("h", i, j)
        for i, row in enumerate(self.v):
            for j, on in enumerate(row):
                if on:
                    yield ("v", i, j)

    def neighbours(self, rows: int, cols: int) -> dict[Point, list[Point]]:
        """Each point of a rows x cols lattice, in reading order, with its neighbours along drawn lines.

        What the path genres' verifiers walk (Numberlink, Kaisu), read
        straight from the matrices, so that no model code stands between.
        """
        out: dict[Point, list[Point]] = {(i, j): [] for i in range(rows) for j in range(cols)}
        for kind, i, j in self._iter_edges():
            a, b = (i, j), ((i, j + 1) if kind == "h" else (i + 1, j))
            out[a].append(b)
            out[b].append(a)
        return out

    def as_json(self) -> dict[str, list[list[int]]]:
        """The contract's JSON form, with ``shaded`` where the genre shades cells."""
        out = {"h": [list(r) for r in self.h], "v": [list(r) for r in self.v]} if self.h or self.v else {}
        if self.shaded:
            out["shaded"] = [list(r) for r in self.shaded]
        if self.loop:
            out["loop"] = [list(d) for d in self.loop]
        return out


JSON_SAFE_INT = 2**53  # beyond this a JSON reader that uses doubles (JavaScript, jq) loses digits


def json_int(n: int) -> int | str:
    """An integer for JSON: as a number while every reader keeps it exact, else as a decimal string.

    >>> json_int(9349), json_int(988808811046283595068099)
    (9349, '988808811046283595068099')
    """
    return n if -JSON_SAFE_INT <= n <= JSON_SAFE_INT else str(n)


@dataclass(frozen=True, slots=True)
class SearchOutcome:
    """What one search found and whether it was exhaustive (``count`` exceeds the solutions kept when few are).

    Every engine's answer before it is verified and finished: CP-SAT's,
    the SAT engine's, and the rules' (one loop, proved the only one).
    """

    solutions: tuple[frozenset[Edge], ...]
    count: int
    complete: bool
    timed_out: bool
    seconds: float


@dataclass(frozen=True, slots=True)
class SolveResult:
    """The outcome of a search: status, the solutions found, and how sure we are.

    ``count`` is the number of distinct solutions found and ``complete`` says
    whether the search was exhaustive, so that ``count`` is exact.  ``engine``
    names what found or counted them ("rules": sound deduction alone, whose
    one loop is then the only one; "sat" and "cpsat" search, "zdd" counts a
    decision diagram, "transfer" a transfer matrix), and ``notes`` says what
    a user should know about how (a fallback from one engine to the other,
    a check that could not finish).
    """

    puzzle: Puzzle
    status: Status
    solutions: tuple[Solution, ...]
    count: int
    complete: bool
    seconds: float
    timed_out: bool = False
    engine: str = "cpsat"
    notes: tuple[str, ...] = ()
    kind: str = ""  # the genre as people name this puzzle (``genres.kind_of``); empty: the puzzle's genre

    def as_json(self) -> dict[str, object]:
        """The contract's JSON object (section 5)."""
        return {
            "genre": self.kind or self.puzzle.genre,
            **self.puzzle.board.as_json(),
            **({"full": True} if self.puzzle.full else {}),  # puz.link's full-loop variant
            "rows": self.puzzle.rows,
            "cols": self.puzzle.cols,
            "status": self.status.value,
            "count": json_int(self.count),
            "complete": self.complete,
            "seconds": round(self.seconds, 6),
            "solutions": [s.as_json() for s in self.solutions],
        }
