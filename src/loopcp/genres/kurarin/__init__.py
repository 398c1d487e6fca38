"""Kurarin: shade cells and run a loop through all the others; dots weigh the shaded cells they touch.

The package: ``rules`` (the dots, the constraints, the shading and the
verifier's check), ``codes`` (how the genre is written) and ``dress``
(how its puzzles are made, ``generation/dressed.py``).  Its hints are
the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.kurarin import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def clue_count(puzzle: Puzzle) -> int:
    """The dots."""
    return len(rules.dots(puzzle))


def cell_number(puzzle: Puzzle, cell: tuple[int, int]) -> str:
    """No number: a cell's dots are drawn where they sit (``Genre.dots``)."""
    return ""


KURARIN = Genre(
    name="kurarin",
    title="Kurarin",
    board=CENTRES,
    rules=rules,
    summary="shade cells and loop through all the others; a black dot touches more shaded cells than unshaded,"
    " a grey one as many, a white one fewer",
    cell_hint=codes.CELL_HINT,
    text="puzzlekit",
    edges_only=False,  # its rules speak of cells off the loop
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"kurarin": Lazy("loopcp.genres.kurarin.dress", "DRESSER")}),
    clue_count=clue_count,
    cell_number=cell_number,
    dots=rules.placed,
    finish=rules.finish,
)

__all__ = ["KURARIN"]
