"""Numberlink's generator (``genres.numberlink.cover``) and its second-answer check (``sat.pairs``), issue 40."""

from __future__ import annotations

import itertools
import random

import pytest

from loopcp import logic, search, verify
from loopcp.generation.make import generate
from loopcp.generation.options import DEFAULT_DIFFICULTY, Options
from loopcp.genres import get_genre
from loopcp.genres.numberlink import cover, make
from loopcp.genres.numberlink.rules import ends, numbers
from loopcp.logic.base import UNSOLVED
from loopcp.puzzle import Solution, Status
from loopcp.sat import pairs


def _beside_itself(path: list[tuple[int, int]]) -> bool:
    """Whether two cells of the path touch that do not follow each other on it."""
    at = {c: k for k, c in enumerate(path)}
    return any(abs(at[c] - at.get(n, at[c])) > 1 for c in path for n in ((c[0] + 1, c[1]), (c[0], c[1] + 1)))


@pytest.mark.parametrize("genre", ["numberlink", "arukone"])
def test_sat_pairs_agrees_with_search_on_small_boards(genre: str) -> None:
    """A second answer where ``search.solve`` finds two, none where it finds one; each one found is an answer."""
    rng = random.Random(3)
    found = {True: 0, False: 0}
    for _ in range(120):
        rows, cols = rng.choice([(2, 3), (3, 3), (3, 4), (4, 4), (4, 5)])
        paths = None
        while paths is None:
            paths = make.grow(rows, cols, rng)
        puzzle = make.clues(get_genre(genre), rows, cols, paths)
        rival = pairs.rival(rows, cols, ends(puzzle), make.edges_of(paths), full=genre == "arukone")
        unique = search.solve(puzzle, max_solutions=2).status is Status.UNIQUE
        assert (rival is None) == unique, puzzle.tokens
        if rival is not None:
            assert rival != make.edges_of(paths)
            verify.check(puzzle, Solution.from_edges(rows, cols, rival))
        found[unique] += 1
    assert min(found.values()) > 20  # both answers are tested often


@pytest.mark.parametrize("seed", range(6))
def test_a_cover_fills_the_board_with_paths_apart_from_themselves(seed: int) -> None:
    paths = None
    rng = random.Random(seed)
    while paths is None:
        paths = cover.cover(8, 9, rng, 8)
    assert len(paths) == 8
    assert sorted(c for p in paths for c in p) == [(i, j) for i in range(8) for j in range(9)]
    for path in paths:
        assert len(path) >= 3
        assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in itertools.pairwise(path))
        assert not _beside_itself(path)


# Pairs of ``generate numberlink --size 10x10 --seed N`` at its default level (issue 40: published 7.3).
PAIRS_10X10 = {1: 10, 2: 9, 3: 9, 4: 10}


@pytest.mark.parametrize(("seed", "expected"), PAIRS_10X10.items())
def test_a_10x10_numberlink_has_few_pairs_apart_unique_and_graded(seed: int, expected: int) -> None:
    made = generate(Options("numberlink", 10, 10, seed, difficulty=DEFAULT_DIFFICULTY["numberlink"]))
    found = numbers(made.puzzle)
    assert len(found) == expected
    for a, b in found.values():
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) > 1
    result = search.solve(made.puzzle, max_solutions=2)
    assert result.status is Status.UNIQUE
    assert result.solutions[0].edges() == made.solution.edges()
    grade = logic.deduce(made.puzzle).grade
    assert grade == made.grade != UNSOLVED
