"""``loopcp generate slitherlink --grid NAME``: graded puzzles on any of Loopy's grids.

Tatham's own scheme, on his grids (``loopy.c``, ``new_game_desc``):

1. grow a random loop (``growth``) and write down every face's count;
   when the rules up to the level asked do not solve that full set, grow
   another;
2. try the clues in a seeded order and remove each one the puzzle can lose
   while those rules still solve it;
3. when the rules of the level below solve what is left, it is too easy:
   grow another loop.

Sound rules that settle every edge prove the loop is the only one, so the
puzzle is unique; every clue left is needed at its level.  Removals go in
batches that double after a success and halve after a failure: a batch
that can go is exactly a run of single removals that would each succeed
(fewer clues never allow more deductions), so the decisions are those of
one removal at a time.  The genre's judge starts each question from the
kept clues' fixpoint and says which clues its run read: a batch that the
last successful run never read goes with no new run; and every question of
a window of ``WINDOW`` clues starts from the fixpoint of every clue past the
window too, which those questions all have.  Grading in Tatham's order
is not quite monotone (docs/deduction.md: his unreported step), so a run
from such a fixpoint may settle a little more than a run from nothing: the
result is checked by a run from nothing at its level, and at the level
below, before it is taken.  With ``any``, a
removal is kept while CP-SAT finds no second loop.

The grid is decided by the size and, for the Penrose tilings, a random
patch drawn as his program draws it (``penrose_patch``).  Everything
depends on the seed alone.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from loopcp.cpsat.graph import loops
from loopcp.errors import DeadlineError, LoopcpError
from loopcp.loopygrids import PENROSE, Geometry, geometry_of
from loopcp.loopygrids.growth import border, grow, rings
from loopcp.puzzle import Grid

ANY = "any"
PENROSE_TILE = 100  # his Penrose tile size, from which the patch's offsets are drawn
STRETCH = 96  # ... and before its start for the windows, from the clues past a stretch this long, is made again
WINDOW = 8  # clues the removal pass tries before the judge's start from the clues past them is made again
MAX_LOOPS = 200  # loops grown before giving up on a level the grid cannot give at this size


@dataclass(frozen=True, slots=True)
class Made:
    """A generated puzzle: its grid, a clue or None a face, its loop (pairs of dots), and the effort."""

    grid: Grid
    clues: tuple[int | None, ...]
    loop: frozenset[tuple[int, int]]
    loops: int  # loops grown
    questions: int  # times the rules or CP-SAT were asked whether clues could go


class Judge(Protocol):
    """The genre's rules asked about subsets of one loop's clues (``GridJudge``): faces by number."""

    def solves(self, on: set[int] | frozenset[int], level: str) -> tuple[bool, frozenset[int]]:
        """Whether the rules up to ``level`` solve the clues of faces ``on``, and the clues the run read."""
        ...

    def keep(self, face: int) -> None:
        """A clue kept for good: every later question has it."""
        ...

    def exact(self, on: set[int] | frozenset[int], level: str) -> bool:
        """Whether a run from nothing (the grade's own) solves the clues of faces ``on`` at ``level``."""
        ...

    def expect(self, later: frozenset[int]) -> None:
        """Every question until the next call has the clues of faces ``later``."""
        ...

    def expect_far(self, farther: frozenset[int]) -> None:
        """Every question until the next call has the clues of faces ``farther`` (a longer stretch)."""
        ...


Judges = Callable[[Geometry, Sequence[int]], Judge]  # (grid, every face's count) -> a judge of that loop's clues


def penrose_patch(kind: int, width: int, height: int, rng: random.Random) -> str:
    """A patch of the tiling as his program draws one: an offset within the big triangle, a turn of 36 degrees."""
    tile = PENROSE_TILE * 3 // 2 if kind == 11 else PENROSE_TILE * 5 // 4
    diagonal = math.sqrt(width * width + height * height)
    radius = int(tile * 3.11 * diagonal - diagonal)
    while True:
        x, y = rng.randrange(2 * radius) - radius, rng.randrange(2 * radius) - radius
        if math.sqrt(x * x + y * y) <= radius:
            return f"G{x},{y},{rng.randrange(10) * 36}"


def make(
    kind: int,
    rows: int,
    cols: int,
    seed: int,
    *,
    level: str,
    levels: Sequence[str],
    judges: Judges,
    deadline: float | None = None,
) -> Made:
    """A puzzle of Loopy type ``kind``, ``rows`` x ``cols`` (his height x width), graded ``level`` (or ``any``)."""
    rng = random.Random(seed)
    description = "0" if kind == 1 else None
    for _ in range(20):
        if kind in PENROSE:
            description = penrose_patch(kind, cols, rows, rng)
        grid = Grid(kind, cols, rows, description)
        geometry = geometry_of(grid)
        if len(geometry.faces) >= 2:
            break
    else:
        raise LoopcpError(f"no patch of the {grid.name} tiling of {rows}x{cols} has two faces")
    the_rings = rings(geometry)
    below = levels[levels.index(level) - 1] if level != ANY and levels.index(level) > 0 else None
    questions = 0
    for grown in range(1, MAX_LOOPS + 1):
        _check(deadline)
        inside = grow(geometry, rng, the_rings)
        loop = border(geometry, inside)
        full = tuple(_count(face, loop) for face in geometry.faces)
        order = list(range(len(full)))
        rng.shuffle(order)
        if level == ANY:
            clues, asked = _remove_any(geometry, full, order, deadline)
        else:
            judge = judges(geometry, full)
            done, used = judge.solves(frozenset(order), level)
            questions += 1
            if not done:
                continue  # the rules of this level do not solve even every clue: grow another loop
            on, asked = _remove(judge, level, order, used, deadline)
            questions += asked
            clues = tuple(full[f] if f in on else None for f in range(len(full)))
            if not judge.exact(on, level):
                continue  # the pass's runs, from its fixpoints, settled more than a run from nothing does
            if below is not None and judge.exact(on, below):
                continue  # too easy: the level below solves it
        return Made(grid, clues, loop, grown, questions)
    raise LoopcpError(
        f"no {level} puzzle on the {grid.name} grid at {rows}x{cols} in {MAX_LOOPS} loops: try another level"
    )


def _remove(
    judge: Judge, level: str, order: Sequence[int], used: frozenset[int], deadline: float | None
) -> tuple[frozenset[int], int]:
    """The faces whose clues stay, removed in ``order`` while the judge's rules solve the rest; and the questions.

    A batch whose clues the last successful run never read goes with no
    new run: that run solves the puzzle without them.
    """
    on = frozenset(order)
    at, size, asked = 0, 1, 0
    end = far = 0
    while at < len(order):
        _check(deadline)
        if at >= end:  # a new window: the clues past it are in every question until the pass gets there
            if at + WINDOW > far:
                far = at + STRETCH
                judge.expect_far(on & frozenset(order[far:]))
            end = at + WINDOW
            judge.expect(on & frozenset(order[end:]))
        batch = frozenset(order[at : min(at + size, end)])
        if not batch & used:
            on -= batch
            at += len(batch)
            size *= 2
            continue
        asked += 1
        done, read = judge.solves(on - batch, level)
        if done:
            on -= batch
            used = read
            at += len(batch)
            size *= 2
        elif size == 1:
            judge.keep(order[at])
            at += 1
        else:
            size = max(1, size // 2)
    return on, asked


def _remove_any(
    geometry: Geometry, full: tuple[int, ...], order: Sequence[int], deadline: float | None
) -> tuple[tuple[int | None, ...], int]:
    """Clues removed in ``order`` while CP-SAT finds no second loop (``any``), in batches; and the questions."""
    clues: list[int | None] = list(full)
    at, size, asked = 0, 1, 0
    while at < len(order):
        batch = order[at : at + size]
        trial = list(clues)
        for f in batch:
            trial[f] = None
        asked += 1
        found = loops(geometry.dots, geometry.faces, trial, limit=2, time_limit=_left(deadline))
        if not found.complete and len(found.loops) < 2:
            raise DeadlineError("out of time")
        if len(found.loops) == 1:
            clues = trial
            at += len(batch)
            size *= 2
        elif size == 1:
            at += 1
        else:
            size = max(1, size // 2)
    return tuple(clues), asked


def _count(face: Sequence[int], loop: frozenset[tuple[int, int]]) -> int:
    return sum((min(a, b), max(a, b)) in loop for a, b in zip(face, (*face[1:], face[0]), strict=True))


def _check(deadline: float | None) -> None:
    if deadline is not None and time.perf_counter() > deadline:
        raise DeadlineError("out of time")


def _left(deadline: float | None) -> float | None:
    return None if deadline is None else max(0.01, deadline - time.perf_counter())
