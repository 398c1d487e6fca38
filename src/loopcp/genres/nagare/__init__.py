"""Nagareru-Loop: a directed loop that follows the arrows and never goes against the fans' wind.

The package: ``rules`` (the arrows, the fans and their winds, the
constraints and the verifier's check), ``codes`` (how the genre is
written) and ``dress`` (how its puzzles are made,
``generation/dressed.py``).  The loop is directed (``genres.directed``):
the arrows and the winds say which way round it runs.  Its hints are the
generic engine's, which reads the arcs as it reads any clue.
"""

from __future__ import annotations

from types import MappingProxyType

from loopcp.genres.base import Genre, Lazy
from loopcp.genres.nagare import codes, rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle

# An arrow in a white cell, drawn as a black arrowhead in the cell (``pictures.drawing.CELL_ARROWS``).
ARROWS = {"n": ("^", "⬆"), "s": ("v", "⬇"), "w": ("<", "⬅"), "e": (">", "➡")}
# A fan: a shaded cell with a white arrowhead (``pictures.drawing.FANS``); ASCII as pzprjs's file writes it.
FANS = {"n": ("U", "⇧"), "s": ("D", "⇩"), "w": ("L", "⇦"), "e": ("R", "⇨")}


def point_label(puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
    """An arrow, a fan, or a shaded cell."""
    token = puzzle.tokens[point[0]][point[1]]
    way = rules.arrow(token)
    if way is not None:
        return ARROWS[way]
    way = rules.fan(token)
    if way is not None:
        return FANS[way]
    return ("#", "■") if rules.is_shaded(token) else None


NAGARE = Genre(
    name="nagare",
    title="Nagareru-Loop",
    board=CENTRES,
    rules=rules,
    summary="a loop that avoids the shaded cells and runs one way round: straight through every arrow its"
    " way, never a step against a fan's wind, never straight across it",
    cell_hint=codes.HINT,
    text="puzzlekit",
    edges_only=False,  # its rules speak of cells off the loop and of the way round it runs
    puzzlekit=codes.PUZZLEKIT,
    puzzlink=codes.PUZZLINK,
    pzprv3=codes.PZPRV3,
    recipes=MappingProxyType({"nagare": Lazy("loopcp.genres.nagare.dress", "DRESSER")}),  # a loop dressed
    point_label=point_label,
)

__all__ = ["NAGARE"]
