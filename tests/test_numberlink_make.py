"""Numberlink's and Arukone's generators (``genres.numberlink``), symmetric too, and ``sat.pairs`` (issue 40)."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

import pytest

from loopcp import formats, logic, search, verify
from loopcp.errors import UnsupportedError
from loopcp.generation.make import generate
from loopcp.generation.options import DEFAULT_DIFFICULTY, SYMMETRIES, Options
from loopcp.genres import get_genre
from loopcp.genres.numberlink import cover, make
from loopcp.genres.numberlink.rules import ends, numbers
from loopcp.grid import MIRROR, image
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


@dataclass(frozen=True)
class SymmetricCase:
    genre: str
    symmetry: str
    size: int
    seed: int
    pairs: int  # the pairs it has: a guard against a change that goes unseen

    @property
    def id(self) -> str:
        return f"{self.genre}-{self.symmetry}-{self.size}x{self.size}-{self.seed}"


SYMMETRIC = [  # each kind of symmetry and board once: a symmetric generation takes about a second
    SymmetricCase("numberlink", "rot2", 8, 1, 8),
    SymmetricCase("numberlink", "rot2", 9, 1, 11),  # the middle cell inside a path that is its own image
    SymmetricCase("numberlink", "rot4", 8, 1, 8),
    SymmetricCase("numberlink", "rot4", 10, 2, 12),
    SymmetricCase("numberlink", "mirror", 9, 1, 9),  # the middle column, its own image
    SymmetricCase("arukone", "rot2", 8, 1, 10),
    SymmetricCase("arukone", "rot2", 9, 1, 15),
    SymmetricCase("arukone", "rot4", 10, 1, 16),
    SymmetricCase("arukone", "mirror", 8, 1, 14),
]


@pytest.mark.parametrize("case", SYMMETRIC, ids=lambda c: c.id)
def test_a_symmetric_puzzle_of_paths_has_a_symmetric_pattern_and_is_unique(case: SymmetricCase) -> None:
    """The number cells map to themselves under the turn; unique, read back, graded; Numberlink's pairs apart."""
    n, turns = case.size, SYMMETRIES[case.symmetry]
    made = generate(Options(case.genre, n, n, case.seed, case.symmetry, difficulty=DEFAULT_DIFFICULTY[case.genre]))
    found = numbers(made.puzzle)
    assert len(found) == case.pairs
    cells = {c for pair in found.values() for c in pair}
    assert {image(c, n, n, turns) for c in cells} == cells
    if case.genre == "numberlink":  # Arukone's paths may be two cells long, as they always could
        assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) > 1 for a, b in found.values())
    text = get_genre(case.genre).text
    assert formats.load(formats.dump(made.puzzle, text), "<test>", text, case.genre) == made.puzzle
    result = search.solve(made.puzzle, max_solutions=2)
    assert result.status is Status.UNIQUE
    assert result.solutions[0].edges() == made.solution.edges()
    assert logic.deduce(made.puzzle).grade == made.grade == DEFAULT_DIFFICULTY[case.genre]


@pytest.mark.parametrize(
    ("rows", "cols", "turns"), [(8, 8, 2), (9, 9, 2), (7, 10, 2), (8, 8, 4), (8, 8, MIRROR), (9, 7, MIRROR)]
)
def test_a_symmetric_cover_maps_each_path_to_a_path_or_to_itself(rows: int, cols: int, turns: int) -> None:
    """Every edge's image is an edge; each path apart from itself, of three cells or more; the board filled."""
    turn = cover.Turn(rows, cols, turns)
    paths = None
    rng = random.Random(1)
    while paths is None:
        paths = cover.symmetric_cover(rows, cols, rng, 8, turn)
    assert 8 <= len(paths) < 8 + turns
    assert sorted(c for p in paths for c in p) == [(i, j) for i in range(rows) for j in range(cols)]
    drawn = {cover.link(a, b) for p in paths for a, b in itertools.pairwise(p)}
    assert {cover.link(image(a, rows, cols, turns), image(b, rows, cols, turns)) for a, b in drawn} == drawn
    for path in paths:
        assert len(path) >= 3
        assert not _beside_itself(path)


@pytest.mark.parametrize("genre", ["numberlink", "arukone"])
def test_a_quarter_turn_of_an_odd_board_is_refused_in_words(genre: str) -> None:
    with pytest.raises(UnsupportedError) as raised:
        generate(Options(genre, 9, 9, 1, "rot4"))
    assert str(raised.value) == (
        f"--symmetry rot4 for {genre} leaves r5c5 of a 9x9 board on no path; choose an even size"
    )
