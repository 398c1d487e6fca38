"""Moon or Sun: a loop through every room once, taking all the moons or all the suns of each, alternately.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.moonsun import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


class MoonSun(Record):
    """Rooms of moons and suns; each room once, all its moons or all its suns, the kinds alternating."""

    name = "moonsun"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"moonsun": Lazy("loopcp.genres.moonsun.dress", "DRESSER")}
    )  # a loop dressed in clues
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a moon or a sun"
    text = "puzzlekit"
    edges_only = False  # its rules speak of rooms' kinds and cells off the loop
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A sun as a white circle, a moon as a black one, drawn where the loop would be (as Masyu's pearls)."""
        return {rules.SUN: ("O", "○"), rules.MOON: ("@", "●")}.get(puzzle.tokens[point[0]][point[1]])


MOON_SUN = MoonSun()

__all__ = ["MOON_SUN", "MoonSun"]
