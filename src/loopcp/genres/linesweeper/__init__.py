"""Linesweeper: a loop through cell centres that avoids the numbers; each number counts the loop's cells around it.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written).  puz.link has no Linesweeper, so it
has no URL and no saved file: its text is Knuth's grid (one character a
cell) or the puzzlekit dataset's.  Its generator dresses a random loop in
numbers (``dress``); no deduction levels of its own yet.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, Record
from loopcp.genres.linesweeper import codes, rules
from loopcp.grid import CENTRES, Cell
from loopcp.puzzle import Puzzle


class Linesweeper(Record):
    """Number clues off the loop, each the count of loop cells among its eight neighbours."""

    name = "linesweeper"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"linesweeper": Lazy("loopcp.genres.linesweeper.dress", "DRESSER")}
    )  # a loop dressed in clues
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = codes.CELL_CHARS
    cell_hint = codes.CELL_HINT
    edges_only = False  # its rules speak of cells off the loop
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A clue: its number, where the loop never runs."""
        ch = puzzle.cells[point[0]][point[1]]
        return None if ch == "." else (ch, ch)

    def cell_number(self, puzzle: Puzzle, cell: Cell) -> str:
        """Its clue digit, drawn on the clue cell."""
        ch = puzzle.cells[cell[0]][cell[1]]
        return ch if ch.isdigit() else ""


LINESWEEPER = Linesweeper()

__all__ = ["LINESWEEPER", "Linesweeper"]
