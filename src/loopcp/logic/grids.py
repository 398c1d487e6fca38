"""Deduction on Loopy's other grids: the genre's rules on the grid's own tables, as ``logic.deduce`` returns them.

The rules are the square's (the record's ``grid_logic``), run on the
grid's dots, edges and faces; what they return reads as a square
deduction does (``logic.base.Deduced``): the same grades and verdicts, the
same JSON keys, with each edge named by its two dots in Tatham's
coordinates (``[[x1, y1], [x2, y2], value]``) and each face by its number
in his order.  A position on a grid is ``GridPosition``: a value per edge
in the loop model's order, which ``hint --state`` reads as
``{"edges": [[[x1, y1], [x2, y2], 1 or -1], ...]}`` (``formats.state``).

A deduction that finishes is one loop, and the independent verifier
checks it before anyone is told, as on the square.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from loopcp import verify
from loopcp.errors import UnsupportedError
from loopcp.genres import get_genre, kind_of
from loopcp.logic.base import CONTRADICTION, Dot, GridPosition, deadline_after
from loopcp.loopygrids.check import cycle
from loopcp.loopygrids.ids import view
from loopcp.puzzle import Puzzle, Solution


@dataclass(frozen=True, slots=True)
class GridStep:
    """One step on a grid, its edges by number (``set``) and, for people and JSON, by their dots."""

    rule: str
    level: str
    text: str
    set: tuple[tuple[int, int], ...]  # (edge number, 1 line / -1 cross)
    faces: tuple[int, ...]  # the clued faces it read, in his face order
    dots: tuple[tuple[Dot, Dot], ...]  # every edge's two dots, to name the edges it set

    def as_json(self) -> dict[str, object]:
        """A step as JSON: its rule, level and text, the faces it read, and the edges it set with their dots."""
        return {
            "rule": self.rule,
            "level": self.level,
            "text": self.text,
            "faces": list(self.faces),
            "set": [[list(self.dots[e][0]), list(self.dots[e][1]), value] for e, value in self.set],
        }


@dataclass(frozen=True, slots=True)
class GridDeduction:
    """What the rules made of a puzzle on a grid: grade, steps and final position, as ``logic.Deduction`` has them."""

    genre: str
    levels: tuple[str, ...]
    steps: tuple[GridStep, ...]
    position: GridPosition
    grade: str
    contradiction: str | None = None

    @property
    def solved(self) -> bool:
        """Whether every edge is settled into one loop."""
        return self.grade in self.levels

    def settled(self) -> float:
        """The fraction of edges that are settled."""
        values = self.position.values
        return sum(v != 0 for v in values) / len(values) if values else 1.0

    def rule_counts(self) -> dict[str, int]:
        """How many steps each rule made."""
        counts: dict[str, int] = {}
        for step in self.steps:
            counts[step.rule] = counts.get(step.rule, 0) + 1
        return counts


def blank(puzzle: Puzzle) -> GridPosition:
    """The puzzle's grid with every edge unknown: the position a player starts from."""
    grid = view(puzzle)
    dots = grid.geometry.dots
    return GridPosition(tuple((dots[a], dots[b]) for a, b in grid.edges), (0,) * len(grid.edges))


def deduce(
    puzzle: Puzzle,
    position: GridPosition | None = None,
    *,
    max_level: str | None = None,
    limit_steps: int | None = None,
    time_limit: float | None = None,
) -> GridDeduction:
    """The genre's rules on the puzzle's grid from ``position`` (default: nothing known); a finished loop is verified.

    After ``time_limit`` seconds the rules stop with ``DeadlineError``.
    """
    genre = get_genre(puzzle.genre)
    where = view(puzzle)
    if genre.grid_logic is None:
        raise UnsupportedError(f"{kind_of(puzzle)} has no deduction rules on the {puzzle.board.name} grid")
    top = max_level or genre.levels[-1]
    if top not in genre.levels:
        raise UnsupportedError(f"unknown level {top!r}; choose one of: {', '.join(genre.levels)}")
    start = position or blank(puzzle)
    found: Any = genre.grid_logic.load().deduce_grid(
        where.geometry,
        where.clues,
        max_level=top,
        limit_steps=limit_steps,
        known=start.known() or None,
        deadline=deadline_after(time_limit),
    )
    dots = start.dots
    steps = tuple(GridStep(s.rule, s.level, s.text, tuple(s.set), tuple(s.faces), dots) for s in found.steps)
    final = GridPosition(dots, tuple(found.values))
    result = GridDeduction(genre.name, genre.levels, steps, final, str(found.grade), found.contradiction)
    if result.solved:
        loop = [where.edges[k] for k, value in enumerate(final.values) if value == 1]
        verify.check(puzzle, Solution((), (), loop=tuple(cycle(where, loop))))
    return result


__all__ = ["CONTRADICTION", "GridDeduction", "GridStep", "blank", "deduce"]
