"""Shingoki: a loop through every circle, straight at white ones, turning at black ones; numbers sum the legs.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written).  puz.link has no Shingoki, so it
has no URL and no saved file: its text is a grid of clue tokens, the
puzzlekit dataset's.  Its generator dresses a random loop in circles
(``dress``); no deduction levels of its own yet.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.shingoki import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A white circle as ``O``, a black one as ``@``, drawn where the loop would be (as Masyu's pearls)."""
    token = puzzle.tokens[point[0]][point[1]]
    return codes.GLYPHS.get(token[0])


def cell_number(puzzle: Puzzle, cell: tuple[int, int]) -> str:
    """A circle's number, which pictures draw on the circle (the terminal shows the circle alone)."""
    return puzzle.tokens[cell[0]][cell[1]][1:]


SHINGOKI = Genre(
    name="shingoki",
    title="Shingoki",
    board=CENTRES,
    rules=rules,
    summary="a loop through every circle, straight through a white one and turning at a black one;"
    " a number is the sum of its two straight legs",
    cell_hint="a circle",
    text="puzzlekit",
    edges_only=False,  # its numbers need booleans of their own (how far each leg runs)
    puzzlekit=codes.PUZZLEKIT,
    recipes=MappingProxyType({"shingoki": Lazy("loopcp.genres.shingoki.dress", "DRESSER")}),  # a loop dressed
    point_label=point_label,
    cell_number=cell_number,
)

__all__ = ["SHINGOKI"]
