"""Nanameguri: a loop through cell centres that visits every region once and every diagonal without crossing it.

The package: ``rules`` (the regions of whole and half cells, the
constraints and the verifier's check), ``codes`` (how the genre is
written) and ``dress`` (how its puzzles are made,
``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, count_tokens
from loopcp.genres.nanameguri import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle

GLYPHS = {"\\": ("\\", "╲"), "/": ("/", "╱")}  # (ASCII, Unicode) drawn at a diagonal's cell


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A diagonal: drawn across its cell."""
    return GLYPHS.get(puzzle.tokens[point[0]][point[1]])


NANAMEGURI = Genre(
    name="nanameguri",
    title="Nanameguri",
    board=CENTRES,
    rules=rules,
    summary="a loop that visits every region once, borders and diagonals parting the regions;"
    " it visits every diagonal's cell without crossing the diagonal",
    cell_hint=codes.CELL_HINT,
    text="puzzlekit",
    edges_only=False,  # its rules speak of cells on the loop
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"nanameguri": Lazy("loopcp.genres.nanameguri.dress", "DRESSER")}),
    clue_count=count_tokens,
    point_label=point_label,
)

__all__ = ["NANAMEGURI"]
