"""Country Road: a loop through cell centres that passes through every room once.

The toy genre that proves the recipe of docs/adding-a-genre.md: this
package and one line in ``genres/__init__.py`` are all it took.  It reads
Knuth's text with a room letter in every cell and ``!x=N`` lines for the
room numbers; every room must have a number (Knuth's reader asks for one
line per letter), at most 52 rooms, and it has no Tatham or puzz.link form
and no generator recipe yet.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from loopcp.genres.base import Lazy, Linear, PuzzlekitCode, PuzzlinkCode, Pzprv3Code, TathamCode
from loopcp.genres.countryroad import rules
from loopcp.grid import CENTRES, Cell, Lattice, lattice_of
from loopcp.puzzle import Puzzle, Solution


class CountryRoad:
    """Rooms of lettered cells, each passed through once, numbered with their visited cells."""

    name = "countryroad"
    board = CENTRES
    cell_chars = ""  # every cell is a room's letter
    allows_letters = True
    cell_hint = "a letter (the cell's room)"
    tatham: TathamCode | None = None
    puzzlink: PuzzlinkCode | None = None
    puzzlekit: PuzzlekitCode | None = None
    pzprv3: Pzprv3Code | None = None
    aliases: tuple[str, ...] = ("country",)
    levels: tuple[str, ...] = ()
    logic: Lazy | None = None
    default_difficulty: str | None = None
    recipes: Mapping[str, Lazy] = MappingProxyType({})
    judge: Lazy | None = None
    grader: Lazy | None = None
    slink = False
    mcc: Lazy | None = None

    def lattice(self, puzzle: Puzzle) -> Lattice:
        """The cell centres."""
        return lattice_of(self.board, puzzle.rows, puzzle.cols)

    def constraints(self, puzzle: Puzzle) -> list[Linear]:
        """Every room once, its number, and no two unvisited cells across a border."""
        return rules.constraints(puzzle)

    def clue_rules(self, cell: Cell, ch: str) -> list[Linear]:
        """No clue lives in one cell: a room's rules need the whole room."""
        return []

    def violations(self, puzzle: Puzzle, solution: Solution) -> list[str]:
        """Check every rule straight from the solution's matrices."""
        return rules.violations(puzzle, solution)

    def kind(self, puzzle: Puzzle) -> str:
        """Always Country Road."""
        return self.name

    def clue_count(self, puzzle: Puzzle) -> int:
        """The room numbers."""
        return len(puzzle.letters)

    def face_label(self, puzzle: Puzzle, face: tuple[int, int]) -> str:
        """Nothing between cell centres."""
        return " "

    def point_label(self, puzzle: Puzzle, point: tuple[int, int]) -> tuple[str, str] | None:
        """The loop is drawn at every cell centre."""
        return None


COUNTRY_ROAD = CountryRoad()
