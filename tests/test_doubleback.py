"""Double Back: the dataset's texts in every format, shaded cells parting rooms, the region rows.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/doubleback.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

import pytest

import genre_data
import loopcp
from conformance.cases.doubleback import text
from loopcp import formats
from loopcp.errors import ParseError

SAMPLE = genre_data.sample("doubleback")


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="doubleback")
        written = formats.dump(puzzle, "puzzlekit")  # the rooms renumbered in reading order
        shaded = [[t == "#" for t in line.split()] for line in record["problem"].split("\n")[1:]]
        assert shaded == [[t == "#" for t in line.split()] for line in written.strip().split("\n")[1:]]
        assert formats.load(written, fmt="puzzlekit", genre="doubleback") == puzzle
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


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


def test_it_is_counted_by_the_decision_diagram_too() -> None:
    """Its rules are over edges alone."""
    puzzle = formats.load(text("BABB AAAA AAAA"), genre="doubleback")
    assert loopcp.count(puzzle, engine="zdd").count == 2
