"""Country Road: a loop through cell centres that passes through every room once.

The toy genre that proves the recipe of docs/adding-a-genre.md: this
package and one line in ``genres/__init__.py`` are all it took.  It reads
Knuth's text with a room letter in every cell and ``!x=N`` lines for the
room numbers; every room must have a number (Knuth's reader asks for one
line per letter), at most 52 rooms, and it has no Tatham or puzz.link form
and no generator recipe yet.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Record
from loopcp.genres.countryroad import rules
from loopcp.grid import CENTRES
from loopcp.puzzle import Puzzle, Solution


class CountryRoad(Record):
    """Rooms of lettered cells, each passed through once, numbered with their visited cells."""

    name = "countryroad"
    board = CENTRES
    cell_chars = ""  # every cell is a room's letter
    allows_letters = True
    cell_hint = "a letter (the cell's room)"
    aliases: tuple[str, ...] = ("country",)

    def constraints(self, puzzle: Puzzle) -> list[Linear]:
        """Every room once, its number, and no two unvisited cells across a border."""
        return rules.constraints(puzzle)

    def violations(self, puzzle: Puzzle, solution: Solution) -> list[str]:
        """Check every rule straight from the solution's matrices."""
        return rules.violations(puzzle, solution)

    def clue_count(self, puzzle: Puzzle) -> int:
        """The room numbers."""
        return len(puzzle.letters)


COUNTRY_ROAD = CountryRoad()
