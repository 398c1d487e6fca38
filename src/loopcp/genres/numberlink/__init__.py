"""Numberlink and Arukone: paths that join equal numbers, through cell centres.

Each number appears twice; a path joins the two, and paths neither branch
nor share a cell.  Arukone (Janko's name; pzprjs ``arukone``) asks too that
every cell be on a path.  The answer is paths, not one loop: ``paths``
names the pairs, which the CP-SAT path core (``cpsat.paths``) joins and
chains into one circuit.

The package: ``rules`` (the pairs, the constraints and the verifier's
check), ``codes`` (how the genres are written), ``make`` (Arukone's
generator: paths grown to fill the board, their ends the clues) and
``cover`` (Numberlink's: few paths that never run beside themselves).  No
decision-diagram count (its diagrams are of loops).  The generic engine
(``logic.generic``) grades, hints and explains them: its network puts the
paths' own rule in place of the loop's (``logic.network``).
"""

from __future__ import annotations

import dataclasses
from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy, RulesOf
from loopcp.genres.numberlink import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A number in the terminal drawing: itself up to 9, ``#`` beyond (a point has one character)."""
    token = puzzle.tokens[point[0]][point[1]]
    if token == ".":
        return None
    return (token, token) if len(token) == 1 else ("#", "#")


NUMBERLINK = Genre(
    name="numberlink",
    title="Numberlink",
    board=CENTRES,
    rules=rules,
    summary="paths join the two cells of each number; paths never branch and never share a cell",
    cell_hint="a number",
    text="puzzlekit",
    edges_only=False,  # paths, not a loop: the decision diagram cannot count them
    aliases=("numlin",),
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.NUMLIN_URL,
    pzprv3=codes.NUMLIN_FILE,
    recipes=MappingProxyType({"numberlink": Lazy("loopcp.genres.numberlink.make", "NUMBERLINK_MAKER")}),
    point_label=point_label,
    paths=rules.ends,  # the two cells of each number
)

ARUKONE = dataclasses.replace(
    NUMBERLINK,
    name="arukone",
    title="Arukone",
    rules=RulesOf(rules.full_constraints, rules.full_violations),  # Numberlink's, and every cell on a path
    summary="Numberlink whose paths fill every cell",
    aliases=(),
    puzzlink=codes.ARUKONE_URL,
    pzprv3=codes.ARUKONE_FILE,
    recipes=MappingProxyType({"arukone": Lazy("loopcp.genres.numberlink.make", "ARUKONE_MAKER")}),
)

__all__ = ["ARUKONE", "NUMBERLINK"]
