"""Detour: a loop through every cell that turns in each numbered room as often as its number says.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: rooms,
a loop through every cell, and its turns counted).  No deduction levels
of its own yet: hints and grades come from the generic engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.detour import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


class Detour(Record):
    """Rooms, some numbered with the loop's turns in them, on a board the loop fills."""

    name = "detour"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"detour": Lazy("loopcp.genres.detour.dress", "DRESSER")}
    )  # rooms numbered with a loop's turns
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a room's number"
    text = "puzzlekit"
    edges_only = False  # its rules need booleans of their own (where the loop turns)
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3

    def clue_count(self, puzzle: Puzzle) -> int:
        """The room numbers."""
        return sum(token != "." for row in puzzle.tokens for token in row)


DETOUR = Detour()

__all__ = ["DETOUR", "Detour"]
