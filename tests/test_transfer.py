"""The transfer matrix (``transfer.py``): exact counts of loops from the frontier's states alone.

It lists no loop, so its counts are checked against what lists them: the
brute force of tests/bruteforce.py on small boards of every shape, the
decision diagram (tests/test_zdd.py runs it beside the other engines),
and OEIS A140517 for the empty boards up to the 12x12 that issue 25 names.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import loopcp
from loopcp import formats, transfer
from loopcp.cli import app
from loopcp.genres import get_genre
from loopcp.grid import Lattice
from loopcp.puzzle import Puzzle
from test_zdd import A140517, board, brute_force, superslitherlink

from conftest import ROOT

A140517_MORE = [109331355810135629946698361371, 36954917962039884953387868334644457]  # 11x11, 12x12


def counted(puzzle: Puzzle) -> int:
    genre = get_genre(puzzle.genre)
    return transfer.count(genre.lattice(puzzle), genre.constraints(puzzle))


@pytest.mark.parametrize("n", range(1, 12))
def test_empty_boards_follow_a140517(n: int) -> None:
    assert transfer.count(Lattice(n + 1, n + 1), []) == [*A140517, *A140517_MORE][n - 1]


def test_plain_count_of_the_empty_12x12_board() -> None:
    """Issue 25: ``loopcp count`` of the empty 12x12, with auto choosing the engine and saying why."""
    result = CliRunner().invoke(app, ["count", "-"], input="\n".join(["." * 12] * 12) + "\n")
    assert (result.exit_code, result.stdout) == (0, f"{A140517_MORE[1]}\n")
    assert result.stderr == (
        "<stdin>: the board is 13 points wide, more than the 12 the decision diagram is used for"
        " (--engine zdd tries it anyway): counted by the transfer matrix\n"
    )


@pytest.mark.parametrize(("rows", "cols"), [(1, 5), (2, 5), (5, 2), (3, 4), (4, 3), (2, 7)])
def test_empty_rectangles_either_way_round(rows: int, cols: int) -> None:
    """The board is turned so that rows are the shorter side: both ways give the brute force's count."""
    assert transfer.count(Lattice(rows + 1, cols + 1), []) == len(
        brute_force(board("slitherlink", *["." * cols] * rows))
    )


@settings(max_examples=60, deadline=None)
@given(rows=st.integers(1, 4), cols=st.integers(1, 4), data=st.data())
def test_clued_boards_match_the_brute_force(rows: int, cols: int, data: st.DataObject) -> None:
    row = st.text(st.sampled_from("0123...."), min_size=cols, max_size=cols)
    puzzle = board("slitherlink", *data.draw(st.lists(row, min_size=rows, max_size=rows)))
    assert counted(puzzle) == len(brute_force(puzzle))


@settings(max_examples=60, deadline=None)
@given(rows=st.integers(2, 5), cols=st.integers(2, 5), data=st.data())
def test_masyu_boards_match_the_brute_force(rows: int, cols: int, data: st.DataObject) -> None:
    """Masyu's pearls are rules with negative coefficients ("straight on": one edge less the next).

    A board crowded with pearls may have more rules open at once than a key
    holds: ``Unfit``, which the caller meets by enumerating.
    """
    row = st.text(st.sampled_from("01......."), min_size=cols, max_size=cols)
    puzzle = board("masyu", *data.draw(st.lists(row, min_size=rows, max_size=rows)))
    try:
        total = counted(puzzle)
    except transfer.Unfit as exc:
        assert str(exc) == "too many rules open at once for the transfer matrix"
        return
    assert total == len(brute_force(puzzle))


@settings(max_examples=40, deadline=None)
@given(rows=st.integers(1, 3), cols=st.integers(1, 4), data=st.data())
def test_region_counts_match_the_brute_force(rows: int, cols: int, data: st.DataObject) -> None:
    """SuperSlitherlink: a letter's boundary count is one rule over edges far apart, open across rows."""
    puzzle = superslitherlink(data, rows, cols)
    assert counted(puzzle) == len(brute_force(puzzle))


def test_what_it_cannot_keep_is_unfit() -> None:
    with pytest.raises(transfer.Unfit, match=r"^the transfer matrix would keep more than 3,000,000 states$"):
        transfer.count(Lattice(22, 22), [])
    with pytest.raises(transfer.Unfit, match=r"^the board is 40 points wide, too wide for the transfer matrix$"):
        transfer.count(Lattice(40, 40), [])


def test_a_limit_and_a_time_limit() -> None:
    result = loopcp.count(board("slitherlink", "...", "..."), limit=5, engine="transfer")
    assert (result.count, result.complete, result.engine) == (5, False, "transfer")
    late = loopcp.count(board("slitherlink", *["." * 15] * 15), engine="transfer", time_limit=0.01)
    assert (late.engine, late.timed_out, late.complete) == ("transfer", True, False)


def test_a_genre_with_rules_beyond_edges_is_enumerated_and_told() -> None:
    puzzle = formats.load((ROOT / "data" / "saved" / "yajilin.txt").read_text())
    result = loopcp.count(puzzle, engine="transfer")
    assert (result.engine, result.count, result.complete) == ("cpsat", 1, True)
    assert result.notes == (
        "the transfer matrix counts rules over edges only, and yajilin's are not: counted by enumeration",
    )
