"""Masyu: a loop through cell centres, guided by white and black pearls.

Knuth's grid: ``0`` a white pearl, ``1`` a black pearl, ``.`` an empty cell.
The loop runs on the m x n cell centres.  The package: ``rules`` (which
pearl a loop allows where, the constraints, the verifier's check),
``codes`` (how the genre is written in each format, and drawn), ``recipe``
(how ``loopcp generate`` makes its puzzles), ``logic`` (the deduction
rules that grade, explain and hint; loaded only when asked for),
``judge`` (graded generation's judge of its clues).
"""

from __future__ import annotations

from collections.abc import Mapping

from loopcp.genres.base import Lazy, Linear, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record, TathamCode
from loopcp.genres.masyu import codes, rules
from loopcp.genres.masyu.codes import BLACK, WHITE
from loopcp.genres.masyu.levels import LEVELS
from loopcp.grid import CENTRES, Cell
from loopcp.puzzle import Puzzle


class Masyu(Record):
    """White and black pearls on cell centres."""

    name = "masyu"
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = CENTRES
    cell_chars = codes.CELL_CHARS
    allows_letters = False
    cell_hint = codes.CELL_HINT
    tatham: TathamCode | None = codes.TATHAM
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    pzprv3: Pzprv3Code | None = codes.PZPRV3
    aliases: tuple[str, ...] = ("mashu",)
    levels: tuple[str, ...] = LEVELS
    logic: Lazy | None = Lazy("loopcp.genres.masyu.logic", "deduce")
    default_difficulty: str | None = "tricky"
    recipes: Mapping[str, Lazy] = {"masyu": Lazy("loopcp.genres.masyu.recipe", "RECIPE")}
    judge: Lazy | None = Lazy("loopcp.genres.masyu.judge", "MasyuJudge")
    grader: Lazy | None = None
    slink = False
    mcc: Lazy | None = Lazy("loopcp.genres.masyu.mcc", "WRITER")

    def clue_rules(self, cell: Cell, ch: str) -> list[Linear]:
        """The linear form of one pearl's rule."""
        return rules.clue_rules(cell, ch)

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A pearl: O or ○ for white, @ or ● for black."""
        return codes.GLYPHS.get(puzzle.cells[point[0]][point[1]])


MASYU = Masyu()

__all__ = ["BLACK", "MASYU", "WHITE", "Masyu"]
