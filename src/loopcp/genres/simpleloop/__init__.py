"""Simple Loop: a loop through cell centres that visits every open cell and no shaded one.

Knuth's grid: ``#`` a shaded cell, ``.`` an open cell (``codes``).  The
package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written in each format, and drawn).

Every cell is a clue (open: visit it; shaded: avoid it), so the puzzle is
fixed by its loop: ``dress`` shades the cells a random loop leaves out,
and the generator draws loops until one is the only loop through its own
cells (a loop that never runs beside itself, so few are thrown away).
Its hints are the generic engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, Linear, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.simpleloop import codes, rules
from loopcp.grid import CENTRES, Cell
from loopcp.puzzle import Puzzle


class SimpleLoop(Record):
    """Shaded cells on a board whose every other cell the loop passes through."""

    name = "simpleloop"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"simpleloop": Lazy("loopcp.genres.simpleloop.dress", "DRESSER")}
    )  # a loop dressed in clues
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = codes.CELL_CHARS
    cell_hint = codes.CELL_HINT
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    pzprv3: Pzprv3Code | None = codes.PZPRV3
    # No Tatham game or deduction rules of its own: Record's absent parts.

    def clue_rules(self, cell: Cell, ch: str) -> list[Linear]:
        """One cell's rule."""
        return rules.clue_rules(cell, ch)

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A shaded cell: # or ■."""
        return codes.GLYPHS.get(puzzle.cells[point[0]][point[1]])


SIMPLE_LOOP = SimpleLoop()

__all__ = ["SIMPLE_LOOP", "SimpleLoop"]
