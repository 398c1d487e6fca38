"""Tapa-Like Loop: a loop through cell centres round clues that list the runs of loop cells around them.

The package: ``rules`` (the runs round a clue, the constraints and the
verifier's check), ``codes`` (how the genre is written) and ``dress``
(how its puzzles are made, ``generation/dressed.py``).  Its hints are the
generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, count_tokens
from loopcp.genres.tapalikeloop import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A clue: its runs side by side (``13`` for ``1,3``), where the loop never runs."""
    token = puzzle.tokens[point[0]][point[1]]
    if token == ".":
        return None
    text = token.replace(",", "")
    return text, text


def cell_number(puzzle: Puzzle, cell: tuple[int, int]) -> str:
    """A clue's runs side by side, as a picture draws them on its cell."""
    return puzzle.tokens[cell[0]][cell[1]].replace(",", "").replace(".", "")


TAPA_LIKE_LOOP = Genre(
    name="tapalikeloop",
    title="Tapa-Like Loop",
    board=CENTRES,
    rules=rules,
    summary="a loop that avoids the clues; a clue lists the runs of loop cells among its eight neighbours",
    cell_hint=codes.CLUE_HINT,
    text="puzzlekit",
    edges_only=False,  # its rules need booleans of their own (which pattern of runs a clue's ring takes)
    aliases=("tapaloop",),
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"tapalikeloop": Lazy("loopcp.genres.tapalikeloop.dress", "DRESSER")}),  # a loop dressed
    clue_count=count_tokens,
    point_label=point_label,
    cell_number=cell_number,
)

__all__ = ["TAPA_LIKE_LOOP"]
