"""How ``loopcp generate`` makes Vertex Slitherlink puzzles: a loop that never touches itself, every count, fewer.

A count of corners says only which dots the loop passes, so two loops
through the same dots are the same puzzle to every clue; a Slitherlink
loop, grown as thin branches, passes nearly every dot and almost always
has such a twin.  So the loop here is drawn by the dressed generator
(``generation/dressed.py``) on the cells' corners, kept from touching
itself (``untouching``): two dots on it are joined by a loop edge
whenever they are neighbours.  The dots then say the loop, every count of
corners on the full board is nearly always unique, and the counts go one
by one while it stays so.  Touch Slitherlink's dresser is this one with
its own count.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from loopcp.genres.base import OFF, Genre, Linear
from loopcp.genres.dressing import Dress, blank, off_weights
from loopcp.genres.vertexslitherlink import VERTEX_SLITHERLINK
from loopcp.genres.vertexslitherlink.rules import corners
from loopcp.grid import Cell, Edge, Lattice, Point, edge_ends, lattice_of
from loopcp.puzzle import Puzzle


def untouching(lattice: Lattice) -> list[Linear]:
    """Two neighbouring dots on the loop are joined by a loop edge: off(p) + off(q) + edge >= 1, each edge."""
    out = []
    for edge in lattice.edges():
        p, q = edge_ends(edge)
        out.append(Linear((((OFF, *p), 1), ((OFF, *q), 1), (edge, 1)), 1, 3))
    return out


def dots(loop: Iterable[Edge]) -> set[Point]:
    """The dots the loop passes through."""
    return {point for edge in loop for point in edge_ends(edge)}


class CornerDress(Dress):
    """A loop on the corners that never touches itself, and a count in every cell (``count``), each free to go."""

    monotone = True  # a clue that goes only drops rules
    symmetric = True  # any cell may hold a clue: orbits of cells go together
    off = 0.45  # the share of dots that lean off the loop

    def __init__(self, genre: Genre) -> None:
        super().__init__(genre)

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board; the loop on its corners never touches itself."""
        board = blank(self.genre, rows, cols)
        return board, untouching(self.genre.lattice(board))

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random lean on or off the loop for each dot."""
        lattice = lattice_of(self.genre.board, board.rows, board.cols)
        return off_weights(lattice.rows, lattice.cols, rng, self.off)

    def count(self, cell: Cell, loop: frozenset[Edge], lit: set[Point]) -> int:
        """The cell's clue on this loop (``lit``: the dots it passes): its corners on the loop."""
        return sum(p in lit for p in corners(cell))

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """A count in every cell."""
        lit = dots(loop)
        rows = ("".join(str(self.count((i, j), loop, lit)) for j in range(board.cols)) for i in range(board.rows))
        return Puzzle(board.genre, board.rows, board.cols, tuple(rows))


DRESSER = CornerDress(VERTEX_SLITHERLINK)
