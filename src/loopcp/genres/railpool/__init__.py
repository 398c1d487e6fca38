"""Rail Pool: a loop through every cell but the empty ones; the lengths of the segments touching a room are its numbers.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: rooms,
a loop through every cell, each room given the lengths of the segments
that touch it).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, count_tokens
from loopcp.genres.railpool import codes, rules
from loopcp.grid import CENTRES, Cell
from loopcp.puzzle import Puzzle

_EMPTY = ("#", "■")  # (ASCII, Unicode) drawn at an empty cell's centre; pictures fill the cell


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """An empty cell, filled in."""
    return _EMPTY if puzzle.tokens[point[0]][point[1]] == codes.EMPTY else None


def cell_number(puzzle: Puzzle, cell: Cell) -> str:
    """A cell's numbers apart by blanks (``?`` an unknown one): a picture draws one in each quarter of the cell."""
    return " ".join("?" if n is None else str(n) for n in codes.numbers_of(puzzle.tokens[cell[0]][cell[1]]))


RAIL_POOL = Genre(
    name="railpool",
    title="Rail Pool",
    board=CENTRES,
    rules=rules,
    summary="a loop through every cell but the empty ones; the segments touching a room are as long as its numbers,"
    " each number used, a ? another length",
    cell_hint="a cell's numbers ('1,2', '?' unknown) or an empty cell ('@')",
    text="puzzlekit",
    edges_only=False,  # its rules need booleans of their own (which windows are segments)
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"railpool": Lazy("loopcp.genres.railpool.dress", "DRESSER")}),  # rooms and lengths
    clue_count=count_tokens,  # the numbered cells and the empty ones
    point_label=point_label,
    cell_number=cell_number,
)

__all__ = ["RAIL_POOL"]
