"""Entry Exit: a loop through every cell that enters and leaves each room exactly once.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written).  puz.link has no Entry Exit, so it
has no URL and no saved file: its text is the puzzlekit dataset's, a
grid of free cells then the rooms.  Its generator cuts rooms from a
random loop through every cell (``dress``); no deduction levels of its
own yet.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, Record
from loopcp.genres.entryexit import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


class EntryExit(Record):
    """Rooms and no other clue; the loop fills the board and passes through each room in one stretch."""

    name = "entryexit"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"entryexit": Lazy("loopcp.genres.entryexit.dress", "DRESSER")}
    )  # a loop cut into rooms
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a free cell"
    text = "puzzlekit"
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT

    def clue_count(self, puzzle: Puzzle) -> int:
        """The rooms: they are the whole puzzle."""
        return len(puzzle.room_cells())


ENTRY_EXIT = EntryExit()

__all__ = ["ENTRY_EXIT", "EntryExit"]
