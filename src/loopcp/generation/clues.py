"""What every genre's clue recipe shares: shapes, clues, boards, and the recipe interface.

Each genre's recipe (``genres/<name>/recipe.py``) turns a loop into every
clue it implies, the generator's starting point; the recipes are
registered in ``genres.RECIPES``.

Glossary:

- ``Shape``: a loop and the region of faces inside it (``growth`` grows
  the region; the loop is its boundary).
- ``Clue``: one removable clue: the grid characters it writes, the
  constraints it adds (as the genre itself states them, so that the
  generator and the solver can never disagree about a rule), and the faces
  near it, where any other loop must differ from this one.
- ``Recipe``: how one genre turns a shape into its full set of clues, and
  in what order the generator should try to remove them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from loopcp.errors import InternalError
from loopcp.grid import Cell, Edge, Face, Lattice
from loopcp.puzzle import Puzzle

if TYPE_CHECKING:  # the genres import this module for their recipes: types only, no import cycle
    from loopcp.genres.base import Genre, Linear

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"  # Knuth's letters: at most 52 regions
REGION = "*"  # a letter region's cell in a clue's marks; letters are given when the puzzle is assembled


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
    """A puzzle's genre (the one that reads the puzzle) and its size in cells."""

    genre: Genre
    rows: int
    cols: int

    def lattice(self) -> Lattice:
        """The lattice of points the loop runs through."""
        return self.genre.lattice(self.assemble([]))

    def clue(self, marks: Sequence[tuple[Cell, str]], faces: Iterable[Face], count: int | None = None) -> Clue:
        """A clue with its constraints, as the genre itself states them.

        A grid character's constraints come from ``clue_rules`` (a cost that
        does not grow with the board: 10,000 clues of a 100x100 board took
        20 s when each asked for a whole puzzle's constraints); a letter
        region's from a puzzle that has only this clue.
        """
        if count is None:
            constraints = [c for cell, ch in sorted(marks) for c in self.genre.clue_rules(cell, ch)]
        else:
            constraints = self.genre.constraints(self._only(marks, count))
        return Clue(tuple(marks), tuple(faces), tuple(constraints), count)

    def _only(self, marks: Sequence[tuple[Cell, str]], count: int | None) -> Puzzle:
        grid = [["."] * self.cols for _ in range(self.rows)]
        for (i, j), ch in marks:
            grid[i][j] = "a" if ch == REGION else ch
        letters = (("a", count),) if count is not None else ()
        return Puzzle(self.genre.name, self.rows, self.cols, tuple("".join(r) for r in grid), letters)

    def assemble(self, clues: Iterable[Clue]) -> Puzzle:
        """The puzzle made of these clues; letter regions get letters in reading order."""
        clues = list(clues)
        grid = [["."] * self.cols for _ in range(self.rows)]
        regions = sorted((c for c in clues if c.is_region), key=lambda c: c.marks[0][0])
        if len(regions) > len(LETTERS):
            raise InternalError(f"internal error: {len(regions)} letter regions, more than {len(LETTERS)} letters")
        letters = []
        for letter, clue in zip(LETTERS, regions, strict=False):
            for (i, j), _ in clue.marks:
                grid[i][j] = letter
            letters.append((letter, clue.count or 0))
        for clue in clues:
            if not clue.is_region:
                for (i, j), ch in clue.marks:
                    grid[i][j] = ch
        return Puzzle(self.genre.name, self.rows, self.cols, tuple("".join(r) for r in grid), tuple(sorted(letters)))


class Recipe(Protocol):
    """How one genre turns a loop into clues."""

    genre: Genre  # the genre that reads the puzzle
    symmetric_loop: bool  # whether a symmetric clue pattern needs a symmetric loop
    symmetric: bool  # whether --symmetry is supported at all
    regions: bool  # whether adjacent clues may merge into letter regions (SuperSlitherlink)

    def faces(self, rows: int, cols: int) -> tuple[int, int]:
        """The board of faces the loop's region grows on, for a board of rows x cols cells."""
        ...

    def region(
        self, rows: int, cols: int, rng: random.Random, turns: int, deadline: float | None = None
    ) -> frozenset[Face]:
        """A random region of faces on the board ``faces`` gives; its boundary is the loop.

        ``deadline`` (a ``time.perf_counter`` value) bounds the growth: ``DeadlineError`` after it.
        """
        ...

    def clues(self, board: Board, shape: Shape, rng: random.Random, turns: int = 1) -> list[Clue]:
        """Every clue the loop implies, in orbits of the symmetry ``turns`` (a letter region with its images)."""
        ...

    def order(self, clues: Sequence[Clue], orbits: list[list[int]], rng: random.Random) -> list[list[int]]:
        """The order in which to try removing the orbits of clues."""
        ...

    def merged(self, board: Board, cells: Sequence[Cell], loop: frozenset[Edge]) -> Clue:
        """The one clue of some cells all on one side of the loop (used when ``regions``)."""
        ...
