"""The vocabulary every genre's deduction engine shares: levels, edge values, steps, positions.

A *position* is what a solver has written on the board so far: every edge
is a line (``LINE``), a cross (``CROSS``) or still unknown (``UNKNOWN``).
A *step* is one deduction: the rule that made it, its level, the edges it
set, and what it used (clue cells and edges already set), with one
sentence for a person.  ``Deduction`` is the outcome of running the rules
to a fixpoint: the steps in order, the final position, and the grade.

Clues are named in text as ``r{row}c{col}`` counted from 1 (``r1c1`` is
the top-left cell), as puzzle solvers write them; JSON keeps the
contract's 0-based indices.

Soundness is the contract of every rule: a step never excludes a loop
that satisfies the puzzle.  So on a puzzle with several solutions the
engine sets only what all of them share, and a contradiction means that
no solution exists.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from loopcp import stopping
from loopcp.errors import DeadlineError, UnsupportedError
from loopcp.genres import get_genre, kind_of
from loopcp.grid import EDGE_KINDS
from loopcp.puzzle import Cell, Edge, Puzzle

LINE, CROSS, UNKNOWN = 1, -1, 0  # edge values in a position, as in the hint state JSON

UNSOLVED = "unsolved"  # the grade of a puzzle the rules do not finish
CONTRADICTION = "contradiction"  # the grade of a puzzle (or position) that no loop fits
Dot = tuple[int, int]  # a dot of one of Loopy's grids, in Tatham's integer coordinates: (x, y)
# The largest board the rules take, in loop points: the cap ``search.MAX_POINTS`` puts on solve (kept
# equal by a test; not imported, since search loads OR-Tools, which grading does not need).
MAX_POINTS = 250_000
OUT_OF_TIME = "the time limit ended the deduction before it finished"


def check_size(puzzle: Puzzle) -> None:
    """Refuse at once, as solve does, a board beyond ``MAX_POINTS``: its tables alone would fill the memory."""
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    if lattice.rows * lattice.cols > MAX_POINTS:
        raise UnsupportedError(
            f"a {puzzle.rows} x {puzzle.cols} board is too large for the deduction rules "
            f"(the limit is {MAX_POINTS:,} loop points)"
        )


def deadline_after(time_limit: float | None) -> float | None:
    """The ``time.perf_counter`` value at which work given ``time_limit`` seconds must stop (None: never)."""
    return None if time_limit is None else time.perf_counter() + time_limit


def check_deadline(deadline: float | None) -> None:
    """Raise ``DeadlineError`` once ``deadline`` has passed: engines call it per trial or sweep, not per rule.

    And ``stopping.Halted`` once the work this deduction belongs to was
    stopped (``stopping.halting``), as a search stops: a newer request of
    ``loopcp serve`` takes its place.
    """
    if deadline is not None and time.perf_counter() > deadline:
        raise DeadlineError(OUT_OF_TIME)
    halt = stopping.current()
    if halt is not None and halt.stopped:
        raise stopping.Halted


def cell_name(cell: Cell) -> str:
    """How a step's text names a cell: ``r1c1`` is the top-left cell.

    >>> cell_name((1, 3))
    'r2c4'
    """
    return f"r{cell[0] + 1}c{cell[1] + 1}"


@dataclass(frozen=True, slots=True)
class Position:
    """Edge values on a lattice of ``rows`` x ``cols`` points: the contract's h/v layout, 1/-1/0."""

    h: tuple[tuple[int, ...], ...]
    v: tuple[tuple[int, ...], ...]

    @classmethod
    def empty(cls, rows: int, cols: int) -> Position:
        """Every edge unknown."""
        return cls(tuple((0,) * (cols - 1) for _ in range(rows)), tuple((0,) * cols for _ in range(rows - 1)))

    @classmethod
    def from_values(cls, rows: int, cols: int, values: Mapping[Edge, int]) -> Position:
        """A position from the edges known so far (others unknown)."""
        h = tuple(tuple(values.get(("h", i, j), 0) for j in range(cols - 1)) for i in range(rows))
        v = tuple(tuple(values.get(("v", i, j), 0) for j in range(cols)) for i in range(rows - 1))
        return cls(h, v)

    def value(self, edge: Edge) -> int:
        """LINE, CROSS or UNKNOWN for one edge."""
        kind, i, j = edge
        return (self.h if kind == "h" else self.v)[i][j]

    def known(self) -> dict[Edge, int]:
        """The edges that are not unknown, with their values."""
        out: dict[Edge, int] = {}
        for kind, grid in zip(EDGE_KINDS, (self.h, self.v), strict=True):
            for i, row in enumerate(grid):
                for j, x in enumerate(row):
                    if x:
                        out[(kind, i, j)] = x
        return out

    def as_json(self) -> dict[str, list[list[int]]]:
        """The hint state JSON: ``{"h": [[...]], "v": [[...]]}``."""
        return {"h": [list(r) for r in self.h], "v": [list(r) for r in self.v]}

    def blank(self) -> Position:
        """The same lattice with every edge unknown."""
        return Position.empty(len(self.h), len(self.h[0]) + 1)

    def apply(self, sets: Iterable[tuple[Edge, int]]) -> Position:
        """The position after a step has set these edges."""
        values = self.known()
        values.update(sets)
        return Position.from_values(len(self.h), len(self.h[0]) + 1, values)


@dataclass(frozen=True, slots=True)
class GridPosition:
    """Edge values on one of Loopy's other grids: each edge, by number in the loop model's order, 1/-1/0.

    ``dots`` names each edge by its two dots in Tatham's coordinates, as the
    hint state JSON does: ``{"edges": [[[x1, y1], [x2, y2], 1 or -1], ...]}``.
    """

    dots: tuple[tuple[Dot, Dot], ...]
    values: tuple[int, ...]

    def value(self, edge: int) -> int:
        """LINE, CROSS or UNKNOWN for one edge."""
        return self.values[edge]

    def known(self) -> dict[int, int]:
        """The edges that are not unknown, with their values."""
        return {k: v for k, v in enumerate(self.values) if v}

    def as_json(self) -> dict[str, list[list[object]]]:
        """The hint state JSON: each edge set, by its two dots, with 1 (a line) or -1 (a cross)."""
        return {"edges": [[list(a), list(b), v] for (a, b), v in zip(self.dots, self.values, strict=True) if v]}

    def blank(self) -> GridPosition:
        """The same grid with every edge unknown."""
        return GridPosition(self.dots, (0,) * len(self.values))

    def apply(self, sets: Iterable[tuple[int, int]]) -> GridPosition:
        """The position after a step has set these edges."""
        values = list(self.values)
        for edge, value in sets:
            values[edge] = value
        return GridPosition(self.dots, tuple(values))


@dataclass(frozen=True, slots=True)
class Step:
    """One deduction: which rule, at which level, set which edges, from which premises."""

    rule: str  # a short stable name, e.g. "face-full" or "dot-dead-end"
    level: str  # one of the genre's levels
    text: str  # one sentence for a person, naming clues as r{row}c{col}
    set: tuple[tuple[Edge, int], ...]  # the edges this step set, each to LINE or CROSS
    clues: tuple[Cell, ...] = ()  # the clue cells it used
    premises: tuple[Edge, ...] = ()  # the edges already set that it used

    def as_json(self) -> dict[str, object]:
        """The step as ``explain --json`` and ``hint --json`` print it."""
        return {
            "rule": self.rule,
            "level": self.level,
            "text": self.text,
            "set": [[kind, i, j, value] for (kind, i, j), value in self.set],
            "clues": [list(c) for c in self.clues],
            "premises": [list(e) for e in self.premises],
        }


@dataclass(frozen=True, slots=True)
class Deduction:
    """What the rules made of a puzzle: the steps in order, the final position, and the grade.

    ``grade`` is the lowest level whose rules solve the puzzle completely,
    ``UNSOLVED`` when the rules stall (``position`` shows how far they
    got), or ``"contradiction"`` when the clues (or the starting position)
    admit no loop; ``contradiction`` then says why, in words.
    """

    genre: str
    levels: tuple[str, ...]
    steps: tuple[Step, ...]
    position: Position
    grade: str
    contradiction: str | None = None

    @property
    def solved(self) -> bool:
        """Whether every edge is settled into one loop."""
        return self.grade in self.levels

    def settled(self) -> float:
        """The fraction of edges that are settled (line or cross)."""
        total = sum(len(r) for r in self.position.h) + sum(len(r) for r in self.position.v)
        return len(self.position.known()) / total if total else 1.0

    def rule_counts(self) -> dict[str, int]:
        """How many steps each rule made."""
        counts: dict[str, int] = {}
        for step in self.steps:
            counts[step.rule] = counts.get(step.rule, 0) + 1
        return counts


class Deduced(Protocol):
    """What the rules made of a puzzle, on the square (``Deduction``) or on a grid (``logic.grids.GridDeduction``).

    What grade, hint and explain print needs, the same on every board:
    the steps (each with ``rule``, ``level``, ``text``, ``set`` and
    ``as_json()``), the final position, the grade and why none fits.
    """

    @property
    def genre(self) -> str: ...

    @property
    def levels(self) -> tuple[str, ...]: ...

    @property
    def steps(self) -> Sequence[Any]: ...

    @property
    def position(self) -> Any: ...

    @property
    def grade(self) -> str: ...

    @property
    def contradiction(self) -> str | None: ...

    @property
    def solved(self) -> bool: ...

    def settled(self) -> float: ...

    def rule_counts(self) -> dict[str, int]: ...


def top_level(puzzle: Puzzle, levels: Sequence[str], level: str) -> int:
    """The rank of the highest level a deduction may use, or an ``UnsupportedError`` (exit 2) that lists them."""
    if level not in levels:
        raise UnsupportedError(f"{kind_of(puzzle)} has no level {level!r}; choose one of: {', '.join(levels)}")
    return levels.index(level)


def level_index(levels: Sequence[str], level: str) -> int:
    """The rank of a level among a genre's levels, or a ValueError that lists them."""
    try:
        return levels.index(level)
    except ValueError:
        raise ValueError(f"unknown level {level!r}; choose one of: {', '.join(levels)}") from None
