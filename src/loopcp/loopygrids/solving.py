"""Solving a Loopy puzzle on any grid, every answer checked by ``check`` before it is returned."""

from __future__ import annotations

from dataclasses import dataclass

from loopcp.cpsat.graph import loops
from loopcp.errors import VerificationError
from loopcp.loopygrids.check import problems
from loopcp.loopygrids.ids import LoopyPuzzle


@dataclass(frozen=True, slots=True)
class Answer:
    """The loops found (each its edges as pairs of dots), and whether the search saw them all."""

    loops: tuple[frozenset[tuple[int, int]], ...]
    complete: bool
    timed_out: bool


def solve(puzzle: LoopyPuzzle, *, limit: int | None = 2, time_limit: float | None = None) -> Answer:
    """Up to ``limit`` loops of the puzzle (two: a uniqueness proof), each verified."""
    edges = puzzle.edges  # the same order as ``edges_of``: the order the faces first meet them
    found = loops(puzzle.geometry.dots, puzzle.geometry.faces, puzzle.clues, limit=limit, time_limit=time_limit)
    answers = tuple(frozenset(edges[k] for k in loop) for loop in found.loops)
    for loop in answers:
        wrong = problems(puzzle, loop)
        if wrong:
            raise VerificationError(f"internal error: a loop on {puzzle.game_id} breaks a rule: {wrong[0]}")
    return Answer(answers, found.complete, found.timed_out)
