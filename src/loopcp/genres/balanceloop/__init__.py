"""Balance Loop: a loop through every circle, its two straight legs equal at white, unequal at black.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: a loop
dressed in circles).  No deduction levels of its own yet: the generic
engine grades, hints and explains.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.balanceloop import codes, rules
from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.grid import CENTRES, Cell
from loopcp.puzzle import Puzzle

_GLYPHS = {codes.WHITE: ("O", "○"), codes.BLACK: ("@", "●")}  # (ASCII, Unicode), as Masyu's pearls


class BalanceLoop(Record):
    """White and black circles, some numbered; the loop's legs from each are equal (white) or not (black)."""

    name = "balanceloop"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"balanceloop": Lazy("loopcp.genres.balanceloop.dress", "DRESSER")}
    )  # a loop dressed in circles
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a white or black circle, maybe numbered"
    text = "puzzlekit"
    edges_only = False  # its rules need booleans of their own (how long each leg is)
    aliases: tuple[str, ...] = ("balance",)
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A circle: O or ○ for white, @ or ● for black, drawn where the loop would be."""
        return _GLYPHS.get(puzzle.tokens[point[0]][point[1]][:1])

    def cell_number(self, puzzle: Puzzle, cell: Cell) -> str:
        """A circle's number, drawn on it ("" for none)."""
        return puzzle.tokens[cell[0]][cell[1]][1:]


BALANCE_LOOP = BalanceLoop()

__all__ = ["BALANCE_LOOP", "BalanceLoop"]
