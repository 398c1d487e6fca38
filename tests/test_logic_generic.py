"""The generic deduction engine: every genre without rules of its own grades, hints and explains.

Its steps must be sound: every edge it sets is one that every solution
shares (``decided``, by the CP-SAT model, is the oracle), on the bundled
dataset puzzles and on the same puzzles with clues taken away, which have
several solutions or none.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from conformance.registry import TABLES
from conformance.table import Table, brute_force
from genre_data import sample
from loopcp import formats, logic, verify
from loopcp.cli import app
from loopcp.decided import decided
from loopcp.genres import get_genre
from loopcp.logic.base import LINE, Position
from loopcp.puzzle import Edge, Puzzle, Solution, Status

from conftest import ROOT

GENRES = (
    "yajilin",
    "regionalyajilin",
    "koburin",
    "countryroad",
    "moonsun",
    "castlewall",
    "geradeweg",
    "simpleloop",
    "balanceloop",
    "dotchiloop",
    "doubleback",
    "detour",
)
# and those without a saved example (not on puz.link), and the genres of paths
SOLVED = (*GENRES, "linesweeper", "shingoki", "entryexit", "numberlink", "arukone")
DATA = {"arukone": "numberlink"}  # one dataset file holds both
GENERIC = get_genre("yajilin").logic  # the generic engine, which every genre without rules of its own has
SAVED = ROOT / "data" / "saved"

# What the engine makes of each genre's saved example in data/saved (grade, steps).  Issue 39: what the
# puzzle shows (a clue cell off the loop, a shaded cell given) is no step, so some genres have fewer.
GRADES = {
    "yajilin": ("trial", 26),
    "regionalyajilin": ("trial", 24),
    "koburin": ("direct", 19),
    "countryroad": ("trial", 30),
    "moonsun": ("trial", 38),
    "castlewall": ("direct", 26),
    "geradeweg": ("trial", 38),
    "simpleloop": ("direct", 18),
    "balanceloop": ("direct", 36),
    "dotchiloop": ("trial", 35),
    "doubleback": ("trial", 17),
    "detour": ("trial", 44),
}


def _smallest(genre: str, count: int = 2) -> list[Puzzle]:
    """The genre's smallest bundled dataset puzzles."""
    records = sample(DATA.get(genre, genre))
    puzzles = [formats.load(r["problem"], name, fmt="puzzlekit", genre=genre) for name, r in records.items()]
    return sorted(puzzles, key=lambda p: (p.rows * p.cols, p.cells, p.tokens))[:count]


def _without_clues(puzzle: Puzzle, seed: int, count: int) -> Puzzle:
    """The puzzle with ``count`` of its clues taken away (chosen by ``seed``)."""
    places = [(i, j) for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) if ch != "."]
    gone = set(random.Random(seed).sample(places, min(count, len(places))))
    cells = tuple(
        "".join("." if (i, j) in gone else ch for j, ch in enumerate(row)) for i, row in enumerate(puzzle.cells)
    )
    if not puzzle.tokens:
        return replace(puzzle, cells=cells)
    tokens = tuple(
        tuple("." if (i, j) in gone else t for j, t in enumerate(row)) for i, row in enumerate(puzzle.tokens)
    )
    return replace(puzzle, cells=cells, tokens=tokens)


def _assert_sound(puzzle: Puzzle) -> str:
    """Every edge the engine sets is shared by every solution; a contradiction only where none exists."""
    deduction = logic.deduce(puzzle)
    truth = decided(puzzle)
    if truth.status == Status.UNSOLVABLE:
        assert deduction.grade in ("contradiction", "unsolved")
        return deduction.grade
    assert truth.position is not None
    assert deduction.grade != "contradiction", deduction.contradiction
    for edge, value in deduction.position.known().items():
        assert truth.position.value(edge) == value, edge
    if deduction.solved:
        loop = frozenset(e for e, v in deduction.position.known().items() if v == LINE)
        lattice = len(deduction.position.h), len(deduction.position.h[0]) + 1
        assert verify.problems(puzzle, Solution.from_edges(*lattice, loop)) == []
    return deduction.grade


@pytest.mark.parametrize("genre", SOLVED)
def test_the_engine_solves_the_bundled_puzzles_soundly(genre: str) -> None:
    grades = [_assert_sound(p) for p in _smallest(genre)]
    assert "contradiction" not in grades


@pytest.mark.parametrize("genre", SOLVED)
@pytest.mark.parametrize("seed", [1, 2])
def test_the_engine_is_sound_where_clues_are_missing(genre: str, seed: int) -> None:
    puzzle = _smallest(genre, 1)[0]
    _assert_sound(_without_clues(puzzle, seed, 1 + seed))


@pytest.mark.parametrize("table", [t for t in TABLES if get_genre(t.genre).logic == GENERIC], ids=lambda t: t.genre)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_small_puzzles_deduce_only_what_every_brute_force_solution_shares(
    table: Table, data: st.DataObject
) -> None:
    puzzle = data.draw(table.puzzles)
    every = brute_force(puzzle)
    deduction = logic.deduce(puzzle)
    if not every:
        assert deduction.grade in ("contradiction", "unsolved")
        return
    assert deduction.grade != "contradiction", deduction.contradiction
    for edge, value in deduction.position.known().items():
        assert all((edge in loop) == (value == LINE) for loop in every), edge
    assert not deduction.solved or len(every) == 1


@pytest.mark.parametrize("genre", GENRES)
def test_each_saved_example_grades_with_its_steps(genre: str) -> None:
    result = CliRunner().invoke(app, ["grade", "--json", str(SAVED / f"{genre}.txt")])
    assert result.exit_code == 0, result.output
    obj = json.loads(result.output)
    assert (obj["grade"], sum(obj["steps"].values())) == GRADES[genre]


def test_a_hint_names_the_constraint_that_forces_it() -> None:
    # Through standard input: the puzzle alone (a saved game's file would go on from the player's lines).
    result = CliRunner().invoke(app, ["hint", "-"], input=(SAVED / "yajilin.txt").read_text())
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == (
        "[direct] The arrow at r5c5 sees 0 shaded cells, so r4c5, r3c5, r2c5 and r1c5 are on the loop. "
        "r1c5 is on the loop with two ways left, so r1c4-r1c5 and r1c5-r2c5 are lines."
    )


def test_a_trial_says_what_it_set_what_that_forced_and_the_rule_that_broke() -> None:
    result = CliRunner().invoke(app, ["explain", "--json", "-"], input=(SAVED / "countryroad.txt").read_text())
    steps = json.loads(result.output)["steps"]
    first = next(s for s in steps if s["level"] == "trial")
    assert first["text"] == (
        "If r1c1-r1c2 is a line, then r1c1-r2c1 is a line and r1c1, r1c2 and r2c1 are on the loop: the rule that "
        "the room of the 2 at r1c1 has the loop in 2 cells breaks; so r1c1-r1c2 is a cross."
    )
    assert first["rule"] == "trial" and first["set"] == [["h", 0, 0, -1]] and first["clues"] == [[0, 0]]


def test_a_position_of_crosses_only_contradicts_the_clues(tmp_path: object) -> None:
    puzzle = formats.load((SAVED / "simpleloop.txt").read_text())
    crosses = Position.from_values(puzzle.rows, puzzle.cols, {e: -1 for e in _edges(puzzle)})
    deduction = logic.deduce(puzzle, crosses)
    assert deduction.grade == "contradiction"
    assert deduction.contradiction is not None and "breaks" in deduction.contradiction


def test_the_engine_stops_at_its_direct_level_when_told() -> None:
    puzzle = formats.load((SAVED / "countryroad.txt").read_text())
    assert logic.deduce(puzzle, max_level="direct").grade == "unsolved"
    assert logic.genre_levels("countryroad") == ("direct", "trial")


def _edges(puzzle: Puzzle) -> list[Edge]:
    return list(get_genre(puzzle.genre).lattice(puzzle).edges())
