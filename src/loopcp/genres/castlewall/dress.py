"""Castle Wall's generator: a random loop, a wall in every cell off it, each with its side and an arrow.

Every cell off the loop becomes a wall: white inside the loop, black
outside, with an arrow in a random direction that counts the loop's edges
it sees. A wall may then lose its arrow, then its colour (grey ``#``),
then go.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.castlewall import CASTLE_WALL
from loopcp.genres.castlewall.rules import inside, parse, ray
from loopcp.genres.dressing import STEPS, Dress, clue_at, on_loop, with_clues
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

LETTERS = "nswe"  # the directions of dressing.STEPS


class CastleWallDress(Dress):
    """Walls off the loop."""

    symmetric = symmetric_loop = True  # walls off a symmetric loop: a symmetric pattern
    monotone = True  # a weakened clue only drops rules: a refusal stays a refusal

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """A wall with its colour and an arrow in every cell off the loop."""
        on = on_loop(loop)
        solution = Solution.from_edges(board.rows, board.cols, loop)
        changes: dict[Cell, str] = {}
        for i in range(board.rows):
            for j in range(board.cols):
                if (i, j) in on:
                    continue
                colour = "o" if inside(board, solution, (i, j)) else "x"
                ways = [
                    d
                    for d, (a, b) in zip(LETTERS, STEPS, strict=True)
                    if 0 <= i + a < board.rows and 0 <= j + b < board.cols
                ]
                d = rng.choice(ways)
                count = sum(edge in loop for edge in ray(board, (i, j), d))
                changes[(i, j)] = f"{count}{d}{colour}"
        return with_clues(board, changes)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """Less and less of a wall: none, grey, its colour alone (where it has an arrow)."""
        wall = parse(clue_at(puzzle, cell))
        if wall is None:
            return []
        _, direction, colour = wall
        out = [".", "#"]
        if direction and colour:
            out.append(colour)
        return out if (direction or colour) else ["."]


DRESSER = CastleWallDress(CASTLE_WALL)
