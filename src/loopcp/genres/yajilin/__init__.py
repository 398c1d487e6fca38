"""Yajilin: shade cells and run the loop through all the others; arrows count the shaded cells they point at.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (loopcp's clue tokens, and how the genre is written in each
format), and ``dress`` (how its puzzles are made).  Its hints are the
generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, shade
from loopcp.genres.yajilin import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A clue: its number and arrow (``2>`` for ``2e``, ``?>`` for ``?e``), or a filled box."""
    token = puzzle.tokens[point[0]][point[1]]
    if token == ".":
        return None
    ascii_glyph, glyph = codes.GLYPHS.get(token[-1], ("#", "■"))
    number = token[:-1] if token[-1] in codes.GLYPHS else token.rstrip("x@")  # a bare number: pzprjs's error
    return number + ascii_glyph, number + glyph


YAJILIN = Genre(
    name="yajilin",
    title="Yajilin",
    board=CENTRES,
    rules=rules,
    summary="shade cells and loop through all the others; shaded cells never touch; an arrow counts the shaded"
    " cells in its direction",
    cell_hint=codes.HINT,
    text="puzzlekit",
    edges_only=False,  # its rules speak of cells off the loop
    aliases=("yajirin",),
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"yajilin": Lazy("loopcp.genres.yajilin.dress", "DRESSER")}),  # a loop dressed
    point_label=point_label,
    finish=shade,  # every free cell off the loop is shaded
)

__all__ = ["YAJILIN"]
