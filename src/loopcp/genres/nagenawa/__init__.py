"""Nagenawa: one or more loops, each a rectangle, which may cross; a room's number counts its cells on a loop.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator).  It is the genre of several loops
(``loops="many"``: the core keeps its degree rules and drops the one
that joins every line into one loop) that may cross in any cell
(``crossings``: every cell).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, count_tokens
from loopcp.genres.nagenawa import codes, rules
from loopcp.grid import CENTRES, Point
from loopcp.puzzle import Puzzle


def crossings(puzzle: Puzzle) -> frozenset[Point]:
    """Every cell: two loops may cross anywhere, straight across each other."""
    return frozenset((i, j) for i in range(puzzle.rows) for j in range(puzzle.cols))


NAGENAWA = Genre(
    name="nagenawa",
    title="Nagenawa",
    board=CENTRES,
    rules=rules,
    summary="one or more loops, each a rectangle, which may cross; a room's number is how many of its cells they pass",
    cell_hint="a room's number",
    text="puzzlekit",
    edges_only=False,  # a boolean a rectangle, and counts over the cells off the loops
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"nagenawa": Lazy("loopcp.genres.nagenawa.dress", "DRESSER")}),  # rooms counted
    clue_count=count_tokens,  # the room numbers
    crossings=crossings,
    loops="many",
)

__all__ = ["NAGENAWA"]
