"""How ``grade``, ``explain`` and ``hint`` put a deduction in words and JSON, on every board.

The command line and the page say the same: the grade or what went
wrong in words (``verdict``), and the JSON object of a grade
(``grade_json``), whose keys ``loopcp grade --json`` prints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from loopcp.errors import DeadlineError, LoopcpError
from loopcp.genres import kind_of
from loopcp.logic import deduce
from loopcp.logic.base import CONTRADICTION, Deduced

if TYPE_CHECKING:
    from loopcp.puzzle import Puzzle


def said(error: LoopcpError, time_limit: float | None) -> LoopcpError:
    """The error as the user should read it: a time limit names its seconds (and exits 3)."""
    if isinstance(error, DeadlineError) and time_limit is not None:
        return DeadlineError(f"the time limit of {time_limit:g} s ended the deduction before it finished")
    return error


def steps_words(n: int) -> str:
    """A number of steps in words: '1 step', '187 steps'."""
    return f"{n} step" if n == 1 else f"{n} steps"


def verdict(deduction: Deduced) -> str:
    """The grade, or what went wrong, in words."""
    if deduction.grade == CONTRADICTION:
        return f"no solution: {deduction.contradiction}"
    if deduction.solved:
        return f"{deduction.grade} ({steps_words(len(deduction.steps))})"
    steps = steps_words(len(deduction.steps))
    return f"unsolved: the rules stall with {deduction.settled():.0%} of the edges settled ({steps})"


WHY_SECONDS = 1.0  # how long ``solve`` lets the rules look for why a puzzle has no solution


def why_none(puzzle: Puzzle, seconds: float = WHY_SECONDS) -> str | None:
    """Why a puzzle has no solution, in ``grade``'s words, if its rules meet a contradiction within ``seconds``.

    None where the rules stall, run out of time, or the genre has none: the
    search's "no solution" then stands alone.
    """
    try:
        deduction = deduce(puzzle, time_limit=seconds)
    except LoopcpError:
        return None
    return deduction.contradiction if deduction.grade == CONTRADICTION else None


def grade_json(puzzle: Puzzle, deduction: Deduced, source: str) -> dict[str, object]:
    """The JSON object of a puzzle's grade: ``steps`` counts each rule's steps (explain lists them instead)."""
    return {
        "source": source,
        "genre": kind_of(puzzle),
        **puzzle.board.as_json(),
        "rows": puzzle.rows,
        "cols": puzzle.cols,
        "grade": deduction.grade,
        "steps": deduction.rule_counts(),
        "settled": round(deduction.settled(), 4),
    }


__all__ = ["CONTRADICTION", "grade_json", "said", "steps_words", "verdict", "why_none"]
