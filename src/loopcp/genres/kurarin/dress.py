"""Kurarin's generator: a random loop, its cells off it shaded, and a dot of the colour it implies at every place.

Every place of the half-cell lattice (a cell's centre, the side between
two cells, the corner of four) takes the dot that the shading gives it:
black where more of its cells are shaded, grey where half, white where
fewer.  Dots then go (a cell's four places together, else one of them)
while the loop stays the only one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import Dress, on_loop
from loopcp.genres.kurarin import KURARIN
from loopcp.genres.kurarin.rules import PLACES
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle


class KurarinDress(Dress):
    """A dot at every place."""

    # Not symmetric: a cell's token holds the dots on its east and south sides and its corner, whose images under a
    # turn sit in other cells' tokens, so orbits of cells are not orbits of dots.
    symmetric = False
    # Not monotone in the passes' sense: ``weaker`` gives alternatives (each drops one dot), not a chain, so after one
    # dot goes another of the same cell may go too, which only a further pass tries.
    monotone = False

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Every place's dot."""
        on = on_loop(loop)
        rows, cols = board.rows, board.cols
        tokens = []
        for i in range(rows):
            row = []
            for j in range(cols):
                token = ""
                for dy, dx in PLACES:
                    cells = [(a, b) for a in range(i, i + dy + 1) for b in range(j, j + dx + 1)]
                    if i + dy >= rows or j + dx >= cols:
                        token += "."
                        continue
                    balance = 2 * sum(c not in on for c in cells) - len(cells)
                    token += "b" if balance > 0 else "w" if balance < 0 else "g"
                row.append(token)
            tokens.append(row)
        return Puzzle.of(board.genre, tokens)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """No dot in the cell's places, else all of them but one."""
        token = puzzle.tokens[cell[0]][cell[1]]
        if token == ".":
            return []
        fewer = [token[:k] + "." + token[k + 1 :] for k in range(4) if token[k] != "."]
        return [".", *(t for t in fewer if t != "....")]


DRESSER = KurarinDress(KURARIN)
