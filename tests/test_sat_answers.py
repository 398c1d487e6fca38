"""``solve`` on the incremental SAT solver (``sat.answers``): CP-SAT's and brute force's answers, and no OR-Tools.

- Every clued board of every genre of one loop in the conformance tables
  gets brute force's verdict (none, one, or at least two loops), and a
  unique board brute force's loop.
- Random puzzles, small and larger, get the same status and, when unique,
  the same loop on both engines.
- A process that solves a loop genre never imports OR-Tools; paths stay
  on CP-SAT, and naming SAT for them is refused.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance.registry import each
from conformance.table import Count, Table, brute_force, load
from loopcp import formats, search
from loopcp.errors import UnsupportedError
from loopcp.puzzle import Puzzle, SolveResult, Status
from test_sat import LARGER, LOOP_GENRES, LOOP_TABLES, WRAPPER

from conftest import BUNDLED

DRAFT = BUNDLED / "draft-4x5.txt"
MASYU = BUNDLED / "masyu-10x10.txt"


def both(puzzle: Puzzle) -> SolveResult:
    """The SAT engine's answer, once CP-SAT's agrees with it: status, count, and a unique puzzle's loop."""
    sat = search.solve(puzzle, engine="sat")
    cpsat = search.solve(puzzle, engine="cpsat")
    assert (sat.status, sat.count, sat.complete) == (cpsat.status, cpsat.count, cpsat.complete)
    assert (sat.engine, cpsat.engine) == ("sat", "cpsat")
    if sat.status is Status.UNIQUE:
        assert sat.solutions == cpsat.solutions
    return sat


CLUED = [p for p in each("counts") if p.values[0].genre in LOOP_GENRES]


@pytest.mark.parametrize(("table", "case"), CLUED)
def test_every_clued_board_gets_brute_forces_verdict(table: Table, case: Count) -> None:
    puzzle = load(table.genre, case.text)
    loops = brute_force(puzzle)
    result = search.solve(puzzle, engine="sat")
    assert (result.count, result.complete) == (min(len(loops), 2), len(loops) < 2)
    assert {s.edges() for s in result.solutions} <= loops


@pytest.mark.parametrize("table", LOOP_TABLES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_both_engines_solve_small_puzzles_alike(table: Table, data: st.DataObject) -> None:
    both(data.draw(table.puzzles))


@pytest.mark.parametrize("genre", sorted(LARGER))
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_both_engines_solve_larger_puzzles_alike(genre: str, data: st.DataObject) -> None:
    both(data.draw(LARGER[genre]))


def test_the_bundled_masyu_is_unique_on_sat_and_auto_chooses_it() -> None:
    puzzle = formats.load(MASYU.read_text(), str(MASYU), genre="masyu")
    assert both(puzzle).status is Status.UNIQUE
    assert search.solve(puzzle).solutions == search.solve(puzzle, engine="sat").solutions


def test_one_loop_asked_for_is_found_and_not_proved() -> None:
    result = search.solve(formats.load(DRAFT.read_text(), str(DRAFT)), max_solutions=1, engine="sat")
    assert (result.status, result.count, result.complete, len(result.solutions)) == (Status.UNKNOWN, 1, False, 1)


def test_keep_bounds_the_loops_held() -> None:
    result = search.solve(formats.load(DRAFT.read_text(), str(DRAFT)), keep=0, engine="sat")
    assert (result.status, result.count, result.solutions) == (Status.MULTIPLE, 2, ())


def test_a_zero_time_limit_on_sat_finds_nothing() -> None:
    result = search.solve(formats.load(("." * 12 + "\n") * 12, "<stdin>"), time_limit=0, engine="sat")
    assert (result.status, result.count, result.timed_out) == (Status.UNKNOWN, 0, True)


def test_paths_stay_on_cp_sat_and_sat_by_name_is_refused() -> None:
    paths = formats.load("2 3\n1 . 1\n2 . 2\n", "<numberlink>", fmt="puzzlekit", genre="numberlink")
    assert search.solve(paths).status is Status.UNIQUE
    with pytest.raises(UnsupportedError, match=r"^the SAT engine answers for one loop, not for paths between pairs$"):
        search.solve(paths, engine="sat")
    with pytest.raises(ValueError, match=r"^engine must be one of auto, sat, cpsat$"):
        search.solve(paths, engine="zdd")  # type: ignore[arg-type]


def test_solving_a_loop_genre_loads_no_or_tools() -> None:
    done = subprocess.run(
        [sys.executable, "-c", WRAPPER, "solve", "--no-timing", "--genre", "masyu", str(MASYU)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stderr.splitlines()[-1]) == (0, "ortools loaded: False")
    assert done.stdout.startswith(f"{MASYU}: unique solution\n")


def test_a_board_of_few_rules_goes_to_cp_sat() -> None:
    """An empty board has no rule for SAT's cuts to lean on: CP-SAT finds its two loops (SAT found none in 20 s)."""
    empty = formats.load(("." * 12 + "\n") * 12, "<stdin>")
    assert search.solve(empty).engine == "cpsat"
    assert search.solve(formats.load(DRAFT.read_text(), str(DRAFT))).engine == "sat"
