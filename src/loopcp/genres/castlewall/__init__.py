"""Castle Wall: a loop around walls, white ones inside and black ones outside, arrows counting its segments.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.castlewall import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle

GLYPHS = {"n": ("^", "↑"), "s": ("v", "↓"), "w": ("<", "←"), "e": (">", "→")}
WALLS = {"o": ("O", "□"), "x": ("#", "■"), "": ("%", "▒")}  # "O": drawn as a white circle in SVG


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A wall: its count and arrow (``2>``, ``?>``), else its colour."""
    wall = rules.parse(puzzle.tokens[point[0]][point[1]])
    if wall is None:
        return None
    if not wall[1]:
        return WALLS[wall[2]]
    count = "?" if wall[0] is None else str(wall[0])
    return count + GLYPHS[wall[1]][0], count + GLYPHS[wall[1]][1]


CASTLE_WALL = Genre(
    name="castlewall",
    title="Castle Wall",
    board=CENTRES,
    rules=rules,
    summary="a loop that avoids the walls, with the white walls inside it and the black ones outside;"
    " an arrow counts the loop's segments in its direction",
    cell_hint="a wall",
    text="puzzlekit",
    edges_only=False,  # its rules speak of the loop's inside and of cells off it
    aliases=("castle",),
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"castlewall": Lazy("loopcp.genres.castlewall.dress", "DRESSER")}),  # a loop dressed
    point_label=point_label,
)

__all__ = ["CASTLE_WALL", "GLYPHS", "WALLS"]
