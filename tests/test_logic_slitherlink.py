"""The Slitherlink deduction engine: soundness, the level of named patterns, Tatham's labels, real puzzles."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from loopcp import logic, search, verify
from loopcp.errors import DeadlineError, UnsupportedError
from loopcp.formats import load, puzzlekit
from loopcp.genres.slitherlink.levels import LEVELS as SLITHERLINK_LEVELS
from loopcp.genres.slitherlink.logic import CONTRADICTION, deduce, grade
from loopcp.logic import base
from loopcp.logic.base import CROSS, LINE, OUT_OF_TIME, UNSOLVED, Position
from loopcp.puzzle import Edge, Puzzle, Solution

from bruteforce import matching
from conftest import BUNDLED, DATA, load_dataset


def slither(*rows: str) -> Puzzle:
    """A Slitherlink puzzle from Knuth rows."""
    return Puzzle("slitherlink", len(rows), len(rows[0]), tuple(rows))


def loop_of(position: Position) -> set[Edge]:
    """The line edges of a position."""
    return {e for e, v in position.known().items() if v == LINE}


# ----- soundness -----

boards = st.tuples(st.integers(1, 3), st.integers(1, 4)).flatmap(
    lambda size: st.lists(st.sampled_from("....0123"), min_size=size[0] * size[1], max_size=size[0] * size[1]).map(
        lambda cells: tuple("".join(cells[r * size[1] : (r + 1) * size[1]]) for r in range(size[0]))
    )
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards)
def test_every_edge_set_holds_in_every_solution(cells: tuple[str, ...]) -> None:
    solutions = matching(cells)
    result = deduce(slither(*cells))
    if not solutions:
        assert result.grade in (CONTRADICTION, UNSOLVED)
        return
    assert result.grade != CONTRADICTION
    for edge, value in result.position.known().items():
        assert all((edge in s) == (value == LINE) for s in solutions), (edge, value)
    if result.solved:
        assert solutions == [frozenset(loop_of(result.position))]


@settings(max_examples=60, deadline=None)
@given(boards, st.randoms(use_true_random=False))
def test_a_position_taken_from_a_solution_never_contradicts(cells: tuple[str, ...], rng: random.Random) -> None:
    solutions = matching(cells)
    if not solutions:
        return
    loop = rng.choice(solutions)
    rows, cols = len(cells) + 1, len(cells[0]) + 1
    edges = [("h", i, j) for i in range(rows) for j in range(cols - 1)]
    edges += [("v", i, j) for i in range(rows - 1) for j in range(cols)]
    given_edges = {e: (LINE if e in loop else CROSS) for e in rng.sample(edges, len(edges) // 3)}
    result = deduce(slither(*cells), Position.from_values(rows, cols, given_edges))
    assert result.grade != CONTRADICTION
    agreeing = [s for s in solutions if all((e in s) == (v == LINE) for e, v in given_edges.items())]
    for edge, value in result.position.known().items():
        assert all((edge in s) == (value == LINE) for s in agreeing)


def test_a_position_that_breaks_a_clue_is_a_contradiction() -> None:
    puzzle = slither("3.", "..")
    position = Position.from_values(3, 3, {("h", 0, 0): CROSS, ("v", 0, 0): CROSS})
    result = deduce(puzzle, position)
    assert (result.grade, result.solved) == (CONTRADICTION, False)
    assert result.contradiction


def test_clues_with_no_loop_are_a_contradiction() -> None:
    assert deduce(slither("0", "4")).grade == CONTRADICTION
    assert grade(slither("3", "3", "3")) == CONTRADICTION


def test_closing_the_loop_because_it_fits_is_not_a_deduction() -> None:
    # Three sides of a cell drawn on a clueless board: closing the fourth fits every clue, but so do
    # longer loops, and "it happens to fit" is no deduction (as Tatham).
    start = Position.from_values(3, 3, {("h", 0, 0): LINE, ("v", 0, 0): LINE, ("h", 1, 0): LINE})
    result = deduce(slither("..", ".."), start)
    assert (result.grade, result.position.value(("v", 0, 1))) == (UNSOLVED, 0)


# ----- the level of named patterns -----


@dataclass(frozen=True)
class Pattern:
    """A named pattern on a tiny board, the edges it settles, and the lowest level that settles them."""

    name: str
    cells: tuple[str, ...]
    settles: dict[Edge, int]
    level: str
    position: tuple[tuple[Edge, int], ...] = ()


PATTERNS = [
    Pattern("zero", (".....", "..0..", "....."), {("h", 1, 2): CROSS, ("h", 2, 2): CROSS, ("v", 1, 3): CROSS}, "easy"),
    Pattern("3 next to 0", ("....", ".03.", "...."), {("h", 1, 2): LINE, ("h", 2, 2): LINE, ("v", 1, 3): LINE}, "easy"),
    Pattern("1 diagonal to 3", ("....", ".1..", "..3.", "...."), {}, "easy"),
    Pattern(
        "line into a 3's corner",
        ("....", ".3..", "...."),
        {("h", 2, 1): LINE, ("v", 1, 2): LINE},
        "easy",
        ((("v", 0, 1), LINE),),
    ),
    Pattern("3 in a corner", ("3..", "...", "..."), {("h", 0, 0): LINE, ("v", 0, 0): LINE}, "tricky"),
    Pattern("1 in a corner", ("1..", "...", "..."), {("h", 0, 0): CROSS, ("v", 0, 0): CROSS}, "tricky"),
    Pattern("3 diagonal to 0", ("....", ".3..", "..0.", "...."), {("h", 2, 1): LINE, ("v", 1, 2): LINE}, "tricky"),
    Pattern(
        "two diagonal 3s",
        ("....", ".3..", "..3.", "...."),
        {("h", 1, 1): LINE, ("v", 1, 1): LINE, ("h", 3, 2): LINE, ("v", 2, 3): LINE},
        "tricky",
    ),
    Pattern(
        "3-2-3 diagonal",
        (".....", ".3...", "..2..", "...3.", "....."),
        {("h", 1, 1): LINE, ("v", 1, 1): LINE, ("h", 4, 3): LINE, ("v", 3, 4): LINE},
        "tricky",
    ),
    Pattern(
        "3-2-2-3 diagonal",
        ("......", ".3....", "..2...", "...2..", "....3.", "......"),
        {("h", 1, 1): LINE, ("v", 1, 1): LINE, ("h", 5, 4): LINE, ("v", 4, 5): LINE},
        "tricky",
    ),
    Pattern("2 in a corner", ("2..", "...", "..."), {("h", 0, 1): LINE, ("v", 1, 0): LINE}, "deep"),
    Pattern(
        "two adjacent 3s",
        (".....", ".33..", "....3"),
        {("v", 1, 1): LINE, ("v", 1, 2): LINE, ("v", 1, 3): LINE},
        "deep",
    ),
]


def first_level(pattern: Pattern) -> str | None:
    """The lowest level whose rules settle the pattern's edges, by running the engine at each level."""
    puzzle = slither(*pattern.cells)
    start = Position.from_values(puzzle.rows + 1, puzzle.cols + 1, dict(pattern.position))
    for level in SLITHERLINK_LEVELS:
        known = deduce(puzzle, start, max_level=level).position.known()
        if all(known.get(e) == v for e, v in pattern.settles.items()):
            return level
    return None


@pytest.mark.parametrize("pattern", PATTERNS, ids=lambda p: p.name)
def test_each_pattern_is_first_settled_at_its_level(pattern: Pattern) -> None:
    assert first_level(pattern) == pattern.level


@pytest.mark.parametrize("pattern", [p for p in PATTERNS if len(p.cells) * len(p.cells[0]) <= 16], ids=lambda p: p.name)
def test_each_small_pattern_holds_in_every_solution(pattern: Pattern) -> None:
    solutions = [s for s in matching(pattern.cells) if all((e in s) == (v == LINE) for e, v in pattern.position)]
    assert solutions
    assert all((e in s) == (v == LINE) for s in solutions for e, v in pattern.settles.items())


def test_a_hint_is_the_lowest_step_and_names_its_clue() -> None:
    puzzle = slither("....", ".3..", "....")
    start = Position.from_values(4, 5, {("v", 0, 1): LINE})
    hint = deduce(puzzle, start, limit_steps=1)
    assert len(hint.steps) == 1
    step = hint.steps[0]
    assert (step.rule, step.level, step.clues) == ("face-corner-touch", "easy", ((1, 1),))
    assert step.text == "The 3 at r2c2 touches a line at its top-left corner, so its right and bottom edges are lines."
    assert step.set == ((("v", 1, 2), LINE), (("h", 2, 1), LINE))
    assert step.premises == ()
    assert step.as_json()["set"] == [["v", 1, 2, 1], ["h", 2, 1, 1]]


# ----- agreement with Tatham -----


def graded_fixture() -> list[tuple[str, str]]:
    """(label, game ID) pairs made by tests/data/tatham/make-graded.sh."""
    lines = (DATA / "tatham" / "loopy-graded.tsv").read_text().splitlines()
    return [(level, gid) for level, gid in (line.split("\t") for line in lines if not line.startswith("#"))]


def test_our_grade_at_tathams_levels_equals_his_label_for_every_fixture_id() -> None:
    confusion: dict[tuple[str, str], int] = {}
    for label, game_id in graded_fixture():
        ours = grade(load(game_id), max_level="hard")
        confusion[(label, ours)] = confusion.get((label, ours), 0) + 1
    assert confusion == {(level, level): 42 for level in ("easy", "normal", "tricky", "hard")}


def test_every_fixture_deduction_is_the_unique_solution() -> None:
    for _, game_id in graded_fixture()[::4]:
        puzzle = load(game_id)
        result = deduce(puzzle, max_level="hard")
        solution = Solution.from_edges(puzzle.rows + 1, puzzle.cols + 1, loop_of(result.position))
        verify.check(puzzle, solution)
    for _, game_id in graded_fixture()[3::40]:
        puzzle = load(game_id)
        (published,) = search.solve(puzzle).solutions
        assert loop_of(deduce(puzzle, max_level="hard").position) == set(published.edges())


# ----- real puzzles -----


def test_superslitherlink_pi_day_solves_to_the_cpsat_solution() -> None:
    puzzle = load((BUNDLED / "pi-day-2025.txt").read_text())
    result = deduce(puzzle)
    (solution,) = search.solve(puzzle).solutions
    assert result.grade == "deep"
    assert loop_of(result.position) == set(solution.edges())
    assert result.steps[0].rule == "region-inside"


def _solves_to_published(name: str, record: dict[str, str]) -> str:
    puzzle = puzzlekit.parse_slitherlink(record["problem"], name)
    result = deduce(puzzle)
    assert result.solved, (name, result.grade)
    assert loop_of(result.position) == set(puzzlekit.slitherlink_loop(record["solution"], name))
    return result.grade


def test_small_dataset_puzzles_solve_to_their_published_solutions() -> None:
    records = json.loads((DATA / "puzzlekit-slitherlink-small.json").read_text())
    grades = {name: _solves_to_published(name, record) for name, record in records.items()}
    assert grades == {"1_4x4": "deep", "10_4x4": "hard", "31_7x7": "deep", "32_7x7": "deep"}


def test_a_dataset_sample_solves_to_the_published_solutions() -> None:
    records = load_dataset("Slitherlink_dataset.json")
    names = sorted(n for n, r in records.items() if r.get("solution"))
    for name in random.Random(10).sample(names, 30):
        _solves_to_published(name, records[name])


def test_a_past_deadline_stops_the_rules_but_not_work_the_lower_levels_finish() -> None:
    with pytest.raises(DeadlineError, match=OUT_OF_TIME):
        logic.deduce(slither(*["......"] * 6), time_limit=0)  # an open board: trials, and the clock read before each
    assert logic.deduce(load("5x5t0:b02a31b1c3a2d23a23"), time_limit=0).grade == "easy"  # no sweep, no trial


def test_the_size_cap_is_solves() -> None:
    assert base.MAX_POINTS == search.MAX_POINTS
    with pytest.raises(UnsupportedError, match="a 1 x 250000 board is too large for the deduction rules"):
        deduce(slither("." * 250_000))
