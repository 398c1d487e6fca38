"""Barns' generator: random ice, a loop through every cell, every border it leaves walled, then fewer walls.

The ice comes first, as a setter lays it (about one cell in ``ICE_SHARE``): CP-SAT
draws a loop through every cell with a random weight on each edge, straight
over the ice and crossing itself only there.  Every border between two
cells that the loop does not cross becomes a wall, which leaves it the only
loop; walls then go, a cell's east and south walls at a time, while it
stays the only one.  The ice stays: it is the board.  A wall that goes only
drops a rule (``monotone``), so one pass leaves every wall necessary.

A weakening here changes walls, not a clue token, so the dresser makes it
itself (``clued``): an option names the walls that go.

With ``--symmetry`` the ice is laid an orbit of cells at a time and the
loop drawn symmetric, so its walls are too: a symmetric pattern is icy
cells and walls whose places map onto themselves.  A wall goes with its
images (an orbit of borders, ``symmetry.edge_orbit``).  The images of a
cell's east and south walls are not its image cells' east and south
walls, so each orbit of walls is offered by one cell: the first of the
orbit of cells that holds its least wall east or south (``owned``).

The turn or mirror acts on the loop as on a walk (straight on at a
crossing): it moves the walk along itself, keeping no place of it, or
reverses it, keeping two places at most.  A pass through a cell that the
symmetry keeps, straight across or straight down it, is kept too (its
two edges are each other's images or their own).  Hence:

- a half turn of a board with both sides odd keeps the middle cell, so it
  reverses the loop; a reversal of a walk of even length that keeps a
  cell's place keeps one more cell's, and only the middle cell is its own
  image: the loop crosses itself there, and the board lays it as ice;
- a quarter turn reversing the loop, or moving it half its length, would
  make its square, the half turn, keep every place; so it moves the loop
  a quarter (or three quarters) of its length, which takes a pass through
  the middle cell of an odd board to three others: four passes, where a
  loop has two at most.  Refused (``refuse``);
- the mirror keeps every pass through the middle column of an odd number
  of columns, so it reverses the loop, and the loop passes two of that
  column's cells at most, not every one.  From three rows on, refused.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence

from loopcp.errors import UnsupportedError
from loopcp.genres.barns import BARNS
from loopcp.genres.barns.codes import ICE
from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, edge_weights
from loopcp.genres.rooms import enclosed, is_wall, walls_of
from loopcp.genres.symmetry import edge_orbit, orbit
from loopcp.grid import Cell, Edge, Mirror
from loopcp.puzzle import Puzzle

ICE_SHARE = 6  # about one cell in this many is icy


def walled(board: Puzzle, east: list[list[bool]], south: list[list[bool]]) -> Puzzle:
    """The board's ice with walls on these borders (east of a cell, south of a cell)."""
    return Puzzle.of(board.genre, board.tokens, enclosed(east, south), walls_of(east, south))


def refuse(genre: str, rows: int, cols: int, turns: int) -> None:
    """Refuse, in words, a symmetry that no loop through every cell keeps (the module docstring says why)."""
    if turns == 4 and rows % 2:
        raise UnsupportedError(
            f"no {genre} loop through every cell of the {rows}x{cols} board looks the same after a quarter turn:"
            " the turn moves such a loop a quarter of its length along itself, so it would pass the middle cell"
            " four times, and it passes a cell twice at most; try an even number of rows"
        )
    if isinstance(turns, Mirror) and cols % 2 and rows > 2:
        raise UnsupportedError(
            f"no {genre} loop through every cell of the {rows}x{cols} board looks the same in the mirror:"
            f" it passes the {rows} cells of the middle column, and a loop the mirror keeps passes only two"
            " of them; try an even number of columns"
        )


class BarnsDress(Dress):
    """Random ice; every border the loop leaves walled, then fewer walls."""

    monotone = True  # a wall that goes only drops a rule
    symmetric = symmetric_loop = True  # ice laid in orbits, a symmetric loop: its walls, and walls go in orbits

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """Random icy cells (an orbit at a time) and no wall; the loop keeps the genre's rules on them."""
        refuse(self.genre.name, rows, cols, self.turns)
        tokens = [["."] * cols for _ in range(rows)]
        for i in range(rows):
            for j in range(cols):
                cells = orbit((i, j), rows, cols, self.turns)  # the cell alone, without a symmetry
                if min(cells) == (i, j) and rng.randrange(ICE_SHARE) == 0:
                    for a, b in cells:
                        tokens[a][b] = ICE
        if self.turns == 2 and rows % 2 and cols % 2:  # the middle cell, passed twice (the module docstring)
            tokens[rows // 2][cols // 2] = ICE
        board = Puzzle.of(self.genre.name, tokens, [[0] * cols for _ in range(rows)])
        return board, self.genre.constraints(board)

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random weight on each edge: every cell is on the loop, so the edges make it random."""
        return edge_weights(board, rng)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """A wall on every border between two cells that the loop does not cross."""
        rows, cols = board.rows, board.cols
        east = [[("h", i, j) not in loop for j in range(cols - 1)] for i in range(rows)]
        south = [[("v", i, j) not in loop for j in range(cols)] for i in range(rows - 1)]
        return walled(board, east, south)

    def owned(self, puzzle: Puzzle, cell: Cell) -> list[Edge]:
        """The orbits of walls this cell offers, each by its least wall: none but from the first cell of its orbit.

        A cell offers the orbits whose least wall is east or south of a cell
        of its orbit; without a symmetry, its own east and south walls.
        """
        rows, cols = puzzle.rows, puzzle.cols
        cells = orbit(cell, rows, cols, self.turns)
        if cell != min(cells):
            return []
        out: list[Edge] = []
        for i, j in cells:
            sides: list[Edge] = [("h", i, j)] if j < cols - 1 else []
            sides += [("v", i, j)] if i < rows - 1 else []
            out += [e for e in sides if is_wall(puzzle, e) and e == min(edge_orbit(e, rows, cols, self.turns))]
        return out

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """The orbits of walls the cell offers that may go, as many as can first (each option: those that go).

        Without a symmetry: both the east and south walls, then the east,
        then the south.  Every set is offered, largest first, so the first
        that keeps the loop the only one leaves no other wall that could go
        with it.
        """
        walls = self.owned(puzzle, cell)
        return [
            " ".join(f"{kind}{i}.{j}" for kind, i, j in gone)
            for size in range(len(walls), 0, -1)
            for gone in itertools.combinations(walls, size)
        ]

    def clued(self, puzzle: Puzzle, changes: Mapping[Cell, str]) -> Puzzle:
        """The puzzle without the walls each option names (``weaker``), and their images."""
        rows, cols = puzzle.rows, puzzle.cols
        east = [[is_wall(puzzle, ("h", i, j)) for j in range(cols - 1)] for i in range(rows)]
        south = [[is_wall(puzzle, ("v", i, j)) for j in range(cols)] for i in range(rows - 1)]
        for option in changes.values():
            for named in option.split():
                i, j = (int(n) for n in named[1:].split("."))
                edge: Edge = ("h", i, j) if named[0] == "h" else ("v", i, j)
                for kind, a, b in edge_orbit(edge, rows, cols, self.turns):
                    (east if kind == "h" else south)[a][b] = False
        return walled(puzzle, east, south)


DRESSER = BarnsDress(BARNS)
