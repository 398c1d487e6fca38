"""``marks``: a player's position judged against what every solution shares, never calling a wrong mark right."""

from __future__ import annotations

from typing import Any

import pytest

from loopcp import formats, search
from loopcp.genres import get_genre
from loopcp.logic.base import CROSS, LINE, GridPosition, Position
from loopcp.logic.grids import blank
from loopcp.marks import SHADED, UNSHADED, judge, shades

from conftest import BUNDLED

LOOPY = "5x5t0:b02a31b1c3a2d23a23"
HONEYCOMB = "4x4t2:0c245a4d13a"


def position(text: str, values: dict[Any, int]) -> Position:
    puzzle = formats.load(text)
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    return Position.from_values(lattice.rows, lattice.cols, values)


def test_solved_only_when_the_lines_are_a_right_answer() -> None:
    puzzle = formats.load(LOOPY)
    loop = search.solve(puzzle).solutions[0].edges()
    judged = judge(puzzle, position(LOOPY, dict.fromkeys(loop, LINE)))
    assert (judged.verdict, judged.text, judged.wrong) == (
        "solved",
        "solved: the loop is closed and keeps every rule",
        (),
    )
    part = sorted(loop)[:-1]
    judged = judge(puzzle, position(LOOPY, dict.fromkeys(part, LINE)))
    assert (judged.verdict, judged.text, judged.marks) == ("unfinished", "correct so far: no mark is wrong", len(part))


def test_wrong_marks_are_counted_and_named() -> None:
    puzzle = formats.load(LOOPY)
    loop = sorted(search.solve(puzzle).solutions[0].edges())
    off = sorted(set(get_genre(puzzle.genre).lattice(puzzle).edges()) - set(loop))
    judged = judge(puzzle, position(LOOPY, {loop[0]: CROSS, off[0]: LINE, loop[1]: LINE, off[1]: CROSS}))
    assert (judged.verdict, judged.text, judged.wrong) == (
        "wrong",
        "2 marks are wrong",
        tuple(sorted([loop[0], off[0]])),
    )
    assert judged.as_json()["wrong_edges"] == [list(e) for e in sorted([loop[0], off[0]])]


def test_a_closed_loop_that_breaks_a_clue_is_wrong_even_where_no_mark_alone_is() -> None:
    puzzle = formats.load("....\n....\n")  # several solutions: every edge open
    judged = judge(
        puzzle, position("....\n....\n", dict.fromkeys([("h", 0, 0), ("h", 1, 0), ("v", 0, 0), ("v", 0, 1)], LINE))
    )
    assert judged.verdict == "solved"
    clued = formats.load("3...\n....\n")
    square = dict.fromkeys([("h", 0, 1), ("h", 1, 1), ("v", 0, 1), ("v", 0, 2)], LINE)
    judged = judge(clued, position("3...\n....\n", square))
    assert (judged.verdict, judged.text, judged.wrong) == (
        "wrong",
        "not right: the clue 3 at r1c1 has 1 loop edge around it",
        (),
    )


def test_a_mark_on_an_open_edge_is_neither_right_nor_wrong() -> None:
    puzzle = formats.load("2..\n...\n")
    judged = judge(puzzle, position("2..\n...\n", {("h", 2, 2): LINE}))
    assert (judged.verdict, judged.open, judged.wrong) == ("unfinished", 1, ())
    assert judged.text == (
        "correct so far: no mark is wrong (1 mark on places the clues leave open: the puzzle has several solutions)"
    )


def test_no_solution_calls_no_mark_right() -> None:
    puzzle = formats.load("4.\n..\n4.\n")
    judged = judge(puzzle, position("4.\n..\n4.\n", {("h", 0, 0): LINE}))
    assert (judged.verdict, judged.text) == ("wrong", "the clues have no solution, so no mark can be right")


def test_on_a_loopy_grid_edges_are_judged_by_their_dots() -> None:
    puzzle = formats.load(HONEYCOMB)
    loop = search.solve(puzzle).solutions[0].dot_pairs()
    start = blank(puzzle)
    number = {frozenset(pair): k for k, pair in enumerate(start.dots)}
    on = {number[frozenset(pair)] for pair in loop}
    values = tuple(LINE if k in on else 0 for k in range(len(start.values)))
    assert judge(puzzle, GridPosition(start.dots, values)).verdict == "solved"
    wrong = next(k for k in range(len(values)) if k not in on)
    judged = judge(puzzle, GridPosition(start.dots, tuple(LINE if k == wrong else 0 for k in range(len(values)))))
    assert (judged.verdict, judged.wrong) == ("wrong", (wrong,))
    assert judged.as_json()["wrong_edges"] == [[list(start.dots[wrong][0]), list(start.dots[wrong][1])]]


def test_shaded_cells_are_judged_in_a_genre_that_shades() -> None:
    puzzle = formats.load((BUNDLED / "saved" / "yajilin.txt").read_text())
    assert shades(puzzle) and not shades(formats.load(LOOPY))
    answer = get_genre(puzzle.genre).finish(puzzle, search.solve(puzzle).solutions[0])
    dark = next((i, j) for i, row in enumerate(answer.shaded) for j, v in enumerate(row) if v)
    light = next(
        (i, j) for i, row in enumerate(answer.shaded) for j, v in enumerate(row) if not v and puzzle.char((i, j)) == "."
    )
    grid = [[0] * puzzle.cols for _ in range(puzzle.rows)]
    grid[dark[0]][dark[1]] = SHADED
    grid[light[0]][light[1]] = UNSHADED
    empty = Position.empty(puzzle.rows, puzzle.cols)
    assert judge(puzzle, empty, grid).verdict == "unfinished"
    grid[dark[0]][dark[1]], grid[light[0]][light[1]] = UNSHADED, SHADED
    judged = judge(puzzle, empty, grid)
    assert (judged.verdict, judged.wrong_cells) == ("wrong", tuple(sorted([dark, light])))


@pytest.mark.parametrize("text", [LOOPY, "https://puzz.link/p?mashu/5/5/00k00900i"])
def test_an_empty_position_is_nothing_marked(text: str) -> None:
    puzzle = formats.load(text)
    lattice = get_genre(puzzle.genre).lattice(puzzle)
    judged = judge(puzzle, Position.empty(lattice.rows, lattice.cols))
    assert (judged.verdict, judged.text, judged.marks) == ("unfinished", "nothing is marked yet", 0)
