"""Every clue a loop implies, per genre: the generator's starting point.

Glossary:

- ``Shape``: a loop and the region of faces inside it (``loopgen`` grows
  the region; the loop is its boundary).
- ``Clue``: one removable clue: the grid characters it writes, the
  constraints it adds (as the genre itself states them, so that the
  generator and the solver can never disagree about a rule), and the faces
  near it, where any other loop must differ from this one.
- ``Recipe``: how one genre turns a shape into its full set of clues, and
  in what order the generator should try to remove them.

The genres:

- Slitherlink: every cell's count of loop edges.
- Masyu: a pearl wherever one fits: white where the loop goes straight
  beside a turn, black where it turns between two straight cells.  The
  loop comes from ``loopgen.pearly``, shaped so that nearly every cell of
  it can hold a pearl: with the random loops that suit Slitherlink, the
  full set of pearls almost never has a unique solution.
- SuperSlitherlink: the cells on each side of the loop are cut into random
  connected regions of one to four cells; a region of one cell is a digit,
  a larger one a letter whose clue is its number of boundary edges on the
  loop.  Digits are tried for removal first, so that the letters carry the
  puzzle.  Knuth's format has 52 letters, so at most 52 regions are made.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from loopcp.errors import LoopcpError
from loopcp.genres import get_genre
from loopcp.genres.base import Linear
from loopcp.grid import Face, Lattice
from loopcp.loopgen import grow, pearly
from loopcp.puzzle import Cell, Edge, Puzzle

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"  # Knuth's letters: at most 52 regions
REGION = "*"  # a letter region's cell in a clue's marks; letters are given when the puzzle is assembled
REGION_SIZES = (1, 2, 2, 3, 3, 4)  # SuperSlitherlink region sizes to aim for, drawn at random


@dataclass(frozen=True, slots=True)
class Shape:
    """A loop and the faces of its lattice inside it."""

    loop: frozenset[Edge]
    inside: frozenset[Face]


@dataclass(frozen=True, slots=True)
class Clue:
    """One removable clue: what it writes into the grid and the constraints it adds.

    ``marks`` are grid characters by cell (``REGION`` for a letter region,
    whose boundary count is ``count``); ``faces`` are the faces of the
    loop's lattice next to the clue.
    """

    marks: tuple[tuple[Cell, str], ...]
    faces: tuple[Face, ...]
    group: tuple[Linear, ...]
    count: int | None = None

    @property
    def is_region(self) -> bool:
        """Whether this is a SuperSlitherlink letter region."""
        return self.count is not None


@dataclass(frozen=True, slots=True)
class Board:
    """A puzzle's genre (as its reader names it) and its size in cells."""

    genre: str
    rows: int
    cols: int

    def lattice(self) -> Lattice:
        """The lattice of points the loop runs through."""
        return get_genre(self.genre).lattice(self.assemble([]))

    def clue(self, marks: Sequence[tuple[Cell, str]], faces: Iterable[Face], count: int | None = None) -> Clue:
        """A clue with its constraints, asked of the genre with a puzzle that has only this clue."""
        constraints = get_genre(self.genre).constraints(self._only(marks, count))
        return Clue(tuple(marks), tuple(faces), tuple(constraints), count)

    def _only(self, marks: Sequence[tuple[Cell, str]], count: int | None) -> Puzzle:
        grid = [["."] * self.cols for _ in range(self.rows)]
        for (i, j), ch in marks:
            grid[i][j] = "a" if ch == REGION else ch
        letters = (("a", count),) if count is not None else ()
        return Puzzle(self.genre, self.rows, self.cols, tuple("".join(r) for r in grid), letters)

    def assemble(self, clues: Iterable[Clue]) -> Puzzle:
        """The puzzle made of these clues; letter regions get letters in reading order."""
        clues = list(clues)
        grid = [["."] * self.cols for _ in range(self.rows)]
        regions = sorted((c for c in clues if c.is_region), key=lambda c: c.marks[0][0])
        if len(regions) > len(LETTERS):
            raise LoopcpError(f"internal error: {len(regions)} letter regions, more than {len(LETTERS)} letters")
        letters = []
        for letter, clue in zip(LETTERS, regions, strict=False):
            for (i, j), _ in clue.marks:
                grid[i][j] = letter
            letters.append((letter, clue.count or 0))
        for clue in clues:
            if not clue.is_region:
                for (i, j), ch in clue.marks:
                    grid[i][j] = ch
        return Puzzle(self.genre, self.rows, self.cols, tuple("".join(r) for r in grid), tuple(sorted(letters)))


def sides_on_loop(cell: Cell, loop: frozenset[Edge]) -> int:
    """How many of a cell's four sides are on the loop."""
    i, j = cell
    return sum(e in loop for e in (("h", i, j), ("h", i + 1, j), ("v", i, j), ("v", i, j + 1)))


class Recipe(Protocol):
    """How one genre turns a loop into clues."""

    genre: str  # the genre that reads the puzzle
    symmetric_loop: bool  # whether a symmetric clue pattern needs a symmetric loop
    symmetric: bool  # whether --symmetry is supported at all
    regions: bool  # whether clues may be letter regions (SuperSlitherlink)

    def faces(self, rows: int, cols: int) -> tuple[int, int]:
        """The board of faces the loop's region grows on, for a board of rows x cols cells."""
        ...

    def region(self, rows: int, cols: int, rng: random.Random, turns: int) -> frozenset[Face]:
        """A random region of faces on the board ``faces`` gives; its boundary is the loop."""
        ...

    def clues(self, board: Board, shape: Shape, rng: random.Random) -> list[Clue]:
        """Every clue the loop implies."""
        ...

    def order(self, clues: Sequence[Clue], orbits: list[list[int]], rng: random.Random) -> list[list[int]]:
        """The order in which to try removing the orbits of clues."""
        ...


class _Slitherlink:
    genre = "slitherlink"
    symmetric_loop = False
    symmetric = True
    regions = False

    def faces(self, rows: int, cols: int) -> tuple[int, int]:
        return rows, cols

    def region(self, rows: int, cols: int, rng: random.Random, turns: int) -> frozenset[Face]:
        return grow(rows, cols, rng, fraction=0.5, turns=turns)

    def clues(self, board: Board, shape: Shape, rng: random.Random) -> list[Clue]:
        cells = [(i, j) for i in range(board.rows) for j in range(board.cols)]
        return [board.clue([(c, str(sides_on_loop(c, shape.loop)))], [c]) for c in cells]

    def order(self, clues: Sequence[Clue], orbits: list[list[int]], rng: random.Random) -> list[list[int]]:
        out = list(orbits)
        rng.shuffle(out)
        return out


def pearls(rows: int, cols: int, loop: frozenset[Edge]) -> dict[Cell, str]:
    """The pearl each cell of a loop through cell centres can hold: '0' white, '1' black."""

    def arms(i: int, j: int) -> tuple[bool, bool, bool, bool]:
        return ("v", i - 1, j) in loop, ("v", i, j) in loop, ("h", i, j - 1) in loop, ("h", i, j) in loop

    def straight(i: int, j: int) -> bool:
        n, s, w, e = arms(i, j)
        return (n and s) or (w and e)

    out: dict[Cell, str] = {}
    for i in range(rows):
        for j in range(cols):
            n, s, w, e = arms(i, j)
            ends = [(i - 1, j)] * n + [(i + 1, j)] * s + [(i, j - 1)] * w + [(i, j + 1)] * e
            if not ends:
                continue
            if straight(i, j):
                if not all(straight(a, b) for a, b in ends):
                    out[(i, j)] = "0"
            elif all(straight(a, b) for a, b in ends):
                out[(i, j)] = "1"
    return out


class _Masyu:
    genre = "masyu"
    symmetric_loop = True
    symmetric = True
    regions = False

    def faces(self, rows: int, cols: int) -> tuple[int, int]:
        return rows - 1, cols - 1

    def region(self, rows: int, cols: int, rng: random.Random, turns: int) -> frozenset[Face]:
        return pearly(rows, cols, rng, turns=turns)

    def clues(self, board: Board, shape: Shape, rng: random.Random) -> list[Clue]:
        rows, cols = board.rows, board.cols
        out = []
        for (i, j), ch in sorted(pearls(rows, cols, shape.loop).items()):
            near = [(a, b) for a in (i - 1, i) for b in (j - 1, j) if 0 <= a < rows - 1 and 0 <= b < cols - 1]
            out.append(board.clue([((i, j), ch)], near))
        return out

    def order(self, clues: Sequence[Clue], orbits: list[list[int]], rng: random.Random) -> list[list[int]]:
        out = list(orbits)
        rng.shuffle(out)
        return out


def region_clue(board: Board, cells: Sequence[Cell], loop: frozenset[Edge]) -> Clue:
    """The clue of some cells all on one side of the loop: a digit for one cell, else a letter region."""
    if len(cells) == 1:
        return board.clue([(cells[0], str(sides_on_loop(cells[0], loop)))], cells)
    inner = set(cells)
    count = 0
    for i, j in cells:
        for cell, edge in (
            ((i - 1, j), ("h", i, j)),
            ((i + 1, j), ("h", i + 1, j)),
            ((i, j - 1), ("v", i, j)),
            ((i, j + 1), ("v", i, j + 1)),
        ):
            if cell not in inner and edge in loop:
                count += 1
    return board.clue([(c, REGION) for c in sorted(cells)], sorted(cells), count)


class _SuperSlitherlink(_Slitherlink):
    symmetric = False
    regions = True

    def clues(self, board: Board, shape: Shape, rng: random.Random) -> list[Clue]:
        rows, cols, inside = board.rows, board.cols, shape.inside
        cells = [(i, j) for i in range(rows) for j in range(cols)]
        rng.shuffle(cells)
        taken: set[Cell] = set()
        regions: list[list[Cell]] = []
        letters = 0
        for start in cells:
            if start in taken:
                continue
            side = start in inside
            want = rng.choice(REGION_SIZES) if letters < len(LETTERS) else 1
            region = [start]
            taken.add(start)
            while len(region) < want:
                frontier = sorted(
                    {
                        (a, b)
                        for i, j in region
                        for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
                        if 0 <= a < rows and 0 <= b < cols and (a, b) not in taken and ((a, b) in inside) == side
                    }
                )
                if not frontier:
                    break
                cell = rng.choice(frontier)
                region.append(cell)
                taken.add(cell)
            letters += len(region) > 1
            regions.append(sorted(region))
        return [region_clue(board, r, shape.loop) for r in sorted(regions)]

    def order(self, clues: Sequence[Clue], orbits: list[list[int]], rng: random.Random) -> list[list[int]]:
        digits = [o for o in orbits if not any(clues[k].is_region for k in o)]
        regions = [o for o in orbits if any(clues[k].is_region for k in o)]
        rng.shuffle(digits)
        rng.shuffle(regions)
        return digits + regions


RECIPES: dict[str, Recipe] = {
    "slitherlink": _Slitherlink(),
    "masyu": _Masyu(),
    "superslitherlink": _SuperSlitherlink(),
}
