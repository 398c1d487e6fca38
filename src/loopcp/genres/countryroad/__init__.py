"""Country Road: a loop through cell centres that passes through every room once.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, count_tokens
from loopcp.genres.countryroad import codes, rules
from loopcp.grid import CENTRES

COUNTRY_ROAD = Genre(
    name="countryroad",
    title="Country Road",
    board=CENTRES,
    rules=rules,
    summary="a loop that passes through every room once; a number counts its room's cells on the loop;"
    " cells off the loop never touch across a border",
    cell_hint="a room's number",
    text="puzzlekit",
    edges_only=False,  # its rules speak of cells off the loop
    aliases=("country",),
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"countryroad": Lazy("loopcp.genres.countryroad.dress", "DRESSER")}),  # a loop dressed
    clue_count=count_tokens,  # the room numbers
)

__all__ = ["COUNTRY_ROAD"]
