"""Touch Slitherlink (puz.link's ``tslither``): a number counts the separate places where the loop touches its cell.

The loop runs on the cells' corners, as Slitherlink's does (``grid.DOTS``).
The package: ``rules`` (the constraints and the verifier's check),
``codes`` (Vertex Slitherlink's URL body and saved file, under its own
pid), ``dress`` (how ``loopcp generate`` makes it: Vertex Slitherlink's
dresser with its own count).  Its hints are the generic engine's.  It takes
puz.link's full-loop flag (``tslither/f/``).
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.touchslitherlink import rules
from loopcp.genres.vertexslitherlink import codes
from loopcp.grid import DOTS
from loopcp.puzzle import Puzzle


def face_label(puzzle: Puzzle, face: tuple[int, int]) -> str:
    """The cell's clue character, blank for '.'."""
    return codes.face_label(puzzle.cells[face[0]][face[1]])


TOUCH_SLITHERLINK = Genre(
    name="touchslitherlink",
    title="Touch Slitherlink",
    board=DOTS,
    rules=rules,
    summary="a loop along the grid lines; a number counts the separate places where the loop touches its cell's"
    " sides and corners",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    aliases=("tslither",),
    puzzlink=codes.puzzlink("tslither"),
    pzprv3=codes.pzprv3("tslither"),
    full=True,  # puz.link's tslither/f/: the loop passes every dot
    recipes=MappingProxyType({"touchslitherlink": Lazy("loopcp.genres.touchslitherlink.dress", "DRESSER")}),
    clue_rules=rules.clue_rules,  # a digit's count of the places the loop touches the cell
    face_label=face_label,
)

__all__ = ["TOUCH_SLITHERLINK"]
