"""Double Back: a loop through every unshaded cell that visits every room exactly twice.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written, and drawn) and ``dress`` (its
generator: rooms cut from a loop).  No deduction levels of its own yet:
hints and grades come from the generic engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.doubleback import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


class DoubleBack(Record):
    """Rooms, each visited twice, and shaded cells the loop avoids."""

    name = "doubleback"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"doubleback": Lazy("loopcp.genres.doubleback.dress", "DRESSER")}
    )  # rooms cut from a loop
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a region number or '#' (a shaded cell)"
    text = "puzzlekit"
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3

    def clue_count(self, puzzle: Puzzle) -> int:
        """The rooms (a shaded cell is none)."""
        return sum(puzzle.token(cells[0]) != codes.SHADED for cells in puzzle.room_cells())

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A shaded cell: # or ■."""
        return codes.GLYPHS.get(puzzle.tokens[point[0]][point[1]])


DOUBLE_BACK = DoubleBack()

__all__ = ["DOUBLE_BACK", "DoubleBack"]
