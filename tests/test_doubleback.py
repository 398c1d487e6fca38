"""Double Back: the puzzlekit dataset's puzzles and answers, pzprjs's URL, saved files and verdicts.

Every puzzle of ../shared's DoubleBack_dataset.json is solved (a few are
bundled in tests/data/doubleback, so that a fresh clone tests them too):
unique, and equal to its published loop.
"""

from __future__ import annotations

import pytest

import genre_data
import loopcp
from conformance.cases.doubleback import text
from loopcp import formats
from loopcp.errors import ParseError
from loopcp.puzzle import Status

SAMPLE = genre_data.sample("doubleback")
PZPRJS = genre_data.pzprjs("doubleback")
DATASET_SIZE = 100
URL = "https://puzz.link/p?doubleback/" + PZPRJS["url"]


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    genre_data.check_record("doubleback", name, SAMPLE[name])


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("doubleback", "DoubleBack_dataset.json") == (DATASET_SIZE, 0)


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="doubleback")
        written = formats.dump(puzzle, "puzzlekit")  # the rooms renumbered in reading order
        shaded = [[t == "#" for t in line.split()] for line in record["problem"].split("\n")[1:]]
        assert shaded == [[t == "#" for t in line.split()] for line in written.strip().split("\n")[1:]]
        assert formats.load(written, fmt="puzzlekit", genre="doubleback") == puzzle
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(URL)
    assert puzzle.rooms == ((0, 0, 0, 0), (0, 0, 1, 1), (0, 0, 1, 1), (2, 2, 2, 2))
    assert formats.dump(puzzle, "puzzlink") == URL + "\n"  # no shaded cell: no second part, as the editor writes
    assert loopcp.solve(puzzle).status is Status.UNIQUE


def test_a_shaded_cell_parts_a_room_though_the_editor_draws_no_border_around_it() -> None:
    """pzprjs's own input test: a 1x5 board, its middle cell made shaded, every border left blank."""
    puzzle = formats.load("pzprv3.2/doubleback/1/5/0 0 0 0 /. . * . . /0 0 0 0 /0 0 0 0 0 /")
    assert (puzzle.tokens, puzzle.rooms) == (((".", ".", "@", ".", "."),), ((0, 0, 1, 2, 2),))
    assert formats.dump(puzzle, "puzzlink") == "https://puzz.link/p?doubleback/5/1/c4\n"
    assert formats.load("https://puzz.link/p?doubleback/5/1/04") == puzzle


def test_a_region_row_holds_region_numbers_and_shaded_cells_only() -> None:
    with pytest.raises(ParseError) as info:
        formats.load("2 2\n1 1\n1 x\n", "f", genre="doubleback")
    assert str(info.value) == "f:3:3: expected a region number or '#' (a blocked cell) as a token, got 'x'"
    with pytest.raises(ParseError) as info:
        formats.load(text("AB AB") + "1 2\n", "f", genre="doubleback")
    assert str(info.value) == "f:5:1: expected 2 rows of region numbers, got 3"


@pytest.mark.parametrize(("verdict", "board"), PZPRJS["failcheck"], ids=genre_data.board_ids(PZPRJS["failcheck"]))
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    genre_data.check_board(board, verdict)


def test_it_is_counted_by_the_decision_diagram_too() -> None:
    """Its rules are over edges alone."""
    puzzle = formats.load(text("BABB AAAA AAAA"), genre="doubleback")
    assert loopcp.count(puzzle, engine="zdd").count == 2
