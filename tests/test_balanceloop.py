"""Balance Loop: the dataset's texts in every format, its numbers either side of a colour, broken rules, bad input.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/balanceloop.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
from loopcp import formats, verify
from loopcp.cli import app
from loopcp.genres import get_genre
from loopcp.puzzle import Solution

SAMPLE = genre_data.sample("balanceloop")


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="balanceloop")
        written = formats.dump(puzzle, "puzzlekit")
        assert formats.load(written, fmt="puzzlekit", genre="balanceloop") == puzzle
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


def test_a_number_reads_either_side_of_its_colour_and_is_written_after_it() -> None:
    before = formats.load("2 3\n4w - 3b\n- - -\n", fmt="puzzlekit", genre="balanceloop")
    after = formats.load("2 3\nw4 - b3\n- - -\n", fmt="puzzlekit", genre="balanceloop")
    assert before == after
    assert before.tokens[0] == ("w4", ".", "b3")
    assert formats.dump(before, "puzzlekit") == "2 3\nw4 - b3\n- - -\n"


def test_the_verifier_names_each_broken_rule() -> None:
    puzzle = formats.load("2 3\nw - b4\n- - -\n", fmt="puzzlekit", genre="balanceloop")
    ring = Solution.from_edges(
        2, 3, frozenset({("h", 0, 0), ("h", 0, 1), ("h", 1, 0), ("h", 1, 1), ("v", 0, 0), ("v", 0, 2)})
    )
    assert get_genre("balanceloop").violations(puzzle, ring) == [
        "the legs of the white circle at r1c1 are 1 and 2 long, not equal",
        "the legs of the black circle at r1c3 add up to 3, not 4",
    ]
    square = Solution.from_edges(2, 3, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert verify.problems(puzzle, square) == ["the loop does not pass through the black circle at r1c3"]


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (
            "https://puzz.link/p?balance/f/5/5/g9m1k0m8g",
            "<argument>:1:29: the full-loop variant (flag 'f': the loop passes through every cell) is not supported",
        ),
        (
            "pzprv3/balance/1/2/f/0,2 . /0 /",
            "<argument>:1:20: the variant of flag line 'f' (the loop passes through every cell) is not supported",
        ),
        (
            "https://puzz.link/p?balance/2/2/.",
            "<argument>:1:33: expected a circle (0-9, a-f, '-', '+') or a run of cells (g-z), got '.'",
        ),
        (
            "pzprv3/balance/1/2/2,4 . /0 /",
            "<argument>:1:20: expected '.' or a circle 'colour,number' (colour 0 white or 1 black, number -2 for none),"
            " got '2,4'",
        ),
    ],
)
def test_bad_input_says_where_and_what(source: str, message: str) -> None:
    result = CliRunner().invoke(app, ["solve", source])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(message), result.stderr
