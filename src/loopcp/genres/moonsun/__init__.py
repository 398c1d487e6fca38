"""Moon or Sun: a loop through every room once, taking all the moons or all the suns of each, alternately.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.moonsun import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A sun as a white circle, a moon as a black one, drawn where the loop would be (as Masyu's pearls)."""
    return {rules.SUN: ("O", "○"), rules.MOON: ("@", "●")}.get(puzzle.tokens[point[0]][point[1]])


MOON_SUN = Genre(
    name="moonsun",
    title="Moon or Sun",
    board=CENTRES,
    rules=rules,
    summary="a loop through every room once, taking all its moons and none of its suns or the reverse;"
    " the kind changes from room to room",
    cell_hint="a moon or a sun",
    text="puzzlekit",
    edges_only=False,  # its rules speak of rooms' kinds and cells off the loop
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"moonsun": Lazy("loopcp.genres.moonsun.dress", "DRESSER")}),  # a loop dressed
    point_label=point_label,
)

__all__ = ["MOON_SUN"]
