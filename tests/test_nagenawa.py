"""Several loops (``Lattice.many``) and Nagenawa: the cores, the rectangle rule and the verifier against brute force.

The cores must find exactly the nonempty even edge sets (every one a set
of loops going straight through their crossings), each once; Nagenawa's
rectangle booleans must keep exactly the sets whose every loop the
verifier finds a rectangle, on CP-SAT and SAT alike.  A spiral that
crosses itself keeps every local "a run ends at the matching corner"
rule and is no rectangle: the rules must refuse it.
"""

from __future__ import annotations

import random

import pytest

from loopcp.cpsat import LoopModel
from loopcp.genres import get_genre
from loopcp.genres.base import Linear
from loopcp.grid import Lattice
from loopcp.puzzle import Puzzle, Solution
from loopcp.sat import answers
from loopcp.verify import loop_problems, problems

from bruteforce import even_sets

SIZES = [(2, 2), (2, 3), (3, 3), (3, 4), (4, 4), (4, 5)]


def _everywhere(rows: int, cols: int) -> frozenset[tuple[int, int]]:
    return frozenset((i, j) for i in range(rows) for j in range(cols))


def _sat_all(lattice: Lattice, constraints: list[Linear]) -> set[frozenset[tuple[str, int, int]]]:
    found = answers.search(lattice, constraints, limit=100_000, deadline=None, check=lambda loop, n: None)
    assert found.complete
    return set(found.solutions)


@pytest.mark.parametrize(("rows", "cols"), SIZES[:5])
def test_the_many_loops_core_finds_every_even_set_once(rows: int, cols: int) -> None:
    lattice = Lattice(rows, cols, _everywhere(rows, cols), many=True)
    every = {e for e in even_sets(rows, cols) if e}
    for e in every:
        solution = Solution.from_edges(rows, cols, e)
        assert not loop_problems(rows, cols, solution, crossings=lattice.crossings, many=True)
    found = LoopModel(lattice, []).search(limit=None)
    assert (found.count, found.complete) == (len(every), True)
    assert set(found.solutions) == every
    assert _sat_all(lattice, []) == every


def _board(rows: int, cols: int, rng: random.Random) -> Puzzle:
    """A random board of rooms (vertical strips or single room) and a few numbers."""
    cuts = sorted(rng.sample(range(1, cols), rng.randint(0, cols - 1)))
    room_of = [sum(j >= c for c in cuts) for j in range(cols)]
    rooms = [[room_of[j] for j in range(cols)] for _ in range(rows)]
    tokens = [["." for _ in range(cols)] for _ in range(rows)]
    for k in set(room_of):
        if rng.random() < 0.6:
            size = rows * room_of.count(k)
            tokens[0][room_of.index(k)] = str(rng.randint(0, size))
    return Puzzle.of("nagenawa", tokens, rooms=rooms)


@pytest.mark.parametrize(("rows", "cols"), SIZES)
@pytest.mark.parametrize("seed", range(4))
def test_nagenawa_answers_are_exactly_the_brute_force_ones(rows: int, cols: int, seed: int) -> None:
    rng = random.Random(rows * 100 + cols * 10 + seed)
    puzzle = _board(rows, cols, rng)
    genre = get_genre("nagenawa")
    lattice = genre.lattice(puzzle)
    every = {e for e in even_sets(rows, cols) if e and not problems(puzzle, Solution.from_edges(rows, cols, e))}
    constraints = genre.constraints(puzzle)
    found = LoopModel(lattice, constraints).search(limit=None)
    assert (found.count, found.complete) == (len(every), True)
    assert set(found.solutions) == every
    assert _sat_all(lattice, constraints) == every


SPIRAL = [  # eight right turns, crossing itself at r2c5: every run ends at a corner turning its way
    ((0, 0), (0, 4)), ((0, 4), (3, 4)), ((3, 4), (3, 1)), ((3, 1), (1, 1)),
    ((1, 1), (1, 5)), ((1, 5), (5, 5)), ((5, 5), (5, 0)), ((5, 0), (0, 0)),
]  # fmt: skip


def _spiral() -> frozenset[tuple[str, int, int]]:
    edges = set()
    for (a, b), (c, d) in SPIRAL:
        if a == c:
            edges |= {("h", a, j) for j in range(min(b, d), max(b, d))}
        else:
            edges |= {("v", i, b) for i in range(min(a, c), max(a, c))}
    return frozenset(edges)


def test_a_spiral_that_crosses_itself_is_no_rectangle() -> None:
    puzzle = Puzzle.of("nagenawa", [["."] * 6 for _ in range(6)], rooms=[[0] * 6 for _ in range(6)])
    spiral = _spiral()
    assert problems(puzzle, Solution.from_edges(6, 6, spiral)) == ["the loop through r1c1 is not a rectangle"]
    genre = get_genre("nagenawa")
    pinned = [Linear.count([e], 1) for e in spiral]
    found = LoopModel(genre.lattice(puzzle), genre.constraints(puzzle) + pinned).search(limit=1)
    assert found.count == 0
