"""Barns: one loop through every cell, straight over the ice and crossing itself only there, never through a wall.

A puzzle is its icy cells (tokens ``i``) and its walls (``Puzzle.rooms``
and ``Puzzle.walls``, as every genre of borders keeps them).  The
package: ``rules`` (the constraints and the verifier's check), ``codes``
(how the genre is written) and ``dress`` (its generator: random ice, a
loop through every cell, every border it leaves walled, then fewer
walls).  The icy cells are where the loop may cross itself
(``crossings``): the loop core's crossing model and the verifier's
straight walk do the rest.  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.barns import codes, rules
from loopcp.genres.base import Genre, Lazy
from loopcp.genres.rooms import walled
from loopcp.grid import CENTRES, Point
from loopcp.puzzle import Puzzle


def crossings(puzzle: Puzzle) -> frozenset[Point]:
    """The icy cells: the only places the loop may cross itself."""
    return frozenset((i, j) for i, row in enumerate(puzzle.tokens) for j, token in enumerate(row) if token == codes.ICE)


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """An icy cell: ``*`` or ``░``."""
    return ("*", "░") if puzzle.tokens and puzzle.tokens[point[0]][point[1]] == codes.ICE else None


def clue_count(puzzle: Puzzle) -> int:
    """The icy cells and the walls (each border between two cells once)."""
    return len(crossings(puzzle)) + len(walled(puzzle))


BARNS = Genre(
    name="barns",
    title="Barns",
    board=CENTRES,
    rules=rules,
    summary="a loop through every cell, never through a wall; straight over the ice, and crossing itself only there",
    cell_hint="'i' (an icy cell) or '.'",
    text="puzzlekit",
    edges_only=False,  # every cell on the loop: a point term; and its crossings are no simple loop's
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"barns": Lazy("loopcp.genres.barns.dress", "DRESSER")}),  # walls where the loop is not
    clue_count=clue_count,
    point_label=point_label,
    crossings=crossings,
)

__all__ = ["BARNS"]
