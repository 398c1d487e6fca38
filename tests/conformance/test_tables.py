"""Every registered genre has a table, and every table says enough for the harness to test the genre."""

from __future__ import annotations

import pytest

from conformance.registry import each_genre, table_for
from conformance.table import Table, load, points
from loopcp import formats
from loopcp.genres import GENRES, RECIPES, recipe_names


def recipes_of(genre: str) -> set[str]:
    """The generation recipes that make puzzles of a genre (the names ``loopcp generate`` takes)."""
    return {name for name in recipe_names() if RECIPES[name].genre.name == genre}


@pytest.mark.parametrize("genre", list(GENRES))
def test_every_genre_has_a_table(genre: str) -> None:
    table = table_for(genre)
    assert table is not None, f"genre {genre!r} is registered but has no tests/conformance/cases/{genre}.py"
    assert table.genre == genre


@pytest.mark.parametrize("table", each_genre())
def test_the_table_is_complete(table: Table) -> None:
    counts = {case.count for case in table.counts}
    assert 0 in counts and 1 in counts and max(counts) >= 2, "counts need boards with none, one and several loops"
    assert table.broken and table.codecs
    for part in (table.counts, table.broken, table.codecs, table.made):
        ids = [case.id for case in part]
        assert len(ids) == len(set(ids)), f"repeated case ids: {ids}"
    refused = set(table.refuses).union(*(case.refuses for case in table.codecs))
    assert refused <= set(formats.WRITERS), f"refusals of formats that do not exist: {refused - set(formats.WRITERS)}"
    assert not set(table.refuses) & set().union(*(case.refuses for case in table.codecs))
    rows, cols = points(load(table.genre, table.drawn))
    assert rows >= 3 and cols >= 4, "the drawn puzzle's lattice must hold the loop-rule cases (3 x 4 points)"


@pytest.mark.parametrize("table", each_genre())
def test_every_recipe_of_the_genre_has_a_generation_case(table: Table) -> None:
    assert {made.recipe for made in table.made} == recipes_of(table.genre)
