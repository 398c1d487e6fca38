"""Shingoki: the dataset's text, its numbers, and bad tokens in words.

The whole dataset and its bundled records are the genre's conformance
table's (tests/conformance/cases/shingoki.py), run for every genre by
tests/conformance/test_published.py.  puz.link has no Shingoki, so
there are no pzprjs boards to judge.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
from loopcp import formats
from loopcp.cli import app

SAMPLE = genre_data.sample("shingoki")


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
