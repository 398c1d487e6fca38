"""Castle Wall: the dataset's texts in every format, walls the dataset lacks, counts without arrows.

The whole dataset, its bundled records, the editor's URL and pzprjs's own
boards are the genre's conformance table's (tests/conformance/cases/castlewall.py),
run for every genre by tests/conformance/test_published.py.
"""

from __future__ import annotations

import pytest

import genre_data
from loopcp import formats
from loopcp.errors import ParseError
from loopcp.puzzle import Puzzle

SAMPLE = genre_data.sample("castlewall")


def test_every_format_holds_the_dataset_puzzles() -> None:
    for record in SAMPLE.values():
        puzzle = formats.load(record["problem"], fmt="puzzlekit", genre="castlewall")
        assert formats.dump(puzzle, "puzzlekit").strip() == record["problem"].strip()
        for fmt in ("pzprv3", "puzzlink", "json"):
            assert formats.load(formats.dump(puzzle, fmt)) == puzzle, fmt


@pytest.mark.parametrize("token", ["#", "?sx"])
def test_walls_the_dataset_lacks_are_written_in_loopcps_own_tokens(token: str) -> None:
    puzzle = Puzzle.of("castlewall", [[token, "."]])
    assert formats.dump(puzzle, "puzzlekit") == f"1 2\n{token} -\n"
    for fmt in ("puzzlekit", "pzprv3", "puzzlink"):
        assert formats.load(formats.dump(puzzle, fmt), fmt=fmt, genre="castlewall") == puzzle


def test_a_count_without_an_arrow_is_refused() -> None:
    with pytest.raises(ParseError) as info:
        formats.load("https://puzz.link/p?castle/2/1/203", "f")
    assert str(info.value) == "f:1:32: a count without an arrow is not a clue (pzprjs counts it as an error)"
    with pytest.raises(ParseError, match="expected a wall 'D,N,C'"):
        formats.load("pzprv3\ncastle\n1\n2\n0,3,2 . \n0 \n", "f")
