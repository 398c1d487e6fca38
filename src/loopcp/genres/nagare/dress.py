"""Nagareru-Loop's generator: a random loop, one way round, every cell off it shaded, arrows and fans that agree.

The loop is drawn apart from itself (``dressing.apart``), and a coin
picks which way round it runs.  Every cell off the loop is shaded; every
cell the loop passes straight gets an arrow its way; each shaded cell
becomes a fan blowing a way whose wind the loop keeps (never a step
against it, never straight across it), where one exists, chosen at
random.

Weakening: an arrow may go; a fan may become a plain shaded cell; a
shaded cell may go.  A shaded cell that goes lets a fan's wind blow
further, which adds rules, so the weakening runs in passes until one
changes nothing (``monotone`` off).

With ``--symmetry`` the loop is drawn symmetric, and a symmetric pattern
is one whose clue *places* map onto themselves, as in Nikoli's
symmetric puzzles: what a place holds follows the answer.  The cells off
a symmetric loop and the cells it passes straight are symmetric sets, so
the shaded cells and the arrows are; an arrow turns with its cell (a
turn keeps the loop's sense) or, under the mirror, which reverses the
sense, points the mirrored way reversed.  The fans are chosen an orbit at
a time: every cell of the orbit a fan (each blowing a way the loop keeps
there) or none, so the kinds in an orbit stay alike and an orbit
weakens as one (a fan and a plain shaded cell side by side in an orbit
would weaken to different places).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import Dress, clue_at, order, with_clues
from loopcp.genres.nagare import NAGARE
from loopcp.genres.nagare.rules import SHADED, STEP, arrow, fan, is_shaded, stretch
from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle

FANS = 0.6  # the chance that a shaded cell with a way to blow becomes a fan


class NagareDress(Dress):
    """Shaded cells off the loop, arrows on its straight cells, fans whose wind it keeps."""

    symmetric = symmetric_loop = True  # a symmetric loop, its fans chosen in orbits: symmetric places

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Every clue of a loop run one way round."""
        rows, cols = board.rows, board.cols
        cells = order(loop)
        if rng.random() < 0.5:
            cells = [cells[0], *reversed(cells[1:])]
        after = {a: b for a, b in zip(cells, [*cells[1:], cells[0]], strict=True)}
        before = {b: a for a, b in after.items()}
        tokens = [[SHADED] * cols for _ in range(rows)]
        way_of = {step: way for way, step in STEP.items()}
        for cell in cells:
            step_in = (cell[0] - before[cell][0], cell[1] - before[cell][1])
            step_out = (after[cell][0] - cell[0], after[cell][1] - cell[1])
            tokens[cell[0]][cell[1]] = way_of[step_out] if step_in == step_out else "."
        plain = Puzzle.of(board.genre, tokens)
        seen: set[Cell] = set()
        for i in range(rows):
            for j in range(cols):
                if tokens[i][j] != SHADED or (i, j) in seen:
                    continue
                cells = orbit((i, j), rows, cols, self.turns)  # the cell alone, without a symmetry
                seen.update(cells)
                ways = [[way for way in STEP if _keeps(plain, c, way, after, before)] for c in cells]
                if all(ways) and rng.random() < FANS:
                    for (a, b), kept in zip(cells, ways, strict=True):
                        tokens[a][b] = SHADED + rng.choice(kept)
        return with_clues(board, {(i, j): t for i, row in enumerate(tokens) for j, t in enumerate(row)})

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """An arrow goes; a fan becomes a shaded cell, or goes; a shaded cell goes."""
        token = clue_at(puzzle, cell)
        if fan(token) is not None:
            return [".", SHADED]
        if arrow(token) is not None or is_shaded(token):
            return ["."]
        return []


def _keeps(puzzle: Puzzle, cell: Cell, way: str, after: dict[Cell, Cell], before: dict[Cell, Cell]) -> bool:
    """Whether the loop keeps the wind of a fan at ``cell`` blowing ``way``: no step against it, none across it."""
    di, dj = STEP[way]
    for c in stretch(puzzle, cell, way):
        if c not in after:
            continue
        steps = [(c[0] - before[c][0], c[1] - before[c][1]), (after[c][0] - c[0], after[c][1] - c[1])]
        if any(s == (-di, -dj) for s in steps):
            return False  # a step against the wind (its cell upwind is in the wind too, or the fan itself)
        if steps[0] == steps[1] and steps[0] != (di, dj):
            return False  # straight across the wind
    return True


DRESSER = NagareDress(NAGARE)
