"""Linesweeper: the dataset's text and Knuth's, and bad clues in words.

The whole dataset and its bundled records are the genre's conformance
table's (tests/conformance/cases/linesweeper.py), run for every genre by
tests/conformance/test_published.py.  puz.link has no Linesweeper, so
there are no pzprjs boards to judge.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
from loopcp import formats
from loopcp.cli import app

SAMPLE = genre_data.sample("linesweeper")


def test_the_puzzlekit_text_and_knuths_read_and_write_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="linesweeper")
        assert formats.dump(puzzle, "puzzlekit") == record["problem"].strip() + "\n"
        for fmt in ("json", "knuth"):
            assert formats.load(formats.dump(puzzle, fmt), genre="linesweeper") == puzzle, fmt


def test_knuths_text_is_one_character_a_cell() -> None:
    puzzle = formats.load("....\n.3..\n....\n", genre="linesweeper")
    assert puzzle.cells == ("....", ".3..", "....")
    assert formats.dump(puzzle, "puzzlekit") == "3 4\n- - - -\n- 3 - -\n- - - -\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("..\n.9\n", "<stdin>:2:2: expected 0-8 (a clue) or '.', got '9'"),
        ("2 2\n- -\n- 9\n", "<stdin>:3:3: expected 0-8 or '-' as a token, got '9'"),
    ],
)
def test_bad_clues_are_named_where_they_stand(text: str, message: str) -> None:
    fmt = "puzzlekit" if text[0].isdigit() else "knuth"
    result = CliRunner().invoke(app, ["solve", "--genre", "linesweeper", "--format", fmt, "-"], input=text)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(message), result.stderr
