"""Entry Exit: a loop through every cell that enters and leaves each room exactly once.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written).  puz.link has no Entry Exit, so it
has no URL and no saved file: its text is the puzzlekit dataset's, a
grid of free cells then the rooms.  Its generator cuts rooms from a
random loop through every cell (``dress``); no deduction levels of its
own yet.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.entryexit import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def clue_count(puzzle: Puzzle) -> int:
    """The rooms: they are the whole puzzle."""
    return len(puzzle.room_cells())


ENTRY_EXIT = Genre(
    name="entryexit",
    title="Entry Exit",
    board=CENTRES,
    rules=rules,
    summary="a loop through every cell that enters and leaves each room exactly once",
    cell_hint="a free cell",
    text="puzzlekit",
    puzzlekit=codes.PUZZLEKIT,
    recipes=MappingProxyType({"entryexit": Lazy("loopcp.genres.entryexit.dress", "DRESSER")}),  # a loop cut in rooms
    clue_count=clue_count,
)

__all__ = ["ENTRY_EXIT"]
