"""Vertex Slitherlink (puz.link's ``vslither``): a number counts its cell's corners that the loop passes through.

The loop runs on the cells' corners, as Slitherlink's does (``grid.DOTS``).
The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how it is written: Slitherlink's URL body, its own saved file),
``recipe`` (how ``loopcp generate`` makes it: Slitherlink's recipe with
the corners counted).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.vertexslitherlink import codes, rules
from loopcp.grid import DOTS
from loopcp.puzzle import Puzzle


def face_label(puzzle: Puzzle, face: tuple[int, int]) -> str:
    """The cell's clue character, blank for '.'."""
    return codes.face_label(puzzle.cells[face[0]][face[1]])


VERTEX_SLITHERLINK = Genre(
    name="vertexslitherlink",
    title="Vertex Slitherlink",
    board=DOTS,
    rules=rules,
    summary="a loop along the grid lines; a number counts its cell's corners that the loop passes through",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    aliases=("vslither",),
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"vertexslitherlink": Lazy("loopcp.genres.vertexslitherlink.dress", "DRESSER")}),
    clue_rules=rules.clue_rules,  # a digit's count of the cell's corners on the loop
    face_label=face_label,
)

__all__ = ["VERTEX_SLITHERLINK"]
