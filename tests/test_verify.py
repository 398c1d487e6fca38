"""The independent verifier: it accepts every answer the solver gives and names what is wrong with others.

It shares no code with the CP-SAT model; Masyu's pearl rule is the one
definition (``genres.masyu.rules.pearl``) that the generator's recipe uses
too, so a loop's own pearls must always pass.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import loopcp
from loopcp import verify
from loopcp.errors import VerificationError
from loopcp.formats import knuth
from loopcp.generation.growth import boundary, grow
from loopcp.genres.masyu.rules import pearls
from loopcp.grid import face_edges
from loopcp.puzzle import Puzzle, Solution

from bruteforce import loops


def masyu(*cells: str) -> Puzzle:
    return Puzzle("masyu", len(cells), len(cells[0]), cells)


@pytest.mark.parametrize(
    "cells", [("3.2.", "..1.", ".3.2"), (".....", ".2.2.", "....."), ("2.2", "...", "2.2")], ids=str
)
def test_the_verifier_accepts_every_answer_and_rejects_corrupted_ones(cells: tuple[str, ...]) -> None:
    rng = random.Random(7)
    puzzle = Puzzle("slitherlink", len(cells), len(cells[0]), cells)
    solutions = loopcp.solve(puzzle, max_solutions=0).solutions
    assert solutions
    rows, cols = puzzle.rows + 1, puzzle.cols + 1
    every = [("h", i, j) for i in range(rows) for j in range(cols - 1)]
    every += [("v", i, j) for i in range(rows - 1) for j in range(cols)]
    for solution in solutions:
        verify.check(puzzle, solution)
        flipped = set(solution.edges()) ^ {rng.choice(every)}
        assert verify.problems(puzzle, Solution.from_edges(rows, cols, flipped))
    with pytest.raises(VerificationError, match="failed verification"):
        verify.check(puzzle, Solution.from_edges(rows, cols, frozenset()))


@pytest.mark.parametrize(
    ("edges", "problem"),
    [
        (set(), "the loop is empty"),
        ({("h", 0, 0)}, "the top-left corner of r1c1 has 1 loop edge, not 0 or 2"),
        ({("h", 1, 2)}, "the bottom-left corner of r1c3 has 1 loop edge, not 0 or 2"),
        ({("v", 0, 3)}, "the top-right corner of r1c3 has 1 loop edge, not 0 or 2"),
        (
            {("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1), ("h", 0, 2), ("h", 1, 2), ("v", 0, 2), ("v", 0, 3)},
            "the edges form more than one loop: the one through the top-left corner of r1c1 passes 4"
            " of the 8 points the edges touch",
        ),
    ],
    ids=["empty", "dangling", "dangling-bottom", "dangling-right", "two-loops"],
)
def test_the_verifier_names_what_is_wrong(edges: set[tuple[str, int, int]], problem: str) -> None:
    puzzle = Puzzle("slitherlink", 1, 3, ("...",))
    assert verify.problems(puzzle, Solution.from_edges(2, 4, frozenset(edges))) == [problem]


def test_the_verifier_checks_clues_and_letters() -> None:
    square = frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)})
    puzzle = knuth.parse("3a\n!a=2\n")
    assert verify.problems(puzzle, Solution.from_edges(2, 3, square)) == [
        "the clue 3 at r1c1 has 4 loop edges around it",
        "region a has 1 boundary edge on the loop, clue 2",
    ]
    inner = knuth.parse("aa\n!a=4\n")
    wide = frozenset({("h", 0, 0), ("h", 0, 1), ("h", 1, 0), ("h", 1, 1), ("v", 0, 0), ("v", 0, 2)})
    rows_cols = (2, 3)
    assert verify.problems(inner, Solution.from_edges(*rows_cols, wide)) == [
        "region a has 6 boundary edges on the loop, clue 4"
    ]
    through = frozenset({("h", 0, 1), ("h", 1, 1), ("v", 0, 1), ("v", 0, 2)})
    assert verify.problems(inner, Solution.from_edges(*rows_cols, through)) == [
        "the right edge of r1c1 lies inside region a and is on the loop",
        "region a has 3 boundary edges on the loop, clue 4",
    ]


@settings(max_examples=40, deadline=None)
@given(genre=st.sampled_from(["slitherlink", "masyu"]), rows=st.integers(2, 4), cols=st.integers(2, 4), data=st.data())
def test_the_verifier_accepts_what_the_solver_returns_and_not_a_flipped_edge(
    genre: str, rows: int, cols: int, data: st.DataObject
) -> None:
    """Clues drawn from a loop (each cell's count, or the pearl it allows, in some cells), so a solution exists."""
    lattice_rows, lattice_cols = (rows + 1, cols + 1) if genre == "slitherlink" else (rows, cols)
    loop = data.draw(st.sampled_from(loops(lattice_rows - 1, lattice_cols - 1)))
    if genre == "slitherlink":
        clue = {(i, j): str(sum(e in loop for e in face_edges((i, j)))) for i in range(rows) for j in range(cols)}
    else:
        clue = pearls(rows, cols, loop)
    shown = data.draw(st.lists(st.booleans(), min_size=rows * cols, max_size=rows * cols))
    cells = tuple(
        "".join(clue.get((i, j), ".") if shown[i * cols + j] else "." for j in range(cols)) for i in range(rows)
    )
    puzzle = Puzzle(genre, rows, cols, cells)
    every = [("h", i, j) for i in range(lattice_rows) for j in range(lattice_cols - 1)]
    every += [("v", i, j) for i in range(lattice_rows - 1) for j in range(lattice_cols)]
    found = loopcp.solve(puzzle, max_solutions=5).solutions
    assert found, cells  # the loop the clues were drawn from solves it
    for solution in found:
        assert verify.problems(puzzle, solution) == []
        flip = data.draw(st.sampled_from(every))
        corrupted = Solution.from_edges(lattice_rows, lattice_cols, solution.edges() ^ {flip})
        assert verify.problems(puzzle, corrupted) != []


def test_the_verifier_rejects_broken_pearl_rules() -> None:
    ring = frozenset(
        {("h", 0, 0), ("h", 0, 1), ("h", 2, 0), ("h", 2, 1), ("v", 0, 0), ("v", 1, 0), ("v", 0, 2), ("v", 1, 2)}
    )
    solution = Solution.from_edges(3, 3, ring)
    assert verify.problems(masyu("...", ".0.", "..."), solution) == ["the white pearl at r2c2 is not on the loop"]
    assert verify.problems(masyu("0..", "...", "..."), solution) == ["the loop turns at the white pearl at r1c1"]
    assert verify.problems(masyu(".0.", "...", "..."), solution) == []
    assert verify.problems(masyu("...", "0..", "..."), solution) == []
    assert verify.problems(masyu("1..", "...", "..."), solution) == []
    assert verify.problems(masyu(".1.", "...", "..."), solution) == [
        "the loop goes straight through the black pearl at r1c2"
    ]
    square = Solution.from_edges(3, 3, frozenset({("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)}))
    assert verify.problems(masyu("1..", "...", "..."), square) == [
        "a leg of the black pearl at r1c1 turns in the next cell"
    ]
    edges = {("h", r, c) for r in (0, 1) for c in range(4)} | {("v", 0, 0), ("v", 0, 4)}
    line = Solution.from_edges(2, 5, frozenset(edges))
    assert verify.problems(masyu("..0..", "....."), line) == [
        "the loop turns next to the white pearl at r1c3 in neither cell"
    ]


@settings(max_examples=30, deadline=None)
@given(rows=st.integers(2, 6), cols=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_a_loop_passes_with_every_pearl_it_implies(rows: int, cols: int, seed: int) -> None:
    """The recipe's pearls and the verifier's check are one definition: they can never disagree."""
    loop = boundary(grow(rows - 1, cols - 1, random.Random(seed)), rows - 1, cols - 1)
    implied = pearls(rows, cols, loop)
    grid = tuple("".join(implied.get((i, j), ".") for j in range(cols)) for i in range(rows))
    assert verify.problems(masyu(*grid), Solution.from_edges(rows, cols, loop)) == []


def test_a_masyu_point_is_named_by_its_cell() -> None:
    dangling = Solution.from_edges(2, 2, frozenset({("v", 0, 1)}))
    assert verify.problems(masyu("..", ".."), dangling) == ["cell r1c2 has 1 loop edge, not 0 or 2"]
