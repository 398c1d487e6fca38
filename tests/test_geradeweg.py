"""Geradeweg: the puzzlekit dataset's puzzles and answers, pzprjs's URL, saved files and verdicts.

Every puzzle of ../shared's Geradeweg_dataset.json is solved (a few are
bundled in tests/data/geradeweg, so that a fresh clone tests them too):
unique, and equal to its published loop.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
import loopcp
from loopcp import formats
from loopcp.cli import app
from loopcp.puzzle import Status

SAMPLE = genre_data.sample("geradeweg")
PZPRJS = genre_data.pzprjs("geradeweg")
DATASET_SIZE = 100
URL = "https://puzz.link/p?geradeweg/" + PZPRJS["url"]


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    """40_10x10 has Janko's 0 clues, read as pzprjs reads them: equal legs."""
    genre_data.check_record("geradeweg", name, SAMPLE[name])


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("geradeweg", "Geradeweg_dataset.json") == (DATASET_SIZE, 0)


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="geradeweg")
        assert formats.dump(puzzle, "puzzlekit").strip() == record["problem"].strip()
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


def test_the_editors_url_reads_and_writes_back() -> None:
    puzzle = formats.load(URL)
    assert puzzle.tokens[0] == (".", ".", ".", ".", ".")
    assert puzzle.tokens[1] == (".", "2", "1", "1", ".")
    assert formats.dump(puzzle, "puzzlink") == URL + "\n"
    assert loopcp.solve(puzzle).status is Status.UNIQUE


@pytest.mark.parametrize(("verdict", "board"), PZPRJS["failcheck"], ids=genre_data.board_ids(PZPRJS["failcheck"]))
def test_check_of_pzprjs_saved_files_gives_its_verdicts(verdict: str | None, board: str) -> None:
    genre_data.check_board(board, verdict)


@pytest.mark.parametrize(
    ("source", "message"),
    [
        (
            "https://puzz.link/p?geradeweg/f/5/5/l211i2h3i4k",
            "<argument>:1:31: the full-loop variant (flag 'f': the loop passes through every cell) is not supported",
        ),
        (
            "pzprv3/geradeweg/1/2/f/1 . /0 /",
            "<argument>:1:22: the variant of flag line 'f' (the loop passes through every cell) is not supported",
        ),
    ],
)
def test_the_full_loop_variant_is_refused(source: str, message: str) -> None:
    result = CliRunner().invoke(app, ["solve", source])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(message), result.stderr


def test_a_url_names_its_cells_in_errors() -> None:
    result = CliRunner().invoke(app, ["solve", URL + "#"])
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == "<argument>:1:46: expected the end of the URL after 25 cells, got '#'\n"
