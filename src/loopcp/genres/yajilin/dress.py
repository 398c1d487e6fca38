"""Yajilin's generator: a random loop that keeps the shading rules, then arrows on some cells off it.

CP-SAT draws a loop on an empty board whose cells off it come in ones and
twos (``scattered``: no cell off the loop has two neighbours off it), as
in a published Yajilin, where the shaded cells and the clue cells are
spread over the board, not clustered. One cell of each two becomes a
clue cell and the other is shaded; a lone cell is a clue cell now and
then (``CLUES``) and shaded otherwise. Each clue cell's arrow points
where it counts at least one shaded cell, where it can: a published
Yajilin has few zero arrows. Where a second solution survives, a clue it
breaks is added (``repair``). Then arrows go while the puzzle stays
unique (and, graded, solved by the rules): a cell whose arrow goes is
shaded or on the loop, so only where nothing else changes.

Measured at 10x10, seeds 1-4 (``benchmarks/published.py``): with the
loop free and two fifths of the cells off it made clue cells, 26 clues
a puzzle (20-31), clustered, against the published 11.6.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from loopcp.genres.base import OFF, Linear
from loopcp.genres.dressing import STEPS, Dress, blank, clue_at, neighbours, on_loop, with_clues
from loopcp.genres.symmetry import orbit
from loopcp.genres.yajilin import YAJILIN
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

CLUES = 0.2  # the share of lone cells off the loop that become clue cells (one of each two always does)
LETTERS = "nswe"  # the directions of STEPS


def sees(rows: int, cols: int, cell: Cell, step: tuple[int, int]) -> list[Cell]:
    """The cells from this one to the board's edge in a direction."""
    out = []
    i, j = cell[0] + step[0], cell[1] + step[1]
    while 0 <= i < rows and 0 <= j < cols:
        out.append((i, j))
        i, j = i + step[0], j + step[1]
    return out


def scattered(rows: int, cols: int) -> list[Linear]:
    """Cells off the loop come in ones and twos: no cell off it has two neighbours off it."""
    return [
        Linear.count([(OFF, i, j), (OFF, *a), (OFF, *b)], 0, 2)
        for i in range(rows)
        for j in range(cols)
        for a, b in itertools.combinations(neighbours((i, j), rows, cols), 2)
    ]


def shaded_cells(
    board: Puzzle, loop: frozenset[Edge], rng: random.Random, share: float, turns: int = 1
) -> tuple[set[Cell], set[Cell]]:
    """The cells off the loop split at random into clue cells and shaded cells, no two shaded side by side.

    Of two cells off the loop side by side, one is a clue cell; a lone one
    is a clue cell with the chance ``share``.  Where cells off the loop
    touch more (a loop drawn without ``scattered``), one of each two
    neighbours is a clue cell.  With ``turns`` (a loop symmetric under
    the turn), each orbit of cells is split as one, so the clue cells'
    pattern is symmetric.
    """
    on = on_loop(loop)
    rows, cols = board.rows, board.cols
    off = [(i, j) for i in range(rows) for j in range(cols) if (i, j) not in on]
    orbits = list({min(cells): cells for cells in (orbit(c, rows, cols, turns) for c in off)}.values())
    rng.shuffle(orbits)
    shaded: set[Cell] = set()
    for cells in orbits:
        near = {c for cell in cells for c in neighbours(cell, rows, cols)}
        touching = any(c not in on for c in near)
        if (touching or rng.random() >= share) and not near & (shaded | set(cells)):
            shaded.update(cells)
    return set(off) - shaded, shaded


def written(board: Puzzle, arrows: dict[Cell, int], shaded: set[Cell]) -> Puzzle:
    """The board with an arrow on each clue cell (direction numbers of STEPS), counting these shaded cells."""
    changes = {
        cell: f"{sum(c in shaded for c in sees(board.rows, board.cols, cell, STEPS[k]))}{LETTERS[k]}"
        for cell, k in arrows.items()
    }
    return with_clues(blank(YAJILIN, board.rows, board.cols), changes)


def ways(board: Puzzle, cell: Cell) -> list[int]:
    """The directions in which a cell sees at least one cell."""
    return [k for k, step in enumerate(STEPS) if sees(board.rows, board.cols, cell, step)]


def _counting(board: Puzzle, cell: Cell, shaded: set[Cell]) -> list[int]:
    """The directions in which a cell sees a shaded cell, or (none) those in which it sees any cell."""
    seeing = [k for k in ways(board, cell) if any(c in shaded for c in sees(board.rows, board.cols, cell, STEPS[k]))]
    return seeing or ways(board, cell)


def _not_zero(board: Puzzle, arrows: list[tuple[Cell, int]], shaded: set[Cell]) -> list[tuple[Cell, int]]:
    """The arrows that count a shaded cell, or all of them where none does: zero arrows only where needed."""
    counting = [
        (cell, k) for cell, k in arrows if any(c in shaded for c in sees(board.rows, board.cols, cell, STEPS[k]))
    ]
    return counting or arrows


class YajilinDress(Dress):
    """Arrows on some cells off a loop, the rest shaded."""

    off = 0.5  # the share of cells that lean off the loop: ``scattered`` keeps far fewer off it
    symmetric = symmetric_loop = True  # a symmetric loop, its cells off it split in orbits: a symmetric pattern

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board whose loop leaves cells in ones and twos (``scattered``)."""
        return blank(self.genre, rows, cols), scattered(rows, cols)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """An arrow on each clue cell, in a random direction that sees a shaded cell, or a cell where none does."""
        clues, shaded = shaded_cells(board, loop, rng, CLUES, self.turns)
        if not clues:
            return None
        return written(board, {cell: rng.choice(_counting(board, cell, shaded)) for cell in sorted(clues)}, shaded)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A clue that the rival breaks: a shaded cell it passes through becomes a clue, or an arrow turns."""
        on, theirs = on_loop(loop), on_loop(rival.edges())
        if theirs == on:  # the same cells, another way through them: no arrow can tell the two apart
            return None
        arrows = {
            (i, j): LETTERS.index(token[-1])
            for i, row in enumerate(puzzle.tokens)
            for j, token in enumerate(row)
            if token != "."
        }
        shaded = {(i, j) for i in range(puzzle.rows) for j in range(puzzle.cols) if (i, j) not in on} - set(arrows)
        crossed = sorted(shaded & theirs)
        if crossed:
            cells = self._clued(puzzle, rng.choice(crossed), shaded)
            for cell in cells:
                arrows[cell] = rng.choice(ways(puzzle, cell))
            return written(puzzle, arrows, shaded - set(cells))
        their_shaded = {(i, j) for i in range(puzzle.rows) for j in range(puzzle.cols) if (i, j) not in theirs}

        def differ(cell: Cell, k: int, ours: set[Cell], other: set[Cell]) -> bool:
            ahead = sees(puzzle.rows, puzzle.cols, cell, STEPS[k])
            return sum(c in ours for c in ahead) != sum(c in other for c in ahead)

        other = their_shaded - set(arrows)
        turns = [(cell, k) for cell in sorted(arrows) for k in ways(puzzle, cell) if differ(cell, k, shaded, other)]
        if turns:
            cell, k = rng.choice(_not_zero(puzzle, turns, shaded))
            arrows[cell] = k
            return written(puzzle, arrows, shaded)
        new = [  # a shaded cell of both loops becomes a clue that sees where they differ
            (cell, k)
            for cell in sorted(shaded)
            for k in ways(puzzle, cell)
            if differ(cell, k, shaded - {cell}, other - {cell})
        ]
        if not new:
            return None
        cell, k = rng.choice(_not_zero(puzzle, new, shaded))
        arrows[cell] = k
        images = self._clued(puzzle, cell, shaded)[1:]
        for image in images:
            arrows[image] = rng.choice(_counting(puzzle, image, shaded - {cell, *images}))
        return written(puzzle, arrows, shaded - {cell, *images})

    def _clued(self, puzzle: Puzzle, cell: Cell, shaded: set[Cell]) -> list[Cell]:
        """A shaded cell that becomes a clue cell, and (a symmetric pattern) its shaded images, itself first."""
        return [c for c in orbit(cell, puzzle.rows, puzzle.cols, self.turns) if c == cell or c in shaded]

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """An arrow may go, whole (where nothing else changes: the cell is then shaded or on the loop).

        Not to a clue cell without a count: measured, most arrows would end
        so, blocks with nothing to say, unlike any published Yajilin.
        """
        return ["."] if clue_at(puzzle, cell) != "." else []


DRESSER = YajilinDress(YAJILIN)
