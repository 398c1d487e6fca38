"""Graded generation: a puzzle that the rules up to a level solve, and the rules below it do not.

Simon Tatham's scheme (``loopy.c`` ``new_game_desc``, ``pearl.c``
``new_clues``) is the baseline, and the decisions are exactly its own:

1. grow a loop and write down every clue it implies (the genre's recipe);
   if the rules up to LEVEL do not solve that full set, grow another;
2. try the clues in a seeded order and remove each one that the puzzle can
   lose while the rules up to LEVEL still solve it;
3. if the rules of the level below already solve the result, it is too
   easy: grow another loop.

A complete solve by sound rules proves that the loop is the only one, so
the result is unique; it is minimal for its level, since each kept clue
failed with a superset of the final clues (fewer clues only allow fewer
deductions); and every run depends on the seed alone.

What makes it faster than asking the engine once per clue, each measured
(docs/generation.md), and none of which changes a decision:

- **Batches.**  While removals succeed, clues are tried in batches that
  double after a success and halve after a failure: a batch that can go
  is exactly a run of single removals that would each succeed.
- **Unused clues.**  A clue that the last successful run never used goes
  with no new run (``judges``).
- **The kept clues' fixpoint** as the start of every question
  (``judges.SlitherJudge``).

SuperSlitherlink: digits are tried first (the recipe's order), so the
letter regions carry the puzzle; at least three regions of two or more
cells must survive, or another loop is grown.  No regions are merged in
graded mode (a merge is not a removal, and the level would have to be
checked again).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from loopcp import logic
from loopcp.cluegen import Board, Clue, Recipe, Shape
from loopcp.errors import LoopcpError
from loopcp.generation.judges import Judge, judge_for, levels_of
from loopcp.generation.removal import clue_orbits
from loopcp.generation.uniqueness import Clock, Stats
from loopcp.logic import slitherlink
from loopcp.loopgen import boundary
from loopcp.puzzle import Edge, Puzzle

FIRST_BATCH, MAX_BATCH = 4, 64  # clues tried together: doubles after a success, halves after a failure
WINDOW = 16  # orbits whose questions share one start: the fixpoint of every clue not among them
MIN_REGIONS = 3  # SuperSlitherlink: letter regions of two or more cells a puzzle must keep


@dataclass(frozen=True, slots=True)
class Made:
    """A graded puzzle and its loop."""

    puzzle: Puzzle
    loop: frozenset[Edge]


def reduce(judge: Judge, orbits: Sequence[list[int]], on: set[int], level: str, clock: Clock) -> None:
    """Remove orbits of clues from ``on``, in order, while the rules up to ``level`` still solve the puzzle.

    Every decision is the one that removing orbits one at a time in this
    order would make (see the module docstring).
    """
    solved, used = judge.solves(on, level)
    if not solved:
        raise LoopcpError("internal error: graded removal started from clues the rules do not solve")
    batch = FIRST_BATCH
    i = window_end = 0
    while i < len(orbits):
        clock.left()
        if used is not None and not any(k in used for k in orbits[i]):
            on.difference_update(orbits[i])  # the last solving run never used it: the same steps still solve
            i += 1
            continue
        take = orbits[i : i + batch]
        if i + len(take) > window_end:
            window_end = i + max(WINDOW, len(take))
            judge.expect({k for orbit in orbits[window_end:] for k in orbit})
        drop = {k for orbit in take for k in orbit}
        solved, found = judge.solves(on - drop, level)
        if solved:
            on -= drop
            used = found
            i += len(take)
            batch = min(2 * batch, MAX_BATCH)
        elif len(take) == 1:
            for k in take[0]:
                judge.keep(k)
            i += 1
        else:
            batch = max(1, len(take) // 2)


def make(
    level: str,
    recipe: Recipe,
    board: Board,
    rng: random.Random,
    *,
    turns: int,
    clock: Clock,
    stats: Stats,
    max_loops: int,
) -> Made | None:
    """A puzzle of exactly ``level``, or None after ``max_loops`` loops."""
    levels = levels_of(recipe.genre.name)
    index = levels.index(level)
    below = levels[index - 1] if index else None
    frows, fcols = recipe.faces(board.rows, board.cols)
    for _ in range(max_loops):
        clock.left()
        stats.loops += 1
        inside = recipe.region(frows, fcols, rng, turns if recipe.symmetric_loop else 1, clock.deadline)
        shape = Shape(boundary(inside, frows, fcols), inside)
        clues = recipe.clues(board, shape, rng)
        orbits = clue_orbits(clues, board.rows, board.cols, turns)
        order = recipe.order(clues, orbits, rng)
        judge = judge_for(board, clues)
        on = set(range(len(clues)))
        start = time.perf_counter()
        try:
            if not judge.solves(on, level)[0]:
                continue
            reduce(judge, order, on, level, clock)
            too_easy = below is not None and judge.solves(on, below)[0]
        finally:
            stats.deductions += judge.runs
            stats.deduction_seconds += time.perf_counter() - start
        if too_easy or not _enough_regions(recipe, clues, on):
            continue
        return Made(board.assemble(clues[k] for k in sorted(on)), shape.loop)
    return None


def _enough_regions(recipe: Recipe, clues: Sequence[Clue], on: set[int]) -> bool:
    """SuperSlitherlink keeps at least ``MIN_REGIONS`` letter regions; other genres have none to keep."""
    return not recipe.regions or sum(clues[k].is_region for k in on) >= MIN_REGIONS


def grade_of(puzzle: Puzzle, top: str | None = None) -> str:
    """The puzzle's grade by the engine (rules up to ``top``, default all): a level, or "unsolved"."""
    if puzzle.genre == "slitherlink":
        return slitherlink.grade(puzzle, max_level=top or "deep")
    return logic.deduce(puzzle, max_level=top).grade
