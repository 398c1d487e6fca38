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

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.masyu import codes, rules
from loopcp.genres.masyu.codes import BLACK, WHITE
from loopcp.genres.masyu.levels import LEVELS
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A pearl: O or ○ for white, @ or ● for black."""
    return codes.GLYPHS.get(puzzle.cells[point[0]][point[1]])


MASYU = Genre(
    name="masyu",
    title="Masyu",
    board=CENTRES,
    rules=rules,
    summary="a loop through every pearl: straight through a white one, turning next to it on at least one side;"
    " turning at a black one, straight on through both sides",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    aliases=("mashu",),
    tatham=codes.TATHAM,
    puzzlink=codes.PUZZLINK,
    puzzlekit=codes.PUZZLEKIT,
    pzprv3=codes.PZPRV3,
    full=True,  # puz.link's mashu/f/: the loop passes every cell
    levels=LEVELS,
    logic=Lazy("loopcp.genres.masyu.logic", "deduce"),
    default_difficulty="tricky",
    recipes=MappingProxyType({"masyu": Lazy("loopcp.genres.masyu.recipe", "RECIPE")}),
    judge=Lazy("loopcp.genres.masyu.judge", "MasyuJudge"),
    mcc=Lazy("loopcp.genres.masyu.mcc", "WRITER"),
    clue_rules=rules.clue_rules,  # the linear form of one pearl's rule
    point_label=point_label,
)

__all__ = ["BLACK", "MASYU", "WHITE"]
