"""Human-style deduction: rule engines that solve a puzzle step by step, as a person would.

Each genre's rules live in its own package (``genres/<name>/logic/``),
named by its record's ``logic`` and ``levels``; this package holds what
they share (``logic.base``) and loads a genre's engine only when it is
asked for.

    >>> from loopcp import formats, logic
    >>> logic.deduce(formats.load("5x5t0:b02a31b1c3a2d23a23")).grade
    'easy'
"""

from __future__ import annotations

from typing import Protocol

from loopcp.errors import UnsupportedError
from loopcp.genres import get_genre, kind_of
from loopcp.logic.base import Deduction, Position, deadline_after
from loopcp.puzzle import Puzzle


class Deduce(Protocol):
    """What every genre's engine module offers as ``deduce`` (the record's ``logic``)."""

    def __call__(
        self,
        puzzle: Puzzle,
        position: Position | None = None,
        *,
        max_level: str = ...,
        limit_steps: int | None = None,
        deadline: float | None = None,
    ) -> Deduction: ...


def _engine(puzzle: Puzzle) -> Deduce:
    """The puzzle's genre's rules, loaded now; a genre without rules says so (its record has no ``logic``)."""
    logic = get_genre(puzzle.genre).logic
    if logic is None:
        raise UnsupportedError(f"{kind_of(puzzle)} has no deduction rules yet; 'loopcp solve' solves it")
    engine: Deduce = logic.load()
    return engine


def levels(puzzle: Puzzle) -> tuple[str, ...]:
    """The levels of the puzzle's genre, easiest first."""
    _engine(puzzle)
    return get_genre(puzzle.genre).levels


def genre_levels(genre: str) -> tuple[str, ...]:
    """The levels of a genre by name or alias, easiest first; none for a genre without deduction rules."""
    return get_genre(genre).levels


def deduce(
    puzzle: Puzzle,
    position: Position | None = None,
    *,
    max_level: str | None = None,
    limit_steps: int | None = None,
    time_limit: float | None = None,
) -> Deduction:
    """Run the genre's rules to a fixpoint, lowest level first (at most ``limit_steps`` steps; 1 is a hint).

    After ``time_limit`` seconds the rules stop with ``DeadlineError``.
    """
    if puzzle.grid is not None:  # the command line grades these itself (``cli/gridlogic.py``), in one process
        raise UnsupportedError(f"the {puzzle.grid.name} grid is graded in one process: leave out --jobs and --cluster")
    engine = _engine(puzzle)
    deadline = deadline_after(time_limit)
    if max_level is None:
        return engine(puzzle, position, limit_steps=limit_steps, deadline=deadline)
    return engine(puzzle, position, max_level=max_level, limit_steps=limit_steps, deadline=deadline)


__all__ = ["Deduction", "Position", "deduce", "genre_levels", "levels"]
