"""Shingoki: the puzzlekit dataset's puzzles and answers, and its text.

Every puzzle of ../shared's Shingoki_dataset.json is solved (a few are
bundled in tests/data/shingoki, so that a fresh clone tests them too):
unique, and equal to its published loop.  puz.link has no Shingoki, so
there are no pzprjs boards to judge.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
from loopcp import formats
from loopcp.cli import app

SAMPLE = genre_data.sample("shingoki")
DATASET_SIZE, DATASET_DAMAGED = 103, 0


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(name: str) -> None:
    assert genre_data.check_record("shingoki", name, SAMPLE[name])


def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution() -> None:
    assert genre_data.check_dataset("shingoki", "Shingoki_dataset.json") == (DATASET_SIZE, DATASET_DAMAGED)


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="shingoki")
        assert formats.dump(puzzle, "puzzlekit") == record["problem"].strip() + "\n"
        assert formats.load(formats.dump(puzzle, "json")) == puzzle


def test_numbers_read_in_plain_digits() -> None:
    puzzle = formats.load("1 3\nw05 b -\n", fmt="puzzlekit", genre="shingoki")
    assert puzzle.tokens == (("w5", "b", "."),)
    assert formats.dump(puzzle, "puzzlekit") == "1 3\nw5 b -\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2 2\n- -\n- o3\n", "<stdin>:3:3: expected 'w' or 'b' (a white or black circle), maybe with its number"),
        ("2 2\n- -\n- w3x\n", "<stdin>:3:3: expected 'w' or 'b' (a white or black circle), maybe with its number"),
    ],
)
def test_bad_tokens_are_named_where_they_stand(text: str, message: str) -> None:
    result = CliRunner().invoke(app, ["solve", "--genre", "shingoki", "-"], input=text)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(message), result.stderr
