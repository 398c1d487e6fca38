"""Linesweeper: a loop through cell centres that avoids the numbers; each number counts the loop's cells around it.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written).  puz.link has no Linesweeper, so it
has no URL and no saved file: its text is Knuth's grid (one character a
cell) or the puzzlekit dataset's.  Its generator dresses a random loop in
numbers (``dress``); no deduction levels of its own yet.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, digit_label, digit_number
from loopcp.genres.linesweeper import codes, rules
from loopcp.grid import CENTRES

LINESWEEPER = Genre(
    name="linesweeper",
    title="Linesweeper",
    board=CENTRES,
    rules=rules,
    summary="a loop that avoids the numbers; a number counts the loop's cells among its eight neighbours",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    edges_only=False,  # its rules speak of cells off the loop
    puzzlekit=codes.PUZZLEKIT,
    recipes=MappingProxyType({"linesweeper": Lazy("loopcp.genres.linesweeper.dress", "DRESSER")}),  # a loop dressed
    point_label=digit_label,  # a clue: its number, where the loop never runs
    cell_number=digit_number,
)

__all__ = ["LINESWEEPER"]
