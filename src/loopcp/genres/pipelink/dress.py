"""Pipelink's generator: a random loop through every cell, crossing where it will, every cell's piece, then fewer.

CP-SAT draws the loop (a random weight on each edge, every cell on the
loop, crossings allowed anywhere); each cell gets the piece the loop makes
there, and pieces go while the loop stays the only one.  A piece only
adds rules, so taking one away only drops some (``monotone``), and any
cell may hold one, so a symmetric pattern needs no symmetric loop.
"""

from __future__ import annotations

import random

from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, blank, edge_weights, ends
from loopcp.genres.pipelink import PIPELINK
from loopcp.genres.pipelink.codes import WAYS
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle

SHAPES = {frozenset(ways): ch for ch, ways in WAYS.items()}


def pieces(rows: int, cols: int, loop: frozenset[Edge]) -> dict[Cell, str]:
    """The piece the loop makes in each cell it passes."""
    found: dict[Cell, set[str]] = {}
    for edge in loop:
        a, b = ends(edge)
        first, second = ("E", "W") if edge[0] == "h" else ("S", "N")
        found.setdefault(a, set()).add(first)
        found.setdefault(b, set()).add(second)
    return {cell: SHAPES[frozenset(ways)] for cell, ways in found.items()}


class PipelinkDress(Dress):
    """Every cell on the loop; every cell's piece given, then fewer."""

    symmetric = True  # any cell may hold a piece
    monotone = True  # a piece that goes only drops rules

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board, every cell on the loop."""
        return blank(self.genre, rows, cols), [Linear.count([("o", i, j)], 0) for i in range(rows) for j in range(cols)]

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random weight on each edge: every cell is on the loop, so the edges make it random."""
        return edge_weights(board, rng)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Every cell's piece."""
        made = pieces(board.rows, board.cols, loop)
        rows = tuple("".join(made.get((i, j), ".") for j in range(board.cols)) for i in range(board.rows))
        return Puzzle(board.genre, board.rows, board.cols, rows)


DRESSER = PipelinkDress(PIPELINK)
