"""Loop growth: regions whose boundary is one loop, pearly loops for Masyu, and the flip test."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from loopcp import verify
from loopcp.errors import DeadlineError
from loopcp.generation.growth import Region, boundary, grow, rotations
from loopcp.genres.masyu.pearly import pearly
from loopcp.genres.masyu.rules import pearls
from loopcp.puzzle import Solution

from bruteforce import is_inside, loops


@settings(max_examples=40, deadline=None)
@given(rows=st.integers(1, 9), cols=st.integers(1, 9), seed=st.integers(0, 10**6), turns=st.sampled_from([1, 2, 4]))
def test_grown_regions_have_one_loop_around_them(rows: int, cols: int, seed: int, turns: int) -> None:
    if turns == 4:
        cols = rows
    inside = grow(rows, cols, random.Random(seed), turns=turns)
    loop = boundary(inside, rows, cols)
    assert verify.loop_problems(rows + 1, cols + 1, Solution.from_edges(rows + 1, cols + 1, loop)) == []
    for orbit in rotations(rows, cols, turns):
        assert len(set(orbit) & inside) in (0, len(orbit))


@pytest.mark.parametrize("seed", range(4))
def test_pearly_loops_are_single_loops_with_many_pearls(seed: int) -> None:
    inside = pearly(7, 7, random.Random(seed))
    loop = boundary(inside, 7, 7)
    assert verify.loop_problems(8, 8, Solution.from_edges(8, 8, loop)) == []
    on_loop = {p for kind, i, j in loop for p in ((i, j), (i, j + 1) if kind == "h" else (i + 1, j))}
    assert len(pearls(8, 8, loop)) >= len(on_loop) // 2


def test_the_flip_test_is_exact_on_small_boards() -> None:
    """A face may change sides exactly when the new region still has one loop around it (brute force, 3x4)."""
    regions = {frozenset(c for c in _cells(3, 4) if is_inside(lp, c)) for lp in loops(3, 4)}
    for inside in regions:
        region = Region(3, 4)
        region.seed(inside)
        for cell in _cells(3, 4):
            assert region.can_flip(region.index(cell)) == ((inside ^ {cell}) in regions), (sorted(inside), cell)


def _cells(rows: int, cols: int) -> list[tuple[int, int]]:
    return [(i, j) for i in range(rows) for j in range(cols)]


@pytest.mark.parametrize("grower", [grow, pearly], ids=["grow", "pearly"])
def test_a_passed_deadline_stops_loop_growth(grower: Callable[..., frozenset[tuple[int, int]]]) -> None:
    with pytest.raises(DeadlineError, match="the time limit passed while a loop was grown"):
        grower(60, 60, random.Random(1), deadline=time.perf_counter())
