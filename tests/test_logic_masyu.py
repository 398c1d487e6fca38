"""The Masyu deduction engine: soundness against every loop, Tatham's grades, pearl patterns, real puzzles."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from loopcp import formats, logic
from loopcp.errors import DeadlineError, UnsupportedError
from loopcp.formats import puzzlekit, tatham
from loopcp.genres.masyu.levels import LEVELS as MASYU_LEVELS
from loopcp.genres.masyu.logic import deduce
from loopcp.logic.base import CROSS, LINE, Position
from loopcp.puzzle import Edge, Puzzle

from bruteforce import loops
from conftest import DATA, load_dataset

E, N, W, S = 1, 2, 4, 8  # direction bits of a cell's shape


def masyu(*cells: str) -> Puzzle:
    return Puzzle("masyu", len(cells), len(cells[0]), cells)


@cache
def all_loops(rows: int, cols: int) -> tuple[tuple[frozenset[Edge], tuple[int, ...]], ...]:
    """Every loop through the centres of a rows x cols board, with each cell's directions.

    The centres form the lattice of a (rows-1) x (cols-1) Slitherlink board,
    whose loops the independent brute force lists in the same h/v layout.
    """
    out = []
    for loop in loops(rows - 1, cols - 1):
        shape = [0] * (rows * cols)
        for kind, i, j in loop:
            if kind == "h":
                shape[i * cols + j] |= E
                shape[i * cols + j + 1] |= W
            else:
                shape[i * cols + j] |= S
                shape[(i + 1) * cols + j] |= N
        out.append((loop, tuple(shape)))
    return tuple(out)


def pearls_hold(puzzle: Puzzle, shape: tuple[int, ...]) -> bool:
    """The pearl rules, written once more over cell shapes."""
    cols = puzzle.cols
    step = {E: 1, W: -1, N: -cols, S: cols}
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            c = i * cols + j
            s = shape[c]
            if ch == "0":
                if s not in (E | W, N | S) or all(shape[c + step[d]] == s for d in (E, W, N, S) if s & d):
                    return False
            elif ch == "1" and (
                s in (0, E | W, N | S) or any(shape[c + step[d]] not in (E | W, N | S) for d in (E, W, N, S) if s & d)
            ):
                return False
    return True


def solutions(puzzle: Puzzle) -> list[frozenset[Edge]]:
    """Every loop that satisfies the puzzle, by brute force."""
    return [loop for loop, shape in all_loops(puzzle.rows, puzzle.cols) if pearls_hold(puzzle, shape)]


def all_edges(puzzle: Puzzle) -> list[Edge]:
    rows, cols = puzzle.rows, puzzle.cols
    return [("h", i, j) for i in range(rows) for j in range(cols - 1)] + [
        ("v", i, j) for i in range(rows - 1) for j in range(cols)
    ]


@st.composite
def boards(draw: st.DrawFn) -> Puzzle:
    """Pearls scattered at random: most of these boards have no solution."""
    rows = draw(st.integers(2, 5))
    cols = draw(st.integers(2, 5))
    density = draw(st.sampled_from([0.1, 0.25, 0.4]))
    seed = draw(st.integers(0, 2**32))
    rng = random.Random(seed)
    cells = tuple(
        "".join(rng.choice("01") if rng.random() < density else "." for _ in range(cols)) for _ in range(rows)
    )
    return masyu(*cells)


@st.composite
def solved_boards(draw: st.DrawFn) -> Puzzle:
    """Pearls that one loop keeps, drawn from that loop (``pearls_hold``): every such board has a solution."""
    rows = draw(st.integers(2, 5))
    cols = draw(st.integers(2, 5))
    every = all_loops(rows, cols)
    assume(every)  # one row or column holds no loop
    _, shape = every[draw(st.integers(0, len(every) - 1))]
    density = draw(st.sampled_from([0.25, 0.5, 0.8]))
    rng = random.Random(draw(st.integers(0, 2**32)))
    cells = [["."] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            fits = [ch for ch in "01" if pearls_hold(_alone(rows, cols, (i, j), ch), shape)]
            if fits and rng.random() < density:
                cells[i][j] = fits[0]
    return masyu(*("".join(row) for row in cells))


def _alone(rows: int, cols: int, cell: tuple[int, int], ch: str) -> Puzzle:
    """A board with one pearl."""
    return masyu(*("".join(ch if (i, j) == cell else "." for j in range(cols)) for i in range(rows)))


def check_sound(puzzle: Puzzle, position: Position | None, sols: list[frozenset[Edge]], level: str) -> None:
    """Every step holds in every solution; no contradiction where a solution exists; solved only when unique."""
    result = deduce(puzzle, position, max_level=level)
    if not sols:
        # Any step is sound when no loop fits, but the rules must never call such a board solved.
        assert not result.solved, (puzzle.cells, result.grade)
        return
    assert result.grade != "contradiction", (puzzle.cells, result.contradiction)
    for step in result.steps:
        for edge, value in step.set:
            for loop in sols:
                assert (edge in loop) == (value == LINE), (puzzle.cells, step)
    if result.solved:
        assert len(sols) == 1
        assert set(result.position.known().items()) == {(e, LINE if e in sols[0] else CROSS) for e in all_edges(puzzle)}


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(solved_boards(), st.sampled_from(MASYU_LEVELS))
def test_every_step_holds_in_every_solution(puzzle: Puzzle, level: str) -> None:
    sols = solutions(puzzle)
    assert sols, puzzle.cells  # drawn from a loop, so never vacuous
    check_sound(puzzle, None, sols, level)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(solved_boards(), st.integers(0, 2**32))
def test_every_step_from_a_position_holds_in_every_solution_through_it(puzzle: Puzzle, seed: int) -> None:
    """Start from part of one solution: every step must hold in every solution that agrees with that part."""
    sols = solutions(puzzle)
    assert sols, puzzle.cells
    rng = random.Random(seed)
    chosen = rng.choice(sols)
    known = {e: (LINE if e in chosen else CROSS) for e in all_edges(puzzle) if rng.random() < 0.3}
    position = Position.from_values(puzzle.rows, puzzle.cols, known)
    through = [loop for loop in sols if all((e in loop) == (v == LINE) for e, v in known.items())]
    assert chosen in through
    check_sound(puzzle, position, through, "deep")


def test_contradiction_only_without_solutions() -> None:
    """On random boards, solvable or not, the rules are right about which is which, and checked both ways."""
    seen = {"solvable": 0, "unsolvable": 0}

    @settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None)
    @given(st.one_of(boards(), solved_boards()))
    def agrees(puzzle: Puzzle) -> None:
        sols = solutions(puzzle)
        result = deduce(puzzle)
        if sols:
            assert result.grade != "contradiction", (puzzle.cells, result.contradiction)
            assert not result.solved or len(sols) == 1
        else:
            assert not result.solved, (puzzle.cells, result.grade)
            assert result.grade != "contradiction" or result.contradiction
        seen["solvable" if sols else "unsolvable"] += 1

    agrees()
    assert min(seen.values()) >= 20, seen


# -- Tatham's grades -------------------------------------------------------------------------------


def fixture() -> list[tuple[str, str]]:
    rows = []
    for line in (DATA / "tatham" / "pearl-graded.tsv").read_text().splitlines():
        if line and not line.startswith("#"):
            level, game_id = line.split("\t")
            rows.append((level, game_id))
    return rows


def test_fixture_covers_both_levels() -> None:
    levels = [level for level, _ in fixture()]
    assert (levels.count("easy"), levels.count("tricky")) == (40, 40)


@pytest.mark.parametrize(("level", "game_id"), fixture(), ids=lambda x: x[:24])
def test_grade_within_tathams_levels_equals_his_label(level: str, game_id: str) -> None:
    puzzle = tatham.parse(game_id, genre="masyu")
    assert deduce(puzzle, max_level="tricky").grade == level
    assert deduce(puzzle, max_level="easy").grade == ("easy" if level == "easy" else "unsolved")


def test_grade_of_the_golden_pearl_ids() -> None:
    """The older golden IDs (PARAMS#SEED, ID) grade at the level in their parameters."""
    for line in (DATA / "tatham" / "pearl.tsv").read_text().splitlines():
        params, game_id = line.split("\t")
        level = {"e": "easy", "t": "tricky"}[params.split("#")[0][-1]]
        assert deduce(tatham.parse(game_id, genre="masyu"), max_level="tricky").grade == level, params


# -- the public shape of a deduction -----------------------------------------------------------------


def test_a_hint_is_the_first_step_and_names_its_pearl() -> None:
    puzzle = masyu("1....", ".....", ".....")
    hint = deduce(puzzle, limit_steps=1)
    assert len(hint.steps) == 1
    step = hint.steps[0]
    assert (step.rule, step.level, step.clues) == ("black-pearl", "easy", ((0, 0),))
    assert step.set == ((("h", 0, 0), LINE), (("v", 0, 0), LINE))
    assert step.text == (
        "The black pearl at r1c1 lies on the board's north and west edges, so the line goes east and south (it turns)."
    )
    assert hint.grade == "unsolved"


def test_a_hint_from_a_position_goes_on_from_there() -> None:
    puzzle = masyu("1....", ".....", ".....")
    first = deduce(puzzle, limit_steps=1)
    second = deduce(puzzle, first.position, limit_steps=1)
    assert second.steps[0].set != first.steps[0].set
    assert all(first.position.value(e) == 0 for e, _ in second.steps[0].set)


def test_a_position_that_breaks_a_pearl_is_a_contradiction() -> None:
    puzzle = masyu("1....", ".....", ".....")
    position = Position.from_values(3, 5, {("h", 0, 0): CROSS})
    result = deduce(puzzle, position)
    assert result.grade == "contradiction"
    assert result.contradiction


def test_white_pearl_in_a_corner_is_a_contradiction() -> None:
    result = deduce(masyu("0..", "...", "..."))
    assert result.grade == "contradiction"
    assert result.steps == ()


def test_other_genres_are_refused() -> None:
    with pytest.raises(ValueError, match="slitherlink"):
        deduce(Puzzle("slitherlink", 1, 1, ("3",)))


def test_steps_serialise_as_the_cli_prints_them() -> None:
    step = deduce(masyu("1....", ".....", "....."), limit_steps=1).steps[0]
    assert step.as_json()["set"] == [["h", 0, 0, 1], ["v", 0, 0, 1]]


# -- real puzzles ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Published:
    name: str
    problem: str
    solution: str


def published_sample() -> list[Published]:
    records = json.loads((DATA / "masyu-logic-sample.json").read_text())
    return [Published(name, r["problem"], r["solution"]) for name, r in records.items()]


def solves_to(record: Published, level: str = "deep") -> str:
    puzzle = puzzlekit.parse_masyu(record.problem)
    result = deduce(puzzle, max_level=level)
    if result.solved:
        loop = puzzlekit.masyu_loop(record.solution)
        assert result.position.known() == {e: (LINE if e in loop else CROSS) for e in all_edges(puzzle)}
    return result.grade


BUNDLED_GRADES = {"72_5x5": "easy", "71_5x5": "tricky", "03_6x6": "expert", "24_6x6": "deep"}


@pytest.mark.parametrize("record", published_sample(), ids=lambda r: r.name)
def test_bundled_real_puzzles_solve_to_their_published_answer(record: Published) -> None:
    assert solves_to(record) == BUNDLED_GRADES[record.name]


def test_dataset_sample_solves_to_the_published_answers() -> None:
    data = load_dataset("Masyu_dataset.json")
    names = sorted(n for n in data if int(n.split("_")[1].split("x")[0]) <= 10)
    rng = random.Random(10)
    for name in rng.sample(names, 12):
        record = Published(name, data[name]["problem"], data[name]["solution"])
        assert solves_to(record) in MASYU_LEVELS, name


# -- named pearl patterns and the level that first derives each -----------------------------------


@dataclass(frozen=True)
class Pattern:
    name: str
    cells: tuple[str, ...]
    edge: Edge
    value: int
    level: str  # the lowest level whose rules set the edge to the value (found by running each level)


PATTERNS = [
    Pattern("black in a corner", ("1....", ".....", ".....", ".....", "....."), ("h", 0, 1), LINE, "easy"),
    Pattern("black next to the border", (".....", "..1..", ".....", ".....", "....."), ("v", 2, 2), LINE, "easy"),
    Pattern(
        "two adjacent blacks: no line between", (".......", ".......", "..11...", "......."), ("h", 2, 2), CROSS, "easy"
    ),
    Pattern("two adjacent blacks point away", (".......", ".......", "..11...", "......."), ("h", 2, 1), LINE, "easy"),
    Pattern(
        "three whites in a row go across", (".....", ".....", ".000.", ".....", "....."), ("v", 1, 2), LINE, "easy"
    ),
    Pattern(
        "white on the border runs along it", ("..0..", ".....", ".....", ".....", "....."), ("h", 0, 1), LINE, "easy"
    ),
    Pattern(
        "white next to a corner turns at the corner", (".0...", ".....", ".....", "....."), ("v", 0, 0), LINE, "easy"
    ),
    Pattern("two whites on the border", (".00...", "......", "......", "......"), ("v", 0, 0), LINE, "easy"),
    Pattern(
        "black over a diagonal white: shortcut loop", ("..1..", ".0...", ".....", "....."), ("h", 2, 0), CROSS, "tricky"
    ),
    Pattern(
        "two diagonal whites by a corner: colouring", ("....", "....", "..0.", ".0.."), ("v", 1, 3), CROSS, "expert"
    ),
    Pattern("blacks in opposite corners", ("...1", "....", "....", "1..."), ("h", 1, 1), CROSS, "deep"),
    Pattern(
        "black with two whites diagonally on one side",
        (".....", "...0.", "..1..", "...0.", "....."),
        ("h", 2, 1),
        LINE,
        "deep",
    ),
]


@pytest.mark.parametrize("pattern", PATTERNS, ids=lambda p: p.name)
def test_pattern_is_first_derived_at_its_level(pattern: Pattern) -> None:
    puzzle = masyu(*pattern.cells)
    first = next(
        (lv for lv in MASYU_LEVELS if deduce(puzzle, max_level=lv).position.value(pattern.edge) == pattern.value), None
    )
    assert first == pattern.level
    assert all(loop_has(loop, pattern.edge) == (pattern.value == LINE) for loop in solutions(puzzle))


def loop_has(loop: frozenset[Edge], edge: Edge) -> bool:
    return edge in loop


def test_fresh_tatham_ids_grade_at_their_label() -> None:
    """Ten IDs that sgt-pearl makes now (skipped where it is not installed)."""
    program = shutil.which("sgt-pearl") or ("/usr/games/sgt-pearl" if Path("/usr/games/sgt-pearl").exists() else None)
    if program is None:
        pytest.skip("sgt-pearl is not installed")
    for params, level in (("6x6de", "easy"), ("7x7dt", "tricky")):
        ids = subprocess.run(
            [program, "--generate", "5", f"{params}#pytest-fresh"], capture_output=True, text=True, check=True
        ).stdout.split()
        assert len(ids) == 5
        for game_id in ids:
            assert deduce(tatham.parse(game_id, genre="masyu"), max_level="tricky").grade == level, game_id


def test_a_past_deadline_stops_the_higher_levels() -> None:
    puzzle = formats.load((Path(__file__).parent.parent / "data" / "masyu-10x10.txt").read_text(), genre="masyu")
    with pytest.raises(DeadlineError):
        logic.deduce(puzzle, time_limit=0)  # expert: the clock is read before each step above easy
    assert logic.deduce(puzzle, time_limit=60).grade == "expert"
    with pytest.raises(UnsupportedError, match="a 500 x 501 board is too large for the deduction rules"):
        deduce(masyu(*["." * 501] * 500))
