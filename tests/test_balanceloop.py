"""Balance Loop: the puzzlekit dataset's puzzles and answers, pzprjs's URL, saved files and verdicts.

Every puzzle of ../shared's BalanceLoop_dataset.json is solved (a few are
bundled in tests/data/balanceloop, so that a fresh clone tests them too):
unique, and equal to its published loop.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
import loopcp
from loopcp import formats, verify
from loopcp.cli import app
from loopcp.genres import get_genre
from loopcp.puzzle import Solution, Status

SAMPLE = genre_data.sample("balanceloop")
PZPRJS = genre_data.pzprjs("balanceloop")
DATASET_SIZE = 70
URL = "https://puzz.link/p?balance/" + PZPRJS["url"]


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    """01_5x5 writes its numbers after the colour (w4), 21_6x6 before it (4w), 11_10x10 has none."""
    genre_data.check_record("balanceloop", name, SAMPLE[name])


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("balanceloop", "BalanceLoop_dataset.json") == (DATASET_SIZE, 0)


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


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(URL)
    assert puzzle.tokens[0] == (".", "b4", ".", ".", ".")
    assert puzzle.tokens[3] == ("w", ".", ".", ".", ".")
    assert formats.dump(puzzle, "puzzlink") == URL + "\n"
    assert loopcp.solve(puzzle).status is Status.UNIQUE
    saved = formats.dump(puzzle, "pzprv3")
    assert saved.startswith("pzprv3\nbalance\n5\n5\n. 1,4 . . . \n")
    assert formats.load(saved) == puzzle


@pytest.mark.parametrize(("verdict", "board"), PZPRJS["failcheck"], ids=genre_data.board_ids(PZPRJS["failcheck"]))
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    genre_data.check_board(board, verdict)


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
