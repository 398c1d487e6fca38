"""Kaisu: a path from the start to the goal through every cell; a room's k-th visit passes k of its circles, or none.

The package: ``rules`` (the constraints and the verifier's walk),
``codes`` (how the genre is written) and ``make`` (its generator: a random
path, rooms cut around it, circles on its visits).  The answer is one path,
not a loop: ``paths`` names its ends, the start and the goal, which the
CP-SAT path core joins (``cpsat.paths``); the visits are counted in the
order the path passes its cells (``cpsat.order``).  Its hints are the
generic engine's, whose order rule (``logic.order``) sets the order terms
from the path drawn so far, and counts the circles' visits from them.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.kaisu import codes, rules
from loopcp.grid import CENTRES, Cell
from loopcp.puzzle import Puzzle

MARKS = {  # a token's glyph (ASCII, Unicode): a circle is drawn as a white pearl, the start and goal as letters
    rules.CIRCLE: ("O", "○"),
    rules.START: ("S", "S"),
    rules.GOAL: ("G", "G"),
    rules.START + rules.CIRCLE: ("SO", "S○"),
    rules.GOAL + rules.CIRCLE: ("GO", "G○"),
}


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """A circle, the start or the goal (``S``, ``G``), or either on a circle (``SO``: the letter beside it)."""
    return MARKS.get(puzzle.tokens[point[0]][point[1]])


def cell_number(puzzle: Puzzle, cell: Cell) -> str:
    """The letter a picture draws on a cell: ``S`` the start, ``G`` the goal (on its circle, if it has one)."""
    token = puzzle.tokens[cell[0]][cell[1]]
    return token[0] if token[0] in (rules.START, rules.GOAL) else ""


def clue_count(puzzle: Puzzle) -> int:
    """The circles (the rooms, the start and the goal are the board)."""
    return sum(rules.is_circle(t) for row in puzzle.tokens for t in row)


KAISU = Genre(
    name="kaisu",
    title="Kaisu",
    board=CENTRES,
    rules=rules,
    summary="a path from S to G through every cell; the k-th time it visits a room it passes k of the room's"
    " circles, or none",
    cell_hint=codes.HINT,
    text="puzzlekit",
    edges_only=False,  # a path whose rules count in the order it passes its cells
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    # The generic engine's order rule (logic.order) sets the order terms from the path drawn from S and into G,
    # which solves pzprjs's 4x4 example and generated 4x4 boards by trials, but seldom a generated 5x5 or more
    # (measured, issue 38): a puzzle made at the top level would seldom come at 10x10, so: made unique, any.
    default_difficulty="any",
    recipes=MappingProxyType({"kaisu": Lazy("loopcp.genres.kaisu.make", "KAISU_MAKER")}),
    point_label=point_label,
    cell_number=cell_number,
    clue_count=clue_count,
    paths=rules.ends,  # the start and the goal
)

__all__ = ["KAISU"]
