"""Regional Yajilin: shade some cells and run the loop through all the others; numbers count a room's shaded cells.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.regionalyajilin import codes, rules
from loopcp.grid import CENTRES

REGIONAL_YAJILIN = Genre(
    name="regionalyajilin",
    title="Regional Yajilin",
    board=CENTRES,
    rules=rules,
    summary="shade cells and loop through all the others; shaded cells never touch; a room's number counts"
    " its shaded cells",
    cell_hint="a room's number",
    text="puzzlekit",
    edges_only=False,  # its rules speak of cells off the loop
    aliases=("yajilin-regions",),
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType(
        {"regionalyajilin": Lazy("loopcp.genres.regionalyajilin.dress", "DRESSER")}
    ),  # a loop dressed in clues
    finish=rules.finish,  # every cell off the loop is shaded
)

__all__ = ["REGIONAL_YAJILIN"]
