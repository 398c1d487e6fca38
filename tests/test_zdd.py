"""The decision-diagram engine: exact counts far beyond enumeration, in agreement with CP-SAT.

Every count here is checked three ways where the board allows: by the
decision diagram, by CP-SAT enumeration, and by the brute force of
tests/bruteforce.py (which shares no code with either), on boards of up to
16 cells.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import loopcp
from loopcp import search, verify, zdd
from loopcp.errors import VerificationError
from loopcp.formats import knuth, puzzlekit
from loopcp.genres import get_genre
from loopcp.grid import Lattice
from loopcp.puzzle import Edge, Puzzle, Solution, Status

from bruteforce import loops
from conftest import DATA

# OEIS A140517: single loops on an empty n x n board, n = 1, 2, ...
A140517 = [
    1,
    13,
    213,
    9349,
    1222363,
    487150371,
    603841648931,
    2318527339461265,
    27359264067916806101,
    988808811046283595068099,
]


def board(genre: str, *cells: str) -> Puzzle:
    return Puzzle(genre, len(cells), len(cells[0]), cells)


def empty(genre: str, rows: int, cols: int) -> Puzzle:
    return board(genre, *["." * cols] * rows)


def brute_force(puzzle: Puzzle) -> set[frozenset[Edge]]:
    """Every loop of a tiny puzzle, by trying every loop on its lattice against the verifier's rules.

    On a Masyu board the loops that miss a pearl are left out before the
    verifier reads them: it refuses them too (the conformance case
    ``masyu-pearl-off-the-loop``), but at a fifth of a millisecond each,
    where most of a 5 x 5 board's 9,349 loops miss one.
    """
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    if lattice.rows < 2 or lattice.cols < 2:
        return set()
    every = loops(lattice.rows - 1, lattice.cols - 1)
    if puzzle.genre == "masyu":
        pearls = {(i, j) for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) if ch != "."}
        every = tuple(loop for loop in every if pearls <= _points(loop))
    rows, cols = lattice.rows, lattice.cols
    return {loop for loop in every if not verify.problems(puzzle, Solution.from_edges(rows, cols, loop))}


def _points(loop: frozenset[Edge]) -> set[tuple[int, int]]:
    """The points a loop passes (on a Masyu board, the cells): both ends of each edge."""
    return {(i, j) for _, i, j in loop} | {(i, j + 1) if kind == "h" else (i + 1, j) for kind, i, j in loop}


def counts(puzzle: Puzzle) -> tuple[int, int]:
    """The count by the diagram and by enumeration, both exhaustive; the transfer matrix must agree."""
    by_zdd = loopcp.count(puzzle, engine="zdd")
    by_cpsat = loopcp.count(puzzle, engine="cpsat")
    assert (by_zdd.engine, by_zdd.complete, by_cpsat.engine, by_cpsat.complete) == ("zdd", True, "cpsat", True)
    assert by_zdd.notes == by_cpsat.notes == ()
    by_transfer = loopcp.count(puzzle, engine="transfer")
    assert (by_transfer.count, by_transfer.complete) == (by_zdd.count, True)
    if by_transfer.engine != "transfer":  # a board crowded with pearls: more open rules than a key holds
        assert by_transfer.notes == ("too many rules open at once for the transfer matrix: counted by enumeration",)
    return by_zdd.count, by_cpsat.count


@pytest.mark.parametrize("n", range(1, 10))
def test_empty_boards_follow_a140517(n: int) -> None:
    result = loopcp.count(empty("slitherlink", n, n), engine="zdd")
    assert (result.count, result.complete, result.status, result.engine) == (
        A140517[n - 1],
        True,
        Status.UNIQUE if n == 1 else Status.MULTIPLE,
        "zdd",
    )


@pytest.mark.slow
def test_empty_10x10_board() -> None:
    """The largest value the issue names, and the widest board auto still gives the diagram (11 points)."""
    result = loopcp.count(empty("slitherlink", 10, 10))
    assert (result.count, result.engine) == (988808811046283595068099, "zdd")


@pytest.mark.parametrize("n", range(1, 5))
def test_no_empty_loop_and_no_two_loops_are_counted(n: int) -> None:
    """1, 13, 213, 9349 from both engines and the brute force: neither the empty set nor two loops count."""
    assert counts(empty("slitherlink", n, n)) == (A140517[n - 1],) * 2
    assert len(loops(n, n)) == A140517[n - 1]


@pytest.mark.parametrize(
    ("cells", "expected"),
    [(("0",), 0), (("4",), 1), (("4.4",), 0), (("4..", "..4"), 0), (("3.3",), 1)],
    ids=str,
)
def test_clues_that_only_the_empty_set_or_two_loops_meet(cells: tuple[str, ...], expected: int) -> None:
    """'0' alone is met by the empty set, and two 4s far apart by two squares: neither is one loop."""
    puzzle = board("slitherlink", *cells)
    assert counts(puzzle) == (expected, expected) == (len(brute_force(puzzle)),) * 2


@pytest.mark.parametrize(("rows", "cols"), [(1, 4), (2, 2), (2, 6), (3, 3), (3, 7), (4, 5), (5, 5), (6, 6), (7, 9)])
def test_empty_masyu_boards_are_slitherlink_boards_one_smaller(rows: int, cols: int) -> None:
    """Loops through the centres of m x n cells are the loops along the lines of (m-1) x (n-1) cells."""
    by_masyu = loopcp.count(empty("masyu", rows, cols), engine="zdd").count
    expected = 0 if rows == 1 else loopcp.count(empty("slitherlink", rows - 1, cols - 1), engine="zdd").count
    assert by_masyu == expected
    if rows == cols:
        assert by_masyu == ([0, *A140517])[rows - 1]
    if (rows - 1) * (cols - 1) <= 16:
        assert by_masyu == len(brute_force(empty("masyu", rows, cols)))


# Small clued boards with the counts that Knuth's DLX programs report for his (unpublished here) examples.
KNUTH_LIKE = [
    ("slitherlink", ("3...", ".2..", "..2.", "...3"), 280),
    ("slitherlink", ("....", "...0", "...1", "...."), 280),
    ("slitherlink", ("....", ".0..", "....", "..0."), 80),
    ("slitherlink", ("..23", "..1.", "0.2.", ".1.."), 4),
    ("slitherlink", ("...2", "....", ".13.", "...."), 162),
    ("masyu", ("..001", "..0..", ".....", ".....", "....."), 49),
    ("masyu", (".....", ".....", "..1..", ".....", "...1."), 8),
    ("masyu", ("..1..", ".....", ".0.00", ".....", ".1..."), 1),
]


@pytest.mark.parametrize(("genre", "cells", "expected"), KNUTH_LIKE, ids=str)
def test_small_clued_boards_agree_three_ways(genre: str, cells: tuple[str, ...], expected: int) -> None:
    puzzle = board(genre, *cells)
    assert counts(puzzle) == (expected, expected)
    assert len(brute_force(puzzle)) == expected


@settings(max_examples=25, deadline=None)
@given(rows=st.integers(1, 3), cols=st.integers(1, 4), data=st.data())
def test_slitherlink_engines_agree(rows: int, cols: int, data: st.DataObject) -> None:
    row = st.text(st.sampled_from("0123...."), min_size=cols, max_size=cols)
    puzzle = board("slitherlink", *data.draw(st.lists(row, min_size=rows, max_size=rows)))
    assert counts(puzzle) == (len(brute_force(puzzle)),) * 2


@settings(max_examples=25, deadline=None)
@given(rows=st.integers(2, 5), cols=st.integers(2, 5), data=st.data())
def test_masyu_engines_agree(rows: int, cols: int, data: st.DataObject) -> None:
    row = st.text(st.sampled_from("01......."), min_size=cols, max_size=cols)
    puzzle = board("masyu", *data.draw(st.lists(row, min_size=rows, max_size=rows)))
    assert counts(puzzle) == (len(brute_force(puzzle)),) * 2


def superslitherlink(data: st.DataObject, rows: int, cols: int) -> Puzzle:
    """A small random SuperSlitherlink: letters a and b, a few digits, and a count for each letter drawn."""
    row = st.text(st.sampled_from("ab.2"), min_size=cols, max_size=cols)
    cells = tuple(data.draw(st.lists(row, min_size=rows, max_size=rows)))
    letters = sorted({ch for r in cells for ch in r if ch.isalpha()})
    clues = tuple((letter, data.draw(st.integers(0, 8))) for letter in letters)
    return Puzzle("slitherlink", rows, cols, cells, clues)


@settings(max_examples=25, deadline=None)
@given(rows=st.integers(1, 3), cols=st.integers(1, 4), data=st.data())
def test_superslitherlink_engines_agree(rows: int, cols: int, data: st.DataObject) -> None:
    puzzle = superslitherlink(data, rows, cols)
    assert counts(puzzle) == (len(brute_force(puzzle)),) * 2


def test_superslitherlink_letters_in_the_diagram() -> None:
    """A letter's boundary count is one constraint, its internal edges are off."""
    assert counts(knuth.parse("aa..\n....\n....\n!a=0\n")) == (44, 44)
    assert counts(knuth.parse("ab\n!a=3\n!b=3\n")) == (1, 1)


@pytest.mark.parametrize(("limit", "count", "complete"), [(100, 100, False), (213, 213, False), (214, 213, True)])
def test_limit_means_the_same_for_both_engines(limit: int, count: int, complete: bool) -> None:
    """A count that reaches the limit is a bound, as with enumeration, even though the diagram knows more."""
    for engine in search.ENGINES:
        result = loopcp.count(empty("slitherlink", 3, 3), limit=limit, engine=engine)
        assert (result.count, result.complete) == (count, complete), engine


WIDE = "the board is 13 points wide, more than the 12 the decision diagram is used for (--engine zdd tries it anyway)"


def test_auto_takes_the_diagram_only_for_narrow_boards() -> None:
    narrow = loopcp.count(board("slitherlink", *["0" * 11] * 11))  # 12 points wide, no loop
    assert (narrow.engine, narrow.count, narrow.notes) == ("zdd", 0, ())
    wide = loopcp.count(board("slitherlink", *["0" * 12] * 12))  # 13 points wide, no loop
    assert (wide.engine, wide.count, wide.complete) == ("transfer", 0, True)
    assert wide.notes == (f"{WIDE}: counted by the transfer matrix",)


def test_auto_enumerates_what_the_transfer_matrix_cannot_keep() -> None:
    clued = loopcp.count(board("slitherlink", *["23" * 10] * 40), limit=3)  # too many clues open at once
    assert (clued.engine, clued.count) == ("cpsat", 0)
    assert clued.notes == (
        "the board is 21 points wide, more than the 12 the decision diagram is used for (--engine zdd tries it"
        " anyway), and too many rules open at once for the transfer matrix: counted by enumeration",
    )
    wide = loopcp.count(board("slitherlink", *["23" * 20] * 40), limit=3)
    assert wide.notes == (
        "the board is 41 points wide, more than the 12 the decision diagram is used for (--engine zdd tries it"
        " anyway), and the board is 41 points wide, too wide for the transfer matrix: counted by enumeration",
    )


def test_edges_run_along_the_longer_side() -> None:
    assert zdd.frontier_width(Lattice(5, 30)) == zdd.frontier_width(Lattice(30, 5)) == 5
    by_columns = [("v", 0, 0), ("h", 0, 0), ("h", 1, 0), ("v", 0, 1), ("h", 0, 1), ("h", 1, 1), ("v", 0, 2)]
    by_rows = [("h", 0, 0), ("v", 0, 0), ("v", 0, 1), ("h", 1, 0), ("v", 1, 0), ("v", 1, 1), ("h", 2, 0)]
    assert zdd.edge_order(Lattice(2, 3)) == by_columns
    assert zdd.edge_order(Lattice(3, 2)) == by_rows
    wide, tall = empty("slitherlink", 2, 7), empty("slitherlink", 7, 2)
    assert loopcp.count(wide, engine="zdd").count == loopcp.count(tall, engine="zdd").count == 1664


def test_out_of_memory_falls_back_to_enumeration() -> None:
    """Run in a fresh process, the bare diagram first: the cap is on address space, and heap
    a process has freed (earlier tests', or the arena of the thread a CP-SAT search ran on)
    is reused without counting against it."""
    script = """
import loopcp
from loopcp import zdd
from loopcp.grid import Lattice
from loopcp.puzzle import Puzzle
try:
    zdd.count(Lattice(10, 10), [], memory_limit=1 << 20)
except zdd.DiagramError as exc:
    print(exc)
empty = Puzzle("slitherlink", 9, 9, ("." * 9,) * 9)
result = loopcp.count(empty, limit=50, engine="zdd", memory_limit=1 << 20)
print(result.engine, result.count, result.complete, result.notes)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout == (
        "the decision diagram needs more than 1 MiB of memory\n"
        "cpsat 50 False ('the decision diagram needs more than 1 MiB of memory: counted by enumeration instead',)\n"
    )


def test_a_time_limit_stops_the_diagram() -> None:
    result = loopcp.count(empty("slitherlink", 10, 10), engine="zdd", time_limit=0.01)
    assert (result.status, result.count, result.complete, result.timed_out) == (Status.UNKNOWN, 0, False, True)
    assert result.notes == ("the decision diagram was not built within 0.01 s",)


def test_without_a_time_limit_a_slow_diagram_gives_way_to_enumeration(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "DIAGRAM_SECONDS", 0.01)
    result = loopcp.count(empty("slitherlink", 10, 10), limit=50, engine="zdd")
    assert (result.engine, result.count, result.complete) == ("cpsat", 50, False)
    assert result.notes == ("the decision diagram was not built within 0.01 s: counted by enumeration instead",)


def _tampered(change: Callable[[zdd.ZddOutcome], zdd.ZddOutcome]) -> Callable[..., zdd.ZddOutcome]:
    real = zdd.count

    def fake(*args: object, **kwargs: object) -> zdd.ZddOutcome:
        return change(real(*args, **kwargs))  # type: ignore[arg-type]

    return fake


def test_a_diagram_that_misses_a_loop_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def drop(o: zdd.ZddOutcome) -> zdd.ZddOutcome:
        return dataclasses.replace(o, count=o.count - 1, loops=o.loops[1:])

    monkeypatch.setattr(zdd, "count", _tampered(drop))
    with pytest.raises(VerificationError, match="the decision diagram counted 12 loops and CP-SAT 13 or more"):
        loopcp.count(empty("slitherlink", 2, 2), engine="zdd")


def test_a_diagram_whose_count_and_loops_differ_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(zdd, "count", _tampered(lambda o: dataclasses.replace(o, count=o.count + 1)))
    with pytest.raises(VerificationError, match="counted 214 loops but listed 213"):
        loopcp.count(empty("slitherlink", 3, 3), engine="zdd")


def test_a_wrong_loop_from_the_diagram_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def corrupt(o: zdd.ZddOutcome) -> zdd.ZddOutcome:
        return dataclasses.replace(o, loops=(o.loops[0] ^ {("h", 0, 0)}, *o.loops[1:]))

    monkeypatch.setattr(zdd, "count", _tampered(corrupt))
    with pytest.raises(VerificationError, match="failed verification"):
        loopcp.count(empty("slitherlink", 6, 6), engine="zdd")  # a large count: only samples come back


def test_a_large_count_hands_back_loops_to_check() -> None:
    outcome = zdd.count(Lattice(7, 7), [], memory_limit=1 << 30)
    assert outcome.count == A140517[5]
    assert not outcome.every_loop
    assert zdd.FIRST_LOOPS <= len(set(outcome.loops)) <= zdd.FIRST_LOOPS + zdd.RANDOM_LOOPS


@pytest.mark.parametrize(
    ("name", "genre"),
    [
        ("42_8x8", "Slitherlink"),
        ("103_10x10", "Slitherlink"),
        ("144_10x18", "Slitherlink"),
        ("04_6x6", "Masyu"),
        ("93_10x10", "Masyu"),
    ],
)
def test_narrow_dataset_puzzles_have_one_loop(name: str, genre: str) -> None:
    records = json.loads((DATA / f"puzzlekit-{genre.lower()}-sample.json").read_text())
    parse = puzzlekit.parse_slitherlink if genre == "Slitherlink" else puzzlekit.parse_masyu
    puzzle = parse(records[name]["problem"], name)
    result = loopcp.count(puzzle, engine="zdd")  # auto asks the rules first, which decide most of these alone
    assert (result.engine, result.status, result.count) == ("zdd", Status.UNIQUE, 1)
    assert loopcp.count(puzzle).count == 1
