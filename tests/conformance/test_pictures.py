"""Every genre drawn in plain text and in SVG, byte for byte against its golden file in tests/data/conformance.

The golden files are rewritten by
``LOOPCP_UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/conformance/test_pictures.py``;
a rewritten file is a change of output, to be read and committed on purpose.
"""

from __future__ import annotations

import os

import pytest

import loopcp
from conformance.conftest import svg
from conformance.registry import TABLES, each_genre
from conformance.table import Table, load
from loopcp.pictures import text as render
from loopcp.puzzle import Edge, Puzzle

from conftest import DATA

GOLDEN = DATA / "conformance"
PICTURES = ("txt", "svg")


def _drawn(table: Table) -> tuple[Puzzle, frozenset[Edge]]:
    puzzle = load(table.genre, table.drawn)
    (solution,) = loopcp.solve(puzzle).solutions
    return puzzle, solution.edges()


def _same_as_golden(name: str, drawing: str) -> None:
    path = GOLDEN / name
    if os.environ.get("LOOPCP_UPDATE_GOLDEN"):
        path.write_text(drawing)
    assert drawing == path.read_text()


@pytest.mark.parametrize("table", each_genre())
def test_plain_text_drawing(table: Table) -> None:
    """The puzzle alone, then with its loop (and the cells a shading genre shades)."""
    puzzle, loop = _drawn(table)
    solved = render.picture(puzzle, loop, shaded=render.shaded_cells(puzzle, loop))
    _same_as_golden(f"{table.genre}.txt", render.picture(puzzle) + "\n" + solved)


@pytest.mark.parametrize("table", each_genre())
def test_svg_drawing(table: Table) -> None:
    puzzle, loop = _drawn(table)
    _same_as_golden(f"{table.genre}.svg", svg(puzzle, loop))


def test_the_golden_drawings_are_exactly_the_genres() -> None:
    """A genre without its drawings fails, and so does a drawing left behind by a genre that is gone."""
    expected = {f"{table.genre}.{kind}" for table in TABLES for kind in PICTURES}
    assert {path.name for path in GOLDEN.iterdir()} == expected
