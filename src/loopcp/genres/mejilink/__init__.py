"""Mejilink: a loop on the dotted lines; each region leaves as many of its dotted sides off the loop as it has cells.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: a
loop first, then regions cut to fit it).  Its hints are the generic
engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.mejilink import codes, rules
from loopcp.grid import DOTS
from loopcp.puzzle import Puzzle


def clue_count(puzzle: Puzzle) -> int:
    """The regions."""
    return len(puzzle.room_cells())


MEJILINK = Genre(
    name="mejilink",
    title="Mejilink",
    board=DOTS,
    rules=rules,
    summary="a loop on the dotted lines; each region leaves as many of its dotted sides off the loop as it has cells",
    cell_hint="'-', 'e', 's' or 'es' (a dotted line on the cell's east side, south side, or both)",
    text="puzzlekit",
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"mejilink": Lazy("loopcp.genres.mejilink.dress", "DRESSER")}),  # regions cut to a loop
    clue_count=clue_count,
)

__all__ = ["MEJILINK"]
