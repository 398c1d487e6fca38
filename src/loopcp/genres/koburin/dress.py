"""Koburin's generator: a random loop that keeps the shading rules, then numbers on some cells off it.

As Yajilin's (``genres/yajilin/dress.py``): the loop leaves cells in ones
and twos (``scattered``), some of them become clue cells, each counting
its shaded neighbours; a number may then go where nothing else changes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, blank, clue_at, neighbours, on_loop, with_clues
from loopcp.genres.koburin import KOBURIN
from loopcp.genres.symmetry import orbit
from loopcp.genres.yajilin.dress import CLUES, scattered, shaded_cells
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution


def _numbered(board: Puzzle, clues: set[Cell], shaded: set[Cell]) -> Puzzle:
    """The board with each clue cell's count of shaded neighbours, and no other clue."""
    counts = {cell: str(sum(c in shaded for c in neighbours(cell, board.rows, board.cols))) for cell in clues}
    return with_clues(blank(KOBURIN, board.rows, board.cols), counts)


class KoburinDress(Dress):
    """Numbers on some cells off a shading loop."""

    # nearly every cell can often be routed another way through the same cells, which no clue tells apart
    off = 0.5  # the share of cells that lean off the loop: ``scattered`` keeps far fewer off it
    symmetric = symmetric_loop = True  # a symmetric loop, its cells off it split in orbits: a symmetric pattern

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board whose loop leaves cells in ones and twos (``scattered``)."""
        return blank(self.genre, rows, cols), scattered(rows, cols)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Each clue cell's count of shaded neighbours."""
        clues, shaded = shaded_cells(board, loop, rng, CLUES, self.turns)
        if not clues:
            return None
        return _numbered(board, clues, shaded)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A clue that the rival breaks: a shaded cell it passes through, or one beside a cell it shades, numbered.

        None where the rival runs through the same cells: no number tells the two apart.
        """
        on, theirs = on_loop(loop), on_loop(rival.edges())
        if theirs == on:
            return None
        rows, cols = puzzle.rows, puzzle.cols
        clues = {(i, j) for i in range(rows) for j in range(cols) if clue_at(puzzle, (i, j)) != "."}
        shaded = {(i, j) for i in range(rows) for j in range(cols) if (i, j) not in on} - clues
        differ = on ^ theirs
        choices = sorted(shaded & theirs) or sorted(
            c for c in shaded if any(n in differ for n in neighbours(c, rows, cols))
        )
        if not choices:
            return None
        cell = rng.choice(choices)
        cells = {c for c in orbit(cell, rows, cols, self.turns) if c == cell or c in shaded}  # symmetric: its images
        return _numbered(puzzle, clues | cells, shaded - cells)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """A number may go, whole (where nothing else changes), never to ``?``: published Koburins number every clue."""
        return ["."] if clue_at(puzzle, cell) != "." else []


DRESSER = KoburinDress(KOBURIN)
