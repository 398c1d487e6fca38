"""Detour: the puzzlekit dataset's puzzles and answers, pzprjs's URL, saved files and verdicts.

Every puzzle of ../shared's Detour_dataset.json is solved (a few are
bundled in tests/data/detour, so that a fresh clone tests them too):
unique, and equal to its published loop.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
import loopcp
from conformance.cases.countryroad import text
from loopcp import formats
from loopcp.cli import app
from loopcp.genres import get_genre
from loopcp.puzzle import Solution, Status

SAMPLE = genre_data.sample("detour")
PZPRJS = genre_data.pzprjs("detour")
DATASET_SIZE = 80
URL = "https://puzz.link/p?detour/" + PZPRJS["url"]


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    genre_data.check_record("detour", name, SAMPLE[name])


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("detour", "Detour_dataset.json") == (DATASET_SIZE, 0)


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


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(URL)
    assert puzzle.rooms[0] == (0, 1, 1, 1, 2, 2)
    assert [t for row in puzzle.tokens for t in row if t != "."] == ["4", "2", "3"]
    assert formats.dump(puzzle, "puzzlink") == URL + "\n"
    assert loopcp.solve(puzzle).status is Status.UNIQUE
    assert formats.dump(puzzle, "pzprv3").startswith("pzprv3.2\ndetour\n5\n6\n1 0 0 1 0 \n")  # no flag line


@pytest.mark.parametrize(("verdict", "board"), PZPRJS["failcheck"], ids=genre_data.board_ids(PZPRJS["failcheck"]))
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    genre_data.check_board(board, verdict)


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
