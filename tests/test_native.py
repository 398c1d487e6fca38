"""The rules first (``loopcp.native``): what sound deduction decides alone is the one answer, or it says nothing.

- Every clued conformance board of a loop genre: where the engine decides
  a loop, brute force finds exactly that loop and no other.
- Random puzzles of every loop genre, small and larger: a loop the engine
  decides is the SAT engine's unique answer.
- ``solve`` uses it unless an engine is named, reports it as "rules", and
  gives the same answers without it (a machine that could not build it).
- CI builds it: there the compiled module must be present.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conformance.registry import TABLES, each
from conformance.table import Count, Table, brute_force, load
from loopcp import formats, native, search
from loopcp.genres import get_genre
from loopcp.grid import Edge
from loopcp.puzzle import Puzzle, Status
from test_sat import LARGER, LOOP_GENRES, LOOP_TABLES

from conftest import BUNDLED

needs_native = pytest.mark.skipif(not native.AVAILABLE, reason="the native engine was not built here (no compiler)")
MASYU = BUNDLED / "masyu-10x10.txt"
DRAFT = BUNDLED / "draft-4x5.txt"


def decided(puzzle: Puzzle) -> frozenset[Edge] | None:
    """The loop the engine decides alone, or None (it stalls, or does not speak the genre's terms)."""
    genre = get_genre(puzzle.genre)
    lattice, constraints = genre.lattice(puzzle), genre.constraints(puzzle)
    if genre.paths(puzzle) is not None or not native.usable(lattice, constraints):
        return None
    return native.solved(lattice, constraints)


def test_ci_builds_the_native_engine() -> None:
    """The install builds it wherever gcc and Python's headers are, as on CI (elsewhere it may be missing)."""
    if not os.environ.get("CI"):
        pytest.skip("only CI promises a compiler")
    assert native.AVAILABLE


CLUED = [p for p in each("counts") if p.values[0].genre in LOOP_GENRES]


@needs_native
def test_a_loop_decided_on_a_clued_board_is_brute_forces_only_loop() -> None:
    solved = 0
    for case in CLUED:
        table, count = case.values
        assert isinstance(table, Table) and isinstance(count, Count)
        puzzle = load(table.genre, count.text)
        loop = decided(puzzle)
        if loop is not None:
            assert brute_force(puzzle) == {loop}, (table.genre, count.text)
            solved += 1
    assert solved >= 10  # the check bites: the engine decides a good share of these boards


def agrees_with_sat(puzzle: Puzzle) -> None:
    loop = decided(puzzle)
    if loop is not None:
        sat = search.solve(puzzle, engine="sat")
        assert sat.status is Status.UNIQUE
        assert sat.solutions[0].edges() == loop


@needs_native
@pytest.mark.parametrize("table", LOOP_TABLES)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_loop_decided_on_a_small_puzzle_is_the_sat_engines_unique_answer(table: Table, data: st.DataObject) -> None:
    agrees_with_sat(data.draw(table.puzzles))


@needs_native
@pytest.mark.parametrize("genre", sorted(LARGER))
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_loop_decided_on_a_larger_puzzle_is_the_sat_engines_unique_answer(genre: str, data: st.DataObject) -> None:
    agrees_with_sat(data.draw(LARGER[genre]))


@needs_native
def test_solve_takes_the_rules_first_and_answers_as_sat_does() -> None:
    puzzle = formats.load(MASYU.read_text(), str(MASYU), genre="masyu")
    ruled, sat = search.solve(puzzle), search.solve(puzzle, engine="sat")
    assert (ruled.engine, sat.engine) == ("rules", "sat")
    assert (ruled.status, ruled.count, ruled.complete) == (sat.status, sat.count, sat.complete)
    assert (sat.status, sat.count, sat.complete) == (Status.UNIQUE, 1, True)
    assert ruled.solutions == sat.solutions


@needs_native
def test_one_loop_asked_for_is_found_and_not_claimed_the_only_one() -> None:
    puzzle = formats.load(MASYU.read_text(), str(MASYU), genre="masyu")
    result = search.solve(puzzle, max_solutions=1)
    assert (result.engine, result.status, result.count, result.complete) == ("rules", Status.UNKNOWN, 1, False)


def test_a_puzzle_with_several_loops_is_left_to_the_search() -> None:
    puzzle = formats.load(DRAFT.read_text(), str(DRAFT))
    assert decided(puzzle) is None
    result = search.solve(puzzle)
    assert (result.engine, result.status, result.count) == ("sat", Status.MULTIPLE, 2)


def test_without_the_compiled_engine_solve_answers_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    puzzle = formats.load(MASYU.read_text(), str(MASYU), genre="masyu")
    before = search.solve(puzzle)
    monkeypatch.setattr(native, "_DEDUCE", None)
    after = search.solve(puzzle)
    assert after.engine == "sat"
    assert (after.status, after.solutions) == (before.status, before.solutions)


@needs_native
def test_count_asks_the_rules_first_and_a_puzzle_they_do_not_decide_goes_on_to_the_diagram() -> None:
    masyu = formats.load(MASYU.read_text(), str(MASYU), genre="masyu")
    ruled = search.count(masyu)
    assert (ruled.engine, ruled.status, ruled.count, ruled.complete) == ("rules", Status.UNIQUE, 1, True)
    draft = search.count(formats.load(DRAFT.read_text(), str(DRAFT)))
    assert (draft.engine, draft.count, draft.complete) == ("zdd", 2, True)
    assert search.count(masyu, engine="zdd").count == 1  # the diagram agrees


@needs_native
def test_a_genre_whose_terms_it_does_not_speak_gets_no_verdict() -> None:
    """Nagare's rules name arcs (which way the loop runs): the engine says nothing, and the search answers."""
    table = next(t for t in TABLES if t.genre == "nagare")
    puzzle = load("nagare", table.drawn)
    genre = get_genre("nagare")
    lattice, constraints = genre.lattice(puzzle), genre.constraints(puzzle)
    assert native.speaks(lattice) and not native.usable(lattice, constraints)
    assert native.solved(lattice, constraints) is None
    assert search.solve(puzzle).engine == "sat"


@pytest.mark.parametrize(
    "game_id",
    [
        "10x10t0:b1a1a2b11a2212a2a3b2a2a23e31a122a213h1a312a3b2d3d1211c1d221b32b102a33b3",  # his "easy"
        "10x10t0:a21a3a2220a2a2g0b2c2b33b3a13c22d2a33a12a0b22222a12b12c3a3a2b3e122f33a3",  # "normal"
        "10x10t0:312b133a3a21b2a2d21a2a32a3a2c2213b1120d23b232d21a1d3b2d2d11213c21223b2a3",  # "tricky"
    ],
)
@needs_native
def test_tathams_easy_normal_and_tricky_ids_are_decided_without_a_single_trial(game_id: str) -> None:
    """Corners' facts carry what a clue and a point know between them (his "dlines"): no trial is needed up to
    his "tricky" level.  Without them, trials found the same, at several times the cost."""
    puzzle = formats.load(game_id, "<id>")
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    assert native._DEDUCE is not None
    words, own = native._DEDUCE.encode(lattice.rows, lattice.cols, genre.constraints(puzzle))
    status, _, _, trials = native._DEDUCE.deduce(lattice.rows, lattice.cols, words, 10**6, 0.0, own)
    assert (status, trials) == (native.SOLVED, 0)
