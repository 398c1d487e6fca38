"""Koburin: numbers count their shaded neighbours; every other cell on the loop or shaded, shaded cells apart.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record, shade
from loopcp.genres.koburin import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle, Solution


class Koburin(Record):
    """Number clues off the loop; every other cell on the loop or shaded, shaded cells apart."""

    name = "koburin"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"koburin": Lazy("loopcp.genres.koburin.dress", "DRESSER")}
    )  # a loop dressed in clues
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = codes.CELL_CHARS
    cell_hint = codes.CELL_HINT
    edges_only = False  # its rules speak of cells off the loop
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    pzprv3: Pzprv3Code | None = codes.PZPRV3

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A clue: its number."""
        ch = puzzle.cells[point[0]][point[1]]
        return None if ch == "." else (ch, ch)

    def cell_number(self, puzzle: Puzzle, cell: tuple[int, int]) -> str:
        """Its clue digit, drawn on the clue cell."""
        ch = puzzle.cells[cell[0]][cell[1]]
        return ch if ch.isdigit() else ""

    def finish(self, puzzle: Puzzle, solution: Solution) -> Solution:
        """Every free cell off the loop is shaded."""
        return shade(puzzle, solution)


KOBURIN = Koburin()

__all__ = ["KOBURIN", "Koburin"]
