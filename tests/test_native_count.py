"""The transfer matrix in C (``native/count.c``) against numpy's (``transfer_numpy``) and the brute force.

Both run the same plan (``transfer._plan``), so on every board they must
give the same count, and on tiny boards the brute force's; the empty
boards take count.c's other road (merged words, counts moved in place),
which is checked against its hash table, numpy and OEIS A140517 (the
13x13 to 15x15 values are GGCount's, issue 41).  Without the compiled
module, ``transfer`` counts in numpy alone.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import loopcp
from loopcp import transfer
from loopcp.genres import get_genre
from loopcp.grid import Lattice
from loopcp.puzzle import Puzzle
from test_transfer import A140517_MORE
from test_zdd import A140517, board, brute_force, superslitherlink

needs_native = pytest.mark.skipif(not transfer.AVAILABLE, reason="the native counter was not built here (no compiler)")

GGCOUNT = [  # GGCount's -c 13, -c 14, -c 15: the empty 13x13, 14x14 and 15x15 boards
    38157703688577845304445530851242055267353,
    120285789340533859558405124213592877516931371715,
    1157093265735985301622023713535739570361128480949044165,
]


@contextmanager
def numpy_only() -> Iterator[None]:
    """``transfer`` as on a machine where count.c was not built."""
    kept = transfer._COUNT
    transfer._COUNT = None
    try:
        yield
    finally:
        transfer._COUNT = kept


def both(puzzle: Puzzle) -> tuple[int, int]:
    """The count by count.c and by numpy (``Unfit`` must agree too)."""
    genre = get_genre(puzzle.genre)
    lattice, constraints = genre.lattice(puzzle), genre.constraints(puzzle)
    try:
        native = transfer.count(lattice, constraints)
    except transfer.Unfit as exc:
        with numpy_only(), pytest.raises(transfer.Unfit, match=f"^{exc}$"):
            transfer.count(lattice, constraints)
        return -1, -1
    with numpy_only():
        return native, transfer.count(lattice, constraints)


def drawn(genre: str, alphabet: str, rows: int, cols: int, data: st.DataObject) -> tuple[Puzzle, int, int]:
    """A random board of ``genre``, each cell one of ``alphabet``'s characters, and its count by count.c and numpy."""
    row = st.text(st.sampled_from(alphabet), min_size=cols, max_size=cols)
    puzzle = board(genre, *data.draw(st.lists(row, min_size=rows, max_size=rows)))
    return (puzzle, *both(puzzle))


def raw(rows: int, cols: int, *, empty: bool) -> int:
    """count.c on an empty lattice of points, by the road asked for."""
    assert transfer._COUNT is not None
    status, total = transfer._COUNT.count(rows, cols, [0] * (rows * cols + 1), [], 3_000_000, 0.0, empty)
    assert status == transfer.DONE
    return int.from_bytes(total, "little")


def test_ci_builds_the_native_counter() -> None:
    """The install builds it wherever gcc and Python's headers are, as on CI (elsewhere it may be missing)."""
    if not os.environ.get("CI"):
        pytest.skip("only CI promises a compiler")
    assert transfer.AVAILABLE


@needs_native
@settings(max_examples=80, deadline=None)
@given(rows=st.integers(1, 4), cols=st.integers(1, 4), data=st.data())
def test_clued_slitherlink_three_ways(rows: int, cols: int, data: st.DataObject) -> None:
    puzzle, native, numpy = drawn("slitherlink", "0123....", rows, cols, data)
    assert native == numpy == len(brute_force(puzzle))


@needs_native
@settings(max_examples=60, deadline=None)
@given(rows=st.integers(2, 5), cols=st.integers(2, 5), data=st.data())
def test_masyu_three_ways(rows: int, cols: int, data: st.DataObject) -> None:
    """Pearls are rules with negative coefficients; a board with too many open at once is Unfit for both."""
    puzzle, native, numpy = drawn("masyu", "01.......", rows, cols, data)
    if native >= 0:
        assert native == numpy == len(brute_force(puzzle))


@needs_native
@settings(max_examples=40, deadline=None)
@given(rows=st.integers(1, 3), cols=st.integers(1, 4), data=st.data())
def test_superslitherlink_three_ways(rows: int, cols: int, data: st.DataObject) -> None:
    puzzle = superslitherlink(data, rows, cols)
    native, numpy = both(puzzle)
    assert native == numpy == len(brute_force(puzzle))


@needs_native
@settings(max_examples=30, deadline=None)
@given(rows=st.integers(6, 10), cols=st.integers(6, 10), data=st.data())
def test_bigger_clued_boards_agree_with_numpy(rows: int, cols: int, data: st.DataObject) -> None:
    """Boards too big for the brute force, with counts past one limb: count.c's widening against numpy."""
    _, native, numpy = drawn("slitherlink", "0123" + "." * 16, rows, cols, data)
    assert native == numpy


@needs_native
@pytest.mark.parametrize("n", range(1, 16))
def test_empty_boards_follow_a140517(n: int) -> None:
    assert transfer.count(Lattice(n + 1, n + 1), []) == [*A140517, *A140517_MORE, *GGCOUNT][n - 1]


@needs_native
@pytest.mark.parametrize("rows", range(2, 9))
def test_empty_rectangles_by_both_roads_and_numpy(rows: int) -> None:
    """The merged in-place road against the hash table and numpy, on every shape up to 8 points a side."""
    for cols in range(2, rows + 1):
        with numpy_only():
            expected = transfer.count(Lattice(rows, cols), [])
        assert raw(rows, cols, empty=True) == raw(rows, cols, empty=False) == expected


@needs_native
@pytest.mark.parametrize(("rows", "cols"), [(300, 4), (120, 7), (40, 12)])
def test_long_boards_widen_their_counts(rows: int, cols: int) -> None:
    """Counts of hundreds of bits: the empty road's bound and the hash table's both widen in time."""
    with numpy_only():
        expected = transfer.count(Lattice(rows, cols), [])
    assert expected.bit_length() > 128
    assert raw(rows, cols, empty=True) == raw(rows, cols, empty=False) == expected


def test_without_the_compiled_counter_numpy_counts() -> None:
    with numpy_only():
        assert not transfer.count(Lattice(1, 5), [])
        assert transfer.count(Lattice(6, 6), []) == A140517[4]
        result = loopcp.count(board("slitherlink", *["." * 7] * 7), engine="transfer")
        assert (result.count, result.engine) == (A140517[6], "transfer")
        with pytest.raises(transfer.Unfit, match=r"^the transfer matrix would keep more than 3,000,000 states$"):
            transfer.count(Lattice(22, 22), [])


@needs_native
def test_the_native_counter_keeps_numpy_limits() -> None:
    """The same Unfit where the states outgrow a step, and the time limit stops it."""
    with pytest.raises(transfer.Unfit, match=r"^the transfer matrix would keep more than 3,000,000 states$"):
        transfer.count(Lattice(22, 22), [])
    with pytest.raises(transfer.OutOfTime):
        transfer.count(Lattice(16, 16), [], deadline=time.perf_counter() + 0.05)  # about 1 s of work
