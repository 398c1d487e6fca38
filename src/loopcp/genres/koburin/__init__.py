"""Koburin: numbers count their shaded neighbours; every other cell on the loop or shaded, shaded cells apart.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, digit_label, digit_number, shade
from loopcp.genres.koburin import codes, rules
from loopcp.grid import CENTRES

KOBURIN = Genre(
    name="koburin",
    title="Koburin",
    board=CENTRES,
    rules=rules,
    summary="shade cells and loop through all the others; shaded cells never touch; a number counts the shaded"
    " cells beside it",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    edges_only=False,  # its rules speak of cells off the loop
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"koburin": Lazy("loopcp.genres.koburin.dress", "DRESSER")}),  # a loop dressed
    point_label=digit_label,  # a clue: its number
    cell_number=digit_number,
    finish=shade,  # every free cell off the loop is shaded
)

__all__ = ["KOBURIN"]
