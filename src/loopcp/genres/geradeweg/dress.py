"""Geradeweg's generator: a random loop, a number wherever the loop's straight runs allow one.

A cell where the loop goes straight takes the length of its run; a cell
where it turns takes the length of its legs if they are equal; every
number may go.
"""

from __future__ import annotations

import random

from loopcp.genres.dressing import STEPS, Dress, blank, on_loop, straight, with_clues
from loopcp.genres.geradeweg import GERADEWEG
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle


def number(loop: frozenset[Edge], cell: Cell) -> int | None:
    """The number this cell may hold on this loop, or None where its legs differ."""
    north, south, west, east = (straight(loop, cell, step) for step in STEPS)
    legs = [n for n in (north + south, west + east) if n]
    if len(legs) == 1:  # straight through
        return legs[0]
    turning = [n for n in (north, south, west, east) if n]
    return turning[0] if len(set(turning)) == 1 else None


class GeradewegDress(Dress):
    """Numbers on the loop."""

    symmetric = symmetric_loop = True  # numbers where a symmetric loop allows them: a symmetric pattern
    monotone = True  # a weakened clue only drops rules: a refusal stays a refusal

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Every number the loop allows."""
        changes: dict[Cell, str] = {}
        for cell in on_loop(loop):
            n = number(loop, cell)
            if n is not None:
                changes[cell] = str(n)
        return with_clues(blank(self.genre, board.rows, board.cols), changes)


DRESSER = GeradewegDress(GERADEWEG)
