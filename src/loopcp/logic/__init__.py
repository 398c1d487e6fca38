"""Human-style deduction: rule engines that solve a puzzle step by step, as a person would.

Each genre's rules live in its own package (``genres/slitherlink/logic/``,
``genres/masyu/logic/``); this package holds what they share
(``logic.base``) and the registry ``ENGINES``, which loads a genre's
engine only when it is asked for.  ``logic.slitherlink`` and
``logic.masyu`` re-export the engines' public names under their old
import paths.

    >>> from loopcp import formats, logic
    >>> logic.deduce(formats.load("5x5t0:b02a31b1c3a2d23a23")).grade
    'easy'
"""

from __future__ import annotations

import importlib
from typing import Protocol

from loopcp.errors import UnsupportedError
from loopcp.logic.base import MASYU_LEVELS, SLITHERLINK_LEVELS, Deduction, Position, deadline_after
from loopcp.puzzle import Puzzle

# genre -> (the module whose ``deduce`` runs its rules, its levels easiest first)
ENGINES = {
    "slitherlink": ("loopcp.genres.slitherlink.logic", SLITHERLINK_LEVELS),
    "masyu": ("loopcp.genres.masyu.logic", MASYU_LEVELS),
}


class Deduce(Protocol):
    """What every genre's engine module offers as ``deduce``."""

    def __call__(
        self,
        puzzle: Puzzle,
        position: Position | None = None,
        *,
        max_level: str = ...,
        limit_steps: int | None = None,
        deadline: float | None = None,
    ) -> Deduction: ...


def _entry(puzzle: Puzzle) -> tuple[str, tuple[str, ...]]:
    entry = ENGINES.get(puzzle.genre)
    if entry is None:
        raise UnsupportedError(f"there are no deduction rules for {puzzle.kind} yet; 'loopcp solve' solves it")
    return entry


def _engine(puzzle: Puzzle) -> Deduce:
    engine: Deduce = importlib.import_module(_entry(puzzle)[0]).deduce
    return engine


def levels(puzzle: Puzzle) -> tuple[str, ...]:
    """The levels of the puzzle's genre, easiest first."""
    return _entry(puzzle)[1]


def genre_levels(genre: str) -> tuple[str, ...]:
    """The levels of a genre by name, easiest first; none for a genre without deduction rules."""
    entry = ENGINES.get(genre)
    return () if entry is None else entry[1]


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
    engine = _engine(puzzle)
    deadline = deadline_after(time_limit)
    if max_level is None:
        return engine(puzzle, position, limit_steps=limit_steps, deadline=deadline)
    return engine(puzzle, position, max_level=max_level, limit_steps=limit_steps, deadline=deadline)


__all__ = ["ENGINES", "Deduction", "Position", "deduce", "genre_levels", "levels"]
