"""Graded generation: each puzzle grades exactly at the level asked, is unique, and is minimal for its level."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

import pytest
from typer.testing import CliRunner

from loopcp import logic, search
from loopcp.cli import app
from loopcp.formats import knuth
from loopcp.generate import Generated, Options, difficulties, generate
from loopcp.generation import graded, judges
from loopcp.genres.masyu.logic import state as masyu_state
from loopcp.genres.slitherlink.logic import engine as se
from loopcp.genres.slitherlink.logic import state as slither_state
from loopcp.logic.base import MASYU_LEVELS, SLITHERLINK_LEVELS
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
    """Slitherlink deep is made with one-edge trials (``judges.TRIAL_DEPTH``): minimal for those."""
    result = made(Case(genre, 6, "deep"))
    for cells in _clue_groups(result.puzzle):
        fewer = _without(result.puzzle, cells)
        assert logic.deduce(fewer, max_level="expert").grade != "expert"
        assert not _solves_with_one_edge_trials(fewer), cells


def _solves_with_one_edge_trials(puzzle: Puzzle) -> bool:
    return judges.slither_grade(puzzle) in SLITHERLINK_LEVELS


def test_the_one_edge_grade_agrees_with_the_engine_on_graded_puzzles() -> None:
    for level in SLITHERLINK_LEVELS:
        puzzle = made(Case("slitherlink", 6, level)).puzzle
        assert judges.slither_grade(puzzle) == logic.deduce(puzzle).grade == level


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
    assert result.grade in (*SLITHERLINK_LEVELS, "unsolved")
    # one-edge trials, as graded generation makes deep: this one needs two (the engine's own grade is deep)
    assert result.grade == judges.slither_grade(result.puzzle) == "unsolved"
    assert logic.deduce(result.puzzle).grade == "deep"


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
    solves = judges.SlitherJudge.solves

    def forgetful(self: judges.SlitherJudge, on: set[int], level: str) -> tuple[bool, frozenset[int] | None]:
        self.tried_on = None
        return solves(self, on, level)

    monkeypatch.setattr(graded, "judge_for", lambda board, clues, loop=None: made_with(board, clues))
    monkeypatch.setattr(judges.SlitherJudge, "solves", forgetful)


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
