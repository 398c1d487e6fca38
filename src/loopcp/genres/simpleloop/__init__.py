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

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.simpleloop import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A shaded cell: # or ■."""
    return codes.GLYPHS.get(puzzle.cells[point[0]][point[1]])


SIMPLE_LOOP = Genre(
    name="simpleloop",
    title="Simple Loop",
    board=CENTRES,
    rules=rules,
    summary="a loop through every unshaded cell",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    puzzlink=codes.PUZZLINK,
    puzzlekit=codes.PUZZLEKIT,
    pzprv3=codes.PZPRV3,
    default_difficulty="direct",  # its rules solve every Simple Loop at once: no trial is ever needed (issue 40)
    recipes=MappingProxyType({"simpleloop": Lazy("loopcp.genres.simpleloop.dress", "DRESSER")}),  # a loop dressed
    clue_rules=rules.clue_rules,
    point_label=point_label,
)

__all__ = ["SIMPLE_LOOP"]
