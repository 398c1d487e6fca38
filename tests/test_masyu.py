"""Masyu on the same loop core: exact counts, published answers, pearl rules."""

from __future__ import annotations

import functools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import loopcp
from loopcp.formats import knuth, puzzlekit
from loopcp.puzzle import Puzzle, Status

from bruteforce import loops
from cases import rejection
from conftest import DATA, load_dataset

Edge = tuple[str, int, int]


def masyu(*cells: str) -> Puzzle:
    return Puzzle("masyu", len(cells), len(cells[0]), cells)


def pearls_hold(cells: tuple[str, ...], loop: frozenset[Edge]) -> bool:
    """The pearl rules once more, written directly, for the brute-force count."""

    def on(e: Edge) -> bool:
        return e in loop

    def goes(i: int, j: int, d: str) -> bool:
        return on({"N": ("v", i - 1, j), "S": ("v", i, j), "W": ("h", i, j - 1), "E": ("h", i, j)}[d])

    step = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}
    for i, row in enumerate(cells):
        for j, ch in enumerate(row):
            if ch == ".":
                continue
            ways = {d for d in "NSWE" if goes(i, j, d)}
            if not ways:
                return False
            if ch == "0":
                if ways not in ({"N", "S"}, {"W", "E"}):
                    return False
                if all(goes(i + step[d][0], j + step[d][1], d) for d in ways):
                    return False
            else:
                if ways in ({"N", "S"}, {"W", "E"}):
                    return False
                if not all(goes(i + step[d][0], j + step[d][1], d) for d in ways):
                    return False
    return True


@pytest.mark.parametrize(("n", "expected"), [(2, 1), (3, 13), (4, 213), (5, 9349)])
def test_empty_boards(n: int, expected: int) -> None:
    result = loopcp.count(masyu(*["." * n] * n))
    assert (result.count, result.complete) == (expected, True)


def test_one_row_or_column_has_no_loop() -> None:
    assert loopcp.count(masyu("....")).status is Status.UNSOLVABLE
    assert loopcp.count(masyu(".", ".", ".")).status is Status.UNSOLVABLE


@pytest.mark.parametrize(
    ("cells", "expected"),
    [
        (("...", "0..", "..."), 4),
        (("1..", "...", "..."), 2),
        (("....", ".0..", "....", "...."), 56),
        (("....", "....", "..1.", "...."), 3),
    ],
    ids=str,
)
def test_small_boards_with_several_solutions(cells: tuple[str, ...], expected: int) -> None:
    result = loopcp.count(masyu(*cells))
    rows, cols = len(cells) - 1, len(cells[0]) - 1
    assert len([lp for lp in loops(rows, cols) if pearls_hold(cells, lp)]) == expected
    assert (result.count, result.complete) == (expected, True)


def test_contradictory_pearls_are_unsolvable() -> None:
    # A black pearl next to a corner cannot turn away from the border and still go straight on.
    result = loopcp.solve(masyu(".1.", "...", "..."))
    assert (result.status, result.count) == (Status.UNSOLVABLE, 0)
    # A white pearl in a corner cannot go straight.
    assert loopcp.solve(masyu("0..", "...", "...")).status is Status.UNSOLVABLE


@settings(max_examples=60, deadline=None)
@given(rows=st.integers(2, 4), cols=st.integers(2, 5), data=st.data())
def test_counts_agree_with_brute_force(rows: int, cols: int, data: st.DataObject) -> None:
    cells = tuple(
        "".join(data.draw(st.lists(st.sampled_from("01......"), min_size=cols, max_size=cols))) for _ in range(rows)
    )
    result = loopcp.solve(masyu(*cells), max_solutions=0)
    expected = {lp for lp in loops(rows - 1, cols - 1) if pearls_hold(cells, lp)}
    assert result.complete
    assert {s.edges() for s in result.solutions} == expected
    assert result.count == len(expected)


def _check(records: dict[str, dict[str, str]], name: str) -> None:
    puzzle = puzzlekit.parse_masyu(records[name]["problem"], name)
    result = loopcp.solve(puzzle)
    assert (result.status, result.count) == (Status.UNIQUE, 1), name
    assert result.solutions[0].edges() == puzzlekit.masyu_loop(records[name]["solution"], name), name


SAMPLE = json.loads((DATA / "puzzlekit-masyu-sample.json").read_text())


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_match_their_published_solutions(name: str) -> None:
    _check(SAMPLE, name)


@functools.cache
def _forty() -> tuple[dict[str, dict[str, str]], list[str]]:
    """The ../shared dataset, 40 names drawn with a fixed seed, and its largest board (skipped without ../shared)."""
    records = load_dataset("Masyu_dataset.json")
    names = sorted(n for n, r in records.items() if r.get("solution"))
    return records, [*random.Random(3).sample(names, 40), "760_40x58"]


@pytest.mark.parametrize("k", range(41))
def test_forty_dataset_puzzles_match_their_published_solutions(k: int) -> None:
    records, names = _forty()
    _check(records, names[k])


def test_dataset_pearls_in_puzzlink_digits() -> None:
    assert puzzlekit.parse_masyu("2 3\n1 - 2\n- w b\n") == masyu("0.1", ".01")


def test_knuth_masyu_rejects_other_characters() -> None:
    assert (
        rejection(knuth.parse, "0.\n.2\n", "f", "masyu")
        == "f:2:2: expected 0 (a white pearl), 1 (a black pearl) or '.', got '2'"
    )
    assert (
        rejection(knuth.parse, "0.\n.a\n", "f", "masyu")
        == "f:2:2: expected 0 (a white pearl), 1 (a black pearl) or '.', got 'a'"
    )
    assert (
        rejection(knuth.parse, "0.\n!a=1\n", "f", "masyu")
        == "f:2:1: expected 0 (a white pearl), 1 (a black pearl) or '.', got '!'"
    )
