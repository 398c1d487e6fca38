"""Entry Exit: the dataset's text, counts by the decision diagram, bad tokens.

The whole dataset and its bundled records are the genre's conformance
table's (tests/conformance/cases/entryexit.py), run for every genre by
tests/conformance/test_published.py.  puz.link has no Entry Exit, so
there are no pzprjs boards to judge.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
import loopcp
from loopcp import formats
from loopcp.cli import app

SAMPLE = genre_data.sample("entryexit")


def test_the_puzzlekit_text_reads_and_writes_back() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="entryexit")
        written = formats.dump(puzzle, "puzzlekit")  # the rooms renumbered in reading order
        given, back = record["problem"].split(), written.split()
        rows = puzzle.rows
        assert written.split("\n")[: rows + 1] == record["problem"].split("\n")[: rows + 1]
        cells = 2 + rows * puzzle.cols
        pairs = set(zip(given[cells:], back[cells:], strict=True))
        assert len(pairs) == len(set(given[cells:])) == len(set(back[cells:]))  # the same rooms, renamed
        assert formats.load(written, fmt="puzzlekit", genre="entryexit") == puzzle
        assert formats.load(formats.dump(puzzle, "json")) == puzzle


def test_the_rules_count_only_edges_so_a_decision_diagram_counts_too() -> None:
    puzzle = formats.load("3 4\n- - - -\n- - - -\n- - - -\n0 0 0 0\n0 0 0 0\n0 0 0 0\n", genre="entryexit")
    assert loopcp.count(puzzle).count == 2


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1 2\n- 3\n0 0\n", "<stdin>:2:3: expected '-' (Entry Exit has no clues but its rooms) as a token, got '3'"),
        ("1 2\n- -\n0 x\n", "<stdin>:3:3: expected a region number as a token, got 'x'"),
    ],
)
def test_bad_tokens_are_named_where_they_stand(text: str, message: str) -> None:
    result = CliRunner().invoke(app, ["solve", "--genre", "entryexit", "-"], input=text)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.startswith(message), result.stderr
