"""The model, the verifier and ``loopcp check`` of every genre, against brute force and the genre's broken rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import loopcp
from conformance.conftest import run
from conformance.registry import each, each_genre
from conformance.table import Broken, Count, Table, brute_force, load, loop_of, points, solution_of
from loopcp import verify
from loopcp.genres import get_genre
from loopcp.puzzle import Edge, Status

from bruteforce import boundary

# The loop's own rules, the same for every genre: broken on each genre's drawn puzzle (faces inside, extra edges).
LOOP_RULES = [  # (id, faces inside, extra edges); the words are each table's ``loop_words[id]``
    ("empty", set(), ()),
    ("two-loops", {(0, 0), (0, 2)}, ()),
    ("pinched", {(0, 0), (1, 1)}, ()),
    ("stray-edge", {(0, 0)}, (("h", 0, 1),)),
]


@pytest.mark.parametrize(("table", "case"), each("counts"))
def test_the_model_finds_exactly_the_loops_brute_force_finds(table: Table, case: Count) -> None:
    puzzle = load(table.genre, case.text)
    every = brute_force(puzzle)
    result = loopcp.solve(puzzle, max_solutions=0)
    assert (len(every), result.count, result.complete) == (case.count, case.count, True)
    assert {s.edges() for s in result.solutions} == every


@pytest.mark.parametrize(("table", "case"), each("counts"))
def test_the_decision_diagram_counts_the_same(table: Table, case: Count) -> None:
    result = loopcp.count(load(table.genre, case.text), engine="zdd")
    engine = "zdd" if get_genre(table.genre).edges_only else "cpsat"  # rules over faces or a genre's own booleans
    assert (result.count, result.complete, result.engine) == (case.count, True, engine)


@pytest.mark.parametrize("table", each_genre())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_small_puzzles_count_as_brute_force(table: Table, data: st.DataObject) -> None:
    puzzle = data.draw(table.puzzles)
    result = loopcp.solve(puzzle, max_solutions=0)
    assert result.complete
    assert {s.edges() for s in result.solutions} == brute_force(puzzle)


@pytest.mark.parametrize(("table", "case"), each("broken"))
def test_each_broken_rule_is_caught_in_words(table: Table, case: Broken) -> None:
    puzzle = load(table.genre, case.text)
    assert verify.problems(puzzle, solution_of(puzzle, loop_of(puzzle, case.loop))) == [case.message]


@pytest.mark.parametrize(("rule", "faces", "extra"), LOOP_RULES, ids=[r[0] for r in LOOP_RULES])
@pytest.mark.parametrize("table", each_genre())  # nearest the test, so that its id (the genre's) comes first
def test_each_broken_loop_rule_is_caught_in_words(
    table: Table, rule: str, faces: set[tuple[int, int]], extra: tuple[Edge, ...]
) -> None:
    puzzle = load(table.genre, table.drawn)
    rows, cols = points(puzzle)
    edges = boundary(rows - 1, cols - 1, faces) | set(extra)
    if rule not in table.loop_words:  # a loop that may cross itself there, or several loops: the core's rules hold
        lattice = get_genre(table.genre).lattice(puzzle)
        solution = solution_of(puzzle, frozenset(edges))
        assert verify.loop_problems(rows, cols, solution, crossings=lattice.crossings, many=lattice.many) == []
        return
    assert verify.problems(puzzle, solution_of(puzzle, frozenset(edges))) == [table.loop_words[rule]]


@pytest.mark.parametrize("table", each_genre())
def test_the_drawn_puzzle_has_one_solution_and_it_verifies(table: Table) -> None:
    puzzle = load(table.genre, table.drawn)
    result = loopcp.solve(puzzle)
    assert (result.status, result.count) == (Status.UNIQUE, 1)
    assert verify.problems(puzzle, result.solutions[0]) == []


# --- loopcp check ---------------------------------------------------------------------------------------


def _files(tmp_path: Path, puzzle_text: str, answer: object) -> tuple[str, str]:
    puzzle, solution = tmp_path / "puzzle.txt", tmp_path / "answer.json"
    puzzle.write_text(puzzle_text)
    solution.write_text(json.dumps(answer))
    return str(puzzle), str(solution)


@pytest.mark.parametrize("table", each_genre())
def test_check_says_correct_to_the_right_answer(table: Table, tmp_path: Path) -> None:
    (solution,) = loopcp.solve(load(table.genre, table.drawn)).solutions
    puzzle, answer = _files(tmp_path, table.drawn, solution.as_json())
    assert run("check", "--genre", table.genre, puzzle, answer) == (0, "correct\n", "")


@pytest.mark.parametrize(("table", "case"), each("broken"))
def test_check_names_the_rule_a_wrong_answer_breaks(table: Table, case: Broken, tmp_path: Path) -> None:
    wrong = solution_of(load(table.genre, case.text), loop_of(load(table.genre, case.text), case.loop))
    puzzle, answer = _files(tmp_path, case.text, wrong.as_json())
    code, out, _ = run("check", "--genre", table.genre, puzzle, answer)
    assert (code, out) == (1, f"not correct: {case.message}\n")
