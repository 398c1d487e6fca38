"""Yajilin's generator: a random loop that keeps the shading rules, then arrows on some cells off it.

CP-SAT draws a loop under the genre's rules on an empty board (every cell
on the loop or shaded, shaded cells apart). Some of the cells off the
loop become clue cells, each with an arrow that counts the shaded cells
it sees; the rest stay shaded. Where a second solution survives, a clue
it breaks is added (``repair``). Then arrows go while the puzzle stays
unique: a cell whose arrow goes is shaded or on the loop, so only where
nothing else changes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import STEPS, Dress, blank, clue_at, neighbours, on_loop, with_clues
from loopcp.genres.yajilin import YAJILIN
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

CLUES = 0.4  # the share of cells off the loop that become clue cells
LETTERS = "nswe"  # the directions of STEPS


def sees(rows: int, cols: int, cell: Cell, step: tuple[int, int]) -> list[Cell]:
    """The cells from this one to the board's edge in a direction."""
    out = []
    i, j = cell[0] + step[0], cell[1] + step[1]
    while 0 <= i < rows and 0 <= j < cols:
        out.append((i, j))
        i, j = i + step[0], j + step[1]
    return out


def shaded_cells(board: Puzzle, loop: frozenset[Edge], rng: random.Random, share: float) -> tuple[set[Cell], set[Cell]]:
    """The cells off the loop split at random into clue cells and shaded cells, no two shaded side by side.

    About ``share`` of them are clues by choice; more where cells off the
    loop touch, as one of two neighbours must be a clue.
    """
    on = on_loop(loop)
    off = [(i, j) for i in range(board.rows) for j in range(board.cols) if (i, j) not in on]
    rng.shuffle(off)
    shaded: set[Cell] = set()
    for cell in off:
        if rng.random() >= share and not any(c in shaded for c in neighbours(cell, board.rows, board.cols)):
            shaded.add(cell)
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


class YajilinDress(Dress):
    """Arrows on some cells off a loop, the rest shaded."""

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """An arrow on each clue cell, in a random direction that sees a cell."""
        clues, shaded = shaded_cells(board, loop, rng, CLUES)
        if not clues:
            return None
        return written(board, {cell: rng.choice(ways(board, cell)) for cell in sorted(clues)}, shaded)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A clue that the rival breaks: a shaded cell it passes through becomes a clue, or an arrow turns."""
        on, theirs = on_loop(loop), on_loop(rival.edges())
        arrows = {
            (i, j): LETTERS.index(token[-1])
            for i, row in enumerate(puzzle.tokens)
            for j, token in enumerate(row)
            if token != "."
        }
        shaded = {(i, j) for i in range(puzzle.rows) for j in range(puzzle.cols) if (i, j) not in on} - set(arrows)
        crossed = sorted(shaded & theirs)
        if crossed:
            cell = rng.choice(crossed)
            arrows[cell] = rng.choice(ways(puzzle, cell))
            return written(puzzle, arrows, shaded - {cell})
        their_shaded = {(i, j) for i in range(puzzle.rows) for j in range(puzzle.cols) if (i, j) not in theirs}

        def differ(cell: Cell, k: int, ours: set[Cell], other: set[Cell]) -> bool:
            ahead = sees(puzzle.rows, puzzle.cols, cell, STEPS[k])
            return sum(c in ours for c in ahead) != sum(c in other for c in ahead)

        other = their_shaded - set(arrows)
        turns = [(cell, k) for cell in sorted(arrows) for k in ways(puzzle, cell) if differ(cell, k, shaded, other)]
        if turns:
            cell, k = rng.choice(turns)
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
        cell, k = rng.choice(new)
        arrows[cell] = k
        return written(puzzle, arrows, shaded - {cell})

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """An arrow may go, whole (where nothing else changes: the cell is then shaded or on the loop).

        Not to a clue cell without a count: measured, most arrows would end
        so, blocks with nothing to say, unlike any published Yajilin.
        """
        return ["."] if clue_at(puzzle, cell) != "." else []


DRESSER = YajilinDress(YAJILIN)
