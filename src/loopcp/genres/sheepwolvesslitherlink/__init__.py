"""Sheep and Wolves Slitherlink (puz.link's ``swslither``): Slitherlink's numbers, sheep inside the loop, wolves out.

The loop runs on the cells' corners, as Slitherlink's does (``grid.DOTS``).
The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how it is written: Knuth's characters, puz.link's URL body and
saved file), ``dress`` (how ``loopcp generate`` makes it).  Its hints are
the generic engine's.  It takes puz.link's full-loop flag
(``swslither/f/``).
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.sheepwolvesslitherlink import codes, rules
from loopcp.grid import DOTS
from loopcp.puzzle import Puzzle


def face_label(puzzle: Puzzle, face: tuple[int, int]) -> str:
    """The cell's clue: a number, S a sheep (5), W a wolf (6); blank for '.'."""
    return codes.face_label(puzzle.cells[face[0]][face[1]])


SHEEP_WOLVES_SLITHERLINK = Genre(
    name="sheepwolvesslitherlink",
    title="Sheep and Wolves Slitherlink",
    board=DOTS,
    rules=rules,
    summary="a loop along the grid lines; a number counts its cell's sides on the loop; sheep lie inside the"
    " loop, wolves outside",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    edges_only=False,  # a sheep or a wolf names its cell's face
    aliases=("swslither",),
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    full=True,  # puz.link's swslither/f/: the loop passes every dot
    recipes=MappingProxyType({"sheepwolvesslitherlink": Lazy("loopcp.genres.sheepwolvesslitherlink.dress", "DRESSER")}),
    clue_rules=rules.clue_rules,  # a digit's count of sides, an animal's side of the loop
    face_label=face_label,
)

__all__ = ["SHEEP_WOLVES_SLITHERLINK"]
