"""Mid-loop: a loop over every circle, each circle the midpoint of the straight segment it lies on.

The package: ``rules`` (the constraints and the verifier's check),
``codes`` (how the genre is written) and ``dress`` (its generator: a loop
dressed in the midpoints of its segments).  Its hints are the generic
engine's.  A circle may sit on a border between two cells: the pictures
draw it there (``edge_label``).
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.midloop import codes, rules
from loopcp.grid import CENTRES, Edge
from loopcp.puzzle import Puzzle

DOT = ("o", "•")  # a circle's glyph (ASCII, Unicode): the pictures draw it as a small black dot


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A circle on a cell's centre."""
    return DOT if codes.CENTRE in puzzle.tokens[point[0]][point[1]] else None


def edge_label(puzzle: Puzzle, edge: Edge) -> tuple[str, str] | None:
    """A circle on the border an edge crosses: the east side of its first cell (``h``) or the south side (``v``)."""
    kind, i, j = edge
    return DOT if (codes.EAST if kind == "h" else codes.SOUTH) in puzzle.tokens[i][j] else None


def clue_count(puzzle: Puzzle) -> int:
    """The circles (a cell may hold up to three)."""
    return len(rules.circles(puzzle))


MIDLOOP = Genre(
    name="midloop",
    title="Mid-loop",
    board=CENTRES,
    rules=rules,
    summary="a loop over every circle; each circle, on a cell or on a border, is the midpoint of its straight segment",
    cell_hint="circles on the cell's centre (o), its east side (e) or its south side (s)",
    text="puzzlekit",
    edges_only=False,  # its rules need booleans of their own (how far the loop runs straight)
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"midloop": Lazy("loopcp.genres.midloop.dress", "DRESSER")}),  # midpoints
    clue_count=clue_count,
    point_label=point_label,
    edge_label=edge_label,
)

__all__ = ["MIDLOOP"]
