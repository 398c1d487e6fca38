"""Ura-Masyu: Masyu with the pearls' rules swapped, a white pearl turning and a black one going straight.

Written as Masyu is (Knuth's ``0`` a white pearl, ``1`` a black one; the
puz.link URL and saved file are ``mashu``'s, which puz.link's editor reads
as Ura-Masyu with its setting "Change to Ura-Mashu"), so the package has
no codes of its own: ``rules`` (the constraints and the verifier's check,
over Masyu's definition of a pearl) and ``recipe`` (Masyu's pearly loops,
the pearls swapped).  Its hints are the generic engine's.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.masyu import codes
from loopcp.genres.uramashu import rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A pearl as Masyu draws it: O or ○ for white, @ or ● for black."""
    return codes.GLYPHS.get(puzzle.cells[point[0]][point[1]])


URAMASHU = Genre(
    name="uramashu",
    title="Ura-Masyu",
    board=CENTRES,
    rules=rules,
    summary="a loop through every pearl: turning at a white one, straight on through both sides;"
    " straight through a black one, turning next to it on at least one side",
    cell_hint=codes.CELL_HINT,
    cell_chars=codes.CELL_CHARS,
    aliases=("uramasyu",),
    puzzlink=codes.PUZZLINK,  # puz.link's mashu: the editor's Ura-Mashu setting is not in the URL
    pzprv3=codes.PZPRV3,
    full=True,  # puz.link's mashu/f/: the loop passes every cell
    recipes=MappingProxyType({"uramashu": Lazy("loopcp.genres.uramashu.recipe", "RECIPE")}),
    clue_rules=rules.clue_rules,  # the linear form of one pearl's rule
    point_label=point_label,
)

__all__ = ["URAMASHU"]
