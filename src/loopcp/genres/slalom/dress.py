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

With ``--symmetry`` the loop is drawn symmetric, and a symmetric pattern
is one whose clue *places* map onto themselves, as in Nikoli's
symmetric puzzles: what a place holds follows the answer.  Gates come in
orbits, each the image of the first (a vertical gate turns horizontal
under a quarter turn); the cells off the loop, every one a gate's cell,
a post or black, are a symmetric set; and the start circle, one cell of
the loop, stands where gates fit through its images, whose places are
then clues as its own is (on the mirror's middle column it is its own
image and needs none).  A black cell goes only with its images, all
plain black cells that end no gate; a post's number may go, its place
stays.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import Dress, clue_at, on_loop, order, with_clues
from loopcp.genres.slalom import SLALOM
from loopcp.genres.slalom.rules import BLACK, HORIZONTAL, SIDES, START, VERTICAL, gates, is_black, number
from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell, Edge, image
from loopcp.puzzle import Puzzle

LONGEST = 3  # cells a gate may have
CELLS_A_GATE = 10  # about one gate for this many cells of the board
LETTER = {(-1, 0): "n", (1, 0): "s", (0, -1): "w", (0, 1): "e"}  # a post's arrow toward its gate


def _run(
    tokens: list[list[str]], taken: set[Cell], on: set[Cell], cell: Cell, kind: str, *, rng: random.Random
) -> list[Cell]:
    """A random gate run of this kind through ``cell``: one to ``LONGEST`` cells, the others free and off the loop."""
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
    return sorted(run)


def _placed(tokens: list[list[str]], taken: set[Cell], on: set[Cell], runs: list[tuple[list[Cell], str]]) -> bool:
    """These gates (runs and kinds), each with a black post at each end, if all of them fit: else none of them.

    A gate's cells are free (one on the loop, the rest off it), and it ends
    in a post (a cell off the loop, free or already a post) or the board's
    edge: it never runs on into another gate.
    """
    rows, cols = len(tokens), len(tokens[0])
    trial, more = [list(row) for row in tokens], set(taken)
    for run, kind in runs:
        di, dj = (1, 0) if kind == VERTICAL else (0, 1)
        ends = [(run[0][0] - di, run[0][1] - dj), (run[-1][0] + di, run[-1][1] + dj)]
        inside = [(a, b) for a, b in ends if 0 <= a < rows and 0 <= b < cols]
        if any(c in more for c in run) or any(e in on or (e in more and trial[e[0]][e[1]] != BLACK) for e in inside):
            return False
        for a, b in run:
            trial[a][b] = kind
        more.update(run)
        for a, b in inside:
            trial[a][b] = BLACK
            more.add((a, b))
    tokens[:] = trial
    taken.update(more)
    return True


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
    symmetric = symmetric_loop = True  # a symmetric loop, gates in orbits, the circle's images gates: symmetric places

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
            if made >= wanted:
                break
            images = orbit(cell, rows, cols, self.turns)  # the cell alone, without a symmetry
            made += len(images) * self._gates(tokens, taken, loop, images, rng)
        if not made:
            return None
        circle = self._circle(tokens, taken, loop, rng)
        if circle is None:
            return None
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

    def _gates(
        self, tokens: list[list[str]], taken: set[Cell], loop: frozenset[Edge], cells: list[Cell], rng: random.Random
    ) -> bool:
        """A gate through each of these cells of the loop (an orbit), each the image of the one before: all or none.

        The first gate's run is random (``_run``), the others its images,
        across the loop as it runs through their cells (a symmetric loop
        runs straight through them all).
        """
        rows, cols = len(tokens), len(tokens[0])
        on = on_loop(loop)
        run = _run(tokens, taken, on, cells[0], _runs_across(loop, cells[0]) or VERTICAL, rng=rng)
        runs = []
        for cell in cells:
            kind = _runs_across(loop, cell)
            if kind is None:
                return False
            runs.append((run, kind))
            run = sorted(image(c, rows, cols, self.turns) for c in run)
        return _placed(tokens, taken, on, runs)

    def _circle(
        self, tokens: list[list[str]], taken: set[Cell], loop: frozenset[Edge], rng: random.Random
    ) -> Cell | None:
        """The start circle on a free cell of the loop, and a gate through each of its images (None: none fits).

        A symmetric pattern needs a clue where the circle's images are, and
        on the loop only a gate can be: so the circle goes where gates fit
        through its images, or on a cell that is its own image (the
        mirror's middle column).
        """
        starts = [c for c in order(loop) if tokens[c[0]][c[1]] == "."]
        if self.turns == 1:
            return rng.choice(starts) if starts else None
        rng.shuffle(starts)
        for cell in starts:
            others = orbit(cell, len(tokens), len(tokens[0]), self.turns)[1:]
            if not others or self._gates(tokens, taken, loop, others, rng):
                return cell
        return None

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
        """A post may lose its number; another black cell may go, where each of its images may (the places stay).

        Without a symmetry a cell is its only image.
        """
        token = clue_at(puzzle, cell)
        if not is_black(token):
            return []
        if number(token) is not None:
            return [BLACK]
        images = orbit(cell, puzzle.rows, puzzle.cols, self.turns)
        return ["."] if all(clue_at(puzzle, c) == BLACK and not _post(puzzle, c) for c in images) else []


def _post(puzzle: Puzzle, cell: Cell) -> bool:
    """Whether a cell ends a gate: a gate of the kind that runs toward it is beside it."""
    return any(
        0 <= cell[0] + x < puzzle.rows
        and 0 <= cell[1] + y < puzzle.cols
        and puzzle.tokens[cell[0] + x][cell[1] + y] == kind
        for _, (x, y), kind in SIDES
    )


DRESSER = SlalomDress(SLALOM)
