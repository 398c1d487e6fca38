"""Balance Loop's generator: a random loop, circles on some of its cells, numbered with their legs' sums.

Each cell of the loop has two straight legs (how far the loop runs
straight from it each way it leaves): equal legs make a white circle,
unequal ones a black circle, and the circle's number is their sum. A
share of the loop's cells get their circles at first; where a second
loop still fits, a cell where it differs from ours gets its circle
(``repair``). Then a circle may lose its number, then go.

Roads not taken: a circle on every cell of the loop is unique at once,
but every circle is a long constraint (each leg's every length), and the
weakening asks the solver about each of them: 10 s for a 10x10 board and
over 6 minutes for a 20x20 one (wall time, on a busy machine). Fewer
circles at first (a tenth, or none) were no faster: the repairs then ask
as often.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.balanceloop import BALANCE_LOOP
from loopcp.genres.balanceloop.codes import BLACK, WHITE
from loopcp.genres.dressing import STEPS, Dress, blank, clue_at, on_loop, straight, with_clues
from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

SHARE = 0.3  # the share of the loop's cells that get a circle before any repair


def circle(loop: frozenset[Edge], cell: Cell) -> str:
    """The numbered circle a cell of the loop takes: its colour from its legs, its number their sum."""
    first, second = (n for n in (straight(loop, cell, step) for step in STEPS) if n)
    return f"{WHITE if first == second else BLACK}{first + second}"


class BalanceLoopDress(Dress):
    """Circles on the loop."""

    symmetric = symmetric_loop = True  # circles on a symmetric loop chosen in orbits: a symmetric pattern

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """A numbered circle on about ``SHARE`` of the loop's cells, chosen at random."""
        chosen: dict[Cell, bool] = {}
        for cell in sorted(on_loop(loop)):  # an orbit decided at its first cell (a symmetric loop: a symmetric pattern)
            if cell not in chosen:
                chosen.update(dict.fromkeys(orbit(cell, board.rows, board.cols, self.turns), rng.random() < SHARE))
        cells = [cell for cell, kept in chosen.items() if kept]
        return with_clues(blank(self.genre, board.rows, board.cols), {cell: circle(loop, cell) for cell in cells})

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A numbered circle on a cell of the loop that the rival misses or passes with other legs."""
        theirs = rival.edges()
        passed = on_loop(theirs)
        differ = [
            cell
            for cell in sorted(on_loop(loop))
            if clue_at(puzzle, cell) == "." and (cell not in passed or circle(theirs, cell) != circle(loop, cell))
        ]
        if not differ:
            return None
        cells = orbit(rng.choice(differ), puzzle.rows, puzzle.cols, self.turns)  # symmetric: its images too
        return with_clues(puzzle, {cell: circle(loop, cell) for cell in cells if clue_at(puzzle, cell) == "."})

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """A circle may go, or lose its number; a circle without one may go."""
        token = clue_at(puzzle, cell)
        return [] if token == "." else ["."] if len(token) == 1 else [".", token[0]]


DRESSER = BalanceLoopDress(BALANCE_LOOP)
