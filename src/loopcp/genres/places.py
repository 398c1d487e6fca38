"""Dots on the places of the half-cell lattice (Mid-loop's, Kurarin's), weakened an orbit of places at a time.

A place is (y, x) in half cells: (2i, 2j) is cell (i, j)'s centre,
(2i, 2j + 1) its east side, (2i + 1, 2j) its south side and
(2i + 1, 2j + 1) its south-east corner; a board of R x C cells has
(2R - 1) x (2C - 1) places (the ones puz.link writes). A cell's token
holds the dots of its four places, so the images of a cell's dots under
a turn lie in other cells' tokens: an orbit of cells is not an orbit of
dots. A turn or the mirror moves a place as ``grid.image`` moves a cell
of a (2R - 1) x (2C - 1) board: a half turn takes (y, x) to
(2R - 2 - y, 2C - 2 - x), so a cell's centre (2i, 2j) to twice its
cell's image, and a side to the image side.

Under a symmetry a ``Dotted`` dresser weakens places, not cells
(``generation.dressed`` asks its ``orbits``): each place's dot goes with
its images' or stays, and the pattern of places stays symmetric.
Without one it weakens a cell's token at a time (the genre's
``token_weaker``), as every dresser does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Self

from loopcp.genres.dressing import Dress, with_clues
from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell
from loopcp.puzzle import Puzzle

Place = tuple[int, int]  # (y, x) in half cells from the first cell's centre


def place_orbits(rows: int, cols: int, turns: int) -> list[list[Place]]:
    """The orbits of a board's places under the turn (``symmetry.orbit``), in row-major order of their first place."""
    seen: set[Place] = set()
    out: list[list[Place]] = []
    for y in range(2 * rows - 1):
        for x in range(2 * cols - 1):
            if (y, x) not in seen:
                out.append(orbit((y, x), 2 * rows - 1, 2 * cols - 1, turns))
                seen.update(out[-1])
    return out


def slot(place: Place) -> tuple[Cell, int]:
    """The cell whose token holds a place's dot, and the place's rank in it (centre, east, south, corner: 0-3)."""
    y, x = place
    return (y // 2, x // 2), 2 * (y % 2) + x % 2


class Dotted(Dress):
    """A dresser of dots on places: a cell's token at a time, or under a symmetry an orbit of places at a time.

    The genre says which of a token's places hold a dot (``holds``), the
    token without one of them (``dropped``), and how a cell's token
    weakens without a symmetry (``token_weaker``). A place's dot only
    goes, which only drops its rule: under a symmetry one pass leaves the
    puzzle minimal (``turned`` makes it ``monotone``).
    """

    def holds(self, token: str, rank: int) -> bool:
        """Whether the token has a dot on its place of this rank (0 centre, 1 east, 2 south, 3 corner)."""
        raise NotImplementedError(f"{type(self).__name__} must say where its tokens hold dots")

    def dropped(self, token: str, rank: int) -> str:
        """The token without its dot on the place of this rank (``.`` when none is left)."""
        raise NotImplementedError(f"{type(self).__name__} must say how a dot leaves its token")

    def token_weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """What a cell's token may become without a symmetry, weakest first (the genre's own)."""
        raise NotImplementedError(f"{type(self).__name__} must say how its tokens weaken")

    def turned(self, turns: int) -> Self:
        """This dresser under the turn: it weakens places, each of which only loses its dot (``monotone``)."""
        out = super().turned(turns)
        out.monotone = True
        return out

    def orbits(self, rows: int, cols: int) -> list[list[Place]]:
        """What weakens together (``generation.dressed``): each cell alone, or under a symmetry an orbit of places."""
        if self.turns == 1:
            return [[(i, j)] for i in range(rows) for j in range(cols)]
        return place_orbits(rows, cols, self.turns)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """A cell's token's weaker forms; under a symmetry ``cell`` is a place, whose dot may go (``.``)."""
        if self.turns == 1:
            return self.token_weaker(puzzle, cell)
        (i, j), rank = slot(cell)
        return ["."] if self.holds(puzzle.tokens[i][j], rank) else []

    def clued(self, puzzle: Puzzle, changes: Mapping[Cell, str]) -> Puzzle:
        """The puzzle with the cells' new tokens, or under a symmetry without the dots on these places."""
        if self.turns == 1:
            return with_clues(puzzle, changes)
        tokens = [list(row) for row in puzzle.tokens]
        for place in changes:
            (i, j), rank = slot(place)
            tokens[i][j] = self.dropped(tokens[i][j], rank)
        return Puzzle.of(puzzle.genre, tokens, puzzle.rooms, puzzle.walls)
