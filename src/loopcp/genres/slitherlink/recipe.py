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
from loopcp.genres.rooming import piece
from loopcp.genres.slitherlink import SLITHERLINK
from loopcp.genres.symmetry import images, orbit
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


def _grown(  # noqa: PLR0917 - the board, the loop's inside, what is cut, and the region asked
    board: Board, inside: frozenset[Face], taken: set[Cell], cells: frozenset[Cell], want: int, turns: int
) -> frozenset[Cell] | None:
    """A region of the cells (``rooming.piece``) that can be cut with its images: free, each on one side of the loop."""

    def free(cut: frozenset[Cell]) -> bool:
        return not cut & taken and len({c in inside for c in cut}) == 1

    return piece(cells, board.rows, board.cols, turns, most=want, free=free)


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

    def clues(self, board: Board, shape: Shape, rng: random.Random, turns: int = 1) -> list[Clue]:
        """A digit in every cell (whatever the symmetry: a cell's orbit is cells)."""
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
    """Random regions on each side of the loop; digits go first, letters carry the puzzle.

    A symmetric pattern (``--symmetry``): the regions, as sets of cells,
    are the same after the turn; the loop is not (as Slitherlink's), so
    each region and each of its images lies on one side of the loop, not
    necessarily the same side.  The regions are cut an orbit at a time
    (a region with its images, which are other regions, or itself where a
    region really is its own image); the clues' values, digits and
    letters' counts, follow the loop.
    """

    symmetric = True
    regions = True

    def clues(self, board: Board, shape: Shape, rng: random.Random, turns: int = 1) -> list[Clue]:
        """The board cut into regions of one to four cells, each on one side of the loop, in orbits of ``turns``."""
        rows, cols, inside = board.rows, board.cols, shape.inside
        cells = [(i, j) for i in range(rows) for j in range(cols)]
        rng.shuffle(cells)
        taken: set[Cell] = set()  # a union of orbits of cells: a region is cut with its images
        regions: list[list[Cell]] = []
        letters = 0
        for start in cells:
            if start in taken:
                continue
            side = start in inside
            room = len(orbit(start, rows, cols, turns))  # letters the orbit may take at most
            want = rng.choice(REGION_SIZES) if letters + room <= len(LETTERS) else 1
            region = frozenset({start})
            while len(region) < want:
                frontier = sorted(
                    {
                        (a, b)
                        for i, j in region
                        for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
                        if 0 <= a < rows
                        and 0 <= b < cols
                        and (a, b) not in taken
                        and (a, b) not in region
                        and ((a, b) in inside) == side
                    }
                )
                grown = [_grown(board, inside, taken, region | {cell}, want, turns) for cell in frontier]
                choices = [g for g in grown if g is not None]
                if not choices:
                    break
                region = rng.choice(choices)
            cuts = images(region, rows, cols, turns)
            letters += len(cuts) * (len(region) > 1)
            for cut in cuts:
                taken.update(cut)
                regions.append(sorted(cut))
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
