"""The brute force the other tests trust: ``loops`` (every set of cells at once) is the definition, tried one by one.

``bruteforce.loops`` is numpy bit operations over every set of cells of a
board; ``bruteforce.loops_by_definition`` is the same three tests (one
piece, no holes, no cells touching at a corner alone) in plain Python, one
set at a time.  They must give the same loops in the same order on every
board shape the definition tries quickly.  Likewise ``paths_ending_at``
(the sets a path genre's verifier is shown) against ``edge_sets`` filtered.
"""

from __future__ import annotations

import itertools

import pytest

from bruteforce import edge_sets, loops, loops_by_definition, paths_ending_at

# Every shape of up to 12 cells (a tenth of a second each by the definition), and the 4 x 4 (two seconds).
SHAPES = [(rows, cols) for rows in range(1, 13) for cols in range(1, 13) if rows * cols <= 12] + [(4, 4)]


@pytest.mark.parametrize(("rows", "cols"), SHAPES, ids=[f"{r}x{c}" for r, c in SHAPES])
def test_every_set_at_once_gives_the_loops_of_the_definition(rows: int, cols: int) -> None:
    assert loops(rows, cols) == loops_by_definition(rows, cols)


def test_a_board_too_large_for_a_bitboard_is_refused() -> None:
    with pytest.raises(ValueError, match=r"^a 7 x 7 board is too large to try every set of its cells$"):
        loops(7, 7)


def lone_ends(edges: frozenset[tuple[str, int, int]]) -> frozenset[tuple[int, int]]:
    touches = [p for kind, i, j in edges for p in ((i, j), (i, j + 1) if kind == "h" else (i + 1, j))]
    return frozenset(p for p in touches if touches.count(p) == 1)


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (2, 4), (3, 3), (3, 4)])
def test_the_paths_between_ends_are_the_edge_sets_with_those_lone_ends(rows: int, cols: int) -> None:
    points = [(i, j) for i in range(rows) for j in range(cols)]
    by_ends: dict[frozenset[tuple[int, int]], set[frozenset[tuple[str, int, int]]]] = {}
    for edges in edge_sets(rows, cols):
        by_ends.setdefault(lone_ends(edges), set()).add(edges)
    for k in (0, 2, 4):
        for ends in map(frozenset, itertools.combinations(points, k)):
            found = paths_ending_at(rows, cols, ends)
            assert len(found) == len(set(found))
            assert set(found) == by_ends.get(ends, set())
