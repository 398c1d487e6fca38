"""Mejilink's generator: a random loop on the dots, then dotted lines drawn to fit it.

pzprjs counts a region's dotted sides off the loop cell by cell (a dotted
line inside a region twice, once for each cell beside it), so a region
holds when each of its cells has exactly one dotted side off the loop.
The frame is dotted: a cell with a side of the frame off the loop has
its one there, and the other cells pair up across dotted borders off the
loop, each cell in one pair: a perfect matching of those cells over the
borders the loop leaves (Kuhn's augmenting paths, in a random order).
Every other border off the loop is solid, and the loop's borders are
dotted.  A loop with no such matching (a corner cell with both its frame
sides off the loop, say) is given up.

Where a second loop still fits, the matching is drawn again without the
dotted borders the rival runs on, which then turn solid and rule it out
(``repair``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from loopcp.genres.base import Linear, Term
from loopcp.genres.dressing import Dress, blank, off_weights
from loopcp.genres.mejilink import MEJILINK
from loopcp.genres.rooms import enclosed, walls_of
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

OFF = 0.3  # the share of dots that lean off the loop


def frame_sides(rows: int, cols: int, cell: Cell) -> list[Edge]:
    """The sides of a cell on the board's frame."""
    i, j = cell
    out: list[Edge] = [("h", i, j)] if i == 0 else []
    out += [("h", i + 1, j)] if i == rows - 1 else []
    out += [("v", i, j)] if j == 0 else []
    return out + ([("v", i, j + 1)] if j == cols - 1 else [])


def matching(
    rows: int, cols: int, loop: frozenset[Edge], rng: random.Random, banned: Iterable[Edge] = ()
) -> set[Edge] | None:
    """Dotted borders off the loop giving each cell one dotted side off the loop (None: there are none)."""
    banned = set(banned)
    free: dict[Cell, list[tuple[Cell, Edge]]] = {}
    for i in range(rows):
        for j in range(cols):
            off_frame = sum(e not in loop for e in frame_sides(rows, cols, (i, j)))
            if off_frame > 1:
                return None
            if not off_frame:
                free[i, j] = []
    for (i, j), near in free.items():
        steps: tuple[tuple[Cell, Edge], ...] = (((i, j + 1), ("v", i, j + 1)), ((i + 1, j), ("h", i + 1, j)))
        for cell, edge in steps:
            if cell in free and edge not in loop and edge not in banned:
                near.append((cell, edge))
                free[cell].append(((i, j), edge))
    left = [c for c in free if sum(c) % 2 == 0]  # a checkerboard: every border joins the two colours
    if 2 * len(left) != len(free):
        return None
    partner: dict[Cell, Cell] = {}
    for start in rng.sample(left, len(left)):
        if not _augment(start, free, partner, set(), rng):
            return None
    dotted: set[Edge] = set()
    for cell, mate in partner.items():
        dotted.update(edge for other, edge in free[cell] if other == mate)
    return dotted


def _augment(
    cell: Cell,
    free: dict[Cell, list[tuple[Cell, Edge]]],
    partner: dict[Cell, Cell],
    seen: set[Cell],
    rng: random.Random,
) -> bool:
    """Kuhn's step: match ``cell``, moving earlier pairs along an augmenting path if need be."""
    stack = [(cell, iter(rng.sample(free[cell], len(free[cell]))))]
    path: list[tuple[Cell, Cell]] = []
    while stack:
        here, options = stack[-1]
        for other, _ in options:
            if other in seen:
                continue
            seen.add(other)
            if other not in partner:
                path.append((here, other))
                for a, b in path:
                    partner[a], partner[b] = b, a
                return True
            path.append((here, other))
            mate = partner[other]
            stack.append((mate, iter(rng.sample(free[mate], len(free[mate])))))
            break
        else:
            stack.pop()
            if path:
                path.pop()
    return False


def regions(board: Puzzle, loop: frozenset[Edge], dotted: set[Edge]) -> Puzzle:
    """The puzzle whose dotted borders are the loop's and ``dotted``."""
    rows, cols = board.rows, board.cols
    lines = loop | dotted
    east = [[("v", i, j + 1) in lines for j in range(cols - 1)] for i in range(rows)]
    south = [[("h", i + 1, j) in lines for j in range(cols)] for i in range(rows - 1)]
    tokens = [["."] * cols for _ in range(rows)]
    return Puzzle.of(board.genre, tokens, enclosed(east, south), walls_of(east, south))


def pairable(rows: int, cols: int) -> list[Linear]:
    """The loop leaves a matching: a boolean for each border, dotted off the loop, each cell with one dotted side.

    Each cell's frame sides off the loop and its borders so marked sum to
    1; a border so marked is off the loop (``("x", 0, k)``, k the
    border's place in ``borders``).  The dresser finds a matching of its
    own on the loop drawn (``matching``): this only makes sure there is
    one.
    """
    out: list[Linear] = []
    mine: dict[Cell, list[tuple[Term, int]]] = {}
    for k, (a, b, edge) in enumerate(borders(rows, cols)):
        mark: Term = ("x", 0, k)
        out.append(Linear.count([mark, edge], 0, 1))
        mine.setdefault(a, []).append((mark, 1))
        mine.setdefault(b, []).append((mark, 1))
    for i in range(rows):
        for j in range(cols):
            sides = frame_sides(rows, cols, (i, j))
            terms = (*mine.get((i, j), []), *((e, -1) for e in sides))
            out.append(Linear(terms, 1 - len(sides), 1 - len(sides)))
    return out


def borders(rows: int, cols: int) -> list[tuple[Cell, Cell, Edge]]:
    """Every border between two cells: the cells, and the edge between the dots that it is."""
    out: list[tuple[Cell, Cell, Edge]] = []
    for i in range(rows):
        for j in range(cols):
            if j + 1 < cols:
                out.append(((i, j), (i, j + 1), ("v", i, j + 1)))
            if i + 1 < rows:
                out.append(((i, j), (i + 1, j), ("h", i + 1, j)))
    return out


class MejilinkDress(Dress):
    """A loop first, then dotted lines drawn to fit it."""

    off = OFF

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board, and a loop that leaves a matching (``pairable``)."""
        return blank(self.genre, rows, cols), pairable(rows, cols)

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random lean on or off the loop for each dot."""
        return off_weights(board.rows + 1, board.cols + 1, rng, self.off)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Dotted lines that fit the loop (None: none do)."""
        dotted = matching(board.rows, board.cols, loop, rng)
        return None if dotted is None else regions(board, loop, dotted)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """Dotted lines drawn again without those the rival runs on and the loop does not."""
        dotted = matching(puzzle.rows, puzzle.cols, loop, rng, rival.edges() - loop)
        return None if dotted is None else regions(puzzle, loop, dotted)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """No clue goes: the dotted lines are the puzzle."""
        return []


DRESSER = MejilinkDress(MEJILINK)
