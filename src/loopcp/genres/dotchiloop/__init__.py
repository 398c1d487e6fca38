"""Dotchi Loop: a loop through every white circle and no black one, turning at all of a room's or at none.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: rooms,
a loop, and circles on and off it).  No deduction levels of its own yet:
the generic engine grades, hints and explains.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.dotchiloop import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle

_GLYPHS = {codes.WHITE: ("O", "○"), codes.BLACK: ("@", "●")}  # (ASCII, Unicode), as Masyu's pearls


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A circle: O or ○ for white, @ or ● for black, drawn where the loop would be."""
    return _GLYPHS.get(puzzle.tokens[point[0]][point[1]])


DOTCHI_LOOP = Genre(
    name="dotchiloop",
    title="Dotchi Loop",
    board=CENTRES,
    rules=rules,
    summary="a loop through every white circle and no black one; in a room the white circles all turn"
    " or all go straight",
    cell_hint="a white or a black circle",
    text="puzzlekit",
    edges_only=False,  # its rules speak of rooms' choices and cells off the loop
    aliases=("dotchi",),
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"dotchiloop": Lazy("loopcp.genres.dotchiloop.dress", "DRESSER")}),  # circles
    point_label=point_label,
)

__all__ = ["DOTCHI_LOOP"]
