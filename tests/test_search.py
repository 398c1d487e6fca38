"""Solving and counting: exact counts, published answers, and the verifier's verdicts."""

from __future__ import annotations

import functools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import loopcp
from loopcp import cpsat
from loopcp.formats import knuth, puzzlekit
from loopcp.genres import get_genre
from loopcp.puzzle import Edge, Puzzle, Status

from bruteforce import loops, matching
from conftest import BUNDLED, DATA, load_dataset


def empty(rows: int, cols: int) -> Puzzle:
    return Puzzle("slitherlink", rows, cols, tuple("." * cols for _ in range(rows)))


def test_pi_day_has_exactly_one_solution() -> None:
    puzzle = knuth.parse((BUNDLED / "pi-day-2025.txt").read_text())
    result = loopcp.count(puzzle)
    assert (result.status, result.count, result.complete) == (Status.UNIQUE, 1, True)


@pytest.mark.parametrize(("n", "loops_on_board"), [(1, 1), (2, 13), (3, 213), (4, 9349)])
def test_empty_square_boards(n: int, loops_on_board: int) -> None:
    result = loopcp.count(empty(n, n))
    assert (result.count, result.complete) == (loops_on_board, True)


def test_count_stops_at_the_limit() -> None:
    result = loopcp.count(empty(3, 3), limit=100)
    assert (result.count, result.complete, result.status) == (100, False, Status.MULTIPLE)


def test_count_equal_to_the_limit_is_not_complete() -> None:
    """213 loops with limit 213: the search stopped at the limit, so it cannot claim exhaustiveness."""
    result = loopcp.count(empty(3, 3), limit=213)
    assert (result.count, result.complete) == (213, False)


def test_solve_finds_two_and_stops() -> None:
    result = loopcp.solve(empty(2, 2))
    assert (result.status, result.count, result.complete, len(result.solutions)) == (Status.MULTIPLE, 2, False, 2)
    assert result.solutions[0] != result.solutions[1]


def test_solve_all_returns_every_solution_once() -> None:
    result = loopcp.solve(empty(2, 2), max_solutions=0)
    assert (result.count, result.complete, len(set(result.solutions))) == (13, True, 13)
    assert {s.edges() for s in result.solutions} == set(loops(2, 2))


@pytest.mark.parametrize(
    ("cells", "status", "count"),
    [
        (("4",), Status.UNIQUE, 1),
        (("0",), Status.UNSOLVABLE, 0),
        (("3",), Status.UNSOLVABLE, 0),
        (("44",), Status.UNSOLVABLE, 0),
        (("33",), Status.UNIQUE, 1),
        (("0.", ".0"), Status.UNSOLVABLE, 0),
        (("3.", ".3"), Status.MULTIPLE, 2),
    ],
    ids=str,
)
def test_tiny_boards(cells: tuple[str, ...], status: Status, count: int) -> None:
    result = loopcp.count(Puzzle("slitherlink", len(cells), len(cells[0]), cells))
    assert (result.status, result.count, result.complete) == (status, count, True)


def test_superslitherlink_zero_letter_forbids_its_boundary() -> None:
    # A zero letter behaves like zeros in all its cells: the brute force counts "00.." that way.
    puzzle = knuth.parse("aa..\n....\n....\n!a=0\n")
    result = loopcp.count(puzzle)
    assert (result.count, result.complete) == (len(matching(("00..", "....", "...."))), True)
    assert result.count == 44


def test_superslitherlink_letter_between_letters_counts_for_both() -> None:
    # Two one-cell letters side by side: their shared edge is a boundary edge of both.
    puzzle = knuth.parse("ab\n!a=4\n!b=4\n")
    assert loopcp.count(puzzle).count == 0  # both cells cannot be full squares at once
    puzzle = knuth.parse("ab\n!a=3\n!b=3\n")
    assert loopcp.count(puzzle).count == 1  # the 1x2 rectangle


@settings(max_examples=60, deadline=None)
@given(
    rows=st.integers(1, 3),
    cols=st.integers(1, 4),
    data=st.data(),
)
def test_counts_agree_with_brute_force(rows: int, cols: int, data: st.DataObject) -> None:
    cells = tuple(
        "".join(data.draw(st.lists(st.sampled_from("0123..."), min_size=cols, max_size=cols))) for _ in range(rows)
    )
    puzzle = Puzzle("slitherlink", rows, cols, cells)
    result = loopcp.solve(puzzle, max_solutions=0)
    expected = matching(cells)
    assert result.complete
    assert result.count == len(expected)
    assert {s.edges() for s in result.solutions} == set(expected)


def _published(records: dict[str, dict[str, str]], name: str) -> tuple[Puzzle, frozenset[tuple[str, int, int]]]:
    record = records[name]
    return puzzlekit.parse_slitherlink(record["problem"], name), puzzlekit.slitherlink_loop(record["solution"], name)


def _check_published(records: dict[str, dict[str, str]], name: str) -> None:
    puzzle, loop = _published(records, name)
    result = loopcp.solve(puzzle)
    assert (result.status, result.count) == (Status.UNIQUE, 1), name
    assert result.solutions[0].edges() == loop, name


SAMPLE = json.loads((DATA / "puzzlekit-slitherlink-sample.json").read_text())


@pytest.mark.parametrize("name", sorted(SAMPLE))
def test_bundled_dataset_puzzles_match_their_published_solutions(name: str) -> None:
    _check_published(SAMPLE, name)


@functools.cache
def _forty() -> tuple[dict[str, dict[str, str]], list[str]]:
    """The ../shared dataset and 40 names drawn from it with a fixed seed (skipped without ../shared)."""
    records = load_dataset("Slitherlink_dataset.json")
    names = sorted(n for n, r in records.items() if r.get("solution"))
    return records, random.Random(2).sample(names, 40)


@pytest.mark.parametrize("k", range(40))
def test_forty_dataset_puzzles_match_their_published_solutions(k: int) -> None:
    records, names = _forty()
    _check_published(records, names[k])


@pytest.mark.parametrize("work", [1e-9, 0.002])
@pytest.mark.parametrize("limit", [2, 17, 100])
def test_a_search_restarted_with_the_relaxation_counts_and_reports_each_loop_once(
    monkeypatch: pytest.MonkeyPatch, work: float, limit: int
) -> None:
    """Cut the plain search early, so that these searches restart: nothing is lost or doubled.

    With 0.002 of deterministic time the plain search finds about twenty
    loops of this puzzle before the cut, and the restart finds them again.
    """
    monkeypatch.setattr(cpsat.model, "PLAIN_WORK", work)
    raw: list[int] = []
    seen = cpsat.door._SolutionCollector.OnSolutionCallback

    def counted(self: cpsat.door._SolutionCollector) -> None:
        raw.append(1)
        seen(self)

    monkeypatch.setattr(cpsat.door._SolutionCollector, "OnSolutionCallback", counted)
    puzzle = Puzzle("slitherlink", 4, 4, ("3...", ".2..", "..2.", "...3"))  # 280 loops
    genre = get_genre("slitherlink")
    model = cpsat.LoopModel(genre.lattice(puzzle), genre.constraints(puzzle))
    reported: list[tuple[frozenset[Edge], int]] = []
    outcome = model.search(limit=limit, on_solution=lambda loop, n: reported.append((loop, n)))
    assert (outcome.count, outcome.complete, outcome.timed_out) == (limit, False, False)
    assert [n for _, n in reported] == list(range(1, limit + 1))
    assert len({loop for loop, _ in reported}) == limit
    assert list(outcome.solutions) == [loop for loop, _ in reported]
    if work == 0.002 and limit == 100:
        assert len(raw) > limit  # loops were found twice, and counted once
    assert loopcp.solve(Puzzle("slitherlink", 2, 2, ("33", "33"))).status is Status.UNSOLVABLE
