"""Kaisu's generator (``genres/kaisu/make.py``) with ``--symmetry``: the pattern maps onto itself, or is refused.

The pattern is the rooms, the circles and the places of the start and
the goal; the answer path follows the puzzle and need not be symmetric.
"""

from __future__ import annotations

import itertools
import random

import pytest

import loopcp
from loopcp import verify
from loopcp.errors import UnsupportedError
from loopcp.generation.growth import rotations
from loopcp.generation.make import Options, generate
from loopcp.generation.options import SYMMETRIES
from loopcp.genres.kaisu import make
from loopcp.genres.kaisu.circles import breaking, walked
from loopcp.genres.kaisu.make import refused
from loopcp.genres.kaisu.rules import GOAL, START, is_circle
from loopcp.grid import Cell, image
from loopcp.puzzle import Status


@pytest.mark.parametrize(
    ("symmetry", "rows", "cols", "seed"),
    [
        ("rot2", 5, 5, 1),  # the middle cell its own image
        ("rot2", 4, 5, 1),
        ("mirror", 5, 4, 1),
        ("mirror", 5, 5, 3),  # the middle column its own image
    ],
)
def test_a_symmetric_kaisu_maps_rooms_circles_and_ends_onto_themselves(
    symmetry: str, rows: int, cols: int, seed: int
) -> None:
    """Each a few tenths of a second: the generator checked it has one answer; the pattern is checked here."""
    turns = SYMMETRIES[symmetry]
    made = generate(Options("kaisu", rows, cols, seed, symmetry))
    puzzle = made.puzzle
    assert verify.problems(puzzle, made.solution) == []
    cells = [(i, j) for i in range(rows) for j in range(cols)]

    def moved(cell: Cell) -> Cell:
        return image(cell, rows, cols, turns)

    room = {cell: puzzle.rooms[cell[0]][cell[1]] for cell in cells}
    assert len(set(room.values())) > 1
    for a in cells:
        for b in cells:
            assert (room[a] == room[b]) == (room[moved(a)] == room[moved(b)])
    circles = {cell for cell in cells if is_circle(puzzle.tokens[cell[0]][cell[1]])}
    assert circles
    assert {moved(cell) for cell in circles} == circles
    (start,) = [cell for cell in cells if puzzle.tokens[cell[0]][cell[1]].startswith(START)]
    (goal,) = [cell for cell in cells if puzzle.tokens[cell[0]][cell[1]].startswith(GOAL)]
    assert moved(start) == goal
    assert moved(goal) == start
    path, ids = walked(made.solution.edges(), start, rows * cols), [list(row) for row in puzzle.rooms]
    for group in make._groups(path, ids, circles, turns):  # minimal: no circle can go with its images and visits
        fewer = make.board(path, ids, circles - set(group))
        assert loopcp.solve(fewer, max_solutions=2).status is Status.MULTIPLE, group


QUARTER = (
    "no kaisu puzzle looks the same after a quarter turn: it would keep or swap the start and the goal,"
    " so a half turn would keep each, and that keeps only the middle cell; choose rot2 or mirror"
)


def half(rows: int, cols: int) -> str:
    return (
        f"no kaisu path through every cell of a {rows}x{cols} board has ends a half turn swaps: they would share"
        " a colour on a chessboard, and a path through an even number of cells ends on two; try an odd side"
    )


def mirror(rows: int, cols: int) -> str:
    return (
        f"no kaisu path through every cell of a {rows}x{cols} board has ends the mirror swaps: they would share"
        " a colour on a chessboard, and a path through an even number of cells ends on two (ends it kept would"
        " give the mirrored answer too); try an even number of columns"
    )


@pytest.mark.parametrize(
    ("symmetry", "rows", "cols", "said"),
    [
        ("rot4", 5, 5, QUARTER),
        ("rot4", 10, 10, QUARTER),
        ("rot2", 10, 10, half(10, 10)),
        ("rot2", 6, 4, half(6, 4)),
        ("mirror", 10, 9, mirror(10, 9)),
        ("mirror", 2, 5, mirror(2, 5)),
    ],
)
def test_a_symmetry_no_kaisu_can_have_is_refused_before_any_work(
    symmetry: str, rows: int, cols: int, said: str
) -> None:
    """Refused at once: a time limit of a microsecond would stop any work with another error."""
    with pytest.raises(UnsupportedError) as refusal:
        generate(Options("kaisu", rows, cols, 1, symmetry, time_limit=1e-6))
    assert str(refusal.value) == said


def _ends_swapped(rows: int, cols: int, turns: int) -> bool:
    """Whether some path through every cell has ends that the turn swaps (a brute-force search)."""
    cells = [(i, j) for i in range(rows) for j in range(cols)]

    def near(cell: Cell) -> list[Cell]:
        i, j = cell
        return [(a, b) for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)) if 0 <= a < rows and 0 <= b < cols]

    def walk(cell: Cell, seen: set[Cell], goal: Cell) -> bool:
        if len(seen) == len(cells):
            return cell == goal
        for step in near(cell):
            if step not in seen and (step != goal or len(seen) == len(cells) - 1):
                seen.add(step)
                if walk(step, seen, goal):
                    return True
                seen.remove(step)
        return False

    return any(image(s, rows, cols, turns) != s and walk(s, {s}, image(s, rows, cols, turns)) for s in cells)


@pytest.mark.parametrize("symmetry", ["rot2", "mirror"])
def test_the_refusals_are_exactly_the_boards_without_a_path_whose_ends_the_turn_swaps(symmetry: str) -> None:
    """Every board of up to 16 cells: refused exactly where no path through every cell has swapped ends."""
    turns = SYMMETRIES[symmetry]
    for rows in range(2, 9):
        for cols in range(2, 9):
            if rows * cols > 16:
                continue
            try:
                refused("kaisu", rows, cols, turns)
            except UnsupportedError:
                possible = False
            else:
                possible = True
            assert possible == _ends_swapped(rows, cols, turns), (rows, cols)


@pytest.mark.parametrize(
    ("symmetry", "rows", "cols", "seed"), [("mirror", 4, 4, 1), ("rot2", 3, 4, 2), ("rot2", 3, 3, 3)]
)
def test_the_circles_against_a_rival_are_the_fewest_orbits_that_keep_the_answer_and_break_it(
    symmetry: str, rows: int, cols: int, seed: int
) -> None:
    """Against every orbit set of a small board (at most 2^8), rivals found by the solver on bare symmetric rooms."""
    turns = SYMMETRIES[symmetry]
    rng = random.Random(seed)
    orbits = rotations(rows, cols, turns)
    asked: list[bool] = []  # whether some orbits could break the rival
    for _ in range(6):
        path = make.grow_path(rows, cols, rng, turns)
        assert path is not None
        ids = make.grow_rooms(rows, cols, rng, turns)
        result = loopcp.solve(make.board(path, ids, set()), max_solutions=4)
        mine, size = make.edges_of(path), rows * cols
        for answer in result.solutions:
            if answer.edges() == mine:
                continue
            theirs = walked(answer.edges(), path[0], size)

            def right(circles: set[Cell], route: list[Cell], rooms: list[list[int]] = ids) -> bool:
                return all(len(circles & set(cells)) in (0, k) for k, cells in make.visits(route, rooms))

            fits = [
                len(chosen)
                for n in range(len(orbits) + 1)
                for chosen in itertools.combinations(orbits, n)
                if right(circles := {c for o in chosen for c in o}, path) and not right(circles, theirs)
            ]
            found = breaking(make.visits(path, ids), make.visits(theirs, ids), set(), rows, cols, turns, rng)
            asked.append(bool(fits))
            if not fits:
                assert found is None
                continue
            assert found is not None
            assert {image(c, rows, cols, turns) for c in found} == found
            assert right(set(found), path) and not right(set(found), theirs)
            assert sum(bool(found & set(o)) for o in orbits) == min(fits)
    assert True in asked
