"""Slitherlink on every Loopy grid (issue 24, in progress): the model on any grid, and its own verifier.

The IDs were made by Tatham's generator (``tests/data/tatham/make-grids.sh``),
so each has exactly one answer; the grids are his (``loopygrids``, tested
against his own geometry).  Every loop the model returns passes
``loopygrids.check`` before it is returned, so "unique" here means one
verified loop and a search that went through all the others.
"""

from __future__ import annotations

import pytest

import loopcp
from loopcp import formats
from loopcp.loopygrids import answers, check, ids

from conftest import tatham_rows

CORPUS = tatham_rows("loopy-grids.tsv")  # (type, level, ID), made by make-grids.sh
SQUARES = [row[1] for row in tatham_rows("loopy-graded.tsv")]  # square IDs


@pytest.mark.parametrize(("grid", "level", "game_id"), CORPUS[::3], ids=lambda v: v[:24])
def test_each_grid_type_solves_to_one_verified_loop(grid: str, level: str, game_id: str) -> None:
    puzzle = ids.read(game_id)
    assert f"t{puzzle.kind}" == grid
    answer = answers.solve(puzzle)
    assert (len(answer.loops), answer.complete) == (1, True)
    assert check.problems(puzzle, answer.loops[0]) == []


@pytest.mark.parametrize("game_id", SQUARES[::12])
def test_on_the_square_it_finds_the_square_solvers_loop(game_id: str) -> None:
    """Tatham's square dots lie at (column, row) times his tile size."""
    puzzle = ids.read(game_id)
    loop = answers.solve(puzzle).loops[0]
    size, dots = puzzle.geometry.tilesize, puzzle.geometry.dots
    square = loopcp.solve(formats.load(game_id)).solutions[0]
    expected = set()
    for kind, i, j in square.edges():
        end = ((j + 1) * size, i * size) if kind == "h" else (j * size, (i + 1) * size)
        expected.add(frozenset({(j * size, i * size), end}))
    assert {frozenset({dots[a], dots[b]}) for a, b in loop} == expected


def test_the_verifier_names_what_is_wrong() -> None:
    puzzle = ids.read(CORPUS[12][2])  # a honeycomb
    loop = set(answers.solve(puzzle).loops[0])
    assert check.problems(puzzle, loop - {min(loop)})[0] == "2 dots have a number of lines other than 0 or 2"
    assert check.problems(puzzle, set()) == ["there is no loop", "face 1 has 0 lines, not 2"]
    other = ids.read(CORPUS[13][2])  # another honeycomb: the loop breaks one of its clues
    wrong = check.problems(other, loop)
    assert len(wrong) == 1 and wrong[0].startswith("face ")


def test_the_loop_in_order_is_in_his_coordinates() -> None:
    puzzle = ids.read(CORPUS[0][2])
    loop = answers.solve(puzzle).loops[0]
    ring = check.cycle(puzzle, loop)
    assert len(ring) == len(loop) and set(ring) <= set(puzzle.geometry.dots)
    steps = {frozenset({a, b}) for a, b in zip(ring, [*ring[1:], ring[0]], strict=True)}
    assert steps == {frozenset({puzzle.geometry.dots[a], puzzle.geometry.dots[b]}) for a, b in loop}
