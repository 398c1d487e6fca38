"""All or Nothing: a loop through cell centres that visits each room wholly, or not at all, and once.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.allornothing import codes, rules
from loopcp.genres.base import Genre, Lazy
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def clue_count(puzzle: Puzzle) -> int:
    """The rooms: a puzzle of All or Nothing has no other clue."""
    return len(puzzle.room_cells())


ALL_OR_NOTHING = Genre(
    name="allornothing",
    aliases=("nothing",),
    title="All or Nothing",
    board=CENTRES,
    rules=rules,
    summary="a loop that visits every cell of a room or none, and a room once at most; two rooms left out never touch",
    cell_hint="a region number",
    text="puzzlekit",
    edges_only=False,  # its rules speak of cells off the loop
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType(
        {"allornothing": Lazy("loopcp.genres.allornothing.dress", "DRESSER")}
    ),  # rooms cut from a loop
    clue_count=clue_count,
)

__all__ = ["ALL_OR_NOTHING"]
