"""Castle Wall: a loop around walls, white ones inside and black ones outside, arrows counting its segments.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.castlewall import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle

GLYPHS = {"n": ("^", "↑"), "s": ("v", "↓"), "w": ("<", "←"), "e": (">", "→")}
WALLS = {"o": ("O", "□"), "x": ("#", "■"), "": ("%", "▒")}  # "O": drawn as a white circle in SVG


class CastleWall(Record):
    """Walls off the loop: white inside, black outside, arrows counting segments."""

    name = "castlewall"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"castlewall": Lazy("loopcp.genres.castlewall.dress", "DRESSER")}
    )  # a loop dressed in clues
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a wall"
    text = "puzzlekit"
    edges_only = False  # its rules speak of the loop's inside and of cells off it
    aliases: tuple[str, ...] = ("castle",)
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A wall: its arrow (the count is in the text), else its colour."""
        wall = rules.parse(puzzle.tokens[point[0]][point[1]])
        if wall is None:
            return None
        return GLYPHS[wall[1]] if wall[1] else WALLS[wall[2]]


CASTLE_WALL = CastleWall()

__all__ = ["CASTLE_WALL", "CastleWall"]
