"""Kurarin's generator: a random loop, its cells off it shaded, and a dot of the colour it implies at every place.

Every place of the half-cell lattice (a cell's centre, the side between
two cells, the corner of four) takes the dot that the shading gives it:
black where more of its cells are shaded, grey where half, white where
fewer.  Dots then go (a cell's four places together, else one of them)
while the loop stays the only one.

With ``--symmetry`` the places of the dots are symmetric: the loop is
drawn symmetric (``symmetry.symmetric``), every place takes its dot, and
dots go a place's orbit at a time (``genres.places``: a token holds the
dots on its cell's east and south sides and south-east corner, whose
images lie in other cells' tokens). A dot's image sits at the image
place, in the colour the answer gives it there: the loop and its
shading are symmetric, so the same colour.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import on_loop
from loopcp.genres.kurarin import KURARIN
from loopcp.genres.kurarin.rules import PLACES
from loopcp.genres.places import Dotted
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle


class KurarinDress(Dotted):
    """A dot at every place."""

    symmetric = symmetric_loop = True  # a symmetric loop, and dots dropped an orbit of places at a time
    # Not monotone in the passes' sense: ``weaker`` gives alternatives (each drops one dot), not a chain, so after one
    # dot goes another of the same cell may go too, which only a further pass tries. Under a symmetry a place's dot
    # only goes, and ``Dotted.turned`` makes the dresser monotone.
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

    def token_weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """No dot in the cell's places, else all of them but one."""
        token = puzzle.tokens[cell[0]][cell[1]]
        if token == ".":
            return []
        fewer = [token[:k] + "." + token[k + 1 :] for k in range(4) if token[k] != "."]
        return [".", *(t for t in fewer if t != "....")]

    def holds(self, token: str, rank: int) -> bool:
        """A dot of any colour on the token's place of that rank."""
        return token != "." and token[rank] != "."

    def dropped(self, token: str, rank: int) -> str:
        """The token with ``.`` on that place (``.`` alone when no dot is left)."""
        fewer = "." if token == "." else token[:rank] + "." + token[rank + 1 :]
        return "." if fewer == "...." else fewer


DRESSER = KurarinDress(KURARIN)
