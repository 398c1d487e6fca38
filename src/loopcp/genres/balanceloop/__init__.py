"""Balance Loop: a loop through every circle, its two straight legs equal at white, unequal at black.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: a loop
dressed in circles).  No deduction levels of its own yet: the generic
engine grades, hints and explains.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.balanceloop import codes, rules
from loopcp.genres.base import Genre, Lazy
from loopcp.grid import CENTRES, Cell
from loopcp.puzzle import Puzzle

_GLYPHS = {codes.WHITE: ("O", "○"), codes.BLACK: ("@", "●")}  # (ASCII, Unicode), as Masyu's pearls


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A circle: O or ○ for white, @ or ● for black, drawn where the loop would be."""
    return _GLYPHS.get(puzzle.tokens[point[0]][point[1]][:1])


def cell_number(puzzle: Puzzle, cell: Cell) -> str:
    """A circle's number, drawn on it ("" for none)."""
    return puzzle.tokens[cell[0]][cell[1]][1:]


BALANCE_LOOP = Genre(
    name="balanceloop",
    title="Balance Loop",
    board=CENTRES,
    rules=rules,
    summary="a loop through every circle: its two straight legs are equal at a white one and unequal at a black one;"
    " a number is their sum",
    cell_hint="a white or black circle, maybe numbered",
    text="puzzlekit",
    edges_only=False,  # its rules need booleans of their own (how long each leg is)
    aliases=("balance",),
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"balanceloop": Lazy("loopcp.genres.balanceloop.dress", "DRESSER")}),  # circles
    point_label=point_label,
    cell_number=cell_number,
)

__all__ = ["BALANCE_LOOP"]
