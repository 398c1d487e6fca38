"""Human-style deduction: rule engines that solve a puzzle step by step, as a person would.

Each genre's rules live in its own package (``genres/<name>/logic/``),
named by its record's ``logic`` and ``levels``, or are the generic
engine's (``logic.generic`` over ``logic.network``); this package holds
what they share (``logic.base``), runs them on every board (Loopy's other
grids in ``logic.grids``), verifies a finished deduction, and loads a
genre's engine only when it is asked for.

    >>> from loopcp import formats, logic
    >>> logic.deduce(formats.load("5x5t0:b02a31b1c3a2d23a23")).grade
    'easy'
    >>> logic.deduce(formats.load("3x3t2:b534b52")).grade  # honeycomb
    'tricky'
"""

from __future__ import annotations

from typing import Protocol

from loopcp import verify
from loopcp.errors import UnsupportedError
from loopcp.genres import get_genre, kind_of
from loopcp.genres.base import GENERIC_LEVELS, GENERIC_LOGIC, Lazy
from loopcp.logic.base import Deduced, Deduction, GridPosition, Position, deadline_after
from loopcp.puzzle import Puzzle, Solution


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


def _rules(puzzle: Puzzle) -> tuple[Lazy | None, tuple[str, ...]]:
    """The rules that deduce the puzzle, and their levels: its genre's, or the generic engine's for a full loop.

    A genre's own rules know its plain loop only; the generic engine reads
    the constraints, the full loop's among them (``Puzzle.full``).
    """
    genre = get_genre(puzzle.genre)
    if puzzle.full and genre.logic is not None:
        return GENERIC_LOGIC, GENERIC_LEVELS
    return genre.logic, genre.levels


def _engine(puzzle: Puzzle) -> Deduce:
    """The puzzle's genre's rules, loaded now; a genre without rules says so (its record has no ``logic``)."""
    logic = _rules(puzzle)[0]
    if logic is None:
        raise UnsupportedError(f"{kind_of(puzzle)} has no deduction rules yet; 'loopcp solve' solves it")
    engine: Deduce = logic.load()
    return engine


def levels(puzzle: Puzzle) -> tuple[str, ...]:
    """The levels of the rules that deduce the puzzle (its genre's, or the generic engine's), easiest first."""
    _engine(puzzle)
    return _rules(puzzle)[1]


def genre_levels(genre: str) -> tuple[str, ...]:
    """The levels of a genre by name or alias, easiest first; none for a genre without deduction rules."""
    return get_genre(genre).levels


def deduce(
    puzzle: Puzzle,
    position: Position | GridPosition | None = None,
    *,
    max_level: str | None = None,
    limit_steps: int | None = None,
    time_limit: float | None = None,
) -> Deduced:
    """Run the genre's rules to a fixpoint, lowest level first (at most ``limit_steps`` steps; 1 is a hint).

    On every board: the square (a ``Deduction``, positions in the
    contract's ``h``/``v``) and Loopy's other grids (``logic.grids``, edges
    named by their dots).  A deduction that finishes is one loop, and the
    independent verifier says so before it is returned.  After
    ``time_limit`` seconds the rules stop with ``DeadlineError``.
    """
    if not puzzle.board.square:
        from loopcp.logic import grids  # noqa: PLC0415 (builds the grid's tables: only a grid puzzle needs them)

        if position is not None and not isinstance(position, GridPosition):
            raise UnsupportedError(f"a position on the {puzzle.board.name} grid names its edges by their dots")
        return grids.deduce(puzzle, position, max_level=max_level, limit_steps=limit_steps, time_limit=time_limit)
    if isinstance(position, GridPosition):
        raise UnsupportedError("a position on the square names its edges in the contract's h and v")
    engine = _engine(puzzle)
    deadline = deadline_after(time_limit)
    if max_level is None:
        deduction = engine(puzzle, position, limit_steps=limit_steps, deadline=deadline)
    else:
        deduction = engine(puzzle, position, max_level=max_level, limit_steps=limit_steps, deadline=deadline)
    if deduction.solved:
        loop = frozenset(e for e, value in deduction.position.known().items() if value == 1)
        lattice = get_genre(puzzle.genre).lattice(puzzle)
        verify.check(puzzle, Solution.from_edges(lattice.rows, lattice.cols, loop))
    return deduction


__all__ = ["Deduced", "Deduction", "GridPosition", "Position", "deduce", "genre_levels", "levels"]
