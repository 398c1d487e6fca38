"""Detour: the dataset's texts in every format, turns in words, and explain.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/detour.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

from typer.testing import CliRunner

import genre_data
import loopcp
from conformance.cases.countryroad import text
from loopcp import formats
from loopcp.cli import app
from loopcp.genres import get_genre
from loopcp.puzzle import Solution

SAMPLE = genre_data.sample("detour")
URL = "https://puzz.link/p?detour/" + genre_data.pzprjs("detour")["url"]


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="detour")
        written = formats.dump(puzzle, "puzzlekit")  # the rooms renumbered in reading order
        rows = puzzle.rows
        given = [line.split() for line in record["problem"].split("\n")[: rows + 1]]
        assert [line.split() for line in written.split("\n")[: rows + 1]] == given  # the numbers where they were
        assert formats.load(written, fmt="puzzlekit", genre="detour") == puzzle
        for fmt in ("pzprv3", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt
        moved = formats.load(formats.dump(puzzle, "puzzlink"))  # each number now in its room's first cell
        assert moved.rooms == puzzle.rooms
        assert loopcp.solve(moved).solutions == loopcp.solve(puzzle).solutions


def test_a_turn_is_a_cell_whose_two_lines_meet_at_a_corner() -> None:
    """The square on a 2x2 board turns in all four cells; an unknown number counts nothing."""
    square = Solution.from_edges(2, 2, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    puzzle = formats.load(text("AB AB", {"A": 1, "B": 2}), genre="detour")
    assert get_genre("detour").violations(puzzle, square) == ["the loop makes 2 turns in the room of the 1 at r1c1"]
    unknown = formats.load("2 2\n? -\n- -\n1 2\n1 2\n", genre="detour")
    assert get_genre("detour").violations(unknown, square) == []


def test_explain_says_where_the_loop_turns() -> None:
    """The generic engine says the genre's own booleans in words."""
    result = CliRunner().invoke(app, ["explain", URL])
    assert result.exit_code == 0, result.stderr
    assert "so the loop turns in r1c6" in result.stdout
