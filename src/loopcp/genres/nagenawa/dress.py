"""Nagenawa's generator: random rectangles that may cross, random rooms, each numbered with the cells they pass.

The rectangles are drawn directly (``draw``), not sampled by CP-SAT: a
model with a boolean for every rectangle of a 10x10 board took minutes
to optimise a random objective.  Random rectangles are tried in turn and
kept where they share no side with those kept and no corner of one lies
on another's line (pzprjs reads two lines meeting there as a crossing),
until about half the cells are passed (with ``--symmetry``, a rectangle
with its images, all kept or none).  Rooms are grown at random
(``dressing.random_rooms``), each numbered with its cells on a loop in
its first cell; the numbers may then go while the answer stays the only
one.  The rooms stay, as a setter's rooms do.
"""

from __future__ import annotations

import random

from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, blank, numbered, on_loop, random_rooms
from loopcp.genres.nagenawa import NAGENAWA, rules
from loopcp.grid import MIRROR, Cell, Edge, image
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


def _images(rect: rules.Rect, rows: int, cols: int, turns: int) -> list[rules.Rect]:
    """The rectangle and its images under the symmetry, each once (a rectangle may be its own image)."""
    out = [rect]
    for _ in range(turns - 1):
        t, le, b, r = out[-1]
        corners = [image(c, rows, cols, turns) for c in ((t, le), (b, r))]
        moved = (
            min(c[0] for c in corners),
            min(c[1] for c in corners),
            max(c[0] for c in corners),
            max(c[1] for c in corners),
        )
        if moved == rect:
            break
        out.append(moved)
    return out


class NagenawaDress(Dress):
    """Rectangles first, then rooms, then each room's count of cells on a loop."""

    monotone = True  # a number that goes only drops a rule
    symmetric = symmetric_loop = True  # rectangles drawn with their images, rooms grown symmetric

    def turned(self, turns: int) -> NagenawaDress:
        """The dresser for a symmetric pattern; under the mirror, rooms symmetric and rectangles free.

        Rectangles drawn with their mirror images gave no unique 8x8 in
        200 boards (seeds 1 and 2), where the turns take 3-9 s: the rooms
        (the pattern a setter shows) are enough to be symmetric.
        """
        out = super().turned(turns)
        out.symmetric_loop = turns != MIRROR
        return out

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
        turns = self.turns if self.symmetric_loop else 1  # the mirror: rectangles free
        for _ in range(TRIES):
            if len(passed) >= COVER * rows * cols:
                break
            height, width = rng.randint(2, min(LONGEST, rows)), rng.randint(2, min(LONGEST, cols))
            t, le = rng.randrange(rows - height + 1), rng.randrange(cols - width + 1)
            group = _images((t, le, t + height - 1, le + width - 1), rows, cols, turns)
            mine = [_points(rect) for rect in group]
            sides = [set(rules.sides(rect)) for rect in group]
            ends = [_corners(rect) for rect in group]
            fits = all(  # each fits with those kept and with the group's others
                not (sides[k] & (edges | set().union(*sides[:k])))
                and not (ends[k] & (passed | set().union(*mine[:k], *mine[k + 1 :])))
                and not (mine[k] & (corners | set().union(*ends[:k], *ends[k + 1 :])))
                for k in range(len(group))
            )
            if not fits:
                continue
            kept += group
            for k in range(len(group)):
                edges |= sides[k]
                passed |= mine[k]
                corners |= ends[k]
        return frozenset(edges) or None

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Random rooms, each numbered with its cells on a loop."""
        on = on_loop(loop)
        rooms = random_rooms(board.rows, board.cols, rng, ROOM_SIZE, turns=self.turns)
        return numbered(board, rooms, lambda cell: cell in on)


DRESSER = NagenawaDress(NAGENAWA)
