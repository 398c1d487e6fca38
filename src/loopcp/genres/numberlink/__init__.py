"""Numberlink and Arukone: paths that join equal numbers, through cell centres.

Each number appears twice; a path joins the two, and paths neither branch
nor share a cell.  Arukone (Janko's name; pzprjs ``arukone``) asks too that
every cell be on a path.  The answer is paths, not one loop: ``paths``
names the pairs, which the CP-SAT path core (``cpsat.paths``) joins and
chains into one circuit.

The package: ``rules`` (the pairs, the constraints and the verifier's
check), ``codes`` (how the genres are written) and ``make`` (the
generator: paths grown to fill the board, their ends the clues).  No
decision-diagram count (its diagrams are of loops).  The generic engine
(``logic.generic``) grades, hints and explains them: its network puts the
paths' own rule in place of the loop's (``logic.network``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, Linear, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, Record
from loopcp.genres.numberlink import codes, rules
from loopcp.grid import CENTRES, Point
from loopcp.puzzle import Puzzle, Solution


class Numberlink(Record):
    """Pairs of equal numbers joined by paths that neither branch nor share a cell."""

    name = "numberlink"
    recipes: Mapping[str, Lazy] = MappingProxyType(
        {"numberlink": Lazy("loopcp.genres.numberlink.make", "NUMBERLINK_MAKER")}
    )
    aliases: tuple[str, ...] = ("numlin",)
    rules = rules
    board = CENTRES
    cell_chars = ""
    cell_hint = "a number"
    text = "puzzlekit"
    edges_only = False  # paths, not a loop: the decision diagram cannot count them
    puzzlekit: PuzzlekitCode | None = codes.PUZZLEKIT
    puzzlink: PuzzlinkCode | None = codes.NUMLIN_URL
    pzprv3: Pzprv3Code | None = codes.NUMLIN_FILE

    def paths(self, puzzle: Puzzle) -> tuple[tuple[Point, Point], ...] | None:
        """The two cells of each number."""
        return rules.ends(puzzle)

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """A number in the terminal drawing: itself up to 9, ``#`` beyond (a point has one character)."""
        token = puzzle.tokens[point[0]][point[1]]
        if token == ".":
            return None
        return (token, token) if len(token) == 1 else ("#", "#")


class Arukone(Numberlink):
    """Numberlink whose paths fill the board."""

    name = "arukone"
    recipes: Mapping[str, Lazy] = MappingProxyType({"arukone": Lazy("loopcp.genres.numberlink.make", "ARUKONE_MAKER")})
    aliases: tuple[str, ...] = ()
    puzzlink: PuzzlinkCode | None = codes.ARUKONE_URL
    pzprv3: Pzprv3Code | None = codes.ARUKONE_FILE

    def constraints(self, puzzle: Puzzle) -> list[Linear]:
        """Numberlink's, and every cell on a path."""
        return rules.full_constraints(puzzle)

    def violations(self, puzzle: Puzzle, solution: Solution) -> list[str]:
        """Numberlink's rules, and every cell on a path."""
        return rules.full_violations(puzzle, solution)


NUMBERLINK = Numberlink()
ARUKONE = Arukone()

__all__ = ["ARUKONE", "NUMBERLINK", "Arukone", "Numberlink"]
