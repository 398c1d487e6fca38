"""Graded generation: each puzzle grades exactly at the level asked, is unique, and is minimal for its level."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from loopcp import logic, search
from loopcp.cli import app
from loopcp.errors import UnsupportedError
from loopcp.formats import knuth
from loopcp.generation import graded, judges
from loopcp.generation.clues import Board
from loopcp.generation.make import Generated, Options, difficulties, generate
from loopcp.generation.uniqueness import Clock, TimeLimitError
from loopcp.genres import get_genre
from loopcp.genres.base import Lazy
from loopcp.genres.masyu import MASYU
from loopcp.genres.masyu import judge as masyu_judge
from loopcp.genres.masyu.levels import LEVELS as MASYU_LEVELS
from loopcp.genres.masyu.logic import state as masyu_state
from loopcp.genres.slitherlink import judge as slither_judge
from loopcp.genres.slitherlink.levels import LEVELS as SLITHERLINK_LEVELS
from loopcp.genres.slitherlink.logic import engine as se
from loopcp.genres.slitherlink.logic import state as slither_state
from loopcp.puzzle import Puzzle, Status

runner = CliRunner()


@dataclass(frozen=True)
class Case:
    """One graded request, small enough for the test suite."""

    genre: str
    size: int
    level: str
    seed: int = 1

    @property
    def id(self) -> str:
        return f"{self.genre}-{self.size}-{self.level}-seed{self.seed}"

    def options(self) -> Options:
        return Options(self.genre, self.size, self.size, self.seed, difficulty=self.level)


CASES = [
    *(Case("slitherlink", 6, level) for level in SLITHERLINK_LEVELS),
    *(Case("masyu", 6, level) for level in MASYU_LEVELS),
    *(Case("superslitherlink", 6, level) for level in SLITHERLINK_LEVELS),
    Case("slitherlink", 7, "hard", 2),
    Case("masyu", 8, "tricky", 2),
]
_MADE: dict[Case, Generated] = {}


def made(case: Case) -> Generated:
    """Each case's puzzle, made once for the tests that read it."""
    if case not in _MADE:
        _MADE[case] = generate(case.options())
    return _MADE[case]


def _clue_groups(puzzle: Puzzle) -> list[set[tuple[int, int]]]:
    """The removable clues: a digit or pearl is one cell, a letter region all its cells."""
    groups: dict[str, set[tuple[int, int]]] = {}
    singles = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch.isalpha() and puzzle.genre == "slitherlink":
                groups.setdefault(ch, set()).add((i, j))
            elif ch != ".":
                singles.append({(i, j)})
    return singles + list(groups.values())


def _without(puzzle: Puzzle, cells: set[tuple[int, int]]) -> Puzzle:
    grid = tuple(
        "".join("." if (i, j) in cells else ch for j, ch in enumerate(row)) for i, row in enumerate(puzzle.cells)
    )
    kept = {ch for row in grid for ch in row}
    return replace(puzzle, cells=grid, letters=tuple((x, n) for x, n in puzzle.letters if x in kept))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_the_puzzle_grades_exactly_at_the_level_asked(case: Case) -> None:
    result = made(case)
    assert result.grade == case.level
    assert logic.deduce(result.puzzle).grade == case.level
    assert logic.deduce(result.puzzle, max_level=case.level).solved


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_the_puzzle_is_unique_and_solved_by_its_loop(case: Case) -> None:
    result = made(case)
    solved = search.solve(result.puzzle, max_solutions=2)
    assert solved.status is Status.UNIQUE
    assert solved.solutions[0].edges() == result.solution.edges()


@pytest.mark.parametrize("case", [c for c in CASES if c.level != "deep"], ids=lambda c: c.id)
def test_every_clue_is_needed_at_its_level(case: Case) -> None:
    puzzle = made(case).puzzle
    for cells in _clue_groups(puzzle):
        assert not logic.deduce(_without(puzzle, cells), max_level=case.level).solved, cells


@pytest.mark.parametrize("genre", ["slitherlink", "superslitherlink"])
def test_every_clue_is_needed_with_one_edge_trials_at_deep(genre: str) -> None:
    """Slitherlink deep is made with one-edge trials (``TRIAL_DEPTH`` of its judge): minimal for those."""
    result = made(Case(genre, 6, "deep"))
    for cells in _clue_groups(result.puzzle):
        fewer = _without(result.puzzle, cells)
        assert logic.deduce(fewer, max_level="expert").grade != "expert"
        assert not _solves_with_one_edge_trials(fewer), cells


def _one_edge_grade(puzzle: Puzzle) -> str:
    return slither_judge.grade(puzzle, trial_depth=slither_judge.TRIAL_DEPTH)


def _solves_with_one_edge_trials(puzzle: Puzzle) -> bool:
    return _one_edge_grade(puzzle) in SLITHERLINK_LEVELS


def test_the_one_edge_grade_agrees_with_the_engine_on_graded_puzzles() -> None:
    for level in SLITHERLINK_LEVELS:
        result = made(Case("slitherlink", 6, level))
        assert _one_edge_grade(result.puzzle) == logic.deduce(result.puzzle).grade == level
        assert graded.grade_of(result.puzzle, loop=result.solution.edges()) == level


def test_same_seed_same_puzzle() -> None:
    case = Case("slitherlink", 7, "tricky", 5)
    assert generate(case.options()).puzzle == generate(case.options()).puzzle
    assert generate(case.options()).puzzle != generate(replace(case, seed=6).options()).puzzle


def test_the_difficulties_of_each_genre() -> None:
    assert difficulties("slitherlink") == (*SLITHERLINK_LEVELS, "any")
    assert difficulties("superslitherlink") == (*SLITHERLINK_LEVELS, "any")
    assert difficulties("masyu") == (*MASYU_LEVELS, "any")


def test_the_ungraded_mode_is_graded_too() -> None:
    result = generate(Options("slitherlink", 5, 5, 1))
    assert result.options.difficulty == "any"
    # the grade ``loopcp grade`` gives, two-edge trials included: one-edge trials (graded generation's
    # judge) leave this one unsolved
    assert result.grade == logic.deduce(result.puzzle).grade == "deep"
    assert _one_edge_grade(result.puzzle) == "unsolved"


@pytest.mark.parametrize("seed", [2, 5])
def test_generate_reports_the_grade_that_grade_gives(seed: int, tmp_path: Path) -> None:
    """Issue 26: these two said 'unsolved' (one-edge trials), where ``loopcp grade`` says deep (two-edge trials)."""
    code, out, err = run("generate", "slitherlink", "--seed", str(seed), "-d", "any")
    assert (code, err) == (0, f"seed {seed}: grade deep\n")
    path = tmp_path / "puzzle.txt"
    path.write_text(out)
    assert run("grade", str(path)) == (0, f"{path}: deep (187 steps)\n", "")
    code, out, _ = run("generate", "slitherlink", "--seed", str(seed), "-d", "any", "--format", "json")
    assert (code, json.loads(out)["grade"]) == (0, "deep")
    code, out, _ = run("grade", "--json", str(path))
    assert (code, json.loads(out)["grade"]) == (0, "deep")


BEYOND_TWO_EDGE_TRIALS = """\
...121.1.2..3..
..213.3.1....23
......2...0..1.
31.3....3...12.
...1121.22.0..2
.1.11..21..231.
........1....3.
.2..13...2.3...
.1.....3.01.2.2
2..1.121......2
3..11...122.3..
...1...0..2...2
2.13...0...1.2.
....31..3210..1
.00..2.....13..
"""


def test_the_time_limit_ends_a_grade_that_two_edge_trials_make_long() -> None:
    """``generate slitherlink --size 15x15 --seed 1 -d any``: two-edge trials leave it unsolved after two minutes."""
    puzzle = knuth.parse(BEYOND_TWO_EDGE_TRIALS)
    start = time.perf_counter()
    with pytest.raises(TimeLimitError):
        graded.grade_of(puzzle, clock=Clock(0.5))
    assert time.perf_counter() - start < 5


# --- each genre's judge ---------------------------------------------------------------------------


def test_each_genre_record_names_its_judge_and_grader() -> None:
    slitherlink, masyu = get_genre("slitherlink"), get_genre("masyu")
    assert slitherlink.judge is not None and slitherlink.judge.load() is slither_judge.SlitherJudge
    assert slitherlink.grader is not None and slitherlink.grader.load() is slither_judge.grade
    assert masyu.judge is not None and masyu.judge.load() is masyu_judge.MasyuJudge
    assert masyu.grader is None  # graded as ``loopcp grade`` does: by its deduce


STAND_IN_ASKED: list[Puzzle] = []


@dataclass(frozen=True)
class _StandInDeduction:
    solved: bool


def stand_in_deduce(puzzle: Puzzle, position: object = None, *, max_level: str = "easy") -> _StandInDeduction:
    """A stand-in genre's rules, unlike Masyu's: any two clues solve a puzzle."""
    STAND_IN_ASKED.append(puzzle)
    return _StandInDeduction(sum(ch != "." for row in puzzle.cells for ch in row) >= 2)


# A genre on Masyu's board with deduction rules of its own, and no judge of its own.
STAND_IN = replace(
    MASYU, name="standin", levels=("easy",), logic=Lazy(__name__, "stand_in_deduce"), judge=None, grader=None
)


def _masyu_untouched(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("a genre's puzzle was judged by Masyu's engine")

    monkeypatch.setattr(masyu_state.State, "__init__", refuse)


def test_a_genre_without_a_judge_of_its_own_is_judged_by_its_own_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """The generic judge once ran Masyu's engine for every genre but Slitherlink (issue 20)."""
    _masyu_untouched(monkeypatch)
    board = Board(STAND_IN, 4, 4)
    clues = [board.clue([((0, 0), "1")], []), board.clue([((3, 3), "1")], [])]
    judge = judges.judge_for(board, clues)
    assert isinstance(judge, judges.ScratchJudge)
    STAND_IN_ASKED.clear()
    # two black pearls alone are no Masyu puzzle at all; the stand-in's rules say they solve it
    assert judge.solves({0, 1}, "easy") == (True, None)
    assert judge.solves({0}, "easy") == (False, None)
    assert [p.genre for p in STAND_IN_ASKED] == ["standin", "standin"]
    assert STAND_IN_ASKED[0].cells == ("1...", "....", "....", "...1")


def test_a_genre_without_deduction_rules_cannot_be_graded() -> None:
    no_rules = replace(STAND_IN, name="norules", levels=(), logic=None)
    with pytest.raises(UnsupportedError) as refused:
        judges.judge_for(Board(no_rules, 4, 4), [])
    assert str(refused.value) == "norules has no deduction rules, so its puzzles cannot be graded"


# --- the command line -----------------------------------------------------------------------


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_the_grade_goes_to_standard_error_next_to_the_seed() -> None:
    code, out, err = run("generate", "slitherlink", "--size", "6x6", "--seed", "4", "--difficulty", "normal")
    assert (code, err) == (0, "seed 4: grade normal\n")
    assert knuth.parse(out) == generate(Options("slitherlink", 6, 6, 4, difficulty="normal")).puzzle


def test_the_default_is_graded() -> None:
    code, _, err = run("generate", "slitherlink", "--size", "6x6", "--seed", "4")
    assert (code, err) == (0, "seed 4: grade hard\n")
    code, _, err = run("generate", "masyu", "--size", "6x6", "--seed", "4")
    assert (code, err) == (0, "seed 4: grade tricky\n")


def test_json_has_the_grade() -> None:
    code, out, _ = run("generate", "masyu", "--size", "6x6", "--seed", "2", "-d", "easy", "--format", "json")
    assert code == 0
    obj = json.loads(out)
    assert (obj["difficulty"], obj["grade"]) == ("easy", "easy")


def test_count_reports_each_grade() -> None:
    code, _, err = run("generate", "slitherlink", "--size", "5x5", "--seed", "1", "--count", "3", "-d", "any")
    assert code == 0
    lines = err.splitlines()
    assert [line.split(": grade ")[0] for line in lines] == ["seed 1", "seed 2", "seed 3"]
    assert all(line.split(": grade ")[1] in (*SLITHERLINK_LEVELS, "unsolved") for line in lines)


def test_an_unknown_difficulty_exits_2_and_lists_the_choices() -> None:
    code, out, err = run("generate", "masyu", "--seed", "1", "--difficulty", "hard")
    assert (code, out) == (2, "")
    assert err == "unknown difficulty 'hard' for masyu; choose one of: easy, tricky, expert, deep, any\n"


# --- the deep judge's short cuts change no answer -------------------------------------------------


def _plain_judges(monkeypatch: pytest.MonkeyPatch) -> None:
    """Judges without the known loop, and Slitherlink's without trials carried from question to question."""
    made_with = judges.judge_for
    solves = slither_judge.SlitherJudge.solves

    def forgetful(self: slither_judge.SlitherJudge, on: set[int], level: str) -> tuple[bool, frozenset[int] | None]:
        self.tried_on = None
        return solves(self, on, level)

    monkeypatch.setattr(graded, "judge_for", lambda board, clues, loop=None: made_with(board, clues))
    monkeypatch.setattr(slither_judge.SlitherJudge, "solves", forgetful)


@pytest.mark.parametrize("genre", ["slitherlink", "superslitherlink", "masyu"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_deep_puzzles_are_the_same_without_the_short_cuts(
    genre: str, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    options = Options(genre, 8, 8, seed, difficulty="deep")
    fast = generate(options)
    _plain_judges(monkeypatch)
    assert generate(options).puzzle == fast.puzzle


def test_the_short_cuts_skip_trials(monkeypatch: pytest.MonkeyPatch) -> None:
    """The known loop and the carried trials cut the trials of making an 8x8 deep puzzle by a third (955 to 537)."""
    copies = [0]
    clone = se.Engine.clone

    def counted(self: se.Engine, max_level: int, trial_depth: int) -> se.Engine:
        copies[0] += 1
        return clone(self, max_level, trial_depth)

    monkeypatch.setattr(se.Engine, "clone", counted)
    options = Options("slitherlink", 8, 8, 1, difficulty="deep")
    generate(options)
    fast = copies[0]
    _plain_judges(monkeypatch)
    copies[0] = 0
    generate(options)
    assert fast < copies[0] * 2 / 3, (fast, copies[0])


KNOWN_LOOP_CASES = [  # (the puzzle, Masyu's budget of two-edge trials, its grade, the trial rules its steps use)
    (Case("slitherlink", 6, "deep"), None, "deep", {"trial"}),
    (Case("masyu", 6, "deep"), None, "deep", {"trial"}),
    (Case("masyu", 6, "deep", 7), None, "deep", {"trial-2"}),
    # the budget runs out one propagation before a two-edge trial would succeed, or just reaches it
    (Case("masyu", 10, "any"), 245, "unsolved", {"trial"}),
    (Case("masyu", 10, "any"), 246, "unsolved", {"trial", "trial-2"}),
]


@pytest.mark.parametrize(("case", "budget", "grade", "rules"), KNOWN_LOOP_CASES, ids=lambda c: getattr(c, "id", c))
def test_trials_skipped_for_agreeing_with_the_known_loop_leave_every_step_the_same(
    case: Case, budget: int | None, grade: str, rules: set[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Also Masyu's budget: a skipped two-edge trial spends what its second edges would have."""
    genre = case.genre
    result = made(case)
    if budget is not None:
        monkeypatch.setattr(masyu_state, "TRIAL_BUDGET", budget)
    plain = logic.deduce(result.puzzle)
    assert plain.grade == grade
    assert {step.rule for step in plain.steps} & {"trial", "trial-2"} == rules
    loop = result.solution.edges()
    state = masyu_state.State if genre == "masyu" else slither_state.State
    start = state.__init__

    def told(self: Any, *args: Any, **kwargs: Any) -> None:
        start(self, *args, **kwargs)
        names = self.top.edge_names if genre == "masyu" else map(self.t.edge_name, range(self.t.n_edges))
        self.truth = judges.truth(names, loop, 1, 2)  # a line is 1 and a cross 2 in both engines

    monkeypatch.setattr(state, "__init__", told)
    assert logic.deduce(result.puzzle) == plain
