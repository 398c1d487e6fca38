"""Nagenawa's generator: random rectangles that may cross, random rooms, each numbered with the cells they pass.

The rectangles are drawn directly (``draw``), not sampled by CP-SAT: a
model with a boolean for every rectangle of a 10x10 board took minutes
to optimise a random objective.  Random rectangles are tried in turn and
kept where they share no side with those kept and no corner of one lies
on another's line (pzprjs reads two lines meeting there as a crossing),
until about half the cells are passed.  Rooms are grown at random
(``dressing.random_rooms``), each numbered with its cells on a loop in
its first cell; the numbers may then go while the answer stays the only
one.  The rooms stay, as a setter's rooms do.
"""

from __future__ import annotations

import random

from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, blank, numbered, on_loop, random_rooms
from loopcp.genres.nagenawa import NAGENAWA, rules
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle

ROOM_SIZE = 4  # cells a room, about
COVER = 0.5  # the share of cells the rectangles pass, about
TRIES = 400  # random rectangles tried a board
LONGEST = 6  # the longest side of a rectangle, in cells passed


def _points(rect: rules.Rect) -> set[Cell]:
    """The cells a rectangle passes."""
    t, le, b, r = rect
    return {(i, j) for i in (t, b) for j in range(le, r + 1)} | {(i, j) for j in (le, r) for i in range(t, b + 1)}


def _corners(rect: rules.Rect) -> set[Cell]:
    t, le, b, r = rect
    return {(t, le), (t, r), (b, le), (b, r)}


class NagenawaDress(Dress):
    """Rectangles first, then rooms, then each room's count of cells on a loop."""

    monotone = True  # a number that goes only drops a rule

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """A board of one room and no number; the rectangles are drawn by ``draw``, so no rule for CP-SAT."""
        return blank(self.genre, rows, cols, [[0] * cols for _ in range(rows)]), []

    def draw(self, board: Puzzle, rng: random.Random) -> frozenset[Edge] | None:
        """Random rectangles, kept where they fit with those before (see the module docstring)."""
        rows, cols = board.rows, board.cols
        kept: list[rules.Rect] = []
        edges: set[Edge] = set()
        passed: set[Cell] = set()
        corners: set[Cell] = set()
        for _ in range(TRIES):
            if len(passed) >= COVER * rows * cols:
                break
            height, width = rng.randint(2, min(LONGEST, rows)), rng.randint(2, min(LONGEST, cols))
            t, le = rng.randrange(rows - height + 1), rng.randrange(cols - width + 1)
            rect = (t, le, t + height - 1, le + width - 1)
            mine, sides = _points(rect), set(rules.sides(rect))
            if sides & edges or _corners(rect) & passed or corners & mine:
                continue
            kept.append(rect)
            edges |= sides
            passed |= mine
            corners |= _corners(rect)
        return frozenset(edges) or None

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Random rooms, each numbered with its cells on a loop."""
        on = on_loop(loop)
        rooms = random_rooms(board.rows, board.cols, rng, ROOM_SIZE)
        return numbered(board, rooms, lambda cell: cell in on)


DRESSER = NagenawaDress(NAGENAWA)
