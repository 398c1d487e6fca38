"""Slitherlink and SuperSlitherlink: clues count the loop edges around cells.

The loop runs on the (m+1) x (n+1) corners, whose faces are the cells.  The
package: ``rules`` (constraints and the verifier's check), ``codes`` (how
the genre is written in each format, and drawn), ``recipe`` (how
``loopcp generate`` makes its puzzles), ``logic`` (the deduction rules
that grade, explain and hint; loaded only when asked for), ``judge``
(graded generation's judge of its clues, and its grade of a puzzle).
"""

from __future__ import annotations

from collections.abc import Mapping

from loopcp.genres.base import Lazy, Linear, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record, TathamCode
from loopcp.genres.slitherlink import codes, rules
from loopcp.genres.slitherlink.levels import LEVELS
from loopcp.grid import DOTS, Cell
from loopcp.puzzle import Puzzle


class Slitherlink(Record):
    """The Slitherlink family: ordinary clues, and SuperSlitherlink letters."""

    name = "slitherlink"
    rules = rules  # its constraints and the verifier's check, which ``Record`` asks
    board = DOTS
    cell_chars = codes.CELL_CHARS
    allows_letters = True
    cell_hint = codes.CELL_HINT
    tatham: TathamCode | None = codes.TATHAM
    puzzlink: PuzzlinkCode | None = codes.PUZZLINK
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    pzprv3: Pzprv3Code | None = codes.PZPRV3
    aliases: tuple[str, ...] = ("slither", "superslitherlink")
    levels: tuple[str, ...] = LEVELS
    logic: Lazy | None = Lazy("loopcp.genres.slitherlink.logic", "deduce")
    default_difficulty: str | None = "hard"
    recipes: Mapping[str, Lazy] = {
        "slitherlink": Lazy("loopcp.genres.slitherlink.recipe", "RECIPE"),
        "superslitherlink": Lazy("loopcp.genres.slitherlink.recipe", "SUPER_RECIPE"),
    }
    judge: Lazy | None = Lazy("loopcp.genres.slitherlink.judge", "SlitherJudge")
    grader: Lazy | None = Lazy("loopcp.genres.slitherlink.judge", "grade")
    grid_logic: Lazy | None = Lazy("loopcp.genres.slitherlink.logic.gridjudge", "GRID_RULES")  # Loopy's other grids
    slink = True
    mcc: Lazy | None = Lazy("loopcp.genres.slitherlink.mcc", "WRITER")

    def clue_rules(self, cell: Cell, ch: str) -> list[Linear]:
        """A digit's count of the cell's sides."""
        return rules.clue_rules(cell, ch)

    def kind(self, puzzle: Puzzle) -> str:
        """SuperSlitherlink when the puzzle has letters."""
        return "superslitherlink" if puzzle.letters else self.name

    def face_label(self, puzzle: Puzzle, face: tuple[int, int]) -> str:
        """The cell's clue character, blank for '.'."""
        return codes.face_label(puzzle.cells[face[0]][face[1]])


SLITHERLINK = Slitherlink()
DIGITS = codes.DIGITS

__all__ = ["DIGITS", "SLITHERLINK", "Slitherlink"]
