"""How ``loopcp generate`` makes Sheep and Wolves Slitherlink puzzles: a loop, a clue in every cell, fewer.

The loop is drawn free on the cells' corners; every cell gets a clue of
it, an animal in about half of them (``ANIMALS``: a sheep inside the loop,
a wolf outside) and its count of sides on the loop in the rest, and the
clues then go one by one while the puzzle stays unique.  Each clue only
goes (``monotone``): one pass proves the puzzle minimal.
"""

from __future__ import annotations

import random

from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, blank, clue_at, off_weights
from loopcp.genres.sheepwolvesslitherlink import SHEEP_WOLVES_SLITHERLINK
from loopcp.genres.sheepwolvesslitherlink.codes import SHEEP, WOLF
from loopcp.grid import Cell, Edge, face_edges, lattice_of
from loopcp.puzzle import Puzzle

ANIMALS = 0.5  # the share of cells dressed in an animal rather than a number


class AnimalDress(Dress):
    """A free loop on the corners; a number or an animal in every cell, each free to go."""

    monotone = True  # a clue that goes only drops rules
    symmetric = True  # any cell may hold a clue: orbits of cells go together
    off = 0.3  # the share of dots that lean off the loop

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board; the loop keeps no rule but its own."""
        return blank(self.genre, rows, cols), []

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random lean on or off the loop for each dot."""
        lattice = lattice_of(self.genre.board, board.rows, board.cols)
        return off_weights(lattice.rows, lattice.cols, rng, self.off)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """An animal on its side of the loop in about ``ANIMALS`` of the cells, the count of sides in the rest."""
        rows = []
        for i in range(board.rows):
            row, inside = [], False
            for j in range(board.cols):
                inside ^= ("v", i, j) in loop  # the cell's left side crossed: pzprjs's scan along the row
                if rng.random() < ANIMALS:
                    row.append(SHEEP if inside else WOLF)
                else:
                    row.append(str(sum(e in loop for e in face_edges((i, j)))))
            rows.append("".join(row))
        return Puzzle(board.genre, board.rows, board.cols, tuple(rows))

    def weaker(self, puzzle: Puzzle, cell: Cell) -> list[str]:
        """A clue may go."""
        return ["."] if clue_at(puzzle, cell) != "." else []


DRESSER = AnimalDress(SHEEP_WOLVES_SLITHERLINK)
