"""``genres.catalogue``: what ``loopcp genres`` lists, drawn from the records, and true of the formats and generate."""

from __future__ import annotations

import pytest

from conformance.registry import TABLES, each_genre
from conformance.table import Table
from loopcp import formats, genres
from loopcp.generation.options import ANY, DEFAULT_DIFFICULTY


def test_every_genre_is_listed_once_in_registry_order() -> None:
    assert [entry.genre for entry in genres.catalogue()] == list(genres.GENRES)
    assert {table.genre for table in TABLES} == set(genres.GENRES)  # every listing below is checked


@pytest.mark.parametrize("table", each_genre())
def test_the_formats_listed_are_those_that_hold_the_genre(table: Table) -> None:
    """The conformance tables name, with the exact message, every format that refuses a genre (test_codecs)."""
    entry = genres.listing(genres.get_genre(table.genre))
    assert entry.writes == tuple(name for name in formats.WRITERS if name not in table.refuses)
    assert entry.reads == tuple(name for name in entry.writes if name in formats.READERS)


def test_the_default_difficulty_is_what_generate_makes_unless_told() -> None:
    assert genres.UNGRADED == ANY
    for entry in genres.catalogue():
        assert {DEFAULT_DIFFICULTY[recipe] for recipe in entry.recipes} == {entry.default_difficulty}


def test_a_listing_as_json() -> None:
    assert genres.listing(genres.get_genre("numlin")).as_json() == {
        "genre": "numberlink",
        "title": "Numberlink",
        "aliases": ["numlin"],
        "pid": "numlin",
        "levels": ["direct", "trial"],
        "reads": ["puzzlink", "pzprv3", "json", "puzzlekit"],
        "writes": ["puzzlink", "pzprv3", "json", "puzzlekit"],
        "recipes": ["numberlink"],
        "default_difficulty": "trial",
        "rules": "paths join the two cells of each number; paths never branch and never share a cell",
    }


def test_a_genre_without_a_puzzlink_code_has_no_pid() -> None:
    assert genres.listing(genres.get_genre("shingoki")).pid is None


@pytest.mark.parametrize("name", ["Yajilin", "YAJILIN", "Yajirin", "MASHU", "SuperSlitherlink"])
def test_a_genre_is_found_by_any_case_of_its_names(name: str) -> None:
    assert genres.get_genre(name) is genres.get_genre(name.lower())
    assert genres.canonical(name) == genres.get_genre(name.lower()).name
