"""Maxi Loop: a loop through every cell; a room's number is the length of the loop's longest visit to it.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: rooms,
a loop through every cell, each room numbered with its longest visit).
Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, count_tokens
from loopcp.genres.maxi import codes, rules
from loopcp.grid import CENTRES

MAXI = Genre(
    name="maxi",
    title="Maxi Loop",
    board=CENTRES,
    rules=rules,
    summary="a loop through every cell; a room's number is the most cells the loop passes in it in one visit",
    cell_hint="a room's number",
    text="puzzlekit",
    edges_only=False,  # its rules need booleans of their own (how far a visit runs on)
    aliases=("maxiloop",),
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"maxi": Lazy("loopcp.genres.maxi.dress", "DRESSER")}),  # rooms numbered with visits
    clue_count=count_tokens,  # the room numbers
)

__all__ = ["MAXI"]
