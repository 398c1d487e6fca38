"""Slitherlink and SuperSlitherlink: clues count the loop edges around cells.

The loop runs on the (m+1) x (n+1) corners, whose faces are the cells.  The
package: ``rules`` (constraints and the verifier's check), ``codes`` (how
the genre is written in each format, and drawn), ``recipe`` (how
``loopcp generate`` makes its puzzles), ``logic`` (the deduction rules
that grade, explain and hint; loaded only when asked for), ``judge``
(graded generation's judge of its clues, and its grade of a puzzle).
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.slitherlink import codes, rules
from loopcp.genres.slitherlink.levels import LEVELS
from loopcp.grid import DOTS
from loopcp.puzzle import Puzzle


def kind(puzzle: Puzzle) -> str:
    """SuperSlitherlink when the puzzle has letters."""
    return "superslitherlink" if puzzle.letters else puzzle.genre


def face_label(puzzle: Puzzle, face: tuple[int, int]) -> str:
    """The cell's clue character, blank for '.'."""
    return codes.face_label(puzzle.cells[face[0]][face[1]])


SLITHERLINK = Genre(
    name="slitherlink",
    title="Slitherlink",
    board=DOTS,
    rules=rules,
    summary="a loop along the grid lines; a number counts its cell's sides on the loop (SuperSlitherlink:"
    " a letter region's number counts the loop edges on its boundary)",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    allows_letters=True,
    aliases=("slither", "superslitherlink"),
    tatham=codes.TATHAM,
    puzzlink=codes.PUZZLINK,
    puzzlekit=codes.PUZZLEKIT,
    pzprv3=codes.PZPRV3,
    slink=True,
    full=True,  # puz.link's slither/f/: the loop passes every dot
    levels=LEVELS,
    logic=Lazy("loopcp.genres.slitherlink.logic", "deduce"),
    grid_logic=Lazy("loopcp.genres.slitherlink.logic.gridjudge", "GRID_RULES"),  # Loopy's other grids
    default_difficulty="hard",
    recipes=MappingProxyType(
        {
            "slitherlink": Lazy("loopcp.genres.slitherlink.recipe", "RECIPE"),
            "superslitherlink": Lazy("loopcp.genres.slitherlink.recipe", "SUPER_RECIPE"),
        }
    ),
    judge=Lazy("loopcp.genres.slitherlink.judge", "SlitherJudge"),
    grader=Lazy("loopcp.genres.slitherlink.judge", "grade"),
    mcc=Lazy("loopcp.genres.slitherlink.mcc", "WRITER"),
    clue_rules=rules.clue_rules,  # a digit's count of the cell's sides
    kind=kind,
    face_label=face_label,
)
DIGITS = codes.DIGITS

__all__ = ["DIGITS", "SLITHERLINK"]
