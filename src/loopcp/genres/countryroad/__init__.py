"""Country Road: a loop through cell centres that passes through every room once.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.countryroad import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


class CountryRoad(Record):
    """Rooms, some numbered with their visited cells, each passed through once."""

    name = "countryroad"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"countryroad": Lazy("loopcp.genres.countryroad.dress", "DRESSER")}
    )  # a loop dressed in clues
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a room's number"
    text = "puzzlekit"
    edges_only = False  # its rules speak of cells off the loop
    aliases: tuple[str, ...] = ("country",)
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3

    def clue_count(self, puzzle: Puzzle) -> int:
        """The room numbers."""
        return sum(token != "." for row in puzzle.tokens for token in row)


COUNTRY_ROAD = CountryRoad()

__all__ = ["COUNTRY_ROAD", "CountryRoad"]
