"""The SAT engine of ``decided`` (``loopcp.sat``): its encodings, its loop cuts, and the same answers as CP-SAT.

- Each ``Linear`` becomes clauses that hold exactly when it does: checked
  against every assignment of its terms.
- The loop cuts remove no loop: enumerating every loop of an empty board
  through switched questions finds brute force's count.
- ``decided`` answers the same on both engines (status, position, cells,
  undecided edges) on random puzzles of every genre of one loop, larger
  than brute force can check (tests/test_decided.py checks the small ones
  against brute force, on the SAT engine, which answers by default).
"""

from __future__ import annotations

import importlib.util
import itertools
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pysat.solvers import Cadical195

from conformance.registry import TABLES, each
from conformance.table import Count, Table, brute_force, clue_grids, load, token_grids
from loopcp import formats, stopping
from loopcp.decided import Decided, decided, engine_for
from loopcp.errors import DeadlineError, UnsupportedError
from loopcp.genres import Linear, get_genre
from loopcp.grid import Lattice
from loopcp.puzzle import Edge, Puzzle, Status
from loopcp.sat.cnf import linear
from loopcp.sat.loops import SatLoops

from bruteforce import loops
from conftest import BUNDLED

DRAFT = BUNDLED / "draft-4x5.txt"


@st.composite
def linears(draw: st.DrawFn) -> tuple[list[tuple[int | None, int]], int, int]:
    """A linear constraint over up to 8 literals of variables 1-8 (some repeated, negated, or 0), and its bounds."""
    n = draw(st.integers(0, 8))
    lits = [draw(st.sampled_from([k + 1, k + 1, k + 1, -(k + 1), 1, None])) for k in range(n)]
    coefs = [draw(st.sampled_from([-3, -2, -1, 1, 1, 1, 2, 3])) for _ in range(n)]
    lo = draw(st.integers(-6, 8))
    return list(zip(lits, coefs, strict=True)), lo, lo + draw(st.integers(-1, 8))


@settings(max_examples=300, deadline=None)
@given(case=linears())
def test_a_linear_constraint_holds_exactly_where_its_clauses_can(
    case: tuple[list[tuple[int | None, int]], int, int],
) -> None:
    terms, lo, hi = case
    top = [8]

    def new() -> int:
        top[0] += 1
        return top[0]

    clauses = linear(terms, lo, hi, new)
    with Cadical195(bootstrap_with=[c for c in clauses if c]) as solver:
        for bits in itertools.product((0, 1), repeat=8):

            def value(lit: int | None, bits: tuple[int, ...] = bits) -> int:
                return 0 if lit is None else bits[abs(lit) - 1] if lit > 0 else 1 - bits[abs(lit) - 1]

            holds = lo <= sum(coef * value(lit) for lit, coef in terms) <= hi
            fixed = [k + 1 if b else -(k + 1) for k, b in enumerate(bits)]
            extends = [] not in clauses and solver.solve(assumptions=fixed)
            assert extends == holds, (terms, lo, hi, bits, clauses)


def every_loop(lattice: Lattice, constraints: Sequence[Linear] = ()) -> set[frozenset[Edge]]:
    """Every loop on a lattice that satisfies the constraints, each found by a question that forbids those before."""
    model = SatLoops(lattice, constraints)
    found: set[frozenset[Edge]] = set()
    switches: list[int] = []
    try:
        while True:
            loop, proved = model.probe(switches)
            assert proved
            if loop is None:
                return found
            assert loop not in found
            found.add(loop)
            if lattice.crossings:  # a crossing loop may lie within another: "some edge differs"
                model.forbid(loop)
            else:
                switches.append(model.add_switch([Linear.count(sorted(loop), 0, len(loop) - 1)]))
    finally:
        model.close()


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (3, 3), (3, 4), (4, 4), (3, 5)])
def test_the_loop_cuts_remove_no_loop(rows: int, cols: int) -> None:
    assert every_loop(Lattice(rows, cols)) == set(loops(rows - 1, cols - 1))


def test_no_loop_fits_a_lattice_one_point_wide() -> None:
    assert every_loop(Lattice(1, 5)) == set()


def same(puzzle: Puzzle) -> Decided:
    """``decided`` on both engines: the same status, edges, cells and undecided count."""
    sat, cpsat = decided(puzzle, engine="sat"), decided(puzzle, engine="cpsat")
    assert (sat.status, sat.position, sat.cells, sat.undecided, sat.edges, sat.timed_out) == (
        cpsat.status,
        cpsat.position,
        cpsat.cells,
        cpsat.undecided,
        cpsat.edges,
        cpsat.timed_out,
    )
    return sat


LOOP_GENRES = {t.genre for t in TABLES if get_genre(t.genre).paths(load(t.genre, t.drawn)) is None}
LOOP_TABLES = [pytest.param(t, id=t.genre) for t in TABLES if t.genre in LOOP_GENRES]


@pytest.mark.parametrize("table", LOOP_TABLES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_both_engines_decide_the_same_on_small_puzzles(table: Table, data: st.DataObject) -> None:
    same(data.draw(table.puzzles))


def sparse(genre: str, tokens: tuple[str, ...] = ()) -> st.SearchStrategy[Puzzle]:
    """Puzzles of four to six cells a side, few of them clued: of the genre's characters, or of ``tokens``."""
    if tokens:
        return token_grids(genre, tokens + tuple("." * 6 * len(tokens)), rows=(4, 6), cols=(4, 6))
    chars = get_genre(genre).cell_chars.replace(".", "")
    return clue_grids(genre, rows=(4, 6), cols=(4, 6), alphabet=chars + "." * 6 * len(chars))


LARGER = {
    "slitherlink": sparse("slitherlink"),
    "masyu": sparse("masyu"),
    "simpleloop": sparse("simpleloop"),
    "koburin": sparse("koburin"),
    "linesweeper": sparse("linesweeper"),
    "yajilin": sparse("yajilin", ("1e", "0s", "1w", "2s", "x")),
    "castlewall": sparse("castlewall", ("x", "o", "1e", "0sx", "2no", "?w")),
    "balanceloop": sparse("balanceloop", ("w", "b", "w2", "b3", "w4")),
    "geradeweg": sparse("geradeweg", ("?", "0", "1", "2", "3")),
    "shingoki": sparse("shingoki", ("w", "b", "w2", "b2", "w3", "b4")),
}


@pytest.mark.parametrize("genre", sorted(LARGER))
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_both_engines_decide_the_same_on_larger_puzzles(genre: str, data: st.DataObject) -> None:
    same(data.draw(LARGER[genre]))


def test_the_bundled_draft_decides_the_same_on_both_engines() -> None:
    answer = same(formats.load(DRAFT.read_text(), str(DRAFT)))
    assert (answer.status, answer.undecided, len(answer.on), len(answer.off)) == (Status.MULTIPLE, 4, 22, 23)


def test_sat_answers_loops_and_cp_sat_paths() -> None:
    loop = formats.load(DRAFT.read_text(), str(DRAFT))
    paths = formats.load("2 3\n1 . 1\n2 . 2\n", "<numberlink>", fmt="puzzlekit", genre="numberlink")
    assert (engine_for(loop), engine_for(paths), engine_for(loop, "cpsat")) == ("sat", "cpsat", "cpsat")
    with pytest.raises(UnsupportedError, match="one loop, not for paths"):
        engine_for(paths, "sat")


def test_a_question_past_its_deadline_is_not_proved() -> None:
    model = SatLoops(Lattice(6, 6), [])
    try:
        assert model.probe((), deadline=0.0) == (None, False)
        assert model.probe(())[1]
    finally:
        model.close()


def test_a_zero_time_limit_on_sat_reports_nothing_decided() -> None:
    answer = decided(formats.load(("." * 12 + "\n") * 12, "<stdin>"), time_limit=0, engine="sat")
    assert (answer.status, answer.position, answer.timed_out) == (Status.UNKNOWN, None, True)


WRAPPER = """
import atexit, sys
atexit.register(lambda: sys.stderr.write(f"ortools loaded: {any(m.startswith('ortools') for m in sys.modules)}\\n"))
sys.argv = ["loopcp", *sys.argv[1:]]
from loopcp.entry import main
main()
"""


def test_a_decided_view_on_sat_loads_no_or_tools(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", WRAPPER, "solve", "--decided", "--no-timing", str(DRAFT)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (done.returncode, done.stderr.splitlines()[-1]) == (0, "ortools loaded: False")
    assert "45 of 49 edges decided" in done.stdout


CLUED = [p for p in each("counts") if p.values[0].genre in LOOP_GENRES]


@pytest.mark.parametrize(("table", "case"), CLUED)
def test_every_loop_of_a_clued_board_is_found_through_the_cuts(table: Table, case: Count) -> None:
    puzzle = load(table.genre, case.text)
    genre = get_genre(puzzle.genre)
    assert every_loop(genre.lattice(puzzle), genre.constraints(puzzle)) == brute_force(puzzle)


def test_a_stopped_halt_ends_a_question() -> None:
    halt = stopping.Halt()
    halt.stop()
    model = SatLoops(Lattice(4, 4), [])
    try:
        with stopping.halting(halt), pytest.raises(stopping.Halted):
            model.probe(())
    finally:
        model.close()


def test_a_huge_board_past_its_deadline_stops_while_it_is_written() -> None:
    start = time.perf_counter()
    with pytest.raises(DeadlineError):
        SatLoops(Lattice(400, 400), [], deadline=start + 0.05)
    assert time.perf_counter() - start < 3


def test_without_python_sat_cp_sat_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    puzzle = formats.load(DRAFT.read_text(), str(DRAFT))
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    assert engine_for(puzzle) == "cpsat"
