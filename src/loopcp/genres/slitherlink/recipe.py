"""How ``loopcp generate`` makes Slitherlink and SuperSlitherlink puzzles from a loop.

- Slitherlink: every cell's count of loop edges, removed in a shuffled order.
- SuperSlitherlink: the cells on each side of the loop are cut into random
  connected regions of one to four cells; a region of one cell is a digit,
  a larger one a letter whose clue is its number of boundary edges on the
  loop.  Digits are tried for removal first, so that the letters carry the
  puzzle.  Knuth's format has 52 letters, so at most 52 regions are made.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.generation.clues import LETTERS, REGION, Board, Clue, Shape
from loopcp.generation.growth import grow
from loopcp.genres.base import Genre
from loopcp.genres.slitherlink import SLITHERLINK
from loopcp.grid import Cell, Edge, Face

REGION_SIZES = (1, 2, 2, 3, 3, 4)  # SuperSlitherlink region sizes to aim for, drawn at random


def sides_on_loop(cell: Cell, loop: frozenset[Edge]) -> int:
    """How many of a cell's four sides are on the loop."""
    i, j = cell
    return sum(e in loop for e in (("h", i, j), ("h", i + 1, j), ("v", i, j), ("v", i, j + 1)))


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


class SlitherlinkRecipe:
    """Every cell's count, removed in a shuffled order."""

    genre: Genre = SLITHERLINK
    symmetric_loop = False
    symmetric = True
    regions = False

    def faces(self, rows: int, cols: int) -> tuple[int, int]:
        """The cells are the faces."""
        return rows, cols

    def region(
        self, rows: int, cols: int, rng: random.Random, turns: int, deadline: float | None = None
    ) -> frozenset[Face]:
        """Half the board, grown as thin branches."""
        return grow(rows, cols, rng, fraction=0.5, turns=turns, deadline=deadline)

    def clues(self, board: Board, shape: Shape, rng: random.Random) -> list[Clue]:
        """A digit in every cell."""
        cells = [(i, j) for i in range(board.rows) for j in range(board.cols)]
        return [board.clue([(c, str(sides_on_loop(c, shape.loop)))], [c]) for c in cells]

    def order(self, clues: Sequence[Clue], orbits: list[list[int]], rng: random.Random) -> list[list[int]]:
        """A shuffled order."""
        out = list(orbits)
        rng.shuffle(out)
        return out

    def merged(self, board: Board, cells: Sequence[Cell], loop: frozenset[Edge]) -> Clue:
        """A letter region (or a digit for one cell)."""
        return region_clue(board, cells, loop)


class SuperSlitherlinkRecipe(SlitherlinkRecipe):
    """Random regions on each side of the loop; digits go first, letters carry the puzzle."""

    symmetric = False
    regions = True

    def clues(self, board: Board, shape: Shape, rng: random.Random) -> list[Clue]:
        """The board cut into regions of one to four cells, each on one side of the loop."""
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
        """Digits first, then letter regions, each shuffled."""
        digits = [o for o in orbits if not any(clues[k].is_region for k in o)]
        regions = [o for o in orbits if any(clues[k].is_region for k in o)]
        rng.shuffle(digits)
        rng.shuffle(regions)
        return digits + regions


RECIPE = SlitherlinkRecipe()
SUPER_RECIPE = SuperSlitherlinkRecipe()
