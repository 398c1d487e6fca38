"""Geradeweg: the dataset's texts in every format, the full-loop variant refused, URLs in errors.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/geradeweg.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import genre_data
from loopcp import formats
from loopcp.cli import app

SAMPLE = genre_data.sample("geradeweg")
URL = "https://puzz.link/p?geradeweg/" + genre_data.pzprjs("geradeweg")["url"]


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="geradeweg")
        assert formats.dump(puzzle, "puzzlekit").strip() == record["problem"].strip()
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


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
