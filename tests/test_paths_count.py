"""The count of paths up to two (``native.paths``, ``paths.c``) and how ``solve`` proves uniqueness with it.

- Small random Numberlink and Arukone boards, both ways round (the count
  sweeps the shorter side): the count is brute force's (``bruteforce``
  lists every drawing, the verifier keeps the answers), capped at two.
- Larger random boards: the count agrees with CP-SAT's enumeration.
- The bundled dataset records are unique and counted one; more records
  from ../shared (skipped cleanly without it) are proved by ``solve``.
- ``solve`` with the count and without (a machine that could not build
  it) gives the same verdicts and answers; a count that contradicts the
  search is an internal error, never a verdict.
- CI builds it: there the tests run, and fail without it.
"""

from __future__ import annotations

import os
import random
import threading
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import genre_data
import loopcp
from loopcp import formats, pathsearch, stopping, verify
from loopcp.cpsat import LoopModel
from loopcp.errors import VerificationError
from loopcp.formats import puzzlekit
from loopcp.genres import get_genre
from loopcp.native import paths
from loopcp.puzzle import Puzzle, SearchOutcome, Solution, Status

from bruteforce import paths_ending_at
from conftest import load_dataset

# CI builds it (there every test runs, and fails without it); elsewhere a machine without a compiler skips them.
pytestmark = pytest.mark.skipif(
    not paths.AVAILABLE and not os.environ.get("CI"), reason="the count was not built here (no compiler)"
)
GENRES = ("numberlink", "arukone")
# Dataset records the count proves in a second: 44_10x10, whose CP-SAT proof took 0.7-5 s, and two sparse ones
# (21 cells a pair or more, 132 with a guide).
SHARED_RECORDS = ("44_10x10", "132_12x12", "135_12x12")


def board(rows: int, cols: int, pairs: int, genre: str, seed: int) -> Puzzle:
    """A random board: ``pairs`` numbers, each on two random cells."""
    cells = random.Random(seed).sample([(i, j) for i in range(rows) for j in range(cols)], 2 * pairs)
    grid = [["-"] * cols for _ in range(rows)]
    for k, (i, j) in enumerate(cells):
        grid[i][j] = str(k // 2 + 1)
    text = f"{rows} {cols}\n" + "\n".join(" ".join(row) for row in grid)
    return formats.load(text, "<random>", fmt="puzzlekit", genre=genre)


def counted(puzzle: Puzzle, max_states: int = paths.MAX_STATES) -> int | None:
    """The count's verdict on a puzzle (None: past its budget)."""
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    cells = paths.board(lattice, genre.paths(puzzle) or (), genre.constraints(puzzle))
    assert cells is not None
    return paths.count(lattice.rows, lattice.cols, cells, max_states=max_states)[0]


def brute_force(puzzle: Puzzle) -> int:
    """How many answers the puzzle has: every drawing whose line ends are the numbers, kept by the verifier."""
    genre = get_genre(puzzle.genre)
    ends = frozenset(cell for pair in genre.paths(puzzle) or () for cell in pair)
    drawings = paths_ending_at(puzzle.rows, puzzle.cols, ends)
    return sum(not verify.problems(puzzle, Solution.from_edges(puzzle.rows, puzzle.cols, d)) for d in drawings)


@settings(max_examples=150, deadline=None)
@given(
    shape=st.sampled_from([(1, 6), (2, 3), (2, 5), (3, 3), (3, 4), (4, 3), (2, 7), (4, 4), (3, 5), (5, 3)]),
    share=st.integers(1, 4),
    genre=st.sampled_from(GENRES),
    seed=st.integers(0, 10**6),
)
def test_the_count_is_brute_forces_capped_at_two(shape: tuple[int, int], share: int, genre: str, seed: int) -> None:
    rows, cols = shape
    puzzle = board(rows, cols, max(1, rows * cols * share // 12), genre, seed)
    assert counted(puzzle) == min(2, brute_force(puzzle))


@settings(max_examples=30, deadline=None)
@given(
    shape=st.sampled_from([(5, 5), (5, 6), (6, 6), (4, 8), (7, 5)]),
    pairs=st.integers(2, 6),
    genre=st.sampled_from(GENRES),
    seed=st.integers(0, 10**6),
)
def test_the_count_is_cpsats_on_larger_boards(shape: tuple[int, int], pairs: int, genre: str, seed: int) -> None:
    puzzle = board(*shape, pairs, genre, seed)
    genre_ = get_genre(genre)
    found = LoopModel(genre_.lattice(puzzle), genre_.constraints(puzzle), paths=genre_.paths(puzzle)).search(
        limit=2, time_limit=60
    )
    assert found.complete or found.count == 2
    assert counted(puzzle) == found.count


def test_a_budget_too_small_says_nothing() -> None:
    puzzle = board(6, 6, 2, "numberlink", 1)
    assert counted(puzzle, max_states=5) is None


def test_the_count_speaks_the_path_rules_and_no_other() -> None:
    """A number written three times (a constraint that never holds) and Arukone's own rule: refused, spoken."""
    lonely = formats.load("2 3\n1 - 1\n1 - -", "<three>", fmt="puzzlekit", genre="numberlink")
    genre = get_genre("numberlink")
    assert paths.board(genre.lattice(lonely), (), genre.constraints(lonely)) is None
    full = formats.load("2 3\n1 - 2\n1 - 2", "<full>", fmt="puzzlekit", genre="arukone")
    arukone = get_genre("arukone")
    cells = paths.board(arukone.lattice(full), arukone.paths(full) or (), arukone.constraints(full))
    assert cells == [0, paths.ON_A_PATH, 1, 0, paths.ON_A_PATH, 1]
    assert counted(full) == 2  # the middle cells are the 1s' detour, or the 2s'
    free = formats.load("2 3\n1 - 2\n1 - 2", "<free>", fmt="puzzlekit", genre="numberlink")
    assert counted(free) == 2  # three: both straight, or one of them through the middle
    for genre_name in GENRES:
        assert counted(formats.load("1 3\n1 - 1", "<line>", fmt="puzzlekit", genre=genre_name)) == 1


@pytest.mark.parametrize("name", sorted(genre_data.sample("numberlink")))
def test_the_bundled_records_are_counted_as_cpsat_enumerates_them(name: str) -> None:
    """Arukone where the published paths fill the board (then unique), Numberlink where they do not."""
    record = genre_data.sample("numberlink")[name]
    genre = "numberlink" if "-" in record["solution"].split("\n", 1)[1] else "arukone"
    puzzle = puzzlekit.parse(record["problem"], name, genre=genre)
    found = loopcp.solve(puzzle, engine="cpsat")
    assert found.complete or found.count == 2
    assert counted(puzzle) == found.count >= 1
    assert genre == "numberlink" or found.count == 1


@pytest.mark.parametrize("name", SHARED_RECORDS)
def test_dataset_records_are_counted_one_and_solve_proves_them(name: str) -> None:
    record = load_dataset("NumberLink_dataset.json")[name]
    puzzle = puzzlekit.parse(record["problem"], name, genre="arukone")
    result = loopcp.solve(puzzle, time_limit=120)
    assert (result.status, result.count) == (Status.UNIQUE, 1)
    assert result.solutions[0].edges() == puzzlekit.loop(record["solution"], name, "arukone")


def _without_count(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(paths, "_PATHS", None)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    shape=st.sampled_from([(2, 11), (3, 7), (4, 6), (5, 5), (6, 7), (4, 12)]),
    pairs=st.integers(1, 5),
    genre=st.sampled_from(GENRES),
    seed=st.integers(0, 10**6),
)
def test_solve_gives_the_same_verdict_with_the_count_and_without(
    monkeypatch: pytest.MonkeyPatch, shape: tuple[int, int], pairs: int, genre: str, seed: int
) -> None:
    """Sparse boards (with a guide) and dense ones, unique, several answers or none."""
    puzzle = board(*shape, pairs, genre, seed)
    with_count = loopcp.solve(puzzle)
    with monkeypatch.context() as patch:
        _without_count(patch)
        plain = loopcp.solve(puzzle)
    assert (with_count.status, with_count.count, with_count.complete) == (plain.status, plain.count, plain.complete)
    if plain.status is Status.UNIQUE:
        assert with_count.solutions == plain.solutions
    for solution in with_count.solutions:
        assert verify.problems(puzzle, solution) == []


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[int | None]:
    """The verdicts of the count each time ``solve`` asks it."""
    seen: list[int | None] = []
    real = paths.count

    def spy(*args: Any, **kwargs: Any) -> tuple[int | None, int]:
        out = real(*args, **kwargs)
        seen.append(out[0])
        return out

    monkeypatch.setattr(paths, "count", spy)
    return seen


def test_solve_asks_the_count_only_for_uniqueness(monkeypatch: pytest.MonkeyPatch) -> None:
    seen = _spy(monkeypatch)
    puzzle = board(6, 6, 3, "numberlink", 4)
    loopcp.solve(puzzle, max_solutions=1)
    loopcp.solve(puzzle, max_solutions=3)
    loopcp.solve(puzzle, engine="cpsat")
    assert seen == []
    result = loopcp.solve(puzzle)
    assert seen and seen[-1] == min(2, result.count)


@pytest.mark.parametrize("text", ["1 3\n1 - 1", "1 21\n1" + " -" * 19 + " 1"])
def test_a_count_that_contradicts_the_search_is_an_internal_error(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    """A unique board, dense and sparse: a count of two or of none would be a wrong verdict, and is a fault."""
    puzzle = formats.load(text, "<line>", fmt="puzzlekit", genre="numberlink")
    assert loopcp.solve(puzzle).status is Status.UNIQUE
    for wrong in (0, 2):
        monkeypatch.setattr(paths, "count", lambda *_, wrong=wrong, **__: (wrong, 1))
        with pytest.raises(VerificationError, match="internal error"):
            loopcp.solve(puzzle)


def test_two_counted_and_no_second_answer_in_time_is_still_several(monkeypatch: pytest.MonkeyPatch) -> None:
    """The count says two or more, the search for the other answer runs out of time: at least two, one shown."""
    puzzle = board(5, 5, 1, "numberlink", 3)
    assert counted(puzzle) == 2

    def slow(self: LoopModel, **_: Any) -> SearchOutcome:
        return SearchOutcome((), 0, False, True, 0.0)  # the first answer comes from the guide's probe

    monkeypatch.setattr(LoopModel, "search", slow)
    result = loopcp.solve(puzzle)
    assert (result.status, result.count, result.complete, len(result.solutions)) == (Status.MULTIPLE, 2, False, 1)
    assert pathsearch.QUICK_STATES < paths.MAX_STATES


def test_a_halt_ends_the_count_at_once() -> None:
    """Work being thrown away (``stopping.Halt``): a count running ends with no verdict, the next is refused."""
    halt = stopping.Halt()
    puzzle = board(20, 20, 3, "numberlink", 1)  # millions of states: seconds of counting
    found: list[int | None] = []

    def work() -> None:
        with stopping.halting(halt):
            found.append(counted(puzzle))

    thread = threading.Thread(target=work)
    thread.start()
    time.sleep(0.3)
    stopped = time.perf_counter()
    halt.stop()
    thread.join(10)
    assert not thread.is_alive() and found == [None]
    assert time.perf_counter() - stopped < 2
    with stopping.halting(halt), pytest.raises(stopping.Halted):
        counted(puzzle)
