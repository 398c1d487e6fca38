"""How ``grade``, ``explain`` and ``hint`` put a deduction in words and JSON, on the square and on other grids."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from loopcp.errors import DeadlineError, LoopcpError

if TYPE_CHECKING:
    from loopcp.puzzle import Puzzle

CONTRADICTION = "contradiction"


def said(error: LoopcpError, time_limit: float | None) -> LoopcpError:
    """The error as the user should read it: a time limit names its seconds (and exits 3)."""
    if isinstance(error, DeadlineError) and time_limit is not None:
        return DeadlineError(f"the time limit of {time_limit:g} s ended the deduction before it finished")
    return error


class Graded(Protocol):
    """What the rules made of a puzzle, as these words need it: ``logic.Deduction`` and ``gridlogic.GridResult``."""

    @property
    def grade(self) -> str: ...

    @property
    def contradiction(self) -> str | None: ...

    @property
    def steps(self) -> Sequence[object]: ...

    @property
    def solved(self) -> bool: ...

    def settled(self) -> float: ...

    def rule_counts(self) -> dict[str, int]: ...


def steps_words(n: int) -> str:
    """A number of steps in words: '1 step', '187 steps'."""
    return f"{n} step" if n == 1 else f"{n} steps"


def verdict(deduction: Graded) -> str:
    """The grade, or what went wrong, in words."""
    if deduction.grade == CONTRADICTION:
        return f"no solution: {deduction.contradiction}"
    if deduction.solved:
        return f"{deduction.grade} ({steps_words(len(deduction.steps))})"
    steps = steps_words(len(deduction.steps))
    return f"unsolved: the rules stall with {deduction.settled():.0%} of the edges settled ({steps})"


def grade_json(puzzle: Puzzle, deduction: Graded, source: str) -> dict[str, object]:
    """The JSON object of a puzzle's grade: ``steps`` counts each rule's steps (explain lists them instead)."""
    from loopcp.genres import kind_of

    return {
        "source": source,
        "genre": kind_of(puzzle),
        **({"grid": puzzle.grid.name} if puzzle.grid is not None else {}),
        "rows": puzzle.rows,
        "cols": puzzle.cols,
        "grade": deduction.grade,
        "steps": deduction.rule_counts(),
        "settled": round(deduction.settled(), 4),
    }
