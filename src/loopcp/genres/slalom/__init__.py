"""Slalom: a loop from the start circle through every gate once, the numbered gates in their order.

The package: ``rules`` (the gates and their numbers, the constraints and
the verifier's check), ``codes`` (how the genre is written) and ``dress``
(how its puzzles are made, ``generation/dressed.py``).  The loop is
directed (``genres.directed``): the numbered gates say which way round it
runs.  Its hints are the generic engine's, which reads the arcs and the
gates counted along the loop as it reads any clue.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.slalom import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle

# A number's arrow: the double arrows draw the post filled, its arrow white (``pictures.drawing.FILLED_ARROWS``).
GLYPHS = {"n": ("^", "⇑"), "s": ("v", "⇓"), "w": ("<", "⇐"), "e": (">", "⇒")}
MARKS = {
    rules.START: ("O", "○"),  # drawn as a white circle in SVG
    rules.VERTICAL: (":", "┆"),  # a dashed line in SVG
    rules.HORIZONTAL: ("=", "┄"),
    rules.BLACK: ("#", "■"),
}


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """The start circle, a gate's dashes, a black cell, or a number and its arrow (``3^``; ``3#`` without)."""
    token = puzzle.tokens[point[0]][point[1]]
    if token in MARKS:
        return MARKS[token]
    clue = rules.number(token)
    if clue is None:
        return None
    glyph = GLYPHS.get(clue[1], MARKS[rules.BLACK])
    return str(clue[0]) + glyph[0], str(clue[0]) + glyph[1]


SLALOM = Genre(
    name="slalom",
    title="Slalom",
    board=CENTRES,
    rules=rules,
    summary="a loop from the start circle through one cell of every gate, avoiding the black cells; going one"
    " way round, it passes the numbered gates in their order",
    cell_hint=codes.HINT,
    text="puzzlekit",
    edges_only=False,  # its rules speak of cells off the loop and of the way round it runs
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"slalom": Lazy("loopcp.genres.slalom.dress", "DRESSER")}),  # a loop dressed
    point_label=point_label,
)

__all__ = ["SLALOM"]
