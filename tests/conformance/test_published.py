"""What each genre takes from outside loopcp, per its table: the puzzlekit dataset, the editor's URL, pzprjs's boards.

- ``dataset``: every record bundled in tests/data/<genre>/puzzlekit-sample.json
  is unique and is its published answer; so is every record of the whole
  file in ../shared (skipped cleanly without it), in parts of ``PART``
  records, so that the cores share a large file; and the file holds
  ``size`` records, the damaged ones those the table names.
- ``url``: the editor's URL reads as the table's puzzle, which has one
  solution, and writes back byte for byte; its saved file reads back.
- ``pzprjs``: ``loopcp check`` of each of pzprjs's own boards exits 0 where
  pzprjs finds it correct and 1 where it names an error; a board of a
  variant loopcp does not solve is refused (exit 2) in words.
"""

from __future__ import annotations

import functools

import pytest
from _pytest.mark import ParameterSet

import genre_data
import loopcp
from conformance.conftest import run
from conformance.registry import TABLES
from conformance.table import Dataset, Table, load
from loopcp import formats
from loopcp.genres import get_genre
from loopcp.puzzle import Status

from conftest import DATA, load_dataset

PART = 25  # records of the whole file a test: Yajilin's 610 are 25 tests of about a second


def _dataset(table: Table) -> Dataset:
    assert table.dataset is not None
    return table.dataset


@functools.cache
def _records(file: str) -> dict[str, dict[str, str]]:
    """The whole dataset file's records (read once a process; a clean skip without ../shared)."""
    return load_dataset(f"{file}_dataset.json")


def _bundled() -> list[ParameterSet]:
    return [
        pytest.param(table, name, id=f"{table.genre}-{name}")
        for table in TABLES
        if table.dataset is not None
        for name in sorted(genre_data.sample(table.genre))
    ]


def _parts() -> list[ParameterSet]:
    """(table, part, parts): the whole file's records in ``parts`` parts of about ``PART`` (by its stated size)."""
    params = []
    for table in TABLES:
        if table.dataset is not None:
            parts = -(-table.dataset.size // PART)
            params += [pytest.param(table, k, parts, id=f"{table.genre}-part{k + 1}of{parts}") for k in range(parts)]
    return params


def _boards() -> list[ParameterSet]:
    return [
        pytest.param(table, verdict, board, id=f"{table.genre}-{k}-{verdict}")
        for table in TABLES
        if table.pzprjs is not None
        for k, (verdict, board) in enumerate(genre_data.pzprjs(table.genre)["failcheck"])
    ]


# --- the puzzlekit dataset -----------------------------------------------------------------------------


@pytest.mark.parametrize(("table", "name"), _bundled())
def test_bundled_dataset_puzzles_are_unique_and_match_their_published_solutions(table: Table, name: str) -> None:
    dataset = _dataset(table)
    record = genre_data.sample(table.genre)[name]
    compared = genre_data.check_record(table.genre, name, record, shading=dataset.shading)
    assert compared == (name not in dataset.damaged)


@pytest.mark.parametrize("table", [t for t in TABLES if t.dataset is not None], ids=lambda t: t.genre)
def test_the_whole_dataset_file_holds_its_records_and_its_damaged_ones(table: Table) -> None:
    dataset = _dataset(table)
    records = _records(dataset.file)
    damaged = sorted(name for name, r in records.items() if genre_data.published(table.genre, r["solution"]) is None)
    assert (len(records), damaged) == (dataset.size, sorted(dataset.damaged))


@pytest.mark.parametrize(("table", "part", "parts"), _parts())
def test_every_dataset_puzzle_is_unique_and_matches_its_published_solution(table: Table, part: int, parts: int) -> None:
    """Records part, part + parts, part + 2 parts, ... of the file's names in order: every record in one part."""
    dataset = _dataset(table)
    records = _records(dataset.file)
    for name in sorted(records)[part::parts]:
        compared = genre_data.check_record(table.genre, name, records[name], shading=dataset.shading)
        assert compared == (name not in dataset.damaged), name


# --- the editor's URL ----------------------------------------------------------------------------------


@pytest.mark.parametrize("table", [t for t in TABLES if t.url is not None], ids=lambda t: t.genre)
def test_the_editors_url_reads_and_writes_back(table: Table) -> None:
    assert table.url is not None
    puzzle = formats.load(table.url.url)
    assert (puzzle.genre, puzzle) == (table.genre, load(table.genre, table.url.text))
    assert formats.dump(puzzle, "puzzlink") == table.url.url + "\n"
    assert loopcp.solve(puzzle).status is Status.UNIQUE
    saved = formats.dump(puzzle, "pzprv3")
    assert saved.startswith(table.url.saved)
    code = get_genre(table.genre).pzprv3
    settle = code.settle if code is not None else None
    assert formats.load(saved) == (puzzle if settle is None else settle(puzzle))  # the board as the file keeps it
    if table.pzprjs is not None and "url" in (script := genre_data.pzprjs(table.genre)):
        assert table.url.url.endswith("/" + script["url"]), "the URL is not the one of pzprjs's test script"


# --- pzprjs's own boards -------------------------------------------------------------------------------


@pytest.mark.parametrize(("table", "verdict", "board"), _boards())
def test_check_of_pzprjs_saved_files_gives_its_verdicts(table: Table, verdict: str | None, board: str) -> None:
    assert table.pzprjs is not None
    refusals = [words for mark, words in table.pzprjs.refused.items() if mark in board]
    if not refusals:
        genre_data.check_board(board, verdict)
        return
    code, out, err = run("check", board)
    assert (code, out) == (2, ""), err
    assert all(words in err for words in refusals), err


@pytest.mark.parametrize("table", [t for t in TABLES if t.pzprjs is not None], ids=lambda t: t.genre)
def test_every_variant_refused_is_met_by_a_board(table: Table) -> None:
    """A refusal the table names is tried on at least one of pzprjs's boards."""
    assert table.pzprjs is not None
    boards = [board for _, board in genre_data.pzprjs(table.genre)["failcheck"]]
    assert all(any(mark in board for board in boards) for mark in table.pzprjs.refused)


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.genre)
def test_a_genre_with_pzprjs_boards_has_them_judged(table: Table) -> None:
    """Every tests/data/<genre>/pzprjs.json is run: its table says ``pzprjs``, and only then."""
    assert (table.pzprjs is not None) == (DATA / table.genre / "pzprjs.json").exists()
