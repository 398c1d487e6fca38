"""Double Back: a loop through every unshaded cell that visits every room exactly twice.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written, and drawn) and ``dress`` (its
generator: rooms cut from a loop).  No deduction levels of its own yet:
hints and grades come from the generic engine.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.doubleback import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def clue_count(puzzle: Puzzle) -> int:
    """The rooms (a shaded cell is none)."""
    return sum(puzzle.token(cells[0]) != codes.SHADED for cells in puzzle.room_cells())


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A shaded cell: # or ■."""
    return codes.GLYPHS.get(puzzle.tokens[point[0]][point[1]])


DOUBLE_BACK = Genre(
    name="doubleback",
    title="Double Back",
    board=CENTRES,
    rules=rules,
    summary="a loop through every unshaded cell that visits each room exactly twice",
    cell_hint="a region number or '#' (a shaded cell)",
    text="puzzlekit",
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"doubleback": Lazy("loopcp.genres.doubleback.dress", "DRESSER")}),  # rooms of a loop
    clue_count=clue_count,
    point_label=point_label,
)

__all__ = ["DOUBLE_BACK"]
