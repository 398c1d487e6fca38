"""Slalom's generator: a random loop, gates across its straight stretches, black posts, the start, the order.

The loop is drawn apart from itself (``dressing.apart``).  Gates go where
it runs straight through a cell, across its way: a run of one to three
cells off the loop but the one it passes, with a black post at each end
(or the board's edge).  The start circle is a random cell of the loop
off the gates; going one way round from it (a coin decides which), each
gate with a post gets its number there, on one post, with an arrow where
the post also ends another gate.  Every other cell off the loop is black.

Weakening: a black cell that is no gate's post may go; a post may lose
its number, but stays.  Gates and the start stay: a gate's number counts
every gate, so no gate may go without changing the others'.  Each
weakening only drops rules (an arrow keeps a number to one gate, so a
dropped number never moves another), so one pass proves the puzzle
minimal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import Dress, clue_at, on_loop, order, with_clues
from loopcp.genres.slalom import SLALOM
from loopcp.genres.slalom.rules import BLACK, HORIZONTAL, SIDES, START, VERTICAL, gates, is_black, number
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle

LONGEST = 3  # cells a gate may have
CELLS_A_GATE = 10  # about one gate for this many cells of the board
LETTER = {(-1, 0): "n", (1, 0): "s", (0, -1): "w", (0, 1): "e"}  # a post's arrow toward its gate


def _runs_across(loop: frozenset[Edge], cell: Cell) -> str | None:
    """The gate a cell of the loop can hold: vertical where the loop runs straight east-west, else horizontal."""
    i, j = cell
    if ("h", i, j - 1) in loop and ("h", i, j) in loop:
        return VERTICAL
    if ("v", i - 1, j) in loop and ("v", i, j) in loop:
        return HORIZONTAL
    return None


class SlalomDress(Dress):
    """Gates across the loop, black posts and cells off it, the start circle and the gates' order."""

    monotone = True  # a weakened clue only drops rules

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Gates, posts, the start circle, every gate's number on a post, every other cell off the loop black."""
        rows, cols = board.rows, board.cols
        on = on_loop(loop)
        tokens = [["."] * cols for _ in range(rows)]
        taken: set[Cell] = set()
        cells = order(loop)
        places = [c for c in cells if _runs_across(loop, c) is not None]
        rng.shuffle(places)
        wanted, made = max(2, rows * cols // CELLS_A_GATE), 0
        for cell in places:
            if made == wanted:
                break
            made += self._gate(tokens, taken, on, cell, _runs_across(loop, cell) or VERTICAL, rng=rng)
        starts = [c for c in cells if tokens[c[0]][c[1]] == "."]
        if not starts or not made:
            return None
        circle = rng.choice(starts)
        tokens[circle[0]][circle[1]] = START
        for i in range(rows):
            for j in range(cols):
                if (i, j) not in on and tokens[i][j] == ".":
                    tokens[i][j] = BLACK
        way = cells[cells.index(circle) :] + cells[: cells.index(circle)]
        if rng.random() < 0.5:
            way = [way[0], *reversed(way[1:])]
        self._number(tokens, way)
        return with_clues(board, {(i, j): t for i, row in enumerate(tokens) for j, t in enumerate(row)})

    def _gate(
        self, tokens: list[list[str]], taken: set[Cell], on: set[Cell], cell: Cell, kind: str, *, rng: random.Random
    ) -> bool:
        """A gate through ``cell`` across the loop, if it fits: cells off the loop, posts where they can stand."""
        rows, cols = len(tokens), len(tokens[0])
        di, dj = (1, 0) if kind == VERTICAL else (0, 1)
        run = [cell]
        for sign in (-1, 1):
            a, b = cell
            for _ in range(rng.randint(0, LONGEST - 1)):
                a, b = a + sign * di, b + sign * dj
                if not (0 <= a < rows and 0 <= b < cols) or (a, b) in on or (a, b) in taken or len(run) >= LONGEST:
                    break
                run.append((a, b))
        run.sort()
        ends = [(run[0][0] - di, run[0][1] - dj), (run[-1][0] + di, run[-1][1] + dj)]
        inside = [(a, b) for a, b in ends if 0 <= a < rows and 0 <= b < cols]
        if cell in taken or any(e in on or (e in taken and tokens[e[0]][e[1]] != BLACK) for e in inside):
            return False  # a gate ends in a post or the board's edge, and never runs on into another
        for a, b in run:
            tokens[a][b] = kind
        taken.update(run)
        for a, b in ends:
            if 0 <= a < rows and 0 <= b < cols and (a, b) not in on:
                tokens[a][b] = BLACK
                taken.add((a, b))
        return True

    def _number(self, tokens: list[list[str]], way: list[Cell]) -> None:
        """Each gate's number on one of its posts (an arrow where the post ends another gate too)."""
        puzzle = Puzzle.of("slalom", tokens)
        passed = {
            cell: k + 1 for k, cell in enumerate(c for c in way[1:] if tokens[c[0]][c[1]] in (VERTICAL, HORIZONTAL))
        }
        rows, cols = len(tokens), len(tokens[0])
        for gate in gates(puzzle):
            n = next(passed[c] for c in gate.cells if c in passed)
            di, dj = (1, 0) if gate.vertical else (0, 1)
            first, last = gate.cells[0], gate.cells[-1]
            for post, toward in (
                ((first[0] - di, first[1] - dj), (di, dj)),
                ((last[0] + di, last[1] + dj), (-di, -dj)),
            ):
                a, b = post
                if not (0 <= a < rows and 0 <= b < cols) or tokens[a][b] != BLACK:
                    continue
                ends_more = sum(
                    0 <= a + x < rows and 0 <= b + y < cols and tokens[a + x][b + y] == kind
                    for _, (x, y), kind in SIDES
                )
                tokens[a][b] = f"{n}{LETTER[toward] if ends_more > 1 else ''}"
                break

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """A post may lose its number; another black cell may go; nothing else changes."""
        token = clue_at(puzzle, cell)
        if not is_black(token):
            return []
        post = any(
            0 <= cell[0] + x < puzzle.rows
            and 0 <= cell[1] + y < puzzle.cols
            and puzzle.tokens[cell[0] + x][cell[1] + y] == kind
            for _, (x, y), kind in SIDES
        )
        if number(token) is not None:
            return [BLACK]
        return [] if post else ["."]


DRESSER = SlalomDress(SLALOM)
