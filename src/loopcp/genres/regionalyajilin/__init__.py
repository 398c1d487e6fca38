"""Regional Yajilin: shade some cells and run the loop through all the others; numbers count a room's shaded cells.

The package: ``rules`` (the constraints and the verifier's check) and
``codes`` (how the genre is written), and ``dress`` (how its puzzles are
made, ``generation/dressed.py``).  Its hints are the generic engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.regionalyajilin import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle, Solution


class RegionalYajilin(Record):
    """Rooms, some numbered; every cell on the loop or shaded, shaded cells apart."""

    name = "regionalyajilin"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"regionalyajilin": Lazy("loopcp.genres.regionalyajilin.dress", "DRESSER")}
    )  # a loop dressed in clues
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = ""
    cell_hint = "a room's number"
    text = "puzzlekit"
    edges_only = False  # its rules speak of cells off the loop
    aliases: tuple[str, ...] = ("yajilin-regions",)
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    pzprv3: Pzprv3Code | None = codes.PZPRV3
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK

    def finish(self, puzzle: Puzzle, solution: Solution) -> Solution:
        """Every cell off the loop is shaded."""
        return rules.finish(puzzle, solution)


REGIONAL_YAJILIN = RegionalYajilin()

__all__ = ["REGIONAL_YAJILIN", "RegionalYajilin"]
