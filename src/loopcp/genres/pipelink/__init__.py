"""Pipelink: one loop through every cell, crossing itself straight where it must, along the given pipe pieces.

Knuth's grid: a piece a cell (``+ | - L J 7 F``), ``.`` none
(``codes``).  The package: ``rules`` (the constraints and the verifier's
check), ``codes`` (how the genre is written) and ``dress`` (its
generator: a random crossing loop through every cell, its pieces given,
then fewer).  Every cell may hold a crossing (``crossings``): the loop
core's crossing model (``cpsat.crossings``) and the verifier's straight
walk do the rest.  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.pipelink import codes, rules
from loopcp.grid import CENTRES, Point
from loopcp.puzzle import Puzzle


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A given piece, drawn as itself (heavy lines in the terminal)."""
    return codes.GLYPHS.get(puzzle.cells[point[0]][point[1]])


def crossings(puzzle: Puzzle) -> frozenset[Point]:
    """Every cell: the loop may cross itself anywhere (straight both ways)."""
    return frozenset((i, j) for i in range(puzzle.rows) for j in range(puzzle.cols))


def clue_count(puzzle: Puzzle) -> int:
    """The pieces given (a question mark is no clue)."""
    return sum(ch in codes.PIECES for row in puzzle.cells for ch in row)


PIPELINK = Genre(
    name="pipelink",
    title="Pipelink",
    board=CENTRES,
    rules=rules,
    summary="a loop through every cell that may cross itself straight; given pipe pieces are its own",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    edges_only=False,  # every cell on the loop: a point term; and its crossings are no simple loop's
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"pipelink": Lazy("loopcp.genres.pipelink.dress", "DRESSER")}),  # a loop's pieces
    clue_rules=rules.clue_rules,
    clue_count=clue_count,
    point_label=point_label,
    crossings=crossings,
)

__all__ = ["PIPELINK"]
