"""Yajilin: shade cells and run the loop through all the others; arrows count the shaded cells they point at.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (loopcp's clue tokens, and how the genre is written in each
format), and ``dress`` (how its puzzles are made).  Its hints are the
generic engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record, shade
from loopcp.genres.yajilin import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle, Solution


class Yajilin(Record):
    """Arrow clues; every other cell on the loop or shaded, shaded cells apart."""

    name = "yajilin"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"yajilin": Lazy("loopcp.genres.yajilin.dress", "DRESSER")}
    )  # a loop dressed in clues
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = codes.HINT
    text = "puzzlekit"
    edges_only = False  # its rules speak of cells off the loop
    aliases: tuple[str, ...] = ("yajirin",)
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A clue: its arrow (the number is in the text), or a filled box."""
        token = puzzle.tokens[point[0]][point[1]]
        if token == ".":
            return None
        return codes.GLYPHS.get(token[-1], ("#", "■"))

    def finish(self, puzzle: Puzzle, solution: Solution) -> Solution:
        """Every free cell off the loop is shaded."""
        return shade(puzzle, solution)


YAJILIN = Yajilin()

__all__ = ["YAJILIN", "Yajilin"]
