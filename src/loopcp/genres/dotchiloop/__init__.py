"""Dotchi Loop: a loop through every white circle and no black one, turning at all of a room's or at none.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: rooms,
a loop, and circles on and off it).  No deduction levels of its own yet:
the generic engine grades, hints and explains.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.dotchiloop import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle

_GLYPHS = {codes.WHITE: ("O", "○"), codes.BLACK: ("@", "●")}  # (ASCII, Unicode), as Masyu's pearls


class DotchiLoop(Record):
    """Rooms of white and black circles; the loop takes every white one, alike within a room, and no black one."""

    name = "dotchiloop"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"dotchiloop": Lazy("loopcp.genres.dotchiloop.dress", "DRESSER")}
    )  # a loop dressed in circles
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a white or a black circle"
    text = "puzzlekit"
    edges_only = False  # its rules speak of rooms' choices and cells off the loop
    aliases: tuple[str, ...] = ("dotchi",)
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A circle: O or ○ for white, @ or ● for black, drawn where the loop would be."""
        return _GLYPHS.get(puzzle.tokens[point[0]][point[1]])


DOTCHI_LOOP = DotchiLoop()

__all__ = ["DOTCHI_LOOP", "DotchiLoop"]
