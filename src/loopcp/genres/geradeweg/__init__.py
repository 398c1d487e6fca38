"""Geradeweg: a loop through every clue, each straight segment touching a clue as long as its number.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.geradeweg import codes, rules
from loopcp.grid import CENTRES

GERADEWEG = Genre(
    name="geradeweg",
    title="Geradeweg",
    board=CENTRES,
    rules=rules,
    summary="a loop through every number; every straight segment that touches a number is that long",
    cell_hint="a number",
    text="puzzlekit",
    edges_only=False,  # its rules need booleans of their own (which stretch of a row a segment takes)
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"geradeweg": Lazy("loopcp.genres.geradeweg.dress", "DRESSER")}),  # a loop dressed
)

__all__ = ["GERADEWEG"]
