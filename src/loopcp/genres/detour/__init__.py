"""Detour: a loop through every cell that turns in each numbered room as often as its number says.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: rooms,
a loop through every cell, and its turns counted).  No deduction levels
of its own yet: hints and grades come from the generic engine.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, count_tokens
from loopcp.genres.detour import codes, rules
from loopcp.grid import CENTRES

DETOUR = Genre(
    name="detour",
    title="Detour",
    board=CENTRES,
    rules=rules,
    summary="a loop through every cell; a room's number counts the loop's turns in it",
    cell_hint="a room's number",
    text="puzzlekit",
    edges_only=False,  # its rules need booleans of their own (where the loop turns)
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"detour": Lazy("loopcp.genres.detour.dress", "DRESSER")}),  # rooms numbered with turns
    clue_count=count_tokens,  # the room numbers
)

__all__ = ["DETOUR"]
