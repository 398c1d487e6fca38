"""``grade``, ``hint`` and ``explain`` of every genre with deduction rules, on its table's ``drawn`` puzzle.

The library (``logic.deduce``) and the command line (``--json``) are held
to each other and to the solver: the grade is one of the genre's levels
or "unsolved"; a position the rules reach is the solver's unique answer
(all of it when they finish); ``hint`` gives ``explain``'s first step; and
``explain``'s steps, applied in order to an empty board, reach the
deduction's final position.  The grade, the number of steps and the
first step's sentence are the table's (``Table.logic``).
"""

from __future__ import annotations

import functools
import json

import pytest

import loopcp
from conformance.conftest import run
from conformance.registry import TABLES
from conformance.table import Logic, Table, load, points
from loopcp import logic
from loopcp.genres import get_genre
from loopcp.logic.base import CROSS, LINE, UNSOLVED, Deduction, Position
from loopcp.puzzle import Edge, Status

LOGICAL = [t for t in TABLES if get_genre(t.genre).levels and get_genre(t.genre).logic is not None]


def _logic(table: Table) -> Logic:
    assert table.logic is not None
    return table.logic


@functools.cache
def _deduced(genre: str, drawn: str) -> Deduction:
    """The library's deduction of a table's drawn puzzle (once a process: every test here reads it)."""
    return logic.deduce(load(genre, drawn))


def _command(name: str, table: Table) -> dict[str, object]:
    """``loopcp NAME --json`` of the drawn puzzle, read from standard input in the genre's own text."""
    code, out, err = run(name, "--json", "--genre", table.genre, "--format", get_genre(table.genre).text, "-",
                         stdin=table.drawn)  # fmt: skip
    assert (code, err) == (0, ""), err
    obj: dict[str, object] = json.loads(out)
    return obj


def _answer(table: Table) -> frozenset[Edge]:
    result = loopcp.solve(load(table.genre, table.drawn))
    assert (result.status, result.count) == (Status.UNIQUE, 1)
    return result.solutions[0].edges()


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.genre)
def test_a_genre_with_deduction_rules_has_their_outcome_in_its_table(table: Table) -> None:
    genre = get_genre(table.genre)
    assert (table.logic is not None) == bool(genre.levels and genre.logic is not None)


@pytest.mark.parametrize("table", LOGICAL, ids=lambda t: t.genre)
def test_the_grade_is_a_level_or_unsolved_and_the_tables(table: Table) -> None:
    deduction = _deduced(table.genre, table.drawn)
    assert deduction.grade in (*get_genre(table.genre).levels, UNSOLVED)
    assert deduction.levels == get_genre(table.genre).levels
    assert (deduction.grade, len(deduction.steps), deduction.steps[0].text) == (
        _logic(table).grade,
        _logic(table).steps,
        _logic(table).hint,
    )


@pytest.mark.parametrize("table", LOGICAL, ids=lambda t: t.genre)
def test_the_rules_reach_the_solvers_unique_answer(table: Table) -> None:
    """Every line set is on the answer and every cross off it; a solved deduction has set the whole answer."""
    deduction = _deduced(table.genre, table.drawn)
    answer = _answer(table)
    known = deduction.position.known()
    lines = {e for e, value in known.items() if value == LINE}
    crosses = {e for e, value in known.items() if value == CROSS}
    assert lines <= answer and not crosses & answer
    if deduction.solved:
        assert (lines, deduction.settled()) == (answer, 1.0)


@pytest.mark.parametrize("table", LOGICAL, ids=lambda t: t.genre)
def test_grade_json_says_what_the_library_says(table: Table) -> None:
    deduction = _deduced(table.genre, table.drawn)
    obj = _command("grade", table)
    puzzle = load(table.genre, table.drawn)
    assert obj == {
        "source": "<stdin>",
        "genre": table.genre,
        "rows": puzzle.rows,
        "cols": puzzle.cols,
        "grade": deduction.grade,
        "steps": deduction.rule_counts(),
        "settled": deduction.settled(),
    }


@pytest.mark.parametrize("table", LOGICAL, ids=lambda t: t.genre)
def test_hints_step_is_explains_first_step(table: Table) -> None:
    steps = _command("explain", table)["steps"]
    assert isinstance(steps, list)
    first = {k: v for k, v in steps[0].items() if k != "step"}
    assert _command("hint", table) == first == _deduced(table.genre, table.drawn).steps[0].as_json()
    code, out, _ = run("hint", "--genre", table.genre, "--format", get_genre(table.genre).text, "-", stdin=table.drawn)
    assert (code, out.splitlines()[0]) == (0, f"[{first['level']}] {first['text']}")


def _givens(genre: str, drawn: str) -> dict[Edge, int]:
    """What the puzzle shows, which no step tells (``Linear.given``): the first hint's position less its step."""
    first = logic.deduce(load(genre, drawn), limit_steps=1)
    told = {e for step in first.steps for e, _ in step.set}
    return {e: v for e, v in first.position.known().items() if e not in told}


@pytest.mark.parametrize("table", LOGICAL, ids=lambda t: t.genre)
def test_explains_steps_in_order_reach_the_deductions_final_position(table: Table) -> None:
    """Each step sets edges still unknown, each to a line or a cross; with the givens, they are the final position."""
    obj = _command("explain", table)
    deduction = _deduced(table.genre, table.drawn)
    assert (obj["grade"], obj["genre"]) == (deduction.grade, table.genre)
    steps = obj["steps"]
    assert isinstance(steps, list)
    assert [step["step"] for step in steps] == list(range(1, _logic(table).steps + 1))
    values: dict[Edge, int] = _givens(table.genre, table.drawn)
    for step in steps:
        assert step["set"], step
        for kind, i, j, value in step["set"]:
            assert (kind, i, j) not in values and value in (LINE, CROSS), step
            values[(kind, i, j)] = value
    assert Position.from_values(*points(load(table.genre, table.drawn)), values) == deduction.position
