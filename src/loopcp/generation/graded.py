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
- **The kept clues' fixpoint** as the start of every question, and for
  a window of 16 questions the fixpoint of every clue outside the window
  (Slitherlink's judge, ``genres/slitherlink/judge.py``).
- **The top level (deep: trials) in two passes.**  A question that the
  trials cannot answer runs every trial, so removals are first made at
  the level below (cheap), and only the clues left are tried at the top,
  each first screened by the uniqueness checker (its cheap searches,
  then, for Masyu, CP-SAT over the whole board): a second loop means
  that no sound rule can solve the puzzle, with no trial.  The judges
  cut short the trials that agree with the known loop, and Slitherlink's
  skips those that the last question solved already ran (``judges``).
  A loop whose full clue set the level below does not solve is skipped
  (a full Masyu board sometimes needs trials: every question would then
  run them, 5 minutes for one 20x20).  The result is still minimal for its level (each kept clue failed at
  the top with a superset of the final clues), but not the same puzzle
  as one pass at the top would make.  Slitherlink 12x12 deep: 12 s to
  1.4 s.

SuperSlitherlink: digits are tried first (the recipe's order), so the
letter regions carry the puzzle; at least three regions of two or more
cells must survive, or another loop is grown.  No regions are merged in
graded mode (a merge is not a removal, and the level would have to be
checked again).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from loopcp import logic
from loopcp.errors import InternalError
from loopcp.generation.clues import Board, Clue, Recipe
from loopcp.generation.judges import Judge, judge_for
from loopcp.generation.loops import grown
from loopcp.generation.removal import clue_orbits
from loopcp.generation.uniqueness import Checker, Clock, Stats
from loopcp.genres import get_genre
from loopcp.puzzle import Edge, Puzzle

FIRST_BATCH, MAX_BATCH = 4, 64  # clues tried together: doubles after a success, halves after a failure
WINDOW = 16  # orbits whose questions share one start: the fixpoint of every clue not among them
MIN_REGIONS = 3  # SuperSlitherlink: letter regions of two or more cells a puzzle must keep


Screen = Callable[[set[int], set[int]], bool]  # (clues on, clues dropped) -> a second loop surely exists


@dataclass(frozen=True, slots=True)
class Made:
    """A graded puzzle and its loop."""

    puzzle: Puzzle
    loop: frozenset[Edge]


def reduce(
    judge: Judge,
    orbits: Sequence[list[int]],
    on: set[int],
    level: str,
    clock: Clock,
    *,
    screen: Screen | None = None,
    batch: int = FIRST_BATCH,
    window: int = WINDOW,
) -> None:
    """Remove orbits of clues from ``on``, in order, while the rules up to ``level`` still solve the puzzle.

    Every decision is the one that removing orbits one at a time in this
    order would make (see the module docstring).  ``screen(on, drop)`` may
    prove first, more cheaply, that the puzzle without ``drop`` has a
    second loop (no sound rule can then solve it).  ``window``: orbits
    whose questions share one start (``Judge.expect``).
    """
    solved, used = judge.solves(on, level)
    if not solved:
        raise InternalError("internal error: graded removal started from clues the rules do not solve")
    i = window_end = 0
    while i < len(orbits):
        clock.left()
        if used is not None and not any(k in used for k in orbits[i]):
            on.difference_update(orbits[i])  # the last solving run never used it: the same steps still solve
            i += 1
            continue
        take = orbits[i : i + batch]
        if i + len(take) > window_end:
            window_end = i + max(window, len(take))
            judge.expect({k for orbit in orbits[window_end:] for k in orbit})
        drop = {k for orbit in take for k in orbit}
        if screen is not None and screen(on - drop, drop):
            solved, found = False, None
        else:
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
    levels = recipe.genre.levels
    index = levels.index(level)
    below = levels[index - 1] if index else None
    for shape, clues in grown(recipe, board, rng, turns=turns, clock=clock, stats=stats, tries=max_loops):
        orbits = clue_orbits(clues, board.rows, board.cols, turns)
        order = recipe.order(clues, orbits, rng)
        on = set(range(len(clues)))
        start = time.perf_counter()
        judges: list[Judge] = []
        try:
            judges.append(judge_for(board, clues, shape.loop))
            if not judges[0].solves(on, level)[0]:
                continue
            if below is None or level != levels[-1]:
                reduce(judges[0], order, on, level, clock)
            else:  # trials: the level below first, then the rest at the top with a screen (module docstring)
                if not judges[0].solves(on, below)[0]:
                    continue  # a full Masyu board that needs trials: every question would run them (5 min)
                reduce(judges[0], order, on, below, clock)
                judges.append(judge_for(board, clues, shape.loop))
                checker = Checker(board, shape, clues, clock=clock, stats=stats)
                left = [orbit for orbit in order if on.issuperset(orbit)]
                screen = _second_loop_screen(checker, whole=judges[1].searches_first)
                reduce(judges[1], left, on, level, clock, screen=screen, batch=1)
            too_easy = below is not None and judges[-1].solves(on, below)[0]
        finally:
            stats.deductions += sum(j.runs for j in judges)
            stats.deduction_seconds += time.perf_counter() - start
        if too_easy or not _enough_regions(recipe, clues, on):
            continue
        return Made(board.assemble(clues[k] for k in sorted(on)), shape.loop)
    return None


def _second_loop_screen(checker: Checker, *, whole: bool) -> Screen:
    """The uniqueness checker as a screen: its cheap searches, then (``whole``) one whole-board search.

    The whole-board search pays where trials are dear: Masyu 20x20 deep
    takes 4-5 s with it and 16-31 s without.  Slitherlink's trials skip
    what the known loop and earlier questions settle (``judges``), and at
    30x30 a whole-board proof that no second loop exists (0.2-0.6 s, most
    of the searches left) costs more than the trials that follow it anyway.
    """
    if whole:
        return lambda on, drop: checker.second_loop(on, drop) is not None
    return lambda on, drop: checker.nearby_loop(on, drop) is not None


def _enough_regions(recipe: Recipe, clues: Sequence[Clue], on: set[int]) -> bool:
    """SuperSlitherlink keeps at least ``MIN_REGIONS`` letter regions; other genres have none to keep."""
    return not recipe.regions or sum(clues[k].is_region for k in on) >= MIN_REGIONS


def grade_of(
    puzzle: Puzzle, top: str | None = None, loop: frozenset[Edge] | None = None, *, clock: Clock | None = None
) -> str:
    """The puzzle's grade by its genre's rules up to ``top`` (default: all): the grade ``loopcp grade`` gives.

    A genre's record may grade more cheaply (its ``grader``: the same
    rules, no step texts, told ``loop``, a loop known to satisfy the
    clues, and stopped by ``clock``'s deadline); else its ``deduce``
    grades.
    """
    grader = get_genre(puzzle.genre).grader
    if grader is not None:
        grade: str = grader.load()(puzzle, top, loop, check=None if clock is None else clock.left)
        return grade
    return logic.deduce(puzzle, max_level=top).grade
