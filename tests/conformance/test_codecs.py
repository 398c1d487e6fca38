"""Every format of ``formats.WRITERS`` for every genre: written and read back equal, or refused as the table says."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance.registry import each, each_genre
from conformance.table import Codec, Table, load
from loopcp import formats
from loopcp.errors import UnsupportedError
from loopcp.puzzle import Puzzle


def _cases() -> list[object]:
    """(table, codec case, format) for every format written, the id ``genre-case-format``."""
    return [
        pytest.param(*param.values, fmt, id=f"{param.id}-{fmt}") for param in each("codecs") for fmt in formats.WRITERS
    ]


def round_trip(puzzle: Puzzle, fmt: str) -> None:
    """Write the puzzle; read it back (told the format, and detected) when the format is read, else write it again."""
    text = formats.dump(puzzle, fmt)
    assert text.endswith("\n")
    if fmt in formats.READERS:
        assert formats.load(text, fmt=fmt, genre=puzzle.genre) == puzzle
        if fmt not in formats.UNDETECTED:
            assert formats.load(text, genre=puzzle.genre) == puzzle
    else:
        assert formats.dump(puzzle, fmt) == text


@pytest.mark.parametrize(("table", "case", "fmt"), _cases())
def test_each_format_reads_back_or_refuses_as_the_table_says(table: Table, case: Codec, fmt: str) -> None:
    puzzle = load(table.genre, case.text)
    refusal = table.refuses.get(fmt) or case.refuses.get(fmt)
    if refusal is None:
        round_trip(puzzle, fmt)
        return
    with pytest.raises(UnsupportedError) as info:
        formats.dump(puzzle, fmt)
    assert str(info.value) == refusal


@pytest.mark.parametrize("table", each_genre())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_puzzles_read_back_from_every_format(table: Table, data: st.DataObject) -> None:
    """A format the genre refuses always refuses; one that refuses only some puzzles (per the table) may refuse."""
    puzzle = data.draw(table.puzzles)
    sometimes = set().union(*(case.refuses for case in table.codecs))
    for fmt in formats.WRITERS:
        if fmt in table.refuses:
            with pytest.raises(UnsupportedError):
                formats.dump(puzzle, fmt)
            continue
        try:
            round_trip(puzzle, fmt)
        except UnsupportedError:
            if fmt not in sometimes:
                raise
